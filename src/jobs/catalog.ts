import type { QueueName } from '../config.js';
import type { DiscoveryPayload, DiscoveryResult } from '../discovery/discover.js';
import type { FindResult, FindTarget } from '../finding/find-emails.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import type { VerifyResult } from '../verification/verify-emails.js';

/**
 * The job catalogue: every queue's payload and result types, in one place. Queue names come from config's
 * QUEUE_NAMES; the worker refuses to start if one of them has no processor.
 */
export interface JobPayloads {
  'email-verify': { workspaceId: number; emails: string[] };
  /** Internal: enqueued by discovery per place with a website. `country` is the default phone region. */
  'website-research': { url: string; country?: string | null };
  'email-find': { workspaceId: number; people: FindTarget[] };
  /** Scheduled by the worker: download the APR companies dataset into Postgres. */
  'registry-research': { kind: 'apr-refresh' };
  discovery: DiscoveryPayload;
}

/** What each queue's job settles with: the body its endpoint answers. */
export interface JobResults {
  'email-verify': { results: VerifyResult[] };
  'website-research': SiteResearch;
  'email-find': { results: FindResult[] };
  'registry-research': { companies: number; skipped: number };
  discovery: DiscoveryResult;
}

export type PayloadOf<Q extends QueueName> = JobPayloads[Q];
export type ResultOf<Q extends QueueName> = JobResults[Q];
