import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/errors.js';
import type { AppMiddleware } from '../context.js';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** HTTP basic auth with the operator's ADMIN_USER/ADMIN_PASSWORD; API keys mean nothing here. */
export function basicAuth({ user, password }: { user: string; password: string }, realm: string): AppMiddleware {
  return async (ctx, next) => {
    const match = /^Basic\s+(\S+)$/i.exec(ctx.get('Authorization'));
    const [givenUser, ...rest] = match ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
    if (givenUser === undefined || !sameText(givenUser, user) || !sameText(rest.join(':'), password)) {
      throw new HttpError(401, `${realm} needs the operator credentials (HTTP basic auth)`, {
        'WWW-Authenticate': `Basic realm="${realm}", charset="UTF-8"`,
      });
    }
    await next();
  };
}
