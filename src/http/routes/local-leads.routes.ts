import Router from '@koa/router';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { requestDiscovery, type DiscoveryRequest } from '../../domain/local-leads.service.js';
import type { JobDeps } from '../../domain/metered-job.service.js';
import type { AppState } from '../context.js';
import { sendMetered } from '../metered-response.js';
import { validateBody } from '../middleware/validate.js';
import { ajv } from '../validation.js';
import { discoveryBody } from './local-leads.schemas.js';

export function localLeadsRouter(deps: JobDeps & { pool: pg.Pool; config: Pick<Config, 'discovery' | 'research'> }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1', sensitive: true });
  router.post('/local-leads', validateBody(ajv.compile(discoveryBody)), async (ctx) => {
    sendMetered(ctx, await requestDiscovery(deps, ctx.state.principal.workspaceId, ctx.state.body as DiscoveryRequest));
  });
  return router;
}
