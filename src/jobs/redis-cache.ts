import type { Redis } from 'ioredis';

/**
 * A small TTL cache in Redis, shared by every worker process (domain facts such as MX hosts and
 * catch-all answers). A Redis hiccup is a cache miss, never a failed job.
 */
export function createRedisCache(redis: Redis, prefix: string) {
  return {
    async get(key: string): Promise<string | null> {
      return redis.get(`${prefix}:${key}`).catch(() => null);
    },
    async set(key: string, value: string, ttlSeconds: number): Promise<void> {
      await redis.set(`${prefix}:${key}`, value, 'EX', ttlSeconds).catch(() => undefined);
    },
  };
}
