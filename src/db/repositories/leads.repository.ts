import Cursor from 'pg-cursor';
import { escapeLiteral } from 'pg';
import type pg from 'pg';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import { CUSTOM_FIELD_PREFIX, DEFAULT_LEAD_STATUS, LEAD_TEXT_INPUTS, STANDARD_FIELDS } from '../../lib/lead-fields.js';
import { guardFormulaSql } from '../../lib/formula-guard.js';
import { numberArray, textArray } from '../array-literal.js';
import { containing } from '../like-pattern.js';
import type { Sql } from '../transaction.js';

/**
 * The SQL of leads. Writes and listings are set-based on the `pg` pool (typed array parameters
 * through `unnest`, server-side cursors): a batch of 5000 is a handful of statements, and a listing
 * is rendered to JSON text by Postgres without building per-row objects here.
 */

/**
 * One lead to write, as imports take it (LeadInput): a text field (by its LEAD_TEXT_INPUTS id) that is
 * present is set — `""` clears it — and one that is absent is left alone; so are rating, status and
 * custom fields (an empty custom value removes it).
 */
export type LeadWrite = { readonly [fieldId: string]: unknown; rating?: number; status?: string; customFields?: Record<string, string> };

/** Leads to write into one table, by lower-cased email. */
export type LeadBatch = ReadonlyMap<string, LeadWrite>;

/** The batch as one array literal per column of INPUT_COLUMNS, for `unnest`. */
function inputParams(batch: LeadBatch): string[] {
  const rows = [...batch.values()];
  return [
    textArray([...batch.keys()]),
    ...TEXT_INPUTS.map((id) => textArray(rows.map((r) => r[id] as string | undefined))),
    numberArray(rows.map((r) => r.rating)),
    textArray(rows.map((r) => r.status)),
    // An empty custom value becomes null, which jsonb_strip_nulls then removes.
    textArray(rows.map((r) => r.customFields && JSON.stringify(r.customFields, (_, v: unknown) => (v === '' ? null : v)))),
  ];
}

const TEXT_INPUTS = LEAD_TEXT_INPUTS.map((f) => f.id);
const TEXT_COLUMNS = LEAD_TEXT_INPUTS.map((f) => f.column);

/** The unnest input's columns, as [name, SQL type]. Absent = NULL. */
const INPUT_COLUMNS: [string, string][] = [
  ['email', 'text'],
  ...TEXT_COLUMNS.map((c): [string, string] => [c, 'text']),
  ['rating', 'float8'],
  ['status', 'text'],
  ['custom', 'jsonb'],
];
/** The input `i`: parameters $3 on (after workspace and table). */
const INPUT = `unnest(${INPUT_COLUMNS.map(([, type], n) => `$${3 + n}::${type}[]`).join(', ')})
   as i(${INPUT_COLUMNS.map(([name]) => name).join(', ')})`;

const INSERT_COLUMNS = `workspace_id, table_id, email, ${TEXT_COLUMNS.join(', ')}, rating, status, custom_fields`;
// A new lead from input `i`: everything absent or cleared is empty; status defaults to `new`.
const NEW_LEAD = `$1, $2, i.email, ${TEXT_COLUMNS.map((c) => `nullif(i.${c}, '')`).join(', ')}, i.rating,
  coalesce(i.status, '${DEFAULT_LEAD_STATUS}'), jsonb_strip_nulls(coalesce(i.custom, '{}'))`;

const INSERT_SQL = `
  insert into lead (${INSERT_COLUMNS})
  select ${NEW_LEAD} from ${INPUT}
  on conflict (table_id, lower(email)) do nothing`;

