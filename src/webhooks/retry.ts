import type { BackoffStrategy } from 'bullmq';
import { JOB_CATALOGUE, WEBHOOK_RETRY_SCHEDULE as SCHEDULE } from '../jobs/queues.js';

export const WEBHOOK_MAX_ATTEMPTS = JOB_CATALOGUE['webhook-delivery'].retry.attempts;

/** The wait after failed attempt number `attempt` (1-based). */
export const retryDelayMs = (attempt: number, baseMs: number): number => SCHEDULE[Math.min(attempt, SCHEDULE.length) - 1] * baseMs;

/** Thrown by a failed attempt that will be retried: the delay the attempt recorded as nextAttemptAt. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/**
 * The `webhook` backoff type for BullMQ: the delay the attempt chose (Postgres counts attempts, so the
 * job view's nextAttemptAt is exactly when it runs), or the schedule for a run that failed before it
 * could record one (e.g. the database was down).
 */
export const webhookBackoff =
  (baseMs: number): BackoffStrategy =>
  (attemptsMade, _type, err) =>
    err instanceof RetryLater ? err.delayMs : retryDelayMs(attemptsMade, baseMs);
