import { tableExists } from '../db/repositories/tables.repository.js';
import { runMeteredJob, type JobDeps, type MeteredOutcome } from '../domain/metered-job.service.js';
import type { Config } from '../config.js';
import { badRequest, HttpError, tableNotFound } from '../lib/errors.js';
import { insertChunks } from './chunks.repository.js';

/** A validated POST /api/v1/tables/{id}/enrich body (or the MCP tool's arguments). */
export interface EnrichRequest {
  verify?: boolean;
  research?: boolean;
  maxAgeDays?: number;
  callbackUrl?: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Runs the enrichment of a whole table as a metered job: the table's leads are split into chunks in the
 * transaction that reserves the run's credits — 1 per address to verify, ENRICH_RESEARCH_CREDITS per
 * website to research, leaving out what was checked within maxAgeDays — so the 402 and the refunds are
 * computed from the very same leads.
 */
export async function requestEnrichment(
  deps: JobDeps & { config: Pick<Config, 'verify' | 'enrichResearchCredits'> },
  workspaceId: number,
  tableId: number,
  body: EnrichRequest,
): Promise<MeteredOutcome> {
  const { verify = false, research = false, maxAgeDays = 30 } = body;
  if (!verify && !research) throw badRequest('Nothing to do: set verify and/or research to true');
  const { mailFrom, heloHost } = deps.config.verify;
  if (verify && (!mailFrom || !heloHost)) {
    const missing = [!mailFrom && 'VERIFY_MAIL_FROM', !heloHost && 'VERIFY_HELO_HOST'].filter(Boolean);
    throw new HttpError(503, `Email verification is not configured on this server; the operator must set ${missing.join(' and ')} (or enrich with research only)`);
  }
  if (!(await tableExists(deps.pool, workspaceId, tableId))) throw tableNotFound(tableId);
  const options = { verify, research, checkedAfter: new Date(Date.now() - maxAgeDays * DAY_MS).toISOString() };
  return runMeteredJob(deps, {
    workspaceId,
    queue: 'enrichment',
    payload: { workspaceId, tableId, ...options },
    cost: (tx, jobId) => insertChunks(tx, { jobId, tableId, options, researchPrice: deps.config.enrichResearchCredits }),
    callbackUrl: body.callbackUrl,
  });
}
