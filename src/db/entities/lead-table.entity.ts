import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

export interface FieldSetting {
  label?: string;
  hidden?: boolean;
}

export interface CustomField {
  id: string;
  label: string;
  hidden: boolean;
}

export interface LeadTable {
  id: number;
  workspace: Workspace;
  name: string;
  /** The table a single lead lands in when the request names none (created on first use). */
  isDefault: boolean;
  /** Label/visibility overrides of standard fields, by field id; standard defaults fill the rest. */
  standardFields: Record<string, FieldSetting>;
  /** Custom fields in creation order; ids never change once given. */
  customFields: CustomField[];
  /** Leads in the table, kept by the transactions that insert and delete them. */
  leadCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** When the table was archived (DELETE /tables/{id}); a worker purges it TABLE_RETENTION_DAYS later. Null = active. */
  archivedAt: Date | null;
}

export const LeadTableSchema = new EntitySchema<LeadTable>({
  name: 'LeadTable',
  tableName: 'lead_table',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade', index: true },
    name: { type: 'string', length: 80 },
    isDefault: { type: 'boolean', default: false },
    standardFields: { type: 'json', columnType: 'jsonb', defaultRaw: `'{}'` },
    customFields: { type: 'json', columnType: 'jsonb', defaultRaw: `'[]'` },
    leadCount: { type: 'integer', default: 0 },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()', onCreate: () => new Date() },
    updatedAt: {
      type: 'Date',
      columnType: 'timestamptz(3)',
      defaultRaw: 'now()',
      onCreate: () => new Date(),
      onUpdate: () => new Date(),
    },
    archivedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
  uniques: [
    // At most one default table per workspace, so concurrent first imports cannot create two.
    {
      name: 'lead_table_one_default_per_workspace',
      expression: 'create unique index "lead_table_one_default_per_workspace" on "lead_table" ("workspace_id") where "is_default"',
    },
  ],
  indexes: [{ name: 'lead_table_archived_at_index', expression: 'create index "lead_table_archived_at_index" on "lead_table" ("archived_at") where "archived_at" is not null' }],
});
