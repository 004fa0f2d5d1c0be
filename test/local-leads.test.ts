import { expect } from 'chai';
import type { Job } from 'bullmq';
import type { Runtime } from '../src/bootstrap.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { siteJobId } from '../src/discovery/discover.js';
import { discovery } from '../src/kinds/discovery.js';
import type { WorkerTools } from '../src/kinds/kind.js';
import { meteredProcessor } from '../workers/metered.js';
import { startWorkers } from '../workers/index.js';
import { makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { CH_KEY, startCompaniesHousePeer, type CompaniesHousePeer } from './support/companies-house-peer.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { googleDataset, googleDirectory, startPlacesPeers, type PlacesPeers } from './support/places-peers.js';
import { corpusResearchConfig } from './support/research-corpus.js';

/**
 * POST /api/v1/local-leads end to end: API → discovery job → Google Places peer → website-research
 * jobs crawling fixture sites → Companies House peer and the APR table → leads in Postgres.
 */
describe('POST /api/v1/local-leads with workers', function () {
  this.timeout(90_000);
  let sites: FixtureSites;
  let places: PlacesPeers;
  let ch: CompaniesHousePeer;
  let app: { base: string; close: () => void };
  let stopWorkers: () => Promise<void>;
  let ws: TestWorkspace;
  let runtime: Runtime;
  let config: Runtime['config'];

  before(async () => {
    sites = await startFixtureSites();
    ch = await startCompaniesHousePeer();
    const london = googleDataset(
      'London Dental',
      'London',
      'GB',
      5,
      (i) => [sites.startUrl('smile-dental-london'), sites.startUrl('redirect-metadata'), sites.startUrl('london-legal')][i],
    );
    const belgrade = googleDataset('Zubar', 'Beograd', 'RS', 2, (i) => (i === 0 ? sites.startUrl('beograd-stomatologija') : undefined));
    places = await startPlacesPeers({ google: { 'dentists in london': london, 'zubara in beograd': belgrade } });
    runtime = await testRuntime();
    await runtime.pool.query(
      `insert into apr_company (registration_number, name, legal_form, status, founded_on, municipality, activity_code, refreshed_at)
       values ('21345678', 'BEOGRADSKA STOMATOLOGIJA DOO BEOGRAD', 'Društvo sa ograničenom odgovornošću', 'Aktivno', '2011-03-01', 'Vračar', '8623', now())
       on conflict (registration_number) do nothing`,
    );
    config = {
      ...runtime.config,
      discovery: {
        ...googleDirectory(runtime.config.discovery, places.googleUrl),
        companiesHouseApiKey: CH_KEY,
        companiesHouseBaseUrl: ch.url,
        aprOpendataUrl: 'http://127.0.0.1:9/not-downloaded-in-this-test.json',
      },
      research: corpusResearchConfig(sites.dnsServer, { chromiumPath: null }),
    };
    app = await serve({ ...runtime, config });
    stopWorkers = await startWorkers({ ...runtime, config: { ...config, workerQueues: ['discovery', 'website-research'] } });
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    await stopWorkers();
    app.close();
    await Promise.all([sites.close(), places.close(), ch.close()]);
  });

  const post = async (json: unknown, base = app.base) => {
    const response = await fetch(`${base}/api/v1/local-leads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as any, remaining: response.headers.get('x-credits-remaining') };
  };
  const get = async (path: string) => (await fetch(`${app.base}${path}`, { headers: { Authorization: `Bearer ${ws.key}` } }).then((r) => r.json())) as any;
  const credits = async (): Promise<{ used: number }> => get('/api/v1/credits');

  it('previews: echoes what it understood, researches each website and looks stated numbers up, changing no table', async () => {
    const reply = await post({ prompt: '10 dentists in London rated 3+', mode: 'search' });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
    expect(reply.body.query).to.deep.equal({
      prompt: '10 dentists in London rated 3+',
      count: 10,
      countQualifier: 'exactly',
      businessType: 'dentists',
      place: 'London',
      resolvedPlace: { name: 'London', countryCode: 'GB', latitude: 51.50853, longitude: -0.12574 },
      minRating: 3,
      ratingStrict: false,
    });
    expect(reply.body.constraints).to.include({ provider: 'google', count: 10, minRating: 3 });
    expect(reply.body.places).to.have.length(5);
    const [smile, metadata, legal, noSite] = reply.body.places;
    expect(smile.websiteResearch.status).to.equal('ok');
    expect(['hello@smiledental.co.uk', 'newpatients@smiledental.co.uk']).to.include(smile.email);
    expect(smile.registryResearch).to.deep.include({ registry: 'companies_house', status: 'matched', number: '08123456' });
    expect(smile.registryResearch.company.officers.map((o: { name: string }) => o.name)).to.deep.equal(['JONES, Sarah', 'PATEL, David']);
    expect(smile.registryResearch.source.evidence).to.include('08123456');
    expect(metadata.websiteResearch.status, 'a website redirecting to 169.254.169.254').to.equal('blocked');
    expect(metadata.email).to.equal(null);
    expect(legal.registryResearch).to.deep.include({ status: 'not_found', number: 'OC412345' });
    expect(noSite).to.not.have.property('websiteResearch');
    expect(noSite.registryResearch).to.include({ status: 'no_identifier' });
    // 10 reserved, 5 delivered: 5 refunded.
    expect((await credits()).used).to.equal(5);
    expect(places.googleRequests.at(-1)!.body).to.include({ minRating: 3, textQuery: 'dentists in London' });
  });

  it('imports into a new table, skipping places without a published email, and counts duplicates on re-import', async () => {
    const first = await post({ prompt: '10 dentists in London', newTableName: 'London dentists' });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect(first.body).to.include({ imported: 2, duplicates: 0, skippedNoEmail: 3 });
    expect(first.body.table.name).to.equal('London dentists');
    const { rows } = await runtime.pool.query('select email, source, source_id, maps_url, research is not null as researched from lead where table_id = $1 order by source_id', [
      first.body.table.id,
    ]);
    expect(rows.map((r) => [r.source, r.source_id, r.researched])).to.deep.equal([
      ['google', 'ChIJLondon Dental0000', true],
      ['google', 'ChIJLondon Dental0002', true],
    ]);
    const again = await post({ prompt: '10 dentists in London', tableId: first.body.table.id });
    expect(again.status).to.equal(201);
    expect(again.body).to.include({ imported: 0, duplicates: 2, skippedNoEmail: 3 });
  });

  it('leaves out an address the workspace suppressed, and every finding quoting it: not shown, not imported, and says so', async () => {
    const erased = await request('POST', '/api/v1/privacy/erase', { key: ws.key, json: { email: 'RGreen@london-legal.test', suppress: true } });
    expect(erased.status, erased.text).to.equal(200);
    const reply = await post({ prompt: '10 dentists in London', newTableName: 'Suppressed' });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(201);
    expect(reply.body).to.include({ imported: 1, duplicates: 0, skippedNoEmail: 3, suppressed: 1 });
    const legal = reply.body.places[2];
    expect(legal).to.include({ email: null, suppressed: 1 });
    expect(legal.lead).to.deep.equal({
      status: 'skipped',
      reason: 'Every address the website publishes was erased from this workspace with suppress: true; it is not stored again',
    });
    expect(JSON.stringify(reply.body)).to.not.include('rgreen@');
    const { rows } = await runtime.pool.query('select email from lead where table_id = $1', [reply.body.table.id]);
    expect(rows.map((r) => r.email))
      .to.have.length(1)
      .and.not.include('rgreen@london-legal.test');
  });

  it('is erased when it named an address: its result, and the website research it came from in the queue', async () => {
    const reply = await post({ prompt: '10 dentists in London', mode: 'search' });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
    const { rows } = await runtime.pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
    const siteId = siteJobId(rows[0].id, reply.body.places[0].website);
    const site = await runtime.queues.queue('website-research').getJob(siteId);
    expect(site?.returnvalue.findings.emails.map((e) => e.value)).to.include('hello@smiledental.co.uk');
    const erased = await request('POST', '/api/v1/privacy/erase', { key: ws.key, json: { email: 'hello@smiledental.co.uk', suppress: false } });
    expect(erased.body).to.deep.equal({ erased: { leads: 0, mentions: 0, jobs: 1, webhookDeliveries: 0 }, runningJobs: [] });
    expect(await runtime.queues.queue('website-research').getJob(siteId)).to.equal(undefined);
    const { rows: purged } = await runtime.pool.query('select result, purged_at from job where id = $1', [rows[0].id]);
    expect(purged[0].result).to.equal(null);
  });

  it('reads Serbian prompts, and matches a stated matični broj in the APR dataset, PIB reported as stated', async () => {
    const reply = await post({ prompt: '2 zubara u Beogradu', mode: 'search' });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
    expect(reply.body.query).to.include({ businessType: 'zubara', place: 'Beograd', count: 2 });
    const [clinic] = reply.body.places;
    expect(clinic.registryResearch).to.deep.include({ registry: 'apr', status: 'matched', number: '21345678' });
    expect(clinic.registryResearch.company).to.include({ registeredName: 'BEOGRADSKA STOMATOLOGIJA DOO BEOGRAD', municipality: 'Vračar' });
    expect(clinic.registryResearch.company.pib).to.include({ value: '106543219', valid: true });
  });

  it('answers 400 for a prompt without a place or business type, or a destination missing or given twice', async () => {
    const tableId = await makeTable(ws.key);
    const cases: [unknown, RegExp][] = [
      [{ prompt: 'dentists', mode: 'search' }, /^The prompt names no place;.*"20 dentists in Belgrade rated 4.5\+"/],
      [{ prompt: '20 in London', mode: 'search' }, /^The prompt names no type of business/],
      [{ prompt: '20 dentists in London' }, /^To import, give either tableId .* or newTableName/],
      [{ prompt: '20 dentists in London', tableId, newTableName: 'x' }, /^To import, give either tableId/],
      [{ prompt: '20 dentists in London', newTableName: 'x'.repeat(81) }, /^newTableName must be 1 to 80 characters/],
      [{ prompt: '20 dentists in London', mode: 'search', tableId }, /^mode "search" changes no table/],
    ];
    for (const [body, message] of cases) {
      const reply = await post(body);
      expect(reply.status, JSON.stringify(body)).to.equal(400);
      expect(reply.body.error).to.match(message);
    }
    expect((await credits()).used).to.equal(0);
  });

  it('answers 404 for a table of another workspace, and 402 when the month cannot cover the count', async () => {
    const other = await makeWorkspace();
    const foreign = await makeTable(other.key);
    expect((await post({ prompt: '5 dentists in London', tableId: foreign })).status).to.equal(404);
    await runtime.pool.query('update workspace set monthly_credits = 3 where id = $1', [ws.workspaceId]);
    const reply = await post({ prompt: '5 dentists in London', mode: 'search' });
    expect(reply.status).to.equal(402);
    expect(reply.body.error).to.be.a('string');
  });

  it('answers 503 naming the setting when the directory is not configured', async () => {
    const unconfigured = await serve({ ...runtime, config: { ...runtime.config, discovery: googleDirectory(runtime.config.discovery, places.googleUrl, null) } });
    try {
      const response = await fetch(`${unconfigured.base}/api/v1/local-leads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt: '5 dentists in London', mode: 'search' }),
      });
      expect(response.status).to.equal(503);
      expect(((await response.json()) as { error: string }).error).to.match(/GOOGLE_PLACES_API_KEY/);
    } finally {
      unconfigured.close();
    }
  });

  describe('a discovery job delivered more than once (BullMQ delivers at least once)', () => {
    // Its jobs wait in a queue no worker serves, and the tests run the discovery processor as a worker
    // would; the served website-research workers crawl.
    let unserved: QueueClient;
    let unservedApp: { base: string; close: () => void };
    let processor: ReturnType<typeof meteredProcessor<'discovery'>>;

    before(async () => {
      const unservedConfig = { ...config, queuePrefix: `${config.queuePrefix}-unserved`, syncTimeoutMs: 100 };
      unserved = new QueueClient(unservedConfig, runtime.log);
      unservedApp = await serve({ ...runtime, config: unservedConfig, queues: unserved });
      // Discovery's work uses the pool, the configuration and the queues of the worker's tools.
      processor = meteredProcessor(runtime.pool, discovery.worker({ pool: runtime.pool, config, queues: runtime.queues } as WorkerTools));
    });
    after(async () => {
      unservedApp.close();
      await unserved.queue('discovery').obliterate({ force: true });
      await unserved.close();
    });

    /** A discovery recorded and queued, credits reserved, that no worker has taken. */
    const queuedDiscovery = async (body: unknown): Promise<Job> => {
      const reply = await post(body, unservedApp.base);
      expect(reply.status, JSON.stringify(reply.body)).to.equal(202);
      return (await unserved.queue('discovery').getJob(reply.body.jobId))!;
    };
    /** Until the returned undo, settling a job of the workspace fails as a database error would: after the work before it. */
    const makeJobsUnsettleable = async (workspaceId: number) => {
      const constraint = `unsettleable_${workspaceId}`;
      await runtime.pool.query(`alter table job add constraint ${constraint} check (workspace_id <> ${workspaceId} or finished_at is null) not valid`);
      return () => runtime.pool.query(`alter table job drop constraint ${constraint}`);
    };
    /** The leads in the table, counted and as its stored count says. */
    const leadsIn = async (tableId: number) =>
      (await runtime.pool.query('select (select count(*)::int from lead where table_id = $1) as counted, lead_count as stored from lead_table where id = $1', [tableId])).rows[0];

    it('imports nothing when the settlement fails after the import, and exactly once on the retry, charging once', async () => {
      const tableId = await makeTable(ws.key);
      const job = await queuedDiscovery({ prompt: '10 dentists in London', tableId });
      const undo = await makeJobsUnsettleable(ws.workspaceId);
      const failure = await processor(job)
        .then(
          () => null,
          (err: Error) => err,
        )
        .finally(undo);
      expect(failure?.message).to.match(/violates check constraint/);
      expect(await leadsIn(tableId), 'the import is undone with the settlement').to.deep.equal({ counted: 0, stored: 0 });

      await processor(job); // BullMQ's retry
      await processor(job); // a late duplicate delivery: the job is settled, nothing happens
      expect(await leadsIn(tableId)).to.deep.equal({ counted: 2, stored: 2 });
      const view = await get(`/api/v1/jobs/${job.id}`);
      expect(view.status).to.equal('completed');
      expect(view.result).to.include({ imported: 2, duplicates: 0, skippedNoEmail: 3 });
      expect(view.credits).to.deep.equal({ reserved: 10, refunded: 5 });
      expect((await credits()).used).to.equal(5);
    });

    it('settles as a 404, charging nothing and never retried, when its table disappeared while it ran', async () => {
      const tableId = await makeTable(ws.key);
      const job = await queuedDiscovery({ prompt: '10 dentists in London', tableId });
      await runtime.pool.query('delete from lead_table where id = $1', [tableId]);
      const failure = await processor(job).then(
        () => null,
        (err: Error) => err,
      );
      expect(failure?.name).to.equal('UnrecoverableError');
      const view = await get(`/api/v1/jobs/${job.id}`);
      expect(view).to.deep.include({ status: 'failed', error: { status: 404, message: `Table ${tableId} does not exist any more; nothing was imported and nothing was charged` } });
      expect(view.credits).to.deep.equal({ reserved: 10, refunded: 10 });
    });

    it('imports once, into one new table, when two workers run the same job at once (a stalled job handed on)', async () => {
      const job = await queuedDiscovery({ prompt: '10 dentists in London', newTableName: 'Delivered twice' });
      await Promise.all([processor(job), processor(job)]);
      const { rows: tables } = await runtime.pool.query('select id from lead_table where workspace_id = $1 and name = $2', [ws.workspaceId, 'Delivered twice']);
      expect(tables).to.have.length(1);
      expect(await leadsIn(tables[0].id)).to.deep.equal({ counted: 2, stored: 2 });
      const view = await get(`/api/v1/jobs/${job.id}`);
      expect(view.result).to.deep.include({ imported: 2, duplicates: 0, table: { id: tables[0].id, name: 'Delivered twice' } });
      expect((await credits()).used).to.equal(5);
    });
  });
});
