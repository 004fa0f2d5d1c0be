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

export interface ImportResult {
  /** Leads created plus leads updated (the spec's count). */
  imported: number;
  created: number;
  updated: number;
}

/** One lead to write, after trimming and merging duplicates. `undefined` = leave alone, `null` = clear. */
interface LeadRow {
  email: string;
  text: Record<string, string | null | undefined>;
  rating: number | undefined;
  status: LeadStatus | undefined;
  customFields: Record<string, string | null> | undefined;
}

const TEXT_COLUMNS = LEAD_TEXT_INPUTS.map((f) => f.column);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Trimmed; an empty string means "clear this field". */
const cleanText = (value: string) => value.trim() || null;

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

const INPUT_COLUMNS = [
  'email text',
  ...TEXT_COLUMNS.map((c) => `${c} text`),
  ...TEXT_COLUMNS.map((c) => `set_${c} boolean`),
  'rating float8',
  'status text',
  'custom jsonb',
];
const unnestInput = (firstParam: number) =>
  `unnest(${INPUT_COLUMNS.map((c, i) => `$${firstParam + i}::${c.split(' ')[1]}[]`).join(', ')}) as i(${INPUT_COLUMNS.map((c) => c.split(' ')[0]).join(', ')})`;

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

/**
 * Creates or updates leads by email within one table, all or nothing.
 * Two set-based statements in one transaction: insert the new emails (skipping existing ones),
 * then update the rest. Under READ COMMITTED the update sees rows a concurrent import committed
 * meanwhile, so no lead is lost when two imports race on the same email.
 */
export async function importLeads(
  pool: pg.Pool,
  workspaceId: number,
  tableId: number,
  leads: LeadInput[],
  options: { single?: boolean } = {},
): Promise<ImportResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await importOnce(pool, workspaceId, tableId, leads, options);
    } catch (err) {
      // Ordered locking makes deadlocks rare, not impossible (a row inserted by a racing import):
      // PostgreSQL then aborts one side, which is safe to run again.
      if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
const MAX_ATTEMPTS = 3;

async function importOnce(
  pool: pg.Pool,
  workspaceId: number,
  tableId: number,
  leads: LeadInput[],
  { single = false } = {},
): Promise<ImportResult> {
  const rows = mergeByEmail(leads);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const table = await client.query<{ custom_fields: { id: string }[] }>(
      'select custom_fields from lead_table where id = $1 and workspace_id = $2 for share',
      [tableId, workspaceId],
    );
    if (!table.rowCount) throw tableNotFound(tableId);
    checkCustomFieldKeys(leads, tableId, new Set(table.rows[0].custom_fields.map((f) => f.id)), single);

    // Send each row once: new emails to the insert, known ones to the update. A row another import
    // inserted meanwhile is skipped by the insert and joins the update.
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
