import { EntitySchema } from '@mikro-orm/core';
import { LEAD_STATUSES, DEFAULT_LEAD_STATUS, MAX_EMAIL_LENGTH, MAX_TEXT_FIELD_LENGTH } from '../../lib/lead-fields.js';
import type { LeadTable } from './lead-table.entity.js';
import type { Workspace } from './workspace.entity.js';

/**
 * Leads are written and read with set-based SQL (db/repositories/leads.repository.ts) for speed;
 * this schema is the source of the table definition and its migrations.
 */
export interface Lead {
  id: number;
  workspace: Workspace;
  table: LeadTable;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  company: string | null;
  role: string | null;
  website: string | null;
  linkedin: string | null;
  phone: string | null;
  address: string | null;
  rating: number | null;
  status: string;
  customFields: Record<string, string>;
  mapsUrl: string | null;
  source: string | null;
  sourceId: string | null;
  /** What discovery found for the lead, with evidence (website and registry research); null for other leads. */
  research: Record<string, unknown> | null;
  /** The latest verification verdict of the address (table enrichment): `{status, reason, checkedAt}`; null = never verified. */
  verification: { status: string; reason: string; checkedAt: string } | null;
  /** When enrichment last researched the website successfully (its maxAgeDays guard). */
  researchCheckedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const text = { type: 'string', length: MAX_TEXT_FIELD_LENGTH, nullable: true } as const;

export const LeadSchema = new EntitySchema<Lead>({
  name: 'Lead',
  tableName: 'lead',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // Denormalised from the table so workspace-wide listing needs no join.
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade' },
    table: { kind: 'm:1', entity: 'LeadTable', deleteRule: 'cascade' },
    email: { type: 'string', length: MAX_EMAIL_LENGTH },
    firstName: text,
    lastName: text,
    name: text,
    company: text,
    role: text,
    website: text,
    linkedin: text,
    phone: text,
    address: text,
    rating: { type: 'double', nullable: true },
    status: { enum: true, items: () => [...LEAD_STATUSES], default: DEFAULT_LEAD_STATUS },
    customFields: { type: 'json', columnType: 'jsonb', defaultRaw: `'{}'` },
    mapsUrl: text,
    source: { type: 'string', length: 64, nullable: true },
    sourceId: { type: 'string', length: 255, nullable: true },
    research: { type: 'json', columnType: 'jsonb', nullable: true },
    verification: { type: 'json', columnType: 'jsonb', nullable: true },
    researchCheckedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    updatedAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
  uniques: [
    {
      name: 'lead_table_email_unique',
      expression: 'create unique index "lead_table_email_unique" on "lead" ("table_id", lower("email"))',
    },
  ],
  indexes: [
    // Keyset order of GET /api/v1/leads: most recently updated first, id breaking ties.
    {
      name: 'lead_workspace_recent_idx',
      expression: 'create index "lead_workspace_recent_idx" on "lead" ("workspace_id", "updated_at" desc, "id" desc)',
    },
    {
      name: 'lead_table_recent_idx',
      expression: 'create index "lead_table_recent_idx" on "lead" ("table_id", "updated_at" desc, "id" desc)',
    },
    // The listing's status filter, in listing order.
    {
      name: 'lead_table_status_recent_idx',
      expression: 'create index "lead_table_status_recent_idx" on "lead" ("table_id", "status", "updated_at" desc, "id" desc)',
    },
    // The listing's search (q): trigrams of the searched text (LEAD_SEARCH_TEXT in leads.repository.ts).
    {
      name: 'lead_search_trgm_idx',
      expression: `create index "lead_search_trgm_idx" on "lead" using gin ((lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company", ''))) gin_trgm_ops)`,
    },
  ],
});
