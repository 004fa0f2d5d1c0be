import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger.js';

const RECONNECT_MS = 1_000;
/**
 * How often the listening connection proves that announcements reach it: it announces a nonce on a
 * channel of its own and must hear it back within this time. A quiet half-open TCP connection fails
 * this, and so does a pooler in transaction mode (PgBouncer), which takes LISTEN but never delivers.
 */
const HEARTBEAT_MS = 5_000;
/** Each process probes on a channel of its own, so N processes do not hear each other's N probes. */
const probeChannel = () => `leadbase_feed_probe_${randomUUID().replaceAll('-', '')}`;
export const CHANGE_FEED_APPLICATION = 'leadbase-changes';

type Subscriber = (payload: string | null) => void;

/**
 * The database's change announcements (LISTEN/NOTIFY, sent by triggers whoever makes the change: an API
 * process, a worker, the CLI, plain SQL), on one connection per process, for caches that serve from memory.
 * A cache may only serve from memory while the feed is `listening`: every lost connection and every
 * (re)connection resets every cache, since what was announced meanwhile is unknown.
 */
export interface ChangeFeed {
  readonly listening: boolean;
  /**
   * `changed(payload)` for each announcement on the channel; `changed(null)` when everything may have
   * changed. Only before the feed connects (it does so once the current task has subscribed everyone).
   */
  subscribe(channel: string, changed: Subscriber): void;
  /**
   * Resolves once every announcement committed before the call has reached the subscribers (announcements
   * arrive in commit order, so hearing back a nonce sent now proves it): for a process that has just made a
   * change and must not serve the old value on its next request. At once while the feed is not listening.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** Without a database URL (tests of the app alone) the feed never listens, and caches serve nothing. */
export function createChangeFeed(databaseUrl: string | null, log: Logger): ChangeFeed {
  const subscribers = new Map<string, Subscriber[]>();
  const PROBE_CHANNEL = probeChannel();
  let listener: pg.Client | null = null;
  let probeListener: (() => Promise<void>) | null = null;
  let listening = false;
  let closed = false;

  const resetAll = () => {
    for (const list of subscribers.values()) for (const changed of list) changed(null);
  };

  async function listen(): Promise<void> {
    if (closed || !databaseUrl) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: CHANGE_FEED_APPLICATION,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_MS,
      query_timeout: HEARTBEAT_MS,
    });
    let heartbeat: NodeJS.Timeout | undefined;
    const echoes = new Map<string, () => void>();
    const lost = (err?: Error) => {
      clearInterval(heartbeat);
      if (listener !== client) return;
      if (listening) log.warn({ err }, 'database change channel lost; reading API keys and table lists from the database until it is back');
      listening = false;
      listener = null;
      probeListener = null;
      resetAll();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    /** Announces a nonce and waits to hear it back. */
    const probe = async () => {
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve, reject) => {
        echoes.set(nonce, resolve);
        timer = setTimeout(() => reject(new Error(`an announcement did not come back within ${HEARTBEAT_MS} ms`)), HEARTBEAT_MS);
      });
      try {
        await client.query('select pg_notify($1, $2)', [PROBE_CHANNEL, nonce]);
        await heard;
      } finally {
        clearTimeout(timer);
        echoes.delete(nonce);
      }
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', ({ channel, payload }) => {
      if (channel === PROBE_CHANNEL) echoes.get(payload ?? '')?.();
      else for (const changed of subscribers.get(channel) ?? []) changed(payload || null);
    });
    try {
      await client.connect();
      for (const channel of [PROBE_CHANNEL, ...subscribers.keys()]) await client.query(`listen "${channel}"`);
      await probe();
      if (listener !== client) return;
      resetAll();
      listening = true;
      const checked = () => probe().catch((err: Error) => lost(err));
      probeListener = checked;
      heartbeat = setInterval(() => void checked(), HEARTBEAT_MS).unref();
    } catch (err) {
      lost(err as Error);
    }
  }
  // Subscribers register synchronously after creation; the connection starts once they have.
  queueMicrotask(() => void listen());

  return {
    get listening() {
      return listening;
    },
    subscribe(channel, changed) {
      if (listener) throw new Error('subscribe to the change feed before it connects');
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), changed]);
    },
    async caughtUp() {
      // A probe that fails drops the connection, and with it everything cached: nothing stale is served.
      await probeListener?.();
    },
    async close() {
      closed = true;
      listening = false;
      probeListener = null;
      const client = listener;
      listener = null;
      resetAll();
      await client?.end().catch(() => undefined);
    },
  };
}

export interface AnnouncedCacheLimits<V> {
  /** What the entries may weigh together (by `weigh`); a full cache simply forgets everything. */
  capacity: number;
  /** An entry's weight (default 1: capacity counts entries). One over 1 % of the capacity is not kept. */
  weigh?: (value: V) => number;
  /** The longest an entry is served, a backstop for a change no trigger announced (TRUNCATE of another table, replication). */
  maxAgeMs: number;
}

/**
 * A map served only while the feed listens. An announcement on its channel forgets the entry it names
 * (no payload: all of them), and a value read while an announcement for its key came in is not kept —
 * it may predate the change. Reads of other keys are unaffected.
 */
export class AnnouncedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number; at: number }>();
  /** Reads in flight by key; an announcement marks them stale. */
  private readonly reads = new Map<string, Set<{ stale: boolean }>>();
  private weight = 0;

  constructor(
    private readonly feed: ChangeFeed,
    channel: string,
    private readonly limits: AnnouncedCacheLimits<V>,
  ) {
    feed.subscribe(channel, (payload) => this.forget(payload));
  }

  /** The value from memory when it may be served, else `read()` — kept unless announced stale meanwhile. */
  async through(key: string, read: (key: string) => Promise<V | null>): Promise<V | null> {
    const entry = this.feed.listening ? this.entries.get(key) : undefined;
    if (entry && Date.now() - entry.at < this.limits.maxAgeMs) return entry.value;
    const ticket = { stale: false };
    const inFlight = this.reads.get(key) ?? new Set();
    this.reads.set(key, inFlight.add(ticket));
    try {
      const value = await read(key);
      if (value !== null && !ticket.stale && this.feed.listening) this.keep(key, value);
      return value;
    } finally {
      inFlight.delete(ticket);
      if (!inFlight.size) this.reads.delete(key);
    }
  }

  private keep(key: string, value: V): void {
    const weight = this.limits.weigh?.(value) ?? 1;
    if (weight * 100 > this.limits.capacity) return;
    this.forgetEntry(key);
    if (this.weight + weight > this.limits.capacity) this.clear();
    this.entries.set(key, { value, weight, at: Date.now() });
    this.weight += weight;
  }

  /** Forgets one entry (null: all), as an announcement does; for changes this process has just made. */
  forget(key: string | null): void {
    if (key === null) {
      this.clear();
      for (const inFlight of this.reads.values()) for (const ticket of inFlight) ticket.stale = true;
    } else {
      this.forgetEntry(key);
      for (const ticket of this.reads.get(key) ?? []) ticket.stale = true;
    }
  }

  private forgetEntry(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
