/**
 * npm run bench:research — website research over 50 generated sites whose server adds 100 ms to
 * every response. Prints sites/minute at the worker's default concurrency beside a one-site-at-a-time
 * baseline measured in the same run, and the most requests any one host had in flight (which must
 * stay within RESEARCH_PER_HOST_CONCURRENCY).
 */
import { loadConfig } from '../src/config.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { startFixtureSites } from '../test/support/fixture-sites.js';
import { businessSite } from '../test/support/generated-sites.js';
import { corpusResearchConfig } from '../test/support/research-corpus.js';

const SITES = 50;
const LATENCY_MS = 100;
const BASELINE_SAMPLE = 5;

const sites = await startFixtureSites({ sites: Object.fromEntries(Array.from({ length: SITES }, (_, n) => [`site${n}`, businessSite(n)])), latencyMs: LATENCY_MS });
const config = corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 10_000, siteTimeoutMs: 45_000 });
const concurrency = loadConfig({}).workerConcurrency['website-research'];

async function run(slugs: string[], parallel: number): Promise<{ seconds: number; found: number }> {
  const researcher = createWebsiteResearcher(config);
  const started = performance.now();
  let next = 0;
  let found = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < slugs.length) {
        const result = await researcher.research({ url: sites.startUrl(slugs[next++]), country: 'GB' });
        found += result.findings.emails.length + result.findings.phones.length + result.findings.people.length + result.findings.legalIds.length;
      }
    }),
  );
  await researcher.close();
  return { seconds: (performance.now() - started) / 1000, found };
}

try {
  const slugs = Array.from({ length: SITES }, (_, n) => `site${n}`);
  const all = await run(slugs, concurrency);
  const peak = sites.peakPerHost();
  const baseline = await run(slugs.slice(0, BASELINE_SAMPLE), 1);
  const perMinute = (SITES / all.seconds) * 60;
  const baselinePerMinute = (BASELINE_SAMPLE / baseline.seconds) * 60;
  console.log(
    `bench:research — ${SITES} sites (robots, sitemap, 6 business pages and a 20-post blog each), +${LATENCY_MS} ms per response, ${config.maxPages} pages per site, ${config.perHostConcurrency} requests per host`,
  );
  console.log(`  ${concurrency} sites at a time (worker default): ${all.seconds.toFixed(1)} s, ${perMinute.toFixed(0)} sites/min, ${all.found} items found`);
  console.log(`  one site at a time:            ${baselinePerMinute.toFixed(0)} sites/min (${BASELINE_SAMPLE}-site sample)`);
  console.log(`  speed-up:                      ${(perMinute / baselinePerMinute).toFixed(1)}x`);
  console.log(`  peak requests in flight to one host: ${peak} (limit ${config.perHostConcurrency}) ${peak <= config.perHostConcurrency ? 'ok' : 'OVER THE LIMIT'}`);
} finally {
  await sites.close();
}
