/**
 * Spreadsheets run a cell that begins with `=`, `+`, `-`, `@`, tab or carriage return as a formula
 * (CSV injection, OWASP). Exported text cells that begin so — after any apostrophes, so the
 * guard can be undone exactly — get a leading `'`, which spreadsheets show as text; an import
 * removes one such `'` again, so exported files round-trip.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export const guardFormula = (cell: string): string => (GUARDED.test(cell) ? `'${cell}` : cell);

export const unguardFormula = (cell: string): string => (cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell);
