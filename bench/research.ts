/**
 * npm run bench:research — website research over 50 generated sites whose server adds 100 ms to
 * every response. Prints sites/minute at the worker's default concurrency beside a one-site-at-a-time
 * baseline measured in the same run, and the most requests any one host had in flight (which must
 * stay within RESEARCH_PER_HOST_CONCURRENCY).
 */
import { loadConfig } from '../src/config.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { startFixtureSites, type SiteDef } from '../test/support/fixture-sites.js';
import { corpusResearchConfig } from '../test/support/research-corpus.js';

const SITES = 50;
const LATENCY_MS = 100;
const BASELINE_SAMPLE = 5;

/** A small business site: homepage, contact, about, team, imprint, privacy, a blog, robots and a sitemap. */
function site(n: number): SiteDef {
  const page = (title: string, body: string) => ({ body: `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/contact">Contact</a> <a href="/about">About us</a> <a href="/team">Our team</a> <a href="/blog">Blog</a></nav><main><h1>${title}</h1>${body}</main><footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a> Company No. ${String(10_000_000 + n)}</footer></body></html>` });
  return {
    country: 'GB',
    routes: {
      '/robots.txt': { body: 'User-agent: *\nDisallow: /admin\nSitemap: {{origin}}/sitemap.xml\n', contentType: 'text/plain' },
      '/sitemap.xml': { body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/contact', '/about', '/team', '/imprint', '/privacy', ...Array.from({ length: 20 }, (_, i) => `/blog/post-${i}`)].map((p) => `<url><loc>{{origin}}${p}</loc></url>`).join('')}</urlset>`, contentType: 'application/xml' },
      '/': page(`Business ${n}`, '<p>Family business since 1999.</p>'),
      '/contact': page('Contact', `<p>Email <a href="mailto:hello@site${n}.test">hello@site${n}.test</a>, phone <a href="tel:+4420794600${String(n).padStart(2, '0')}">020 7946 00${String(n).padStart(2, '0')}</a></p>`),
      '/about': page('About us', '<p>Founder: Jane Doe</p>'),
      '/team': page('Our team', '<div class="team-member"><h3>Tom Baker</h3><p>Manager</p></div>'),
      '/imprint': page('Imprint', '<p>VAT No: GB 980 7806 84</p>'),
      '/privacy': page('Privacy', '<p>We keep your data safe.</p>'),
      '/blog': page('Blog', Array.from({ length: 20 }, (_, i) => `<a href="/blog/post-${i}">Post ${i}</a>`).join(' ')),
    },
  };
}

const sites = await startFixtureSites({ sites: Object.fromEntries(Array.from({ length: SITES }, (_, n) => [`site${n}`, site(n)])), latencyMs: LATENCY_MS });
const config = corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 10_000, siteTimeoutMs: 45_000 });
const concurrency = loadConfig({}).workerConcurrency['website-research']!;

async function run(slugs: string[], parallel: number): Promise<{ seconds: number; found: number }> {
  const researcher = createWebsiteResearcher(config);
  const started = performance.now();
  let next = 0;
  let found = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < slugs.length) {
        const result = await researcher.research({ url: sites.startUrl(slugs[next++]!), country: 'GB' });
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
  console.log(`bench:research — ${SITES} sites (robots, sitemap, 6 business pages and a 20-post blog each), +${LATENCY_MS} ms per response, ${config.maxPages} pages per site, ${config.perHostConcurrency} requests per host`);
  console.log(`  ${concurrency} sites at a time (worker default): ${all.seconds.toFixed(1)} s, ${perMinute.toFixed(0)} sites/min, ${all.found} items found`);
  console.log(`  one site at a time:            ${baselinePerMinute.toFixed(0)} sites/min (${BASELINE_SAMPLE}-site sample)`);
  console.log(`  speed-up:                      ${(perMinute / baselinePerMinute).toFixed(1)}x`);
  console.log(`  peak requests in flight to one host: ${peak} (limit ${config.perHostConcurrency}) ${peak <= config.perHostConcurrency ? 'ok' : 'OVER THE LIMIT'}`);
} finally {
  await sites.close();
}
