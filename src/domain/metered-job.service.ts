import type pg from 'pg';
import type { Config } from '../config.js';
import type { Sql } from '../db/transaction.js';
import type { PayloadOf } from '../jobs/payloads.js';
import type { BilledQueue, QueueName } from '../jobs/queues.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import { creditBalance, type CreditBalance } from './credits.service.js';
import { checkCallbackUrl } from '../webhooks/callback-url.js';
import { webhookState, type WebhookState } from '../db/repositories/webhook-deliveries.repository.js';
import { HttpError } from '../lib/errors.js';
import { createJob, findJob, requestCancellation, settleFinalFailure, settleFromOutside, type JobCost } from './jobs.service.js';

export interface JobDeps {
  pool: pg.Pool;
  queues: QueueClient;
  config: Config;
  /** Where a refund that could not be recorded is reported (the caller is answered about the failure it hit first). */
  log: Pick<Logger, 'warn'>;
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
    const refunded = await settleFromOutside({ pool, queues }, jobId, { state: 'failed', status: 503, error: (err as Error).message }).catch((settleErr: Error) => {
      log.warn({ jobId, err: settleErr }, 'the queue refused a job and its refund could not be recorded; the stranded-job sweep of the workers refunds it within minutes');
      return null;
    });
    throw refunded && err instanceof HttpError ? await withBalance(pool, config, request.workspaceId, err) : err;
  }
  const finished = await queues.waitFor(request.queue, jobId, config.syncTimeoutMs);
  let row = await findJob(pool, request.workspaceId, jobId);
  // A job BullMQ gave up on without its processor settling it (e.g. it stalled too often) still refunds.
  if (finished && row?.state === 'queued') row = (await settleFinalFailure({ pool, queues }, jobId, request.queue)).row;
  if (row?.state === 'completed' || row?.state === 'cancelled') {
    return { status: 200, body: row.result, balance: await creditBalance(pool, request.workspaceId, config.defaultMonthlyCredits) };
  }
  if (row?.state === 'failed') {
    // A 503 (the queue was unavailable or lost the job) says when to send the request again, as every 503 does.
    const retry = row.errorStatus === 503 ? { 'Retry-After': '5' } : undefined;
    throw await withBalance(pool, config, request.workspaceId, new HttpError(row.errorStatus ?? 500, row.error ?? 'The job failed', retry));
  }
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

/** Why a purged job has no view: by retention or by an erasure, its result is gone; what it cost is not. */
const purgedJobMessage = (jobId: string, purgedAt: Date) =>
  `The result of job ${jobId} was deleted on ${purgedAt.toISOString().slice(0, 10)}, as results are kept only for a set time after a job finishes (JOB_RETENTION_DAYS) or because a person asked for their data to be erased; its credits are unchanged. Send the request again if you need the result.`;

/** GET /api/v1/jobs/{id}: the durable record, with live state and progress from the queue while it runs. */
export async function jobView(deps: Pick<JobDeps, 'pool' | 'queues'>, workspaceId: number, jobId: string): Promise<JobView> {
  const { pool, queues } = deps;
  let row = await findJob(pool, workspaceId, jobId);
  if (!row) throw new HttpError(404, `Job ${jobId} does not exist in this workspace`);
  if (row.purgedAt) throw new HttpError(410, purgedJobMessage(jobId, row.purgedAt));
  const live = row.state === 'queued' ? await queues.progress(row.queue as QueueName, row.id) : null;
  // Given up by the queue without being settled (e.g. stalled too often): settle it now, refunding.
  if (live?.state === 'failed') row = (await settleFinalFailure(deps, row.id, row.queue as QueueName)).row ?? row;
  const done = row.state !== 'queued';
  const webhook = await webhookState(pool, row.id);
  return {
    jobId: row.id,
    queue: row.queue,
    status: done ? row.state : row.cancelledAt ? 'cancelled' : live?.state === 'active' ? 'running' : 'queued',
    progress: done ? 100 : (live?.progress ?? 0),
    ...((row.state === 'completed' || row.state === 'cancelled') && { result: row.result }),
    ...(row.state === 'failed' && { error: { status: row.errorStatus ?? 500, message: row.error ?? 'The job failed' } }),
    credits: { reserved: row.creditsReserved, refunded: row.creditsRefunded },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(webhook && { webhook }),
  };
}

/** How a running job of a kind is cancelled (DELETE /api/v1/jobs/{id}). */
export interface Cancellation {
  /** Marks the work not started as cancelled, in the transaction that records the cancellation; how much is still in flight. */
  cancelPending(tx: Sql, jobId: string): Promise<number>;
  /** What the job settles with once nothing is in flight. */
  outcome(pool: pg.Pool, jobId: string, reserved: number): Promise<{ result: unknown; refund: number }>;
}

/**
 * DELETE /api/v1/jobs/{id}: cancels a running job (409 when it has settled, is being cancelled, or its
 * kind cannot be: `cancellationOf` says how a queue's jobs are cancelled, src/kinds). Work not started is
 * not run; when nothing is in flight the job settles `cancelled` at once, refunding what was not
 * delivered; otherwise its worker settles it when the work in flight ends.
 */
export async function cancelJob(
  deps: Pick<JobDeps, 'pool' | 'queues'>,
  workspaceId: number,
  jobId: string,
  cancellationOf: (queue: string) => Cancellation | undefined,
): Promise<JobView> {
  const { pool } = deps;
  const row = await findJob(pool, workspaceId, jobId);
  if (!row) throw new HttpError(404, `Job ${jobId} does not exist in this workspace`);
  if (row.state !== 'queued') throw new HttpError(409, `Job ${jobId} has already settled (${row.state}); there is nothing to cancel`);
  const cancellation = cancellationOf(row.queue);
  if (!cancellation) throw new HttpError(409, `Only table enrichment jobs can be cancelled; job ${jobId} is ${row.queue} and will settle on its own`);
  const running = await requestCancellation(pool, workspaceId, jobId, (tx) => cancellation.cancelPending(tx, jobId));
  if (running === null) throw new HttpError(409, `Job ${jobId} has already settled or is being cancelled`);
  if (running === 0) await settleFromOutside(deps, jobId, { state: 'completed', ...(await cancellation.outcome(pool, jobId, row.creditsReserved)) });
  return jobView(deps, workspaceId, jobId);
}
