import Cursor from 'pg-cursor';
import type pg from 'pg';
import { DEFAULT_LEAD_STATUS, LEAD_TEXT_INPUTS, STANDARD_FIELDS } from '../../lib/lead-fields.js';
import type { Sql } from '../transaction.js';

/**
 * The SQL of leads. Writes and listings are set-based on the `pg` pool (typed array parameters
 * through `unnest`, server-side cursors): a batch of 5000 is a handful of statements, and a listing
 * is rendered to JSON text by Postgres without building per-row objects here.
 */

/** One lead to write, email lower-cased. `undefined` = leave alone, `null` = clear. */
export interface LeadWrite {
  email: string;
  /** By column name (LEAD_TEXT_INPUTS). */
  text: Record<string, string | null | undefined>;
  rating: number | undefined;
  status: string | undefined;
  customFields: Record<string, string | null> | undefined;
}

const TEXT_COLUMNS = LEAD_TEXT_INPUTS.map((f) => f.column);

/** The input as one typed array per column, for `unnest` (a handful of parameters, whatever the batch size). */
function columnArrays(rows: LeadWrite[]): unknown[] {
  return [
    rows.map((r) => r.email),
    ...TEXT_COLUMNS.map((column) => rows.map((r) => r.text[column] ?? null)),
    // Absent and cleared text differ: one bit per text column (9 of int4's 31) says which ones each row sets.
    rows.map((r) => TEXT_COLUMNS.reduce((mask, column, bit) => (column in r.text ? mask | (1 << bit) : mask), 0)),
    rows.map((r) => r.rating ?? null),
    rows.map((r) => r.status ?? null),
    rows.map((r) => (r.customFields ? JSON.stringify(r.customFields) : null)),
  ];
}

