import Router from '@koa/router';
import type pg from 'pg';
import type { QueueClient } from '../../jobs/queue-client.js';
import type { AppState } from '../context.js';
import { HttpError } from '../../domain/errors.js';

const CHECK_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref())]).catch(() => false);

/**
 * Probes for orchestrators, without authentication and without details: `/healthz` says the process
 * serves; `/readyz` says PostgreSQL and Redis answer (503 naming which does not).
 */
export function healthRouter({ pool, queues }: { pool: pg.Pool; queues: QueueClient }): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });

  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const [database, redis] = await Promise.all([within(pool.query('select 1')), within(queues.redis.ping())]);
    const down = [!database && 'PostgreSQL', !redis && 'Redis'].filter(Boolean);
    if (down.length) throw new HttpError(503, `Not ready: ${down.join(' and ')} unreachable`);
    ctx.body = { status: 'ready' };
  });

  return router;
}
