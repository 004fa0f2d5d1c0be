import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The worker fleet's queue per mail server, in Redis: each process puts the addresses it waits to ask a server
 * (`<owner> <id> <recipient>` entries) in the server's list, and a session any process holds with that server
 * asks others' entries once its own are asked, sending each reply back to the entry's owner. So, with the
 * fleet-wide limit of sessions per mail server, a server's addresses from every process are asked in the few
 * sessions it allows, each paying its connection and greeting once, rather than in a session per process.
 *
 * The owner keeps everything about its addresses (attempts, verdicts); the lists carry only who asks what, and
 * which entries sessions took and have not answered yet — so an owner can tell an entry another process is asking
 * from one that is gone (a Redis failover to a replica that never had it) and ask the latter at once.
 * Redis being unreachable is never an error here: the fleet's lending simply stops, and each process asks
 * its own addresses as it would alone.
 */
export interface MailFleet {
  /** This process's name in entries and in its answers' key. */
  readonly owner: string;
  /**
   * Puts entries in a server's list: at the back, or at the front (asked first in the next transaction). True once
   * they are there; false when Redis could not take them (then only this process asks them).
   */
  offer(server: string, entries: string[], front: boolean): Promise<boolean>;
  /** Takes one of this process's entries back to ask it itself: false when another process took it first. */
  withdraw(server: string, entry: string): Promise<boolean>;
  /**
   * The oldest entry waiting for the server, whichever process put it there. It stays on the server's list of
   * entries being asked until its answer is sent (or, for one of this process's own, until it is released).
   */
  borrow(server: string): Promise<string | null>;
  /**
   * Whether a session somewhere still holds the entry it borrowed. False when none does — answered, or lost with
   * a Redis primary that failed over; true when Redis cannot tell (the owner goes on waiting, as for a holder).
   */
  beingAsked(server: string, entry: string): Promise<boolean>;
  /** Takes an entry off the server's list of entries being asked: one of this process's own, asked here or given up on. */
  release(server: string, entry: string): void;
  /** Takes entries out of a server's list (they were answered here): no session is to ask them. */
  drop(server: string, entries: string[]): void;
  /** Sends the answer to a borrowed entry to the process that owns it; the entry is no longer being asked. */
  answer(server: string, entry: string, message: string): void;
  /** Hears this process's answers, one at a time, until closed. */
  listen(onAnswer: (message: string) => void): void;
  close(): void;
}

/** Entries and answers left behind by a process that died are dropped after an hour without use. */
const KEY_TTL_SECONDS = 3_600;
/**
 * How long a session waits for Redis before taking or asking without it: a Redis that is slow (not down, which
 * fails at once) must not hold an SMTP session open between two commands.
 */
const COMMAND_TIMEOUT_MS = 2_000;

/** The command's answer, or `fallback` when it failed or took longer than COMMAND_TIMEOUT_MS. */
function within<T>(command: Promise<T>, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), COMMAND_TIMEOUT_MS);
    command.then(resolve, () => resolve(fallback)).finally(() => clearTimeout(timer));
  });
}

/**
 * The fleet's queues under `prefix`: commands on `redis` (a connection that fails fast: a failure means "ask it
 * yourself"), answers heard on `listener`, a blocking connection of its own.
 */
export function redisMailFleet({ redis, listener, prefix }: { redis: Redis; listener: Redis; prefix: string }): MailFleet {
  const owner = randomBytes(8).toString('hex');
  const asks = (server: string) => `${prefix}:mail-asks:${server}`;
  const answers = (who: string) => `${prefix}:mail-answers:${who}`;
  const taken = (server: string) => `${prefix}:mail-taken:${server}`;
  const push = (key: string, values: string[], front = false, multi = redis.multi()): Promise<boolean> => {
    (front ? multi.lpush(key, ...[...values].reverse()) : multi.rpush(key, ...values)).expire(key, KEY_TTL_SECONDS);
    return multi.exec().then(
      (replies) => !!replies && replies.every(([err]) => !err),
      () => false,
    );
  };
  let closed = false;
  return {
    owner,
    offer: (server, entries, front) => push(asks(server), entries, front),
    // Unknown (Redis failed or is slow): asked here, at worst a second time.
    withdraw: (server, entry) => within(redis.lrem(asks(server), 1, entry), -1).then((removed) => removed !== 0),
    borrow: (server) =>
      within(
        redis
          .multi()
          .lmove(asks(server), taken(server), 'LEFT', 'RIGHT')
          .expire(taken(server), KEY_TTL_SECONDS)
          .exec()
          .then((replies) => (replies?.[0][1] as string | null) ?? null),
        null,
      ),
    // (Unknown — Redis failed or is slow — counts as held: the owner waits, at most the lent timeout, rather than ask twice.)
    beingAsked: (server, entry) => within(redis.lpos(taken(server), entry), -1).then((at) => at !== null),
    release: (server, entry) => void redis.lrem(taken(server), 1, entry).catch(() => undefined),
    drop(server, entries) {
      if (!entries.length) return;
      const multi = redis.multi();
      for (const entry of entries) multi.lrem(asks(server), 1, entry);
      void multi.exec().catch(() => undefined);
    },
    answer: (server, entry, message) => void push(answers(entry.split(' ')[0]), [message], false, redis.multi().lrem(taken(server), 1, entry)),
    listen(onAnswer) {
      void (async () => {
        while (!closed) {
          try {
            const popped = await listener.blpop(answers(owner), 0);
            if (popped) onAnswer(popped[1]);
          } catch {
            // The blocking connection waits out outages; an error here is its close, or a moment's pause.
            if (!closed) await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      })();
    },
    close() {
      closed = true;
      listener.disconnect();
    },
  };
}
