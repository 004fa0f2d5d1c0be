import type pg from 'pg';
import { readAprState } from '../discovery/registry/apr-state.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Reply } from './operation.js';
import { HttpError } from '../lib/errors.js';

const CHECK_TIMEOUT_MS = 2_000;

/** The work's value, or undefined when it fails or takes longer than the check may. */
const within = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS).unref())]).catch(() => undefined);

/**
 * The readiness probe for orchestrators, without authentication: `/readyz` says PostgreSQL and Redis
 * answer (503 naming which does not) and, once a download has been tried, the APR dataset's state
 * (edition, companies, last success and failure, a load running) — served or not, the API is ready.
 * `/healthz` (the process serves) needs nothing.
 */
export function readiness({ pool, queues }: { pool: pg.Pool; queues: QueueClient }): () => Promise<Reply> {
  return async () => {
    const [database, redis, apr] = await Promise.all([within(pool.query('select 1')), within(queues.redis.ping()), within(readAprState(pool))]);
    const down = [!database && 'PostgreSQL', !redis && 'Redis'].filter(Boolean);
    if (down.length) throw new HttpError(503, `Not ready: ${down.join(' and ')} unreachable`);
    const tried = apr && (apr.lastSuccessAt || apr.lastFailureAt || apr.loadingSince);
    return { body: { status: 'ready', ...(tried && { apr }) } };
  };
}
