import type { Element } from 'domhandler';
import { collapse } from './page-text.js';

/** A row's cells, data and header. */
export const cellsOf = (row: Element) => row.children.filter((c): c is Element => c.type === 'tag' && (c.name === 'td' || c.name === 'th'));
const span = (cell: Element) => Math.max(1, Number(cell.attribs.colspan) || 1);
const textOf = (node: Element['children'][number]): string => (node.type === 'text' ? node.data : node.type === 'tag' ? node.children.map(textOf).join('') : '');

/** A cell whose text is all inside one <b> or <strong>. */
const allBold = (cell: Element) => {
  const tags = cell.children.filter((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
  return tags.length === 1 && tags[0].type === 'tag' && ['b', 'strong'].includes(tags[0].name) && !!collapse(textOf(tags[0]));
};

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
  const withCells = rows.filter((tr) => cellsOf(tr).length > 0);
  // (After a title row of one cell across the table: "<td colspan=4><h1>Bestuur 2025</h1></td>".)
  const titled = withCells.length > 1 && cellsOf(withCells[0]).length === 1 && span(cellsOf(withCells[0])[0]) > 1;
  const row = withCells[titled ? 1 : 0] ?? null;
  const spansRows = rows.some((tr) => cellsOf(tr).some((cell) => Number(cell.attribs.rowspan) > 1));
  // A header row is one of header cells only, or of cells all in bold ("<td><b>Functie</b></td><td><b>Mobiel</b></td>").
  const isHeader = !!row && (cellsOf(row).every((cell) => cell.name === 'th') || (cellsOf(row).length > 1 && cellsOf(row).every(allBold)));
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

/**
 * The header cell of an earlier row that spans down over a data cell's row, when that row has no header of its own:
 * "<tr><th rowspan=4>Nauczycielki</th><td>…</td></tr><tr><td>…</td></tr>" — the second row's cell is under it.
 */
export function rowSpanHeader(cell: Element): Element | null {
  const row = cell.parent as Element | null;
  if (cell.name !== 'td' || row?.type !== 'tag' || row.name !== 'tr' || cellsOf(row).some((c) => c.name === 'th')) return null;
  let distance = 0;
  for (let prev = row.prev; prev && distance < 50; prev = prev.prev) {
    if (prev.type !== 'tag' || prev.name !== 'tr') continue;
    distance++;
    const header = cellsOf(prev).find((c) => c.name === 'th');
    if (header) return Number(header.attribs.rowspan) > distance ? header : null;
  }
  return null;
}
