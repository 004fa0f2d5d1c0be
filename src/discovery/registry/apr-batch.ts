import { textArray } from '../../db/array-literal.js';
import type { AprRecord } from './apr-document.js';

/** The columns a batch is staged by, in the order of the staging insert's parameters. */
export const BATCH_COLUMNS = ['registrationNumber', 'name', 'legalForm', 'status', 'foundedOn', 'municipality', 'activityCode'] as const satisfies readonly (keyof AprRecord)[];

/** One batch of companies as Postgres array literals, one per column of BATCH_COLUMNS. */
export type AprBatch = string[];

/**
 * A batch in the form the staging insert takes as-is. It is built where the document is read, so the
 * loading thread receives a few strings per batch rather than a thousand objects to collect. The same
 * number twice in one batch cannot be upserted by one statement: the later record wins.
 */
export function aprBatch(records: AprRecord[]): AprBatch {
  const unique = [...new Map(records.map((r) => [r.registrationNumber, r])).values()];
  return BATCH_COLUMNS.map((column) => textArray(unique.map((r) => r[column])));
}
