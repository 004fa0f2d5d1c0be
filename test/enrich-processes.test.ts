import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueueClient } from '../src/jobs/queue-client.js';
import { makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';
import { run, waitFor, type Proc } from './support/processes.js';

/**
 * A 2 000-lead enrichment shared by two `worker` processes (dist/, as the Procfile runs them), one of
 * them killed with SIGKILL mid-run: the other takes over its chunks (and the parent, if it held it);
 * every verdict, every research result, the counts and the credits come out exactly once.
 */
describe('table enrichment across two worker processes, one killed mid-run', function () {
  this.timeout(180_000);
  let peers: MailPeers;
  let site: http.Server;
  let siteUrl: string;
  let queues: QueueClient;
  let app: { base: string; close: () => void };
  let prefix: string;
  const workers: Proc[] = [];

  before(async () => {
    peers = await startMailPeers();
    // One small website on loopback, reached by address (the worker's DNS_SERVERS is the mail peers' resolver).
    site = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Shop</h1><p>Write to <a href="mailto:hello@shop.test">us</a>.</p></body></html>'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const runtime = await testRuntime();
    prefix = `${runtime.config.queuePrefix}-enrich-kill`;
    const config = { ...runtime.config, queuePrefix: prefix, syncTimeoutMs: 200 };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
  });
  after(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    app.close();
    await Promise.all((['enrichment', 'enrichment-chunk'] as const).map((q) => queues.queue(q).obliterate({ force: true })));
    await queues.close();
    await peers.close();
    site.close();
  });

  const startWorker = () => {
    const proc = run('dist/workers/index.js', {
      QUEUE_PREFIX: prefix,
      DNS_SERVERS: peers.dnsServer,
      SMTP_PROBE_PORT: String(peers.smtpPort),
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      WORKER_QUEUES: 'enrichment,enrichment-chunk',
      CHROMIUM_PATH: '',
      // The addresses the killed worker took from the survivor's queue (up to a pipelined window per session) are
      // asked again after this, not after the two minutes of production.
      VERIFY_LENT_TIMEOUT_MS: '15000',
    });
    workers.push(proc);
    return proc;
  };

  const call = (ws: TestWorkspace, method: string, path: string, json?: unknown) => request(method, path, { key: ws.key, json, base: app.base });

  it('verifies and researches every lead exactly once, and charges exactly once', async () => {
    const ws = await makeWorkspace();
    const { pool } = await testRuntime();
    await pool.query('update workspace set monthly_credits = 5000 where id = $1', [ws.workspaceId]);
    const tableId = await makeTable(ws.key);
    const tag = `k${process.pid}`;
    // 500 deliverable (200 of them with a website), 500 undeliverable, 500 catch-all, 500 greylisted.
    const leads = [
      ...Array.from({ length: 500 }, (_, i) => ({ email: `person${i % 10}@store${Math.floor(i / 10)}.test`, ...(i < 200 && { website: siteUrl }) })),
      ...Array.from({ length: 500 }, (_, i) => ({ email: `${tag}-gone${i}@store${i % 50}.test` })),
      ...Array.from({ length: 500 }, (_, i) => ({ email: `${tag}-${i}@catchall.test` })),
      ...Array.from({ length: 500 }, (_, i) => ({ email: `${tag}-${i}@grey.test` })),
    ];
    expect((await call(ws, 'POST', '/api/v1/leads', { tableId, leads })).status).to.equal(201);

    const [first, second] = [startWorker(), startWorker()];
    await Promise.all([waitFor(first, /worker started/), waitFor(second, /worker started/)]);
    // Slow mail servers, so the run is still going when one worker dies.
    peers.setLatency(20);
    const accepted = await call(ws, 'POST', `/api/v1/tables/${tableId}/enrich`, { verify: true, research: true, maxAgeDays: 30 });
    expect(accepted.status).to.equal(202);
    const { jobId } = accepted.body;

    const chunkStates = async () =>
      (await pool.query<{ state: string; n: number }>('select state, count(*)::int as n from enrichment_chunk where job_id = $1 group by state', [jobId])).rows;
    for (let i = 0; i < 600; i++) {
      const states = await chunkStates();
      if ((states.find((s) => s.state === 'done')?.n ?? 0) >= 2 && states.some((s) => s.state === 'running')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const before = await chunkStates();
    expect(before.find((s) => s.state === 'pending')?.n ?? 0, `still chunks to run when the worker is killed: ${JSON.stringify(before)}`).to.be.greaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;

    let job = (await call(ws, 'GET', `/api/v1/jobs/${jobId}`)).body;
    for (let i = 0; i < 1200 && job.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(ws, 'GET', `/api/v1/jobs/${jobId}`)).body;
    }
    peers.setLatency(0);
    expect(job.status, second.output().slice(-2000)).to.equal('completed');
    expect(job.result).to.deep.equal({ tableId, leads: 2000, verified: 1500, researched: 200, skipped: 0, failed: 500 });
    expect(job.credits).to.deep.equal({ reserved: 2200, refunded: 500 });
    expect((await call(ws, 'GET', '/api/v1/credits')).body.used).to.equal(1700);

    const chunks = await pool.query('select state, charged from enrichment_chunk where job_id = $1', [jobId]);
    expect(chunks.rows).to.have.length(20);
    expect(chunks.rows.every((c) => c.state === 'done')).to.equal(true);
    const verdicts = await pool.query<{ status: string; n: number; researched: number }>(
      `select verification->>'status' as status, count(*)::int as n, count(research)::int as researched from lead where table_id = $1 group by 1 order by 1`,
      [tableId],
    );
    expect(verdicts.rows).to.deep.equal([
      { status: 'deliverable', n: 500, researched: 200 },
      { status: 'risky', n: 500, researched: 0 },
      { status: 'undeliverable', n: 500, researched: 0 },
      { status: 'unknown', n: 500, researched: 0 },
    ]);
    const page = await call(ws, 'GET', `/api/v1/leads?tableId=${tableId}&verification=deliverable&limit=1000`);
    expect(page.body.leads.filter((l: any) => l.research?.websiteResearch?.status === 'ok')).to.have.length(200);

    // Re-run within maxAgeDays: only the greylisted addresses are due again; nothing is charged.
    const rerun = await call(ws, 'POST', `/api/v1/tables/${tableId}/enrich`, { verify: true, research: true });
    let again = rerun.body.jobId ? (await call(ws, 'GET', `/api/v1/jobs/${rerun.body.jobId}`)).body : { status: 'completed', result: rerun.body };
    for (let i = 0; i < 600 && again.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = (await call(ws, 'GET', `/api/v1/jobs/${rerun.body.jobId}`)).body;
    }
    expect(again.result).to.deep.equal({ tableId, leads: 2000, verified: 0, researched: 0, skipped: 1500, failed: 500 });
    expect((await call(ws, 'GET', '/api/v1/credits')).body.used).to.equal(1700);
    second.child.kill('SIGTERM');
    expect(await second.exited).to.equal(0);
  });
});
