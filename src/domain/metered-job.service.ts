import type pg from 'pg';
import type { Config } from '../config.js';
import type { PayloadOf } from '../jobs/payloads.js';
import type { BilledQueue, QueueName } from '../jobs/queues.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import { creditBalance, type CreditBalance } from './credits.service.js';
import { checkCallbackUrl } from '../webhooks/callback-url.js';
import { webhookState, type WebhookState } from '../webhooks/deliveries.js';
import { scheduleWebhook } from '../webhooks/schedule.js';
import { HttpError } from '../lib/errors.js';
import { enrichmentCancellation } from '../enrichment/run.js';
import { createJob, findJob, requestCancellation, settleFinalFailure, settleJob, type JobCost, type JobRow, type Settlement } from './jobs.service.js';

export interface JobDeps {
  pool: pg.Pool;
  queues: QueueClient;
  config: Pick<Config, 'syncTimeoutMs' | 'defaultMonthlyCredits' | 'research'>;
  /** Where a refund that could not be recorded is reported (the caller is answered about the failure it hit first). */
  log: Pick<Logger, 'warn'>;
}

/**
 * Settles a job from the API side (the queue is down, or gave up on it without its processor settling),
 * then schedules its webhook. Scheduling is best effort here: Redis may be the very thing that failed.
 */
async function settle({ pool, queues }: Pick<JobDeps, 'pool' | 'queues'>, jobId: string, outcome: Settlement | QueueName): Promise<JobRow | null> {
  const row = typeof outcome === 'string' ? await settleFinalFailure(pool, jobId, outcome) : await settleJob(pool, jobId, outcome);
  await scheduleWebhook(pool, queues, jobId).catch(() => undefined);
  return row;
}

export interface MeteredOutcome {
  /** 200 (201 where the endpoint creates) with the job's result, or 202 with a job to poll when it outlived the wait. */
  status: 200 | 201 | 202;
  body: unknown;
  balance: CreditBalance;
}

const jobStatusUrl = (jobId: string) => `/api/v1/jobs/${jobId}`;

/**
 * A failed job's answer carries the balance after its refund, as every answer of a metered endpoint does
 * (left out when the balance cannot be read: the caller hears the failure it hit first).
 */
async function withBalance(pool: pg.Pool, config: JobDeps['config'], workspaceId: number, err: HttpError): Promise<HttpError> {
  const balance = await creditBalance(pool, workspaceId, config.defaultMonthlyCredits).catch(() => null);
  return balance ? new HttpError(err.status, err.message, { ...err.headers, 'X-Credits-Remaining': String(balance.remaining) }) : err;
}

/**
 * How every synchronous metered endpoint runs its work: check the callbackUrl, if any (400), reserve
 * credits and record the job (402 when they do not cover it), enqueue it (503 when the queue is down,
 * refunding at once), and wait for it up to SYNC_TIMEOUT_MS. Work that outlives the wait carries on;
 * its result is kept in Postgres, and delivered to the callbackUrl once settled.
 */
export async function runMeteredJob<Q extends BilledQueue>(
  { pool, queues, config, log }: JobDeps,
  request: { workspaceId: number; queue: Q; payload: PayloadOf<Q>; cost: JobCost; callbackUrl?: string },
): Promise<MeteredOutcome> {
  if (request.callbackUrl !== undefined) await checkCallbackUrl(pool, config.research, request.workspaceId, request.callbackUrl);
  const { jobId, balance } = await createJob(pool, { ...request, defaultAllowance: config.defaultMonthlyCredits });
  try {
    await queues.enqueue(request.queue, jobId, request.payload);
  } catch (err) {
    // The caller hears that the queue is down even when the refund fails too (the job then stays queued until the
    // workers' stranded-job sweep settles it, refunded).
    const refunded = await settle({ pool, queues }, jobId, { state: 'failed', status: 503, error: (err as Error).message }).catch((settleErr: Error) => {
      log.warn({ jobId, err: settleErr }, 'the queue refused a job and its refund could not be recorded; the stranded-job sweep of the workers refunds it within minutes');
      return null;
    });
    throw refunded && err instanceof HttpError ? await withBalance(pool, config, request.workspaceId, err) : err;
  }
  const finished = await queues.waitFor(request.queue, jobId, config.syncTimeoutMs);
  let row = await findJob(pool, request.workspaceId, jobId);
  // A job BullMQ gave up on without its processor settling it (e.g. it stalled too often) still refunds.
  if (finished && row?.state === 'queued') row = await settle({ pool, queues }, jobId, request.queue);
  if (row?.state === 'completed' || row?.state === 'cancelled') {
    return { status: 200, body: row.result, balance: await creditBalance(pool, request.workspaceId, config.defaultMonthlyCredits) };
  }
  if (row?.state === 'failed') throw await withBalance(pool, config, request.workspaceId, new HttpError(row.error_status ?? 500, row.error ?? 'The job failed'));
  return { status: 202, body: { jobId, status: 'running', statusUrl: jobStatusUrl(jobId) }, balance };
}

