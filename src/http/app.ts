import type Router from '@koa/router';
import Koa from 'koa';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import type { AppState } from './context.js';
import { accessLog } from './middleware/access-log.js';
import { authenticate } from './middleware/authenticate.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { rateLimit } from './middleware/rate-limit.js';
import { docsRouter } from './routes/docs.routes.js';
import { healthRouter } from './routes/health.routes.js';
import { createMetrics } from './metrics.js';
import { mcpRouter } from './mcp.js';
import { requestContext } from './middleware/request-context.js';
import type { QueueClient } from '../jobs/queue-client.js';
import { mountDashboard } from './admin-dashboard.js';
import { emailRouter } from './routes/email.routes.js';
import { jobsRouter } from './routes/jobs.routes.js';
import { leadsRouter } from './routes/leads.routes.js';
import { tablesRouter } from './routes/tables.routes.js';
import { localLeadsRouter } from './routes/local-leads.routes.js';

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

export interface AppDeps {
  config: Pick<Config, 'maxBodyBytes' | 'maxListStreams' | 'syncTimeoutMs' | 'defaultMonthlyCredits' | 'verify' | 'find' | 'discovery' | 'research' | 'admin' | 'rateLimitPerMinute' | 'queuePrefix'>;
  orm: Orm;
  pool: pg.Pool;
  log: Logger;
  queues: QueueClient;
}

/** Every router of the service (but /metrics, which belongs to the metrics module); the OpenAPI test walks them. */
export function apiRouters(deps: Pick<AppDeps, 'pool' | 'queues' | 'config'>): Router<AppState>[] {
  const { pool, config } = deps;
  return [
    healthRouter(deps),
    docsRouter(config),
    tablesRouter(),
    leadsRouter(pool, config.maxListStreams),
    emailRouter(deps),
    jobsRouter(deps),
    mcpRouter(deps),
    localLeadsRouter(deps),
  ];
}

export function createApp({ config, orm, pool, log, queues }: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  // Errors after the response started (a broken stream) cannot reach errorHandler; log them here.
  // A client that hangs up mid-response is routine, not a server error.
  app.on('error', (err, ctx) => {
    const logger = ctx?.state?.log ?? log;
    if (CLIENT_GONE.has(err?.code)) logger.info({ code: err.code }, 'client closed the connection before the response ended');
    else logger.error({ err }, 'response failed');
  });

  const metrics = createMetrics({ pool, queues, admin: config.admin });
  app.use(requestContext(log, orm));
  app.use(accessLog());
  app.use(metrics.observe);
  app.use(errorHandler());
  mountDashboard(app, { admin: config.admin, queues, log });
  app.use(authenticate());
  app.use(rateLimit(queues.redis, config.rateLimitPerMinute, log, config.queuePrefix));
  app.use(jsonBody(config.maxBodyBytes));
  for (const router of [metrics.router, ...apiRouters({ pool, queues, config })]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
