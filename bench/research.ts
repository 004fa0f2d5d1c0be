/**
 * npm run bench:research — website research over 64 generated sites whose server adds 100 ms to
 * every response. Prints sites/minute at the worker's default concurrency beside a one-site-at-a-time
 * baseline measured in the same run (three rounds of each, alternating, with their spread), and the
 * most requests any one host had in flight (which must stay within RESEARCH_PER_HOST_CONCURRENCY).
 * The sites are served by a process of their own, as the internet's would be; their count is a
 * multiple of the concurrency, so no lane idles through a last round with fewer sites than lanes.
 */
import { loadConfig } from '../src/config.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { corpusResearchConfig } from '../test/support/research-corpus.js';
import { startSitesProcess } from './sites-process.js';

const SITES = 64;
const LATENCY_MS = 100;
const BASELINE_SAMPLE = 8;
const ROUNDS = 3;

const sites = await startSitesProcess(SITES, LATENCY_MS);
const config = corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 10_000, siteTimeoutMs: 45_000 });
const concurrency = loadConfig({}).workerConcurrency['website-research'];

/** Sites per minute researching `count` sites, `parallel` at a time, and the items found. */
async function run(count: number, parallel: number): Promise<{ perMinute: number; found: number }> {
  const researcher = createWebsiteResearcher(config);
  const started = performance.now();
  let next = 0;
  let found = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const result = await researcher.research({ url: sites.startUrl(next++), country: 'GB' });
        found += result.findings.emails.length + result.findings.phones.length + result.findings.people.length + result.findings.legalIds.length;
      }
    }),
  );
  await researcher.close();
  return { perMinute: (count / ((performance.now() - started) / 1000)) * 60, found };
}

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(digits)} (${sorted[0].toFixed(digits)}–${sorted[sorted.length - 1].toFixed(digits)})`;
};

try {
  await run(BASELINE_SAMPLE, 1); // warm-up: compiled code and resolver caches, as in a running worker
  const parallel: number[] = [];
  const sequential: number[] = [];
  let found = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const all = await run(SITES, concurrency);
    parallel.push(all.perMinute);
    found = all.found;
    sequential.push((await run(BASELINE_SAMPLE, 1)).perMinute);
  }
  const peak = await sites.peakPerHost();
  const ratios = parallel.map((p, i) => p / sequential[i]);
  console.log(
    `bench:research — ${SITES} sites (robots, sitemap, 6 business pages and a 20-post blog each), +${LATENCY_MS} ms per response, ${config.maxPages} pages per site, ${config.perHostConcurrency} requests per host; median (min–max) of ${ROUNDS} rounds`,
  );
  console.log(`  ${concurrency} sites at a time (worker default): ${spread(parallel)} sites/min, ${found} items found`);
  console.log(`  one site at a time:            ${spread(sequential)} sites/min (${BASELINE_SAMPLE}-site sample)`);
  console.log(`  speed-up:                      ${spread(ratios, 2)}x (target 7.5x)`);
  console.log(`  peak requests in flight to one host: ${peak} (limit ${config.perHostConcurrency}) ${peak <= config.perHostConcurrency ? 'ok' : 'OVER THE LIMIT'}`);
} finally {
  await sites.close();
}
