import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

export interface ApiKey {
  id: number;
  workspace: Workspace;
  /** Shown to people so they can tell keys apart, e.g. `svc_AbCd`; never enough to authenticate. */
  prefix: string;
  /** SHA-256 of the whole key, hex. The secret itself is never stored. */
  hash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade', index: true },
    prefix: { type: 'string', length: 16 },
    hash: { type: 'string', columnType: 'char(64)', unique: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()', onCreate: () => new Date() },
    lastUsedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    revokedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
