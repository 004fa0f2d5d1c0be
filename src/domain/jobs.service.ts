/**
 * The durable side of metered jobs: a job is created together with its credit reservation, and
 * settled exactly once — result stored, undelivered credits refunded — however many times a worker
 * runs it (BullMQ delivers at least once).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { insertJob, lockUnsettledJob, markCancelled, selectJob, settleJobRow, type JobRow, type Settlement } from '../db/repositories/jobs.repository.js';
import { inTransaction, type Sql } from '../db/transaction.js';
import { finalFailureMessage, type QueueName } from '../jobs/queues.js';
import type { QueueClient } from '../jobs/queue-client.js';
import { insertDelivery, markDue } from '../db/repositories/webhook-deliveries.repository.js';
import { scheduleWebhook } from '../webhooks/schedule.js';
import { refundCredits, reserveCredits, type CreditBalance } from './credits.service.js';

export type { JobRow, Settlement };

/**
 * What a job costs: a number, or — when the price depends on rows the job records with itself (an
 * enrichment's chunks) — a function run first in the job's transaction, returning the cost.
 */
export type JobCost = number | ((tx: Sql, jobId: string) => Promise<number>);

/** Reserves the credits (402 when they do not cover it) and records the job and its webhook, if any, in one transaction. */
export function createJob(
  pool: pg.Pool,
  { workspaceId, queue, cost, defaultAllowance, callbackUrl }: { workspaceId: number; queue: string; cost: JobCost; defaultAllowance: number; callbackUrl?: string },
): Promise<{ jobId: string; balance: CreditBalance }> {
  return inTransaction(pool, async (tx) => {
    const jobId = randomUUID();
    const credits = typeof cost === 'number' ? cost : await cost(tx, jobId);
    const balance = await reserveCredits(tx, workspaceId, credits, defaultAllowance);
    // The month the credits were taken from, so a refund after midnight on the 1st goes back to it.
    await insertJob(tx, { id: jobId, workspaceId, queue, creditMonth: `${balance.month}-01`, creditsReserved: credits });
    if (callbackUrl !== undefined) await insertDelivery(tx, jobId, callbackUrl);
    return { jobId, balance };
  });
}

/**
 * Settles a job once: a completed job refunds what it did not deliver, a failed one refunds all.
 * `outcome` may be work that writes what the job delivers (an import) and returns the settlement: it runs
 * in the settling transaction once the job's row is locked, so its writes commit with the settlement or
 * not at all, and never for a job already settled (a re-run, or a run alongside, which waits for the lock).
 * Returns the settled row (the first settlement's, when called again).
 */
export function settleJob(pool: pg.Pool, jobId: string, outcome: Settlement | ((tx: Sql) => Promise<Settlement>)): Promise<JobRow | null> {
  return inTransaction(pool, async (tx) => {
    if (!(await lockUnsettledJob(tx, jobId))) return selectJob(tx, jobId);
    const row = (await settleJobRow(tx, jobId, typeof outcome === 'function' ? await outcome(tx) : outcome))!;
    await refundCredits(tx, row.workspaceId, row.creditMonth, row.creditsRefunded);
    // Its webhook is due from the moment it settles: should enqueuing it fail, the sweep finds it.
    await markDue(tx, jobId);
    return row;
  });
}

/**
 * Records that a running job is to be cancelled and, in the same transaction, stops its work not started
 * (`stopPending`); null when the job has settled or is being cancelled already.
 */
export function requestCancellation<T>(pool: pg.Pool, workspaceId: number, jobId: string, stopPending: (tx: Sql) => Promise<T>): Promise<T | null> {
  return inTransaction(pool, async (tx) => ((await markCancelled(tx, jobId, workspaceId)) ? stopPending(tx) : null));
}

/**
 * Settles a billed job from outside its processor's success — a job that failed for good, one its queue
 * gave up on or lost, an enqueue that failed, a cancellation — and schedules its webhook. Scheduling is
 * best effort here (Redis may be the very thing that failed): the delivery is due from the settling
 * transaction, so the webhook sweep sends it. Returns the row, and whether this call settled it (false:
 * it had been settled already, and keeps that settlement).
 */
export async function settleFromOutside(
  { pool, queues }: { pool: pg.Pool; queues: Pick<QueueClient, 'enqueue'> },
  jobId: string,
  outcome: Settlement,
): Promise<{ row: JobRow | null; settledHere: boolean }> {
  let settledHere = false;
  // The outcome is taken only once the row is locked unsettled: a caller that lost the race settles nothing.
  const row = await settleJob(pool, jobId, () => {
    settledHere = true;
    return Promise.resolve(outcome);
  });
  await scheduleWebhook(pool, queues, jobId).catch(() => undefined);
  return { row, settledHere };
}

/**
 * The one settlement of a billed job that failed for good without its processor settling it — out of
 * attempts, unrecoverable, stalled too often, or given up by its queue however that was noticed (the
 * worker's `failed` listener, the API's wait, the job view, the stranded-job sweep): 500, all refunded.
 */
export const settleFinalFailure = (deps: { pool: pg.Pool; queues: Pick<QueueClient, 'enqueue'> }, jobId: string, queue: QueueName) =>
  settleFromOutside(deps, jobId, { state: 'failed', status: 500, error: finalFailureMessage(queue) });

/** A workspace's job; another workspace's is null, like one that does not exist. */
export async function findJob(pool: pg.Pool, workspaceId: number, jobId: string): Promise<JobRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) return null;
  return selectJob(pool, jobId, workspaceId);
}
