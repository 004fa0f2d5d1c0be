import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';

/**
 * Once per run: a fresh test database, migrated exactly as production is. Child processes started
 * by tests (CLI, npm start) inherit DATABASE_URL, so everything talks to this database.
 */
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DB = process.env.TEST_DATABASE_NAME ?? 'leadbase_test';
const testUrl = new URL(adminUrl);
testUrl.pathname = `/${TEST_DB}`;
process.env.DATABASE_URL = testUrl.href;
process.env.LOG_LEVEL ??= 'silent';

export async function recreateDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
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
