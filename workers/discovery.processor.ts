import { createHash } from 'node:crypto';
import type { Config } from '../src/config.js';
import { discover, importPlaces } from '../src/discovery/discover.js';
import { PlacesUpstreamError } from '../src/discovery/places/places.js';
import { createPlacesProvider, placesNotConfigured } from '../src/discovery/places/registry.js';
import { companiesHouse } from '../src/discovery/registry/companies-house.js';
import type { QueueClient } from '../src/jobs/queue-client.js';
import type { SiteResearch } from '../src/research/crawl/crawl-site.js';
import { emptyFindings } from '../src/research/findings.js';
import { meteredProcessor, SettleAs } from './metered.js';
import type { ProcessorDeps } from './processor.js';

/**
 * When a discovery's site research must be done: one site budget for the crawl itself, plus one for every
 * round of `WORKER_CONCURRENCY_WEBSITE_RESEARCH` sites queued before it (a discovery of 20 places on one
 * worker of 8 waits up to three budgets). Set once per run; deadlines are compared across hosts, so
 * worker clocks must agree (NTP) to well within RESULT_MARGIN_MS.
 */
function researchDeadline(places: number, siteTimeoutMs: number, concurrency: number): number {
  return Date.now() + siteTimeoutMs * (1 + Math.ceil(places / concurrency));
}
/** After the deadline: the last page's extraction, and Redis reporting the result. */
const RESULT_MARGIN_MS = 15_000;

/**
 * `discovery`: asks the places directory, researches every website as a `website-research` job (so
 * sites are crawled in parallel by whichever workers serve that queue), looks registry numbers up, and
 * in import mode writes the leads in the transaction that settles the job, so a job run again never
 * imports twice. The job's progress says how far it is; its result is the response body. Credits for
 * places not delivered are refunded; a directory failure is a 502, all refunded.
 */
export function discoveryProcessor({ pool, config, queues }: ProcessorDeps & { config: Pick<Config, 'discovery' | 'research' | 'workerConcurrency'>; queues: QueueClient }) {
  const ch = config.discovery.companiesHouseApiKey
    ? companiesHouse({ apiKey: config.discovery.companiesHouseApiKey, baseUrl: config.discovery.companiesHouseBaseUrl, timeoutMs: config.discovery.timeoutMs })
    : null;

  async function research(jobId: string, url: string, country: string | null, deadline: number): Promise<SiteResearch> {
    // Named by the URL: a retried discovery may reuse a crawl of the same site, never another site's.
    const id = `${jobId}-site-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
    // ... but not one that never ran, or that waits with a deadline already past (an earlier attempt's).
    const earlier = await queues.queue('website-research').getJob(id);
    if (earlier && (earlier.data.deadline ?? Infinity) < Date.now() && (!earlier.returnvalue || earlier.returnvalue.pages.length === 0)) {
      await earlier.remove().catch(() => undefined);
    }
    // The crawl ends by its deadline however long it queued, returning what it read (partial); the wait
    // outlasts it by RESULT_MARGIN_MS, so a slow site is a partial result here, never an empty timeout.
    await queues.enqueue('website-research', id, { url, country, deadline });
    if (await queues.waitFor('website-research', id, deadline - Date.now() + RESULT_MARGIN_MS)) {
      const done = await queues.queue('website-research').getJob(id);
      if (done?.returnvalue) return done.returnvalue;
    }
    return { url, finalUrl: null, status: 'timeout', detail: 'no worker returned the website research in time', findings: emptyFindings(), pages: [], ms: 0 };
  }

  // One directory client for the process: it keeps the directory's request spacing (Nominatim: 1/s).
  const provider = createPlacesProvider(config.discovery, config.research.userAgent);

  return meteredProcessor<'discovery'>(pool, {
    async run(job) {
      if (!provider) throw new SettleAs(503, placesNotConfigured(config.discovery)!);
      const deadline = researchDeadline(job.data.query.count, config.research.siteTimeoutMs, config.workerConcurrency['website-research']);
      const result = await discover(job.data, {
        provider,
        providerName: config.discovery.placesProvider,
        research: (url, country) => research(job.id!, url, country, deadline),
        registry: { pool, companiesHouse: ch, aprConfigured: !!config.discovery.aprOpendataUrl },
        onProgress: (progress) => void job.updateProgress(progress).catch(() => undefined),
      });
      const refund = (job.data.query.count - result.places.length) * config.discovery.creditsPerPlace;
      if (job.data.mode === 'search') return { result, refund };
      return { commit: async (tx) => ({ result: await importPlaces(tx, job.data, result), refund }) };
    },
    upstreamErrors: [[PlacesUpstreamError, 502, (err) => `The places directory failed: ${err.message}; nothing was charged`]],
  });
}
