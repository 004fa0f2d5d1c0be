import type pg from 'pg';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createPgPool } from './db/pg-pool.js';
import { initOrm, type Orm } from './db/orm.js';
import { createApiCaches, type ApiCaches } from './domain/api-caches.js';
import { QueueClient } from './jobs/queue-client.js';
import { createLogger, type Logger } from './logger.js';

export interface Runtime {
  config: Readonly<Config>;
  log: Logger;
  orm: Orm;
  pool: pg.Pool;
  queues: QueueClient;
  /** API keys and table lists, kept in memory while the database announces their changes (web processes). */
  caches?: ApiCaches;
}

export interface BootOptions {
  /** Runs after configuration is loaded and before anything connects to the database. */
  beforeConnect?: (config: Readonly<Config>, log: Logger) => Promise<void>;
  /** Serves the API: keeps API keys and table lists in memory (one listening connection); workers and the CLI do not. */
  servesApi?: boolean;
}

/** Shared start-up of every process type: configuration, logger, ORM, raw pool. */
export async function boot({ beforeConnect, servesApi = false }: BootOptions = {}): Promise<Runtime> {
  let config: Readonly<Config>;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  const log = createLogger(config.logLevel);
  if (beforeConnect) await orExit(log, 'preparing the database', beforeConnect(config, log));
  const orm = await orExit(log, 'connecting to PostgreSQL', initOrm(config.databaseUrl));
  const pool = createPgPool(config.databaseUrl, log);
  return { config, log, orm, pool, queues: new QueueClient(config, log), ...(servesApi && { caches: createApiCaches(config.databaseUrl, log) }) };
}

export async function closeRuntime({ orm, pool, queues, caches }: Runtime): Promise<void> {
  await Promise.allSettled([orm.close(), pool.end(), queues.close(), caches?.feed.close()]);
}

/** Awaits a start-up step; if it fails, logs why as one JSON line and exits 1 (no raw stack on the console). */
export async function orExit<T>(log: Logger, what: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (err) {
    log.fatal({ err }, `${what} failed`);
    process.exit(1);
  }
}

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs `stop` once on SIGTERM/SIGINT; if it has not finished within the grace period the process
 * exits anyway, so an orchestrator's restart is never blocked by a stuck connection.
 */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
