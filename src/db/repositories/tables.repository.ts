import { tableArchived, tableNotFound } from '../../lib/errors.js';
import type { Sql } from '../transaction.js';

/** The SQL of lead tables used inside lead transactions (imports, discovery); table definitions are edited as entities. */

export interface TableRef {
  id: number;
  name: string;
}

/** The workspace's default table, created on first use; the partial unique index makes racing first uses agree. */
export async function defaultTableId(tx: Sql, workspaceId: number, name: string): Promise<number> {
  const created = await tx.query<{ id: number }>(
    `insert into lead_table (workspace_id, name, is_default) values ($1, $2, true)
     on conflict (workspace_id) where is_default do nothing returning id`,
    [workspaceId, name],
  );
  if (created.rowCount) return created.rows[0].id;
  // It existed, or a racing import just committed it: a new statement's snapshot sees it.
  const existing = await tx.query<{ id: number }>('select id from lead_table where workspace_id = $1 and is_default', [workspaceId]);
  return existing.rows[0].id;
}

export async function insertTable(tx: Sql, workspaceId: number, name: string): Promise<TableRef> {
  const { rows } = await tx.query<TableRef>('insert into lead_table (workspace_id, name) values ($1, $2) returning id, name', [workspaceId, name]);
  return rows[0];
}

/**
 * The workspace's table, locked until the transaction ends — its fields cannot change under a write
 * of leads, and writes of leads into one table take turns, so its stored lead count stays exact —
 * with the ids of its custom fields; null when the workspace has no such table. An archived table
 * takes no writes: a 404 that says how to restore it.
 */
export async function lockTableForWrite(tx: Sql, workspaceId: number, tableId: number): Promise<(TableRef & { customFieldIds: Set<string>; leadCount: number }) | null> {
  const { rows } = await tx.query<TableRef & { custom_fields: { id: string }[]; lead_count: number; archived: boolean }>(
    'select id, name, custom_fields, lead_count, archived_at is not null as archived from lead_table where id = $1 and workspace_id = $2 for no key update',
    [tableId, workspaceId],
  );
  const row = rows[0];
  if (row?.archived) throw tableArchived(tableId);
  return row ? { id: row.id, name: row.name, customFieldIds: new Set(row.custom_fields.map((f) => f.id)), leadCount: row.lead_count } : null;
}

/** Throws the 404 of a table the workspace does not have, or has archived. */
export async function assertActiveTable(db: Sql, workspaceId: number, tableId: number): Promise<void> {
  const { rows } = await db.query<{ archived: boolean }>('select archived_at is not null as archived from lead_table where id = $1 and workspace_id = $2', [tableId, workspaceId]);
  if (!rows[0]) throw tableNotFound(tableId);
  if (rows[0].archived) throw tableArchived(tableId);
}

/** Counts leads a transaction inserted into the table it holds locked (lockTableForWrite or insertTable). */
export async function addToLeadCount(tx: Sql, tableId: number, inserted: number): Promise<void> {
  if (inserted) await tx.query('update lead_table set lead_count = lead_count + $2 where id = $1', [tableId, inserted]);
}

export interface TableRow {
  id: number;
  name: string;
  standardFields: Record<string, { label?: string; hidden?: boolean }>;
  customFields: { id: string; label: string; hidden: boolean }[];
  leadCount: number;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}

const TABLE_ROW = `id, name, standard_fields as "standardFields", custom_fields as "customFields", lead_count as "leadCount",
  created_at as "createdAt", updated_at as "updatedAt", archived_at as "archivedAt"`;

/** The workspace's active tables (or its archived ones), oldest first, with their stored lead counts: one indexed read. */
export async function listTableRows(db: Sql, workspaceId: number, archived = false): Promise<TableRow[]> {
  const { rows } = await db.query<TableRow>(`select ${TABLE_ROW} from lead_table where workspace_id = $1 and archived_at is ${archived ? 'not null' : 'null'} order by id`, [
    workspaceId,
  ]);
  return rows;
}

/**
 * Archives the workspace's table (its leads stay, out of every listing, until the purge); returns when it was
 * archived (now or before), null when the workspace has no such table. An archived table is nobody's default:
 * the next single lead without tableId makes a new one.
 */
export async function archiveTable(db: Sql, workspaceId: number, tableId: number): Promise<Date | null> {
  const { rows } = await db.query<{ archivedAt: Date }>(
    `update lead_table set archived_at = coalesce(archived_at, now()), is_default = false where id = $1 and workspace_id = $2 returning archived_at as "archivedAt"`,
    [tableId, workspaceId],
  );
  return rows[0]?.archivedAt ?? null;
}

/**
 * Makes the workspace's table active again, unless it was archived more than `retentionDays` ago (the
 * retention sweep may have purged some of its leads already): `purging` then; null when the workspace
 * has no such table. An active table is returned as it is.
 */
export async function restoreTable(db: Sql, workspaceId: number, tableId: number, retentionDays: number): Promise<TableRow | 'purging' | null> {
  const { rows } = await db.query<TableRow>(
    `update lead_table set archived_at = null
     where id = $1 and workspace_id = $2 and (archived_at is null or archived_at > now() - make_interval(days => $3))
     returning ${TABLE_ROW}`,
    [tableId, workspaceId, retentionDays],
  );
  if (rows[0]) return rows[0];
  const { rowCount } = await db.query('select 1 from lead_table where id = $1 and workspace_id = $2', [tableId, workspaceId]);
  return rowCount ? 'purging' : null;
}
