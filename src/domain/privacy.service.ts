import { createHmac, randomBytes } from 'node:crypto';
import type { Job as QueuedJob } from 'bullmq';
import type pg from 'pg';
import type { Config } from '../config.js';
import {
  deleteLeadsOfAddress,
  ensurePrivacyKey,
  insertPrivacyRequest,
  insertSuppression,
  jobCandidates,
  leadsOfAddress,
  privacyKey,
  purgeJobs,
  replaceResearch,
  researchMentioning,
  suppressedHashes,
  type ExportedLead,
  type JobCandidate,
} from '../db/repositories/privacy.repository.js';
import { inTransaction, type Sql } from '../db/transaction.js';
import { siteJobIds, type DiscoveryResult } from '../discovery/discover.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { QueueName } from '../jobs/queues.js';
import { namedIn } from '../lib/address-mention.js';
import { HttpError } from '../lib/errors.js';
import { parseAddress } from '../verification/address.js';
import type { Principal } from './api-keys.service.js';

/**
 * A person's rights in a workspace (GDPR Art. 15 and 17; docs/privacy.md): everything stored about an
 * address exported, or erased — leads, jobs in PostgreSQL and in the queue, webhook deliveries, the
 * verifier's cache — with, if asked, a keyed hash kept so the address is never stored again; and the
 * suppression check every import, discovery and finding makes.
 */

export interface PrivacyDeps {
  pool: pg.Pool;
  queues: QueueClient;
  config: Pick<Config, 'queuePrefix'>;
}

/** As addresses are compared everywhere here: case aside, as the lead key is. */
const normalise = (email: string) => email.trim().toLowerCase();

const hashOf = (key: Buffer, address: string) => createHmac('sha256', key).update(normalise(address)).digest();

/**
 * Those of `addresses` (as given) the workspace suppressed: one lookup for the workspace's key — a workspace
 * that never suppressed anything has none, and stops there — and one statement for the whole list.
 */
export async function suppressedAmong(db: Sql, workspaceId: number, addresses: readonly string[]): Promise<Set<string>> {
  const key = addresses.length ? await privacyKey(db, workspaceId) : null;
  if (!key) return new Set();
  const hashes = addresses.map((address) => hashOf(key, address));
  const found = new Set((await suppressedHashes(db, workspaceId, hashes)).map((hash) => hash.toString('hex')));
  return new Set(addresses.filter((_, i) => found.has(hashes[i].toString('hex'))));
}

/** Keeps the address's keyed hash, never the address; the workspace's key is made at its first suppression. */
async function suppress(pool: pg.Pool, workspaceId: number, address: string): Promise<void> {
  const key = (await privacyKey(pool, workspaceId)) ?? (await ensurePrivacyKey(pool, workspaceId, randomBytes(32)));
  await insertSuppression(pool, workspaceId, hashOf(key, address));
}

// Other leads' research.

/** The value without what names the address: list items that do are dropped whole (a person, an email with its evidence), other text that does becomes null. */
function withoutMentions(value: unknown, names: (text: string) => boolean): unknown {
  if (typeof value === 'string') return names(value) ? null : value;
  if (Array.isArray(value)) return value.filter((item) => !names(JSON.stringify(item))).map((item) => withoutMentions(item, names));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutMentions(item, names)]));
  return value;
}

/** The list items (or, outside lists, the text) of the value that name the address. */
function mentionsIn(value: unknown, names: (text: string) => boolean): unknown[] {
  if (typeof value === 'string') return names(value) ? [value] : [];
  if (Array.isArray(value)) {
    // An object naming it is one mention (a person, an email with its evidence); anything else is looked into.
    return (value as unknown[]).flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) && names(JSON.stringify(item)) ? [item] : mentionsIn(item, names)));
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => mentionsIn(item, names));
  return [];
}

/** The workspace's other leads whose website research names the address (a company's site naming its staff). */
async function researchNaming(db: Sql, workspaceId: number, address: string, names: (text: string) => boolean, lock = false) {
  return (await researchMentioning(db, workspaceId, address, lock)).filter((lead) => names(JSON.stringify(lead.research)));
}

// Jobs.

/** BullMQ keeps failed jobs 7 days, completed ones 24 h (jobs/queue-client.ts): older jobs' requests are gone from Redis. */
const QUEUE_HISTORY_DAYS = 7;
/** Redis reads in flight at once while the workspace's recent jobs are looked at. */
const QUEUE_READS_AT_ONCE = 100;
const FINISHED = new Set(['completed', 'failed']);

