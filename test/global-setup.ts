import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';

/**
 * Once per run: a fresh test database, migrated exactly as production is. Child processes started
 * by tests (CLI, npm start) inherit DATABASE_URL, so everything talks to this database.
 */
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DB = process.env.TEST_DATABASE_NAME ?? 'leadbase_test';
process.env.DATABASE_URL = databaseUrl(TEST_DB);
process.env.LOG_LEVEL ??= 'silent';
// Queues of this run only, in the shared Redis.
process.env.QUEUE_PREFIX ??= `leadbase-test-${process.pid}`;
// Probing identity for the email tests; the probes only ever reach the tests' own loopback servers.
process.env.VERIFY_MAIL_FROM ??= 'probe@leadbase.test';
process.env.VERIFY_HELO_HOST ??= 'probe.leadbase.test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the database if it exists; returns its URL. */
export async function dropDatabase(name: string): Promise<string> {
  await admin(`drop database if exists "${name}" with (force)`);
  return databaseUrl(name);
}

/** A new empty database; returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await admin(`create database "${name}"`);
  return databaseUrl(name);
}

export async function mochaGlobalSetup(): Promise<void> {
  await recreateDatabase(TEST_DB);
  const orm = await initOrm(process.env.DATABASE_URL!);
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
}
