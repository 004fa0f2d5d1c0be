import type pg from 'pg';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { creditsUsedThisMonth } from '../db/repositories/credits.repository.js';
import { unsettledAndRecentJobs, type JobCount } from '../db/repositories/jobs.repository.js';
import { registerAprMetrics } from '../discovery/registry/apr-metrics.js';
import { JOB_CATALOGUE, QUEUE_NAMES } from '../jobs/queues.js';
import { sharedInFlight } from '../lib/shared-in-flight.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { AppMiddleware } from './context.js';
import { RequestMetrics } from './request-metrics.js';

/** Settled jobs are reported over this window: a scrape reads the jobs settled in it, never the whole history. */
const RECENT_WINDOW = '5 minutes';

/**
 * The durable side of billed jobs, from PostgreSQL: by queue, the jobs not settled yet (their credits
 * reserved; a number that only grows means jobs the stranded-job sweep cannot settle: a worker that does not
 * see the queue the API uses, or Redis that lost its data), and by queue and outcome the
 * jobs settled in the last RECENT_WINDOW with their total enqueue-to-settlement time (the mean is one
 * over the other). One query per scrape, reading only those jobs (the `finished_at` index).
 */
function registerJobMetrics(registry: Registry, pool: pg.Pool): void {
  const counts = sharedInFlight(() => unsettledAndRecentJobs(pool, RECENT_WINDOW));
  const settled = (row: JobCount) => row.state !== 'queued';
  new Gauge({
    name: 'leadbase_jobs_unsettled',
    help: 'Billed jobs not settled yet (credits reserved), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const rows = await counts();
      this.reset();
      for (const queue of QUEUE_NAMES) if (JOB_CATALOGUE[queue].billed) this.set({ queue }, 0);
      for (const row of rows) if (!settled(row)) this.set({ queue: row.queue }, row.jobs);
    },
  });
  const recent = (name: string, help: string, value: (row: JobCount) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        const rows = await counts();
        this.reset();
        for (const row of rows) if (settled(row)) this.set({ queue: row.queue, state: row.state }, value(row));
      },
    });
  recent('leadbase_jobs_settled_recent', `Jobs settled in the last ${RECENT_WINDOW}, by queue and outcome`, (row) => row.jobs);
  recent('leadbase_job_duration_seconds_recent_sum', `Total enqueue-to-settlement time of the jobs settled in the last ${RECENT_WINDOW}`, (row) => row.seconds);
}

/**
 * Prometheus metrics of one API process: requests by route and status, and — read at scrape time —
 * queue depths from Redis, jobs in flight and recently settled, credits used this month and the APR
 * dataset's state, from PostgreSQL (so every process reports the same, whichever worker did the work).
 */
export function createMetrics({ pool, queues }: { pool: pg.Pool; queues: QueueClient }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'leadbase_' });
  registerAprMetrics(registry, pool);
  registerJobMetrics(registry, pool);
  const requests = new RequestMetrics();
  requests.register(registry);

  new Gauge({
    name: 'leadbase_queue_jobs',
    help: 'Jobs in the queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const name of QUEUE_NAMES) {
        const counts = await queues
          .queue(name)
          .getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')
          .catch(() => ({}));
        for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
      }
    },
  });
  new Gauge({
    name: 'leadbase_credits_used_this_month',
    help: 'Credits used by all workspaces in the current month (UTC)',
    registers: [registry],
    async collect() {
      this.set(await creditsUsedThisMonth(pool));
    },
  });

  const observe: AppMiddleware = async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The route pattern, not the path, so ids do not explode the label set.
      requests.record(ctx.method, (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched', ctx.status, (performance.now() - started) / 1000);
    }
  };

  /** The text Prometheus scrapes (GET /metrics, in the operation table). */
  const scrape = async () => ({ type: registry.contentType, body: await registry.metrics() });

  return { observe, scrape };
}
