import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKeySchema, type ApiKey } from '../db/entities/api-key.entity.js';
import { WorkspaceSchema } from '../db/entities/workspace.entity.js';

export const KEY_PREFIX = 'svc_';
/** `svc_` + 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^svc_[A-Za-z0-9_-]{43}$/;

export interface IssuedKey {
  key: ApiKey;
  /** The secret, shown once. */
  apiKey: string;
}

export interface Principal {
  workspaceId: number;
  keyId: number;
}

export const hashKey = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex');

export const isWellFormedKey = (candidate: string) => KEY_PATTERN.test(candidate);

/** A new key: the secret (shown once) and what is stored of it. The CLI and the console both make keys here. */
export function mintKey(): { apiKey: string; prefix: string; hash: string } {
  const apiKey = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { apiKey, prefix: apiKey.slice(0, KEY_PREFIX.length + 4), hash: hashKey(apiKey) };
}

export async function issueKey(em: EntityManager, workspaceId: number): Promise<IssuedKey> {
  const { apiKey, prefix, hash } = mintKey();
  const key = em.create(ApiKeySchema, {
    workspace: em.getReference(WorkspaceSchema, workspaceId),
    prefix,
    hash,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
    name: null,
    createdByAdmin: null,
  });
  await em.flush();
  return { key, apiKey };
}

/** Revokes a key; revoking twice keeps the first revocation time. Returns null for an unknown key. */
export async function revokeKey(em: EntityManager, keyId: number): Promise<ApiKey | null> {
  const key = await em.findOne(ApiKeySchema, { id: keyId });
  if (!key) return null;
  key.revokedAt ??= new Date();
  await em.flush();
  return key;
}

export function listKeys(em: EntityManager, workspaceId: number): Promise<ApiKey[]> {
  return em.find(ApiKeySchema, { workspace: workspaceId }, { orderBy: { id: 'asc' } });
}
