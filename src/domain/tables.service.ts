import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { AnnouncedCache, type AnnouncedCacheLimits, type ChangeFeed } from '../db/change-feed.js';
import { LeadTableSchema, type LeadTable } from '../db/entities/lead-table.entity.js';
import { WorkspaceSchema } from '../db/entities/workspace.entity.js';
import { archiveTable as archiveTableRow, listTableRows, restoreTable as restoreTableRow, type TableRow } from '../db/repositories/tables.repository.js';
import { CUSTOM_FIELD_PREFIX, MAX_CUSTOM_FIELDS_PER_TABLE, STANDARD_FIELDS, STANDARD_FIELD_IDS } from '../lib/lead-fields.js';
import { badRequest, HttpError, tableArchived, tableNotFound } from '../lib/errors.js';
import { newCustomFieldId } from './field-slug.js';

export interface FieldDefinition {
  id: string;
  label: string;
  hidden: boolean;
}

export interface TableView {
  id: number;
  name: string;
  leadCount: number;
  fields: FieldDefinition[];
  createdAt: string;
  updatedAt: string;
}

/** A `fields[]` entry of PATCH /tables/{id}: with an id it edits that field, without one it adds a custom field. */
export interface FieldChange {
  id?: string;
  label?: string;
  hidden?: boolean;
}

function fieldDefinitions(table: Pick<LeadTable, 'standardFields' | 'customFields'>): FieldDefinition[] {
  const standard = STANDARD_FIELDS.map(({ id, label }) => ({
    id,
    label: table.standardFields[id]?.label ?? label,
    hidden: table.standardFields[id]?.hidden ?? false,
  }));
  return [...standard, ...table.customFields.map(({ id, label, hidden }) => ({ id, label, hidden }))];
}

export const presentTable = (table: Omit<TableRow, 'archivedAt'>): TableView => ({
  id: table.id,
  name: table.name,
  leadCount: table.leadCount,
  fields: fieldDefinitions(table),
  createdAt: table.createdAt.toISOString(),
  updatedAt: table.updatedAt.toISOString(),
});

export async function listTables(pool: pg.Pool, workspaceId: number): Promise<TableView[]> {
  return (await listTableRows(pool, workspaceId)).map(presentTable);
}

/** An archived table: when it was archived, and when the retention sweep purges it. */
export interface ArchivedTableView extends TableView {
  archivedAt: string;
  purgeAt: string;
}

const DAY_MS = 86_400_000;

const purgeAt = (archivedAt: Date, retentionDays: number) => new Date(archivedAt.getTime() + retentionDays * DAY_MS).toISOString();

/** GET /tables?archived=true: the workspace's archived tables, oldest first, with when each will be purged. */
export async function listArchivedTables(pool: pg.Pool, workspaceId: number, retentionDays: number): Promise<ArchivedTableView[]> {
  return (await listTableRows(pool, workspaceId, true)).map((row) => ({
    ...presentTable(row),
    archivedAt: row.archivedAt!.toISOString(),
    purgeAt: purgeAt(row.archivedAt!, retentionDays),
  }));
}

/** DELETE /tables/{id}: archives the table (again: no change) and says when it will be purged. Waits for writes of leads into it to finish. */
export async function archiveTable(pool: pg.Pool, workspaceId: number, tableId: number, retentionDays: number): Promise<{ purgeAt: string }> {
  const archivedAt = await archiveTableRow(pool, workspaceId, tableId);
  if (!archivedAt) throw tableNotFound(tableId);
  return { purgeAt: purgeAt(archivedAt, retentionDays) };
}

/** POST /tables/{id}/restore: the table active again, as GET /tables shows it — until its retention is over. */
export async function restoreTable(pool: pg.Pool, workspaceId: number, tableId: number, retentionDays: number): Promise<TableView> {
  const row = await restoreTableRow(pool, workspaceId, tableId, retentionDays);
  if (!row) throw tableNotFound(tableId);
  if (row === 'purging')
    throw new HttpError(410, `Lead table ${tableId} was archived more than ${retentionDays} days ago (TABLE_RETENTION_DAYS) and is being deleted; it cannot be restored`);
  return presentTable(row);
}

