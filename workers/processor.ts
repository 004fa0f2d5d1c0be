import type pg from 'pg';
import type { Logger } from '../src/logger.js';

/** What every processor gets from the worker process. */
export interface ProcessorDeps {
  pool: pg.Pool;
  log: Logger;
}
