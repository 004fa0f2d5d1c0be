import type { RouterContext } from '@koa/router';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { runMeteredJob, type MeteredOutcome } from '../../domain/metered-job.service.js';
import type { TableListCache } from '../../domain/tables.service.js';
import type { QueueClient } from '../../jobs/queue-client.js';
import type { BilledQueue } from '../../jobs/queues.js';
import type { BilledKind } from '../../kinds/kind.js';
import type { Logger } from '../../logger.js';
import type { AppState } from '../context.js';
import { error, type Reply, type Schema } from '../operation.js';
import { jobAccepted } from './common.schemas.js';

/** What every resource's operations are built with, once, at start-up (src/http/app.ts). */
export interface OperationDeps {
  config: Config;
  pool: pg.Pool;
  queues: QueueClient;
  log: Logger;
  /** GET /tables bodies served from memory (domain/tables.service.ts). */
  tableLists: TableListCache;
  /** The readiness probe (src/http/readiness.ts). */
  ready: () => Promise<Reply>;
  /** Prometheus text of the process's metrics (src/http/metrics.ts). */
  metrics: () => Promise<{ type: string; body: string }>;
  /** The OpenAPI document, as served (built from the very list of operations). */
  document: () => string;
}

/** What every operation that runs a billed job may answer besides its own statuses. */
export const METERED = {
  202: ['Still running after SYNC_TIMEOUT_MS: poll statusUrl', jobAccepted] as [string, Schema],
  402: error("The month's credits cannot cover the request (says when they reset)"),
  503: error('Not configured on this server, or the job queue is unavailable'),
};

/** A metered endpoint's answer: its status and body, and where the workspace's credits stand. */
const metered = ({ status, body, balance }: MeteredOutcome): Reply => ({ status, body, headers: { 'X-Credits-Remaining': String(balance.remaining) } });

export const workspaceOf = (ctx: RouterContext<AppState>) => ctx.state.principal.workspaceId;

/**
 * A request for a billed kind of job: checked and priced by the kind (src/kinds), then charged, queued and
 * waited for as every metered endpoint is (src/domain/metered-job.service.ts).
 */
export async function orderJob<Q extends BilledQueue, R extends { callbackUrl?: string }>(
  deps: OperationDeps,
  kind: BilledKind<Q, R>,
  workspaceId: number,
  request: R,
): Promise<Reply> {
  const order = await kind.order(deps, workspaceId, request);
  const outcome = await runMeteredJob(deps, { workspaceId, queue: kind.queue, payload: order.payload, cost: order.cost, callbackUrl: request.callbackUrl });
  return metered({ ...outcome, status: outcome.status === 200 && order.creates ? 201 : outcome.status });
}
