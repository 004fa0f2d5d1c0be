import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { HttpError } from '../../lib/errors.js';
import type { AppMiddleware } from '../context.js';

const DATABASE_RETRY_AFTER_S = 5;

/**
 * Wraps everything but the request context and access log: every non-2xx leaves as
 * `{"error": "<what to fix>"}`. Errors we did not throw on purpose are logged in full and
 * answered with a generic 500.
 */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
      }
      if (ctx.status === 405 && !ctx.body) {
        throw new HttpError(405, `${ctx.method} is not allowed on ${ctx.path}; use ${String(ctx.response.get('Allow')).replace(/, /g, ' or ')}`);
      }
    } catch (err) {
      const error = toHttpError(err);
      if (error.status >= 500 && !(err instanceof HttpError)) ctx.state.log[error.status === 503 ? 'warn' : 'error']({ err }, 'request failed');
      // Headers set before the failure describe a response that will not be sent; keep only these.
      const kept = {
        'X-Request-Id': ctx.response.get('X-Request-Id'),
        Allow: ctx.response.get('Allow'),
        // The key's budget applies to every answer, errors included (docs/operations.md promises them on every response).
        'X-RateLimit-Limit': ctx.response.get('X-RateLimit-Limit'),
        'X-RateLimit-Remaining': ctx.response.get('X-RateLimit-Remaining'),
      };
      for (const name of ctx.res.getHeaderNames()) ctx.remove(name);
      for (const [name, value] of Object.entries(kept)) if (value) ctx.set(name, value);
      ctx.set(error.headers);
      ctx.status = error.status;
      ctx.body = { error: error.message };
    }
  };
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return new HttpError(503, 'The database is unavailable; retry shortly', { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
  // http-errors style errors from Koa and its helpers carry a status we can trust below 500.
  const status = (err as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, (err as { expose?: boolean }).expose ? (err as Error).message : (STATUS_CODES[status] ?? 'Bad request'));
  }
  return new HttpError(500, 'Internal server error; the request id in X-Request-Id identifies it in our logs');
}
