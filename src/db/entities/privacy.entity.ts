import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

/** An address a person asked never to be stored again in a workspace: only its keyed hash (never the address). */
export interface Suppression {
  workspace: Workspace;
  addressHash: Buffer;
  createdAt: Date;
}

export const SuppressionSchema = new EntitySchema<Suppression>({
  name: 'Suppression',
  tableName: 'suppression',
  properties: {
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade', primary: true },
    addressHash: { type: 'blob', columnType: 'bytea', primary: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
});

/** A record of one erase or export: when, by which key, and how much — never the address. */
export interface PrivacyRequest {
  id: number;
  workspace: Workspace;
  kind: 'erase' | 'export';
  apiKeyId: number | null;
  counts: Record<string, number>;
  createdAt: Date;
}

export const PrivacyRequestSchema = new EntitySchema<PrivacyRequest>({
  name: 'PrivacyRequest',
  tableName: 'privacy_request',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade' },
    kind: { type: 'string', length: 16 },
    apiKeyId: { type: 'integer', nullable: true },
    counts: { type: 'json', columnType: 'jsonb' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
  indexes: [{ name: 'privacy_request_workspace_index', expression: 'create index "privacy_request_workspace_index" on "privacy_request" ("workspace_id", "created_at" desc)' }],
});
