import type pg from 'pg';
import type { Config } from '../src/config.js';
import { archivedTablesDue, purgeJobResults, purgeTableBatch } from '../src/db/repositories/retention.repository.js';
import { inTransaction } from '../src/db/transaction.js';
import { runPeriodically } from '../src/lib/periodic.js';
import type { Logger } from '../src/logger.js';

/** Leads deleted per transaction: each holds its table's row and those leads for a moment only, never other tables'. */
const LEAD_BATCH = 5_000;
/** Jobs purged per statement. */
const JOB_BATCH = 1_000;
/** Archived tables one sweep looks at, at most; the next sweep carries on. */
const TABLES_PER_SWEEP = 100;

export interface SweepOptions {
  /** The retention: rows archived (tables) or finished (jobs) at least this many days ago are purged. */
  days: number;
  /** Aborted when the worker stops: the sweep ends after the batch in flight, the rest left to the next one. */
  signal?: AbortSignal;
}

/** What a sweep did to one archived table. */
export interface PurgedTable {
  tableId: number;
  workspaceId: number;
  /** Leads deleted. */
  leads: number;
  /** False when the purge stopped before the table's row went: restored meanwhile, another sweep took over, or the worker stopped. */
  complete: boolean;
}

export interface TableSweepResult {
  purged: PurgedTable[];
  /** Tables whose purge failed this time (Postgres down, a statement timed out); the next sweep tries again. */
  failed: { tableId: number; err: Error }[];
}

/**
 * Purges the tables archived at least `days` days ago, each batch by batch, its leads first and then its row.
 * Every batch re-checks the table is still archived long enough, so a table restored meanwhile keeps what
 * is left of it.
 */
export async function sweepArchivedTables(pool: pg.Pool, { days, signal }: SweepOptions): Promise<TableSweepResult> {
  const result: TableSweepResult = { purged: [], failed: [] };
  for (const tableId of await archivedTablesDue(pool, { days, limit: TABLES_PER_SWEEP })) {
    if (signal?.aborted) break;
    try {
      const purged = await purgeTable(pool, tableId, { days, signal });
      if (purged) result.purged.push(purged);
    } catch (err) {
      result.failed.push({ tableId, err: err as Error });
    }
  }
  return result;
}

/** One table's purge, a transaction per batch; null when not one batch ran (restored, or another sweep holds it). */
async function purgeTable(pool: pg.Pool, tableId: number, { days, signal }: SweepOptions): Promise<PurgedTable | null> {
  let leads = 0;
  let workspaceId: number | undefined;
  while (!signal?.aborted) {
    const batch = await inTransaction(pool, (tx) => purgeTableBatch(tx, tableId, { days, batch: LEAD_BATCH }));
    if (!batch) break;
    ({ workspaceId } = batch);
    leads += batch.leads;
    if (batch.tableDeleted) return { tableId, workspaceId, leads, complete: true };
  }
  return workspaceId === undefined ? null : { tableId, workspaceId, leads, complete: false };
}

/**
 * Deletes the results and errors of jobs finished at least `days` days ago, a batch per statement, keeping
 * the rows with their credits; returns how many were purged. Jobs another sweep holds are left to it.
 */
export async function sweepJobResults(pool: pg.Pool, { days, signal }: SweepOptions): Promise<number> {
  let total = 0;
  let purged: number;
  do {
    purged = await purgeJobResults(pool, { days, batch: JOB_BATCH });
    total += purged;
  } while (purged === JOB_BATCH && !signal?.aborted);
  return total;
}

type RetentionConfig = Pick<Config, 'tableRetentionDays' | 'jobRetentionDays' | 'retentionSweepIntervalMs'>;

/** Both sweeps, one after the other, each logging what it purged; a failure is logged and left to the next run. */
async function sweepRetention({ pool, log }: { pool: pg.Pool; log: Logger }, config: RetentionConfig, signal: AbortSignal): Promise<void> {
  try {
    const { purged, failed } = await sweepArchivedTables(pool, { days: config.tableRetentionDays, signal });
    if (purged.length) log.info({ tables: purged, retentionDays: config.tableRetentionDays }, 'retention sweep purged archived tables and their leads');
    if (failed.length)
      log.warn({ failed: failed.length, tableId: failed[0].tableId, err: failed[0].err }, 'retention sweep could not purge every archived table; the next sweep tries again');
  } catch (err) {
    log.warn({ err }, 'retention sweep of archived tables failed; the next sweep tries again');
  }
  try {
    const jobs = await sweepJobResults(pool, { days: config.jobRetentionDays, signal });
    if (jobs) log.info({ jobs, retentionDays: config.jobRetentionDays }, "retention sweep deleted old jobs' results and errors; their credits are kept");
  } catch (err) {
    log.warn({ err }, "retention sweep of jobs' results failed; the next sweep tries again");
  }
}

/**
 * Runs the retention sweeps every RETENTION_SWEEP_INTERVAL_MS, give or take a quarter, in every worker
 * process (the sweeps share the work safely). Returns stop(), which ends a sweep in progress after its batch.
 */
export function startRetentionSweeper(deps: { pool: pg.Pool; log: Logger }, config: RetentionConfig): () => Promise<void> {
  const stopping = new AbortController();
  const stop = runPeriodically(config.retentionSweepIntervalMs, () => sweepRetention(deps, config, stopping.signal));
  return async () => {
    stopping.abort();
    await stop();
  };
}
