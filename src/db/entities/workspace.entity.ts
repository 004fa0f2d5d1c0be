import { EntitySchema } from '@mikro-orm/core';

export const MAX_WORKSPACE_NAME_LENGTH = 120;

export interface Workspace {
  id: number;
  name: string;
  /** Monthly credit allowance; null means the server default applies. */
  monthlyCredits: number | null;
  createdAt: Date;
  /** The key of the suppression list's address hashes (HMAC-SHA256), made at the first suppression. */
  privacyKey: Buffer | null;
}

export const WorkspaceSchema = new EntitySchema<Workspace>({
  name: 'Workspace',
  tableName: 'workspace',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: MAX_WORKSPACE_NAME_LENGTH },
    monthlyCredits: { type: 'integer', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()', onCreate: () => new Date() },
    privacyKey: { type: 'blob', columnType: 'bytea', nullable: true, lazy: true },
  },
});
