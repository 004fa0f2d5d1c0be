import { authenticateKey } from '../../domain/api-keys.service.js';
import { unauthorized } from '../../domain/errors.js';
import type { AppContext, AppMiddleware } from '../context.js';

const HOW_TO = 'send a workspace API key as "Authorization: Bearer svc_…" or "X-API-Key: svc_…"';

/** The key a request presents, or an error message. Cookies and query strings are never read. */
function presentedKey(ctx: AppContext): string | { problem: string } {
  const authorization = ctx.get('Authorization').trim();
  const headerKey = ctx.get('X-API-Key').trim();
  let bearer = '';
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) return { problem: `The Authorization header must use the Bearer scheme; ${HOW_TO}` };
    bearer = match[1];
  }
  if (bearer && headerKey && bearer !== headerKey) {
    return { problem: 'Authorization and X-API-Key carry different keys; send one key in one header' };
  }
  return bearer || headerKey || { problem: `An API key is required; ${HOW_TO}` };
}

/** Every path under /api/ needs a valid, unrevoked key, known route or not; the key decides the workspace. */
export function authenticate(): AppMiddleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    const key = presentedKey(ctx);
    if (typeof key !== 'string') throw unauthorized(key.problem);
    const principal = await authenticateKey(ctx.state.em, key);
    if (!principal) throw unauthorized('The API key is not valid or has been revoked; ask a workspace admin for a new key');
    ctx.state.principal = principal;
    await next();
  };
}
