import Router from '@koa/router';
import { creditBalance } from '../../domain/credits.service.js';
import { jobView, type JobDeps } from '../../domain/metered-job.service.js';
import type { AppState } from '../context.js';

/** Job status and the workspace's credit balance: what a caller polls after a 202, and where it stands. */
export function jobsRouter(deps: JobDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1', sensitive: true });

  router.get('/jobs/:id', async (ctx) => {
    ctx.body = await jobView(deps, ctx.state.principal.workspaceId, ctx.params.id);
  });

  router.get('/credits', async (ctx) => {
    ctx.body = await creditBalance(deps.pool, ctx.state.principal.workspaceId, deps.config.defaultMonthlyCredits);
  });

  return router;
}
