import type { Redis } from 'ioredis';
import { HttpError } from '../../lib/errors.js';

/**
 * Password guessing is slowed per account and per client address, shared by every web process through
 * Redis: after MAX_FAILURES failed sign-ins within WINDOW_MS of the first, that account (or that address,
 * for any account) must wait until the window ends. A counter starts at its first failure and expires with
 * its window; a successful sign-in clears both of its counters.
 */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/** The Redis keys counting the failures of this email (lower-cased) and of this client address. */
export function throttleKeys(prefix: string, email: string, clientIp: string | null): string[] {
  const keys = [`${prefix}:signin:account:${email.trim().toLowerCase()}`];
  if (clientIp) keys.push(`${prefix}:signin:address:${clientIp}`);
  return keys;
}

/** Sign-in cannot be judged without its counters: refusing is safer than letting guesses through uncounted. */
async function counters<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new HttpError(503, 'Signing in is unavailable for a moment (the server cannot reach its Redis); try again in a minute');
  }
}

/**
 * Counts an attempt against each key before its password is checked, and throws 429 (saying how long to wait)
 * once the account or the address is past MAX_FAILURES in its window: counting first, guesses sent at once
 * cannot all pass a check made before any of them was counted. A success clears the count (clearFailures),
 * so only failures — and attempts made while throttled — are left counted.
 */
export async function countAttempt(redis: Redis, keys: string[]): Promise<void> {
  const multi = redis.multi();
  for (const key of keys) multi.incr(key).pexpire(key, WINDOW_MS, 'NX').pttl(key);
  const replies = (await counters(multi.exec())) ?? [];
  let waitMs = 0;
  for (let i = 0; i < keys.length; i++) {
    const attempts = Number(replies[3 * i]?.[1] ?? 0);
    const ttl = Number(replies[3 * i + 2]?.[1] ?? -2);
    if (attempts > MAX_FAILURES) waitMs = Math.max(waitMs, ttl > 0 ? ttl : WINDOW_MS);
  }
  if (waitMs === 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(429, `Too many failed sign-ins for this account or from this address; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    'Retry-After': String(seconds),
  });
}

export async function clearFailures(redis: Redis, keys: string[]): Promise<void> {
  await counters(redis.del(...keys));
}
