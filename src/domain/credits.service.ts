import type pg from 'pg';
import { HttpError } from './errors.js';

/**
 * Monthly credits: each workspace has an allowance per calendar month (UTC) — its own, or the
 * server default — and usage is counted in `credit_usage`. Reservation is one conditional UPDATE,
 * so concurrent requests can never spend more than the allowance.
 */
export interface CreditBalance {
  /** `YYYY-MM`. */
  month: string;
  allowance: number;
  used: number;
  remaining: number;
  /** When the next month's allowance starts. */
  resetsAt: string;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/** First day of the month of `at`, as a SQL date. */
function creditMonth(at = new Date()): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

function balance(month: string, allowance: number, used: number): CreditBalance {
  const [year, m] = month.split('-').map(Number);
  return {
    month: month.slice(0, 7),
    allowance,
    used,
    remaining: Math.max(0, allowance - used),
    resetsAt: new Date(Date.UTC(year, m, 1)).toISOString(),
  };
}

export async function creditBalance(db: Queryable, workspaceId: number, defaultAllowance: number): Promise<CreditBalance> {
  const month = creditMonth();
  const { rows } = await db.query<{ allowance: number; used: number }>(
    `select coalesce(w.monthly_credits, $3)::int as allowance, coalesce(u.used, 0)::int as used
     from workspace w left join credit_usage u on u.workspace_id = w.id and u.month = $2
     where w.id = $1`,
    [workspaceId, month, defaultAllowance],
  );
  return balance(month, rows[0]?.allowance ?? defaultAllowance, rows[0]?.used ?? 0);
}

/** Takes `cost` credits of this month, or throws 402 saying when the allowance resets. */
export async function reserveCredits(db: Queryable, workspaceId: number, cost: number, defaultAllowance: number): Promise<CreditBalance> {
  const month = creditMonth();
  await db.query('insert into credit_usage (workspace_id, month, used) values ($1, $2, 0) on conflict do nothing', [workspaceId, month]);
  const { rows } = await db.query<{ allowance: number; used: number }>(
    `update credit_usage u set used = u.used + $3
     from workspace w
     where w.id = u.workspace_id and u.workspace_id = $1 and u.month = $2 and u.used + $3 <= coalesce(w.monthly_credits, $4)
     returning coalesce(w.monthly_credits, $4)::int as allowance, u.used`,
    [workspaceId, month, cost, defaultAllowance],
  );
  if (rows.length) return balance(month, rows[0].allowance, rows[0].used);
  const now = await creditBalance(db, workspaceId, defaultAllowance);
  throw new HttpError(
    402,
    `This workspace has ${now.remaining} of its ${now.allowance} monthly credits left and this request needs ${cost}; ` +
      `credits reset at ${now.resetsAt}`,
    { 'X-Credits-Remaining': String(now.remaining) },
  );
}

/** Gives back credits reserved in `month` that were not delivered. */
export async function refundCredits(db: Queryable, workspaceId: number, month: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db.query('update credit_usage set used = greatest(0, used - $3) where workspace_id = $1 and month = $2', [workspaceId, month, amount]);
}
