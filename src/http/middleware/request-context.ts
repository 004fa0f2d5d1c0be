import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { AppMiddleware } from '../context.js';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * A request id (the caller's X-Request-Id when sane), a child logger, and an ORM fork — made on first
 * use, so the many requests that never touch an entity do not pay for one.
 */
export function requestContext(log: Logger, orm: Orm): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    ctx.state.log = log.child({ requestId: ctx.state.requestId });
    let em: EntityManager | undefined;
    Object.defineProperty(ctx.state, 'em', { get: () => (em ??= orm.em.fork()), configurable: true });
    await next();
  };
}