// Existing leads: only what the input sets changes, and updated_at moves only when something did.
const UPDATE_ASSIGNMENTS = [
  ...TEXT_COLUMNS.map((c) => [c, `case when i.${c} is null then l.${c} else nullif(i.${c}, '') end`]),
  ['rating', 'coalesce(i.rating, l.rating)'],
  ['status', 'coalesce(i.status, l.status)'],
  ['custom_fields', "jsonb_strip_nulls(l.custom_fields || coalesce(i.custom, '{}'))"],
];
// One statement, so the input is sent and read once: the update of the leads the table has comes first
// (in the same snapshot, the insert cannot see what it changed, so it skips those emails), then the
// insert of the rest, where a conflict is a lead the update left as it was.
const UPSERT_SQL = `
  with i as materialized (select * from ${INPUT}),
  changed as (
    update lead l set
      ${UPDATE_ASSIGNMENTS.map(([c, v]) => `${c} = ${v}`).join(',\n      ')},
      updated_at = now()
    from i
    where l.table_id = $2 and lower(l.email) = i.email
      and (${UPDATE_ASSIGNMENTS.map(([c]) => `l.${c}`).join(', ')})
          is distinct from (${UPDATE_ASSIGNMENTS.map(([, v]) => v).join(', ')})
    returning i.email
  )
  insert into lead (${INSERT_COLUMNS})
  select ${NEW_LEAD} from i
  where i.email not in (select email from changed)
  on conflict (table_id, lower(email)) do nothing`;

/**
 * Inserts those of the leads the table does not have (by email; the others are skipped); returns how
 * many. No row locks: writes of leads into one table take turns on the table's row (lockTableForWrite),
 * so nothing else inserts meanwhile.
 */
export async function insertLeads(tx: Sql, workspaceId: number, tableId: number, batch: LeadBatch): Promise<number> {
  return (await tx.query(INSERT_SQL, [workspaceId, tableId, ...inputParams(batch)])).rowCount ?? 0;
}

/**
 * Applies what each lead sets to the table's lead with its email, where that changes something, and
 * inserts the leads the table does not have; returns how many it inserted. Locks as insertLeads.
 */
