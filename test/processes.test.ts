import { expect } from 'chai';
import { createServer } from 'node:net';
import { dropDatabase, recreateDatabase, TEST_DB } from './global-setup.js';
import { freePort, makeWorkspace } from './helpers.js';
import { run, waitFor } from './support/processes.js';

// The process types as operators run them (compiled, from dist/), each on its own fresh database.
describe('process types', function () {
  // Start-up waits are generous (test/support/processes.ts): a busy machine starts processes slowly.
  this.timeout(180_000);

  it('npm start creates and migrates a missing database, creates Demo once, prints its key, serves, and stops on SIGTERM', async () => {
    const env = { DATABASE_URL: await dropDatabase(`${TEST_DB}_start`), PORT: String(await freePort()) };
    const first = run('dist/src/start.js', env);
    const [, key] = await waitFor(first, /Its API key, shown only this once:\s+(svc_\S+)/);
    // The first admin's invite, to the console at PUBLIC_URL (by default this port on localhost).
    const [, invite] = await waitFor(first, /first admin:\s+(\S+)/);
    expect(invite).to.match(new RegExp(`^http://localhost:${env.PORT}/settings/invite/[A-Za-z0-9_-]{20,}$`));
    await waitFor(first, /API listening/);
    const tables = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/tables`, { headers: { Authorization: `Bearer ${key}` } });
    expect(tables.status).to.equal(200);
    const invitePage = await fetch(invite.replace('localhost', '127.0.0.1'));
    expect(invitePage.status).to.equal(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).to.equal(0);

    // A second start finds the workspace and says how to get a key instead.
    const second = run('dist/src/start.js', env);
    await waitFor(second, /Need a key\? npm run --silent cli -- key create --workspace <id>/);
    expect(second.output()).not.to.match(/svc_/);
    second.child.kill('SIGINT');
    expect(await second.exited).to.equal(0);
  });

  it('npm start on a port already taken prints the new key anyway, logs why it stopped as JSON, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const env = { DATABASE_URL: await dropDatabase(`${TEST_DB}_start_busy`), PORT: String(port), HOST: '127.0.0.1' };
      const start = run('dist/src/start.js', env);
      expect(await start.exited).to.equal(1);
      expect(start.output()).to.match(/Its API key, shown only this once:\s+svc_\S+/);
      const fatal = start
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l))
        .find((l) => l.msg === 'listening failed');
      expect(fatal?.err?.code).to.equal('EADDRINUSE');
    } finally {
      blocker.close();
    }
  });

  it('npm run migrate applies migrations once and then reports the database up to date', async () => {
    const env = { DATABASE_URL: await recreateDatabase(`${TEST_DB}_migrate`) };
    const first = run('dist/src/migrate.js', env);
    expect(await first.exited).to.equal(0);
    expect(first.output()).to.match(/^Applied migrations: Migration\d+/);
    const second = run('dist/src/migrate.js', env);
    expect(await second.exited).to.equal(0);
    expect(second.output()).to.equal('Database is up to date.\n');
  });

  it('the web process, stopped while a request waits on its job, answers 202 with the job and exits cleanly', async () => {
    const port = await freePort();
    // A queue no worker serves, and a wait far longer than the grace period.
    const web = run('dist/src/server.js', { PORT: String(port), HOST: '127.0.0.1', QUEUE_PREFIX: `leadbase-test-${process.pid}-nobody`, SYNC_TIMEOUT_MS: '60000' });
    await waitFor(web, /API listening/);
    const ws = await makeWorkspace();
    const pending = fetch(`http://127.0.0.1:${port}/api/v1/email/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    await new Promise((r) => setTimeout(r, 500));
    web.child.kill('SIGTERM');
    const response = await pending;
    expect(response.status).to.equal(202);
    expect(((await response.json()) as { statusUrl: string }).statusUrl).to.match(/^\/api\/v1\/jobs\//);
    expect(await web.exited).to.equal(0);
  });

  it('the worker process starts and stops cleanly on SIGTERM', async () => {
    const worker = run('dist/workers/index.js', {});
    await waitFor(worker, /worker started/);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).to.equal(0);
  });

  it('refuses to start with bad configuration, listing each problem', async () => {
    const web = run('dist/src/server.js', { PORT: 'eighty', DATABASE_URL: 'http://db' });
    expect(await web.exited).to.equal(78);
    expect(web.output()).to.contain('Invalid configuration:\n  - DATABASE_URL must start with postgres:// or postgresql:// (got http://)\n  - PORT must be a whole number');
  });
});
