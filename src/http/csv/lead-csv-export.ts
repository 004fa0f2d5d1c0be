import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { badRequest } from '../../lib/errors.js';
import { readLeadPage, streamLeads, type ListFormat, type ListQuery, type StreamGate } from '../../domain/lead-list.service.js';
import type { Reply } from '../operation.js';
import { guardFormula } from './formula-guard.js';
import { exportColumns, tableOf, type LeadColumn, type LeadJson } from './lead-columns.js';

export interface CsvListQuery extends ListQuery {
  format?: 'json' | 'csv';
  header?: 'ids' | 'labels';
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** RFC 4180: CRLF between records; a cell with any line break (not only CRLF) is quoted. */
const RFC_4180 = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? guardFormula(value) : value);

/** The CSV rendering of a list: a header row, then one record per lead, rendered by csv-stringify a batch at a time. */
function csvFormat(columns: LeadColumn[], header: 'ids' | 'labels'): ListFormat {
  return {
    open: stringify([columns.map((c) => cell(header === 'labels' ? c.label : c.id))], RFC_4180),
    rows: (leads) => stringify(leads.map((json) => {
      const lead = JSON.parse(json) as LeadJson;
      return columns.map((c) => cell(c.read(lead)));
    }), RFC_4180),
    close: '',
  };
}

/** CSV when asked for by `format=csv`, or (REST) by `Accept` when `format` is absent; JSON otherwise. */
export function wantsCsv(query: CsvListQuery, acceptsCsv = false): boolean {
  const csv = query.format ? query.format === 'csv' : acceptsCsv;
  if (!csv && query.header) throw badRequest('header applies to CSV lists; add format=csv (or send "Accept: text/csv")');
  return csv;
}

async function formatOf(pool: pg.Pool, workspaceId: number, query: CsvListQuery) {
  if (query.tableId === undefined) throw badRequest('A CSV holds the columns of one table: add tableId=… (GET /api/v1/tables lists your tables)');
  const table = await tableOf(pool, workspaceId, query.tableId);
  return { table, format: csvFormat(exportColumns(table), query.header ?? 'ids') };
}

/** One keyset page as CSV text, and the cursor of the next page. */
export async function csvLeadPage(pool: pg.Pool, workspaceId: number, query: CsvListQuery): Promise<{ csv: string; nextCursor: string | null }> {
  const { format } = await formatOf(pool, workspaceId, query);
  const { leads, nextCursor } = await readLeadPage(pool, workspaceId, query);
  return { csv: format.open + (leads.length ? format.rows(leads, true) : '') + format.close, nextCursor };
}

/**
 * GET /api/v1/leads as CSV: the whole table streamed from a cursor (flat memory), or one page with
 * `limit`/`cursor`, the next page's cursor in `X-Next-Cursor`.
 */
export async function csvLeadList(pool: pg.Pool, gate: StreamGate, workspaceId: number, query: CsvListQuery): Promise<Reply> {
  const headers = { Vary: 'Accept', 'Content-Disposition': `attachment; filename="leads-table-${query.tableId}.csv"` };
  if (query.limit !== undefined || query.cursor !== undefined) {
    const { csv, nextCursor } = await csvLeadPage(pool, workspaceId, query);
    return { type: CSV_TYPE, headers: { ...headers, ...(nextCursor && { 'X-Next-Cursor': nextCursor }) }, body: csv };
  }
  const { table, format } = await formatOf(pool, workspaceId, query);
  return { type: CSV_TYPE, headers, body: await streamLeads(pool, gate, workspaceId, { tableId: table.id, verification: query.verification }, format) };
}

/** What the OpenAPI document says of the text/csv answer. */
export const CSV_LIST_DOC =
  'The same list as CSV (RFC 4180, UTF-8, CRLF), asked for with format=csv or "Accept: text/csv" and only with tableId: a header row — id, the table\'s ' +
  'visible fields in table order (standard and custom), status, source, createdAt, updatedAt; field ids, or labels with header=labels — then one row per ' +
  'lead in the JSON order. Cells beginning with =, +, -, @, tab or carriage return get a leading \' so spreadsheets show them as text. Paged with ' +
  'limit/cursor like JSON; the next page\'s cursor is in the X-Next-Cursor header (absent on the last page).';