/** Announced with the workspace's id by a trigger on every change to one of its tables, lead counts included (migration …233000). */
const TABLES_CHANNEL = 'leadbase_lead_table';
/** Lists are weighed by their JSON (~1 KB a table, ~12 KB with 200 custom fields): 32 MB of them at most, none over 320 KB. */
const LIST_LIMITS: AnnouncedCacheLimits<string> = { capacity: 32 * 2 ** 20, weigh: (json) => json.length, maxAgeMs: 5 * 60_000 };

/** Each workspace's GET /tables body, served from memory while the database announces table changes. */
export type TableListCache = AnnouncedCache<string>;
export const createTableListCache = (feed: ChangeFeed): TableListCache => new AnnouncedCache(feed, TABLES_CHANNEL, LIST_LIMITS);

/**
 * GET /tables, on every client's polling path: the body from memory, else one indexed read through the
 * pg pool (lead counts are stored). Returns the `{"tables": […]}` body as JSON text.
 */
export async function listTablesJson(pool: pg.Pool, cache: TableListCache, workspaceId: number): Promise<string> {
  return (await cache.through(String(workspaceId), async () => JSON.stringify({ tables: await listTables(pool, workspaceId) })))!;
}

export async function createTable(em: EntityManager, workspaceId: number, name: string): Promise<TableView> {
  const now = new Date();
  const table = em.create(LeadTableSchema, {
    workspace: em.getReference(WorkspaceSchema, workspaceId),
    name,
    isDefault: false,
    standardFields: {},
    customFields: [],
    leadCount: 0,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return presentTable(table);
}

export async function updateTableFields(em: EntityManager, workspaceId: number, tableId: number, changes: FieldChange[]): Promise<TableView> {
  const table = await em.transactional(async (tx) => {
    // Row lock: two concurrent PATCHes adding "Budget" must get custom_budget and custom_budget_2.
    const table = await tx.findOne(LeadTableSchema, { id: tableId, workspace: workspaceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!table) throw tableNotFound(tableId);
    if (table.archivedAt) throw tableArchived(tableId);
    applyFieldChanges(table, changes);
    table.updatedAt = new Date();
    return table;
  });
  return presentTable(table);
}

function applyFieldChanges(table: LeadTable, changes: FieldChange[]): void {
  const standardFields = structuredClone(table.standardFields);
  const customFields = structuredClone(table.customFields);
  const taken = new Set(customFields.map((f) => f.id));

  changes.forEach((change, i) => {
    const { label } = change;
    if (change.id === undefined) {
      if (!label) throw badRequest(`fields[${i}] has no id, so it adds a custom field and needs a label`);
      if (customFields.length >= MAX_CUSTOM_FIELDS_PER_TABLE) {
        throw badRequest(`A table can have at most ${MAX_CUSTOM_FIELDS_PER_TABLE} custom fields; hide unused ones instead`);
      }
      const id = newCustomFieldId(label, taken);
      taken.add(id);
      customFields.push({ id, label, hidden: change.hidden ?? false });
      return;
    }

    const settings = { ...(label !== undefined && { label }), ...(change.hidden !== undefined && { hidden: change.hidden }) };
    if (STANDARD_FIELD_IDS.has(change.id)) {
      standardFields[change.id] = { ...standardFields[change.id], ...settings };
      return;
    }
    const custom = customFields.find((f) => f.id === change.id);
    if (custom) {
      Object.assign(custom, settings);
      return;
    }
    throw badRequest(
      change.id.startsWith(CUSTOM_FIELD_PREFIX)
        ? `fields[${i}].id "${change.id}" is not a custom field of table ${table.id}; leave out id to add a new custom field`
        : `fields[${i}].id "${change.id}" is not a field id; standard fields are ${[...STANDARD_FIELD_IDS].join(', ')} and custom field ids start with "${CUSTOM_FIELD_PREFIX}"`,
    );
  });

  table.standardFields = standardFields;
  table.customFields = customFields;
}
