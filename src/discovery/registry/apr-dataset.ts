import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type pg from 'pg';
import StreamArray from 'stream-json/streamers/StreamArray.js';
import type { AprCompany } from '../../db/entities/apr-company.entity.js';

/**
 * The APR open-data companies dataset: one large JSON array, streamed into `apr_company` in batches
 * (never held in memory whole), then rows the new edition no longer lists are removed. Lookups read
 * Postgres only. The source's field names, in one place:
 */
const FIELDS = {
  registrationNumber: 'MaticniBroj',
  name: 'PoslovnoIme',
  legalForm: 'PravnaForma',
  status: 'Status',
  foundedOn: 'DatumOsnivanja',
  municipality: 'Opstina',
  activityCode: 'SifraDelatnosti',
} as const;

const BATCH = 5_000;

type Row = Omit<AprCompany, 'refreshedAt'>;

function rowOf(record: Record<string, unknown>): Row | null {
  const text = (key: keyof typeof FIELDS) => {
    const value = record[FIELDS[key]];
    return value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();
  };
  const registrationNumber = text('registrationNumber')?.padStart(8, '0') ?? null;
  const name = text('name');
  if (!registrationNumber || !/^\d{8}$/.test(registrationNumber) || !name) return null;
  const founded = text('foundedOn');
  return {
    registrationNumber,
    name,
    legalForm: text('legalForm'),
    status: text('status'),
    foundedOn: founded && /^\d{4}-\d{2}-\d{2}/.test(founded) ? founded.slice(0, 10) : null,
    municipality: text('municipality'),
    activityCode: text('activityCode'),
  };
}

async function upsert(pool: pg.Pool, rows: Row[], refreshedAt: Date): Promise<void> {
  // The same number twice in one statement cannot be upserted: the later record wins.
  const unique = [...new Map(rows.map((r) => [r.registrationNumber, r])).values()];
  const column = <K extends keyof Row>(key: K) => unique.map((r) => r[key]);
  await pool.query(
    `insert into apr_company (registration_number, name, legal_form, status, founded_on, municipality, activity_code, refreshed_at)
     select *, $8::timestamptz from unnest($1::char(8)[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::varchar[])
     on conflict (registration_number) do update set name = excluded.name, legal_form = excluded.legal_form, status = excluded.status,
       founded_on = excluded.founded_on, municipality = excluded.municipality, activity_code = excluded.activity_code, refreshed_at = excluded.refreshed_at`,
    [column('registrationNumber'), column('name'), column('legalForm'), column('status'), column('foundedOn'), column('municipality'), column('activityCode'), refreshedAt],
  );
}

export class AprDatasetError extends Error {}

/** Downloads the dataset and brings `apr_company` up to date; returns how many companies it holds now. */
export async function refreshAprDataset(pool: pg.Pool, url: string, { timeoutMs = 30 * 60_000 }: { timeoutMs?: number } = {}): Promise<{ companies: number; skipped: number }> {
  const refreshedAt = new Date();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new AprDatasetError(`The APR dataset could not be downloaded from ${url}: ${(err as Error).message}`);
  }
  if (!response.ok || !response.body) throw new AprDatasetError(`The APR dataset download answered HTTP ${response.status}`);
  let batch: Row[] = [];
  let skipped = 0;
  let seen = 0;
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      StreamArray.withParser(),
      new Writable({
        objectMode: true,
        write({ value }: { value: Record<string, unknown> }, _encoding, done) {
          const row = value && typeof value === 'object' ? rowOf(value) : null;
          if (!row) skipped++;
          else batch.push(row);
          seen++;
          if (batch.length < BATCH) return done();
          const full = batch;
          batch = [];
          upsert(pool, full, refreshedAt).then(() => done(), done);
        },
        final(done) {
          (batch.length ? upsert(pool, batch, refreshedAt) : Promise.resolve()).then(() => done(), done);
        },
      }),
    );
  } catch (err) {
    throw new AprDatasetError(`The APR dataset could not be read (after ${seen} records): ${(err as Error).message}`);
  }
  if (seen === 0) throw new AprDatasetError('The APR dataset was empty; the previous edition is kept');
  // Only once the new edition is fully in: companies it no longer lists are gone.
  await pool.query('delete from apr_company where refreshed_at < $1', [refreshedAt]);
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from apr_company');
  return { companies: Number(rows[0]!.n), skipped };
}

export type AprLookup = { found: true; company: Row } | { found: false; reason: string };

export async function lookupApr(pool: pg.Pool, registrationNumber: string): Promise<AprLookup> {
  const { rows } = await pool.query<Row>(
    `select registration_number as "registrationNumber", name, legal_form as "legalForm", status, to_char(founded_on, 'YYYY-MM-DD') as "foundedOn",
            municipality, activity_code as "activityCode" from apr_company where registration_number = $1`,
    [registrationNumber],
  );
  if (rows[0]) return { found: true, company: rows[0] };
  const { rows: any } = await pool.query('select 1 from apr_company limit 1');
  return { found: false, reason: any.length ? `The APR dataset has no company with matični broj ${registrationNumber}` : 'The APR dataset has not been downloaded yet' };
}
