import type { Sql } from '../transaction.js';

/**
 * The SQL of monthly credits: usage per workspace and month (`credit_usage`, a row appears on first
 * use) against the workspace's allowance, or the server default when it has none. `month` is the
 * first day of a month, as a SQL date.
 */

export interface Usage {
  allowance: number;
  used: number;
}

/** The workspace's allowance and what it used in `month`; null for an unknown workspace. */
export async function readUsage(db: Sql, workspaceId: number, month: string, defaultAllowance: number): Promise<Usage | null> {
  const { rows } = await db.query<Usage>(
    `select coalesce(w.monthly_credits, $3)::int as allowance, coalesce(u.used, 0)::int as used
     from workspace w left join credit_usage u on u.workspace_id = w.id and u.month = $2
     where w.id = $1`,
    [workspaceId, month, defaultAllowance],
  );
  return rows[0] ?? null;
}

/**
 * Adds `cost` to the month's usage if the allowance still covers it — one conditional UPDATE, so
 * concurrent requests can never spend more than the allowance. Returns the usage after, or null when
 * the allowance does not cover it.
 */
export async function takeCredits(db: Sql, workspaceId: number, month: string, cost: number, defaultAllowance: number): Promise<Usage | null> {
  await db.query('insert into credit_usage (workspace_id, month, used) values ($1, $2, 0) on conflict do nothing', [workspaceId, month]);
  const { rows } = await db.query<Usage>(
    `update credit_usage u set used = u.used + $3
     from workspace w
     where w.id = u.workspace_id and u.workspace_id = $1 and u.month = $2 and u.used + $3 <= coalesce(w.monthly_credits, $4)
     returning coalesce(w.monthly_credits, $4)::int as allowance, u.used`,
    [workspaceId, month, cost, defaultAllowance],
  );
  return rows[0] ?? null;
}

/** Gives back `amount` credits of `month` (usage never goes below zero). */
export async function giveBackCredits(db: Sql, workspaceId: number, month: string, amount: number): Promise<void> {
  await db.query('update credit_usage set used = greatest(0, used - $3) where workspace_id = $1 and month = $2', [workspaceId, month, amount]);
}

/** Credits all workspaces used in the current month (UTC), as the metrics report it. */
export async function creditsUsedThisMonth(db: Sql): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    "select coalesce(sum(used), 0)::int as used from credit_usage where month = date_trunc('month', now() at time zone 'UTC')::date",
  );
  return rows[0].used;
}
