import type pg from 'pg';
import type { Sql } from '../db/transaction.js';
import { cancelPendingChunks, runTotals, type RunTotals } from './chunks.repository.js';
import type { EnrichmentResult } from './types.js';

/** A run's result and refund, from its chunks: everything reserved and not delivered goes back. */
export function runOutcome(totals: RunTotals, reserved: number): { result: EnrichmentResult; refund: number } {
  const { tableId, leads, verified, researched, skipped, failed, charged } = totals;
  return { result: { tableId, leads, verified, researched, skipped, failed }, refund: reserved - charged };
}

/**
 * How a run is cancelled (the DELETE of a job, src/domain/metered-job.service.ts): chunks not started
 * are marked so no worker runs them; `outcome` is the settlement once no chunk is running any more.
 */
export const enrichmentCancellation = {
  /** Returns how many chunks are still running (they finish, and the run settles after them). */
  cancelPending: (tx: Sql, jobId: string): Promise<number> => cancelPendingChunks(tx, jobId),
  outcome: async (pool: pg.Pool, jobId: string, reserved: number) => runOutcome(await runTotals(pool, jobId), reserved),
};
