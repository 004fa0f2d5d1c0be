import type pg from 'pg';
import type { KeyAuthenticator } from '../../domain/key-cache.js';
import { unauthorized } from '../../lib/errors.js';
import type { AppContext, AppMiddleware, Next } from '../context.js';

const HOW_TO = 'send a workspace API key as "Authorization: Bearer svc_…" or "X-API-Key: svc_…"';

/** The key a request presents, or an error message. Cookies and query strings are never read. */
function presentedKey(ctx: AppContext): string | { problem: string } {
  // Node keeps only the first of repeated Authorization headers; a second key must not go unnoticed.
  const repeated = ['authorization', 'x-api-key'].find((name) => (ctx.req.headersDistinct[name]?.length ?? 0) > 1);
  if (repeated) return { problem: `Send the ${repeated === 'authorization' ? 'Authorization' : 'X-API-Key'} header once` };
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

/** The API description is public, so the reference page (and anyone) can read it without a key. */
const PUBLIC = new Set(['/api/v1/openapi.json']);

/**
 * Every path under /api/ needs a valid, unrevoked key, known route or not; the key decides the workspace.
 * The prefix is matched in any letter case, so `/API/…` cannot slip past (routes themselves are case-sensitive).
 */
export function authenticate(keys: KeyAuthenticator, pool: pg.Pool): AppMiddleware {
  return async (ctx, next: Next) => {
    const path = ctx.path.toLowerCase();
    if ((!path.startsWith('/api/') && path !== '/api') || PUBLIC.has(ctx.path)) return next();
    const key = presentedKey(ctx);
    if (typeof key !== 'string') throw unauthorized(key.problem);
    const principal = await keys.authenticate(pool, key);
    if (!principal) throw unauthorized('The API key is not valid or has been revoked; ask a workspace admin for a new key');
    ctx.state.principal = principal;
    await next();
  };
}
