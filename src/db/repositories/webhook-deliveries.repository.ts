import type { Sql } from '../transaction.js';

/**
 * The durable state of a job's webhook (one delivery per job, table `webhook_delivery`): created with
 * the job, made due when the job settles, updated by every attempt. Postgres counts the attempts, so
 * a delivery worker that dies mid-attempt cannot make the count or the job view lie.
 */
export interface WebhookState {
  url: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** A delivery to attempt: the job is settled and it is neither delivered nor given up. */
export interface PendingDelivery {
  deliveryId: string;
  workspaceId: number;
  url: string;
  attempts: number;
  jobState: string;
}

export async function insertDelivery(tx: Sql, jobId: string, url: string): Promise<void> {
  await tx.query('insert into webhook_delivery (job_id, url) values ($1, $2)', [jobId, url]);
}

/**
 * Marks a settled job's webhook due now, unless an attempt was made already (its retries are the
 * queue's then). True when the delivery job should be (re-)enqueued.
 */
export async function markDue(db: Sql, jobId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update webhook_delivery d set next_attempt_at = now()
     from job j where d.job_id = $1 and j.id = d.job_id and j.finished_at is not null and d.attempts = 0 and d.delivered_at is null`,
    [jobId],
  );
  return rowCount === 1;
}

export async function pendingDelivery(db: Sql, jobId: string): Promise<PendingDelivery | null> {
  const { rows } = await db.query<PendingDelivery>(
    `select d.id as "deliveryId", j.workspace_id as "workspaceId", d.url, d.attempts, j.state as "jobState"
     from webhook_delivery d join job j on j.id = d.job_id
     where d.job_id = $1 and j.finished_at is not null and d.delivered_at is null and (d.attempts = 0 or d.next_attempt_at is not null)`,
    [jobId],
  );
  return rows[0] ?? null;
}

/** A delivery that should have been attempted by now, as the sweep pages through them. */
export interface OverdueDelivery {
  jobId: string;
  nextAttemptAt: Date;
}

/**
 * Deliveries due more than `overdueMs` ago, oldest first, starting after `after` (the last one of the
 * previous page; null: from the start), at most `limit`. next_attempt_at is set exactly while a
 * delivery is due or waiting for its retry, and cleared once it is delivered or given up.
 */
export async function overdueDeliveries(db: Sql, { overdueMs, after, limit }: { overdueMs: number; after: OverdueDelivery | null; limit: number }): Promise<OverdueDelivery[]> {
  const { rows } = await db.query<OverdueDelivery>(
    `select job_id as "jobId", next_attempt_at as "nextAttemptAt" from webhook_delivery
     where next_attempt_at < now() - $1::int * interval '1 millisecond'
       and ($2::timestamptz is null or (next_attempt_at, job_id) > ($2::timestamptz, $3::uuid))
     order by next_attempt_at, job_id
     limit $4`,
    [overdueMs, after?.nextAttemptAt ?? null, after?.jobId ?? null, limit],
  );
  return rows;
}

/** Records attempt number `attempt`: delivered, or when the next one runs (null: given up). */
export async function recordAttempt(
  db: Sql,
  jobId: string,
  attempt: { number: number; status: number | null; error: string | null; delivered: boolean; retryInMs: number | null },
): Promise<void> {
  await db.query(
    `update webhook_delivery set attempts = $2, last_status = $3, last_error = $4,
            delivered_at = case when $5::boolean then now() end,
            next_attempt_at = case when $6::int is null then null else now() + $6::int * interval '1 millisecond' end
     where job_id = $1`,
    [jobId, attempt.number, attempt.status, attempt.error, attempt.delivered, attempt.retryInMs],
  );
}

/** The job view's `webhook`, or null when the job has no callbackUrl. */
export async function webhookState(db: Sql, jobId: string): Promise<WebhookState | null> {
  const { rows } = await db.query<{
    url: string;
    attempts: number;
    last_status: number | null;
    last_error: string | null;
    delivered_at: Date | null;
    next_attempt_at: Date | null;
  }>('select url, attempts, last_status, last_error, delivered_at, next_attempt_at from webhook_delivery where job_id = $1', [jobId]);
  const row = rows[0];
  return row
    ? {
        url: row.url,
        attempts: row.attempts,
        lastStatus: row.last_status,
        lastError: row.last_error,
        deliveredAt: row.delivered_at?.toISOString() ?? null,
        nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
      }
    : null;
}
