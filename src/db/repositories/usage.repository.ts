import type { Sql } from '../transaction.js';

/**
 * What a workspace's credits went on, from its jobs' rows: each job keeps what it reserved and what was
 * refunded, so its cost is the difference. The month's total is credit_usage's (credits.repository.ts).
 */

/** Credits spent per queue on jobs whose credits came from `month` (its first day, as a SQL date). */
export async function creditsByQueue(db: Sql, workspaceId: number, month: string): Promise<{ queue: string; credits: number }[]> {
  const { rows } = await db.query<{ queue: string; credits: number }>(
    `select queue, sum(credits_reserved - credits_refunded)::int as credits
     from job where workspace_id = $1 and credit_month = $2 group by queue`,
    [workspaceId, month],
  );
  return rows;
}

/** Credits spent per UTC day of the jobs' creation, for the last `days` days up to today: one row per day, oldest first, zeros included. */
export async function creditsPerDay(db: Sql, workspaceId: number, days: number): Promise<{ day: string; credits: number }[]> {
  const { rows } = await db.query<{ day: string; credits: number }>(
    `with today as (select (now() at time zone 'UTC')::date as day),
     spent as (
       select (created_at at time zone 'UTC')::date as day, sum(credits_reserved - credits_refunded) as credits
       from job
       where workspace_id = $1 and created_at >= ((select day from today) - ($2::int - 1)) at time zone 'UTC'
       group by 1)
     select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.credits, 0)::int as credits
     from generate_series((select day from today) - ($2::int - 1), (select day from today), interval '1 day') as d(day)
     left join spent s on s.day = d.day::date
     order by d.day`,
    [workspaceId, days],
  );
  return rows;
}
