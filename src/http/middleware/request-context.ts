import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { AppMiddleware } from '../context.js';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A request id (the caller's X-Request-Id when sane), a child logger, and an ORM fork per request. */
export function requestContext(log: Logger, orm: Orm): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    ctx.state.log = log.child({ requestId: ctx.state.requestId });
    ctx.state.em = orm.em.fork();
    await next();
  };
}
