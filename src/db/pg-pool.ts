import pg from 'pg';
import type { Logger } from '../logger.js';
import { CONNECTION_WAIT_MS, IDLE_CONNECTION_MS, POOL_CONNECTIONS } from './connection-budget.js';

/**
 * The plain `pg` pool the repositories query through: typed array parameters make the set-based bulk
 * upsert possible, and cursors stream listings (see connection-budget.ts for its share).
 */
export function createPgPool(databaseUrl: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_CONNECTIONS, idleTimeoutMillis: IDLE_CONNECTION_MS, connectionTimeoutMillis: CONNECTION_WAIT_MS });
  // Without a listener, a client's error (e.g. Postgres restarting) would crash the process: the pool
  // listens only while a client is idle, so each client also gets one of its own for while it is
  // checked out. The query in flight fails on its own and the pool drops the broken client.
  pool.on('error', (err) => log.warn({ err }, 'idle Postgres client failed; it will be replaced'));
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'Postgres connection failed during a query')));
  return pool;
}
