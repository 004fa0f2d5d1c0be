import type { RouterContext } from '@koa/router';
import type pg from 'pg';
import type { Config } from '../../config.js';
import type { QueueClient } from '../../jobs/queue-client.js';
import type { AppState } from '../context.js';

/** What the console needs of the process: the pg pool, Redis (sign-in throttling, the flash) and configuration. */
export interface ConsoleDeps {
  config: Pick<Config, 'publicUrl' | 'sessionIdleHours' | 'queuePrefix' | 'defaultMonthlyCredits'>;
  pool: pg.Pool;
  queues: Pick<QueueClient, 'redis'>;
}

export type ConsoleContext = RouterContext<AppState>;
