import type { Job } from 'bullmq';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Sql } from '../db/transaction.js';
import type { JobCost } from '../domain/jobs.service.js';
import type { Cancellation } from '../domain/metered-job.service.js';
import type { Politeness } from '../lib/host-gates.js';
import type { Logger } from '../logger.js';
import type { PayloadOf, ResultOf, Settled } from '../jobs/payloads.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { BilledQueue } from '../jobs/queues.js';
import { SettleAs } from '../jobs/settle-as.js';
import { createAddressPolicy } from '../outbound/address-policy.js';
import { createMailResolver } from '../verification/mail-dns.js';
import type { WebsiteResearcher } from '../research/website-research.js';
import type { SharedCache } from '../jobs/redis-cache.js';
import type { MailFleet } from '../verification/mail-fleet.js';

/** What the API gives a kind to check and price a request: built once at start-up. */
export interface RequestDeps {
  pool: pg.Pool;
  config: Config;
}

/** A request checked and priced: what to enqueue, and what it costs. */
export interface JobOrder<Q extends BilledQueue> {
  payload: PayloadOf<Q>;
  cost: JobCost;
  /** Answer 201 rather than 200 when the job completes within the wait (it created something). */
  creates?: boolean;
}

/** What a worker process shares with every kind it runs, built once at start-up (workers/index.ts). */
export interface WorkerTools {
  pool: pg.Pool;
  config: Config;
  queues: QueueClient;
  log: Logger;
  /** The politeness limit per mail server for every probe, verification and finding alike, across the worker fleet. */
  sessionGates: Politeness;
  /** Requests spaced by `delayMs` under `name` across the worker fleet (a directory's usage policy). */
  spacing: (name: string, delayMs: number) => () => Promise<void>;
  /** The cache in Redis that every worker process shares: verdicts, an enrichment run's website findings. */
  sharedCache: () => SharedCache;
  /** One researcher (connection pool, host politeness, browser) for every kind of the process that crawls. */
  researcher: () => WebsiteResearcher;
  /** The fleet's queues per mail server, which an enrichment's sessions in every worker process share. */
  mailFleet: () => MailFleet;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** What a billed job delivers: the result its endpoint answers with, and how many credits to give back. */
export interface Delivery<Q extends BilledQueue> {
  result: ResultOf<Q>;
  refund: number;
}

/** A billed kind's work in a worker; workers/metered.ts wraps it in the one lifecycle of billed jobs. */
export interface MeteredRun<Q extends BilledQueue> {
  /**
   * The work: its delivery, or — for work that writes what it delivers (an import) — `commit`, which makes
   * those writes in the transaction that settles the job and returns the delivery, so they commit once,
   * with the settlement: not at all when settling fails (the retry makes them), never again on a re-run.
   * Throw SettleAs (from `commit` too) for an answer that is final (not configured, nothing upstream answered).
   */
  run(this: void, job: Job<PayloadOf<Q>, Settled>): Promise<Delivery<Q> | { commit(tx: Sql): Promise<Delivery<Q>> }>;
  /** Upstream failures: settled with this status and `message(err)`, all credits refunded, never retried (the caller is waiting). */
  upstreamErrors?: [ErrorClass, number, (err: Error) => string][];
}

/**
 * A billed job kind, whole: its queue, how a request is checked and priced (the API side), its work (the
 * worker side) and, optionally, how it is cancelled. Listed in src/kinds/index.ts.
 */
export interface BilledKind<Q extends BilledQueue, Request> {
  queue: Q;
  /** Checks a request — 400, 404 or 503 with what to fix — and prices it; nothing is charged or recorded yet. */
  order(deps: RequestDeps, workspaceId: number, request: Request): Promise<JobOrder<Q>> | JobOrder<Q>;
  /** The work, built once per worker process. */
  worker(tools: WorkerTools): MeteredRun<Q>;
  cancel?: Cancellation;
}

/** The settings a kind that probes mail servers lacks (the API answers 503 naming them). */
export const missingProbingSettings = ({ mailFrom, heloHost }: Config['verify']): string[] =>
  [!mailFrom && 'VERIFY_MAIL_FROM', !heloHost && 'VERIFY_HELO_HOST'].filter((name): name is string => !!name);

/**
 * What a kind that probes mail servers uses, set up once per worker process: the mail DNS resolver, the
 * outbound policy for mail hosts, the SOCKS proxy if any, and the process's session gates and verdict cache.
 */
export function mailProbes({ config, sessionGates, sharedCache }: WorkerTools) {
  const { dnsServers, smtpPort, allowCidrs, socksProxy } = config.verify;
  return {
    resolver: createMailResolver({ servers: dnsServers.length ? dnsServers : undefined }),
    smtpPort,
    addressPolicy: createAddressPolicy(allowCidrs),
    socksProxy,
    sessionGates,
    cache: sharedCache(),
  };
}

/**
 * The identity a probing job greets mail servers with. A worker deployed without it settles the job 503
 * rather than greet mail servers as "null" (the API checks too).
 */
export function probingIdentity(verify: Config['verify'], feature: string): { heloHost: string; mailFrom: string } {
  if (!verify.heloHost || !verify.mailFrom) {
    throw new SettleAs(503, `${feature} is not configured on the worker; the operator must set VERIFY_MAIL_FROM and VERIFY_HELO_HOST`);
  }
  return { heloHost: verify.heloHost, mailFrom: verify.mailFrom };
}
