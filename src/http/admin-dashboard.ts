import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type Koa from 'koa';
import type { Config } from '../config.js';
import { QUEUE_NAMES } from '../jobs/queues.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import type { AppContext, AppState, Next } from './context.js';
import { basicAuth } from './middleware/basic-auth.js';

export const DASHBOARD_PATH = '/admin/queues';

/** The Bull dashboard at /admin/queues, behind basic auth; off (with a log line) when no credentials are set. */
export function mountDashboard(app: Koa<AppState>, { admin, queues, log }: { admin: Config['admin']; queues: QueueClient; log: Logger }): void {
  if (!admin) {
    log.info('queue dashboard disabled: set ADMIN_USER and ADMIN_PASSWORD to enable it at /admin/queues');
    return;
  }
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(DASHBOARD_PATH);
  createBullBoard({ queues: QUEUE_NAMES.map((name) => new BullMQAdapter(queues.queue(name))), serverAdapter });
  const guard = basicAuth(admin, 'Leadbase queues');
  const dashboard = serverAdapter.registerPlugin() as unknown as (ctx: AppContext, next: Next) => Promise<void>;
  app.use(async (ctx, next: Next) => {
    if (ctx.path !== DASHBOARD_PATH && !ctx.path.startsWith(`${DASHBOARD_PATH}/`)) return next();
    await guard(ctx, () => dashboard(ctx, next));
  });
}
