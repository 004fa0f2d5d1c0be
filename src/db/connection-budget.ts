/**
 * The PostgreSQL connections one process may hold, and how they are shared out. The pools open
 * connections only on demand and close them after 30 s idle, so a quiet process holds few.
 *
 * - MikroORM keeps a small pool for entity work: table definitions, workspaces and API keys (the
 *   admin CLI), migrations.
 * - Web processes: one connection listens for the database's change announcements (db/change-feed.ts:
 *   API keys and table lists served from memory).
 * - The `pg` pool has the rest and serves every query of the repositories: the hot paths (bulk
 *   import, streamed listing — each stream holds one connection while its client reads, at most
 *   MAX_LIST_STREAMS), jobs, credits, key lookups, readiness and metrics.
 */
const CONNECTION_BUDGET = 13;
export const ORM_CONNECTIONS = 2;
const CHANGE_FEED_CONNECTIONS = 1;
export const POOL_CONNECTIONS = CONNECTION_BUDGET - ORM_CONNECTIONS - CHANGE_FEED_CONNECTIONS;

/** Nothing waits longer than this for a connection: it fails (and says so) instead of hanging. */
export const CONNECTION_WAIT_MS = 10_000;
export const IDLE_CONNECTION_MS = 30_000;
