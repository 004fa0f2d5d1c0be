import type { Redis } from 'ioredis';
import { HttpError } from '../../lib/errors.js';
import type { Logger } from '../../logger.js';
import type { AppMiddleware, Next } from '../context.js';

const WINDOW_SECONDS = 60;
/** Windows' local state is kept for the current window only; a few entries per active key. */
const MAX_LOCAL_ENTRIES = 100_000;

/** Claims up to `block` of the window's tokens; returns how many were granted (fewer near the limit, 0 past it). */
const CLAIM = `local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
local before = total - tonumber(ARGV[1])
local granted = math.max(0, math.min(tonumber(ARGV[1]), tonumber(ARGV[2]) - before))
return {granted, total}`;

interface Tokens {
  window: number;
  /** Granted to this process and not used yet. */
  left: number;
  /** The window's claimed total across processes, as of our last claim. */
  claimed: number;
  /** A claim in flight, shared by the requests waiting on it. */
  claiming?: Promise<void>;
}

/**
 * Per-key rate limit in a fixed one-minute window, shared by every web process through Redis without
 * a round trip per request: each process claims the window's tokens from Redis a block at a time
 * (INCRBY, clipped at the limit) and spends them locally. The limit holds exactly across processes —
 * no more tokens than the limit are ever claimed — and a key served by several processes may be
 * refused slightly early (by at most one unspent block per process: 5 % of the limit, at least 1).
 * Runs after authentication. If Redis cannot answer, requests are let through (logged once per
 * outage): an unavailable limiter must not take the lead API down with it.
 */
export function rateLimit(redis: Redis, perMinute: number, log: Logger, prefix: string): AppMiddleware {
  const block = Math.max(1, Math.floor(perMinute / 20));
  const tokens = new Map<number, Tokens>();
  let failing = false;

  async function claim(keyId: number, state: Tokens): Promise<void> {
    const key = `${prefix}:rate:${keyId}:${state.window}`;
    const [granted, total] = (await redis.eval(CLAIM, 1, key, block, perMinute, WINDOW_SECONDS + 1)) as [number, number];
    state.left += granted;
    state.claimed = Math.max(state.claimed, Math.min(total, perMinute));
  }

  return async (ctx, next: Next) => {
    if (!perMinute || !ctx.state.principal) return next();
    const { keyId } = ctx.state.principal;
    const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
    let state = tokens.get(keyId);
    if (!state || state.window !== window) {
      if (!state && tokens.size >= MAX_LOCAL_ENTRIES) tokens.clear();
      tokens.set(keyId, (state = { window, left: 0, claimed: 0 }));
    }
    // Requests arriving together share one claim; whoever finds its block spent claims the next.
    while (state.left === 0 && state.claimed < perMinute) {
      try {
        const current = state;
        await (state.claiming ??= claim(keyId, current).finally(() => (current.claiming = undefined)));
        failing = false;
      } catch (err) {
        if (!failing) log.warn({ err }, 'rate limiter unavailable; letting requests through');
        failing = true;
        return next();
      }
    }
    const remaining = perMinute - state.claimed + state.left;
    const limits = { 'X-RateLimit-Limit': String(perMinute), 'X-RateLimit-Remaining': String(Math.max(0, remaining - 1)) };
    if (state.left === 0) {
      const retryAfter = String((window + 1) * WINDOW_SECONDS - Math.floor(Date.now() / 1000));
      throw new HttpError(429, `This API key made more than ${perMinute} requests this minute; retry in ${retryAfter} s`, {
        ...limits,
        'X-RateLimit-Remaining': '0',
        'Retry-After': retryAfter,
      });
    }
    state.left--;
    ctx.set(limits);
    await next();
  };
}
