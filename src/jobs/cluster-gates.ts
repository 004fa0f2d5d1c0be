import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import { HostGates, hostKey, type Politeness } from '../lib/host-gates.js';

/**
 * Politeness that holds across every worker process, on every machine: at most `concurrency` holders at
 * once per host, and, under a delay (robots.txt Crawl-delay, Nominatim's one request a second), starts
 * spaced by it — all counted in Redis.
 *
 * Slots are leases from redis-semaphore's Semaphore (a maintained package: its acquire, refresh and
 * release are single Lua scripts over a sorted set of holders with expiry times): a holder renews its lease
 * while it works (every `leaseMs`/3), so a slow SMTP session keeps its slot, and a process killed with
 * SIGKILL stops renewing, so its slot frees itself within `leaseMs`. Spacing is one Lua script over one key
 * (take the turn when the last start is a delay ago, on Redis's clock so machines' clocks need not agree): a
 * package for that one atomic step would be more code than the step.
 *
 * A process first queues in its own HostGates (arrival order, no Redis traffic for what it could not run
 * anyway), then for the cluster's slot. While Redis is unreachable a waiter keeps waiting rather than go
 * past a limit; a holder whose renewal fails carries on (its work has started) and its lease may lapse.
 */
export interface ClusterGateOptions {
  /** A connection whose commands fail at once while Redis is down (createRedis(…, 'failfast')), so waiting is ours. */
  redis: Redis;
  /** Redis keys: `<prefix>:politeness:<kind>:<host>`. */
  prefix: string;
  /** What the gates guard, e.g. `smtp` or `http`: hosts of different kinds are counted apart. */
  kind: string;
  /** Holders at once per host across the cluster. */
  concurrency: number;
  /** How long a slot outlives its holder's last renewal. */
  leaseMs?: number;
  /** Told each time Redis could not be asked (the caller logs it once per outage). */
  onRedisError?: (err: Error) => void;
}

const DEFAULT_LEASE_MS = 30_000;
/**
 * How often a waiter asks again for a slot; one per host per process at most (the rest wait locally). A freed slot
 * waits at most this long for its next holder, where sessions and fetches last hundreds of ms; every 10 ms, the
 * polls of a fleet waiting for busy hosts were the workers' largest CPU cost (bench:fleet's profile).
 */
const RETRY_MS = 50;
/** How long to wait before asking an unreachable Redis again. */
const REDIS_DOWN_RETRY_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A turn under a delay, on Redis's clock: when the last start under `KEYS[1]` is at least `ARGV[1]` ms ago,
 * records now as the last start and returns 0 (go); else returns how many ms are left. The start is recorded
 * when it is granted, not when it was reserved, so a caller whose timer fired late never brings the next one
 * closer than the delay.
 */
const TAKE_TURN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local delay = tonumber(ARGV[1])
local left = tonumber(redis.call('GET', KEYS[1]) or '0') + delay - now
if left > 0 then return left end
redis.call('SET', KEYS[1], now, 'PX', delay + 60000)
return 0`;

/**
 * A leased slot whose renewal survives Redis being away: redis-semaphore renews from a timer whose failure
 * would be an unhandled rejection (the process ends). A failed renewal is reported and tried again at the
 * next tick; the lease lapses only if Redis stays away longer than it.
 */
class LeasedSlot extends Semaphore {
  constructor(
    redis: Redis,
    key: string,
    limit: number,
    options: ConstructorParameters<typeof Semaphore>[3],
    private readonly onRenewalError: (err: Error) => void,
  ) {
    super(redis, key, limit, options);
  }

  protected override async _refresh(): Promise<boolean> {
    try {
      return await super._refresh();
    } catch (err) {
      this.onRenewalError(err as Error);
      return true;
    }
  }
}

export class ClusterGates implements Politeness {
  private readonly local: HostGates;
  private readonly leaseMs: number;

  constructor(private readonly options: ClusterGateOptions) {
    this.local = new HostGates(options.concurrency);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  run<T>(hostname: string, delayMs: number, work: () => Promise<T>): Promise<T> {
    const host = hostKey(hostname);
    const key = `${this.options.prefix}:politeness:${this.options.kind}:${host}`;
    // Under a delay one request at a time, as robots.txt's Crawl-delay means.
    const limit = delayMs > 0 ? 1 : this.options.concurrency;
    return this.local.run(host, 0, async () => {
      const reportError = (err: Error) => this.options.onRedisError?.(err);
      const slot = new LeasedSlot(
        this.options.redis,
        key,
        limit,
        {
          lockTimeout: this.leaseMs,
          refreshInterval: Math.floor(this.leaseMs / 3),
          acquireTimeout: Number.POSITIVE_INFINITY,
          retryInterval: RETRY_MS,
          // The work has started; the lease lost, it finishes rather than be cut off midway.
          onLockLost: reportError,
        },
        reportError,
      );
      await this.untilRedisAnswers(() => slot.acquire());
      try {
        if (delayMs > 0) await this.spaced(`${key}:next`, delayMs);
        return await work();
      } finally {
        await slot.release().catch((err: Error) => this.options.onRedisError?.(err));
      }
    });
  }

  /** Waits for this start's turn under `delayMs` spacing, shared by the cluster. */
  async spaced(key: string, delayMs: number): Promise<void> {
    for (;;) {
      const left = await this.untilRedisAnswers(() => this.options.redis.eval(TAKE_TURN, 1, key, delayMs) as Promise<number>);
      if (left <= 0) return;
      await sleep(left);
    }
  }

  private async untilRedisAnswers<T>(ask: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await ask();
      } catch (err) {
        this.options.onRedisError?.(err as Error);
        await sleep(REDIS_DOWN_RETRY_MS);
      }
    }
  }
}

/**
 * Starts spaced by `delayMs` across the cluster under one Redis key (Nominatim's one request a second):
 * resolves when it is this caller's turn.
 */
export function clusterSpacing(options: Pick<ClusterGateOptions, 'redis' | 'prefix' | 'onRedisError'>, name: string, delayMs: number): () => Promise<void> {
  const gates = new ClusterGates({ ...options, kind: 'spacing', concurrency: 1 });
  const key = `${options.prefix}:politeness:spacing:${name}`;
  return () => gates.spaced(key, delayMs);
}
