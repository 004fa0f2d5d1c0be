import type pg from 'pg';
import { insertLeads, updateLeads, type LeadWrite } from '../db/repositories/leads.repository.js';
import { addToLeadCount, defaultTableId, lockTableForWrite } from '../db/repositories/tables.repository.js';
import { inTransaction } from '../db/transaction.js';
import { LEAD_TEXT_INPUTS, type LeadStatus } from '../lib/lead-fields.js';
import { badRequest, tableNotFound } from '../lib/errors.js';

export interface LeadInput {
  email: string;
  tableId?: number;
  firstName?: string;
  lastName?: string;
  name?: string;
  company?: string;
  role?: string;
  website?: string;
  linkedin?: string;
  phone?: string;
  address?: string;
  rating?: number;
  status?: LeadStatus;
  customFields?: Record<string, string>;
}

/** Either form of POST /api/v1/leads. */
export type ImportRequest = LeadInput | { tableId: number; leads: LeadInput[] };

/** Where single leads sent without `tableId` go; created on first use. */
export const DEFAULT_TABLE_NAME = 'Leads';

export interface ImportResult {
  /** Leads created plus leads updated (the spec's count). */
  imported: number;
  created: number;
  updated: number;
}

const normalizeEmail = (email: string) => email.toLowerCase();

/** Request strings arrive trimmed; an empty one means "clear this field". */
const cleanText = (value: string) => value || null;

/**
 * Folds the batch into one row per email, as if the entries were imported one after another:
 * for each field the last entry that sets it wins, and custom fields merge by key.
 */
function mergeByEmail(leads: LeadInput[]): LeadWrite[] {
  const rows = new Map<string, LeadWrite>();
  for (const lead of leads) {
    const email = normalizeEmail(lead.email);
    const row = rows.get(email) ?? { email, text: {}, rating: undefined, status: undefined, customFields: undefined };
    for (const field of LEAD_TEXT_INPUTS) {
      const value = lead[field.id as keyof LeadInput];
      if (typeof value === 'string') row.text[field.column] = cleanText(value);
    }
    if (lead.rating !== undefined) row.rating = lead.rating;
    if (lead.status !== undefined) row.status = lead.status;
    if (lead.customFields) {
      row.customFields ??= {};
      for (const [key, value] of Object.entries(lead.customFields)) row.customFields[key] = cleanText(value);
    }
    rows.set(email, row);
  }
  return [...rows.values()];
}

function checkCustomFieldKeys(leads: LeadInput[], tableId: number, customFieldIds: Set<string>, single: boolean): void {
  leads.forEach((lead, i) => {
    for (const key of Object.keys(lead.customFields ?? {})) {
      if (!customFieldIds.has(key)) {
        const where = single ? 'customFields' : `leads[${i}].customFields`;
        throw badRequest(
          `${where}: "${key}" is not a custom field of table ${tableId}; add it with PATCH /api/v1/tables/${tableId} first`,
        );
      }
    }
  });
}

/** A lead's own tableId may repeat the batch's, never contradict it. */
function checkBatchTableIds(batch: { tableId: number; leads: LeadInput[] }): void {
  const stray = batch.leads.findIndex((lead) => lead.tableId !== undefined && lead.tableId !== batch.tableId);
  if (stray >= 0) {
    throw badRequest(
      `leads[${stray}].tableId (${batch.leads[stray].tableId}) differs from the batch tableId (${batch.tableId}); send one batch per table`,
    );
  }
}

/**
 * Creates or updates leads by email within one table, all or nothing: a single lead without
 * `tableId` goes to the default table, which a rejected import does not leave behind.
 * Imports into one table take turns on the table's row lock (so do discovery's): concurrent imports
 * of overlapping emails neither deadlock nor lose a lead, and the table's stored lead count stays exact.
 *
 * In the transaction: lock the table, update the leads it has (only what each row sets, and only where
 * something changes), insert the others and count them.
 */
export async function importLeads(pool: pg.Pool, workspaceId: number, request: ImportRequest): Promise<ImportResult> {
  if ('leads' in request) checkBatchTableIds(request);
  const single = !('leads' in request);
  const leads = single ? [request] : request.leads;
  const rows = mergeByEmail(leads);
  return inTransaction(
    pool,
    async (tx) => {
      const tableId = single && request.tableId === undefined ? await defaultTableId(tx, workspaceId, DEFAULT_TABLE_NAME) : request.tableId!;
      const table = await lockTableForWrite(tx, workspaceId, tableId);
      if (!table) throw tableNotFound(tableId);
      checkCustomFieldKeys(leads, tableId, table.customFieldIds, single);

      // An empty table has nothing to update; otherwise the update goes first and the insert takes the
      // rest, skipping (on conflict) the leads the table has that the update left as they were.
      const changed = table.leadCount ? await updateLeads(tx, tableId, rows) : new Set<string>();
      const created = await insertLeads(tx, workspaceId, tableId, changed.size ? rows.filter((r) => !changed.has(r.email)) : rows);
      // "Empty" yet leads were there (written behind the count's back, by plain SQL): they still get the update.
      if (!table.leadCount && created < rows.length) await updateLeads(tx, tableId, rows);
      await addToLeadCount(tx, tableId, created);
      return { imported: rows.length, created, updated: rows.length - created };
    },
  );
}
