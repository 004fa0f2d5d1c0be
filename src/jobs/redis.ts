import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.js';

/** Where Redis is: REDIS_URL, or — with REDIS_SENTINELS set — the primary Sentinel names (the Config's fields). */
export interface RedisSettings {
  redisUrl: string;
  /** REDIS_SENTINELS: when not empty, the primary is asked of these Sentinels, by `redisSentinelName`. */
  redisSentinels?: readonly { host: string; port: number }[];
  redisSentinelName?: string;
}

/** How long to wait before trying again, when Redis (or every Sentinel) cannot be reached: 0.2 s, 0.4 s, … 2 s at most. */
const retryDelay = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * A demoted primary answers writes with READONLY (a failover while the connection stayed open): reconnect —
 * through Sentinel, to the new primary — and send the command again (2; it was refused, so it did not run). A
 * failfast connection refuses the resend while it reconnects (no offline queue), so its caller fails at once.
 */
const reconnectOnReadonly = (err: Error) => (err.message.includes('READONLY') ? 2 : false);

/** A URL's user or password as ioredis reads it from REDIS_URL: percent-decoded when it can be. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What to connect to. With Sentinels, REDIS_URL's host and port are not used, but its user, password and
 * database number are, on the primary they name (the Sentinels themselves are asked without a password).
 */
function target(settings: RedisSettings | string): string | RedisOptions {
  if (typeof settings === 'string') return settings;
  if (!settings.redisSentinels?.length) return settings.redisUrl;
  const url = new URL(settings.redisUrl);
  const db = Number(url.pathname.slice(1) || 0);
  return {
    sentinels: settings.redisSentinels.map(({ host, port }) => ({ host, port })),
    name: settings.redisSentinelName ?? 'mymaster',
    ...(url.username && { username: decoded(url.username) }),
    ...(url.password && { password: decoded(url.password) }),
    ...(Number.isInteger(db) && db > 0 && { db }),
    // Every Sentinel unreachable: ask them all again, paced as reconnections are (never null: that would end the connection for good).
    sentinelRetryStrategy: retryDelay,
    // A Sentinel that accepts the connection but does not answer is passed over, not waited for.
    sentinelCommandTimeout: 2_000,
    // Not ioredis's `failoverDetector` (subscribing to the Sentinels' +switch-master): in ioredis 6.0 a switch announced
    // while the connection is being remade ends it for good (status `end`), which a failover test here hit. A failover
    // reaches the connection anyway: the old primary is dead (the connection drops), or Sentinel demotes it and it
    // disconnects its clients (or answers READONLY, above).
  };
}

/**
 * Redis connections with the settings BullMQ's production guide asks for:
 * - `failfast` (producers, caches): commands fail at once while Redis is unreachable (no offline queue, one retry),
 *   so an API request answers 503 quickly instead of hanging;
 * - `blocking` (workers, queue events): blocking commands wait out an outage (`maxRetriesPerRequest: null`) and resume.
 * Both reconnect on their own when Redis returns. Given the configuration (not only a URL), every connection
 * finds the primary through Sentinel when REDIS_SENTINELS is set, and follows a failover: while Sentinel
 * promotes a replica, a failfast connection fails its commands at once, as in any outage, and a blocking one
 * waits; then both connect to the new primary (ioredis asks the Sentinels again on every reconnection, and
 * accepts a node only if it reports itself primary).
 */
export function createRedis(settings: RedisSettings | string, role: 'failfast' | 'blocking', log: Logger): Redis {
  const options: RedisOptions = {
    maxRetriesPerRequest: role === 'failfast' ? 1 : null,
    enableOfflineQueue: role !== 'failfast',
    connectTimeout: 5_000,
    retryStrategy: retryDelay,
    reconnectOnError: reconnectOnReadonly,
  };
  const where = target(settings);
  const sentinel = typeof where !== 'string';
  const redis = sentinel ? new Redis({ ...where, ...options }) : new Redis(where, options);
  let down = false;
  redis.on('error', (err) => {
    if (!down) log.warn({ err, role }, 'Redis connection lost; retrying');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ role, ...(sentinel && { primary: `${redis.stream?.remoteAddress}:${redis.stream?.remotePort}` }) }, 'Redis connection restored');
    down = false;
  });
  return redis;
}
