/**
 * npm run bench:reader — what one large page does to the other sites a worker researches at the same time.
 * 32 generated sites, +100 ms per response, the worker's default number at a time; the first 4 sites' About
 * page is 2 MB of prose (RESEARCH_MAX_BYTES). Pages are read on the page reader's thread (the product), and
 * on the crawler's event loop (the baseline: the same extractor, called where the crawl runs; like the thread it
 * parses the page again, where the code before the thread reused the crawler's parse), alternating,
 * three rounds each. Prints the crawler's event-loop delay (p99 and max: how long a request's answer or timer
 * waited for the loop), the ordinary sites' median and slowest research time, and the items found.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config.js';
import { extractPage } from '../src/research/extract/extract-page.js';
import { pageReader, type PageReader } from '../src/research/extract/page-reader.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { HostGates } from '../src/lib/host-gates.js';
import { corpusResearchConfig } from '../test/support/research-corpus.js';
import { startSitesProcess } from './sites-process.js';

const SITES = 32;
const LARGE = 4;
const LATENCY_MS = 100;
const ROUNDS = 3;

const sites = await startSitesProcess(SITES, LATENCY_MS, LARGE);
const config = corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 10_000, siteTimeoutMs: 45_000 });
const concurrency = loadConfig({}).workerConcurrency['website-research'];
const onTheLoop: PageReader = { read: async (html, url, country) => extractPage(html, url, country), close: async () => undefined };

interface Round {
  p99: number;
  max: number;
  medianSite: number;
  slowestSite: number;
  found: number;
}

async function round(reader: PageReader): Promise<Round> {
  const researcher = createWebsiteResearcher(config, new HostGates(config.perHostConcurrency), reader);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ordinary: number[] = [];
  let found = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < SITES) {
        const n = next++;
        const result = await researcher.research({ url: sites.startUrl(n), country: 'GB' });
        if (n >= LARGE) ordinary.push(result.ms);
        found += result.findings.emails.length + result.findings.phones.length + result.findings.people.length + result.findings.legalIds.length;
      }
    }),
  );
  delay.disable();
  await researcher.close();
  ordinary.sort((a, b) => a - b);
  return { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, medianSite: ordinary[Math.floor(ordinary.length / 2)], slowestSite: ordinary.at(-1)!, found };
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(0)} (${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`;
};

try {
  await round(pageReader); // warm-up: the thread started, compiled code and resolver caches, as in a running worker
  const thread: Round[] = [];
  const loop: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    thread.push(await round(pageReader));
    loop.push(await round(onTheLoop));
  }
  const line = (label: string, rounds: Round[]) =>
    console.log(
      `  ${label}: event-loop delay p99 ${spread(rounds.map((r) => r.p99))} ms, max ${spread(rounds.map((r) => r.max))} ms; ` +
        `an ordinary site ${spread(rounds.map((r) => r.medianSite))} ms, the slowest ${spread(rounds.map((r) => r.slowestSite))} ms; ${rounds[0].found} items found`,
    );
  console.log(`bench:reader — ${SITES} sites, ${concurrency} at a time, +${LATENCY_MS} ms per response, ${LARGE} with a 2 MB About page; median (min–max) of ${ROUNDS} rounds`);
  line('pages read on the reader thread  ', thread);
  line('pages read on the event loop (baseline)', loop);
  const ratio = (pick: (r: Round) => number) => spread(thread.map((r, i) => pick(loop[i]) / pick(r)));
  console.log(`  max delay, baseline ÷ thread: ${ratio((r) => r.max)}x; slowest ordinary site: ${ratio((r) => r.slowestSite)}x`);
} finally {
  await sites.close();
  await pageReader.close();
}
