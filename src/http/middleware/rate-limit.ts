import type { Redis } from 'ioredis';
import { HttpError } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { AppMiddleware } from '../context.js';

const WINDOW_SECONDS = 60;

/**
 * Per-key rate limit in a fixed one-minute window, counted in Redis so every web process shares it.
 * Runs after authentication. If Redis cannot answer, requests are let through (logged once per
 * outage): an unavailable limiter must not take the lead API down with it.
 */
export function rateLimit(redis: Redis, perMinute: number, log: Logger, prefix: string): AppMiddleware {
  let failing = false;
  return async (ctx, next) => {
    if (!perMinute || !ctx.state.principal) return next();
    const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
    const key = `${prefix}:rate:${ctx.state.principal.keyId}:${window}`;
    let count: number;
    try {
      const [[, value]] = (await redis.multi().incr(key).expire(key, WINDOW_SECONDS + 1).exec()) as [[null, number]];
      count = value;
      failing = false;
    } catch (err) {
      if (!failing) log.warn({ err }, 'rate limiter unavailable; letting requests through');
      failing = true;
      return next();
    }
    const limits = { 'X-RateLimit-Limit': String(perMinute), 'X-RateLimit-Remaining': String(Math.max(0, perMinute - count)) };
    if (count > perMinute) {
      const retryAfter = String((window + 1) * WINDOW_SECONDS - Math.floor(Date.now() / 1000));
      throw new HttpError(429, `This API key made more than ${perMinute} requests this minute; retry in ${retryAfter} s`, {
        ...limits,
        'Retry-After': retryAfter,
      });
    }
    ctx.set(limits);
    await next();
  };
}
