import { expect } from 'chai';
import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { freePort } from './helpers.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { run, waitFor, type Proc } from './support/processes.js';

/**
 * PostgreSQL stopped (immediate mode, as a crash would) while the web process is busy, then started
 * again: the process must survive, say 503 with Retry-After while the database is away, and recover
 * on its own — both its pools (MikroORM's and the raw `pg` one).
 */
describe('database outage', function () {
  this.timeout(120_000);

  let postgres: PrivatePostgres;
  let web: Proc;
  let base: string;
  let key: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const started = Date.now();
    const response = await fetch(base + path, { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, ms: Date.now() - started };
  };
  const leads = (tableId: number, n: number, tag: string) => ({
    tableId,
    leads: Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}@outage.example`, name: `Lead ${i}`, company: 'Outage Ltd' })),
  });

  before(async () => {
    postgres = startPrivatePostgres(await freePort());
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('create database leadbase');
    await admin.end();
    const orm = await initOrm(postgres.url('leadbase'));
    try {
      await migrate(orm);
      key = (await createWorkspace(orm.em.fork(), 'Outage')).apiKey;
    } finally {
      await orm.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    web = run('dist/src/server.js', { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: postgres.url('leadbase'), RATE_LIMIT_PER_MINUTE: '0' });
    await waitFor(web, /API listening/);
  });

  after(async () => {
    web?.child.kill('SIGKILL');
    postgres?.destroy();
  });

  it('keeps the web process alive through a crash mid-import, answers 503 with Retry-After during the outage, and recovers by itself', async () => {
    const tables = await Promise.all(['a', 'b', 'c'].map((name) => call('/api/v1/tables', { method: 'POST', body: JSON.stringify({ name }) })));
    const tableIds = tables.map((t) => t.body.table.id as number);

    // Three 5000-lead imports; the database dies while one of them is inside its transaction.
    const imports = tableIds.map((tableId, i) => call('/api/v1/leads', { method: 'POST', body: JSON.stringify(leads(tableId, 5000, `t${i}`)) }));
    const watcher = new pg.Client({ connectionString: postgres.url('leadbase') });
    await watcher.connect();
    for (let i = 0; i < 400; i++) {
      const busy = await watcher.query(`select 1 from pg_stat_activity where state = 'active' and query ilike '%lead%' and pid <> pg_backend_pid()`);
      if (busy.rowCount) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    watcher.on('error', () => undefined); // it dies with the server
    postgres.stop();
    const answered = await Promise.all(imports);
    for (const reply of answered) {
      expect([201, 503], JSON.stringify(reply.body)).to.include(reply.status);
      if (reply.status === 503) expect(reply.body).to.deep.equal({ error: 'The database is unavailable; retry shortly' });
    }
    expect(
      answered.some((r) => r.status === 503),
      'at least one import was cut off',
    ).to.equal(true);

    // During the outage: every authenticated endpoint is a quick 503 with Retry-After; the probes tell the truth.
    for (const path of ['/api/v1/tables', `/api/v1/leads?tableId=${tableIds[0]}`, '/api/v1/credits', '/api/v1/nothing-here']) {
      const reply = await call(path);
      expect(reply.status, path).to.equal(503);
      expect(reply.body, path).to.deep.equal({ error: 'The database is unavailable; retry shortly' });
      expect(reply.headers.get('retry-after'), path).to.match(/^\d+$/);
      expect(reply.ms, path).to.be.below(5_000);
    }
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).to.equal(503);
    expect(await ready.json()).to.deep.equal({ error: 'Not ready: PostgreSQL unreachable' });
    expect((await fetch(`${base}/healthz`)).status).to.equal(200);
    expect(web.child.exitCode).to.equal(null);

    // Back again: both pools recover without a restart of the web process.
    postgres.start();
    const deadline = Date.now() + 15_000;
    let tablesReply = await call('/api/v1/tables');
    while (tablesReply.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      tablesReply = await call('/api/v1/tables');
    }
    expect(tablesReply.status).to.equal(200);
    // Each import was all or nothing.
    for (const tableId of tableIds) {
      const listed = await call(`/api/v1/leads?tableId=${tableId}&limit=1`);
      expect(listed.status).to.equal(200);
      const table = tablesReply.body.tables.find((t: { id: number }) => t.id === tableId);
      expect([0, 5000]).to.include(table.leadCount);
    }
    const again = await call('/api/v1/leads', { method: 'POST', body: JSON.stringify(leads(tableIds[0], 50, 'again')) });
    expect(again.status).to.equal(201);
    expect((await fetch(`${base}/readyz`)).status).to.equal(200);
    expect(web.output()).not.to.match(/Unhandled 'error' event|Connection terminated unexpectedly\n\s+at /);
  });
});
