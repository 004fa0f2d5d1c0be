import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { expect } from 'chai';
import type { EnrichmentTools } from '../src/enrichment/enrich-chunk.js';
import { LEAD_STATUSES } from '../src/lib/lead-fields.js';
import { enrichmentChunkProcessor } from '../workers/enrichment-chunk.processor.js';
import { listLeads, makeTable, makeWorkspace, request, testRuntime, type TestWorkspace } from './helpers.js';

/** The lead lifecycle: listing filters, deleting leads, archiving and restoring tables. */
describe('lead lifecycle', () => {
  let ws: TestWorkspace;
  beforeEach(async () => {
    ws = await makeWorkspace();
  });

  const importInto = async (tableId: number, leads: object[], key = ws.key) => {
    const reply = await request('POST', '/api/v1/leads', { key, json: { tableId, leads } });
    expect(reply.status, reply.text).to.equal(201);
    return reply.body;
  };
  const tableOf = async (tableId: number) => (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables.find((t: { id: number }) => t.id === tableId);
  const emails = (leads: { email: string }[]) => leads.map((l) => l.email).sort();

  describe('GET /api/v1/leads filters', () => {
    let tableId: number;
    beforeEach(async () => {
      tableId = await makeTable(ws.key);
      await importInto(tableId, [
        { email: 'ana@smile.example', firstName: 'Ana', lastName: 'Petrović', company: 'Smile Dental', status: 'new' },
        { email: 'bo@ortho.example', name: 'Bo Ortho', company: 'Ortho Care', status: 'contacted' },
        { email: 'cy@dentco.example', company: 'Bright Clinic', status: 'replied' },
        { email: 'di@shop.example', firstName: 'Di', lastName: 'Dentman', company: 'Shoes', status: 'new' },
        { email: 'ed@fifty.example', company: '50% Off Ltd', status: 'interested' },
      ]);
    });

    it('status: one or several, comma-separated', async () => {
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&status=new`))).to.deep.equal(['ana@smile.example', 'di@shop.example']);
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&status=contacted,replied`))).to.deep.equal(['bo@ortho.example', 'cy@dentco.example']);
      expect(await listLeads(ws.key, `?tableId=${tableId}&status=meeting_booked`)).to.deep.equal([]);
    });

    it('status: an unknown one is a 400 naming the allowed ones', async () => {
      const reply = await request('GET', `/api/v1/leads?tableId=${tableId}&status=new,won`, { key: ws.key });
      expect(reply.status).to.equal(400);
      expect(reply.body.error).to.match(/^status must be one or more lead statuses separated by commas/);
      for (const status of LEAD_STATUSES) expect(reply.body.error).to.include(status);
    });

    it('q: inside words, case-insensitive, over email, names and company', async () => {
      // "dent" is in a company (Smile Dental), an email domain (dentco) and a last name (Dentman).
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&q=DENT`))).to.deep.equal(['ana@smile.example', 'cy@dentco.example', 'di@shop.example']);
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&q=petrov`))).to.deep.equal(['ana@smile.example']);
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&q=bo ortho`))).to.deep.equal(['bo@ortho.example']);
      expect(await listLeads(ws.key, `?tableId=${tableId}&q=zz`)).to.deep.equal([]);
    });

    it('q: LIKE wildcards are plain text', async () => {
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&q=${encodeURIComponent('0%')}`))).to.deep.equal(['ed@fifty.example']);
      expect(await listLeads(ws.key, `?tableId=${tableId}&q=${encodeURIComponent('__')}`)).to.deep.equal([]);
    });

    it('q: shorter than 2 characters is a 400', async () => {
      const reply = await request('GET', `/api/v1/leads?tableId=${tableId}&q=d`, { key: ws.key });
      expect(reply.status).to.equal(400);
      expect(reply.body.error).to.equal('q must be at least 2 characters long');
    });

    it('updatedSince: leads updated at or after it, so a client syncs what changed', async () => {
      const since = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await importInto(tableId, [{ email: 'BO@ortho.example', status: 'meeting_booked' }]);
      const changed = await listLeads(ws.key, `?tableId=${tableId}&updatedSince=${since}`);
      expect(emails(changed)).to.deep.equal(['bo@ortho.example']);
      expect(changed[0].status).to.equal('meeting_booked');
      // The next sync starts from the newest updatedAt seen: that lead again (at or after), nothing older.
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}&updatedSince=${changed[0].updatedAt}`))).to.deep.equal(['bo@ortho.example']);
      const bad = await request('GET', `/api/v1/leads?updatedSince=yesterday`, { key: ws.key });
      expect(bad.status).to.equal(400);
      expect(bad.body.error).to.equal('updatedSince must be a valid date-time');
    });

    it('filters combine with each other, with paging and with CSV', async () => {
      const first = await request('GET', `/api/v1/leads?tableId=${tableId}&status=new,replied&q=dent&limit=2`, { key: ws.key });
      expect(first.status).to.equal(200);
      expect(first.body.leads).to.have.length(2);
      const second = await request('GET', `/api/v1/leads?tableId=${tableId}&status=new,replied&q=dent&limit=2&cursor=${first.body.nextCursor}`, { key: ws.key });
      expect(emails([...first.body.leads, ...second.body.leads])).to.deep.equal(['ana@smile.example', 'cy@dentco.example', 'di@shop.example']);
      expect(second.body.nextCursor).to.equal(null);

      const csv = await request('GET', `/api/v1/leads?tableId=${tableId}&format=csv&status=new&q=smile`, { key: ws.key });
      expect(csv.status).to.equal(200);
      const rows = csv.text.trim().split('\r\n');
      expect(rows).to.have.length(2);
      expect(rows[1]).to.include('ana@smile.example');
    });

    it('workspace-wide (no tableId) as well', async () => {
      const other = await makeTable(ws.key);
      await importInto(other, [{ email: 'fay@dental.example', status: 'new' }]);
      expect(emails(await listLeads(ws.key, `?q=dental&status=new`))).to.deep.equal(['ana@smile.example', 'fay@dental.example']);
    });
  });

  describe('deleting leads', () => {
    let tableId: number;
    let ids: Map<string, number>;
    beforeEach(async () => {
      tableId = await makeTable(ws.key);
      await importInto(
        tableId,
        ['a', 'b', 'c', 'd'].map((n) => ({ email: `${n}@del.example` })),
      );
      ids = new Map((await listLeads(ws.key, `?tableId=${tableId}`)).map((l: { email: string; id: number }) => [l.email, l.id]));
    });

    it('DELETE /leads/{id}: 204, then 404; the table count follows', async () => {
      expect((await tableOf(tableId)).leadCount).to.equal(4);
      const reply = await request('DELETE', `/api/v1/leads/${ids.get('a@del.example')}`, { key: ws.key });
      expect(reply.status).to.equal(204);
      expect(reply.text).to.equal('');
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}`))).to.deep.equal(['b@del.example', 'c@del.example', 'd@del.example']);
      expect((await tableOf(tableId)).leadCount).to.equal(3);
      const again = await request('DELETE', `/api/v1/leads/${ids.get('a@del.example')}`, { key: ws.key });
      expect(again.status).to.equal(404);
      expect(again.body.error).to.match(/^Lead \d+ does not exist in this workspace/);
    });

    it("another workspace's lead is a 404 and stays", async () => {
      const other = await makeWorkspace();
      const reply = await request('DELETE', `/api/v1/leads/${ids.get('b@del.example')}`, { key: other.key });
      expect(reply.status).to.equal(404);
      expect(await listLeads(ws.key, `?tableId=${tableId}`)).to.have.length(4);
    });

    it('POST /leads/delete by ids or by emails (any case); unknown ones are not counted', async () => {
      const byIds = await request('POST', '/api/v1/leads/delete', { key: ws.key, json: { tableId, ids: [ids.get('a@del.example'), 999_999_999] } });
      expect(byIds.status).to.equal(200);
      expect(byIds.body).to.deep.equal({ deleted: 1 });
      const byEmails = await request('POST', '/api/v1/leads/delete', { key: ws.key, json: { tableId, emails: ['B@DEL.example', 'c@del.example', 'nobody@del.example'] } });
      expect(byEmails.body).to.deep.equal({ deleted: 2 });
      expect(emails(await listLeads(ws.key, `?tableId=${tableId}`))).to.deep.equal(['d@del.example']);
      expect((await tableOf(tableId)).leadCount).to.equal(1);
      // Importing a deleted address creates it anew.
      expect(await importInto(tableId, [{ email: 'a@del.example' }])).to.include({ created: 1 });
      expect((await tableOf(tableId)).leadCount).to.equal(2);
    });

    const refusals: [string, (t: number) => unknown, number, RegExp][] = [
      ['both ids and emails', (t) => ({ tableId: t, ids: [1], emails: ['a@b.c'] }), 400, /either ids or emails \(not both\)/],
      ['neither', (t) => ({ tableId: t }), 400, /either ids or emails/],
      ['no tableId', () => ({ ids: [1] }), 400, /tableId is required/],
      ['an empty list', (t) => ({ tableId: t, ids: [] }), 400, /ids must have from 1 to 5000 items/],
      ['5001 emails', (t) => ({ tableId: t, emails: Array.from({ length: 5001 }, (_, i) => `x${i}@y.z`) }), 400, /emails must have from 1 to 5000 items/],
      ['a table of no one', () => ({ tableId: 2_000_000_000, ids: [1] }), 404, /Lead table 2000000000 does not exist in this workspace/],
    ];
    for (const [what, body, status, message] of refusals) {
      it(`POST /leads/delete refuses ${what}`, async () => {
        const reply = await request('POST', '/api/v1/leads/delete', { key: ws.key, json: body(tableId) });
        expect(reply.status).to.equal(status);
        expect(reply.body.error).to.match(message);
        expect(await listLeads(ws.key, `?tableId=${tableId}`)).to.have.length(4);
      });
    }

    it('a lead deleted during an enrichment run is counted as skipped by its chunk, never charged', async () => {
      const runtime = await testRuntime();
      const { pool } = runtime;
      const jobId = randomUUID();
      await pool.query(`insert into job (id, workspace_id, queue, credit_month, credits_reserved) values ($1, $2, 'enrichment', date_trunc('month', now()), 4)`, [
        jobId,
        ws.workspaceId,
      ]);
      await pool.query(`insert into enrichment_chunk (job_id, seq, lead_ids, reserved) values ($1, 0, $2, 4)`, [jobId, [...ids.values()]]);
      await request('DELETE', `/api/v1/leads/${ids.get('a@del.example')}`, { key: ws.key });
      // Research only, and no lead has a website: nothing is due, so the chunk needs no outside service.
      const data = { workspaceId: ws.workspaceId, tableId, verify: false, research: true, checkedAfter: new Date().toISOString(), jobId, seq: 0 };
      const processor = enrichmentChunkProcessor({ pool, config: runtime.config, tools: {} as EnrichmentTools });
      expect(await processor({ data, attemptsMade: 0, opts: {} } as Job<typeof data>)).to.deep.equal({ state: 'done' });
      const { rows } = await pool.query('select state, skipped, charged from enrichment_chunk where job_id = $1', [jobId]);
      expect(rows[0]).to.deep.equal({ state: 'done', skipped: 4, charged: 0 });
    });

    it("another workspace's table is a 404", async () => {
      const other = await makeWorkspace();
      const reply = await request('POST', '/api/v1/leads/delete', { key: other.key, json: { tableId, ids: [...ids.values()] } });
      expect(reply.status).to.equal(404);
      expect(await listLeads(ws.key, `?tableId=${tableId}`)).to.have.length(4);
    });
  });

  describe('archiving tables', () => {
    let tableId: number;
    let kept: number;
    beforeEach(async () => {
      tableId = await makeTable(ws.key, 'Campaign 2025');
      kept = await makeTable(ws.key, 'Campaign 2026');
      await importInto(tableId, [{ email: 'old@camp.example', company: 'Dental Old' }]);
      await importInto(kept, [{ email: 'new@camp.example', company: 'Dental New' }]);
    });

    const archivedMessage = (id: number) =>
      `Lead table ${id} is archived; restore it with POST /api/v1/tables/${id}/restore (GET /api/v1/tables?archived=true shows when it will be purged)`;

    it('DELETE /tables/{id} takes the table and its leads out of every list; ?archived=true shows it with purgeAt', async () => {
      const reply = await request('DELETE', `/api/v1/tables/${tableId}`, { key: ws.key });
      expect(reply.status).to.equal(204);
      const active = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables;
      expect(active.map((t: { id: number }) => t.id)).to.deep.equal([kept]);
      expect(emails(await listLeads(ws.key))).to.deep.equal(['new@camp.example']);
      expect(emails(await listLeads(ws.key, '?q=dental'))).to.deep.equal(['new@camp.example']);

      const archived = await request('GET', '/api/v1/tables?archived=true', { key: ws.key });
      expect(archived.status).to.equal(200);
      const [table] = archived.body.tables;
      expect(table).to.include({ id: tableId, name: 'Campaign 2025', leadCount: 1 });
      const { tableRetentionDays } = (await testRuntime()).config;
      expect(Date.parse(table.purgeAt) - Date.parse(table.archivedAt)).to.equal(tableRetentionDays * 86_400_000);
      expect(Date.parse(table.archivedAt)).to.be.closeTo(Date.now(), 60_000);
      // Archiving again changes nothing.
      expect((await request('DELETE', `/api/v1/tables/${tableId}`, { key: ws.key })).status).to.equal(204);
      expect((await request('GET', '/api/v1/tables?archived=true', { key: ws.key })).body.tables[0].archivedAt).to.equal(table.archivedAt);
    });

    it('an archived table answers 404 saying how to restore it, to listing, import, field edits, deletion, enrichment and discovery', async () => {
      const lead = (await listLeads(ws.key, `?tableId=${tableId}`))[0];
      await request('DELETE', `/api/v1/tables/${tableId}`, { key: ws.key });
      const attempts: [string, string, unknown][] = [
        ['GET', `/api/v1/leads?tableId=${tableId}`, undefined],
        ['GET', `/api/v1/leads?tableId=${tableId}&limit=10`, undefined],
        ['GET', `/api/v1/leads?tableId=${tableId}&format=csv`, undefined],
        ['POST', '/api/v1/leads', { tableId, email: 'x@camp.example' }],
        ['POST', '/api/v1/leads', { tableId, leads: [{ email: 'x@camp.example' }] }],
        ['PATCH', `/api/v1/tables/${tableId}`, { fields: [{ label: 'Budget' }] }],
        ['DELETE', `/api/v1/leads/${lead.id}`, undefined],
        ['POST', '/api/v1/leads/delete', { tableId, ids: [lead.id] }],
        ['POST', `/api/v1/tables/${tableId}/enrich`, { research: true }],
        ['POST', '/api/v1/local-leads', { prompt: 'dentists in Belgrade', tableId }],
      ];
      for (const [method, path, json] of attempts) {
        const reply = await request(method, path, { key: ws.key, json });
        expect(reply.status, `${method} ${path}: ${reply.text}`).to.equal(404);
        expect(reply.body.error, `${method} ${path}`).to.equal(archivedMessage(tableId));
      }
      const csvImport = await request('POST', `/api/v1/leads?tableId=${tableId}`, { key: ws.key, raw: 'email\nx@camp.example\n', headers: { 'Content-Type': 'text/csv' } });
      expect(csvImport.status).to.equal(404);
      expect(csvImport.body.error).to.equal(archivedMessage(tableId));
    });

    it('POST /tables/{id}/restore brings it back with its leads', async () => {
      await request('DELETE', `/api/v1/tables/${tableId}`, { key: ws.key });
      const reply = await request('POST', `/api/v1/tables/${tableId}/restore`, { key: ws.key });
      expect(reply.status).to.equal(200);
      expect(reply.body.table).to.include({ id: tableId, name: 'Campaign 2025', leadCount: 1 });
      expect(reply.body.table).not.to.have.property('archivedAt');
      expect(emails(await listLeads(ws.key))).to.deep.equal(['new@camp.example', 'old@camp.example']);
      expect((await request('GET', '/api/v1/tables?archived=true', { key: ws.key })).body.tables).to.deep.equal([]);
      expect(await importInto(tableId, [{ email: 'again@camp.example' }])).to.include({ created: 1 });
      // Restoring an active table answers it as it is.
      expect((await request('POST', `/api/v1/tables/${tableId}/restore`, { key: ws.key })).body.table.leadCount).to.equal(2);
    });

    it('a table archived longer than TABLE_RETENTION_DAYS is no longer restorable: 410', async () => {
      const { pool, config } = await testRuntime();
      await request('DELETE', `/api/v1/tables/${tableId}`, { key: ws.key });
      await pool.query(`update lead_table set archived_at = now() - make_interval(days => $2) - interval '1 minute' where id = $1`, [tableId, config.tableRetentionDays]);
      const reply = await request('POST', `/api/v1/tables/${tableId}/restore`, { key: ws.key });
      expect(reply.status).to.equal(410);
      expect(reply.body.error).to.match(/archived more than \d+ days ago \(TABLE_RETENTION_DAYS\) and is being deleted; it cannot be restored/);
    });

    it("another workspace's table is a 404 to archive and restore", async () => {
      const other = await makeWorkspace();
      for (const [method, path] of [
        ['DELETE', `/api/v1/tables/${tableId}`],
        ['POST', `/api/v1/tables/${tableId}/restore`],
      ]) {
        const reply = await request(method, path, { key: other.key });
        expect(reply.status).to.equal(404);
        expect(reply.body.error).to.match(/does not exist in this workspace/);
      }
      expect((await tableOf(tableId)).leadCount).to.equal(1);
    });

    it('archiving the default table: the next lead without tableId starts a new default table', async () => {
      const first = await request('POST', '/api/v1/leads', { key: ws.key, json: { email: 'solo@camp.example' } });
      expect(first.status).to.equal(201);
      const defaultId = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables.find((t: { name: string }) => t.name === 'Leads').id;
      await request('DELETE', `/api/v1/tables/${defaultId}`, { key: ws.key });
      const second = await request('POST', '/api/v1/leads', { key: ws.key, json: { email: 'solo@camp.example' } });
      expect(second.status).to.equal(201);
      expect(second.body).to.include({ created: 1 });
      const tables = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables.filter((t: { name: string }) => t.name === 'Leads');
      expect(tables).to.have.length(1);
      expect(tables[0].id).not.to.equal(defaultId);
    });

    it('archiving a table of 100 000 leads does not hold up imports into another table', async () => {
      const { pool } = await testRuntime();
      const big = await makeTable(ws.key);
      await pool.query(`insert into lead (workspace_id, table_id, email, company) select $1, $2, 'p' || g || '@big.example', 'Big ' || g from generate_series(1, 100000) g`, [
        ws.workspaceId,
        big,
      ]);
      await pool.query('update lead_table set lead_count = 100000 where id = $1', [big]);
      const [archive, imported] = await Promise.all([
        request('DELETE', `/api/v1/tables/${big}`, { key: ws.key }),
        importInto(
          kept,
          Array.from({ length: 2000 }, (_, i) => ({ email: `q${i}@kept.example` })),
        ),
      ]);
      expect(archive.status).to.equal(204);
      expect(imported).to.include({ created: 2000 });
      expect(await listLeads(ws.key, '?q=big.example&limit=5')).to.deep.equal([]);
      const restored = await request('POST', `/api/v1/tables/${big}/restore`, { key: ws.key });
      expect(restored.body.table.leadCount).to.equal(100000);
    });
  });
});
