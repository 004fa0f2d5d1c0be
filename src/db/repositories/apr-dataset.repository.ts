import type pg from 'pg';
import type { AprBatch } from '../../discovery/registry/apr-batch.js';
import type { AprRecord } from '../../discovery/registry/apr-document.js';
import type { Sql } from '../transaction.js';

/**
 * The SQL of the APR companies dataset: `apr_company`, the one `apr_dataset` state row, and the
 * advisory lock a load holds while it runs. A load runs on a session of its own (`client`): the lock
 * and the temporary table it stages into belong to that session.
 */

// pg_advisory_lock(int, int): the two keys show in pg_locks as classid and objid (objsubid 2).
const LOCK = [0x41505231, 1]; // "APR1"

const COLUMNS = 'registration_number, name, legal_form, status, founded_on, municipality, activity_code';

/** The state row, and whether a load holds the lock now (in any session). */
export interface AprDatasetRow {
  edition: string | null;
  companies: number | null;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_failure: string | null;
  loading_since: Date | null;
  loading: boolean;
}

export async function selectAprDataset(db: Sql): Promise<AprDatasetRow | null> {
  const { rows } = await db.query<AprDatasetRow>(
    `select to_char(edition, 'YYYY-MM-DD') as edition, companies, last_success_at, last_failure_at, last_failure, loading_since,
            exists (select 1 from pg_locks l join pg_database d on d.oid = l.database
                    where d.datname = current_database() and l.locktype = 'advisory' and l.classid::bigint = $1 and l.objid::bigint = $2 and l.objsubid = 2 and l.granted) as loading
     from apr_dataset`,
    LOCK,
  );
  return rows[0] ?? null;
}

/** Takes the load lock for the session, unless another session holds it; false then. */
export async function tryLoadLock(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', LOCK);
  return rows[0].locked;
}

export async function releaseLoadLock(client: pg.PoolClient): Promise<void> {
  await client.query('select pg_advisory_unlock($1, $2)', LOCK);
}

export async function recordLoadStart(client: pg.PoolClient): Promise<void> {
  await client.query('update apr_dataset set loading_since = now()');
}

export async function recordLoadFailure(client: pg.PoolClient, message: string): Promise<void> {
  await client.query('update apr_dataset set last_failure_at = now(), last_failure = $1, loading_since = null', [message]);
}

/** An empty table of the session to stage a download into, shaped like `apr_company`. */
export async function createLoadTable(client: pg.PoolClient): Promise<void> {
  await client.query('create temp table if not exists apr_company_load (like apr_company including all)');
  await client.query('truncate pg_temp.apr_company_load');
}

export async function stageCompanies(client: pg.PoolClient, batch: AprBatch): Promise<void> {
  await client.query(
    `insert into pg_temp.apr_company_load (${COLUMNS}, refreshed_at)
     select *, now() from unnest($1::char(8)[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::varchar[])
     on conflict (registration_number) do update set name = excluded.name, legal_form = excluded.legal_form, status = excluded.status,
       founded_on = excluded.founded_on, municipality = excluded.municipality, activity_code = excluded.activity_code`,
    batch,
  );
}

export async function dropLoadTable(client: pg.PoolClient): Promise<void> {
  await client.query('drop table if exists pg_temp.apr_company_load');
}

/**
 * Replaces `apr_company` with the staged companies and records `edition` as the one served from now
 * on, in one transaction (on the session itself, whose temporary table it reads). Returns how many
 * companies it serves.
 */
export async function swapInStagedEdition(client: pg.PoolClient, edition: string): Promise<number> {
  await client.query('begin');
  try {
    await client.query('delete from apr_company');
    const inserted = await client.query(`insert into apr_company (${COLUMNS}, refreshed_at) select ${COLUMNS}, now() from pg_temp.apr_company_load`);
    const companies = inserted.rowCount ?? 0;
    await client.query('update apr_dataset set edition = $1, companies = $2, last_success_at = now(), loading_since = null', [edition, companies]);
    await client.query('commit');
    return companies;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** The company with this matični broj, and the edition served; null when it has none. */
export async function selectAprCompany(db: Sql, registrationNumber: string): Promise<(AprRecord & { edition: string | null }) | null> {
  const { rows } = await db.query<AprRecord & { edition: string | null }>(
    `select registration_number as "registrationNumber", name, legal_form as "legalForm", status, to_char(founded_on, 'YYYY-MM-DD') as "foundedOn",
            municipality, activity_code as "activityCode", (select to_char(edition, 'YYYY-MM-DD') from apr_dataset) as edition
     from apr_company where registration_number = $1`,
    [registrationNumber],
  );
  return rows[0] ?? null;
}
