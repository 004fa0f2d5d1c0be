import type { DiscoveryPayload, DiscoveryResult } from '../discovery/discover.js';
import type { EnrichmentChunkPayload, EnrichmentPayload, EnrichmentResult } from '../enrichment/types.js';
import type { FindResult, FindTarget } from '../finding/find-emails.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import type { VerifyResult } from '../verification/verify-emails.js';
import type { BilledQueue, QueueName } from './queues.js';

/**
 * What each queue's jobs carry and settle with; the queues themselves are listed in queues.ts, and the
 * checks below keep the lists the same. Adding a queue: a payload, a result, a queues.ts
 * entry and a processor in workers/.
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

/** Fails to compile when a queue lacks a payload or a result, or one names no queue. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
true satisfies Exactly<keyof JobPayloads, QueueName>;
true satisfies Exactly<keyof JobResults, QueueName>;

/** What a billed job's processor returns to BullMQ: its result lives in Postgres, not in Redis. */
export type Settled = { settled: true };

export type PayloadOf<Q extends QueueName> = JobPayloads[Q];
/** The result stored with the job (the endpoint's body for billed queues). */
export type ResultOf<Q extends QueueName> = JobResults[Q];
/** What the processor returns to BullMQ (the job's `returnvalue`). */
export type ReturnOf<Q extends QueueName> = Q extends BilledQueue ? Settled : JobResults[Q];