export interface JobView {
  jobId: string;
  queue: string;
  /** `cancelled` as soon as the cancellation is asked for; the job settles once the work in flight has finished. */
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  progress: unknown;
  /** For completed jobs: the body the endpoint answers with (cancelled ones: what was done until then). */
  result?: unknown;
  /** For failed jobs: the status and error the endpoint answers with. */
  error?: { status: number; message: string };
  credits: { reserved: number; refunded: number };
  createdAt: string;
  finishedAt: string | null;
  /** For jobs started with a callbackUrl: the delivery of their webhook. */
  webhook?: WebhookState;
}

/** GET /api/v1/jobs/{id}: the durable record, with live state and progress from the queue while it runs. */
export async function jobView(deps: Pick<JobDeps, 'pool' | 'queues'>, workspaceId: number, jobId: string): Promise<JobView> {
  const { pool, queues } = deps;
  let row = await findJob(pool, workspaceId, jobId);
  if (!row) throw new HttpError(404, `Job ${jobId} does not exist in this workspace`);
  const live = row.state === 'queued' ? await queues.progress(row.queue as QueueName, row.id) : null;
  // Given up by the queue without being settled (e.g. stalled too often): settle it now, refunding.
  if (live?.state === 'failed') row = (await settle(deps, row.id, row.queue as QueueName)) ?? row;
  const done = row.state !== 'queued';
  const webhook = await webhookState(pool, row.id);
  return {
    jobId: row.id,
    queue: row.queue,
    status: done ? row.state : row.cancelled_at ? 'cancelled' : live?.state === 'active' ? 'running' : 'queued',
    progress: done ? 100 : (live?.progress ?? 0),
    ...((row.state === 'completed' || row.state === 'cancelled') && { result: row.result }),
    ...(row.state === 'failed' && { error: { status: row.error_status ?? 500, message: row.error ?? 'The job failed' } }),
    credits: { reserved: row.credits_reserved, refunded: row.credits_refunded },
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    ...(webhook && { webhook }),
  };
}

/** Queues whose jobs can be cancelled, and how: enrichment runs stop their chunks not started. */
const CANCELLABLE: Partial<Record<QueueName, typeof enrichmentCancellation>> = { enrichment: enrichmentCancellation };

/**
 * DELETE /api/v1/jobs/{id}: cancels a running job (409 when it has settled, is being cancelled, or its
 * kind cannot be). Work not started is not run; when nothing is in flight the job settles `cancelled`
 * at once, refunding what was not delivered; otherwise its worker settles it when the work in flight ends.
 */
export async function cancelJob(deps: Pick<JobDeps, 'pool' | 'queues'>, workspaceId: number, jobId: string): Promise<JobView> {
  const { pool } = deps;
  const row = await findJob(pool, workspaceId, jobId);
  if (!row) throw new HttpError(404, `Job ${jobId} does not exist in this workspace`);
  if (row.state !== 'queued') throw new HttpError(409, `Job ${jobId} has already settled (${row.state}); there is nothing to cancel`);
  const cancellation = CANCELLABLE[row.queue as QueueName];
  if (!cancellation) throw new HttpError(409, `Only table enrichment jobs can be cancelled; job ${jobId} is ${row.queue} and will settle on its own`);
  const running = await requestCancellation(pool, workspaceId, jobId, (tx) => cancellation.cancelPending(tx, jobId));
  if (running === null) throw new HttpError(409, `Job ${jobId} has already settled or is being cancelled`);
  if (running === 0) await settle(deps, jobId, { state: 'completed', ...(await cancellation.outcome(pool, jobId, row.credits_reserved)) });
  return jobView(deps, workspaceId, jobId);
}
