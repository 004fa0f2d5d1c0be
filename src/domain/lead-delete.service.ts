import type pg from 'pg';
import { deleteLeads, tableOfLead, type LeadSelection } from '../db/repositories/leads.repository.js';
import { addToLeadCount, lockTableForWrite } from '../db/repositories/tables.repository.js';
import { inTransaction, type Sql } from '../db/transaction.js';
import { badRequest, notFound, tableNotFound } from '../lib/errors.js';

const leadNotFound = (leadId: number) => notFound(`Lead ${leadId} does not exist in this workspace; GET /api/v1/leads lists your leads`);

/**
 * Deletes the selected leads of one table and moves its stored lead count by as many, in one
 * transaction holding the table's row: it takes its turn with imports into the table, so the count
 * stays exact (an archived table takes no deletions: its 404 says how to restore it).
 */
async function deleteFromTable(tx: Sql, workspaceId: number, tableId: number, selection: LeadSelection): Promise<number | null> {
  if (!(await lockTableForWrite(tx, workspaceId, tableId))) return null;
  const deleted = await deleteLeads(tx, tableId, selection);
  await addToLeadCount(tx, tableId, -deleted);
  return deleted;
}

/** DELETE /leads/{id}: the workspace's lead, or a 404 (another workspace's lead included). */
export async function deleteLead(pool: pg.Pool, workspaceId: number, leadId: number): Promise<void> {
  await inTransaction(pool, async (tx) => {
    const tableId = await tableOfLead(tx, workspaceId, leadId);
    // Deleted meanwhile by another request: gone either way, and this request did not do it.
    if (tableId === null || !(await deleteFromTable(tx, workspaceId, tableId, { ids: [leadId] }))) throw leadNotFound(leadId);
  });
}

export interface DeleteLeadsRequest {
  tableId: number;
  ids?: number[];
  emails?: string[];
}

/** POST /leads/delete: the table's leads by id or by email; ids and emails it does not have are not counted. */
export async function deleteLeadsOfTable(pool: pg.Pool, workspaceId: number, { tableId, ids, emails }: DeleteLeadsRequest): Promise<{ deleted: number }> {
  if ((ids === undefined) === (emails === undefined)) throw badRequest('Give the leads to delete as either ids or emails (not both), with tableId');
  const deleted = await inTransaction(pool, (tx) => deleteFromTable(tx, workspaceId, tableId, ids ? { ids } : { emails: emails! }));
  if (deleted === null) throw tableNotFound(tableId);
  return { deleted };
}
