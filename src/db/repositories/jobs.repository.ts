import type { Job } from '../entities/job.entity.js';
import type { Sql } from '../transaction.js';

/** A job as the repositories read it: the entity's fields (db/entities/job.entity.ts), its workspace by id. */
export type JobRow = Omit<Job, 'workspace'> & { workspaceId: number };

export type Settlement = { state: 'completed'; result: unknown; refund: number } | { state: 'failed'; status: number; error: string };

// Named as the entity's fields; `credit_month` as text: pg would turn a date into a local-time Date.
const JOB_COLUMNS = `id, workspace_id as "workspaceId", queue, state, credit_month::text as "creditMonth", credits_reserved as "creditsReserved",
  credits_refunded as "creditsRefunded", result, error_status as "errorStatus", error, created_at as "createdAt", finished_at as "finishedAt",
  cancelled_at as "cancelledAt", purged_at as "purgedAt"`;

/** Records a queued job; `creditMonth` is the first day of the month its credits were taken from. */
export async function insertJob(tx: Sql, job: { id: string; workspaceId: number; queue: string; creditMonth: string; creditsReserved: number }): Promise<void> {
  await tx.query('insert into job (id, workspace_id, queue, state, credit_month, credits_reserved) values ($1, $2, $3, $4, $5, $6)', [
    job.id,
    job.workspaceId,
    job.queue,
    'queued',
    job.creditMonth,
    job.creditsReserved,
  ]);
}

/**
 * Locks the job's row until the transaction ends, if it is not settled yet; false when it is. Whoever
 * settles locks first, so a second settlement waits, then finds the job settled.
 */
export async function lockUnsettledJob(tx: Sql, jobId: string): Promise<boolean> {
  const { rowCount } = await tx.query('select 1 from job where id = $1 and finished_at is null for no key update', [jobId]);
  return !!rowCount;
}

/**
 * Settles a job not settled yet: a completed job refunds what it did not deliver (never more than it
 * reserved), a failed one everything; a job whose cancellation was asked for completes as `cancelled`.
 * Returns the settled row, or null when it was settled already.
 */
export async function settleJobRow(tx: Sql, jobId: string, outcome: Settlement): Promise<JobRow | null> {
  const { rows } = await tx.query<JobRow>(
    `update job set state = case when $2::text = 'completed' and cancelled_at is not null then 'cancelled' else $2::text end, result = $3, error_status = $4, error = $5, finished_at = now(),
            credits_refunded = case when $2::text = 'failed' then credits_reserved else least($6::int, credits_reserved) end
     where id = $1 and finished_at is null
     returning ${JOB_COLUMNS}`,
    outcome.state === 'completed' ? [jobId, 'completed', JSON.stringify(outcome.result), null, null, outcome.refund] : [jobId, 'failed', null, outcome.status, outcome.error, 0],
  );
  return rows[0] ?? null;
}

/** The job, or null; with `workspaceId`, only that workspace's. */
export async function selectJob(db: Sql, jobId: string, workspaceId?: number): Promise<JobRow | null> {
  const { rows } =
    workspaceId === undefined
      ? await db.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1`, [jobId])
      : await db.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1 and workspace_id = $2`, [jobId, workspaceId]);
  return rows[0] ?? null;
}

/** Records the cancellation of a running job of the workspace; false when it is settled or cancelled already. */
export async function markCancelled(tx: Sql, jobId: string, workspaceId: number): Promise<boolean> {
  const { rowCount } = await tx.query('update job set cancelled_at = now() where id = $1 and workspace_id = $2 and finished_at is null and cancelled_at is null', [
    jobId,
    workspaceId,
  ]);
  return !!rowCount;
}

/** Jobs of one queue in one state: how many, and their total enqueue-to-settlement time (0 while queued). */
export interface JobCount {
  queue: string;
  state: JobRow['state'];
  jobs: number;
  seconds: number;
}

/**
 * The jobs not settled yet (state `queued`) and those settled in the last `window` (a SQL interval), by
 * queue and state. Both conditions are on `finished_at`, so with its index only those rows are read,
 * however much history the table holds.
 */
export async function unsettledAndRecentJobs(db: Sql, window: string): Promise<JobCount[]> {
  const { rows } = await db.query<JobCount>(
    `select queue, state, count(*)::int as jobs, coalesce(sum(extract(epoch from finished_at - created_at)), 0)::float8 as seconds
     from job where finished_at is null or finished_at > now() - $1::interval
     group by queue, state`,
    [window],
  );
  return rows;
}

/** A job not settled yet, as a sweep pages through them (by `createdAt`, then `jobId`). */
export interface UnsettledJob {
  jobId: string;
  queue: string;
  createdAt: Date;
}

/** The job of `queues` completed last, within `withinMs`; null when none was (the `finished_at` index, read backwards). */
export async function lastCompletedJob(db: Sql, { withinMs, queues }: { withinMs: number; queues: readonly string[] }): Promise<{ jobId: string; queue: string } | null> {
  const { rows } = await db.query<{ jobId: string; queue: string }>(
    `select id as "jobId", queue from job
     where finished_at > now() - $1::int * interval '1 millisecond' and state = 'completed' and queue = any($2::text[])
     order by finished_at desc limit 1`,
    [withinMs, queues],
  );
  return rows[0] ?? null;
}

/**
 * Jobs of `queues` created more than `olderThanMs` ago and not settled yet, oldest first, after `after`
 * (keyset paging). The `finished_at` index reads only the unsettled rows.
 */
export async function unsettledJobsOlderThan(
  db: Sql,
  { olderThanMs, queues, after, limit }: { olderThanMs: number; queues: readonly string[]; after: UnsettledJob | null; limit: number },
): Promise<UnsettledJob[]> {
  const { rows } = await db.query<UnsettledJob>(
    `select id as "jobId", queue, created_at as "createdAt" from job
     where finished_at is null and created_at < now() - $1::int * interval '1 millisecond' and queue = any($2::text[])
       and ($3::timestamptz is null or (created_at, id) > ($3::timestamptz, $4::uuid))
     order by created_at, id
     limit $5`,
    [olderThanMs, queues, after?.createdAt ?? null, after?.jobId ?? null, limit],
  );
  return rows;
}
