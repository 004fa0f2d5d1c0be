import type pg from 'pg';
import { insertLeads, upsertLeads, type LeadBatch } from '../db/repositories/leads.repository.js';
import { addToLeadCount, defaultTableId, lockTableForWrite } from '../db/repositories/tables.repository.js';
import { inTransaction, type Sql } from '../db/transaction.js';
import type { LeadStatus } from '../lib/lead-fields.js';
import { badRequest, tableNotFound } from '../lib/errors.js';
import { suppressedAmong } from './privacy.service.js';

export type LeadInput = {
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
};

/** Either form of POST /api/v1/leads. */
export type ImportRequest = LeadInput | { tableId: number; leads: LeadInput[] };

/** Where single leads sent without `tableId` go; created on first use. */
export const DEFAULT_TABLE_NAME = 'Leads';

export interface ImportResult {
  /** Leads created plus leads updated (the spec's count). */
  imported: number;
  created: number;
  updated: number;
  /** Leads not written: the workspace suppressed their address (POST /api/v1/privacy/erase with suppress: true). */
  suppressed: number;
}

/**
 * Folds the batch into one lead per lower-cased email, as if the entries were imported one after
 * another: for each field the last entry that sets it wins, and custom fields merge by key.
 */
function mergeByEmail(leads: LeadInput[]): LeadBatch {
  const byEmail = new Map<string, LeadInput>();
  for (const lead of leads) {
    const email = lead.email.toLowerCase();
    const earlier = byEmail.get(email);
    byEmail.set(email, earlier ? mergeLeads(earlier, lead) : lead);
  }
  return byEmail;
}

const mergeLeads = (earlier: LeadInput, later: LeadInput): LeadInput => ({
  ...earlier,
  ...later,
  ...(earlier.customFields && later.customFields && { customFields: { ...earlier.customFields, ...later.customFields } }),
});

function checkCustomFieldKeys(leads: LeadInput[], tableId: number, customFieldIds: Set<string>, single: boolean): void {
  leads.forEach((lead, i) => {
    for (const key of Object.keys(lead.customFields ?? {})) {
      if (!customFieldIds.has(key)) {
        const where = single ? 'customFields' : `leads[${i}].customFields`;
        throw badRequest(`${where}: "${key}" is not a custom field of table ${tableId}; add it with PATCH /api/v1/tables/${tableId} first`);
      }
    }
  });
}

/** The batch without the leads whose address the workspace suppressed, and how many those were. */
async function withoutSuppressed(tx: Sql, workspaceId: number, batch: LeadBatch): Promise<{ writes: LeadBatch; suppressed: number }> {
  const suppressed = await suppressedAmong(tx, workspaceId, [...batch.keys()]);
  if (!suppressed.size) return { writes: batch, suppressed: 0 };
  return { writes: new Map([...batch].filter(([email]) => !suppressed.has(email))), suppressed: suppressed.size };
}

/** A lead's own tableId may repeat the batch's, never contradict it. */
function checkBatchTableIds(batch: { tableId: number; leads: LeadInput[] }): void {
  const stray = batch.leads.findIndex((lead) => lead.tableId !== undefined && lead.tableId !== batch.tableId);
  if (stray >= 0) {
    throw badRequest(`leads[${stray}].tableId (${batch.leads[stray].tableId}) differs from the batch tableId (${batch.tableId}); send one batch per table`);
  }
}

/**
 * Creates or updates leads by email within one table, all or nothing: a single lead without
 * `tableId` goes to the default table, which a rejected import does not leave behind.
 * Imports into one table take turns on the table's row lock (so do discovery's): concurrent imports
 * of overlapping emails neither deadlock nor lose a lead, and the table's stored lead count stays exact.
 *
 * In the transaction: lock the table, leave out the leads whose address the workspace suppressed, update
 * the leads it has (only what each lead sets, and only where something changes), insert the others and
 * count them.
 */
export async function importLeads(pool: pg.Pool, workspaceId: number, request: ImportRequest): Promise<ImportResult> {
  if ('leads' in request) checkBatchTableIds(request);
  const single = !('leads' in request);
  const leads = single ? [request] : request.leads;
  const batch = mergeByEmail(leads);
  return inTransaction(pool, async (tx) => {
    const tableId = single && request.tableId === undefined ? await defaultTableId(tx, workspaceId, DEFAULT_TABLE_NAME) : request.tableId!;
    const table = await lockTableForWrite(tx, workspaceId, tableId);
    if (!table) throw tableNotFound(tableId);
    checkCustomFieldKeys(leads, tableId, table.customFieldIds, single);
    const { writes, suppressed } = await withoutSuppressed(tx, workspaceId, batch);
    if (!writes.size) return { imported: 0, created: 0, updated: 0, suppressed };

    // An empty table has nothing to update: a plain insert is quicker than the upsert.
    const created = await (table.leadCount ? upsertLeads : insertLeads)(tx, workspaceId, tableId, writes);
    // "Empty" yet leads were there (written behind the count's back, by plain SQL): they still get the update.
    if (!table.leadCount && created < writes.size) await upsertLeads(tx, workspaceId, tableId, writes);
    await addToLeadCount(tx, tableId, created);
    return { imported: writes.size, created, updated: writes.size - created, suppressed };
  });
}
