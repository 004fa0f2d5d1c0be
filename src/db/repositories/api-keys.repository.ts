import type { Sql } from '../transaction.js';

/**
 * The SQL of API keys on the request path (the key cache): plain pg, since it runs on every request the
 * cache cannot serve. Keys are created, revoked and listed as entities (api-keys.service.ts).
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
