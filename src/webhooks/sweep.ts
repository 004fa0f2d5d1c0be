import type pg from 'pg';
import type { QueueClient } from '../jobs/queue-client.js';
import { runPeriodically } from '../lib/periodic.js';
import type { Logger } from '../logger.js';
import { overdueDeliveries, type OverdueDelivery } from '../db/repositories/webhook-deliveries.repository.js';
import { deliveryJobId } from './schedule.js';

/** Deliveries one sweep looks at, at most; the next sweep carries on after the last one. */
const SWEEP_LIMIT = 100;

/** How a sweep put a delivery back: enqueued (no job), retried (its job had finished), promoted (its job was delayed past its time). */
export type Repair = 'enqueued' | 'retried' | 'promoted';

export interface SweepDeps {
  pool: pg.Pool;
  queues: QueueClient;
}

export interface SweepResult {
  repaired: { jobId: string; repair: Repair }[];
  /** Deliveries not looked at or not put back this time (Redis down, another sweep got there first). */
  failed: { jobId: string; err: Error }[];
  /** Where the next sweep starts: null once this one reached the end. */
  next: OverdueDelivery | null;
}

/**
 * One bounded pass of the safety net under scheduleWebhook: a delivery Postgres has held due for more
 * than `graceMs` whose delivery job is not live in the queue — never enqueued (Redis was down, or the
 * process died after markDue), finished while Postgres still counts it due, or delayed past its time —
 * is put back. Safe in every worker process at once: the job id is the delivery's, so an enqueue that
 * another sweep or the scheduler beat is a no-op, and every attempt reads Postgres before it POSTs.
 */
export async function sweepWebhooks(
  { pool, queues }: SweepDeps,
  { graceMs, after = null, limit = SWEEP_LIMIT }: { graceMs: number; after?: OverdueDelivery | null; limit?: number },
): Promise<SweepResult> {
  const overdue = await overdueDeliveries(pool, { overdueMs: graceMs, after, limit });
  const result: SweepResult = { repaired: [], failed: [], next: overdue.length === limit ? overdue.at(-1)! : null };
  for (const { jobId } of overdue) {
    try {
      const repair = await putBack(queues, jobId);
      if (repair) result.repaired.push({ jobId, repair });
    } catch (err) {
      result.failed.push({ jobId, err: err as Error });
    }
  }
  return result;
}

/** Puts a delivery's job back in line unless it is waiting or running already; what was done, if anything. */
async function putBack(queues: QueueClient, jobId: string): Promise<Repair | null> {
  const queue = queues.queue('webhook-delivery');
  const id = deliveryJobId(jobId);
  const state = await queue.getJobState(id);
  if (state === 'unknown') {
    await queues.enqueue('webhook-delivery', id, { jobId });
    return 'enqueued';
  }
  if (state !== 'completed' && state !== 'failed' && state !== 'delayed') return null;
  // Gone since: the next sweep finds no job and enqueues one.
  const job = await queue.getJob(id);
  if (!job) return null;
  if (state === 'delayed') {
    await job.promote();
    return 'promoted';
  }
  // Postgres decides when a delivery gives up (WEBHOOK_MAX_ATTEMPTS); the queue's count starts over.
  await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
  return 'retried';
}

/**
 * Sweeps every `intervalMs`, give or take a quarter (the worker processes that all run it spread out),
 * with a grace of one interval: a lost delivery goes out again within about two intervals of falling due.
 * Returns stop(), which waits for a sweep in progress.
 */
export function startWebhookSweeper(deps: SweepDeps & { log: Logger }, intervalMs: number): () => Promise<void> {
  let after: OverdueDelivery | null = null;
  return runPeriodically(intervalMs, async () => {
    try {
      const { repaired, failed, next } = await sweepWebhooks(deps, { graceMs: intervalMs, after });
      after = next;
      if (repaired.length) deps.log.info({ repaired }, 'webhook sweep put overdue deliveries back in the queue');
      if (failed.length)
        deps.log.warn({ failed: failed.length, jobId: failed[0].jobId, err: failed[0].err }, 'webhook sweep could not put every overdue delivery back; the next sweep tries again');
    } catch (err) {
      deps.log.warn({ err }, 'webhook sweep failed; the next sweep tries again');
    }
  });
}
