import type { Sql } from '../transaction.js';
import type { EnrichmentOptions } from '../../enrichment/types.js';

/** Leads per chunk of an enrichment run: one `enrichment-chunk` job each. */
const CHUNK_SIZE = 100;

/**
 * The SQL of enrichment runs. A run's leads are split into `enrichment_chunk` rows when it is requested
 * (in the transaction that reserves its credits), each with the credits its leads were due then. A chunk
 * moves pending → running → done | failed, or pending → cancelled; its accounting and its leads'
 * write-back happen in one transaction that only a running chunk can commit, so a chunk run twice
 * (its worker killed) counts and charges once.
 */

/** A lead part is due unless checked after the cutoff (an `unknown` verdict is never a reason to skip). */
const VERIFY_DUE = `not (l.verification is not null and l.verification->>'status' <> 'unknown' and (l.verification->>'checkedAt')::timestamptz > $4::timestamptz)`;
const RESEARCH_DUE = `l.website is not null and not coalesce(l.research_checked_at > $4::timestamptz, false)`;

/**
 * Splits the table's leads (by id) into chunks of CHUNK_SIZE under `jobId`, each reserving what its
 * leads are due: 1 credit per address to verify, `researchPrice` per website to research. Returns the
 * run's total.
 */
export async function insertChunks(
  tx: Sql,
  { jobId, tableId, options, researchPrice }: { jobId: string; tableId: number; options: EnrichmentOptions; researchPrice: number },
): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `with numbered as (
       select l.id, (($2::bool and ${VERIFY_DUE})::int + ($3::bool and ${RESEARCH_DUE})::int * $5::int) as units,
              (row_number() over (order by l.id) - 1) / ${CHUNK_SIZE} as seq
       from lead l where l.table_id = $6
     ), run as (
       insert into enrichment_run (job_id, table_id) values ($1, $6)
     ), inserted as (
       insert into enrichment_chunk (job_id, seq, lead_ids, reserved)
       select $1, seq, array_agg(id order by id), sum(units) from numbered group by seq
       returning reserved
     )
     select coalesce(sum(reserved), 0)::int as total from inserted`,
    [jobId, options.verify, options.research, options.checkedAfter, researchPrice, tableId],
  );
  return rows[0].total;
}

/** The lead of a chunk, as the chunk decides what is due. */
export interface ChunkLead {
  id: number;
  email: string;
  website: string | null;
  verification: { status: string; checkedAt: string } | null;
  researchCheckedAt: Date | null;
}

/**
 * Claims a chunk to run: a pending chunk of a run not cancelled, or a running one whose worker died.
 * Null when there is nothing to run (done, failed, or cancelled before it started); `deleted` counts its leads deleted since. One statement: a
 * cancellation that marked the chunk first wins, and one that comes after sees it running.
 */
export async function claimChunk(db: Sql, jobId: string, seq: number): Promise<{ leads: ChunkLead[]; deleted: number; reserved: number } | null> {
  const { rows } = await db.query<{ lead_ids: number[]; reserved: number }>(
    `update enrichment_chunk set state = 'running'
     where job_id = $1 and seq = $2
       and (state = 'running' or (state = 'pending' and (select cancelled_at from job where id = $1) is null))
     returning lead_ids, reserved`,
    [jobId, seq],
  );
  if (!rows[0]) return null;
  const leads = await db.query<ChunkLead>(`select id, email, website, verification, research_checked_at as "researchCheckedAt" from lead where id = any($1::int[]) order by id`, [
    rows[0].lead_ids,
  ]);
  // Leads deleted since the run was asked for are not there: counted as skipped, never charged.
  return { leads: leads.rows, deleted: rows[0].lead_ids.length - leads.rows.length, reserved: rows[0].reserved };
}

/** What one lead gets written: null leaves the column as it is. */
export interface LeadEnrichment {
  id: number;
  verification: { status: string; reason: string; checkedAt: string } | null;
  /** The website-research result, stored as discovery stores it (`research.websiteResearch`); null, as above. */
  websiteResearch: unknown;
}

