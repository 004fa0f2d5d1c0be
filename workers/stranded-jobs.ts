import type pg from 'pg';
import { lastCompletedJob, unsettledJobsOlderThan, type UnsettledJob } from '../src/db/repositories/jobs.repository.js';
import { settleFinalFailure, settleFromOutside } from '../src/domain/jobs.service.js';
import { DEFAULT_STRANDED_JOB_GRACE_MS } from '../src/config.js';
import { JOB_CATALOGUE, QUEUE_NAMES, type BilledQueue, type QueueName } from '../src/jobs/queues.js';
import type { QueueClient } from '../src/jobs/queue-client.js';
import type { Logger } from '../src/logger.js';
import { runPeriodically } from '../src/lib/periodic.js';

/** Jobs one sweep looks at, at most; the next sweep carries on after the last one. */
const SWEEP_LIMIT = 100;

/**
 * How long a job may be unsettled before the sweep asks the queue about it: STRANDED_JOB_GRACE_MS (5 minutes
 * unless set; DEFAULT_STRANDED_JOB_GRACE_MS in src/config.ts). The only time a live job has no BullMQ job is
 * between its row's commit and its enqueue — 2 s of connection wait and one Redis command
 * (src/jobs/queue-client.ts); from then on BullMQ holds it however long it waits or runs, until it settles or
 * Redis loses it (a failover to a replica the job had not reached yet, a restart without persistence). Five
 * minutes is far beyond that window (and 12× the default SYNC_TIMEOUT_MS), yet gives stranded credits back soon.
 */
const STRANDED_JOB_GRACE_MS = DEFAULT_STRANDED_JOB_GRACE_MS;

const BILLED_QUEUES = QUEUE_NAMES.filter((name): name is BilledQueue => JOB_CATALOGUE[name].billed);

/** Completed jobs stay in the queue for 24 h (src/jobs/queue-client.ts): one completed within this must be there. */
const WITNESS_WINDOW_MS = 23 * 3600_000;

/**
 * Whether the queue this process sees is the one the jobs were run on: it holds the billed job completed
 * last (if any completed within WITNESS_WINDOW_MS). Not so when REDIS_URL or QUEUE_PREFIX differs from the
 * API's, or Redis lost its data — and then every job would look lost, so none is settled as lost.
 */
async function seesTheJobsQueue(pool: pg.Pool, queues: QueueClient): Promise<{ ours: true } | { ours: false; witness: string }> {
  const witness = await lastCompletedJob(pool, { withinMs: WITNESS_WINDOW_MS, queues: BILLED_QUEUES });
  if (!witness || (await queues.queue(witness.queue as BilledQueue).getJobState(witness.jobId)) !== 'unknown') return { ours: true };
  return { ours: false, witness: witness.jobId };
}

/** What a job that never reached the queue, or that the queue lost, settles with: everything refunded. */
export const strandedJobMessage = (queue: QueueName) =>
  `${JOB_CATALOGUE[queue].feature} never ran: the job queue was unavailable or lost it; its credits were refunded, so send the request again`;

/**
 * How a sweep settled a job: `lost` (no such job in the queue: its enqueue failed and so did its refund, a process
 * died in between, or Redis lost it), `given-up` (the queue failed it for good and settling it then failed).
 */
export type Stranding = 'lost' | 'given-up';

export interface StrandedSweepDeps {
  pool: pg.Pool;
  queues: QueueClient;
}

export interface StrandedSweepResult {
  settled: { jobId: string; queue: QueueName; stranding: Stranding }[];
  /** Jobs not looked at or not settled this time (Redis or Postgres down); the next sweep tries again. */
  failed: { jobId: string; err: Error }[];
  /** Set when jobs missing from the queue were left alone, as this process does not see the queue they ran on: the job that proves it. */
  foreignQueue?: { witness: string; left: number };
  /** Where the next sweep starts: null once this one reached the end. */
  next: UnsettledJob | null;
}

