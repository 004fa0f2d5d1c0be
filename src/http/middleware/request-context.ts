import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import type { Principal } from '../../domain/api-keys.service.js';
import type { Logger } from '../../logger.js';
import type { AppMiddleware, AppState } from '../context.js';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * What a request carries through the middleware. The logger that names the request and the ORM fork
 * are made on first use: most requests log nothing but their access line and touch no entity. (Lazy
 * getters on a class, not properties defined on each request's object: those cost a poll ~20 µs.)
 */
class RequestState implements AppState {
  principal!: Principal;
  body: unknown;
  // Private for real (#), so nothing that copies the state (the dashboard's templates) sees them.
  readonly #baseLog: Logger;
  readonly #orm: Orm;
  #log: Logger | undefined;
  #em: EntityManager | undefined;

  constructor(
    readonly requestId: string,
    baseLog: Logger,
    orm: Orm,
  ) {
    this.#baseLog = baseLog;
    this.#orm = orm;
  }

  get log(): Logger {
    return (this.#log ??= this.#baseLog.child({ requestId: this.requestId }));
  }

  get em(): EntityManager {
    return (this.#em ??= this.#orm.em.fork());
  }
}

/** A request id (the caller's X-Request-Id when sane) and the request's state (see RequestState). */
export function requestContext(log: Logger, orm: Orm): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.state = new RequestState(requestId, log, orm);
    await next();
  };
}
