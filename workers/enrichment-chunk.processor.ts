import { DelayedError, type Job } from 'bullmq';
import { sharedMailQueues, verifyEmails } from '../src/verification/verify-emails.js';
import { inTransaction } from '../src/db/transaction.js';
import { researchOncePerRun } from '../src/enrichment/site-once.js';
import { enrichLeads, type EnrichmentTools } from '../src/enrichment/enrich-chunk.js';
import { claimChunk, settleChunk } from '../src/db/repositories/enrichment-chunks.repository.js';
import type { PayloadOf, ResultOf } from '../src/jobs/payloads.js';
import { mailProbes, probingIdentity, type WorkerTools } from '../src/kinds/kind.js';

/**
 * The verifier and researcher of a chunk, set up as `email-verify` and `website-research` are: the
 * fleet's session gates per mail server, host gates per website and the shared verdict cache, so
 * politeness limits hold across every chunk of every worker process; mail-server queues shared by every
 * chunk of the fleet; and each website read once per run.
 */
export function enrichmentTools(tools: WorkerTools): EnrichmentTools {
  const probes = mailProbes(tools);
  // A claim outlives the site's own deadline, so it lapses only when its holder is gone.
  const claimMs = tools.config.research.siteTimeoutMs + 15_000;
  // The chunks verify through one queue per mail server, in this process and across the fleet: a session open
  // for one chunk asks the others' addresses too, instead of each chunk opening its own.
  const shared = sharedMailQueues(tools.config.workerConcurrency['enrichment-chunk'], tools.mailFleet(), tools.config.verify.lentTimeoutMs);
  return {
    verify: (emails) => verifyEmails(emails, { ...probes, ...probingIdentity(tools.config.verify, 'Table enrichment'), shared }),
    research: researchOncePerRun(tools.sharedCache(), (url) => tools.researcher().research({ url }), claimMs),
  };
}

/** How long a chunk waiting for websites other chunks read lets its slot go before it looks again. */
const WAIT_FOR_SITES_MS = 200;

/**
 * `enrichment-chunk`: one chunk of a run (not billed itself: its parent holds the credits). It claims the
 * chunk (nothing to do when it was cancelled before starting or settled by an earlier run), enriches its
 * leads, and writes them back with the chunk's accounting in one transaction that only the first run to
 * finish commits. Its last failed attempt settles the chunk as failed — all of it refunded — so the
 * parent never waits for it. A chunk whose own work is done while websites it needs are still being read by
 * other chunks keeps its verdicts in its job and steps aside (delayed, BullMQ's step-job pattern) for
 * WAIT_FOR_SITES_MS: its worker slot goes to the next chunk, whose addresses keep the mail servers' sessions
 * busy, instead of waiting out the first wave's crawls.
 */
export function enrichmentChunkProcessor({ pool, config, tools }: Pick<WorkerTools, 'pool' | 'config'> & { tools: EnrichmentTools }) {
  return async (job: Job<PayloadOf<'enrichment-chunk'>>, token?: string): Promise<ResultOf<'enrichment-chunk'>> => {
    const { jobId, seq } = job.data;
    const chunk = await claimChunk(pool, jobId, seq);
    if (!chunk) return { state: 'settled' };
    try {
      const outcome = await enrichLeads(chunk.leads, job.data, config.enrichResearchCredits, tools, job.data.verdicts, job.data.verifyFailed);
      if ('waiting' in outcome) {
        await job.updateData({ ...job.data, verdicts: outcome.waiting, verifyFailed: outcome.verifyFailed });
        await job.moveToDelayed(Date.now() + WAIT_FOR_SITES_MS, token);
        throw new DelayedError();
      }
      const { writes, counts } = outcome;
      counts.skipped += chunk.deleted;
      await inTransaction(pool, (tx) => settleChunk(tx, jobId, seq, 'done', counts, writes));
      return { state: 'done' };
    } catch (err) {
      if (err instanceof DelayedError || job.attemptsMade + 1 < (job.opts.attempts ?? 1)) throw err;
      const failed = { verified: 0, researched: 0, skipped: 0, failed: chunk.leads.length, charged: 0 };
      await inTransaction(pool, (tx) => settleChunk(tx, jobId, seq, 'failed', failed, []));
      return { state: 'failed' };
    }
  };
}
