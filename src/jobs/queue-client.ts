import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../logger.js';
import type { PayloadOf, ReturnOf } from './payloads.js';
import { JOB_CATALOGUE, QUEUE_NAMES, type QueueName } from './queues.js';
import { createRedis, type RedisSettings } from './redis.js';

/** Every job: its queue's retries (the catalogue), bounded history in Redis. */
const HISTORY: JobsOptions = {
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
};

const CONNECT_WAIT_MS = 2_000;

export type JobProgress = { state: string; progress: unknown } | null;

const queueUnavailable = () => new HttpError(503, 'The job queue is unavailable right now; retry in a few seconds', { 'Retry-After': '5' });

/**
 * The producer side of the queues, for the API: enqueue, wait for a job under a time limit,
 * read a job's live state. One Queue and one long-lived QueueEvents per queue per process.
 */
export class QueueClient {
  private readonly producer: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();
  /** The connections given to QueueEvents: BullMQ blocks on a duplicate of each and leaves the one given open, so close() ends them. */
  private readonly eventConnections: Redis[] = [];

  constructor(
    private readonly config: RedisSettings & Pick<Config, 'queuePrefix'>,
    private readonly log: Logger,
  ) {
    this.producer = createRedis(config, 'failfast', log);
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(name, { connection: this.producer, prefix: config.queuePrefix, defaultJobOptions: { ...JOB_CATALOGUE[name].retry, ...HISTORY } });
      queue.on('error', () => undefined); // reported once by the connection's own listener
      queue.setMaxListeners(10_000); // every waiting request listens for the queue closing
      this.queues.set(name, queue);
    }
  }

  /** A queue typed by the catalogue: its jobs' payload and return value. */
  queue<Q extends QueueName>(name: Q): Queue<PayloadOf<Q>, ReturnOf<Q>> {
    return this.queues.get(name) as Queue<PayloadOf<Q>, ReturnOf<Q>>;
  }

  /** The fail-fast connection, shared with other short Redis commands of the API (rate limits, readiness). */
  get redis(): Redis {
    return this.producer;
  }

  /**
   * Resolves once the producer connection is usable. A connection still being made (just after start)
   * gets a moment; one known to be down fails at once.
   */
  private async connected(): Promise<boolean> {
    const { status } = this.producer;
    if (status === 'ready') return true;
    if (!['wait', 'connecting', 'connect'].includes(status)) return false;
    if (status === 'wait') this.producer.connect().catch(() => undefined);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.producer.off('ready', onReady).off('close', onClose);
        resolve(ok);
      };
      const onReady = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), CONNECT_WAIT_MS);
      this.producer.once('ready', onReady).once('close', onClose);
    });
  }

  /** Adds a job under our id; a Redis outage is a 503, not a hang. */
  async enqueue<Q extends QueueName>(name: Q, jobId: string, payload: PayloadOf<Q>): Promise<void> {
    if (!(await this.connected())) throw queueUnavailable();
    try {
      await this.queues.get(name)!.add(name, payload, { jobId });
    } catch {
      throw queueUnavailable();
    }
  }

  /** Resolves true when the job finished (completed or failed) within `timeoutMs`, false otherwise. */
  async waitFor(name: QueueName, jobId: string, timeoutMs: number): Promise<boolean> {
    // Redis lost right after the job was added: the job is durable, so the caller answers 202.
    const job = await this.queue(name)
      .getJob(jobId)
      .catch(() => undefined);
    if (!job) return false;
    // Failed, or the wait ran out: the caller reads the durable record to tell which. Closing the
    // client (shutdown) ends every wait at once; BullMQ's own wait would run to its time limit.
    await Promise.race([job.waitUntilFinished(this.queueEvents(name), timeoutMs).catch(() => undefined), this.closing]);
    if (this.closed) return false;
    const state = await job.getState().catch(() => 'unknown');
    return state === 'completed' || state === 'failed';
  }

  /**
   * Listens, from now, for the first of `jobIds` to finish (completed or failed): `finished` resolves true
   * then, or false after `timeoutMs` without one (or once the client closes); `stop` stops listening early.
   * Listening starts at once, so a caller may read state after calling this without missing an event.
   */
  waitForAny(name: QueueName, jobIds: readonly string[], timeoutMs: number): { finished: Promise<boolean>; stop: () => void } {
    const events = this.queueEvents(name);
    const ids = new Set(jobIds);
    let stop!: () => void;
    const finished = new Promise<boolean>((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        events.off('completed', onFinished).off('failed', onFinished);
        this.listening.delete(stop);
        resolve(woken);
      };
      const onFinished = ({ jobId }: { jobId: string }) => ids.has(jobId) && done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      events.on('completed', onFinished).on('failed', onFinished);
      stop = () => done(false);
      if (this.closed) stop();
      else this.listening.add(stop);
    });
    return { finished, stop };
  }

  async progress(name: QueueName, jobId: string): Promise<JobProgress> {
    try {
      const job = await this.queue(name).getJob(jobId);
      return job ? { state: await job.getState(), progress: job.progress } : null;
    } catch {
      return null;
    }
  }

  /** QueueEvents holds a blocking connection, so it is made on first wait, not for every process that enqueues. */
  private queueEvents(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      const connection = createRedis(this.config, 'blocking', this.log);
      this.eventConnections.push(connection);
      events = new QueueEvents(name, { connection, prefix: this.config.queuePrefix });
      events.setMaxListeners(10_000);
      events.on('error', () => undefined);
      this.events.set(name, events);
    }
    return events;
  }

  /** The waitForAny listeners not finished yet: closing the client ends them. */
  private readonly listening = new Set<() => void>();
  private closed = false;
  private markClosed!: () => void;
  private readonly closing = new Promise<void>((resolve) => (this.markClosed = resolve));

  /** Idempotent. Requests still waiting on a job stop waiting (and answer 202 with the job to poll). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.markClosed();
    for (const stop of [...this.listening]) stop();
    await Promise.allSettled([...this.events.values()].map((e) => e.close()));
    for (const connection of this.eventConnections) connection.disconnect();
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.producer.disconnect();
  }
}
