import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { LeadTableSchema, type LeadTable } from '../db/entities/lead-table.entity.js';
import { WorkspaceSchema } from '../db/entities/workspace.entity.js';
import { leadCounts } from '../db/repositories/leads.repository.js';
import {
  CUSTOM_FIELD_PREFIX,
  MAX_CUSTOM_FIELDS_PER_TABLE,
  STANDARD_FIELDS,
  STANDARD_FIELD_IDS,
} from '../lib/lead-fields.js';
import { badRequest, tableNotFound } from './errors.js';
import { newCustomFieldId } from './field-slug.js';

export interface FieldDefinition {
  id: string;
  label: string;
  hidden: boolean;
}

export interface TableView {
  id: number;
  name: string;
  leadCount: number;
  fields: FieldDefinition[];
  createdAt: string;
  updatedAt: string;
}

/** A `fields[]` entry of PATCH /tables/{id}: with an id it edits that field, without one it adds a custom field. */
export interface FieldChange {
  id?: string;
  label?: string;
  hidden?: boolean;
}

function fieldDefinitions(table: LeadTable): FieldDefinition[] {
  const standard = STANDARD_FIELDS.map(({ id, label }) => ({
    id,
    label: table.standardFields[id]?.label ?? label,
    hidden: table.standardFields[id]?.hidden ?? false,
  }));
  return [...standard, ...table.customFields.map(({ id, label, hidden }) => ({ id, label, hidden }))];
}

export const presentTable = (table: LeadTable, leadCount: number): TableView => ({
  id: table.id,
  name: table.name,
  leadCount,
  fields: fieldDefinitions(table),
  createdAt: table.createdAt.toISOString(),
  updatedAt: table.updatedAt.toISOString(),
});

export async function listTables(em: EntityManager, workspaceId: number): Promise<TableView[]> {
  const [tables, counts] = await Promise.all([
    em.find(LeadTableSchema, { workspace: workspaceId }, { orderBy: { id: 'asc' } }),
    leadCounts(em, workspaceId),
  ]);
  return tables.map((t) => presentTable(t, counts.get(t.id) ?? 0));
}

export async function createTable(em: EntityManager, workspaceId: number, name: string): Promise<TableView> {
  const now = new Date();
  const table = em.create(LeadTableSchema, {
    workspace: em.getReference(WorkspaceSchema, workspaceId),
    name,
    isDefault: false,
    standardFields: {},
    customFields: [],
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return presentTable(table, 0);
}

export async function updateTableFields(
  em: EntityManager,
  workspaceId: number,
  tableId: number,
  changes: FieldChange[],
): Promise<TableView> {
  const table = await em.transactional(async (tx) => {
    // Row lock: two concurrent PATCHes adding "Budget" must get custom_budget and custom_budget_2.
    const table = await tx.findOne(
      LeadTableSchema,
      { id: tableId, workspace: workspaceId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!table) throw tableNotFound(tableId);
    applyFieldChanges(table, changes);
    table.updatedAt = new Date();
    return table;
  });
  const counts = await leadCounts(em, workspaceId, tableId);
  return presentTable(table, counts.get(tableId) ?? 0);
}

function applyFieldChanges(table: LeadTable, changes: FieldChange[]): void {
  const standardFields = structuredClone(table.standardFields);
  const customFields = structuredClone(table.customFields);
  const taken = new Set(customFields.map((f) => f.id));

  changes.forEach((change, i) => {
    const { label } = change;
    if (change.id === undefined) {
      if (!label) throw badRequest(`fields[${i}] has no id, so it adds a custom field and needs a label`);
      if (customFields.length >= MAX_CUSTOM_FIELDS_PER_TABLE) {
        throw badRequest(`A table can have at most ${MAX_CUSTOM_FIELDS_PER_TABLE} custom fields; hide unused ones instead`);
      }
      const id = newCustomFieldId(label, taken);
      taken.add(id);
      customFields.push({ id, label, hidden: change.hidden ?? false });
      return;
    }

    const settings = { ...(label !== undefined && { label }), ...(change.hidden !== undefined && { hidden: change.hidden }) };
    if (STANDARD_FIELD_IDS.has(change.id)) {
      standardFields[change.id] = { ...standardFields[change.id], ...settings };
      return;
    }
    const custom = customFields.find((f) => f.id === change.id);
    if (custom) {
      Object.assign(custom, settings);
      return;
    }
    throw badRequest(
      change.id.startsWith(CUSTOM_FIELD_PREFIX)
        ? `fields[${i}].id "${change.id}" is not a custom field of table ${table.id}; leave out id to add a new custom field`
        : `fields[${i}].id "${change.id}" is not a field id; standard fields are ${[...STANDARD_FIELD_IDS].join(', ')} and custom field ids start with "${CUSTOM_FIELD_PREFIX}"`,
    );
  });

  table.standardFields = standardFields;
  table.customFields = customFields;
}
