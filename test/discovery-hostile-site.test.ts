import { expect } from 'chai';
import type { Runtime } from '../src/bootstrap.js';
import { createPageReader } from '../src/research/extract/page-reader.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { startWorkers } from '../workers/index.js';
import { makeWorkspace, serve, testRuntime } from './helpers.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { googleDataset, googleDirectory, startPlacesPeers, type PlacesPeers } from './support/places-peers.js';
import { corpusResearchConfig } from './support/research-corpus.js';

/**
 * A site whose menu links a page that never answers and one that streams 40 MB, researched through
 * discovery: the site's time budget runs out while the hanging page is still open, and the place
 * still gets everything read by then — the homepage's phone, email, Facebook page and company
 * number, and the team page — marked partial, with no URL fetched twice.
 */
describe('discovery of a site with a hostile menu', function () {
  this.timeout(60_000);
  // Long enough for the three small pages on a busy machine; the hanging page outlasts it whatever the load.
  const SITE_BUDGET_MS = 8_000;
  let sites: FixtureSites;
  let places: PlacesPeers;
  let app: { base: string; close: () => void };
  let stopWorkers: () => Promise<void>;
  let runtime: Runtime;
  let research: Runtime['config']['research'];

  before(async () => {
    sites = await startFixtureSites();
    const dataset = googleDataset('Harbourside Dental', 'Bristol', 'GB', 1, () => sites.startUrl('hostile-menu'));
    places = await startPlacesPeers({ google: { 'dentist in bristol': dataset } });
    runtime = await testRuntime();
    // The hanging page outlasts the site's budget: the crawl's deadline, not a request timeout, ends it.
    research = corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 20_000, siteTimeoutMs: SITE_BUDGET_MS });
    const config = {
      ...runtime.config,
      discovery: googleDirectory(runtime.config.discovery, places.googleUrl),
      research,
    };
    app = await serve({ ...runtime, config });
    stopWorkers = await startWorkers({ ...runtime, config: { ...config, workerQueues: ['discovery', 'website-research'] } });
  });
  after(async () => {
    await stopWorkers();
    app.close();
    await Promise.all([sites.close(), places.close()]);
  });

  it('returns partial with every homepage item and the team page, fetching each URL at most once', async () => {
    const ws = await makeWorkspace();
    const response = await fetch(`${app.base}/api/v1/local-leads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: '1 dentist in Bristol', mode: 'search' }),
    });
    const body = (await response.json()) as any;
    expect(response.status, JSON.stringify(body)).to.equal(200);
    const [place] = body.places;
    expect(body.places, JSON.stringify(body)).to.have.length(1);
    expect(place.websiteResearch.status, place.websiteResearch.detail).to.equal('partial');
    expect(place.websiteResearch.detail).to.match(/time budget/);
    const { findings } = place.websiteResearch;
    expect(findings.phones.map((p: { value: string }) => p.value)).to.deep.equal(['+441179460418']);
    expect(findings.emails.map((e: { value: string }) => e.value)).to.deep.equal(['reception@harbourside-dental.co.uk']);
    expect(findings.socials.map((s: { value: string }) => s.value)).to.deep.equal(['https://www.facebook.com/harboursidedentalcare']);
    expect(findings.legalIds.map((l: { value: string }) => l.value)).to.deep.equal(['09876543']);
    expect(findings.people.map((p: { name: string }) => p.name)).to.have.members(['Imogen Thwaite', 'Callum Ashdown']);
    expect(place.email).to.equal('reception@harbourside-dental.co.uk');
    const fetched = [...sites.requestsByUrl()].filter(([url]) => url.startsWith('hostile-menu.test'));
    expect(fetched.length).to.be.greaterThan(2);
    for (const [url, times] of fetched) expect(times, url).to.equal(1);
  });

  it('fetches nothing when a research job starts after its deadline (it queued too long, or was handed on)', async () => {
    const researcher = createWebsiteResearcher(research);
    try {
      const before = sites.requests().get('hostile-menu') ?? 0;
      const result = await researcher.research({ url: sites.startUrl('hostile-menu'), country: 'GB', deadline: Date.now() - 1 });
      expect(result.status).to.equal('timeout');
      expect(result.detail).to.match(/did not start before its deadline/);
      expect(result.pages).to.deep.equal([]);
      expect(sites.requests().get('hostile-menu') ?? 0).to.equal(before);
    } finally {
      await researcher.close();
    }
  });

  it('gives up a page whose read has not ended soon after the budget ran out, and returns the pages read after it', async () => {
    // The homepage's read never ends (a reader held up by other sites' large pages, or stuck): the crawl must still answer
    // within its budget and grace, or discovery's wait for it runs out with nothing — and the team page, read after it, counts.
    const real = createPageReader();
    const stuck = {
      read: (html: string, url: string, country: string | null, signal?: AbortSignal) =>
        new URL(url).pathname === '/' ? new Promise<never>(() => {}) : real.read(html, url, country, signal),
      close: () => real.close(),
    };
    const researcher = createWebsiteResearcher({ ...research, siteTimeoutMs: 2_000 }, undefined, stuck);
    try {
      const result = await researcher.research({ url: sites.startUrl('hostile-menu'), country: 'GB' });
      expect(result.status).to.equal('partial');
      expect(result.findings.phones).to.deep.equal([]);
      expect(result.findings.people.map((p) => p.name)).to.have.members(['Imogen Thwaite', 'Callum Ashdown']);
      const home = result.pages.find((page) => page.kind === 'page' && new URL(page.url).pathname === '/')!;
      expect(home.outcome).to.equal('unreadable');
      expect(home.detail).to.match(/not read before the time budget ran out/);
    } finally {
      await Promise.all([researcher.close(), real.close()]);
    }
  });
});