/**
 * One bounded pass of the safety net under billed jobs: a job unsettled for more than `graceMs` whose BullMQ
 * job is gone, or failed without being settled, is settled failed, all its credits refunded, and its webhook
 * scheduled. Jobs the queue still holds (waiting, delayed, running) are left to their worker. Safe in every
 * worker process at once: settleJob locks the row and settles it once, and a Redis error settles nothing.
 */
export async function sweepStrandedJobs(
  deps: StrandedSweepDeps,
  { graceMs = STRANDED_JOB_GRACE_MS, after = null, limit = SWEEP_LIMIT }: { graceMs?: number; after?: UnsettledJob | null; limit?: number } = {},
): Promise<StrandedSweepResult> {
  const { pool, queues } = deps;
  const unsettled = await unsettledJobsOlderThan(pool, { olderThanMs: graceMs, queues: BILLED_QUEUES, after, limit });
  const result: StrandedSweepResult = { settled: [], failed: [], next: unsettled.length === limit ? unsettled.at(-1)! : null };
  let view: Promise<Awaited<ReturnType<typeof seesTheJobsQueue>>> | null = null;
  for (const { jobId, queue } of unsettled) {
    const name = queue as BilledQueue;
    try {
      const stranded = settleStranded(deps, name, jobId, await queues.queue(name).getJobState(jobId));
      if (stranded?.stranding === 'lost') {
        const seen = await (view ??= seesTheJobsQueue(pool, queues));
        if (!seen.ours) {
          result.foreignQueue = { witness: seen.witness, left: (result.foreignQueue?.left ?? 0) + 1 };
          continue;
        }
      }
      // Settled once, whoever gets there first: a sweep that lost the race settles nothing.
      if (stranded && (await stranded.settle()).settledHere) result.settled.push({ jobId, queue: name, stranding: stranded.stranding });
    } catch (err) {
      result.failed.push({ jobId, err: err as Error });
    }
  }
  return result;
}

/**
 * How a job in this queue state settles, or null while the queue will still run or settle it: a job the
 * queue lost, 503; one it failed for good whose `failed` listener did not settle it (Postgres down, process
 * killed), the final failure, as that listener would have.
 */
function settleStranded(
  deps: StrandedSweepDeps,
  queue: BilledQueue,
  jobId: string,
  state: string,
): { stranding: Stranding; settle: () => Promise<{ settledHere: boolean }> } | null {
  if (state === 'unknown') return { stranding: 'lost', settle: () => settleFromOutside(deps, jobId, { state: 'failed', status: 503, error: strandedJobMessage(queue) }) };
  if (state === 'failed') return { stranding: 'given-up', settle: () => settleFinalFailure(deps, jobId, queue) };
  return null;
}
/**
 * Sweeps every `intervalMs`, give or take a quarter (the worker processes that all run it spread out): a
 * stranded job is settled within about `graceMs` plus an interval. Returns stop(), which waits for a sweep in progress.
 */
export function startStrandedJobSweeper(
  deps: StrandedSweepDeps & { log: Logger },
  { intervalMs, graceMs = STRANDED_JOB_GRACE_MS }: { intervalMs: number; graceMs?: number },
): () => Promise<void> {
  let after: UnsettledJob | null = null;
  return runPeriodically(intervalMs, async () => {
    try {
      const { settled, failed, next, foreignQueue } = await sweepStrandedJobs(deps, { graceMs, after });
      after = next;
      if (foreignQueue) {
        deps.log.error(
          foreignQueue,
          "stranded-job sweep: this worker does not see the queue the jobs ran on (job `witness` completed recently, yet the queue has no such job): REDIS_URL or QUEUE_PREFIX differs from the API's, or Redis lost its data; jobs missing from the queue are left unsettled, their credits reserved",
        );
      }
      if (settled.length) deps.log.warn({ settled }, 'settled billed jobs the queue will never run; their credits were refunded');
      if (failed.length)
        deps.log.warn({ failed: failed.length, jobId: failed[0].jobId, err: failed[0].err }, 'stranded-job sweep could not check or settle every job; the next sweep tries again');
    } catch (err) {
      deps.log.warn({ err }, 'stranded-job sweep failed; the next sweep tries again');
    }
  });
}
