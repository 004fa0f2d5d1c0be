import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import type { Runtime } from '../src/bootstrap.js';
import { purgeTableBatch } from '../src/db/repositories/retention.repository.js';
import { inTransaction } from '../src/db/transaction.js';
import { createJob, settleJob, type Settlement } from '../src/domain/jobs.service.js';
import { sweepArchivedTables, sweepJobResults, type PurgedTable } from '../workers/retention.js';
import { apiBase, makeTable, makeWorkspace, request, testRuntime, type TestWorkspace } from './helpers.js';

/**
 * The worker's retention sweeps, called directly (no timers): archived tables purged with their leads
 * TABLE_RETENTION_DAYS after archiving, job results deleted JOB_RETENTION_DAYS after the job finished.
 * Times are moved into the past with SQL.
 */
describe('the retention sweeps', function () {
  this.timeout(60_000);
  let runtime: Runtime;
  let ws: TestWorkspace;

  before(async () => {
    runtime = await testRuntime();
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
  });

  describe('of archived tables', () => {
    const DAYS = 30;

    /** `count` leads in the table, its lead count kept as an import keeps it. */
    const addLeads = (tableId: number, count: number) =>
      runtime.pool.query(
        `with added as (
           insert into lead (workspace_id, table_id, email)
           select $1, $2::int, 'lead' || g || '@t' || $2::int || '.example' from generate_series(1, $3) g returning 1)
         update lead_table set lead_count = lead_count + (select count(*) from added) where id = $2::int`,
        [ws.workspaceId, tableId, count],
      );
    const tableWith = async (leads: number) => {
      const tableId = await makeTable(ws.key);
      await addLeads(tableId, leads);
      return tableId;
    };
    const archive = (tableId: number, daysAgo: number | null) =>
      runtime.pool.query(`update lead_table set archived_at = case when $2::int is null then null else now() - make_interval(days => $2::int) end where id = $1`, [
        tableId,
        daysAgo,
      ]);
    /** The stored lead count and the leads actually there; null when the table's row is gone. */
    const counts = async (tableId: number) => {
      const { rows } = await runtime.pool.query<{ stored: number; actual: number }>(
        'select t.lead_count as stored, (select count(*) from lead l where l.table_id = t.id)::int as actual from lead_table t where t.id = $1',
        [tableId],
      );
      return rows[0] ?? null;
    };
    const leadsOf = async (tableId: number) => (await runtime.pool.query<{ n: number }>('select count(*)::int as n from lead where table_id = $1', [tableId])).rows[0].n;
    const ours = (purged: PurgedTable[]) => purged.filter((p) => p.workspaceId === ws.workspaceId);

    it('purges a table archived longer than TABLE_RETENTION_DAYS with all its leads, in batches, and nothing else', async () => {
      const old = await tableWith(12_000);
      const recent = await tableWith(10);
      const restored = await tableWith(10);
      const active = await tableWith(10);
      await archive(old, DAYS + 1);
      await archive(recent, DAYS - 1);
      await archive(restored, DAYS + 10);
      await archive(restored, null);

      const { purged, failed } = await sweepArchivedTables(runtime.pool, { days: DAYS });
      expect(failed).to.deep.equal([]);
      expect(ours(purged)).to.deep.equal([{ tableId: old, workspaceId: ws.workspaceId, leads: 12_000, complete: true }]);
      expect(await counts(old), 'its row is gone').to.equal(null);
      expect(await leadsOf(old)).to.equal(0);
      for (const kept of [recent, restored, active]) expect(await counts(kept)).to.deep.equal({ stored: 10, actual: 10 });

      const again = await sweepArchivedTables(runtime.pool, { days: DAYS });
      expect(ours(again.purged), 'a second sweep finds nothing more').to.deep.equal([]);
    });

    it('keeps the lead count exact between batches, and stops when the table is restored between them', async () => {
      const tableId = await tableWith(12_000);
      await archive(tableId, DAYS + 1);
      const batch = await inTransaction(runtime.pool, (tx) => purgeTableBatch(tx, tableId, { days: DAYS, batch: 5_000 }));
      expect(batch).to.deep.equal({ workspaceId: ws.workspaceId, leads: 5_000, tableDeleted: false });
      expect(await counts(tableId)).to.deep.equal({ stored: 7_000, actual: 7_000 });

      await archive(tableId, null);
      const { purged } = await sweepArchivedTables(runtime.pool, { days: DAYS });
      expect(ours(purged)).to.deep.equal([]);
      expect(await counts(tableId), 'the restored table keeps what was left').to.deep.equal({ stored: 7_000, actual: 7_000 });
    });

    it('leaves a table alone while its restore is in progress, and after it commits', async () => {
      const tableId = await tableWith(100);
      await archive(tableId, DAYS + 1);
      const restore = await runtime.pool.connect();
      try {
        await restore.query('begin');
        await restore.query('update lead_table set archived_at = null where id = $1', [tableId]);
        const { purged } = await sweepArchivedTables(runtime.pool, { days: DAYS });
        expect(ours(purged), 'the sweep skips the row the restore holds').to.deep.equal([]);
        await restore.query('commit');
      } finally {
        restore.release();
      }
      expect(ours((await sweepArchivedTables(runtime.pool, { days: DAYS })).purged)).to.deep.equal([]);
      expect(await counts(tableId)).to.deep.equal({ stored: 100, actual: 100 });
    });

    it('shares the work safely when several workers sweep at once', async () => {
      const tables = [await tableWith(6_000), await tableWith(6_000)];
      const bystander = await tableWith(50);
      for (const tableId of tables) await archive(tableId, DAYS + 1);

      const sweeps = await Promise.all([0, 1, 2].map(() => sweepArchivedTables(runtime.pool, { days: DAYS })));
      expect(sweeps.flatMap((s) => s.failed)).to.deep.equal([]);
      const purged = ours(sweeps.flatMap((s) => s.purged));
      for (const tableId of tables) {
        const parts = purged.filter((p) => p.tableId === tableId);
        expect(
          parts.reduce((sum, p) => sum + p.leads, 0),
          'each lead deleted once',
        ).to.equal(6_000);
        expect(
          parts.filter((p) => p.complete),
          'its row deleted once',
        ).to.have.length(1);
        expect(await counts(tableId)).to.equal(null);
      }
      expect(await counts(bystander)).to.deep.equal({ stored: 50, actual: 50 });
    });
  });

  describe('of job results', () => {
    const DAYS = 90;

    /** A settled email-verify job of the workspace, finished `daysAgo` days ago. */
    const settledJob = async (outcome: Settlement, daysAgo: number) => {
      const { jobId } = await createJob(runtime.pool, { workspaceId: ws.workspaceId, queue: 'email-verify', cost: 3, defaultAllowance: runtime.config.defaultMonthlyCredits });
      await settleJob(runtime.pool, jobId, outcome);
      await runtime.pool.query('update job set finished_at = now() - make_interval(days => $2) where id = $1', [jobId, daysAgo]);
      return jobId;
    };
    const jobRow = async (jobId: string) =>
      (
        await runtime.pool.query(
          `select state, result, error, error_status as "errorStatus", credits_reserved as "creditsReserved", credits_refunded as "creditsRefunded",
                  created_at as "createdAt", finished_at as "finishedAt", purged_at as "purgedAt"
           from job where id = $1`,
          [jobId],
        )
      ).rows[0];
    const creditUsage = async () => (await runtime.pool.query('select month::text, used from credit_usage where workspace_id = $1 order by month', [ws.workspaceId])).rows;
    const result = { results: [{ email: 'a@example.test', status: 'valid' }] };
    const completed: Settlement = { state: 'completed', result, refund: 1 };
    const failed: Settlement = { state: 'failed', status: 502, error: 'The mail server of a@example.test did not answer' };

    it('deletes the result and error of jobs finished longer than JOB_RETENTION_DAYS ago, keeping their credits, and no other', async () => {
      const oldCompleted = await settledJob(completed, DAYS + 1);
      const oldFailed = await settledJob(failed, DAYS + 5);
      const recent = await settledJob(completed, DAYS - 1);
      const { jobId: unfinished } = await createJob(runtime.pool, {
        workspaceId: ws.workspaceId,
        queue: 'email-verify',
        cost: 2,
        defaultAllowance: runtime.config.defaultMonthlyCredits,
      });
      await runtime.pool.query(`update job set created_at = now() - interval '200 days' where id = $1`, [unfinished]);
      const before = { oldCompleted: await jobRow(oldCompleted), oldFailed: await jobRow(oldFailed), recent: await jobRow(recent), unfinished: await jobRow(unfinished) };
      const usage = await creditUsage();

      expect(await sweepJobResults(runtime.pool, { days: DAYS })).to.be.at.least(2);

      for (const [jobId, was] of [
        [oldCompleted, before.oldCompleted],
        [oldFailed, before.oldFailed],
      ] as const) {
        const after = await jobRow(jobId);
        expect(after.purgedAt).to.be.an.instanceOf(Date);
        expect(after, 'state, status, times and credits kept').to.deep.equal({ ...was, result: null, error: null, purgedAt: after.purgedAt });
      }
      expect(await jobRow(recent)).to.deep.equal(before.recent);
      expect(await jobRow(unfinished)).to.deep.equal(before.unfinished);
      expect(await creditUsage(), 'the credits used stay as they were').to.deep.equal(usage);

      const purgedAt = (await jobRow(oldCompleted)).purgedAt;
      await sweepJobResults(runtime.pool, { days: DAYS });
      expect((await jobRow(oldCompleted)).purgedAt, 'a later sweep leaves a purged job as it is').to.deep.equal(purgedAt);
    });

    it('answers GET /api/v1/jobs/{id} of a purged job with 410 and why, as does the get_job tool', async () => {
      const purged = await settledJob(completed, DAYS + 1);
      const kept = await settledJob(completed, DAYS - 1);
      await sweepJobResults(runtime.pool, { days: DAYS });
      const today = new Date().toISOString().slice(0, 10);

      const gone = await request('GET', `/api/v1/jobs/${purged}`, { key: ws.key });
      expect(gone.status).to.equal(410);
      expect(Object.keys(gone.body)).to.deep.equal(['error']);
      expect(gone.body.error).to.equal(
        `The result of job ${purged} was deleted on ${today}, as results are kept only for a set time after a job finishes (JOB_RETENTION_DAYS) or because a person asked for their data to be erased; its credits are unchanged. Send the request again if you need the result.`,
      );
      const view = await request('GET', `/api/v1/jobs/${kept}`, { key: ws.key });
      expect(view.status).to.equal(200);
      expect(view.body.result).to.deep.equal(result);

      const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${await apiBase()}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${ws.key}` } } }));
      try {
        const reply = (await client.callTool({ name: 'get_job', arguments: { jobId: purged } })) as { isError?: boolean; content: { text: string }[] };
        expect(reply.isError).to.equal(true);
        expect(JSON.parse(reply.content[0].text)).to.deep.equal(gone.body);
      } finally {
        await client.close();
      }
    });
  });
});
