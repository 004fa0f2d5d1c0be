import { UnrecoverableError, type Processor } from 'bullmq';
import type pg from 'pg';
import { findJob, settleJob } from '../src/domain/jobs.service.js';
import type { PayloadOf, Settled } from '../src/jobs/payloads.js';
import type { BilledQueue } from '../src/jobs/queues.js';
import { SettleAs } from '../src/jobs/settle-as.js';
import type { MeteredRun } from '../src/kinds/kind.js';

const SETTLED: Settled = { settled: true };

/**
 * The one lifecycle of every billed job. A re-run of a job already settled (its worker died before
 * acknowledging) does nothing; success settles the delivery, committing its writes with it; a final
 * answer (SettleAs) or an upstream failure settles at once and is not retried; anything else — a failed
 * settlement included — is retried, and the worker's `failed` listener settles the last attempt
 * (finalFailureMessage, everything refunded). Settling happens once, so at-least-once delivery charges
 * once and writes once.
 */
export function meteredProcessor<Q extends BilledQueue>(pool: pg.Pool, { run, upstreamErrors = [] }: MeteredRun<Q>): Processor<PayloadOf<Q>, Settled> {
  return async (job) => {
    if ((await findJob(pool, job.data.workspaceId, job.id!))?.state !== 'queued') return SETTLED;
    try {
      const done = await run(job);
      await settleJob(pool, job.id!, async (tx) => ({ state: 'completed', ...('commit' in done ? await done.commit(tx) : done) }));
    } catch (err) {
      const upstream = upstreamErrors.find(([type]) => err instanceof type);
      const final = err instanceof SettleAs ? err : upstream ? new SettleAs(upstream[1], upstream[2](err as Error)) : null;
      if (!final) throw err;
      await settleJob(pool, job.id!, { state: 'failed', status: final.status, error: final.message });
      throw new UnrecoverableError(final.message);
    }
    return SETTLED;
  };
}

/**
 * A billed queue's processor that, once its job is settled — by this run, or by an earlier one whose
 * worker died before acknowledging, which BullMQ runs again — schedules the job's webhook before the
 * job is acknowledged. Scheduling is idempotent; when it fails, the job is retried and schedules again.
 * A processor that throws schedules nothing here: its error must reach BullMQ as it is (an unrecoverable
 * one must not become retryable), and the worker's `failed` listener schedules a job that failed for good.
 */
export function schedulingWebhooks<D, R>(processor: Processor<D, R>, schedule: (jobId: string) => Promise<void>): Processor<D, R> {
  return async (job, token, signal) => {
    const returned = await processor(job, token, signal);
    await schedule(job.id!);
    return returned;
  };
}
