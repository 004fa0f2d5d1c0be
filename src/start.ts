import type { AddressInfo } from 'node:net';
import { startWorkers } from '../workers/index.js';
import { boot, closeRuntime, onShutdown, orExit } from './bootstrap.js';
import { ensureDatabase } from './db/ensure-database.js';
import { migrate } from './db/orm.js';
import { createDemoWorkspaceIfEmpty, DEMO_ADMIN_EMAIL } from './domain/workspaces.service.js';
import { closeServer, listen } from './server.js';

// `npm start`: the local quick start — migrate, make sure there is a key to try, run API and workers in one process.
const runtime = await boot({
  servesApi: true,
  beforeConnect: async (config, log) => {
    if (await ensureDatabase(config.databaseUrl)) log.info('created the database named in DATABASE_URL');
  },
});
const applied = await orExit(runtime.log, 'migration', migrate(runtime.orm));
if (applied.length) runtime.log.info({ applied }, 'migrations applied');

// The key and the invite are printed as soon as they exist, so no later start-up failure can lose them.
// Human-facing text goes to stderr; stdout carries only JSON log lines.
const demo = await createDemoWorkspaceIfEmpty(runtime.orm.em.fork(), runtime.pool, runtime.config.publicUrl);
if (demo) {
  process.stderr.write(
    `\nCreated workspace "Demo" (id ${demo.workspace.id}). Its API key, shown only this once:\n\n  ${demo.apiKey}\n\n` +
      `Open this link to set up the workspace's first admin:\n\n  ${demo.invite.url}\n\n` +
      `It works once, until ${demo.invite.expiresAt.toISOString()}; the admin it sets up signs in as ${DEMO_ADMIN_EMAIL}.\n\n`,
  );
}
const server = await orExit(runtime.log, 'listening', listen(runtime));
const stopWorkers = await startWorkers(runtime);
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
process.stderr.write(
  demo
    ? `Try: curl -H "Authorization: Bearer ${demo.apiKey}" ${base}/api/v1/tables\n\n`
    : `\nLeadbase is listening on ${base}. Need a key? npm run --silent cli -- key create --workspace <id>` + ` (or: npm run --silent cli -- workspace create --name <name>)\n\n`,
);

onShutdown(runtime.log, async () => {
  await runtime.queues.close(); // waiting requests answer 202 at once (see server.ts)
  await closeServer(server);
  await stopWorkers();
  await closeRuntime(runtime);
});
