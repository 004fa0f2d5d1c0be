import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerAprMetrics } from '../discovery/registry/apr-metrics.js';
import { QUEUE_NAMES } from '../jobs/catalog.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { AppMiddleware } from './context.js';

/**
 * Prometheus metrics of one API process: requests by route and status, and — read at scrape time —
 * queue depths from Redis, settled jobs and their durations by queue, credits used this month and
 * the APR dataset's state, from PostgreSQL (so every process reports the same, whichever worker did the work).
 */
export function createMetrics({ pool, queues }: { pool: pg.Pool; queues: QueueClient }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'leadbase_' });
  registerAprMetrics(registry, pool);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'leadbase_http_requests_total', help: 'HTTP requests', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'leadbase_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  new Gauge({
    name: 'leadbase_queue_jobs',
    help: 'Jobs in the queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const name of QUEUE_NAMES) {
        const counts = await queues.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed').catch(() => ({}));
        for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n as number);
      }
    },
  });
  const settled = new Gauge({ name: 'leadbase_jobs_settled', help: 'Jobs settled (completed or failed) by queue, since the start', labelNames: ['queue', 'state'], registers: [registry] });
  const duration = new Gauge({ name: 'leadbase_job_duration_seconds_sum', help: 'Total time from enqueue to settlement of settled jobs', labelNames: ['queue', 'state'], registers: [registry] });
  new Gauge({
    name: 'leadbase_credits_used_this_month',
    help: 'Credits used by all workspaces in the current month (UTC)',
    registers: [registry],
    async collect() {
      const jobs = await pool.query<{ queue: string; state: string; n: number; seconds: number }>(
        `select queue, state, count(*)::int as n, coalesce(sum(extract(epoch from finished_at - created_at)), 0)::float8 as seconds
         from job where finished_at is not null group by queue, state`,
      );
      settled.reset();
      duration.reset();
      for (const row of jobs.rows) {
        settled.set({ queue: row.queue, state: row.state }, row.n);
        duration.set({ queue: row.queue, state: row.state }, row.seconds);
      }
      const { rows } = await pool.query<{ used: number }>(
        "select coalesce(sum(used), 0)::int as used from credit_usage where month = date_trunc('month', now() at time zone 'UTC')::date",
      );
      this.set(rows[0].used);
    },
  });

  const observe: AppMiddleware = async (ctx, next) => {
    const end = latency.startTimer();
    try {
      await next();
    } finally {
      // The route pattern, not the path, so ids do not explode the label set.
      const labels = { method: ctx.method, route: (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched', status: String(ctx.status) };
      requests.inc(labels);
      end(labels);
    }
  };

  /** The text Prometheus scrapes (GET /metrics, in the operation table). */
  const scrape = async () => ({ type: registry.contentType, body: await registry.metrics() });

  return { observe, scrape };
}
