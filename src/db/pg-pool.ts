import pg from 'pg';
import type { Logger } from '../logger.js';
import { CONNECTION_WAIT_MS, IDLE_CONNECTION_MS, POOL_CONNECTIONS } from './connection-budget.js';

/**
 * The plain `pg` pool the repositories query through: typed array parameters make the set-based bulk
 * upsert possible, and cursors stream listings (see connection-budget.ts for its share).
 */
/**
 * Planner settings of this service's sessions (bench:filters measured why). Its statements are short, and
 * answer a page: a parallel plan's workers cost more to start than such a statement takes (and an estimate
 * that undercounts matches makes the planner reach for them). Its data is read from memory or SSD, where an
 * index walked in order costs little more per row than a bitmap; at the default random_page_cost of 4 the
 * planner builds a 90 000-row trigram bitmap rather than walk 546 rows of one status in order.
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1';

export function createPgPool(databaseUrl: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_CONNECTIONS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    options: SESSION_SETTINGS,
  });
  // Without a listener, a client's error (e.g. Postgres restarting) would crash the process: the pool
  // listens only while a client is idle, so each client also gets one of its own for while it is
  // checked out. The query in flight fails on its own and the pool drops the broken client.
  pool.on('error', (err) => log.warn({ err }, 'idle Postgres client failed; it will be replaced'));
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'Postgres connection failed during a query')));
  return pool;
}
