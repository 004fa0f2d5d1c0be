import type Router from '@koa/router';
import Koa from 'koa';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import type { TableListCache } from '../domain/tables.service.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import { mountDashboard } from './admin-dashboard.js';
import { mountConsole } from './console/routes.js';
import type { AppContext, AppState } from './context.js';
import { createMetrics } from './metrics.js';
import { accessLog } from './middleware/access-log.js';
import { authenticate } from './middleware/authenticate.js';
import { errorHandler } from './middleware/error-handler.js';
import { freshAfterWrites } from './middleware/fresh-after-writes.js';
import { jsonBody } from './middleware/json-body.js';
import { rateLimit } from './middleware/rate-limit.js';
import { createApiCaches, type ApiCaches } from '../domain/api-caches.js';
import { requestContext } from './middleware/request-context.js';
import { openApiDocument } from './openapi.js';
import { routerOf, type Operation } from './operation.js';
import { operations } from './operations.js';
import { readiness } from './readiness.js';

const CLIENT_GONE = new Set<string | undefined>(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

export interface AppDeps {
  config: Config;
  orm: Orm;
  pool: pg.Pool;
  log: Logger;
  queues: QueueClient;
  /** What the process serves from memory; without it every request reads its key row and table list. */
  caches?: ApiCaches;
}

/** The operation table of this service with its dependencies (metrics optional: tests that only list routes). */
export function serviceOperations(
  { config, pool, queues, log, tableLists }: Pick<AppDeps, 'config' | 'pool' | 'queues' | 'log'> & { tableLists: TableListCache },
  scrape?: () => Promise<{ type: string; body: string }>,
): Operation[] {
  let document: string | null = null;
  const list = operations({
    config,
    pool,
    queues,
    log,
    tableLists,
    ready: readiness({ pool, queues }),
    metrics: scrape ?? (() => Promise.resolve({ type: 'text/plain', body: '' })),
    document: () => (document ??= JSON.stringify(openApiDocument(list))),
  });
  return list;
}

/** Every route of the service, generated from the operation table; the OpenAPI test walks it. */
export function apiRouters(deps: Pick<AppDeps, 'pool' | 'queues' | 'config' | 'log'>): Router<AppState>[] {
  return [routerOf(serviceOperations({ ...deps, tableLists: createApiCaches(null, deps.log).tableLists }))];
}

export function createApp({ config, orm, pool, log, queues, caches = createApiCaches(null, log) }: AppDeps): Koa<AppState> {
  // Behind a reverse proxy (TRUST_PROXY) the client's address and protocol come from its X-Forwarded-* headers.
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  // Errors after the response started (a broken stream) cannot reach errorHandler; log them here.
  // A client that hangs up mid-response is routine, not a server error.
  app.on('error', (err: NodeJS.ErrnoException | undefined, ctx: AppContext | undefined) => {
    const logger = ctx?.state?.log ?? log;
    if (CLIENT_GONE.has(err?.code)) logger.info({ code: err?.code }, 'client closed the connection before the response ended');
    else logger.error({ err }, 'response failed');
  });

  const metrics = createMetrics({ pool, queues });
  app.use(requestContext(log, orm));
  app.use(accessLog(log));
  app.use(metrics.observe);
  app.use(errorHandler());
  mountDashboard(app, { admin: config.admin, queues, log });
  mountConsole(app, { config, pool, queues });
  app.use(authenticate(caches.keys, pool));
  app.use(freshAfterWrites(caches.tableLists));
  app.use(rateLimit(queues.redis, config.rateLimitPerMinute, log, config.queuePrefix));
  app.use(jsonBody(config.maxBodyBytes));
  const router = routerOf(serviceOperations({ pool, queues, config, log, tableLists: caches.tableLists }, metrics.scrape));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
