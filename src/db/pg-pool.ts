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
  // Without a listener, a client's error (e.g. Postgres restarting) would crash the process: the pool
  // listens only while a client is idle, so each client also gets one of its own for while it is
  // checked out. The query in flight fails on its own and the pool drops the broken client.
  pool.on('error', (err) => log.warn({ err }, 'idle Postgres client failed; it will be replaced'));
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'Postgres connection failed during a query')));
  return pool;
}
