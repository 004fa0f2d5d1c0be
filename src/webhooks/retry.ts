import type { BackoffStrategy } from 'bullmq';

/**
 * When a failed delivery is tried again, in multiples of WEBHOOK_RETRY_BASE_MS: with the default
 * 30 s that is 30 s, 2.5 min, 15 min, 1 h, 3 h, 6 h and 12 h — 8 attempts over about 22 hours.
 */
const SCHEDULE = [1, 5, 30, 120, 360, 720, 1440];

export const WEBHOOK_MAX_ATTEMPTS = SCHEDULE.length + 1;

/** The wait after failed attempt number `attempt` (1-based). */
export const retryDelayMs = (attempt: number, baseMs: number): number => SCHEDULE[Math.min(attempt, SCHEDULE.length) - 1]! * baseMs;

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
export const webhookBackoff = (baseMs: number): BackoffStrategy => (attemptsMade, _type, err) =>
  err instanceof RetryLater ? err.delayMs : retryDelayMs(attemptsMade, baseMs);
