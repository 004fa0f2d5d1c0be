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
import { requestContext } from './middleware/request-context.js';
import { leadsRouter } from './routes/leads.routes.js';
import { tablesRouter } from './routes/tables.routes.js';
import { unavailableRouter } from './routes/unavailable.routes.js';

export interface AppDeps {
  config: Pick<Config, 'maxBodyBytes' | 'maxListStreams'>;
  orm: Orm;
  pool: pg.Pool;
  log: Logger;
}

export function createApp({ config, orm, pool, log }: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  // Errors after the response started (a broken stream) cannot reach errorHandler; log them here.
  app.on('error', (err, ctx) => (ctx?.state?.log ?? log).error({ err }, 'response failed'));

  app.use(requestContext(log, orm));
  app.use(accessLog());
  app.use(errorHandler());
  app.use(authenticate());
  app.use(jsonBody(config.maxBodyBytes));
  for (const router of [tablesRouter(), leadsRouter(pool, config.maxListStreams), unavailableRouter()]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
