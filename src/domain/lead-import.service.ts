import type pg from 'pg';
import { badRequest, tableNotFound } from './errors.js';
import { DEFAULT_LEAD_STATUS, LEAD_TEXT_INPUTS, type LeadStatus } from './lead-fields.js';

export interface LeadInput {
  email: string;
  tableId?: number;
  firstName?: string;
  lastName?: string;
  name?: string;
  company?: string;
  role?: string;
  website?: string;
  linkedin?: string;
  phone?: string;
  address?: string;
  rating?: number;
  status?: LeadStatus;
  customFields?: Record<string, string>;
}

/** Either form of POST /api/v1/leads. */
export type ImportRequest = LeadInput | { tableId: number; leads: LeadInput[] };

/** Where single leads sent without `tableId` go; created on first use. */
export const DEFAULT_TABLE_NAME = 'Leads';

export interface ImportResult {
  /** Leads created plus leads updated (the spec's count). */
  imported: number;
  created: number;
  updated: number;
}

/** One lead to write, after merging duplicates. `undefined` = leave alone, `null` = clear. */
interface LeadRow {
  email: string;
  text: Record<string, string | null | undefined>;
  rating: number | undefined;
  status: LeadStatus | undefined;
  customFields: Record<string, string | null> | undefined;
}

const TEXT_COLUMNS = LEAD_TEXT_INPUTS.map((f) => f.column);

const normalizeEmail = (email: string) => email.toLowerCase();

/** Request strings arrive trimmed; an empty one means "clear this field". */
const cleanText = (value: string) => value || null;

/**
 * Folds the batch into one row per email, as if the entries were imported one after another:
 * for each field the last entry that sets it wins, and custom fields merge by key.
 */
