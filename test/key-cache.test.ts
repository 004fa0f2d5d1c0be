import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { freePort, makeWorkspace, type TestWorkspace } from './helpers.js';
import { run, waitFor, type Proc } from './support/processes.js';

/**
 * Web processes keep API keys and table lists in memory, so a change must reach every one of them before
 * the very next request: the database announces changes, and a process that stops hearing them stops
 * caching. Two real web processes on the test database; changes made through the API, the CLI and plain SQL.
 */
describe('API keys and table lists cached in memory across web processes', function () {
  // Start-up waits are generous (test/support/processes.ts): a busy machine starts processes slowly.
  this.timeout(180_000);
  const webs: { proc: Proc; base: string }[] = [];
  let ws: TestWorkspace;
  let admin: pg.Client;

  const status = async (base: string, key: string) => (await fetch(`${base}/api/v1/tables`, { headers: { Authorization: `Bearer ${key}` } })).status;
  const statuses = (key: string) => Promise.all(webs.map(({ base }) => status(base, key)));
  /**
   * The statuses once a revocation's announcement has reached the processes: it arrives asynchronously
   * (well under a millisecond on loopback, longer under load), so a request racing it may still pass.
   */
  const onceAnnounced = async (key: string) => {
    const deadline = Date.now() + 2_000;
    let seen = await statuses(key);
    while (seen.some((s) => s !== 401) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await statuses(key);
    }
    return seen;
  };

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const proc = run('dist/src/server.js', { PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0' });
      await waitFor(proc, /API listening/);
      webs.push({ proc, base: `http://127.0.0.1:${port}` });
    }
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    for (const { proc } of webs) proc.child.kill('SIGKILL');
    await admin?.end();
  });

  it('stops a key revoked by the CLI in every process as soon as the announcement arrives', async () => {
    expect(await statuses(ws.key)).to.deep.equal([200, 200]);
    expect(await statuses(ws.key), 'served from memory now').to.deep.equal([200, 200]);
    execFileSync(process.execPath, ['dist/src/cli.js', 'key', 'revoke', String(ws.keyId)], { env: process.env });
    expect(await onceAnnounced(ws.key)).to.deep.equal([401, 401]);
  });

  it('reads every key from the database while the change channel is down, and caches again once it is back', async () => {
    expect(await statuses(ws.key)).to.deep.equal([200, 200]);
    const before = webs.map(({ proc }) => proc.output().length);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'leadbase-changes' and datname = current_database()`);
    for (const [i, { proc }] of webs.entries()) await waitFor({ ...proc, output: () => proc.output().slice(before[i]) }, /database change channel lost/);
    // Revoked with no announcement anyone could hear: still refused at once.
    await admin.query('update api_key set revoked_at = now() where id = $1', [ws.keyId]);
    expect(await statuses(ws.key)).to.deep.equal([401, 401]);

    // The channel comes back by itself; a fresh key is cached, and its revocation is heard again.
    const other = await makeWorkspace();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await statuses(other.key)).to.deep.equal([200, 200]);
    await admin.query('update api_key set revoked_at = now() where id = $1', [other.keyId]);
    expect(await onceAnnounced(other.key)).to.deep.equal([401, 401]);
  });

  it('serves a table list from memory that follows every change: its own writes at once, the other process and plain SQL once announced, and reads PostgreSQL while the channel is down', async () => {
    const [a, b] = webs;
    const headers = { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' };
    const tables = async (base: string) =>
      ((await (await fetch(`${base}/api/v1/tables`, { headers })).json()) as { tables: { id: number; name: string; leadCount: number }[] }).tables;
    const summary = async (base: string) => (await tables(base)).map((t) => `${t.name}:${t.leadCount}`).join(',');
    const onceAnnouncedAt = async (base: string, expected: string) => {
      const deadline = Date.now() + 2_000;
      let seen = await summary(base);
      while (seen !== expected && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await summary(base);
      }
      return seen;
    };
    expect([await summary(a.base), await summary(b.base)], 'both lists cached, empty').to.deep.equal(['', '']);

    const created = await fetch(`${a.base}/api/v1/tables`, { method: 'POST', headers, body: JSON.stringify({ name: 'Cached' }) });
    const tableId = ((await created.json()) as { table: { id: number } }).table.id;
    expect(await summary(a.base), 'the writing process, at once').to.equal('Cached:0');
    expect(await onceAnnouncedAt(b.base, 'Cached:0'), 'the other process').to.equal('Cached:0');

    const leads = Array.from({ length: 3 }, (_, i) => ({ email: `cached${i}@example.com` }));
    expect((await fetch(`${b.base}/api/v1/leads`, { method: 'POST', headers, body: JSON.stringify({ tableId, leads }) })).status).to.equal(201);
    expect(await summary(b.base)).to.equal('Cached:3');
    expect(await onceAnnouncedAt(a.base, 'Cached:3')).to.equal('Cached:3');

    await admin.query(`update lead_table set name = 'Renamed by SQL' where id = $1`, [tableId]);
    expect(await Promise.all(webs.map(({ base }) => onceAnnouncedAt(base, 'Renamed by SQL:3')))).to.deep.equal(['Renamed by SQL:3', 'Renamed by SQL:3']);

    // Served from memory indeed: a change made with triggers off is not announced, so not seen, until it is.
    // (Read once more first: the read that saw the rename may have raced its announcement, and not been kept.)
    await Promise.all(webs.map(({ base }) => summary(base)));
    await admin.query('begin');
    await admin.query(`set local session_replication_role = replica`);
    await admin.query(`update lead_table set name = 'Silent' where id = $1`, [tableId]);
    await admin.query('commit');
    expect([await summary(a.base), await summary(b.base)]).to.deep.equal(['Renamed by SQL:3', 'Renamed by SQL:3']);
    await admin.query(`select pg_notify('leadbase_lead_table', $1)`, [String(ws.workspaceId)]);
    expect(await Promise.all(webs.map(({ base }) => onceAnnouncedAt(base, 'Silent:3')))).to.deep.equal(['Silent:3', 'Silent:3']);

    // Channel down: nothing can be announced, so nothing is served from memory.
    const before = webs.map(({ proc }) => proc.output().length);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'leadbase-changes' and datname = current_database()`);
    for (const [i, { proc }] of webs.entries()) await waitFor({ ...proc, output: () => proc.output().slice(before[i]) }, /database change channel lost/);
    await admin.query(`update lead_table set name = 'Unannounced' where id = $1`, [tableId]);
    expect([await summary(a.base), await summary(b.base)], 'read from PostgreSQL at once').to.deep.equal(['Unannounced:3', 'Unannounced:3']);
  });
});
