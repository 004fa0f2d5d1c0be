import { ConfigError, loadConfig } from './config.js';
import { initOrm, migrate } from './db/orm.js';

// `npm run migrate` and the Procfile's release phase: apply migrations to DATABASE_URL, nothing else.
try {
  const orm = await initOrm(loadConfig().databaseUrl);
  try {
    const applied = await migrate(orm);
    process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database is up to date.\n');
  } finally {
    await orm.close();
  }
} catch (err) {
  const message = err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = err instanceof ConfigError ? 78 : 1;
}
