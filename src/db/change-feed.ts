import pg from 'pg';
import type { Logger } from '../logger.js';

const RECONNECT_MS = 1_000;
/** A listening connection that goes quiet without an error (a half-open TCP connection) is found out by this. */
const HEARTBEAT_MS = 5_000;
export const CHANGE_FEED_APPLICATION = 'leadbase-changes';

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
  close(): Promise<void>;
}

type Subscriber = (payload: string | null) => void;

/** Without a database URL (tests of the app alone) the feed never listens, and caches serve nothing. */
export function createChangeFeed(databaseUrl: string | null, log: Logger): ChangeFeed {
  const subscribers = new Map<string, Subscriber[]>();
  let listener: pg.Client | null = null;
  let listening = false;
  let closed = false;

  const resetAll = () => {
    for (const list of subscribers.values()) for (const changed of list) changed(null);
  };

  async function listen(): Promise<void> {
    if (closed || !databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: CHANGE_FEED_APPLICATION, keepAlive: true, query_timeout: HEARTBEAT_MS });
    let heartbeat: NodeJS.Timeout | undefined;
    const lost = (err?: Error) => {
      clearInterval(heartbeat);
      if (listener !== client) return;
      if (listening) log.warn({ err }, 'database change channel lost; reading API keys and table lists from the database until it is back');
      listening = false;
      listener = null;
      resetAll();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', ({ channel, payload }) => {
      for (const changed of subscribers.get(channel) ?? []) changed(payload || null);
    });
    try {
      await client.connect();
      for (const channel of subscribers.keys()) await client.query(`listen "${channel}"`);
      if (listener !== client) return;
      resetAll();
      listening = true;
      heartbeat = setInterval(() => void client.query('select 1').catch((err: Error) => lost(err)), HEARTBEAT_MS).unref();
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
    async close() {
      closed = true;
      listening = false;
      const client = listener;
      listener = null;
      resetAll();
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * A map served only while the feed listens. An announcement on its channel forgets the entry it names
 * (no payload: all of them), and a value read while an announcement came in is not kept — it may
 * predate the change. Bounded: a full cache simply forgets everything.
 */
export class AnnouncedCache<V> {
  private readonly entries = new Map<string, V>();
  /** Bumped by every announcement: a read that started before one is not cached. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    channel: string,
    private readonly maxEntries: number,
  ) {
    feed.subscribe(channel, (payload) => this.forget(payload));
  }

  get(key: string): V | undefined {
    return this.feed.listening ? this.entries.get(key) : undefined;
  }

  /** Where a read starts: pass it to `keep` once the value is read. */
  get readStarted(): number {
    return this.generation;
  }

  keep(key: string, value: V, readStarted: number): void {
    if (!this.feed.listening || readStarted !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  /** Forgets one entry (null: all), as an announcement does; for changes this process has just made. */
  forget(key: string | null): void {
    this.generation++;
    if (key === null) this.entries.clear();
    else this.entries.delete(key);
  }
}
