import pg from 'pg';

/**
 * Creates the database named in `databaseUrl` when it does not exist, connecting to the server's
 * `postgres` maintenance database. Only the local quick start (`npm start`) uses this; `npm run migrate`
 * and production expect the database to be provisioned. Returns whether it created one.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}
