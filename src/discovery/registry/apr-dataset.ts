/**
 * The APR open-data companies dataset in Postgres. A load streams the document into a temporary table
 * of its own session (never holding it in memory), and only a complete, non-empty edition replaces
 * `apr_company`, in one transaction with the state row: a failed, truncated or empty download leaves
 * the edition served as it was. Lookups read Postgres only.
 */
import type pg from 'pg';
import { AprDatasetError } from './apr-download.js';
import type { AprRecord } from './apr-document.js';
import type { AprBatch } from './apr-batch.js';
import { readAprDownload } from './apr-reader.js';
import { aprNews, awaitFirstEdition, readAprState, recordEdition, underLoadLock, type AprDatasetState } from './apr-state.js';
import { aprStatus, type AprStatus } from './apr-status.js';

export { AprDatasetError };

const COLUMNS = 'registration_number, name, legal_form, status, founded_on, municipality, activity_code';

async function stage(client: pg.PoolClient, batch: AprBatch): Promise<void> {
  await client.query(
    `insert into pg_temp.apr_company_load (${COLUMNS}, refreshed_at)
     select *, now() from unnest($1::char(8)[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::varchar[])
     on conflict (registration_number) do update set name = excluded.name, legal_form = excluded.legal_form, status = excluded.status,
       founded_on = excluded.founded_on, municipality = excluded.municipality, activity_code = excluded.activity_code`,
    batch,
  );
}

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
        await client.query('create temp table if not exists apr_company_load (like apr_company including all)');
        await client.query('truncate pg_temp.apr_company_load');
        const { document, lastModified } = await readAprDownload(url, (batch) => stage(client, batch), { timeoutMs });
        const edition = document.edition ?? (lastModified && !Number.isNaN(Date.parse(lastModified)) ? new Date(lastModified) : new Date()).toISOString().slice(0, 10);
        if (!document.records) throw new AprDatasetError(`the edition of ${edition} lists no usable companies (${document.skipped} records skipped)`);
        await client.query('begin');
        try {
          await client.query('delete from apr_company');
          const inserted = await client.query(`insert into apr_company (${COLUMNS}, refreshed_at) select ${COLUMNS}, now() from pg_temp.apr_company_load`);
          await recordEdition(client, edition, inserted.rowCount ?? 0);
          await client.query('commit');
          return { loaded: true, edition, companies: inserted.rowCount ?? 0, skipped: document.skipped, shape: document.shape };
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        }
      } finally {
        await client.query('drop table if exists pg_temp.apr_company_load').catch(() => undefined);
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
  const { rows } = await pool.query<AprRecord & { edition: string | null }>(
    `select registration_number as "registrationNumber", name, legal_form as "legalForm", status, to_char(founded_on, 'YYYY-MM-DD') as "foundedOn",
            municipality, activity_code as "activityCode", (select to_char(edition, 'YYYY-MM-DD') from apr_dataset) as edition
     from apr_company where registration_number = $1`,
    [registrationNumber],
  );
  return rows[0] ? { ...rows[0], statusCode: aprStatus(rows[0].status) } : null;
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
