import { expect } from 'chai';
import http from 'node:http';
import type net from 'node:net';
import { AprDatasetError, lookupApr, refreshAprDataset } from '../src/discovery/registry/apr-dataset.js';
import { startWorkers } from '../workers/index.js';
import { testRuntime } from './helpers.js';

/** The APR open-data companies dataset, served on loopback in editions, streamed into Postgres. */
describe('discovery: the APR companies dataset', function () {
  this.timeout(30_000);
  let server: http.Server;
  let edition: string;
  let base: string;

  const company = (i: number) => ({
    MaticniBroj: String(10_000_000 + i),
    PoslovnoIme: `Firma ${i} d.o.o. Beograd`,
    PravnaForma: 'Društvo sa ograničenom odgovornošću',
    Status: 'Aktivno',
    DatumOsnivanja: '2010-05-17T00:00:00',
    Opstina: 'Beograd-Vračar',
    SifraDelatnosti: '8623',
  });

  before(async () => {
    server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(edition));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/privredna-drustva.json`;
  });
  after(() => server.close());

  it('streams an edition into Postgres, skipping unusable records, and answers lookups from it', async () => {
    const { pool } = await testRuntime();
    expect(await lookupApr(pool, '10000001')).to.deep.equal({ found: false, reason: 'The APR dataset has not been downloaded yet' });
    edition = JSON.stringify([...Array.from({ length: 12_000 }, (_, i) => company(i)), { MaticniBroj: 'n/a', PoslovnoIme: 'Broken' }, company(5)]);
    expect(await refreshAprDataset(pool, base)).to.deep.equal({ companies: 12_000, skipped: 1 });
    expect(await lookupApr(pool, '10000042')).to.deep.equal({
      found: true,
      company: { registrationNumber: '10000042', name: 'Firma 42 d.o.o. Beograd', legalForm: 'Društvo sa ograničenom odgovornošću', status: 'Aktivno', foundedOn: '2010-05-17', municipality: 'Beograd-Vračar', activityCode: '8623' },
    });
    expect(await lookupApr(pool, '99999999')).to.deep.equal({ found: false, reason: 'The APR dataset has no company with matični broj 99999999' });
  });

  it('a new edition replaces the old one; a broken or empty one leaves it as it was', async () => {
    const { pool } = await testRuntime();
    edition = JSON.stringify(Array.from({ length: 100 }, (_, i) => company(i)));
    expect((await refreshAprDataset(pool, base)).companies).to.equal(100);
    expect((await lookupApr(pool, '10000500')).found).to.equal(false);
    for (const broken of ['[]', '[{"MaticniBroj": "1000', 'not json']) {
      edition = broken;
      let error: unknown;
      await refreshAprDataset(pool, base).catch((err) => (error = err));
      expect(error, broken).to.be.instanceOf(AprDatasetError);
      expect((await lookupApr(pool, '10000050')).found, broken).to.equal(true);
    }
  });

  it('the worker keeps the download on its schedule and fetches a first edition at once', async () => {
    const runtime = await testRuntime();
    await runtime.pool.query('delete from apr_company');
    edition = JSON.stringify(Array.from({ length: 10 }, (_, i) => company(i)));
    const discovery = { ...runtime.config.discovery, aprOpendataUrl: base, aprRefreshCron: '0 3 2 * *' };
    const stop = await startWorkers({ ...runtime, config: { ...runtime.config, workerQueues: ['registry-research'], discovery } });
    try {
      const queue = runtime.queues.queue('registry-research');
      expect(await queue.getJobScheduler('apr-refresh')).to.include({ pattern: '0 3 2 * *' });
      for (let i = 0; i < 100 && !(await lookupApr(runtime.pool, '10000003')).found; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await lookupApr(runtime.pool, '10000003')).found).to.equal(true);
    } finally {
      await stop();
    }
    // Without APR_OPENDATA_URL the schedule is taken off.
    const off = await startWorkers({ ...runtime, config: { ...runtime.config, workerQueues: ['registry-research'], discovery: { ...discovery, aprOpendataUrl: null } } });
    await off();
    expect(await runtime.queues.queue('registry-research').getJobScheduler('apr-refresh')).to.equal(undefined);
  });
});
