import type { EntityManager } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import type { Principal } from '../domain/api-keys.service.js';
import type { Logger } from '../logger.js';

export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by `authenticate` on every /api/ request that reaches a route. */
  principal: Principal;
  /** A request-scoped fork of the ORM's entity manager. */
  em: EntityManager;
  body: unknown;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
export type AppMiddleware = Koa.Middleware<AppState>;
/** `next` as it is here: the downstream middleware's work, resolving to nothing (Koa types it `Promise<any>`). */
export type Next = () => Promise<void>;