function mergeByEmail(leads: LeadInput[]): LeadRow[] {
  const rows = new Map<string, LeadRow>();
  for (const lead of leads) {
    const email = normalizeEmail(lead.email);
    const row = rows.get(email) ?? { email, text: {}, rating: undefined, status: undefined, customFields: undefined };
    for (const field of LEAD_TEXT_INPUTS) {
      const value = lead[field.id as keyof LeadInput];
      if (typeof value === 'string') row.text[field.column] = cleanText(value);
    }
    if (lead.rating !== undefined) row.rating = lead.rating;
    if (lead.status !== undefined) row.status = lead.status;
    if (lead.customFields) {
      row.customFields ??= {};
      for (const [key, value] of Object.entries(lead.customFields)) row.customFields[key] = cleanText(value);
    }
    rows.set(email, row);
  }
  // One order for every import, so concurrent imports of overlapping emails take row locks alike.
  return [...rows.values()].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

function checkCustomFieldKeys(leads: LeadInput[], tableId: number, customFieldIds: Set<string>, single: boolean): void {
  leads.forEach((lead, i) => {
    for (const key of Object.keys(lead.customFields ?? {})) {
      if (!customFieldIds.has(key)) {
        const where = single ? 'customFields' : `leads[${i}].customFields`;
        throw badRequest(
          `${where}: "${key}" is not a custom field of table ${tableId}; add it with PATCH /api/v1/tables/${tableId} first`,
        );
      }
    }
  });
}

/** The input as one typed array per column, for `unnest` (a handful of parameters, whatever the batch size). */
function columnArrays(rows: LeadRow[]): unknown[] {
  return [
    rows.map((r) => r.email),
    ...TEXT_COLUMNS.map((column) => rows.map((r) => r.text[column] ?? null)),
    // Absent and cleared text differ: flags say which columns each row sets.
    ...TEXT_COLUMNS.map((column) => rows.map((r) => column in r.text)),
    rows.map((r) => r.rating ?? null),
    rows.map((r) => r.status ?? null),
    rows.map((r) => (r.customFields ? JSON.stringify(r.customFields) : null)),
  ];
}

/** The unnest input's columns, as [name, SQL type], in the order columnArrays gives them. */
const INPUT_COLUMNS: [string, string][] = [
  ['email', 'text'],
  ...TEXT_COLUMNS.map((c): [string, string] => [c, 'text']),
  ...TEXT_COLUMNS.map((c): [string, string] => [`set_${c}`, 'boolean']),
  ['rating', 'float8'],
  ['status', 'text'],
  ['custom', 'jsonb'],
];
const unnestInput = (firstParam: number) =>
  `unnest(${INPUT_COLUMNS.map(([, type], i) => `$${firstParam + i}::${type}[]`).join(', ')})
   as i(${INPUT_COLUMNS.map(([name]) => name).join(', ')})`;

// New leads: everything absent is empty; status defaults to `new`.
const INSERT_SQL = `
  insert into lead (workspace_id, table_id, email, ${TEXT_COLUMNS.join(', ')}, rating, status, custom_fields)
  select $1, $2, i.email, ${TEXT_COLUMNS.map((c) => `i.${c}`).join(', ')}, i.rating,
         coalesce(i.status, '${DEFAULT_LEAD_STATUS}'), jsonb_strip_nulls(coalesce(i.custom, '{}'))
  from ${unnestInput(3)}
  on conflict (table_id, lower(email)) do nothing
  returning email`;

// Existing leads: only what the input sets changes, and updated_at moves only when something did.
const UPDATE_ASSIGNMENTS = [
  ...TEXT_COLUMNS.map((c) => [c, `case when i.set_${c} then i.${c} else l.${c} end`]),
  ['rating', 'coalesce(i.rating, l.rating)'],
  ['status', 'coalesce(i.status, l.status)'],
  ['custom_fields', 'jsonb_strip_nulls(l.custom_fields || coalesce(i.custom, \'{}\'))'],
];
const UPDATE_SQL = `
  update lead l set
    ${UPDATE_ASSIGNMENTS.map(([c, v]) => `${c} = ${v}`).join(',\n    ')},
    updated_at = now()
  from ${unnestInput(2)}
  where l.table_id = $1 and lower(l.email) = i.email
    and (${UPDATE_ASSIGNMENTS.map(([c]) => `l.${c}`).join(', ')})
        is distinct from (${UPDATE_ASSIGNMENTS.map(([, v]) => v).join(', ')})`;

/** The workspace's default table, created on first use; the partial unique index makes racing first uses agree. */
async function defaultTableId(client: pg.PoolClient, workspaceId: number): Promise<number> {
  const created = await client.query<{ id: number }>(
    `insert into lead_table (workspace_id, name, is_default) values ($1, $2, true)
     on conflict (workspace_id) where is_default do nothing returning id`,
    [workspaceId, DEFAULT_TABLE_NAME],
  );
  if (created.rowCount) return created.rows[0].id;
  // It existed, or a racing import just committed it: a new statement's snapshot sees it.
  const existing = await client.query<{ id: number }>('select id from lead_table where workspace_id = $1 and is_default', [workspaceId]);
  return existing.rows[0].id;
}

/** A lead's own tableId may repeat the batch's, never contradict it. */
function checkBatchTableIds(batch: { tableId: number; leads: LeadInput[] }): void {
  const stray = batch.leads.findIndex((lead) => lead.tableId !== undefined && lead.tableId !== batch.tableId);
  if (stray >= 0) {
    throw badRequest(
      `leads[${stray}].tableId (${batch.leads[stray].tableId}) differs from the batch tableId (${batch.tableId}); send one batch per table`,
    );
  }
}

/**
 * Creates or updates leads by email within one table, all or nothing: a single lead without
 * `tableId` goes to the default table, which a rejected import does not leave behind.
 * Concurrent imports of overlapping emails lock rows in one order; the rare deadlock left
 * (a row a racing import inserted) is retried, as PostgreSQL aborted that side whole.
 */
export async function importLeads(pool: pg.Pool, workspaceId: number, request: ImportRequest): Promise<ImportResult> {
  if ('leads' in request) checkBatchTableIds(request);
  for (let attempt = 1; ; attempt++) {
    try {
      return await importOnce(pool, workspaceId, request);
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
const MAX_ATTEMPTS = 3;

/**
 * One attempt, in one transaction: look up which emails the table has (locking them in order),
 * insert the new ones, update the known ones. Under READ COMMITTED each statement sees what
 * racing imports committed before it, so a lead inserted meanwhile is updated, never lost.
 */
async function importOnce(pool: pg.Pool, workspaceId: number, request: ImportRequest): Promise<ImportResult> {
  const single = !('leads' in request);
  const leads = single ? [request] : request.leads;
  const rows = mergeByEmail(leads);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tableId = single && request.tableId === undefined ? await defaultTableId(client, workspaceId) : request.tableId!;
    const table = await client.query<{ custom_fields: { id: string }[] }>(
      'select custom_fields from lead_table where id = $1 and workspace_id = $2 for share',
      [tableId, workspaceId],
    );
    if (!table.rowCount) throw tableNotFound(tableId);
    checkCustomFieldKeys(leads, tableId, new Set(table.rows[0].custom_fields.map((f) => f.id)), single);

    const known = await client.query<{ email: string }>(
      `select lower(email) as email from lead where table_id = $1 and lower(email) = any($2::text[])
       order by lower(email) for update`,
      [tableId, rows.map((r) => r.email)],
    );
    const knownEmails = new Set(known.rows.map((r) => r.email));
    const fresh = rows.filter((r) => !knownEmails.has(r.email));
    const inserted = fresh.length
      ? await client.query<{ email: string }>(INSERT_SQL, [workspaceId, tableId, ...columnArrays(fresh)])
      : { rows: [] };
    const created = new Set(inserted.rows.map((r) => r.email));
    const existing = rows.filter((r) => !created.has(r.email));
    if (existing.length) await client.query(UPDATE_SQL, [tableId, ...columnArrays(existing)]);
    await client.query('commit');
    return { imported: rows.length, created: created.size, updated: existing.length };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
