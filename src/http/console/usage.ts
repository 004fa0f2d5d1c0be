import type Router from '@koa/router';
import { usageOf } from '../../domain/console/workspace-settings.service.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { workspacePage } from './guard.js';
import { renderPage } from './respond.js';
import { dailyChart } from './usage-chart.js';

/** Usage: this month's allowance, use and what it went on, and credits per day over 30 days. */
export function usagePages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/w/:workspaceId/usage',
    workspacePage(deps, async (ctx, scope) => {
      const usage = await usageOf(deps.pool, scope.workspace.id, deps.config.defaultMonthlyCredits);
      renderPage(ctx, 'usage', { title: 'Usage', section: 'usage', scope, usage, chart: dailyChart(usage.perDay) });
    }),
  );
}
