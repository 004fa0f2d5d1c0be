import type { SiteResearch } from '../research/crawl/crawl-site.js';
import { VerifyUpstreamError, type VerifyResult } from '../verification/verify-emails.js';
import type { ChunkCounts, ChunkLead, LeadEnrichment } from '../db/repositories/enrichment-chunks.repository.js';
import type { EnrichmentOptions, KnownVerdicts } from './types.js';

/** What a chunk needs from its worker process: the verifier and the researcher, with the process's politeness gates. */
export interface EnrichmentTools {
  verify(emails: string[]): Promise<VerifyResult[]>;
  /** A website's findings, read once per run (`runId`) across the fleet; null while another chunk reads it. */
  research(url: string, runId: string): Promise<SiteResearch | null>;
}

/** A chunk's leads enriched, or its verdicts so far while websites it needs are being read by other chunks. */
export type ChunkOutcome = { writes: LeadEnrichment[]; counts: ChunkCounts } | { waiting: KnownVerdicts; verifyFailed: boolean };

/** Sites researched at once within one chunk (each host still gets at most its per-host limit). */
const SITES_AT_ONCE = 8;
/** Site statuses whose findings are worth keeping (and charging for). */
const RESEARCHED = new Set<SiteResearch['status']>(['ok', 'partial']);

/**
 * Whether a part is due: asked for, and not checked after the cutoff. The same rules as the SQL that
 * priced the run (db/repositories/enrichment-chunks.repository.ts), so a chunk charges what was reserved for it.
 */
export function duePart(lead: ChunkLead, options: EnrichmentOptions): { verify: boolean; research: boolean } {
  const cutoff = Date.parse(options.checkedAfter);
  const v = lead.verification;
  return {
    verify: options.verify && !(v && v.status !== 'unknown' && Date.parse(v.checkedAt) > cutoff),
    research: options.research && !!lead.website && !(lead.researchCheckedAt && lead.researchCheckedAt.getTime() > cutoff),
  };
}

async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}

/**
 * Enriches one chunk's leads: the addresses due (and not in `known`) are verified in one batch (grouped by
 * domain by the verifier) while the websites due are researched a few at a time. Returns what to write per
 * lead and the chunk's counts — a verdict of `unknown` and an unreadable website are written or not (see
 * below) but never charged — or, when some websites are still being read by other chunks, the verdicts so
 * far, for the chunk to finish with later.
 */
export async function enrichLeads(
  leads: ChunkLead[],
  options: EnrichmentOptions & { jobId: string },
  researchPrice: number,
  tools: EnrichmentTools,
  known: KnownVerdicts = {},
  verifyFailed = false,
): Promise<ChunkOutcome> {
  const due = new Map(leads.map((lead) => [lead.id, duePart(lead, options)]));
  // (A verdict kept while the chunk stepped aside counts only for the address it was given for: a lead edited meanwhile is asked again.)
  const verdicts = new Map<number, VerifyResult>(leads.filter((l) => known[l.id]?.email === l.email.trim()).map((l) => [l.id, known[l.id]]));
  const toVerify = leads.filter((l) => due.get(l.id)!.verify && !verdicts.has(l.id));
  // A website several leads of the chunk name is read (or waited for) once.
  const websites = [...new Set(leads.filter((l) => due.get(l.id)!.research).map((l) => l.website!))];
  const sites = new Map<string, SiteResearch | null>();
  // Mail hosts and websites are different peers with their own limits: both are asked at once.
  await Promise.all([
    (async () => {
      // (Nothing could be checked in an earlier step: not asked again every time the chunk looks for its websites.)
      if (!toVerify.length || verifyFailed) return;
      try {
        const results = await tools.verify(toVerify.map((l) => l.email));
        toVerify.forEach((lead, i) => verdicts.set(lead.id, results[i]));
      } catch (err) {
        // Nothing could be checked (resolver or every mail server down): these leads fail and are refunded.
        if (!(err instanceof VerifyUpstreamError)) throw err;
        verifyFailed = true;
      }
    })(),
    eachAtOnce(websites, SITES_AT_ONCE, async (url) => {
      sites.set(url, await tools.research(url, options.jobId));
    }),
  ]);
  if ([...sites.values()].includes(null)) return { waiting: Object.fromEntries(verdicts), verifyFailed };

  const counts: ChunkCounts = { verified: 0, researched: 0, skipped: 0, failed: 0, charged: 0 };
  const writes: LeadEnrichment[] = [];
  for (const lead of leads) {
    const part = due.get(lead.id)!;
    if (!part.verify && !part.research) {
      counts.skipped++;
      continue;
    }
    const verdict = verdicts.get(lead.id);
    const site = part.research ? sites.get(lead.website!) : undefined;
    const verified = !!verdict && verdict.status !== 'unknown';
    const researched = !!site && RESEARCHED.has(site.status);
    counts.verified += +verified;
    counts.researched += +researched;
    counts.charged += +verified + +researched * researchPrice;
    if ((part.verify && !verified) || (part.research && !researched)) counts.failed++;
    writes.push({
      id: lead.id,
      // An `unknown` verdict is written too (it is the latest word on the address), but is not a reason to skip it next time.
      verification: verdict ? { status: verdict.status, reason: verdict.reason, checkedAt: verdict.checkedAt } : null,
      // A site that could not be read leaves the research the lead had.
      websiteResearch: researched ? site : null,
    });
  }
  return { writes, counts };
}
