import type pg from 'pg';
import { recordLoadFailure, recordLoadStart, releaseLoadLock, selectAprDataset, tryLoadLock } from '../../db/repositories/apr-dataset.repository.js';

/**
 * What the APR dataset is, told the same by every process: the one `apr_dataset` row (written by the
 * worker that loads, read by discovery, `/readyz` and `/metrics`) and the advisory lock a load holds
 * while it runs — so a load whose worker died is not reported as loading for ever.
 */
export interface AprDatasetState {
  /** The edition served (its `DatumPreseka`), YYYY-MM-DD; null before the first successful load. */
  edition: string | null;
  companies: number | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailure: string | null;
  /** Set while a load runs. */
  loadingSince: string | null;
  /** The above in a sentence. */
  summary: string;
}

const when = (value: Date | null) => value?.toISOString() ?? null;

/** What an answer from the served edition must add: a load running, or the last one failed; null when neither. */
export function aprNews(state: Omit<AprDatasetState, 'summary'>): string | null {
  const failedLast = state.lastFailureAt && (!state.lastSuccessAt || state.lastFailureAt > state.lastSuccessAt);
  const news = [
    state.loadingSince && `the APR dataset is loading (since ${state.loadingSince})`,
    failedLast && `the last APR download failed at ${state.lastFailureAt}: ${state.lastFailure}`,
  ].filter(Boolean);
  return news.length ? news.join('; ') : null;
}

function summarise(state: Omit<AprDatasetState, 'summary'>): string {
  const serving = state.edition ? `serving the edition of ${state.edition} (${state.companies} companies, loaded at ${state.lastSuccessAt})` : 'no edition is loaded yet';
  const news = aprNews(state);
  if (news) return `${news[0].toUpperCase()}${news.slice(1)} — ${serving}`;
  return state.edition ? `The APR dataset is ${serving}` : 'The APR dataset has not been downloaded yet';
}

export async function readAprState(db: pg.Pool | pg.PoolClient): Promise<AprDatasetState> {
  const row = await selectAprDataset(db);
  const state = {
    edition: row?.edition ?? null,
    companies: row?.companies ?? null,
    lastSuccessAt: when(row?.last_success_at ?? null),
    lastFailureAt: when(row?.last_failure_at ?? null),
    lastFailure: row?.last_failure ?? null,
    // Loading needs both: the lock held (a loader that died left loading_since behind) and loading_since set
    // (the lock is also held for a moment before a load records its start and after it records its edition).
    loadingSince: row?.loading && row.loading_since ? when(row.loading_since) : null,
  };
  return { ...state, summary: summarise(state) };
}

/**
 * Runs `load` while holding the load lock on `client` (a session of its own), recording its start,
 * success or failure in the state row. Returns null without running it when another load holds the lock.
 */
export async function underLoadLock<T extends { edition: string; companies: number }>(client: pg.PoolClient, load: () => Promise<T>): Promise<T | null> {
  if (!(await tryLoadLock(client))) return null;
  try {
    await recordLoadStart(client);
    try {
      return await load();
    } catch (err) {
      await recordLoadFailure(client, (err as Error).message);
      throw err;
    }
  } finally {
    await releaseLoadLock(client);
  }
}

/** Waits (polling, at most `ms`) while a load runs and nothing is served yet; returns the state then. */
export async function awaitFirstEdition(pool: pg.Pool, ms: number): Promise<AprDatasetState> {
  const deadline = Date.now() + ms;
  for (;;) {
    const state = await readAprState(pool);
    if (state.edition || !state.loadingSince || Date.now() >= deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, deadline - Date.now())));
  }
}
