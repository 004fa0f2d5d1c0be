import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * Redis connections with the settings BullMQ's production guide asks for:
 * - `failfast` (producers, caches): commands fail at once while Redis is unreachable (no offline queue, one retry),
 *   so an API request answers 503 quickly instead of hanging;
 * - `blocking` (workers, queue events): blocking commands wait out an outage (`maxRetriesPerRequest: null`) and resume.
 * Both reconnect on their own when Redis returns.
 */
export function createRedis(url: string, role: 'failfast' | 'blocking', log: Logger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: role === 'failfast' ? 1 : null,
    enableOfflineQueue: role !== 'failfast',
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (err) => {
    if (!down) log.warn({ err, role }, 'Redis connection lost; retrying');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ role }, 'Redis connection restored');
    down = false;
  });
  return redis;
}
