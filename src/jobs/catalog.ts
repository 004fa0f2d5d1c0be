import type { JobsOptions } from 'bullmq';
import type { DiscoveryPayload, DiscoveryResult } from '../discovery/discover.js';
import type { EnrichmentChunkPayload, EnrichmentPayload, EnrichmentResult } from '../enrichment/types.js';
import type { FindResult, FindTarget } from '../finding/find-emails.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import type { VerifyResult } from '../verification/verify-emails.js';
import { WEBHOOK_MAX_ATTEMPTS } from '../webhooks/retry.js';

/**
 * The job catalogue: every queue, in one place. A queue's payload and result types live in the two
 * interfaces below, its facts in JOB_CATALOGUE; config (WORKER_QUEUES, WORKER_CONCURRENCY_<QUEUE>),
 * the producer (job options), the worker (processors, final-failure settlement) and the metrics all
 * read them. Adding a queue: a payload, a result, a catalogue entry and a processor in workers/.
 */
export interface JobPayloads {
  'email-verify': { workspaceId: number; emails: string[] };
  /**
   * Internal: enqueued by discovery per place with a website. `country` is the default phone region;
   * `deadline` (epoch ms): the crawl returns what it has read by then, and a run starting after it fetches nothing.
   */
  'website-research': { url: string; country?: string | null; deadline?: number };
  'email-find': { workspaceId: number; people: FindTarget[] };
  /** Scheduled by the worker: download the APR companies dataset into Postgres. */
  'registry-research': { kind: 'apr-refresh' };
  discovery: DiscoveryPayload;
  /** Internal: enqueued when a job with a callbackUrl settles (src/webhooks/schedule.ts). */
  'webhook-delivery': { jobId: string };
  /** A whole table's leads verified and/or researched; credits reserved up front for the run. */
  enrichment: EnrichmentPayload;
  /** Internal: one chunk of an enrichment run, enqueued by its parent; accounted in the parent's credits. */
  'enrichment-chunk': EnrichmentChunkPayload;
}

/** What each queue's job settles with: for billed queues, the body its endpoint answers (kept in Postgres). */
export interface JobResults {
  'email-verify': { results: VerifyResult[] };
  'website-research': SiteResearch;
  'email-find': { results: FindResult[] };
  'registry-research': { companies: number; skipped: number };
  discovery: DiscoveryResult;
  /** false: nothing to do (delivered or given up already). */
  'webhook-delivery': { delivered: boolean };
  enrichment: EnrichmentResult;
  /** What the chunk ended as (its counts are in Postgres). */
  'enrichment-chunk': { state: 'done' | 'failed' | 'cancelled' | 'settled' };
}

export type QueueName = keyof JobPayloads;

interface JobSpec {
  /** Billed: credits reserved by the API, the result and refund settled in Postgres exactly once. */
  billed: boolean;
  /** The feature's name in messages ("Email verification failed; …"). */
  feature: string;
  /** Jobs of this queue one worker process runs at once, unless WORKER_CONCURRENCY_<QUEUE> says otherwise. */
  concurrency: number;
  /** Retries of a job that fails for an unexpected reason. */
  retry: Pick<JobsOptions, 'attempts' | 'backoff'>;
}

const RETRY: JobSpec['retry'] = { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } };

export const JOB_CATALOGUE = {
  'email-verify': { billed: true, feature: 'Email verification', concurrency: 4, retry: RETRY },
  'website-research': { billed: false, feature: 'Website research', concurrency: 8, retry: RETRY },
  'email-find': { billed: true, feature: 'Email finding', concurrency: 4, retry: RETRY },
  // The dataset download: a registry that failed is asked again a minute later, not in seconds.
  'registry-research': { billed: false, feature: 'Registry research', concurrency: 4, retry: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
  discovery: { billed: true, feature: 'Discovery', concurrency: 4, retry: RETRY },
  // Each attempt chooses its own delay (the `webhook` backoff type of src/webhooks/retry.ts).
  'webhook-delivery': { billed: false, feature: 'Webhook delivery', concurrency: 8, retry: { attempts: WEBHOOK_MAX_ATTEMPTS, backoff: { type: 'webhook' } } },
  // The parent only enqueues its chunks and waits for them: cheap to hold, so several runs go at once.
  enrichment: { billed: true, feature: 'Table enrichment', concurrency: 8, retry: RETRY },
  // Each chunk verifies and researches 100 leads, with the process's politeness gates.
  'enrichment-chunk': { billed: false, feature: 'Table enrichment', concurrency: 2, retry: RETRY },
} as const satisfies Record<QueueName, JobSpec>;

export const QUEUE_NAMES = Object.keys(JOB_CATALOGUE) as QueueName[];

export type BilledQueue = { [Q in QueueName]: (typeof JOB_CATALOGUE)[Q]['billed'] extends true ? Q : never }[QueueName];

/** What a billed job's processor returns to BullMQ: its result lives in Postgres, not in Redis. */
export type Settled = { settled: true };

export type PayloadOf<Q extends QueueName> = JobPayloads[Q];
/** The result stored with the job (the endpoint's body for billed queues). */
export type ResultOf<Q extends QueueName> = JobResults[Q];
/** What the processor returns to BullMQ (the job's `returnvalue`). */
export type ReturnOf<Q extends QueueName> = Q extends BilledQueue ? Settled : JobResults[Q];

/** The final failure of a billed job, as its endpoint and job view report it. */
export const finalFailureMessage = (queue: QueueName) => `${JOB_CATALOGUE[queue].feature} failed; its credits were refunded`;
