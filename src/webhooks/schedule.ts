import type pg from 'pg';
import type { QueueClient } from '../jobs/queue-client.js';
import { markDue } from '../db/repositories/webhook-deliveries.repository.js';

/** The delivery job's id: one per settled job, so enqueuing it again (a re-run, another settle point) is a no-op. */
export const deliveryJobId = (jobId: string) => `webhook-${jobId}`;

/**
 * Settled → schedule the webhook, if the job has a callbackUrl. Every place that settles a job calls
 * this after settling; it is idempotent, so calling it again — a re-run of a job whose worker died
 * between settling and enqueuing — delivers once.
 */
export async function scheduleWebhook(pool: pg.Pool, queues: Pick<QueueClient, 'enqueue'>, jobId: string): Promise<void> {
  if (await markDue(pool, jobId)) await queues.enqueue('webhook-delivery', deliveryJobId(jobId), { jobId });
}
