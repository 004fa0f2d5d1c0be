import type pg from 'pg';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Reply } from './operation.js';
import { HttpError } from '../domain/errors.js';

const CHECK_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref())]).catch(() => false);

/**
 * The readiness probe for orchestrators, without authentication and without details: `/readyz` says
 * PostgreSQL and Redis answer (503 naming which does not). `/healthz` (the process serves) needs nothing.
 */
export function readiness({ pool, queues }: { pool: pg.Pool; queues: QueueClient }): () => Promise<Reply> {
  return async () => {
    const [database, redis] = await Promise.all([within(pool.query('select 1')), within(queues.redis.ping())]);
    const down = [!database && 'PostgreSQL', !redis && 'Redis'].filter(Boolean);
    if (down.length) throw new HttpError(503, `Not ready: ${down.join(' and ')} unreachable`);
    return { body: { status: 'ready' } };
  };
}
