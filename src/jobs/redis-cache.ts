import type { Redis } from 'ioredis';

/** A TTL cache shared by every worker process, with a claim so that one of them does a piece of work. */
export interface SharedCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** True for the one caller that takes `key` while no one holds it (the claim lapses after `ttlMs`). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

/**
 * A small TTL cache in Redis, shared by every worker process (domain facts such as MX hosts and
 * catch-all answers, an enrichment run's website findings). A Redis hiccup is a cache miss, never a
 * failed job — and a claim granted, so work goes on (done twice at worst) rather than wait for Redis.
 */
export function createRedisCache(redis: Redis, prefix: string): SharedCache {
  return {
    async get(key) {
      return redis.get(`${prefix}:${key}`).catch(() => null);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(`${prefix}:${key}`, value, 'EX', ttlSeconds).catch(() => undefined);
    },
    async claim(key, ttlMs) {
      return redis.set(`${prefix}:${key}`, '1', 'PX', ttlMs, 'NX').then(
        (ok) => ok === 'OK',
        () => true,
      );
    },
    async release(key) {
      await redis.del(`${prefix}:${key}`).catch(() => undefined);
    },
  };
}