export interface ChunkCounts {
  verified: number;
  researched: number;
  skipped: number;
  failed: number;
  /** Credits the chunk delivered (capped at what it reserved). */
  charged: number;
}

/**
 * Settles a running chunk — its counts and its leads' write-back in this one transaction. Returns
 * false (writing nothing) when the chunk was settled already, by an earlier run of the same chunk.
 */
export async function settleChunk(tx: Sql, jobId: string, seq: number, state: 'done' | 'failed', counts: ChunkCounts, leads: LeadEnrichment[]): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update enrichment_chunk set state = $3, charged = least($4::int, reserved), verified = $5, researched = $6, skipped = $7, failed = $8, finished_at = now()
     where job_id = $1 and seq = $2 and state = 'running'`,
    [jobId, seq, state, counts.charged, counts.verified, counts.researched, counts.skipped, counts.failed],
  );
  if (!rowCount) return false;
  const writes = leads.filter((l) => l.verification || l.websiteResearch);
  if (writes.length) {
    await tx.query(
      `update lead l set
         verification = coalesce(i.verification, l.verification),
         research = case when i.research is null then l.research
                         else jsonb_build_object('websiteResearch', i.research, 'registryResearch', l.research->'registryResearch') end,
         research_checked_at = case when i.research is null then l.research_checked_at else now() end,
         updated_at = now()
       from jsonb_to_recordset($1::jsonb) as i(id int, verification jsonb, research jsonb)
       where l.id = i.id`,
      [JSON.stringify(writes.map((w) => ({ id: w.id, verification: w.verification, research: w.websiteResearch })))],
    );
  }
  return true;
}

/** Marks the run's chunks that have not started as cancelled; returns how many chunks are still running. */
export async function cancelPendingChunks(tx: Sql, jobId: string): Promise<number> {
  await tx.query(`update enrichment_chunk set state = 'cancelled', finished_at = now() where job_id = $1 and state = 'pending'`, [jobId]);
  const { rows } = await tx.query<{ running: number }>(`select count(*)::int as running from enrichment_chunk where job_id = $1 and state = 'running'`, [jobId]);
  return rows[0].running;
}

export interface RunTotals extends ChunkCounts {
  tableId: number;
  chunks: number;
  /** Chunks done, failed or cancelled. */
  settled: number;
  leads: number;
  /** Chunks still to run (pending or running), by number. */
  open: number[];
}

/** Where a run stands, summed over its chunks. */
export async function runTotals(db: Sql, jobId: string): Promise<RunTotals> {
  const { rows } = await db.query<RunTotals>(
    `select r.table_id as "tableId", count(c.seq)::int as chunks,
            count(c.seq) filter (where c.state in ('done', 'failed', 'cancelled'))::int as settled,
            coalesce(sum(cardinality(lead_ids)), 0)::int as leads,
            coalesce(sum(charged), 0)::int as charged, coalesce(sum(verified), 0)::int as verified,
            coalesce(sum(researched), 0)::int as researched, coalesce(sum(skipped), 0)::int as skipped,
            coalesce(sum(failed), 0)::int as failed,
            coalesce(array_agg(seq order by seq) filter (where state in ('pending', 'running')), '{}') as open
     from enrichment_run r left join enrichment_chunk c on c.job_id = r.job_id
     where r.job_id = $1 group by r.table_id`,
    [jobId],
  );
  return rows[0];
}

/**
 * Settles a chunk the queue gave up on without its processor settling it (stalled too often): failed,
 * all of it refunded, nothing written. A no-op for a chunk settled meanwhile.
 */
export async function abandonChunk(db: Sql, jobId: string, seq: number): Promise<void> {
  await db.query(
    `update enrichment_chunk set state = 'failed', charged = 0, verified = 0, researched = 0, skipped = 0, failed = cardinality(lead_ids), finished_at = now()
     where job_id = $1 and seq = $2 and state in ('pending', 'running')`,
    [jobId, seq],
  );
}
