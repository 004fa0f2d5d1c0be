import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { freePort, makeWorkspace, type TestWorkspace } from './helpers.js';
import { run, waitFor, type Proc } from './support/processes.js';

/**
 * Web processes keep API keys in memory, so a revocation must reach every one of them before the very
 * next request: the database announces key changes, and a process that stops hearing them stops
 * caching. Two real web processes on the test database, a key revoked by the CLI and by plain SQL.
 */
describe('API keys cached in memory across web processes', function () {
  this.timeout(60_000);
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
});
