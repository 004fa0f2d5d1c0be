import { EntitySchema } from '@mikro-orm/core';
import type { Admin } from './console.entity.js';
import type { Workspace } from './workspace.entity.js';

export const MAX_KEY_NAME_LENGTH = 80;

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
  /** Given by whoever created it (the console asks for one; the CLI gives none). */
  name: string | null;
  /** The admin who created it in the console; null: the CLI (or an admin since removed). */
  createdByAdmin: Admin | null;
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
    name: { type: 'string', length: MAX_KEY_NAME_LENGTH, nullable: true },
    createdByAdmin: { kind: 'm:1', entity: 'Admin', nullable: true, deleteRule: 'set null' },
  },
});
