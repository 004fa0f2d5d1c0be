import { expect } from 'chai';
import type { Runtime } from '../src/bootstrap.js';
import { startWorkers } from '../workers/index.js';
import { forgetAprDataset, keyedDocument, startAprPeer, type AprPeer } from './support/apr-peer.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { googleDataset, googleDirectory, startPlacesPeers, type PlacesPeers } from './support/places-peers.js';
import { corpusResearchConfig } from './support/research-corpus.js';
import { makeWorkspace, serve, testRuntime } from './helpers.js';

/**
 * End to end: the worker's first APR download (the keyed document, slow to arrive) is still running
 * when a discovery asks about a Serbian site's matični broj; the lookup waits for it and answers with
 * the registered name, status and edition. Operators see the same state in /readyz and /metrics.
 */
describe('discovery with the APR dataset loading', function () {
  this.timeout(90_000);
  const MB = '21345678';
  const ADMIN = { user: 'operator', password: 'apr-secret' };
  let apr: AprPeer;
  let sites: FixtureSites;
  let places: PlacesPeers;
  let app: { base: string; close: () => void };
  let stopWorkers: () => Promise<void>;
  let runtime: Runtime;

  before(async () => {
    runtime = await testRuntime();
    await forgetAprDataset(runtime.pool);
    const registered = {
      PoslovnoIme: 'BEOGRADSKA STOMATOLOGIJA DOO BEOGRAD',
      SifraOpstine: '70106',
      NazivOpstine: 'Vračar',
      NazivStatus: 'Активан',
      DatumOsnivanja: '2011-03-01',
      NazivPravneForme: 'Друштво са ограниченом одговорношћу',
      SifraDelatnosti: '8623',
    };
    apr = await startAprPeer({
      '/companies.json': { document: () => keyedDocument({ edition: '2026-11-01', count: 20_000, extra: { [MB]: registered } }), stall: { afterBytes: 200_000, ms: 4_000 } },
    });
    sites = await startFixtureSites();
    places = await startPlacesPeers({ google: { 'zubara in beograd': googleDataset('Zubar', 'Beograd', 'RS', 1, () => sites.startUrl('beograd-stomatologija')) } });
    const config = {
      ...runtime.config,
      admin: ADMIN,
      discovery: { ...googleDirectory(runtime.config.discovery, places.googleUrl), aprOpendataUrl: apr.url('/companies.json'), aprRefreshCron: '0 3 2 * *' },
      research: corpusResearchConfig(sites.dnsServer, { chromiumPath: null }),
    };
    app = await serve({ ...runtime, config });
    stopWorkers = await startWorkers({ ...runtime, config: { ...config, workerQueues: ['registry-research', 'discovery', 'website-research'] } });
  });
  after(async () => {
    await stopWorkers();
    app.close();
    await Promise.all([apr.close(), sites.close(), places.close()]);
    // Later test files insert their own APR rows into the shared database.
    await forgetAprDataset(runtime.pool);
  });

  it('a Serbian site stating a matični broj gets the registered name, status and edition, once the first load is in', async () => {
    for (let i = 0; i < 100 && !apr.requests.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(apr.requests).to.deep.equal([{ method: 'GET', path: '/companies.json' }]);
    const ready = (await fetch(`${app.base}/readyz`).then((r) => r.json())) as { status: string; apr: { loadingSince: string | null; summary: string } };
    expect(ready.status).to.equal('ready');
    expect(ready.apr.summary).to.match(/^The APR dataset is loading \(since .+\) — no edition is loaded yet$/);

    const ws = await makeWorkspace();
    const posted = Date.now();
    const response = await fetch(`${app.base}/api/v1/local-leads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: '1 zubara u Beogradu', mode: 'search' }),
    });
    const body = (await response.json()) as any;
    expect(response.status, JSON.stringify(body)).to.equal(200);
    const research = body.places[0].registryResearch;
    expect(research).to.deep.include({ registry: 'apr', status: 'matched', number: MB });
    expect(research.company).to.include({
      registeredName: 'BEOGRADSKA STOMATOLOGIJA DOO BEOGRAD',
      status: 'active',
      statusLabel: 'Активан',
      edition: '2026-11-01',
      municipality: 'Vračar',
      foundedOn: '2011-03-01',
    });
    expect(research.dataset).to.include({ edition: '2026-11-01', companies: 20_001, lastFailureAt: null, loadingSince: null });
    // The site was researched before the load was in: the lookup met the load running, and waited.
    expect(posted + body.places[0].websiteResearch.ms).to.be.below(Date.parse(research.dataset.lastSuccessAt));
    expect(research.nameComparison.verdict).to.be.oneOf(['same', 'similar', 'different']);

    const done = (await fetch(`${app.base}/readyz`).then((r) => r.json())) as { apr: Record<string, unknown> };
    expect(done.apr).to.include({ edition: '2026-11-01', companies: 20_001, lastFailureAt: null, loadingSince: null });
    const metrics = await fetch(`${app.base}/metrics`, { headers: { Authorization: `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}` } }).then((r) =>
      r.text(),
    );
    expect(metrics).to.include(`leadbase_apr_edition_date_seconds ${Date.parse('2026-11-01T00:00:00Z') / 1000}`);
    expect(metrics).to.include('leadbase_apr_companies 20001');
    expect(metrics).to.include('leadbase_apr_loading 0');
    expect(metrics).to.match(/^leadbase_apr_last_success_timestamp_seconds \d+/m);
    expect(metrics).to.include('leadbase_apr_last_failure_timestamp_seconds 0');
  });
});