/** A job of the workspace that names the address: in its stored result or error, and/or in the request or outcome the queue holds. */
interface NamingJob {
  row: JobCandidate;
  inPostgres: boolean;
  /** The queue's job, when its data names the address. */
  queued: QueuedJob | null;
}

const queueUnavailable = (what: string) => new HttpError(503, `The job queue is unavailable right now, so ${what}; retry in a few seconds`, { 'Retry-After': '5' });

/**
 * Runs Redis work, a failure of which is the queue being unavailable (503). Redis is asked first on the
 * fail-fast connection, which refuses at once while it is unreachable: BullMQ itself would wait for it.
 */
async function inQueue<T>(queues: QueueClient, what: string, work: () => Promise<T>): Promise<T> {
  try {
    await queues.redis.ping();
    return await work();
  } catch (err) {
    throw err instanceof HttpError ? err : queueUnavailable(what);
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * The workspace's jobs that name the address: those whose stored result or error does, and those whose data
 * the queue still holds (request, outcome, failure) does — looked up by the workspace's own job ids only.
 */
async function jobsNaming({ pool, queues }: PrivacyDeps, workspaceId: number, address: string, what: string): Promise<NamingJob[]> {
  const names = namedIn(address);
  const candidates = await jobCandidates(pool, workspaceId, address, QUEUE_HISTORY_DAYS);
  const jobs = await inQueue(queues, what, () =>
    inBatches(candidates, QUEUE_READS_AT_ONCE, async (row): Promise<NamingJob> => {
      const held = await queues.queue(row.queue as QueueName).getJob(row.id);
      return {
        row,
        inPostgres: row.storedMatch && names(JSON.stringify([row.result, row.error])),
        queued: held && names(JSON.stringify([held.data, held.returnvalue ?? null, held.failedReason ?? null])) ? held : null,
      };
    }),
  );
  return jobs.filter((job) => job.inPostgres || job.queued);
}

/** Removes the queue's job if it has finished; false when it is still waiting or running (BullMQ refuses to remove a running job). */
async function removeFinished(job: QueuedJob): Promise<boolean> {
  if (!FINISHED.has(await job.getState())) return false;
  await job.remove();
  return true;
}

/** The website-research jobs a discovery to be purged came from: their findings hold what its result did. */
async function removeSiteResearch(queues: QueueClient, discoveries: readonly NamingJob[]): Promise<void> {
  const ids = discoveries.flatMap(({ row }) => siteJobIds(row.id, row.result as DiscoveryResult));
  const held = await Promise.all(ids.map((id) => queues.queue('website-research').getJob(id)));
  await Promise.all(held.filter((job) => job !== undefined).map(removeFinished));
}

/**
 * Erases the address from the workspace's jobs: the finished ones the queue holds naming it are removed from
 * Redis (with a purged discovery's website research), then the settled ones whose result or error names it
 * lose both, and their webhook deliveries. Jobs still waiting or running are left to finish — stopping them
 * would take other people's work with them — and reported, to be erased again once they have.
 */
async function eraseJobs(deps: PrivacyDeps, workspaceId: number, address: string): Promise<{ jobs: number; webhookDeliveries: number; runningJobs: string[] }> {
  const what = 'the jobs naming the address could not be erased (its leads were; erasing again finishes the rest)';
  const naming = await jobsNaming(deps, workspaceId, address, what);
  const toPurge = naming.filter((job) => job.inPostgres);
  const discoveries = toPurge.filter((job) => job.row.queue === 'discovery');
  const removed = await inQueue(deps.queues, what, async () => {
    await removeSiteResearch(deps.queues, discoveries);
    return Promise.all(naming.map(async (job) => job.queued !== null && (await removeFinished(job.queued))));
  });
  const toPurgeIds = toPurge.map((job) => job.row.id);
  const purged = await inTransaction(deps.pool, (tx) => purgeJobs(tx, workspaceId, toPurgeIds));
  const erased = new Set([...purged.jobIds, ...naming.filter((_, i) => removed[i]).map((job) => job.row.id)]);
  const runningJobs = naming.filter((job, i) => job.queued && !removed[i]).map((job) => job.row.id);
  return { jobs: erased.size, webhookDeliveries: purged.webhookDeliveries, runningJobs };
}

/** The verifier's cache of the address's verdict (verification/verify-emails.ts), under its key as written and as the verifier normalises it (IDNA). */
async function forgetVerdict({ queues, config }: PrivacyDeps, address: string): Promise<void> {
  const forms = new Set([address, parseAddress(address)?.email ?? address]);
  await inQueue(queues, "the verifier's cache of the address could not be cleared (the rest is erased; erasing again finishes it)", () =>
    queues.redis.del(...[...forms].map((form) => `${config.queuePrefix}:cache:address:${form}`)),
  );
}

// The two requests.

export interface Erasure {
  erased: { leads: number; mentions: number; jobs: number; webhookDeliveries: number };
  /** Jobs not finished yet whose request names the address: left to finish; erase again once they have. */
  runningJobs: string[];
}

/**
 * POST /api/v1/privacy/erase: the address erased from the caller's workspace, everywhere it is stored there
 * (docs/privacy.md); with `suppress`, its keyed hash kept first, so an import racing the erasure already
 * skips it. Idempotent: a second erasure finds nothing more. Recorded without the address.
 */
export async function erasePerson(deps: PrivacyDeps, principal: Principal, request: { email: string; suppress: boolean }): Promise<Erasure> {
  const { workspaceId } = principal;
  const address = normalise(request.email);
  if (request.suppress) await suppress(deps.pool, workspaceId, address);
  const leads = await inTransaction(deps.pool, (tx) => deleteLeadsOfAddress(tx, workspaceId, address));
  const names = namedIn(address);
  // Read, cleaned and written back in one transaction holding the rows: research written meanwhile is not lost.
  const mentions = await inTransaction(deps.pool, async (tx) => {
    const mentioning = await researchNaming(tx, workspaceId, address, names, true);
    return replaceResearch(
      tx,
      workspaceId,
      mentioning.map(({ id, research }) => ({ id, research: withoutMentions(research, names) })),
    );
  });
  const { runningJobs, ...jobs } = await eraseJobs(deps, workspaceId, address);
  await forgetVerdict(deps, address);
  const erased = { leads, mentions, ...jobs };
  await insertPrivacyRequest(deps.pool, {
    workspaceId,
    kind: 'erase',
    apiKeyId: principal.keyId,
    counts: { ...erased, runningJobs: runningJobs.length, suppress: +request.suppress },
  });
  return { erased, runningJobs };
}

export interface ExportedJob {
  id: string;
  queue: string;
  state: JobCandidate['state'];
  createdAt: Date;
  finishedAt: Date | null;
  /** The request as the queue still holds it; null once it has forgotten it (or when it does not name the address). */
  request: unknown;
  /** The stored answer, when it names the address; null otherwise. */
  result: unknown;
}

export interface PersonalData {
  email: string;
  exportedAt: string;
  suppressed: boolean;
  leads: ExportedLead[];
  mentions: { leadId: number; tableId: number; items: unknown[] }[];
  jobs: ExportedJob[];
}

/**
 * A job's request or result with its lists (`emails`, `people`, `results`, `places`) cut to the items that
 * name the address: the other items are about other people.
 */
function concerning(value: unknown, names: (text: string) => boolean): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.filter((i) => names(JSON.stringify(i))) : item]));
}

