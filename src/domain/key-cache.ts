import type pg from 'pg';
import { AnnouncedCache, type ChangeFeed } from '../db/change-feed.js';
import { activeKeyByHash, setKeyLastUsed } from '../db/repositories/api-keys.repository.js';
import { hashKey, isWellFormedKey, type Principal } from './api-keys.service.js';

/** lastUsedAt is a hint for admins, kept to the minute: writing it on every request would cost a row update per call. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** Announced with the key's hash by a trigger on every revocation or deletion (migration …203000). */
const CHANNEL = 'leadbase_api_key';
/** Bounds memory under a flood of distinct valid keys; and a key is read again at least this often. */
const LIMITS = { capacity: 100_000, maxAgeMs: 5 * 60_000 };

interface Entry {
  principal: Principal;
  lastUsedAt: number;
}

export interface KeyAuthenticator {
  /** The key's workspace, or null for a malformed, unknown or revoked key; reads go through `pool`. */
  authenticate(pool: pg.Pool, apiKey: string): Promise<Principal | null>;
}

/**
 * API keys resolved once and then served from memory — but only while the process listens to the
 * database's change feed, so a revoked key stops working in every web process as soon as the
 * announcement arrives (a request racing the announcement itself may still pass; on loopback it takes
 * well under a millisecond, longer under load). While the feed is down every request reads the key
 * row, as without a cache, until it is back.
 */
export function createKeyCache(feed: ChangeFeed): KeyAuthenticator {
  const cache = new AnnouncedCache<Entry>(feed, CHANNEL, LIMITS);

  async function touch(pool: pg.Pool, entry: Entry, keyId: number): Promise<void> {
    const now = Date.now();
    if (now - entry.lastUsedAt <= LAST_USED_RESOLUTION_MS) return;
    entry.lastUsedAt = now;
    await setKeyLastUsed(pool, keyId, new Date(now));
  }

  return {
    async authenticate(pool, apiKey) {
      if (!isWellFormedKey(apiKey)) return null;
      const entry = await cache.through(hashKey(apiKey), async (hash) => {
        const row = await activeKeyByHash(pool, hash);
        return row ? { principal: { workspaceId: row.workspace_id, keyId: row.id }, lastUsedAt: row.last_used_at?.getTime() ?? 0 } : null;
      });
      if (!entry) return null;
      await touch(pool, entry, entry.principal.keyId);
      return entry.principal;
    },
  };
}
