import pg from 'pg';
import type { Logger } from '../logger.js';
import { hashKey, isWellFormedKey, type Principal } from './api-keys.service.js';

/** lastUsedAt is a hint for admins, kept to the minute: writing it on every request would cost a row update per call. */
const LAST_USED_RESOLUTION_MS = 60_000;
const CHANNEL = 'leadbase_api_key';
const RECONNECT_MS = 1_000;
/** A listening connection that goes quiet without an error (a half-open TCP connection) is found out by this. */
const HEARTBEAT_MS = 5_000;
/** Bounds memory under a flood of distinct valid keys; a full cache simply forgets everything. */
const MAX_ENTRIES = 100_000;

interface Entry {
  principal: Principal;
  lastUsedAt: number;
}

export interface KeyAuthenticator {
  /** The key's workspace, or null for a malformed, unknown or revoked key; reads go through `pool`. */
  authenticate(pool: pg.Pool, apiKey: string): Promise<Principal | null>;
  /** Whether keys are served from memory right now (the change channel is listened to). */
  readonly caching: boolean;
  close(): Promise<void>;
}

/**
 * API keys resolved once and then served from memory — but only while this process listens to the
 * database's key-change channel (a trigger announces every revocation, whoever makes it), so a
 * revoked key stops working in every web process as soon as the announcement arrives (a request
 * racing the announcement itself may still pass; on loopback it takes well under a millisecond,
 * longer under load). When the channel is down
 * the cache is dropped and every request reads the key row, as without a cache, until it is back.
 * A change announced while a key is being read keeps that read out of the cache. Without a database
 * URL to listen on, nothing is cached.
 */
export function createKeyCache(databaseUrl: string | null, log: Logger): KeyAuthenticator {
  const entries = new Map<string, Entry>();
  let listener: pg.Client | null = null;
  let listening = false;
  let closed = false;
  /** Bumped by every announced change: a read that started before one is not cached. */
  let generation = 0;

  const drop = () => {
    generation++;
    entries.clear();
  };

  async function listen(): Promise<void> {
    if (closed || !databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'leadbase-key-cache', keepAlive: true, query_timeout: HEARTBEAT_MS });
    let heartbeat: NodeJS.Timeout | undefined;
    const lost = (err?: Error) => {
      clearInterval(heartbeat);
      if (listener !== client) return;
      if (listening) log.warn({ err }, 'API key change channel lost; reading every key from the database until it is back');
      listening = false;
      listener = null;
      drop();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      generation++;
      if (message.payload) entries.delete(message.payload);
      else entries.clear();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (listener !== client) return;
      drop(); // whatever was announced while we were not listening is unknown
      listening = true;
      heartbeat = setInterval(() => void client.query('select 1').catch((err: Error) => lost(err)), HEARTBEAT_MS).unref();
    } catch (err) {
      lost(err as Error);
    }
  }
  void listen();

  async function touch(pool: pg.Pool, entry: Entry, keyId: number): Promise<void> {
    const now = Date.now();
    if (now - entry.lastUsedAt <= LAST_USED_RESOLUTION_MS) return;
    entry.lastUsedAt = now;
    await pool.query('update api_key set last_used_at = $2 where id = $1', [keyId, new Date(now)]);
  }

  return {
    get caching() {
      return listening;
    },
    async authenticate(pool, apiKey) {
      if (!isWellFormedKey(apiKey)) return null;
      const hash = hashKey(apiKey);
      const cached = listening ? entries.get(hash) : undefined;
      if (cached) {
        await touch(pool, cached, cached.principal.keyId);
        return cached.principal;
      }
      const readAt = generation;
      const { rows } = await pool.query<{ id: number; workspace_id: number; last_used_at: Date | null }>(
        'select id, workspace_id, last_used_at from api_key where hash = $1 and revoked_at is null',
        [hash],
      );
      const row = rows[0];
      if (!row) return null;
      const entry: Entry = { principal: { workspaceId: row.workspace_id, keyId: row.id }, lastUsedAt: row.last_used_at?.getTime() ?? 0 };
      await touch(pool, entry, row.id);
      if (listening && generation === readAt) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(hash, entry);
      }
      return entry.principal;
    },
    async close() {
      closed = true;
      listening = false;
      const client = listener;
      listener = null;
      drop();
      await client?.end().catch(() => undefined);
    },
  };
}
