import { giveBackCredits, readUsage, takeCredits } from '../db/repositories/credits.repository.js';
import type { Sql } from '../db/transaction.js';
import { HttpError } from '../lib/errors.js';

/**
 * Monthly credits: each workspace has an allowance per calendar month (UTC) — its own, or the
 * server default — and usage is counted per month. Reservation is one conditional UPDATE, so
 * concurrent requests can never spend more than the allowance.
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

export async function creditBalance(db: Sql, workspaceId: number, defaultAllowance: number): Promise<CreditBalance> {
  const month = creditMonth();
  const usage = await readUsage(db, workspaceId, month, defaultAllowance);
  return balance(month, usage?.allowance ?? defaultAllowance, usage?.used ?? 0);
}

/** Takes `cost` credits of this month, or throws 402 saying when the allowance resets. */
export async function reserveCredits(db: Sql, workspaceId: number, cost: number, defaultAllowance: number): Promise<CreditBalance> {
  const month = creditMonth();
  const taken = await takeCredits(db, workspaceId, month, cost, defaultAllowance);
  if (taken) return balance(month, taken.allowance, taken.used);
  const now = await creditBalance(db, workspaceId, defaultAllowance);
  throw new HttpError(
    402,
    `This workspace has ${now.remaining} of its ${now.allowance} monthly credits left and this request needs ${cost}; ` + `credits reset at ${now.resetsAt}`,
    { 'X-Credits-Remaining': String(now.remaining) },
  );
}

/** Gives back credits reserved in `month` that were not delivered. */
export async function refundCredits(db: Sql, workspaceId: number, month: string, amount: number): Promise<void> {
  if (amount > 0) await giveBackCredits(db, workspaceId, month, amount);
}
