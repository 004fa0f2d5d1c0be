import { createChangeFeed, type ChangeFeed } from '../db/change-feed.js';
import type { Logger } from '../logger.js';
import { createKeyCache, type KeyAuthenticator } from './key-cache.js';
import { createTableListCache, type TableListCache } from './tables.service.js';

/** What a web process serves from memory while the database announces changes (one listening connection). */
export interface ApiCaches {
  feed: ChangeFeed;
  keys: KeyAuthenticator;
  tableLists: TableListCache;
}

/** Without a database URL nothing is ever served from memory. */
export function createApiCaches(databaseUrl: string | null, log: Logger): ApiCaches {
  const feed = createChangeFeed(databaseUrl, log);
  return { feed, keys: createKeyCache(feed), tableLists: createTableListCache(feed) };
}