/** POST /api/v1/privacy/export: everything the caller's workspace stores about the address, as one document. Recorded without the address. */
export async function exportPerson(deps: PrivacyDeps, principal: Principal, request: { email: string }): Promise<PersonalData> {
  const { workspaceId } = principal;
  const address = normalise(request.email);
  const names = namedIn(address);
  const [leads, mentioning, jobs, suppressed] = await Promise.all([
    leadsOfAddress(deps.pool, workspaceId, address),
    researchNaming(deps.pool, workspaceId, address, names),
    jobsNaming(deps, workspaceId, address, 'the jobs naming the address cannot be read'),
    suppressedAmong(deps.pool, workspaceId, [address]),
  ]);
  await insertPrivacyRequest(deps.pool, {
    workspaceId,
    kind: 'export',
    apiKeyId: principal.keyId,
    counts: { leads: leads.length, mentions: mentioning.length, jobs: jobs.length },
  });
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    suppressed: suppressed.size > 0,
    leads,
    mentions: mentioning.map(({ id, tableId, research }) => ({ leadId: id, tableId, items: mentionsIn(research, names) })),
    jobs: jobs.map(({ row, inPostgres, queued }) => ({
      id: row.id,
      queue: row.queue,
      state: row.state,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      request: queued ? concerning(queued.data, names) : null,
      result: inPostgres ? concerning(row.result, names) : null,
    })),
  };
}
