import type { SharedCache } from '../jobs/redis-cache.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';

/** How long a run keeps a website's findings: longer runs read a site again, which is fine. */
const KEEP_SECONDS = 3600;

/**
 * Within one enrichment run each website is read once, however many leads name it and whichever chunks
 * and worker processes those leads fall to: a company's ten contacts share its site, and reading it ten
 * times would cost the site ten crawls and the run their time. The first chunk to need a site claims it in
 * the shared cache and reads it. Another chunk asking meanwhile gets null — the site is being read, by a
 * chunk of this process or of another — and asks again later (the chunk gives its worker slot to the next
 * chunk while it waits: workers/enrichment-chunk.processor.ts); once the claim lapses, `claimMs` after it
 * was taken (its holder died or overran), the next to ask reads the site itself. Keyed by run, so a new
 * run reads afresh.
 */
export function researchOncePerRun(cache: SharedCache, research: (url: string) => Promise<SiteResearch>, claimMs: number) {
  const cached = async (key: string) => {
    const read = await cache.get(key);
    return read ? (JSON.parse(read) as SiteResearch) : null;
  };
  return async (url: string, runId: string): Promise<SiteResearch | null> => {
    const key = `enrichment-site:${runId}:${url.trim()}`;
    const site = await cached(key);
    if (site || !(await cache.claim(`${key}:claim`, claimMs))) return site;
    try {
      // Its reader may have finished between the read above and the claim.
      const read = (await cached(key)) ?? (await research(url));
      await cache.set(key, JSON.stringify(read), KEEP_SECONDS);
      return read;
    } finally {
      await cache.release(`${key}:claim`);
    }
  };
}
