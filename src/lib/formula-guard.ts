import { escapeLiteral } from 'pg';

/**
 * Spreadsheets run a cell that begins with `=`, `+`, `-`, `@`, tab or carriage return as a formula
 * (CSV injection, OWASP). Exported text cells that begin so — after any apostrophes, so the
 * guard can be undone exactly — get a leading `'`, which spreadsheets show as text; an import
 * removes one such `'` again, so exported files round-trip.
 *
 * The rule is this one pattern, which JavaScript and PostgreSQL read alike: the paged export and the
 * headers apply it here, the streamed export in the SQL that COPY writes (guardFormulaSql).
 */
const FORMULA_START = "^'*[=+\\-@\\t\\r]";
const GUARDED = new RegExp(FORMULA_START);

export const guardFormula = (cell: string): string => (GUARDED.test(cell) ? `'${cell}` : cell);

export const unguardFormula = (cell: string): string => (cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell);

/** guardFormula as SQL, for a text expression (NULL stays NULL). */
export function guardFormulaSql(text: string): string {
  const value = `(${text})`;
  return `case when ${value} ~ ${escapeLiteral(FORMULA_START)} then '''' || ${value} else ${value} end`;
}
