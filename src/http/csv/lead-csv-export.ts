import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { badRequest } from '../../lib/errors.js';
import { readLeadPage, streamLeadCsv, type ListQuery, type StreamGate } from '../../domain/lead-list.service.js';
import type { Reply } from '../operation.js';
import { guardFormula } from '../../lib/formula-guard.js';
import { exportColumns, tableOf, type LeadColumn, type LeadJson } from './lead-columns.js';

export interface CsvListQuery extends ListQuery {
  format?: 'json' | 'csv';
  header?: 'ids' | 'labels';
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** RFC 4180: CRLF between records; a cell with any line break (not only CRLF) is quoted. */
const RFC_4180 = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? guardFormula(value) : value);

/** The header row, by field ids or labels: the same for a page and for the streamed list. */
const headerRow = (columns: LeadColumn[], header: 'ids' | 'labels' = 'ids') => stringify([columns.map((c) => cell(header === 'labels' ? c.label : c.id))], RFC_4180);

/** Leads (JSON text of the Lead resource) as CSV records. The streamed list writes the same bytes in SQL (copyLeadCsv). */
const csvRecords = (columns: LeadColumn[], leads: string[]) =>
  stringify(
    leads.map((json) => {
      const lead = JSON.parse(json) as LeadJson;
      return columns.map((c) => cell(c.read(lead)));
    }),
    RFC_4180,
  );

const QUOTE = 0x22;
const LF = 0x0a;
const CR = Buffer.from('\r');

/**
 * COPY's CSV as RFC 4180, after the header row. COPY quotes exactly the cells csv-stringify quotes here
 * (those holding a comma, a quote, CR or LF) but ends each record with a bare LF, so a CR goes before
 * every LF outside quotes; an LF inside a quoted cell is data. A quote only opens, closes or doubles
 * inside a quoted cell, so each one flips inside and outside, across chunk boundaries too.
 */
class CrlfRecords extends Transform {
  private quoted = false;

  constructor(header: string) {
    super();
    this.push(header);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const parts: Buffer[] = [];
    // The next quote and LF at or after `at`, looked for again only once passed: one scan of the chunk each.
    let quote = chunk.indexOf(QUOTE);
    let lf = chunk.indexOf(LF);
    let at = 0;
    let start = 0;
    for (;;) {
      if (quote !== -1 && quote < at) quote = chunk.indexOf(QUOTE, at);
      if (this.quoted) {
        if (quote === -1) break;
        this.quoted = false;
        at = quote + 1;
        continue;
      }
      if (lf !== -1 && lf < at) lf = chunk.indexOf(LF, at);
      if (quote !== -1 && (lf === -1 || quote < lf)) {
        this.quoted = true;
        at = quote + 1;
      } else if (lf !== -1) {
        parts.push(chunk.subarray(start, lf), CR);
        start = lf;
        at = lf + 1;
      } else break;
    }
    parts.push(chunk.subarray(start));
    callback(null, Buffer.concat(parts));
  }
}

/** CSV when asked for by `format=csv`, or (REST) by `Accept` when `format` is absent; JSON otherwise. */
export function wantsCsv(query: CsvListQuery, acceptsCsv = false): boolean {
  const csv = query.format ? query.format === 'csv' : acceptsCsv;
  if (!csv && query.header) throw badRequest('header applies to CSV lists; add format=csv (or send "Accept: text/csv")');
  return csv;
}

/** CSV wants one table's columns. */
async function columnsOf(pool: pg.Pool, workspaceId: number, query: CsvListQuery): Promise<LeadColumn[]> {
  if (query.tableId === undefined) throw badRequest('A CSV holds the columns of one table: add tableId=… (GET /api/v1/tables lists your tables)');
  return exportColumns(await tableOf(pool, workspaceId, query.tableId));
}

/** One keyset page as CSV text, and the cursor of the next page. */
export async function csvLeadPage(pool: pg.Pool, workspaceId: number, query: CsvListQuery): Promise<{ csv: string; nextCursor: string | null }> {
  const columns = await columnsOf(pool, workspaceId, query);
  const { leads, nextCursor } = await readLeadPage(pool, workspaceId, query);
  return { csv: headerRow(columns, query.header) + csvRecords(columns, leads), nextCursor };
}

/**
 * GET /api/v1/leads as CSV: the whole table written by PostgreSQL's COPY and streamed as the client
 * reads (flat memory whatever the rows' size), or one page with `limit`/`cursor`, the next page's
 * cursor in `X-Next-Cursor`.
 */
export async function csvLeadList(pool: pg.Pool, gate: StreamGate, workspaceId: number, query: CsvListQuery): Promise<Reply> {
  const headers = { Vary: 'Accept', 'Content-Disposition': `attachment; filename="leads-table-${query.tableId}.csv"` };
  if (query.limit !== undefined || query.cursor !== undefined) {
    const { csv, nextCursor } = await csvLeadPage(pool, workspaceId, query);
    return { type: CSV_TYPE, headers: { ...headers, ...(nextCursor && { 'X-Next-Cursor': nextCursor }) }, body: csv };
  }
  const columns = await columnsOf(pool, workspaceId, query);
  const records = await streamLeadCsv(
    pool,
    gate,
    workspaceId,
    query,
    columns.map((c) => c.id),
  );
  const body = new CrlfRecords(headerRow(columns, query.header));
  // A failure or a client gone ends both: the response is cut off, the COPY's connection discarded.
  pipeline(records, body, () => {});
  return { type: CSV_TYPE, headers, body };
}

/** What the OpenAPI document says of the text/csv answer. */
export const CSV_LIST_DOC =
  'The same list as CSV (RFC 4180, UTF-8, CRLF), asked for with format=csv or "Accept: text/csv" and only with tableId: a header row — id, the table\'s ' +
  'visible fields in table order (standard and custom), status, source, createdAt, updatedAt; field ids, or labels with header=labels — then one row per ' +
  "lead in the JSON order. Cells beginning with =, +, -, @, tab or carriage return get a leading ' so spreadsheets show them as text. Paged with " +
  "limit/cursor like JSON; the next page's cursor is in the X-Next-Cursor header (absent on the last page).";