/** The unnest input's columns, as [name, SQL type], in the order columnArrays gives them. */
const INPUT_COLUMNS: [string, string][] = [
  ['email', 'text'],
  ...TEXT_COLUMNS.map((c): [string, string] => [c, 'text']),
  ['sets', 'int4'],
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
  on conflict (table_id, lower(email)) do nothing`;

// Existing leads: only what the input sets changes, and updated_at moves only when something did.
const UPDATE_ASSIGNMENTS = [
  ...TEXT_COLUMNS.map((c, bit) => [c, `case when i.sets & ${1 << bit} <> 0 then i.${c} else l.${c} end`]),
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
        is distinct from (${UPDATE_ASSIGNMENTS.map(([, v]) => v).join(', ')})
  returning i.email`;

/**
 * Inserts those of the leads the table does not have (by email; the others are skipped); returns how
 * many. No row locks: writes of leads into one table take turns on the table's row (lockTableForWrite),
 * so nothing else inserts meanwhile.
 */
export async function insertLeads(tx: Sql, workspaceId: number, tableId: number, rows: LeadWrite[]): Promise<number> {
  if (!rows.length) return 0;
  return (await tx.query(INSERT_SQL, [workspaceId, tableId, ...columnArrays(rows)])).rowCount ?? 0;
}

/**
 * Applies what each row sets to the table's lead with its email, where that changes something;
 * returns the emails of the leads it changed (the others are either unchanged or not in the table).
 */
export async function updateLeads(tx: Sql, tableId: number, rows: LeadWrite[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const { rows: changed } = await tx.query<{ email: string }>(UPDATE_SQL, [tableId, ...columnArrays(rows)]);
  return new Set(changed.map((r) => r.email));
}

/** A lead found by discovery: directory facts, its source and what research found. */
export interface PlaceLead {
  email: string;
  name: string | null;
  website: string | null;
  phone: string | null;
  address: string | null;
  rating: number | null;
  mapsUrl: string | null;
  source: string;
  sourceId: string;
  linkedin: string | null;
  research: Record<string, unknown>;
}

/** Inserts the lead unless the table has it already (same source and source id, or same email); returns whether it did. */
export async function insertLeadUnlessKnown(tx: Sql, workspaceId: number, tableId: number, lead: PlaceLead): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into lead (workspace_id, table_id, email, name, company, website, phone, address, rating, maps_url, source, source_id, linkedin, research)
     select $1::int, $2::int, $3::text, $4::text, $4::text, $5::text, $6::text, $7::text, $8::float8, $9::text, $10::text, $11::text, $12::text, $13::jsonb
     where not exists (select 1 from lead where table_id = $2::int and source = $10::text and source_id = $11::text)
     on conflict (table_id, lower(email)) do nothing`,
    [workspaceId, tableId, lead.email, lead.name, lead.website, lead.phone, lead.address, lead.rating, lead.mapsUrl, lead.source, lead.sourceId,
      lead.linkedin, JSON.stringify(lead.research)],
  );
  return !!rowCount;
}

// Listing: most recently updated first, id breaking ties (the keyset of lead_*_recent_idx).

/** A position in the listing order. */
export interface ListPosition {
  /** ISO time with milliseconds, as the API renders it. */
  updatedAt: string;
  id: number;
}

/** Verdicts the listing filters on; `unverified` = never verified. */
export const VERIFICATION_FILTERS = ['deliverable', 'undeliverable', 'risky', 'unknown', 'unverified'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export interface ListScope {
  workspaceId: number;
  tableId?: number;
  /** Only leads with this verdict (table enrichment). */
  verification?: VerificationFilter;
  /** Only leads after this position. */
  after?: ListPosition;
}

const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The Lead resource, rendered by Postgres straight to compact JSON text (`row_to_json` of a lateral
 * row with the API's names, in the spec's order): listing 100 000 leads then builds no per-row objects.
 */
const LEAD_ROW = `cross join lateral (select
  l.id as "id", l.table_id as "tableId",
  ${STANDARD_FIELDS.filter((f) => f.writable).map((f) => `l.${f.column} as "${f.id}"`).join(', ')},
  l.custom_fields as "customFields",
  l.maps_url as "mapsUrl", l.source as "source", l.source_id as "sourceId", l.research as "research", l.verification as "verification",
  ${isoTime('l.created_at')} as "createdAt", ${isoTime('l.updated_at')} as "updatedAt") r`;
const LEAD_JSON = 'row_to_json(r)::text';
const ORDER = 'order by l.updated_at desc, l.id desc';

/**
 * One table's leads by table only: the caller has checked the table is the workspace's, and a lead is
 * always in its table's workspace. Adding workspace_id would make the planner, which takes the two
 * for independent, misjudge the rows and sort the whole table instead of reading lead_table_recent_idx
 * in order (13 ms instead of 0.3 ms a page, with a million leads in other workspaces).
 */
function where({ workspaceId, tableId, verification, after }: ListScope) {
  const params: unknown[] = [tableId ?? workspaceId];
  const conditions = [tableId !== undefined ? 'l.table_id = $1' : 'l.workspace_id = $1'];
  if (verification === 'unverified') conditions.push('l.verification is null');
  else if (verification) {
    params.push(verification);
    conditions.push(`l.verification->>'status' = $${params.length}`);
  }
  if (after) {
    params.push(after.updatedAt, after.id);
    conditions.push(`(l.updated_at, l.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  return { sql: conditions.join(' and '), params };
}

/** Up to `limit` leads of the scope as JSON text, with the position of each. */
export async function readLeadJson(db: Sql, scope: ListScope, limit: number): Promise<{ json: string; position: ListPosition }[]> {
  const { sql, params } = where(scope);
  const { rows } = await db.query<{ j: string; updated_at: string; id: number }>(
    `select ${LEAD_JSON} as j, r."updatedAt" as updated_at, l.id from lead l ${LEAD_ROW} where ${sql} ${ORDER} limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map((r) => ({ json: r.j, position: { updatedAt: r.updated_at, id: r.id } }));
}

/** Every lead of the scope as JSON text, through a server-side cursor on `client` (read it in batches, then close it). */
export function leadJsonCursor(client: pg.PoolClient, scope: ListScope): Cursor<{ j: string }> {
  const { sql, params } = where(scope);
  return client.query(new Cursor<{ j: string }>(`select ${LEAD_JSON} as j from lead l ${LEAD_ROW} where ${sql} ${ORDER}`, params));
}
