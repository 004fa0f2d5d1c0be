/**
 * Every queue and its facts, in a module that imports nothing, so config, the producer, the workers,
 * the metrics and the webhooks can all read it without importing each other. What a queue's jobs carry
 * and return is typed in payloads.ts.
 */

interface QueueSpec {
  /** Billed: credits reserved by the API, the result and refund settled in Postgres exactly once. */
  billed: boolean;
  /** The feature's name in messages ("Email verification failed; …"). */
  feature: string;
  /** Jobs of this queue one worker process runs at once, unless WORKER_CONCURRENCY_<QUEUE> says otherwise. */
  concurrency: number;
  /** Retries of a job that fails for an unexpected reason (BullMQ's `attempts` and `backoff` job options). */
  retry: { attempts: number; backoff: { type: string; delay?: number } };
}

const RETRY = { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } };

/**
 * When a failed webhook delivery is tried again, in multiples of WEBHOOK_RETRY_BASE_MS: with the default
 * 30 s that is 30 s, 2.5 min, 15 min, 1 h, 3 h, 6 h and 12 h — 8 attempts over about 22 hours.
 */
export const WEBHOOK_RETRY_SCHEDULE = [1, 5, 30, 120, 360, 720, 1440] as const;

export const JOB_CATALOGUE = {
  'email-verify': { billed: true, feature: 'Email verification', concurrency: 4, retry: RETRY },
  'website-research': { billed: false, feature: 'Website research', concurrency: 8, retry: RETRY },
  'email-find': { billed: true, feature: 'Email finding', concurrency: 4, retry: RETRY },
  // The dataset download: a registry that failed is asked again a minute later, not in seconds.
  'registry-research': { billed: false, feature: 'Registry research', concurrency: 4, retry: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
  discovery: { billed: true, feature: 'Discovery', concurrency: 4, retry: RETRY },
  // Each attempt chooses its own delay (the `webhook` backoff type of src/webhooks/retry.ts).
  'webhook-delivery': { billed: false, feature: 'Webhook delivery', concurrency: 8, retry: { attempts: WEBHOOK_RETRY_SCHEDULE.length + 1, backoff: { type: 'webhook' } } },
  // The parent only enqueues its chunks and waits for them: cheap to hold, so several runs go at once.
  enrichment: { billed: true, feature: 'Table enrichment', concurrency: 8, retry: RETRY },
  // Each chunk verifies and researches 100 leads, with the process's politeness gates.
  'enrichment-chunk': { billed: false, feature: 'Table enrichment', concurrency: 2, retry: RETRY },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = keyof typeof JOB_CATALOGUE;
export const QUEUE_NAMES = Object.keys(JOB_CATALOGUE) as QueueName[];

export type BilledQueue = { [Q in QueueName]: (typeof JOB_CATALOGUE)[Q]['billed'] extends true ? Q : never }[QueueName];

/** The final failure of a billed job, as its endpoint and job view report it. */
export const finalFailureMessage = (queue: QueueName) => `${JOB_CATALOGUE[queue].feature} failed; its credits were refunded`;
