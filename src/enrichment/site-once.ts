import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedCache } from '../jobs/redis-cache.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';

/** How long a run keeps a website's findings: longer runs read a site again, which is fine. */
const KEEP_SECONDS = 3600;
/** How often a chunk asks whether the website another process is reading has been read. */
const POLL_MS = 200;

/**
 * Within one enrichment run each website is read once, however many leads name it and whichever chunks
 * and worker processes those leads fall to: a company's ten contacts share its site, and reading it ten
 * times would cost the site ten crawls and the run their time. The first chunk to need a site claims it in
 * the shared cache and reads it; others wait for its findings (and read it themselves if the claim lapses,
 * `claimMs` after it was taken: its holder died or overran). Keyed by run, so a new run reads afresh.
 */
export function researchOncePerRun(cache: SharedCache, research: (url: string) => Promise<SiteResearch>, claimMs: number) {
  const inFlight = new Map<string, Promise<SiteResearch>>();
  const readOnce = async (key: string, url: string): Promise<SiteResearch> => {
    for (;;) {
      const read = await cache.get(key);
      if (read) return JSON.parse(read) as SiteResearch;
      if (await cache.claim(`${key}:claim`, claimMs)) {
        try {
          const site = await research(url);
          await cache.set(key, JSON.stringify(site), KEEP_SECONDS);
          return site;
        } finally {
          await cache.release(`${key}:claim`);
        }
      }
      await sleep(POLL_MS);
    }
  };
  return (url: string, runId: string): Promise<SiteResearch> => {
    const key = `enrichment-site:${runId}:${url.trim()}`;
    let site = inFlight.get(key);
    if (!site) {
      // Chunks of this process asking at once share one wait.
      site = readOnce(key, url).finally(() => inFlight.delete(key));
      inFlight.set(key, site);
    }
    return site;
  };
}
