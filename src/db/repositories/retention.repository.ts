import type { Sql } from '../transaction.js';

/**
 * The SQL of the retention sweeps (workers/retention.ts): archived tables purged with their leads, and job
 * results deleted, each in short batches so that no statement holds locks for long. Every statement re-checks
 * what makes its rows due and skips rows another transaction holds, so any number of worker processes may
 * sweep at once.
 */

/** Tables archived at least `days` days ago, longest archived first (the partial `archived_at` index). */
export async function archivedTablesDue(db: Sql, { days, limit }: { days: number; limit: number }): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`select id from lead_table where archived_at <= now() - make_interval(days => $1) order by archived_at, id limit $2`, [
    days,
    limit,
  ]);
  return rows.map((row) => row.id);
}

/** What one batch of a table's purge did. */
export interface TablePurgeBatch {
  workspaceId: number;
  /** Leads deleted by this batch. */
  leads: number;
  /** True when the batch found no more than `batch` leads left and deleted the table's row too. */
  tableDeleted: boolean;
}

/**
 * One batch of a table's purge, in the caller's transaction: locks the table's row while it is still archived
 * at least `days` days ago, deletes up to `batch` of its leads, and keeps its lead count exact; once fewer
 * than `batch` were left, deletes the row itself (nothing else references it; its last leads are gone). Null
 * when the table is not due any more (restored, or purged already) or another transaction holds its row — a
 * restore in progress or another sweep's batch: the restore wins, and another sweep carries on.
 */
export async function purgeTableBatch(tx: Sql, tableId: number, { days, batch }: { days: number; batch: number }): Promise<TablePurgeBatch | null> {
  const locked = await tx.query<{ workspaceId: number }>(
    `select workspace_id as "workspaceId" from lead_table
     where id = $1 and archived_at <= now() - make_interval(days => $2)
     for no key update skip locked`,
    [tableId, days],
  );
  if (!locked.rows[0]) return null;
  const { workspaceId } = locked.rows[0];
  const { rowCount } = await tx.query('delete from lead where id in (select id from lead where table_id = $1 limit $2)', [tableId, batch]);
  const leads = rowCount ?? 0;
  if (leads < batch) {
    await tx.query('delete from lead_table where id = $1', [tableId]);
    return { workspaceId, leads, tableDeleted: true };
  }
  await tx.query('update lead_table set lead_count = lead_count - $2 where id = $1', [tableId, leads]);
  return { workspaceId, leads, tableDeleted: false };
}

/**
 * Deletes the result and error of up to `batch` jobs finished at least `days` days ago and not purged yet,
 * marking them purged; their state, times and credits stay. One statement: jobs another transaction holds
 * are left to the next batch. Returns how many were purged.
 */
export async function purgeJobResults(db: Sql, { days, batch }: { days: number; batch: number }): Promise<number> {
  const { rowCount } = await db.query(
    `update job set result = null, error = null, purged_at = now()
     where id in (
       select id from job
       where purged_at is null and finished_at <= now() - make_interval(days => $1)
       order by finished_at
       limit $2
       for no key update skip locked)`,
    [days, batch],
  );
  return rowCount ?? 0;
}
