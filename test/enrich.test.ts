import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueueClient } from '../src/jobs/queue-client.js';
import { rotateWebhookSecret } from '../src/webhooks/signing.js';
import { startWorkers } from '../workers/index.js';
import { makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';
import { corpusResearchConfig } from './support/research-corpus.js';

/**
 * POST /api/v1/tables/{id}/enrich end to end: API → parent job → chunk jobs → in-process workers →
 * loopback DNS/SMTP peers and fixture websites; verdicts and research written on the leads.
 */
describe('POST /api/v1/tables/{id}/enrich', function () {
  this.timeout(120_000);
  let peers: MailPeers;
  let sites: FixtureSites;
  let stopWorkers: () => Promise<void>;

  before(async () => {
    peers = await startMailPeers();
    sites = await startFixtureSites({
      sites: {
        'acme-plumbing': {
          routes: {
            '/': { body: '<html><body><h1>Acme Plumbing</h1><a href="/contact">Contact us</a></body></html>' },
            '/contact': { body: '<html><body><p>Write to <a href="mailto:office@acme-plumbing.test">us</a>.</p></body></html>' },
          },
        },
        broken: { routes: { '/': { status: 500, body: 'down' } } },
        'slow-joinery': { routes: { '/': { body: '<html><body><a href="tel:+442079460321">Call the workshop</a></body></html>', delayMs: 4000 } } },
      },
    });
    const runtime = await testRuntime();
    const verify = { ...runtime.config.verify, dnsServers: [peers.dnsServer], smtpPort: peers.smtpPort, allowCidrs: ['127.0.0.0/8'] };
    const research = corpusResearchConfig(sites.dnsServer, { chromiumPath: null });
    stopWorkers = await startWorkers({ ...runtime, config: { ...runtime.config, verify, research } });
  });
  after(async () => {
    await stopWorkers();
    await peers.close();
    await sites.close();
  });

  const used = async (ws: TestWorkspace) => (await request('GET', '/api/v1/credits', { key: ws.key })).body.used as number;

  async function importLeads(ws: TestWorkspace, tableId: number, leads: { email: string; website?: string }[]): Promise<void> {
    for (let i = 0; i < leads.length; i += 5000) {
      const reply = await request('POST', '/api/v1/leads', { key: ws.key, json: { tableId, leads: leads.slice(i, i + 5000) } });
      expect(reply.status, reply.text).to.equal(201);
    }
  }

  async function allLeads(ws: TestWorkspace, query: string): Promise<any[]> {
    const reply = await request('GET', `/api/v1/leads?${query}`, { key: ws.key });
    expect(reply.status, reply.text).to.equal(200);
    return reply.body.leads;
  }

  describe('a 250-lead table across deliverable, undeliverable, catch-all and greylisting domains', () => {
    let ws: TestWorkspace;
    let tableId: number;
    const tag = `e${process.pid}`;
    // 120 deliverable, 60 undeliverable, 40 catch-all (risky), 30 greylisted (unknown); 10 good websites, 5 broken ones.
    /** Pages of the two websites fetched so far (robots.txt aside). */
    const fetched = () => Object.fromEntries([...sites.requestsByUrl()].filter(([url]) => !url.endsWith('/robots.txt')).sort());
    const leads = () => [
      ...Array.from({ length: 60 }, (_, i) => ({
        email: `sales@shop${i}.test`,
        ...(i < 10 && { website: sites.startUrl('acme-plumbing') }),
        ...(i >= 10 && i < 15 && { website: sites.startUrl('broken') }),
      })),
      ...Array.from({ length: 60 }, (_, i) => ({ email: `owner@shop${i}.test` })),
      ...Array.from({ length: 60 }, (_, i) => ({ email: `${tag}-gone${i}@shop${i}.test` })),
      ...Array.from({ length: 40 }, (_, i) => ({ email: `${tag}-p${i}@catchall.test` })),
      ...Array.from({ length: 30 }, (_, i) => ({ email: `${tag}-p${i}@grey.test` })),
    ];

    before(async () => {
      ws = await makeWorkspace();
      tableId = await makeTable(ws.key);
      await importLeads(ws, tableId, leads());
    });

    it('verifies and researches every lead, in chunks, charging exactly what it could tell', async () => {
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { verify: true, research: true } });
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.body).to.deep.equal({ tableId, leads: 250, verified: 220, researched: 10, skipped: 0, failed: 35 });
      // Reserved 250 addresses + 15 websites; refunded the 30 unknown verdicts and the 5 unreadable sites.
      expect(await used(ws)).to.equal(230);
      expect(reply.headers.get('x-credits-remaining')).to.equal('770');
      const { pool } = await testRuntime();
      const { rows } = await pool.query('select id, credits_reserved, credits_refunded, state from job where workspace_id = $1', [ws.workspaceId]);
      expect(rows).to.have.length(1);
      expect(rows[0]).to.include({ credits_reserved: 265, credits_refunded: 35, state: 'completed' });
      const chunks = await pool.query('select seq, cardinality(lead_ids) as n, state from enrichment_chunk where job_id = $1 order by seq', [rows[0].id]);
      expect(chunks.rows.map((c) => [c.seq, c.n, c.state])).to.deep.equal([
        [0, 100, 'done'],
        [1, 100, 'done'],
        [2, 50, 'done'],
      ]);
      const job = (await request('GET', `/api/v1/jobs/${rows[0].id}`, { key: ws.key })).body;
      expect(job).to.deep.include({ status: 'completed', progress: 100, result: reply.body, credits: { reserved: 265, refunded: 35 } });
      // Ten leads (in different chunks) name one website, five another: each is read once in the run.
      expect(fetched()).to.deep.equal({ 'acme-plumbing.test/': 1, 'acme-plumbing.test/contact': 1, 'acme-plumbing.test/sitemap.xml': 1, 'broken.test/': 1 });
    });

    it('writes the verdict and research on each lead, leaving its own status alone', async () => {
      const listed = await allLeads(ws, `tableId=${tableId}`);
      const byEmail = new Map(listed.map((l) => [l.email, l]));
      const sales0 = byEmail.get('sales@shop0.test');
      expect(sales0.status).to.equal('new');
      expect(sales0.verification).to.have.all.keys('status', 'reason', 'checkedAt');
      expect(sales0.verification).to.include({ status: 'deliverable', reason: 'accepted' });
      expect(sales0.research.websiteResearch.status).to.equal('ok');
      expect(sales0.research.websiteResearch.findings.emails.map((e: { value: string }) => e.value)).to.deep.equal(['office@acme-plumbing.test']);
      expect(sales0.research.registryResearch).to.equal(null);
      expect(byEmail.get('sales@shop10.test').research, 'an unreadable site leaves research alone').to.equal(null);
      expect(byEmail.get(`${tag}-gone3@shop3.test`).verification).to.include({ status: 'undeliverable', reason: 'mailbox_not_found' });
      expect(byEmail.get(`${tag}-p1@catchall.test`).verification).to.include({ status: 'risky', reason: 'catch_all' });
      expect(byEmail.get(`${tag}-p1@grey.test`).verification).to.include({ status: 'unknown', reason: 'greylisted' });
    });

    it('filters the listing by verdict, streamed, paged and as CSV', async () => {
      const count = async (verdict: string) => (await allLeads(ws, `tableId=${tableId}&verification=${verdict}`)).length;
      expect([await count('deliverable'), await count('undeliverable'), await count('risky'), await count('unknown'), await count('unverified')]).to.deep.equal([
        120, 60, 40, 30, 0,
      ]);
      const page = await request('GET', `/api/v1/leads?tableId=${tableId}&verification=undeliverable&limit=50`, { key: ws.key });
      expect(page.body.leads).to.have.length(50);
      const next = await request('GET', `/api/v1/leads?tableId=${tableId}&verification=undeliverable&limit=50&cursor=${page.body.nextCursor}`, { key: ws.key });
      expect(next.body.leads).to.have.length(10);
      expect(next.body.nextCursor).to.equal(null);
      expect([...page.body.leads, ...next.body.leads].every((l: any) => l.verification.status === 'undeliverable')).to.equal(true);
      const csv = await request('GET', `/api/v1/leads?tableId=${tableId}&verification=risky&format=csv`, { key: ws.key });
      expect(csv.status).to.equal(200);
      expect(csv.text.trim().split('\r\n')).to.have.length(41);
      expect((await request('GET', `/api/v1/leads?tableId=${tableId}&verification=maybe`, { key: ws.key })).status).to.equal(400);
    });

    it('re-run within maxAgeDays: skips what was checked, tries only what failed, and charges nothing', async () => {
      const before = await used(ws);
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { verify: true, research: true, maxAgeDays: 30 } });
      expect(reply.status, reply.text).to.equal(200);
      // The greylisted addresses and the broken websites are due again (and fail again); everything else is skipped.
      expect(reply.body).to.deep.equal({ tableId, leads: 250, verified: 0, researched: 0, skipped: 215, failed: 35 });
      expect(await used(ws)).to.equal(before);
      const verifyOnly = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { verify: true } });
      expect(verifyOnly.body).to.deep.include({ skipped: 220, failed: 30 });
      expect(await used(ws)).to.equal(before);
    });

    it('with maxAgeDays 0 checks everything again and charges it again', async () => {
      const before = await used(ws);
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { research: true, maxAgeDays: 0 } });
      expect(reply.body).to.deep.equal({ tableId, leads: 250, verified: 0, researched: 10, skipped: 235, failed: 5 });
      expect(await used(ws)).to.equal(before + 10);
      // A new run reads the websites again (the re-run before read only the broken one, which failed again).
      expect(fetched()).to.deep.equal({ 'acme-plumbing.test/': 2, 'acme-plumbing.test/contact': 2, 'acme-plumbing.test/sitemap.xml': 2, 'broken.test/': 3 });
    });
  });

  describe('a website two chunks need', () => {
    it('a chunk waiting for a website another chunk reads gives its worker slot to the next chunk, and finishes with it once read', async () => {
      const ws = await makeWorkspace();
      const tableId = await makeTable(ws.key);
      // Three chunks, two at a time: the first two each have a lead on the one slow website (4 s to answer), the third none.
      const slow = sites.startUrl('slow-joinery');
      await importLeads(
        ws,
        tableId,
        Array.from({ length: 300 }, (_, i) => ({ email: `w${process.pid}-${i}@catchall.test`, ...((i === 5 || i === 105) && { website: slow }) })),
      );
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { verify: true, research: true } });
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.body).to.deep.equal({ tableId, leads: 300, verified: 300, researched: 2, skipped: 0, failed: 0 });
      const { pool } = await testRuntime();
      const { rows } = await pool.query(`select c.seq, c.finished_at from enrichment_chunk c join job j on j.id = c.job_id where j.workspace_id = $1 order by c.finished_at`, [
        ws.workspaceId,
      ]);
      // The third chunk ran while the website was still being read, in the slot the waiting chunk gave up.
      expect(rows.map((r) => r.seq)[0]).to.equal(2);
      expect(sites.requestsByUrl().get('slow-joinery.test/')).to.equal(1);
      const listed = await allLeads(ws, `tableId=${tableId}&limit=300`);
      const researched = listed.filter((l) => l.research?.websiteResearch);
      expect(researched.map((l) => l.research.websiteResearch.findings.phones[0].value)).to.deep.equal(['+442079460321', '+442079460321']);
    });
  });

  describe('refusals', () => {
    let ws: TestWorkspace;
    let tableId: number;
    before(async () => {
      ws = await makeWorkspace();
      tableId = await makeTable(ws.key);
      await importLeads(
        ws,
        tableId,
        Array.from({ length: 20 }, (_, i) => ({ email: `x${i}@ok.test`, website: 'http://example.test' })),
      );
    });

    it('400 without verify or research, or with maxAgeDays out of range', async () => {
      for (const json of [{}, { verify: false, research: false }, { verify: true, maxAgeDays: 366 }, { verify: true, maxAgeDays: -1 }, { verify: 'yes' }]) {
        const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json });
        expect(reply.status, JSON.stringify(json)).to.equal(400);
        expect(reply.body.error).to.be.a('string');
      }
    });

    it("404 for another workspace's table", async () => {
      const other = await makeWorkspace();
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: other.key, json: { verify: true } });
      expect(reply.status).to.equal(404);
    });

    it('402 saying what the run needs and what remains, reserving nothing', async () => {
      const { pool } = await testRuntime();
      await pool.query('update workspace set monthly_credits = 30 where id = $1', [ws.workspaceId]);
      const reply = await request('POST', `/api/v1/tables/${tableId}/enrich`, { key: ws.key, json: { verify: true, research: true } });
      expect(reply.status).to.equal(402);
      expect(reply.body.error).to.match(/has 30 of its 30 monthly credits left and this request needs 40/);
      expect(await used(ws)).to.equal(0);
      const { rowCount } = await pool.query('select 1 from enrichment_run r join job j on j.id = r.job_id where j.workspace_id = $1', [ws.workspaceId]);
      expect(rowCount, 'nothing recorded').to.equal(0);
    });
  });

  describe('cancellation', () => {
    let app: { base: string; close: () => void };
    before(async () => {
      const runtime = await testRuntime();
      app = await serve({ ...runtime, config: { ...runtime.config, syncTimeoutMs: 200 } });
    });
    after(() => {
      app.close();
      peers.setLatency(0);
    });

    const call = (ws: TestWorkspace, method: string, path: string, json?: unknown) => request(method, path, { key: ws.key, json, base: app.base });

    it('DELETE stops the chunks not started and refunds them; the job settles cancelled after the chunks in flight', async () => {
      const ws = await makeWorkspace();
      const tableId = await makeTable(ws.key);
      // 600 addresses over 50 domains on five slow mail hosts: six chunks, two run at a time.
      await importLeads(
        ws,
        tableId,
        Array.from({ length: 600 }, (_, i) => ({ email: `c${process.pid}-${i}@store${i % 50}.test` })),
      );
      peers.setLatency(60);
      const accepted = await call(ws, 'POST', `/api/v1/tables/${tableId}/enrich`, { verify: true });
      expect(accepted.status).to.equal(202);
      const { jobId } = accepted.body;
      const { pool } = await testRuntime();
      for (let i = 0; i < 100; i++) {
        const { rows } = await pool.query(`select count(*)::int as n from enrichment_chunk where job_id = $1 and state = 'running'`, [jobId]);
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const cancelled = await call(ws, 'DELETE', `/api/v1/jobs/${jobId}`);
      expect(cancelled.status).to.equal(200);
      expect(cancelled.body.status).to.equal('cancelled');
      expect((await call(ws, 'DELETE', `/api/v1/jobs/${jobId}`)).status, 'cancelling twice').to.equal(409);

      let job = cancelled.body;
      for (let i = 0; i < 600 && !job.finishedAt; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await call(ws, 'GET', `/api/v1/jobs/${jobId}`)).body;
      }
      expect(job.status).to.equal('cancelled');
      expect(job.finishedAt).to.be.a('string');
      const chunks = await pool.query('select state, charged, cardinality(lead_ids) as n from enrichment_chunk where job_id = $1 order by seq', [jobId]);
      const done = chunks.rows.filter((c) => c.state === 'done');
      expect(done.length, 'chunks that had started finished').to.be.within(1, 5);
      expect(chunks.rows.filter((c) => c.state === 'cancelled').length).to.equal(6 - done.length);
      const charged = done.reduce((n, c) => n + c.charged, 0);
      expect(charged).to.equal(done.length * 100);
      expect(job.credits).to.deep.equal({ reserved: 600, refunded: 600 - charged });
      expect(job.result).to.deep.equal({ tableId, leads: 600, verified: charged, researched: 0, skipped: 0, failed: 0 });
      expect(await used(ws)).to.equal(charged);
      const written = await pool.query('select count(*)::int as n from lead where table_id = $1 and verification is not null', [tableId]);
      expect(written.rows[0].n).to.equal(charged);
      expect((await call(ws, 'DELETE', `/api/v1/jobs/${jobId}`)).status, 'a settled job').to.equal(409);
    });

    it('cancelling a run no worker has started settles it at once, refunding everything, and sends job.cancelled', async () => {
      // A queue prefix whose only worker delivers webhooks: the enrichment stays queued.
      const runtime = await testRuntime();
      const config = {
        ...runtime.config,
        queuePrefix: `${runtime.config.queuePrefix}-idle`,
        syncTimeoutMs: 100,
        research: { ...runtime.config.research, allowCidrs: ['127.0.0.0/8'] },
      };
      const queues = new QueueClient(config, runtime.log);
      const idle = await serve({ ...runtime, config, queues });
      const stopDelivery = await startWorkers({ ...runtime, config: { ...config, workerQueues: ['webhook-delivery'] }, queues });
      const received: { event: string; body: any }[] = [];
      const receiver = http.createServer((req, res) => {
        let body = '';
        req
          .on('data', (d) => (body += d))
          .on('end', () => {
            received.push({ event: String(req.headers['leadbase-event']), body: JSON.parse(body) });
            res.writeHead(200).end('ok');
          });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      try {
        const ws = await makeWorkspace();
        await rotateWebhookSecret(runtime.pool, ws.workspaceId);
        const tableId = await makeTable(ws.key);
        await importLeads(
          ws,
          tableId,
          Array.from({ length: 150 }, (_, i) => ({ email: `idle${i}@ok.test` })),
        );
        const post = await fetch(`${idle.base}/api/v1/tables/${tableId}/enrich`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ verify: true, callbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` }),
        });
        expect(post.status).to.equal(202);
        const { jobId } = (await post.json()) as { jobId: string };
        expect(await used(ws)).to.equal(150);
        const cancelled = await fetch(`${idle.base}/api/v1/jobs/${jobId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${ws.key}` } });
        const job = (await cancelled.json()) as any;
        expect(job).to.deep.include({ status: 'cancelled', progress: 100, credits: { reserved: 150, refunded: 150 } });
        expect(job.result).to.deep.equal({ tableId, leads: 150, verified: 0, researched: 0, skipped: 0, failed: 0 });
        expect(job.finishedAt).to.be.a('string');
        expect(await used(ws)).to.equal(0);
        for (let i = 0; i < 200 && !received.length; i++) await new Promise((r) => setTimeout(r, 50));
        expect(received.map((r) => [r.event, r.body.jobId, r.body.status])).to.deep.equal([['job.cancelled', jobId, 'cancelled']]);
      } finally {
        receiver.close();
        await stopDelivery();
        idle.close();
        await queues.queue('enrichment').obliterate({ force: true });
        await queues.close();
      }
    });

    it('409 for a job that is not an enrichment, 404 for an unknown one', async () => {
      const ws = await makeWorkspace();
      const verify = await request('POST', '/api/v1/email/verify', { key: ws.key, json: { email: 'jane@ok.test' } });
      expect(verify.status).to.equal(200);
      const { pool } = await testRuntime();
      const { rows } = await pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
      expect((await call(ws, 'DELETE', `/api/v1/jobs/${rows[0].id}`)).status).to.equal(409);
      expect((await call(ws, 'DELETE', '/api/v1/jobs/00000000-0000-4000-8000-000000000000')).status).to.equal(404);
    });
  });
});
