import type pg from 'pg';
import { assertActiveTable } from '../../db/repositories/tables.repository.js';
import { tableNotFound } from '../../lib/errors.js';
import { listTables, type FieldDefinition, type TableView } from '../../domain/tables.service.js';
import { CUSTOM_FIELD_PREFIX, STANDARD_FIELDS } from '../../lib/lead-fields.js';

/** A lead as the JSON list renders it. */
export type LeadJson = Record<string, unknown> & { customFields: Record<string, string> };

/** One column of a table's CSV: its two possible headers, how a lead's cell is read, and what an import sets with it. */
export interface LeadColumn {
  id: string;
  label: string;
  read(lead: LeadJson): unknown;
  /** `standard`: the LeadInput property `id`; `custom`: the custom field `id`; null: read-only, skipped by imports. */
  sets: 'standard' | 'custom' | null;
}

const WRITABLE = new Set(STANDARD_FIELDS.filter((f) => f.writable).map((f) => f.id));

const fieldColumn = ({ id, label }: FieldDefinition): LeadColumn =>
  id.startsWith(CUSTOM_FIELD_PREFIX)
    ? { id, label, read: (lead) => lead.customFields[id], sets: 'custom' }
    : { id, label, read: (lead) => lead[id], sets: WRITABLE.has(id) ? 'standard' : null };

const metaColumn = (id: string, label: string): LeadColumn => ({ id, label, read: (lead) => lead[id], sets: null });
const ID = metaColumn('id', 'ID');
const TIMES = [metaColumn('createdAt', 'Created at'), metaColumn('updatedAt', 'Updated at')];
/** Written after the visible fields whether shown or not: they describe the record rather than the person. */
const TRAILING_FIELDS = ['status', 'source'];

/** The export's columns: id, the visible fields in table order, then status, source, createdAt, updatedAt. */
export function exportColumns(table: TableView): LeadColumn[] {
  const visible = table.fields.filter((f) => !f.hidden && !TRAILING_FIELDS.includes(f.id));
  const trailing = TRAILING_FIELDS.map((id) => table.fields.find((f) => f.id === id)!);
  return [ID, ...[...visible, ...trailing].map(fieldColumn), ...TIMES];
}

/** Every column an import recognises: the export's, hidden fields included. */
export const knownColumns = (table: TableView): LeadColumn[] => [ID, ...table.fields.map(fieldColumn), ...TIMES];

/** The workspace's table with its fields; a 404 like every other table lookup. */
export async function tableOf(pool: pg.Pool, workspaceId: number, tableId: number): Promise<TableView> {
  const table = (await listTables(pool, workspaceId)).find((t) => t.id === tableId);
  if (table) return table;
  await assertActiveTable(pool, workspaceId, tableId); // says whether it is archived
  throw tableNotFound(tableId);
}
