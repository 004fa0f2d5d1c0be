import type { FromSchema } from 'json-schema-to-ts';
import { assertActiveTable } from '../db/repositories/tables.repository.js';
import { findJob } from '../domain/jobs.service.js';
import { abandonChunk, cancelPendingChunks, insertChunks, runTotals, type RunTotals } from '../db/repositories/enrichment-chunks.repository.js';
import type { EnrichmentResult } from '../enrichment/types.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { idSchema } from '../lib/lead-fields.js';
import { callbackUrlSchema } from '../webhooks/callback-url.js';
import { missingProbingSettings, type BilledKind } from './kind.js';

/** POST /api/v1/tables/{id}/enrich: that at least one of verify/research is true is checked by the service. */
export const enrichBody = {
  type: 'object',
  properties: {
    verify: { type: 'boolean', description: 'Verify every address (syntax, MX, SMTP; never sends mail): 1 credit per address, as POST /api/v1/email/verify' },
    research: { type: 'boolean', description: 'Research every website (ENRICH_RESEARCH_CREDITS per lead with a website, default 1)' },
    maxAgeDays: {
      type: 'integer',
      minimum: 0,
      maximum: 365,
      default: 30,
      description: 'A part checked more recently than this is skipped and not charged; 0 checks everything again',
    },
    callbackUrl: callbackUrlSchema,
  },
  additionalProperties: false,
} as const;

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

export const enrichResponse = {
  type: 'object',
  properties: {
    tableId: idSchema,
    leads: count("The table's leads when the run was asked for"),
    verified: count('Leads whose address got a verdict (deliverable, undeliverable or risky); charged'),
    researched: count('Leads whose website was read (status ok or partial); charged'),
    skipped: count('Leads with nothing to do: checked within maxAgeDays, no website for a research-only run, or deleted during the run; not charged'),
    failed: count('Leads with a part that could not be done (verdict unknown, website unreadable); that part refunded'),
  },
  required: ['tableId', 'leads', 'verified', 'researched', 'skipped', 'failed'],
  additionalProperties: false,
} as const;

/** The verdict written on each lead (GET /api/v1/leads returns it). */
export const leadVerification = {
  type: ['object', 'null'],
  description: 'The latest verification of the address by a table enrichment; null when never verified',
  properties: {
    status: { type: 'string', enum: ['deliverable', 'undeliverable', 'risky', 'unknown'] },
    reason: { type: 'string', description: "The verifier's reason (as POST /api/v1/email/verify gives it)" },
    checkedAt: { type: 'string', format: 'date-time' },
  },
  required: ['status', 'reason', 'checkedAt'],
  additionalProperties: false,
} as const;

/** A validated POST /api/v1/tables/{id}/enrich body with its table (or the MCP tool's arguments). */
export type EnrichRequest = FromSchema<typeof enrichBody> & { tableId: number };

const DAY_MS = 24 * 3600 * 1000;
/**
 * How long the run waits for one of its chunks to finish before it looks again anyway: then it checks that
 * it is still unsettled and whether the queue gave up on an open chunk (a missed event costs this much).
 */
const QUIET_MS = 5_000;

const chunkJobId = (jobId: string, seq: number) => `${jobId}-${seq}`;

/** A run's result and refund, from its chunks: everything reserved and not delivered goes back. */
function runOutcome(totals: RunTotals, reserved: number): { result: EnrichmentResult; refund: number } {
  const { tableId, leads, verified, researched, skipped, failed, charged } = totals;
  return { result: { tableId, leads, verified, researched, skipped, failed }, refund: reserved - charged };
}

/**
 * `enrichment`: a whole table's leads verified and/or researched. The API splits the table's leads into
 * chunks in the transaction that reserves the run's credits — 1 per address to verify, ENRICH_RESEARCH_CREDITS
 * per website to research, leaving out what was checked within maxAgeDays — so the 402 and the refunds are
 * computed from the very same leads. The worker's parent job enqueues the chunks still open as
 * `enrichment-chunk` jobs, which every worker process takes, and waits for all of them to settle, moving
 * its progress as they do; then it settles with the run's counts, refunding whatever was skipped, failed or
 * cancelled. Run again after its worker died, it enqueues the open chunks again under the same ids (a
 * no-op for those still queued) and waits on. Cancelling marks the chunks not started, so no worker runs them.
 */
export const enrichment: BilledKind<'enrichment', EnrichRequest> = {
  queue: 'enrichment',
  async order({ pool, config }, workspaceId, { tableId, verify = false, research = false, maxAgeDays = 30 }) {
    if (!verify && !research) throw badRequest('Nothing to do: set verify and/or research to true');
    const missing = missingProbingSettings(config.verify);
    if (verify && missing.length) {
      throw new HttpError(503, `Email verification is not configured on this server; the operator must set ${missing.join(' and ')} (or enrich with research only)`);
    }
    await assertActiveTable(pool, workspaceId, tableId);
    const options = { verify, research, checkedAfter: new Date(Date.now() - maxAgeDays * DAY_MS).toISOString() };
    return {
      payload: { workspaceId, tableId, ...options },
      cost: (tx, jobId) => insertChunks(tx, { jobId, tableId, options, researchPrice: config.enrichResearchCredits }),
    };
  },
  worker({ pool, queues }) {
    const chunkQueue = queues.queue('enrichment-chunk');
    /**
     * A chunk BullMQ failed without its processor settling it (stalled too often), or lost (Redis lost its
     * data), would be waited for forever.
     */
    const sweep = async (jobId: string, open: number[]) => {
      for (const seq of open) {
        const state = await chunkQueue.getJobState(chunkJobId(jobId, seq));
        if (state === 'failed' || state === 'unknown') await abandonChunk(pool, jobId, seq);
      }
    };
    return {
      async run(job) {
        const jobId = job.id!;
        const reserved = (await findJob(pool, job.data.workspaceId, jobId))!.creditsReserved;
        let totals = await runTotals(pool, jobId);
        await chunkQueue.addBulk(totals.open.map((seq) => ({ name: 'enrichment-chunk', data: { ...job.data, jobId, seq }, opts: { jobId: chunkJobId(jobId, seq) } })));
        // Woken by its chunks' completion events, not by polling PostgreSQL: one read of the totals per chunk
        // settled. Each wait listens before the totals are read, so a chunk finishing in between is not missed.
        let wait = queues.waitForAny(
          'enrichment-chunk',
          totals.open.map((seq) => chunkJobId(jobId, seq)),
          QUIET_MS,
        );
        totals = await runTotals(pool, jobId);
        while (totals.settled < totals.chunks) {
          const woken = await wait.finished;
          if (!woken) {
            // Settled elsewhere (the stranded-job sweep, when Redis lost this run): nothing left to wait for.
            if ((await findJob(pool, job.data.workspaceId, jobId))?.state !== 'queued') break;
            await sweep(jobId, totals.open);
          }
          wait = queues.waitForAny(
            'enrichment-chunk',
            totals.open.map((seq) => chunkJobId(jobId, seq)),
            QUIET_MS,
          );
          totals = await runTotals(pool, jobId);
          await job.updateProgress(Math.floor((100 * totals.settled) / totals.chunks)).catch(() => undefined);
        }
        wait.stop();
        return runOutcome(totals, reserved);
      },
    };
  },
  cancel: {
    cancelPending: (tx, jobId) => cancelPendingChunks(tx, jobId),
    outcome: async (pool, jobId, reserved) => runOutcome(await runTotals(pool, jobId), reserved),
  },
};
