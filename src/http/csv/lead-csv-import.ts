import type { ErrorObject, ValidateFunction } from 'ajv';
import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { badRequest } from '../../lib/errors.js';
import { importLeads, type ImportResult, type LeadInput } from '../../domain/lead-import.service.js';
import { MAX_BATCH_LEADS } from '../../lib/lead-fields.js';
import { leadInput } from '../routes/leads/schemas.js';
import { ajv } from '../validation.js';
import type { TableView } from '../../domain/tables.service.js';
import { unguardFormula } from '../../lib/formula-guard.js';
import { knownColumns, tableOf, type LeadColumn } from './lead-columns.js';

export interface CsvImportQuery {
  tableId?: number;
  ignoreUnknown?: 'true' | 'false';
}

/** Each cell is checked with the schema of its LeadInput property, so CSV and JSON accept the same values. */
const properties = leadInput.properties as Record<string, { type?: string }> & { customFields: { additionalProperties: object } };
const standardCell = new Map(Object.entries(properties).map(([id, schema]) => [id, ajv.compile(schema)]));
const customCell = ajv.compile(properties.customFields.additionalProperties);
const NUMERIC = new Set(Object.keys(properties).filter((id) => properties[id].type === 'number'));

const DELIMITERS = [',', ';', '\t'];

