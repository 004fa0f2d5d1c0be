import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type Koa from 'koa';
import { QUEUE_NAMES, type Config } from '../config.js';
import { HttpError } from '../domain/errors.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import type { AppMiddleware, AppState } from './context.js';

export const DASHBOARD_PATH = '/admin/queues';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** HTTP basic auth with the operator's ADMIN_USER/ADMIN_PASSWORD; API keys mean nothing here. */
function basicAuth({ user, password }: { user: string; password: string }): AppMiddleware {
  return async (ctx, next) => {
    const match = /^Basic\s+(\S+)$/i.exec(ctx.get('Authorization'));
    const [givenUser, ...rest] = match ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
    if (givenUser === undefined || !sameText(givenUser, user) || !sameText(rest.join(':'), password)) {
      throw new HttpError(401, 'The queue dashboard needs the operator credentials (HTTP basic auth)', {
        'WWW-Authenticate': 'Basic realm="Leadbase queues", charset="UTF-8"',
      });
    }
    await next();
  };
}

/** The Bull dashboard at /admin/queues, behind basic auth; off (with a log line) when no credentials are set. */
export function mountDashboard(app: Koa<AppState>, { admin, queues, log }: { admin: Config['admin']; queues: QueueClient; log: Logger }): void {
  if (!admin) {
    log.info('queue dashboard disabled: set ADMIN_USER and ADMIN_PASSWORD to enable it at /admin/queues');
    return;
  }
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(DASHBOARD_PATH);
  createBullBoard({ queues: QUEUE_NAMES.map((name) => new BullMQAdapter(queues.queue(name))), serverAdapter });
  const guard = basicAuth(admin);
  const dashboard = serverAdapter.registerPlugin() as unknown as AppMiddleware;
  app.use(async (ctx, next) => {
    if (ctx.path !== DASHBOARD_PATH && !ctx.path.startsWith(`${DASHBOARD_PATH}/`)) return next();
    await guard(ctx, () => dashboard(ctx, next));
  });
}
