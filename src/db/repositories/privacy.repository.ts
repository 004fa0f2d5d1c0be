import { STANDARD_FIELDS } from '../../lib/lead-fields.js';
import type { Job } from '../entities/job.entity.js';
import { containing } from '../like-pattern.js';
import type { Sql } from '../transaction.js';

/**
 * The SQL of a person's rights (POST /api/v1/privacy/erase and /export): the workspace's suppression list
 * (keyed hashes only), the leads and jobs that hold an address, and the record of each request. Addresses
 * reach this module lower-cased and trimmed.
 */

// Suppression.

/** The key of the workspace's address hashes; null until its first suppression. */
export async function privacyKey(db: Sql, workspaceId: number): Promise<Buffer | null> {
  const { rows } = await db.query<{ privacy_key: Buffer | null }>('select privacy_key from workspace where id = $1', [workspaceId]);
  return rows[0]?.privacy_key ?? null;
}

/** The workspace's key, `candidate` becoming it if it has none: racing first suppressions agree on the one committed first. */
export async function ensurePrivacyKey(db: Sql, workspaceId: number, candidate: Buffer): Promise<Buffer> {
  const { rows } = await db.query<{ privacy_key: Buffer }>('update workspace set privacy_key = coalesce(privacy_key, $2) where id = $1 returning privacy_key', [
    workspaceId,
    candidate,
  ]);
  return rows[0].privacy_key;
}

export async function insertSuppression(db: Sql, workspaceId: number, addressHash: Buffer): Promise<void> {
  await db.query('insert into suppression (workspace_id, address_hash) values ($1, $2) on conflict do nothing', [workspaceId, addressHash]);
}

/** Those of `hashes` the workspace suppressed: one primary-key lookup per hash, in one statement. */
export async function suppressedHashes(db: Sql, workspaceId: number, hashes: readonly Buffer[]): Promise<Buffer[]> {
  const { rows } = await db.query<{ address_hash: Buffer }>('select address_hash from suppression where workspace_id = $1 and address_hash = any($2::bytea[])', [
    workspaceId,
    hashes,
  ]);
  return rows.map((r) => r.address_hash);
}

// Leads.

/**
 * The leads of the workspace with this address go through the unique index on (table_id, lower(email)), one
 * probe per table of the workspace, archived ones included.
 */
const LEADS_OF_ADDRESS = `l.table_id = any(array(select id from lead_table where workspace_id = $1)) and lower(l.email) = $2 and l.workspace_id = $1`;

/**
 * Deletes the workspace's leads with this address, in every table, and moves each table's lead count by what
 * it lost; returns how many. Only the tables holding the address are locked (in id order, as imports lock
 * one table: no deadlock), so imports into the others carry on.
 */
export async function deleteLeadsOfAddress(tx: Sql, workspaceId: number, address: string): Promise<number> {
  const { rows: holding } = await tx.query<{ table_id: number }>(`select distinct l.table_id from lead l where ${LEADS_OF_ADDRESS}`, [workspaceId, address]);
  if (!holding.length) return 0;
  const tableIds = holding.map((r) => r.table_id);
  await tx.query('select id from lead_table where id = any($1::int[]) order by id for no key update', [tableIds]);
  const { rows } = await tx.query<{ deleted: number }>(
    `with deleted as (delete from lead where table_id = any($3::int[]) and lower(email) = $2 and workspace_id = $1 returning table_id),
          lost as (select table_id, count(*)::int as n from deleted group by table_id),
          counted as (update lead_table t set lead_count = t.lead_count - lost.n from lost where t.id = lost.table_id returning lost.n)
     select coalesce(sum(n), 0)::int as deleted from counted`,
    [workspaceId, address, tableIds],
  );
  return rows[0].deleted;
}

/** A lead as the export shows it: every column of its row, with its table's name and archiving. */
export type ExportedLead = Record<string, unknown>;

const EXPORTED_LEAD_COLUMNS: readonly (readonly [string, string])[] = [
  ['id', 'l.id'],
  ['tableId', 'l.table_id'],
  ['tableName', 't.name'],
  ['tableArchivedAt', 't.archived_at'],
  ...STANDARD_FIELDS.map((f) => [f.id, `l.${f.column}`] as const),
  ['customFields', 'l.custom_fields'],
  ['sourceId', 'l.source_id'],
  ['research', 'l.research'],
  ['verification', 'l.verification'],
  ['researchCheckedAt', 'l.research_checked_at'],
  ['createdAt', 'l.created_at'],
  ['updatedAt', 'l.updated_at'],
];

