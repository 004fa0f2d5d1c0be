import type { Sql } from '../transaction.js';

/**
 * The SQL of API keys on the request path (the key cache): plain pg, since it runs on every request the
 * cache cannot serve. The CLI creates, revokes and lists keys as entities (api-keys.service.ts); the
 * console does it here, in its own transactions, through the same columns: a revocation sets
 * `revoked_at`, which the `api_key_changed` trigger announces to every process's key cache.
 */

/** What authenticating a key reads. */
export interface ActiveKeyRow {
  id: number;
  workspace_id: number;
  last_used_at: Date | null;
}

/** The key with this hash, unless it is revoked; null when there is none. */
export async function activeKeyByHash(db: Sql, hash: string): Promise<ActiveKeyRow | null> {
  const { rows } = await db.query<ActiveKeyRow>('select id, workspace_id, last_used_at from api_key where hash = $1 and revoked_at is null', [hash]);
  return rows[0] ?? null;
}

export async function setKeyLastUsed(db: Sql, keyId: number, at: Date): Promise<void> {
  await db.query('update api_key set last_used_at = $2 where id = $1', [keyId, at]);
}

// The console's keys (src/domain/console/workspace-settings.service.ts).

/** A key as the console lists it; `createdBy` is its creator's name, null when the CLI made it. */
export interface ConsoleKeyRow {
  id: number;
  name: string | null;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const CONSOLE_KEY_COLUMNS = `k.id, k.name, k.prefix, k.created_at as "createdAt", a.name as "createdBy", k.last_used_at as "lastUsedAt", k.revoked_at as "revokedAt"`;

/** The workspace's keys, newest first. */
export async function keysOfWorkspace(db: Sql, workspaceId: number): Promise<ConsoleKeyRow[]> {
  const { rows } = await db.query<ConsoleKeyRow>(
    `select ${CONSOLE_KEY_COLUMNS} from api_key k left join admin a on a.id = k.created_by_admin_id where k.workspace_id = $1 order by k.id desc`,
    [workspaceId],
  );
  return rows;
}

export async function keyOfWorkspace(db: Sql, workspaceId: number, keyId: number): Promise<ConsoleKeyRow | null> {
  const { rows } = await db.query<ConsoleKeyRow>(
    `select ${CONSOLE_KEY_COLUMNS} from api_key k left join admin a on a.id = k.created_by_admin_id where k.workspace_id = $1 and k.id = $2`,
    [workspaceId, keyId],
  );
  return rows[0] ?? null;
}

export interface NewKeyRow {
  workspaceId: number;
  prefix: string;
  hash: string;
  name: string;
  createdByAdminId: number | null;
}

export async function insertKey(db: Sql, key: NewKeyRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>('insert into api_key (workspace_id, prefix, hash, name, created_by_admin_id) values ($1, $2, $3, $4, $5) returning id', [
    key.workspaceId,
    key.prefix,
    key.hash,
    key.name,
    key.createdByAdminId,
  ]);
  return rows[0].id;
}

/** Revokes the workspace's key unless it already is; false when nothing was revoked (revoked before, or not this workspace's key). */
export async function revokeWorkspaceKey(db: Sql, workspaceId: number, keyId: number): Promise<boolean> {
  const { rowCount } = await db.query('update api_key set revoked_at = now() where id = $1 and workspace_id = $2 and revoked_at is null', [keyId, workspaceId]);
  return rowCount === 1;
}