/** The delimiter the header line uses most (outside quotes): spreadsheets in much of Europe write `;`, some tabs. */
function detectDelimiter(text: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') break;
    else if (counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** A header cell's column and its name as written (for messages); null: a column the import skips. */
type Named = { column: LeadColumn; name: string } | null;

/** Maps header cells to columns: field ids or labels, case-insensitively (an id wins over another field's label). */
function resolveHeader(table: TableView, header: string[], ignoreUnknown: boolean): Named[] {
  const byId = new Map<string, LeadColumn>();
  const byLabel = new Map<string, LeadColumn[]>();
  for (const column of knownColumns(table)) {
    byId.set(column.id.toLowerCase(), column);
    const label = column.label.toLowerCase();
    byLabel.set(label, [...(byLabel.get(label) ?? []), column]);
  }
  const unknown: string[] = [];
  const seen = new Map<LeadColumn, string>();
  const named = header.map((raw, i): Named => {
    const name = unguardFormula(raw.trim());
    const key = name.toLowerCase();
    const labelled = byLabel.get(key) ?? [];
    if (!byId.has(key) && labelled.length > 1) {
      throw badRequest(`Column "${name}" is the label of several fields (${labelled.map((c) => c.id).join(', ')}); head it with the field id instead`);
    }
    const column = byId.get(key) ?? labelled[0];
    if (!column) {
      unknown.push(name ? `"${name}"` : `column ${i + 1} (no header)`);
      return null;
    }
    const twin = seen.get(column);
    if (twin !== undefined) throw badRequest(`Columns "${twin}" and "${name}" both name the field ${column.id}; keep one of them`);
    seen.set(column, name);
    // Columns the export writes but no import can set (id, times, mapsUrl, source) are skipped.
    return column.sets ? { column, name } : null;
  });
  if (unknown.length && !ignoreUnknown) {
    throw badRequest(
      `Unknown ${unknown.length > 1 ? 'columns' : 'column'} ${unknown.join(', ')}: head columns with the field ids or labels of table ${table.id} ` +
        `(GET /api/v1/tables), add custom fields with PATCH /api/v1/tables/${table.id}, or pass ignoreUnknown=true to skip them`,
    );
  }
  if (!named.some((n) => n?.column.id === 'email')) {
    const label = table.fields.find((f) => f.id === 'email')!.label;
    throw badRequest(`The header row has no email column ("email" or its label "${label}"); every lead needs an email address`);
  }
  return named;
}

/** Why a cell failed its schema, in words that follow `row 17, column "email": `. */
function cellProblem(error: ErrorObject): string {
  const schema = error.parentSchema ?? {};
  switch (error.keyword) {
    case 'format':
      return `not a valid ${error.params.format === 'email' ? 'email address' : String(error.params.format)}`;
    case 'maxLength':
      return `longer than ${String(error.params.limit)} characters`;
    case 'enum':
      return `not one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
    case 'minimum':
    case 'maximum':
      return schema.minimum !== undefined ? `not a number from ${String(schema.minimum)} to ${String(schema.maximum)}` : `not a ${String(error.params.type)}`;
    default:
      return error.message ?? 'not valid';
  }
}

/** Numbers may use a decimal comma, as European spreadsheets write them. */
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** One record as a LeadInput; empty cells are left out, so they leave fields alone. */
function leadOf(record: string[], named: Named[], row: number): LeadInput {
  const lead: Partial<LeadInput> = {};
  named.forEach((entry, i) => {
    if (!entry) return;
    const cell = unguardFormula((record[i] ?? '').trim());
    const where = `row ${row}, column "${entry.name}"`;
    if (!cell) {
      if (entry.column.id === 'email') throw badRequest(`${where}: empty; every lead needs an email address`);
      return;
    }
    if (cell.includes('\0')) throw badRequest(`${where}: contains a NUL character (\\u0000), which cannot be stored`);
    const { id } = entry.column;
    const value = NUMERIC.has(id) && NUMBER.test(cell) ? Number(cell.replace(',', '.')) : cell;
    const validate: ValidateFunction = entry.column.sets === 'custom' ? customCell : standardCell.get(id)!;
    if (!validate(value)) throw badRequest(`${where}: ${cellProblem(validate.errors![0])}`);
    if (entry.column.sets === 'custom') (lead.customFields ??= {})[id] = cell;
    else (lead as Record<string, unknown>)[id] = value;
  });
  return lead as LeadInput;
}

const SLICE = 64 * 1024;

/** The text in slices the parser pulls as it needs them, never splitting a surrogate pair (an emoji). */
function* slices(text: string): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield text.slice(start, end);
    start = end;
  }
}

/** Reads the records as they are parsed, so a file over the limit is refused at its first extra record. */
async function readLeads(text: string, table: TableView, ignoreUnknown: boolean): Promise<LeadInput[]> {
  const delimiter = detectDelimiter(text);
  const parser = Readable.from(slices(text)).pipe(parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true }));
  const leads: LeadInput[] = [];
  let named: Named[] | null = null;
  // Rows are numbered as a spreadsheet shows them: the header is row 1.
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (!named) {
        named = resolveHeader(table, record, ignoreUnknown);
        continue;
      }
      // Blank lines and rows of empty cells (spreadsheets write them) are not leads.
      if (record.every((cell) => !cell.trim())) continue;
      if (record.length > named.length && record.slice(named.length).some((cell) => cell.trim())) {
        throw badRequest(`row ${row} has ${record.length} cells but the header row has ${named.length}; quote cells that contain "${delimiter === '\t' ? 'tab' : delimiter}"`);
      }
      if (leads.length === MAX_BATCH_LEADS) throw badRequest(`The CSV has more than ${MAX_BATCH_LEADS} leads; split it into files of at most ${MAX_BATCH_LEADS} rows`);
      leads.push(leadOf(record, named, row));
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    throw badRequest(
      `The CSV could not be read at line ${String(err.lines)}: ${err.message.replace(/\.$/, '')}; ` +
        'quote cells that contain the delimiter, quotes or line breaks, and double the quotes inside them ("")',
    );
  }
  if (!named) throw badRequest('The CSV is empty; send a header row naming the columns (email required), then 1–5000 leads');
  if (!leads.length) throw badRequest(`The CSV has a header row but no leads; send 1–${MAX_BATCH_LEADS}`);
  return leads;
}

/**
 * POST /api/v1/leads with a CSV body: the header row names fields by id or label, each row is a
 * lead, and the rows are imported as one JSON batch would be (same upserts, limits and answer).
 */
export async function importLeadsCsv(pool: pg.Pool, workspaceId: number, query: CsvImportQuery, text: string): Promise<ImportResult> {
  if (query.tableId === undefined) throw badRequest('A CSV import needs its table: POST /api/v1/leads?tableId=… (GET /api/v1/tables lists your tables)');
  const table = await tableOf(pool, workspaceId, query.tableId);
  const leads = await readLeads(text, table, query.ignoreUnknown === 'true');
  return importLeads(pool, workspaceId, { tableId: table.id, leads });
}

/** The query parameters belong to CSV bodies: a JSON body names its table itself. */
export function refuseCsvQuery(query: CsvImportQuery): void {
  const given = Object.keys(query);
  if (given.length)
    throw badRequest(
      `${given.join(' and ')} in the query ${given.length > 1 ? 'are' : 'is'} for CSV bodies ("Content-Type: text/csv"); a JSON body names its table in its own tableId`,
    );
}

/** What the OpenAPI document says of text/csv bodies. */
export const CSV_IMPORT_DOC =
  `A CSV file (needs ?tableId=): a header row naming fields by id or label, case-insensitively (email required), then 1–${MAX_BATCH_LEADS} leads, imported ` +
  'like a JSON batch. Comma, semicolon or tab delimiters and a UTF-8 BOM are detected. Empty cells leave fields alone; unknown columns are a 400 unless ' +
  "ignoreUnknown=true; the export's read-only columns (id, mapsUrl, source, createdAt, updatedAt) are skipped; a leading ' before =, +, -, @ is removed. " +
  'A bad cell is a 400 naming its row (the header is row 1) and column, and nothing is stored.';