export async function upsertLeads(tx: Sql, workspaceId: number, tableId: number, batch: LeadBatch): Promise<number> {
  return (await tx.query(UPSERT_SQL, [workspaceId, tableId, ...inputParams(batch)])).rowCount ?? 0;
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
    [
      workspaceId,
      tableId,
      lead.email,
      lead.name,
      lead.website,
      lead.phone,
      lead.address,
      lead.rating,
      lead.mapsUrl,
      lead.source,
      lead.sourceId,
      lead.linkedin,
      JSON.stringify(lead.research),
    ],
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

/** Which leads a listing holds, in every form of it (JSON streamed and paged, CSV streamed and paged): see leadFilter. */
export interface LeadFilter {
  tableId?: number;
  /** Only leads with this verdict (table enrichment). */
  verification?: VerificationFilter;
  /** Only leads with one of these statuses. */
  status?: readonly string[];
  /** Only leads whose email, first or last name, name or company contains this text, case-insensitively. */
  q?: string;
  /** Only leads updated at or after this time (ISO 8601). */
  updatedSince?: string;
}

export interface ListScope extends LeadFilter {
  workspaceId: number;
  /** Only leads after this position. */
  after?: ListPosition;
}

const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The Lead resource's properties in the spec's order, each as SQL over the row `l`. */
const LEAD_PROPERTIES: readonly (readonly [string, string])[] = [
  ['id', 'l.id'],
  ['tableId', 'l.table_id'],
  ...STANDARD_FIELDS.filter((f) => f.writable).map((f) => [f.id, `l.${f.column}`] as const),
  ['customFields', 'l.custom_fields'],
  ['mapsUrl', 'l.maps_url'],
  ['source', 'l.source'],
  ['sourceId', 'l.source_id'],
  ['research', 'l.research'],
  ['verification', 'l.verification'],
  ['createdAt', isoTime('l.created_at')],
  ['updatedAt', isoTime('l.updated_at')],
];

/**
 * The Lead resource, rendered by Postgres straight to compact JSON text (`row_to_json` of a lateral
 * row with the API's names, in the spec's order): listing 100 000 leads then builds no per-row objects.
 */
const LEAD_ROW = `cross join lateral (select ${LEAD_PROPERTIES.map(([id, sql]) => `${sql} as "${id}"`).join(', ')}) r`;
const LEAD_JSON = 'row_to_json(r)::text';
const ORDER = 'order by l.updated_at desc, l.id desc';

/**
 * Puts a value into a statement: a `$n` parameter, or an escaped literal where the statement takes no
 * parameters (COPY). Either way the value's type comes from where it stands, as for an untyped parameter.
 */
type Bind = (value: string | number) => string;

function parameters(): { params: (string | number)[]; bind: Bind } {
  const params: (string | number)[] = [];
  return { params, bind: (value) => `$${params.push(value)}` };
}

const literal: Bind = (value) => escapeLiteral(String(value));

/**
 * The text `q` searches, lower-cased: the expression of the trigram index lead_search_trgm_idx
 * (migration 20261126030000), written identically so the planner uses it.
 */
const LEAD_SEARCH_TEXT = `lower(l.email || ' ' || coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(l.company, ''))`;

/** pg_trgm takes trigrams only from runs of letters and digits: a `q` without three in a row gives it none. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * `q` in the searched text. With three letters or digits in a row it answers from the trigram index.
 * Without (`ka`, `.de`, `a b`) pg_trgm has no trigram to look up, and through its index would read and
 * recheck every row; written as strpos, which no index serves, the listing's own index is read in order
 * until a page matches — quick when the text is common, a read of the table's leads when it is rare (about
 * a second a million leads). An index of two-character pieces would answer those too, but inserting 5000
 * leads took 2.5 times as long with it (measured by hand; docs/benchmarks.md, under bench:filters): rare short searches pay instead.
 */
function searchCondition(q: string, bind: Bind): string {
  return HAS_TRIGRAM.test(q) ? `${LEAD_SEARCH_TEXT} like lower(${bind(containing(q))})` : `strpos(${LEAD_SEARCH_TEXT}, lower(${bind(q)})) > 0`;
}

/**
 * The one WHERE clause of every listing (JSON and CSV, streamed and paged): a filter added here applies
 * to all of them.
 *
 * One table's leads by table only: the caller has checked the table is the workspace's and active, and a
 * lead is always in its table's workspace. Adding workspace_id would make the planner, which takes the two
 * for independent, misjudge the rows and sort the whole table instead of reading lead_table_recent_idx
 * in order (13 ms instead of 0.3 ms a page, with a million leads in other workspaces). The workspace's
 * leads leave out archived tables' through the list of their ids, read once per statement.
 */
function leadFilter({ workspaceId, tableId, verification, status, q, updatedSince, after }: ListScope, bind: Bind): string {
  const conditions =
    tableId !== undefined
      ? [`l.table_id = ${bind(tableId)}`]
      : [
          `l.workspace_id = ${bind(workspaceId)}`,
          // As an anti-join: a list of ids (`<> all(array(…))`) makes the planner expect 2 % of the rows.
          `not exists (select 1 from lead_table t where t.id = l.table_id and t.archived_at is not null)`,
        ];
  if (verification === 'unverified') conditions.push('l.verification is null');
  else if (verification) conditions.push(`l.verification->>'status' = ${bind(verification)}`);
  // One status as an equality, so lead_table_status_recent_idx is read in listing order.
  if (status?.length === 1) conditions.push(`l.status = ${bind(status[0])}`);
  else if (status) conditions.push(`l.status = any(${bind(textArray(status))}::text[])`);
  if (q !== undefined) conditions.push(searchCondition(q, bind));
  if (updatedSince !== undefined) conditions.push(`l.updated_at >= ${bind(updatedSince)}::timestamptz`);
  if (after) conditions.push(`(l.updated_at, l.id) < (${bind(after.updatedAt)}::timestamptz, ${bind(after.id)})`);
  return conditions.join(' and ');
}

/** Up to `limit` leads of the scope as JSON text, with the position of each. */
export async function readLeadJson(db: Sql, scope: ListScope, limit: number): Promise<{ json: string; position: ListPosition }[]> {
  const { params, bind } = parameters();
  const { rows } = await db.query<{ j: string; updated_at: string; id: number }>(
    // The page chosen first, then rendered: a filter that reads many candidates renders only the page's rows.
    `select ${LEAD_JSON} as j, r."updatedAt" as updated_at, l.id
     from (select * from lead l where ${leadFilter(scope, bind)} ${ORDER} limit ${bind(limit)}) l ${LEAD_ROW} ${ORDER}`,
    params,
  );
  return rows.map((r) => ({ json: r.j, position: { updatedAt: r.updated_at, id: r.id } }));
}

/** Every lead of the scope as JSON text, through a server-side cursor on `client` (read it in batches, then close it). */
export function leadJsonCursor(client: pg.PoolClient, scope: ListScope): Cursor<{ j: string }> {
  const { params, bind } = parameters();
  return client.query(new Cursor<{ j: string }>(`select ${LEAD_JSON} as j from lead l ${LEAD_ROW} where ${leadFilter(scope, bind)} ${ORDER}`, params));
}

const INTEGER_PROPERTIES = new Set(['id', 'tableId']);
const NUMBER_PROPERTIES = new Set(STANDARD_FIELDS.filter((f) => f.type === 'number').map((f) => f.id));
const LEAD_PROPERTY_SQL = new Map(LEAD_PROPERTIES);

/**
 * A float8 as the paged CSV writes it: the Lead resource's JSON number through JavaScript's `String`.
 * Both start from PostgreSQL's shortest round-trip digits; JavaScript writes them in plain notation
 * from 1e-6 to below 1e21 (numeric's text, exact from those digits) and outside that with an unpadded
 * exponent. NaN and ±Infinity are JSON strings in the resource, so they are text cells. (Above 2^53 the
 * two can choose different shortest digits where a shorter number lies exactly halfway; ratings are 0–5.)
 */
const jsNumberText = (x: string) => `case
  when ${x} in ('NaN', 'Infinity', '-Infinity') then ${guardFormulaSql(`${x}::text`)}
  when ${x} <> 0 and (abs(${x}) < 1e-6 or abs(${x}) >= 1e21) then regexp_replace(${x}::text, 'e([-+])0', ${literal('e\\1')})
  else ${x}::text::numeric::text end`;

/**
 * One CSV cell of the Lead resource's property `id` (a custom field by its id): numbers as the JSON
 * list writes them, text through the spreadsheet formula guard (lib/formula-guard.ts), and no value, or an empty one, as
 * NULL — COPY writes NULL as an empty cell but quotes an empty string.
 */
function csvCell(id: string): string {
  const sql = id.startsWith(CUSTOM_FIELD_PREFIX) ? `l.custom_fields ->> ${literal(id)}` : LEAD_PROPERTY_SQL.get(id);
  if (sql === undefined) throw new Error(`no lead property ${id}`);
  if (INTEGER_PROPERTIES.has(id)) return `${sql}::text`;
  if (NUMBER_PROPERTIES.has(id)) return jsNumberText(sql);
  return guardFormulaSql(`nullif(${sql}, '')`);
}

/**
 * Every lead of the scope as CSV records written by PostgreSQL (`COPY … TO STDOUT`, read as the client
 * takes it): the cells of the Lead properties `columns`, text guarded against formulas. COPY quotes a cell holding
 * the delimiter, a quote, CR or LF, as RFC 4180 and csv-stringify do, but ends each record with LF and
 * writes no header. COPY takes no parameters, so the filter's values are written as literals.
 */
export function copyLeadCsv(client: pg.PoolClient, scope: ListScope, columns: readonly string[]): CopyToStreamQuery {
  const cells = columns.map((id) => csvCell(id)).join(', ');
  return client.query(copyTo(`copy (select ${cells} from lead l where ${leadFilter(scope, literal)} ${ORDER}) to stdout (format csv)`));
}

/** Which leads of one table to delete: by id or by email (any case). */
export type LeadSelection = { ids: readonly number[] } | { emails: readonly string[] };

/**
 * Deletes the selected leads of the table; returns how many there were. The caller holds the table's row
 * (lockTableForWrite) and moves its lead count by the result in the same transaction.
 */
export async function deleteLeads(tx: Sql, tableId: number, selection: LeadSelection): Promise<number> {
  const { rowCount } =
    'ids' in selection
      ? await tx.query('delete from lead where table_id = $1 and id = any($2::int[])', [tableId, numberArray(selection.ids)])
      : await tx.query('delete from lead where table_id = $1 and lower(email) = any($2::text[])', [tableId, textArray(selection.emails.map((e) => e.toLowerCase()))]);
  return rowCount ?? 0;
}

/** The table of the workspace's lead `id`, or null when the workspace has no such lead. */
export async function tableOfLead(db: Sql, workspaceId: number, leadId: number): Promise<number | null> {
  const { rows } = await db.query<{ table_id: number }>('select table_id from lead where id = $1 and workspace_id = $2', [leadId, workspaceId]);
  return rows[0]?.table_id ?? null;
}