/** The workspace's leads with this address, oldest first. */
export async function leadsOfAddress(db: Sql, workspaceId: number, address: string): Promise<ExportedLead[]> {
  const { rows } = await db.query<ExportedLead>(
    `select ${EXPORTED_LEAD_COLUMNS.map(([name, sql]) => `${sql} as "${name}"`).join(', ')}
     from lead l join lead_table t on t.id = l.table_id where ${LEADS_OF_ADDRESS} order by l.id`,
    [workspaceId, address],
  );
  return rows;
}

/** A lead whose research (of its website: people, emails, evidence) may name the address. */
export interface ResearchMention {
  id: number;
  tableId: number;
  research: Record<string, unknown>;
}

/**
 * The workspace's leads with another address whose research contains the address's text (to be confirmed:
 * `x@y.co` is also inside `ax@y.com`) — a company's site naming its staff is researched on the company's
 * lead. Reads every research of the workspace: erasures are rare, and there is no index on the text.
 */
export async function researchMentioning(db: Sql, workspaceId: number, address: string, lock = false): Promise<ResearchMention[]> {
  // Locked (in id order) when they are to be rewritten: research written meanwhile (an enrichment) waits, then is read anew.
  const { rows } = await db.query<ResearchMention>(
    `select id, table_id as "tableId", research from lead where workspace_id = $1 and lower(email) <> $3 and research::text ilike $2 order by id${lock ? ' for no key update' : ''}`,
    [workspaceId, containing(address), address],
  );
  return rows;
}

/** Replaces the research of the workspace's leads (those erased meanwhile are gone: not counted); returns how many. */
export async function replaceResearch(tx: Sql, workspaceId: number, leads: readonly { id: number; research: unknown }[]): Promise<number> {
  if (!leads.length) return 0;
  const { rowCount } = await tx.query(
    `update lead l set research = i.research, updated_at = now()
     from jsonb_to_recordset($2::jsonb) as i(id int, research jsonb) where l.id = i.id and l.workspace_id = $1`,
    [workspaceId, JSON.stringify(leads)],
  );
  return rowCount ?? 0;
}

// Jobs.

/** A job of the workspace that may name the address: in its stored result or error, or in what the queue still holds. */
export interface JobCandidate extends Pick<Job, 'id' | 'queue' | 'state' | 'createdAt' | 'finishedAt' | 'result' | 'error'> {
  /** Its result or error contains the address's text (to be confirmed: `x@y.co` is also inside `ax@y.com`). */
  storedMatch: boolean;
}

/**
 * The workspace's jobs whose result or error contains the address (case-insensitively), and those not
 * settled or settled in the last `queueDays` — the ones whose request the queue may still hold. The result
 * and error are read only for the first.
 */
export async function jobCandidates(db: Sql, workspaceId: number, address: string, queueDays: number): Promise<JobCandidate[]> {
  const { rows } = await db.query<JobCandidate>(
    `select id, queue, state, created_at as "createdAt", finished_at as "finishedAt", "storedMatch",
            case when "storedMatch" then result end as result, case when "storedMatch" then error end as error
     from (select j.*, coalesce(j.result::text ilike $2, false) or coalesce(j.error ilike $2, false) as "storedMatch" from job j where j.workspace_id = $1) j
     where "storedMatch" or finished_at is null or finished_at > now() - $3::int * interval '1 day'
     order by created_at, id`,
    [workspaceId, containing(address), queueDays],
  );
  return rows;
}

/**
 * Deletes the result and error of the workspace's settled jobs `jobIds`, and their webhook deliveries (a
 * delivery builds its body from the job when it is sent, so none can carry them later). The rows and their
 * credits stay. Returns the jobs purged and how many deliveries were deleted.
 */
export async function purgeJobs(tx: Sql, workspaceId: number, jobIds: readonly string[]): Promise<{ jobIds: string[]; webhookDeliveries: number }> {
  if (!jobIds.length) return { jobIds: [], webhookDeliveries: 0 };
  const { rows } = await tx.query<{ jobIds: string[]; webhookDeliveries: number }>(
    `with purged as (
       update job set result = null, error = null, purged_at = now()
       where workspace_id = $1 and id = any($2::uuid[]) and finished_at is not null returning id
     ), deliveries as (delete from webhook_delivery where job_id in (select id from purged) returning job_id)
     select coalesce((select array_agg(id::text) from purged), '{}') as "jobIds", (select count(*) from deliveries)::int as "webhookDeliveries"`,
    [workspaceId, jobIds],
  );
  return rows[0];
}

// The record.

/** Records an erasure or export: when, by which key, and how much — never the address. */
export async function insertPrivacyRequest(db: Sql, request: { workspaceId: number; kind: 'erase' | 'export'; apiKeyId: number; counts: Record<string, number> }): Promise<void> {
  await db.query('insert into privacy_request (workspace_id, kind, api_key_id, counts) values ($1, $2, $3, $4)', [
    request.workspaceId,
    request.kind,
    request.apiKeyId,
    JSON.stringify(request.counts),
  ]);
}
