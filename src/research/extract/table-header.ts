import type { Element } from 'domhandler';
import { collapse } from './page-text.js';

/** A row's cells, data and header. */
export const cellsOf = (row: Element) => row.children.filter((c): c is Element => c.type === 'tag' && (c.name === 'td' || c.name === 'th'));
const span = (cell: Element) => Math.max(1, Number(cell.attribs.colspan) || 1);
const textOf = (node: Element['children'][number]): string => (node.type === 'text' ? node.data : node.type === 'tag' ? node.children.map(textOf).join('') : '');

interface Header {
  /** The header row's texts by column, spans spread; null where the table's cells span rows (columns cannot be told). */
  columns: string[] | null;
  row: Element | null;
}
/** Per table, read once: a table of thousands of rows asks it for each cell. */
const headers = new WeakMap<Element, Header>();

function headerOf(table: Element): Header {
  const known = headers.get(table);
  if (known) return known;
  const rows: Element[] = [];
  for (const child of table.children) {
    if (child.type !== 'tag') continue;
    if (child.name === 'tr') rows.push(child);
    else if (['thead', 'tbody', 'tfoot'].includes(child.name)) rows.push(...child.children.filter((c): c is Element => c.type === 'tag' && c.name === 'tr'));
  }
  const row = rows.find((tr) => cellsOf(tr).length > 0) ?? null;
  const spansRows = rows.some((tr) => cellsOf(tr).some((cell) => Number(cell.attribs.rowspan) > 1));
  // A header row is one of header cells only.
  const isHeader = !!row && cellsOf(row).every((cell) => cell.name === 'th');
  const columns = isHeader && !spansRows ? cellsOf(row).flatMap((cell) => Array<string>(span(cell)).fill(collapse(textOf(cell)))) : null;
  const header = { columns, row: isHeader ? row : null };
  headers.set(table, header);
  return header;
}

/**
 * The text of the header cell over a table data cell's column ("Phone" over an officer's number, "Speaker" over a
 * name), or null: no header row of header cells, the cell in it, or cells spanning rows (its column is not certain).
 */
export function columnHeader(cell: Element): string | null {
  const row = cell.parent as Element | null;
  if (cell.name !== 'td' || row?.type !== 'tag' || row.name !== 'tr') return null;
  const group = row.parent as Element | null;
  const table = group?.type === 'tag' && ['tbody', 'thead', 'tfoot'].includes(group.name) ? (group.parent as Element | null) : group;
  if (!table || table.type !== 'tag' || table.name !== 'table') return null;
  const { columns, row: headerRow } = headerOf(table);
  if (!columns || headerRow === row) return null;
  let column = 0;
  for (const other of cellsOf(row)) {
    if (other === cell) break;
    column += span(other);
  }
  return columns[column] ?? null;
}
