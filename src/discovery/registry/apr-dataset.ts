/**
 * The APR open-data companies dataset in Postgres. A load streams the document into a temporary table
 * of its own session (never holding it in memory), and only a complete, non-empty edition replaces
 * `apr_company`, in one transaction with the state row: a failed, truncated or empty download leaves
 * the edition served as it was. Lookups read Postgres only.
 */
import type pg from 'pg';
import { createLoadTable, dropLoadTable, selectAprCompany, stageCompanies, swapInStagedEdition } from '../../db/repositories/apr-dataset.repository.js';
import { AprDatasetError } from './apr-download.js';
import type { AprRecord } from './apr-document.js';
import { readAprDownload } from './apr-reader.js';
import { aprNews, awaitFirstEdition, readAprState, underLoadLock, type AprDatasetState } from './apr-state.js';
import { aprStatus, type AprStatus } from './apr-status.js';

export { AprDatasetError };

export interface AprRefresh {
  /** False when another load was running: this one did nothing. */
  loaded: boolean;
  edition: string | null;
  companies: number;
  skipped: number;
  shape?: 'keyed' | 'array';
}

/**
 * Downloads the document and, when it is complete and lists companies, makes it the edition served.
 * The edition date is the document's `DatumPreseka`; an array document has none, so the download's
 * Last-Modified date stands for it, else the day of the download.
 */
export async function refreshAprDataset(pool: pg.Pool, url: string, { timeoutMs = 30 * 60_000 }: { timeoutMs?: number } = {}): Promise<AprRefresh> {
  const client = await pool.connect();
  try {
    const result = await underLoadLock(client, async () => {
      try {
        await createLoadTable(client);
        const { document, lastModified } = await readAprDownload(url, (batch) => stageCompanies(client, batch), { timeoutMs });
        const edition = document.edition ?? (lastModified && !Number.isNaN(Date.parse(lastModified)) ? new Date(lastModified) : new Date()).toISOString().slice(0, 10);
        if (!document.records) throw new AprDatasetError(`the edition of ${edition} lists no usable companies (${document.skipped} records skipped)`);
        const companies = await swapInStagedEdition(client, edition);
        return { loaded: true, edition, companies, skipped: document.skipped, shape: document.shape };
      } finally {
        await dropLoadTable(client).catch(() => undefined);
      }
    });
    if (result) return result;
    const state = await readAprState(client);
    return { loaded: false, edition: state.edition, companies: state.companies ?? 0, skipped: 0 };
  } finally {
    client.release();
  }
}

export interface AprCompanyFacts extends AprRecord {
  /** `status` as a stable English value; `status` itself is the registry's own label. */
  statusCode: AprStatus | null;
  /** The edition the facts come from (YYYY-MM-DD). */
  edition: string | null;
}

export type AprLookup = { found: true; company: AprCompanyFacts; dataset: AprDatasetState } | { found: false; reason: string; dataset: AprDatasetState };

/** How long a lookup waits for a first edition that is loading right now (the issue's bound: 20 s). */
export const FIRST_EDITION_WAIT_MS = 20_000;

async function companyRow(pool: pg.Pool, registrationNumber: string): Promise<AprCompanyFacts | null> {
  const row = await selectAprCompany(pool, registrationNumber);
  return row ? { ...row, statusCode: aprStatus(row.status) } : null;
}

/**
 * A company by matični broj, with the state of the dataset. Meeting the first load in progress, it waits
 * for it (at most `waitMs`) rather than answer from nothing.
 */
export async function lookupApr(pool: pg.Pool, registrationNumber: string, { waitMs = FIRST_EDITION_WAIT_MS }: { waitMs?: number } = {}): Promise<AprLookup> {
  let company = await companyRow(pool, registrationNumber);
  let dataset = await readAprState(pool);
  if (!company && !dataset.edition && dataset.loadingSince) {
    dataset = await awaitFirstEdition(pool, waitMs);
    company = await companyRow(pool, registrationNumber);
  }
  if (company) return { found: true, company, dataset };
  const news = aprNews(dataset);
  const reason = dataset.edition ? `No company with matični broj ${registrationNumber} in the APR edition of ${dataset.edition}${news ? `; ${news}` : ''}` : dataset.summary;
  return { found: false, reason, dataset };
}
