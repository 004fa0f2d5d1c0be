import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { finalFailureMessage, type QueueName } from '../jobs/catalog.js';
import { refundCredits, reserveCredits, type CreditBalance } from './credits.service.js';

/**
 * The durable side of metered jobs (the `job` table): a job is created together with its credit
 * reservation, and settled exactly once — result stored, undelivered credits refunded — however
 * many times a worker runs it (BullMQ delivers at least once).
 */
export interface JobRow {
  id: string;
  workspace_id: number;
  queue: string;
  state: 'queued' | 'completed' | 'failed';
  credit_month: string;
  credits_reserved: number;
  credits_refunded: number;
  result: unknown;
  error_status: number | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export type Settlement =
  | { state: 'completed'; result: unknown; refund: number }
  | { state: 'failed'; status: number; error: string };

// `credit_month` as text: pg would turn a date into a local-time Date.
const JOB_COLUMNS = `id, workspace_id, queue, state, credit_month::text as credit_month, credits_reserved, credits_refunded,
  result, error_status, error, created_at, finished_at`;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Reserves the credits (402 when they do not cover it) and records the job, in one transaction. */
export function createJob(
  pool: pg.Pool,
  { workspaceId, queue, cost, defaultAllowance }: { workspaceId: number; queue: string; cost: number; defaultAllowance: number },
): Promise<{ jobId: string; balance: CreditBalance }> {
  return inTransaction(pool, async (client) => {
    const balance = await reserveCredits(client, workspaceId, cost, defaultAllowance);
    const jobId = randomUUID();
    await client.query(
      'insert into job (id, workspace_id, queue, state, credit_month, credits_reserved) values ($1, $2, $3, $4, $5, $6)',
      // The month the credits were taken from, so a refund after midnight on the 1st goes back to it.
      [jobId, workspaceId, queue, 'queued', `${balance.month}-01`, cost],
    );
    return { jobId, balance };
  });
}

/**
 * Settles a job once: a completed job refunds what it did not deliver, a failed one refunds all.
 * Returns the settled row (the first settlement's, when called again).
 */
export function settleJob(pool: pg.Pool, jobId: string, outcome: Settlement): Promise<JobRow | null> {
  return inTransaction(pool, async (client) => {
    const settled = await client.query<JobRow>(
      `update job set state = $2::text, result = $3, error_status = $4, error = $5, finished_at = now(),
              credits_refunded = case when $2::text = 'failed' then credits_reserved else least($6::int, credits_reserved) end
       where id = $1 and finished_at is null
       returning ${JOB_COLUMNS}`,
      outcome.state === 'completed'
        ? [jobId, 'completed', JSON.stringify(outcome.result), null, null, outcome.refund]
        : [jobId, 'failed', null, outcome.status, outcome.error, 0],
    );
    const row = settled.rows[0];
    if (row) {
      await refundCredits(client, row.workspace_id, row.credit_month, row.credits_refunded);
      return row;
    }
    return (await client.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1`, [jobId])).rows[0] ?? null;
  });
}

/** A billed job that failed for good without settling (out of attempts, stalled too often): 500, everything refunded. */
export const settleFinalFailure = (pool: pg.Pool, jobId: string, queue: QueueName): Promise<JobRow | null> =>
  settleJob(pool, jobId, { state: 'failed', status: 500, error: finalFailureMessage(queue) });

/** A workspace's job; another workspace's is null, like one that does not exist. */
export async function findJob(pool: pg.Pool, workspaceId: number, jobId: string): Promise<JobRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) return null;
  const { rows } = await pool.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1 and workspace_id = $2`, [jobId, workspaceId]);
  return rows[0] ?? null;
}
