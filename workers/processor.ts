import type pg from 'pg';

/** What every processor gets from the worker process. */
export interface ProcessorDeps {
  pool: pg.Pool;
}
