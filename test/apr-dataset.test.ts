import { expect } from 'chai';
import { AprDatasetError, lookupApr, refreshAprDataset } from '../src/discovery/registry/apr-dataset.js';
import { readAprState } from '../src/discovery/registry/apr-state.js';
import { JOB_CATALOGUE } from '../src/jobs/queues.js';
import { startWorkers } from '../workers/index.js';
import { aprNumber, arrayDocument, forgetAprDataset, keyedDocument, startAprPeer, type AprPeer } from './support/apr-peer.js';
import { testRuntime } from './helpers.js';

/** The APR open-data companies document, served on loopback the way APR serves it, streamed into Postgres. */
describe('discovery: the APR companies dataset', function () {
  this.timeout(60_000);
  let peer: AprPeer;
  const EDITION = '2026-11-01';
  const keyed =
    (count: number, edition = EDITION, extra = {}) =>
    () =>
      keyedDocument({ edition, count, extra });

  before(async () => {
    peer = await startAprPeer({
      '/companies.json': { document: keyed(12_000, EDITION, { 'n/a': { PoslovnoIme: 'Broken' }, '20000099': { NazivStatus: 'Активан' } }) },
      '/array.json': {
        document: () =>
          arrayDocument([
            {
              MaticniBroj: '7654321',
              PoslovnoIme: 'Firma d.o.o.',
              PravnaForma: 'DOO',
              Status: 'Aktivno',
              DatumOsnivanja: '2010-05-17T00:00:00',
              Opstina: 'Vračar',
              SifraDelatnosti: '8623',
            },
          ]),
        lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT',
      },
      '/awkward.json': {
        document: () =>
          arrayDocument([
            { MaticniBroj: '11111111', PoslovnoIme: 'Kuća "Zlatni {ključ}", d.o.o. \\ Niš', Status: 'Aktivno' },
            { MaticniBroj: '22222222', PoslovnoIme: 'NULL', Opstina: '' },
          ]),
      },
      '/unavailable.json': { status: 503 },
      '/reset.json': { document: keyed(5_000), cut: { afterBytes: 400_000, how: 'reset' } },
      '/ends-early.json': { document: keyed(5_000), cut: { afterBytes: 400_000, how: 'end' } },
      '/empty.json': { document: () => [`{\n    "DatumPreseka": "2026-12-01",\n    "Podaci": {}\n}\n`] },
      '/not-json.json': { document: () => ['<!doctype html><p>Održavanje sistema</p>'] },
      '/slow.json': { document: keyed(3_000, '2026-12-01'), stall: { afterBytes: 100_000, ms: 1_500 } },
      '/big.json': { document: keyed(170_000, '2026-12-01') },
    });
    await forgetAprDataset((await testRuntime()).pool);
  });
  after(async () => {
    await forgetAprDataset((await testRuntime()).pool);
    await peer.close();
  });

  it('streams the keyed document APR publishes, keeps its edition date, maps statuses, skips unusable records', async () => {
    const { pool } = await testRuntime();
    const before = await lookupApr(pool, aprNumber(42));
    expect(before).to.deep.include({ found: false, reason: 'The APR dataset has not been downloaded yet' });
    expect(await refreshAprDataset(pool, peer.url('/companies.json'))).to.deep.equal({ loaded: true, edition: EDITION, companies: 12_000, skipped: 2, shape: 'keyed' });
    expect(peer.requests.filter((r) => r.path === '/companies.json').map((r) => r.method)).to.deep.equal(['GET']);
    const found = await lookupApr(pool, aprNumber(3));
    expect(found.found && found.company).to.deep.equal({
      registrationNumber: '20000003',
      name: 'ФИРМА 3 ДОО БЕОГРАД',
      legalForm: 'Друштво са ограниченом одговорношћу',
      status: 'У ликвидацији',
      statusCode: 'in_liquidation',
      foundedOn: '2014-06-12',
      municipality: 'Београд-Врачар',
      activityCode: '8623',
      edition: EDITION,
    });
    const codes = await Promise.all(
      [0, 4, 5, 6].map(async (i) => {
        const r = await lookupApr(pool, aprNumber(i));
        return r.found && [r.company.status, r.company.statusCode];
      }),
    );
    expect(codes).to.deep.equal([
      ['Активан', 'active'],
      ['У стечају', 'bankruptcy'],
      ['У принудној ликвидацији', 'forced_liquidation'],
      ['Брисан', 'deleted'],
    ]);
    expect(found.dataset).to.include({ edition: EDITION, companies: 12_000, lastFailureAt: null, loadingSince: null });
    expect(found.dataset.summary).to.match(/^The APR dataset is serving the edition of 2026-11-01 \(12000 companies, loaded at 20\d\d-/);
    expect(await lookupApr(pool, '99999999')).to.deep.include({ found: false, reason: 'No company with matični broj 99999999 in the APR edition of 2026-11-01' });
  });

  it('still reads the array form; without DatumPreseka the edition is the Last-Modified date', async () => {
    const { pool } = await testRuntime();
    expect(await refreshAprDataset(pool, peer.url('/array.json'))).to.deep.equal({ loaded: true, edition: '2026-10-21', companies: 1, skipped: 0, shape: 'array' });
    const found = await lookupApr(pool, '07654321');
    expect(found.found && found.company).to.include({
      name: 'Firma d.o.o.',
      status: 'Aktivno',
      statusCode: 'active',
      foundedOn: '2010-05-17',
      municipality: 'Vračar',
      edition: '2026-10-21',
    });
    expect((await lookupApr(pool, aprNumber(3))).found, 'the array edition replaced the keyed one').to.equal(false);
    await refreshAprDataset(pool, peer.url('/companies.json'));
  });

  it('keeps names with quotes, braces, commas, backslashes or the word NULL exactly, and absent fields as absent', async () => {
    const { pool } = await testRuntime();
    expect(await refreshAprDataset(pool, peer.url('/awkward.json'))).to.include({ loaded: true, companies: 2 });
    const quoted = await lookupApr(pool, '11111111');
    expect(quoted.found && quoted.company).to.include({ name: 'Kuća "Zlatni {ključ}", d.o.o. \\ Niš', status: 'Aktivno', legalForm: null });
    const literal = await lookupApr(pool, '22222222');
    expect(literal.found && literal.company).to.include({ name: 'NULL', municipality: null, status: null });
    await refreshAprDataset(pool, peer.url('/companies.json'));
  });

  it('a 503, a dropped or early-ended download, an empty Podaci or not JSON never replace the edition served, and say so', async () => {
    const { pool } = await testRuntime();
    const cases: [string, RegExp][] = [
      ['/unavailable.json', /^the download answered HTTP 503$/],
      ['/reset.json', /^the document could not be read to its end \(.+\); it is incomplete or not JSON$/],
      ['/ends-early.json', /^the document could not be read to its end \(Parser .+\); it is incomplete or not JSON$/],
      ['/empty.json', /^the edition of 2026-12-01 lists no usable companies \(0 records skipped\)$/],
      ['/not-json.json', /^the document could not be read to its end \(the document is neither a JSON object nor an array .+\)/],
    ];
    for (const [path, message] of cases) {
      let error: unknown;
      await refreshAprDataset(pool, peer.url(path)).catch((err) => (error = err));
      expect(error, path).to.be.instanceOf(AprDatasetError);
      expect((error as Error).message, path).to.match(message);
      const found = await lookupApr(pool, aprNumber(50));
      expect(found.found && found.company.edition, path).to.equal(EDITION);
      expect(found.dataset, path).to.include({ edition: EDITION, companies: 12_000, lastFailure: (error as Error).message });
      expect(found.dataset.summary, path).to.match(/^The last APR download failed at 20\d\d-\d\d-\d\dT[^ ]+: .+ — serving the edition of 2026-11-01 \(12000 companies/);
      const missing = await lookupApr(pool, '99999999');
      expect(missing.found || missing.reason, path).to.match(/^No company with matični broj 99999999 in the APR edition of 2026-11-01; the last APR download failed at .+: /);
    }
    expect(await pool.query('select count(*)::int as n from apr_company').then((r) => r.rows[0].n)).to.equal(12_000);
  });

  it('a lookup meeting the first load waits for it (bounded); a second download meanwhile does not start', async () => {
    const { pool } = await testRuntime();
    await forgetAprDataset(pool);
    const loading = refreshAprDataset(pool, peer.url('/slow.json'));
    for (let i = 0; i < 50 && !(await readAprState(pool)).loadingSince; i++) await new Promise((r) => setTimeout(r, 50));
    const state = await readAprState(pool);
    expect(state.summary).to.match(/^The APR dataset is loading \(since 20\d\d-.+\) — no edition is loaded yet$/);
    expect(await refreshAprDataset(pool, peer.url('/slow.json'))).to.deep.equal({ loaded: false, edition: null, companies: 0, skipped: 0 });
    const impatient = await lookupApr(pool, aprNumber(7), { waitMs: 100 });
    expect(impatient).to.deep.include({ found: false, reason: state.summary });
    const started = Date.now();
    const waited = await lookupApr(pool, aprNumber(7));
    expect(waited.found && waited.company).to.include({ registrationNumber: aprNumber(7), edition: '2026-12-01' });
    expect(Date.now() - started).to.be.within(200, 20_000);
    expect(await loading).to.include({ loaded: true, companies: 3_000 });
    expect(peer.requests.filter((r) => r.path === '/slow.json')).to.have.length(1);
  });

  // Its memory is measured by `npm run bench:apr`, with the document served from another process.
  it('loads a 50 MB+ document', async () => {
    const { pool } = await testRuntime();
    let bytes = 0;
    for (const piece of keyedDocument({ edition: '2026-12-01', count: 170_000 })) bytes += Buffer.byteLength(piece);
    expect(bytes).to.be.above(50 * 2 ** 20);
    expect(await refreshAprDataset(pool, peer.url('/big.json'))).to.deep.equal({ loaded: true, edition: '2026-12-01', companies: 170_000, skipped: 0, shape: 'keyed' });
    expect(await readAprState(pool)).to.include({ edition: '2026-12-01', companies: 170_000 });
  });

  it('the worker keeps the download on its schedule and fetches a first edition at once', async () => {
    const runtime = await testRuntime();
    await forgetAprDataset(runtime.pool);
    const discovery = { ...runtime.config.discovery, aprOpendataUrl: peer.url('/companies.json'), aprRefreshCron: '0 3 2 * *' };
    const stop = await startWorkers({ ...runtime, config: { ...runtime.config, workerQueues: ['registry-research'], discovery } });
    try {
      const queue = runtime.queues.queue('registry-research');
      const scheduler = await queue.getJobScheduler('apr-refresh');
      expect(scheduler).to.include({ pattern: '0 3 2 * *' });
      expect(scheduler?.template?.opts, 'retried as the job catalogue says').to.deep.include(JOB_CATALOGUE['registry-research'].retry);
      for (let i = 0; i < 100 && !(await readAprState(runtime.pool)).edition; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await lookupApr(runtime.pool, aprNumber(3))).found).to.equal(true);
    } finally {
      await stop();
    }
    // Without APR_OPENDATA_URL the schedule is taken off.
    const off = await startWorkers({ ...runtime, config: { ...runtime.config, workerQueues: ['registry-research'], discovery: { ...discovery, aprOpendataUrl: null } } });
    await off();
    expect(await runtime.queues.queue('registry-research').getJobScheduler('apr-refresh')).to.equal(undefined);
  });
});
