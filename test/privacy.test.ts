import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import af from 'ajv-formats';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../src/bootstrap.js';
import type { Job } from 'bullmq';
import { markDue } from '../src/db/repositories/webhook-deliveries.repository.js';
import { startWorkers } from '../workers/index.js';
import { webhookDeliveryProcessor } from '../workers/webhook-delivery.processor.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { apiBase, freePort, makeTable, makeWorkspace, request, serve, testRuntime, type Reply, type TestWorkspace } from './helpers.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';

const addFormats = af.default;

/** POST /api/v1/privacy/erase and /export: a person's rights (GDPR Art. 15 and 17) in one workspace. */
/** A company's website research that names one of its staff (jane@ok.test) beside its general address. */
const MENTIONING_RESEARCH = {
  websiteResearch: {
    findings: {
      emails: [
        { value: 'jane@ok.test', evidence: [{ url: 'https://ok.test/team', snippet: 'Jane — jane@ok.test' }] },
        { value: 'info@ok.test', evidence: [{ url: 'https://ok.test/contact', snippet: 'info@ok.test' }] },
      ],
      people: [{ name: 'Jane Doe', role: 'Owner', email: 'jane@ok.test' }],
    },
  },
};

describe("A person's rights: POST /api/v1/privacy/erase and /api/v1/privacy/export", function () {
  this.timeout(60_000);
  let peers: MailPeers;
  let stopWorkers: () => Promise<void>;
  let runtime: Runtime;
  let doc: any;

  before(async () => {
    peers = await startMailPeers();
    runtime = await testRuntime();
    // Real verification jobs against the loopback mail peers, as OUTBOUND_ALLOW_CIDRS would allow them.
    const verify = { ...runtime.config.verify, dnsServers: [peers.dnsServer], smtpPort: peers.smtpPort, allowCidrs: ['127.0.0.0/8'] };
    stopWorkers = await startWorkers({ ...runtime, config: { ...runtime.config, workerQueues: ['email-verify'], verify } });
    doc = (await request('GET', '/api/v1/openapi.json')).body;
  });
  after(async () => {
    await stopWorkers();
    await peers.close();
  });

  const erase = (ws: TestWorkspace, json: unknown) => request('POST', '/api/v1/privacy/erase', { key: ws.key, json });
  const exportOf = (ws: TestWorkspace, json: unknown) => request('POST', '/api/v1/privacy/export', { key: ws.key, json });
  const importLeads = (ws: TestWorkspace, json: unknown) => request('POST', '/api/v1/leads', { key: ws.key, json });
  const sql = async <T = any>(text: string, params: unknown[] = []): Promise<T[]> => (await runtime.pool.query(text, params)).rows as T[];
  const leadCount = async (tableId: number) => (await sql<{ n: number }>('select lead_count as n from lead_table where id = $1', [tableId]))[0].n;
  const requestsOf = (ws: TestWorkspace) =>
    sql('select kind, api_key_id, counts, row_to_json(p)::text as whole from privacy_request p where workspace_id = $1 order by id', [ws.workspaceId]);
  const cacheKey = (address: string) => `${runtime.config.queuePrefix}:cache:address:${address}`;

  /** The reply validates against the schema the OpenAPI document gives its status. */
  const documented = (path: string, reply: Reply) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schema = doc.paths[path].post.responses[String(reply.status)]?.content?.['application/json']?.schema;
    expect(schema, `${path} documents ${reply.status}`).to.be.an('object');
    expect(ajv.validate({ ...schema, components: doc.components }, reply.body), `${path} ${reply.status}: ${ajv.errorsText(ajv.errors)}`).to.equal(true);
  };

  async function verifyJob(ws: TestWorkspace, emails: string[]): Promise<string> {
    const reply = await request('POST', '/api/v1/email/verify', { key: ws.key, json: { emails } });
    expect(reply.status, reply.text).to.equal(200);
    const [job] = await sql<{ id: string }>('select id from job where workspace_id = $1 order by created_at desc limit 1', [ws.workspaceId]);
    return job.id;
  }

  describe('an address in two tables (one archived), a verification job and its webhook delivery', () => {
    let ws: TestWorkspace;
    let other: TestWorkspace;
    let active: number;
    let archived: number;
    let otherTable: number;
    let jobId: string;
    let otherJobId: string;

    before(async () => {
      [ws, other] = await Promise.all([makeWorkspace(), makeWorkspace()]);
      active = await makeTable(ws.key);
      archived = await makeTable(ws.key);
      otherTable = await makeTable(other.key);
      // One after another: the export lists leads oldest first.
      for (const [owner, json] of [
        [ws, { tableId: active, leads: [{ email: 'Jane@ok.test', firstName: 'Jane', company: 'OK Ltd' }, { email: 'bob@ok.test' }] }],
        [ws, { tableId: archived, leads: [{ email: 'jane@ok.test', status: 'contacted' }] }],
        [other, { tableId: otherTable, leads: [{ email: 'jane@ok.test' }] }],
      ] as const) {
        const reply = await importLeads(owner, json);
        expect(reply.status, reply.text).to.equal(201);
      }
      jobId = await verifyJob(ws, ['jane@ok.test', 'bob@ok.test']);
      otherJobId = await verifyJob(other, ['jane@ok.test']);
      await sql(`insert into webhook_delivery (job_id, url) values ($1, 'https://hooks.example/leadbase')`, [jobId]);
      await sql('update lead_table set archived_at = now() where id = $1', [archived]);
      // The company's own lead: its website research names Jane among its staff.
      await sql(`update lead set research = $2 where table_id = $1 and email = 'bob@ok.test'`, [active, JSON.stringify(MENTIONING_RESEARCH)]);
      expect(await runtime.queues.redis.exists(cacheKey('jane@ok.test')), "the verifier's cache holds the verdict").to.equal(1);
    });

    it('exports every lead with every field, and the jobs that named it cut to what concerns the address; recorded without the address', async () => {
      const reply = await exportOf(ws, { email: 'JANE@ok.test' });
      expect(reply.status, reply.text).to.equal(200);
      documented('/api/v1/privacy/export', reply);
      expect(reply.body).to.include({ email: 'jane@ok.test', suppressed: false });
      expect(Date.parse(reply.body.exportedAt)).to.be.closeTo(Date.now(), 60_000);
      const [first, second] = reply.body.leads;
      expect(reply.body.leads).to.have.length(2);
      expect(first).to.include({ tableId: active, email: 'jane@ok.test', firstName: 'Jane', company: 'OK Ltd', status: 'new', tableArchivedAt: null });
      expect(second).to.include({ tableId: archived, email: 'jane@ok.test', status: 'contacted' });
      expect(second.tableArchivedAt).to.be.a('string');
      expect(reply.body.jobs).to.have.length(1);
      const [job] = reply.body.jobs;
      expect(job).to.include({ id: jobId, queue: 'email-verify', state: 'completed' });
      expect(job.request.emails, "bob's address is not his to see").to.deep.equal(['jane@ok.test']);
      expect(job.result.results.map((r: { email: string }) => r.email)).to.deep.equal(['jane@ok.test']);

      expect(reply.body.mentions).to.deep.equal([
        {
          leadId: reply.body.mentions[0].leadId,
          tableId: active,
          items: [MENTIONING_RESEARCH.websiteResearch.findings.emails[0], MENTIONING_RESEARCH.websiteResearch.findings.people[0]],
        },
      ]);
      const [record] = await requestsOf(ws);
      expect(record).to.deep.include({ kind: 'export', api_key_id: ws.keyId, counts: { leads: 2, mentions: 1, jobs: 1 } });
      expect(record.whole.toLowerCase()).to.not.include('jane');
    });

    it('erases the leads in both tables, the job’s result and queued data, its webhook delivery and the cached verdict — nothing of another workspace', async () => {
      expect([await leadCount(active), await leadCount(archived)]).to.deep.equal([2, 1]);
      const reply = await erase(ws, { email: 'Jane@OK.test', suppress: false });
      expect(reply.status, reply.text).to.equal(200);
      documented('/api/v1/privacy/erase', reply);
      expect(reply.body).to.deep.equal({ erased: { leads: 2, mentions: 1, jobs: 1, webhookDeliveries: 1 }, runningJobs: [] });
      const [bob] = await sql(`select research from lead where table_id = $1 and email = 'bob@ok.test'`, [active]);
      expect(bob.research, 'the rest of the research stays').to.deep.equal({
        websiteResearch: { findings: { emails: [{ value: 'info@ok.test', evidence: [{ url: 'https://ok.test/contact', snippet: 'info@ok.test' }] }], people: [] } },
      });

      expect(await sql('select email from lead where workspace_id = $1', [ws.workspaceId])).to.deep.equal([{ email: 'bob@ok.test' }]);
      expect([await leadCount(active), await leadCount(archived)], 'the stored lead counts follow').to.deep.equal([1, 0]);
      const [job] = await sql('select state, result, error, purged_at, credits_reserved from job where id = $1', [jobId]);
      expect(job).to.include({ state: 'completed', result: null, error: null, credits_reserved: 2 });
      expect(job.purged_at).to.be.an.instanceOf(Date);
      expect(await runtime.queues.queue('email-verify').getJob(jobId), 'the request is gone from Redis').to.equal(undefined);
      expect(await sql('select 1 from webhook_delivery where job_id = $1', [jobId])).to.have.length(0);
      // A delivery job still in the queue (a retry waiting) finds nothing to send, and nothing schedules another.
      const posted: string[] = [];
      const poster = { post: async (url: string) => (posted.push(url), { status: 200, error: null }), close: async () => undefined };
      const deliver = webhookDeliveryProcessor({ pool: runtime.pool, config: runtime.config, queues: runtime.queues, poster });
      expect(await deliver({ data: { jobId } } as Job<{ jobId: string }>)).to.deep.equal({ delivered: false });
      expect(posted).to.deep.equal([]);
      expect(await markDue(runtime.pool, jobId)).to.equal(false);
      expect(await runtime.queues.redis.exists(cacheKey('jane@ok.test'))).to.equal(0);

      // Another workspace's lead, job and queued request with the same address are its own.
      expect(await sql('select email from lead where table_id = $1', [otherTable])).to.deep.equal([{ email: 'jane@ok.test' }]);
      expect(await leadCount(otherTable)).to.equal(1);
      const [otherJob] = await sql('select result from job where id = $1', [otherJobId]);
      expect(otherJob.result.results[0].email).to.equal('jane@ok.test');
      expect((await runtime.queues.queue('email-verify').getJob(otherJobId))?.data.emails).to.deep.equal(['jane@ok.test']);

      const records = await requestsOf(ws);
      expect(records.at(-1)).to.deep.include({
        kind: 'erase',
        api_key_id: ws.keyId,
        counts: { leads: 2, mentions: 1, jobs: 1, webhookDeliveries: 1, runningJobs: 0, suppress: 0 },
      });
      expect(records.at(-1).whole.toLowerCase()).to.not.include('jane');
      expect((await exportOf(ws, { email: 'jane@ok.test' })).body).to.deep.include({ leads: [], mentions: [], jobs: [] });
    });

    it('answers zeros when erased again: erasure is idempotent', async () => {
      const reply = await erase(ws, { email: 'jane@ok.test', suppress: false });
      expect(reply.status).to.equal(200);
      expect(reply.body).to.deep.equal({ erased: { leads: 0, mentions: 0, jobs: 0, webhookDeliveries: 0 }, runningJobs: [] });
    });
  });

  describe('a job still waiting in the queue', () => {
    let ws: TestWorkspace;
    const jobId = randomUUID();

    before(async () => {
      ws = await makeWorkspace();
      // No worker serves email-find here: the job waits, its request naming the address in Redis only.
      await sql(`insert into job (id, workspace_id, queue, state, credit_month, credits_reserved) values ($1, $2, 'email-find', 'queued', date_trunc('month', now())::date, 1)`, [
        jobId,
        ws.workspaceId,
      ]);
      await runtime.queues.enqueue('email-find', jobId, {
        workspaceId: ws.workspaceId,
        people: [{ personName: 'Ann Lee', domain: 'lee.example', knownCompanyEmail: 'ann@lee.example' }],
      });
    });
    after(async () => {
      await (await runtime.queues.queue('email-find').getJob(jobId))?.remove();
    });

    it('is left to finish and reported, its request exported', async () => {
      const reply = await erase(ws, { email: 'ann@lee.example', suppress: false });
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.body).to.deep.equal({ erased: { leads: 0, mentions: 0, jobs: 0, webhookDeliveries: 0 }, runningJobs: [jobId] });
      expect(await runtime.queues.queue('email-find').getJob(jobId)).to.not.equal(undefined);

      const exported = await exportOf(ws, { email: 'ann@lee.example' });
      documented('/api/v1/privacy/export', exported);
      expect(exported.body.jobs).to.have.length(1);
      expect(exported.body.jobs[0]).to.deep.include({ id: jobId, queue: 'email-find', state: 'queued', finishedAt: null, result: null });
      expect(exported.body.jobs[0].request.people).to.deep.equal([{ personName: 'Ann Lee', domain: 'lee.example', knownCompanyEmail: 'ann@lee.example' }]);
    });

    it('is not named by an address inside a longer one', async () => {
      const reply = await erase(ws, { email: 'n@lee.example', suppress: false });
      expect(reply.body.runningJobs).to.deep.equal([]);
    });
  });

  describe('suppression', () => {
    let ws: TestWorkspace;
    let tableId: number;
    const address = 'sup@example.com';

    before(async () => {
      ws = await makeWorkspace();
      tableId = await makeTable(ws.key);
      const reply = await erase(ws, { email: 'Sup@Example.com', suppress: true });
      expect(reply.body).to.deep.equal({ erased: { leads: 0, mentions: 0, jobs: 0, webhookDeliveries: 0 }, runningJobs: [] });
    });

    it('skips the address in single, batch and CSV imports and says so', async () => {
      const single = await importLeads(ws, { email: 'SUP@example.com', firstName: 'Sue' });
      expect(single.status, single.text).to.equal(201);
      expect(single.body).to.deep.equal({ imported: 0, created: 0, updated: 0, suppressed: 1 });
      const batch = await importLeads(ws, { tableId, leads: [{ email: address }, { email: 'kept@example.com' }, { email: 'Sup@example.com', lastName: 'P' }] });
      expect(batch.status, batch.text).to.equal(201);
      expect(batch.body).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 1 });
      const csv = await request('POST', `/api/v1/leads?tableId=${tableId}`, { key: ws.key, raw: `email,firstName\n${address},Sue\n`, headers: { 'Content-Type': 'text/csv' } });
      expect(csv.status, csv.text).to.equal(201);
      expect(csv.body).to.deep.equal({ imported: 0, created: 0, updated: 0, suppressed: 1 });
      expect(await sql('select email from lead where workspace_id = $1', [ws.workspaceId])).to.deep.equal([{ email: 'kept@example.com' }]);
      expect(await leadCount(tableId)).to.equal(1);
      expect((await exportOf(ws, { email: address })).body).to.include({ suppressed: true });
    });

    it('keeps a keyed hash, never the address, once however often it is erased', async () => {
      expect((await erase(ws, { email: address, suppress: true })).status).to.equal(200);
      const rows = await sql<{ hash: Buffer }>('select address_hash as hash from suppression where workspace_id = $1', [ws.workspaceId]);
      expect(rows).to.have.length(1);
      expect(rows[0].hash).to.have.length(32);
      expect(rows[0].hash.toString('latin1')).to.not.include('sup@');
      const [workspace] = await sql<{ key: Buffer }>('select privacy_key as key from workspace where id = $1', [ws.workspaceId]);
      expect(workspace.key).to.have.length(32);
      // Nowhere in the feature's tables, in any form PostgreSQL writes them as text.
      const [{ found }] = await sql(
        `select count(*)::int as found from (select row_to_json(s)::text as t from suppression s union all select row_to_json(p)::text from privacy_request p) x where t ilike '%sup@%'`,
      );
      expect(found).to.equal(0);
    });

    it('holds in its own workspace only', async () => {
      const other = await makeWorkspace();
      const reply = await importLeads(other, { email: address });
      expect(reply.body).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 0 });
    });

    it('is not kept with suppress: false, so the address may come back', async () => {
      expect((await importLeads(ws, { tableId, leads: [{ email: 'again@example.com' }] })).body).to.include({ created: 1 });
      expect((await erase(ws, { email: 'again@example.com', suppress: false })).body.erased).to.include({ leads: 1 });
      expect((await importLeads(ws, { tableId, leads: [{ email: 'again@example.com' }] })).body).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 0 });
    });
  });

  it('locks only the tables that hold the address: an import holding another table does not hold the erasure up', async () => {
    const ws = await makeWorkspace();
    const [holding, busy] = [await makeTable(ws.key), await makeTable(ws.key)];
    await importLeads(ws, { tableId: holding, leads: [{ email: 'lock@example.com' }] });
    const client = await runtime.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from lead_table where id = $1 for no key update', [busy]);
      const reply = await erase(ws, { email: 'lock@example.com', suppress: false });
      expect(reply.body.erased).to.include({ leads: 1 });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('answers 503 with a sentence when the job queue is unavailable, having erased the leads; erasing again finishes', async () => {
    const ws = await makeWorkspace();
    await importLeads(ws, { email: 'down@example.com' });
    await sql(`insert into job (id, workspace_id, queue, state, credit_month, credits_reserved) values ($1, $2, 'email-verify', 'queued', date_trunc('month', now())::date, 1)`, [
      randomUUID(),
      ws.workspaceId,
    ]);
    const config = { ...runtime.config, redisUrl: `redis://127.0.0.1:${await freePort()}` };
    const queues = new QueueClient(config, runtime.log);
    const app = await serve({ ...runtime, config, queues });
    try {
      const reply = await request('POST', '/api/v1/privacy/erase', { base: app.base, key: ws.key, json: { email: 'down@example.com', suppress: false } });
      expect(reply.status).to.equal(503);
      expect(reply.body.error).to.match(/^The job queue is unavailable right now, so the jobs naming the address could not be erased/);
    } finally {
      app.close();
      await queues.close();
    }
    expect(await sql('select 1 from lead where workspace_id = $1', [ws.workspaceId])).to.have.length(0);
    expect((await erase(ws, { email: 'down@example.com', suppress: false })).body.erased).to.include({ leads: 0 });
  });

  it('answers 400 with a sentence for a missing or invalid address or suppress, and 401 without a key', async () => {
    const ws = await makeWorkspace();
    const cases: [string, unknown, string][] = [
      ['erase', { email: 'jane@ok.test' }, 'suppress is required'],
      ['erase', { suppress: true }, 'email is required'],
      ['erase', { email: 'not an address', suppress: true }, 'email is not a valid email address'],
      ['erase', { email: `${'a'.repeat(320)}@ok.test`, suppress: true }, 'email must be at most 320 characters long'],
      ['erase', { email: 'jane@ok.test', suppress: 'yes' }, 'suppress must be a boolean'],
      ['erase', { email: 'jane@ok.test', suppress: true, tableId: 1 }, 'The request body has an unknown property "tableId"'],
      ['export', {}, 'email is required'],
      ['export', { email: 'jane' }, 'email is not a valid email address'],
    ];
    for (const [what, body, error] of cases) {
      const reply = await request('POST', `/api/v1/privacy/${what}`, { key: ws.key, json: body });
      expect(reply.status, JSON.stringify(body)).to.equal(400);
      expect(reply.body).to.deep.equal({ error });
    }
    expect((await request('POST', '/api/v1/privacy/export', { json: { email: 'jane@ok.test' } })).status).to.equal(401);
    expect(await requestsOf(ws), 'a refused request is not recorded').to.deep.equal([]);
  });

  it('works through the MCP tools erase_person and export_person, recorded with the key', async () => {
    const ws = await makeWorkspace();
    await importLeads(ws, { email: 'mcp@example.com' });
    const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${await apiBase()}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${ws.key}` } } }));
    try {
      const payload = (reply: unknown) => JSON.parse((reply as { content: { text: string }[] }).content[0].text);
      const exported = payload(await client.callTool({ name: 'export_person', arguments: { email: 'mcp@example.com' } }));
      expect(exported.leads.map((l: { email: string }) => l.email)).to.deep.equal(['mcp@example.com']);
      const refused = (await client.callTool({ name: 'erase_person', arguments: { email: 'mcp@example.com' } })) as { isError?: boolean };
      expect(refused.isError).to.equal(true);
      expect(payload(refused)).to.deep.equal({ error: 'suppress is required' });
      const erased = payload(await client.callTool({ name: 'erase_person', arguments: { email: 'mcp@example.com', suppress: true } }));
      expect(erased).to.deep.equal({ erased: { leads: 1, mentions: 0, jobs: 0, webhookDeliveries: 0 }, runningJobs: [] });
    } finally {
      await client.close();
    }
    expect((await requestsOf(ws)).map((r) => [r.kind, r.api_key_id])).to.deep.equal([
      ['export', ws.keyId],
      ['erase', ws.keyId],
    ]);
  });
});
