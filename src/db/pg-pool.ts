import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * A plain `pg` pool for the two lead hot paths that the ORM cannot serve well:
 * the set-based bulk upsert (typed array parameters) and cursor-streamed listing.
 */
const POOL_SIZE = 10;

export function createPgPool(databaseUrl: string, log: Logger): pg.Pool {
  // A request never waits more than 10 s for a connection: it fails (and says so) instead of hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // Without a listener, an idle client's error (e.g. Postgres restarting) would crash the process.
  pool.on('error', (err) => log.warn({ err }, 'idle Postgres client failed; it will be replaced'));
  return pool;
}
