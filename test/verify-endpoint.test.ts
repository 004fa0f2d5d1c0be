import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Runtime } from '../src/bootstrap.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { startWorkers } from '../workers/index.js';
import { apiBase, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';

/** POST /api/v1/email/verify end to end: API → queue → worker → DNS and SMTP peers on loopback. */
describe('POST /api/v1/email/verify with workers', function () {
  this.timeout(60_000);
  let peers: MailPeers;
  let stopWorkers: () => Promise<void>;
  let ws: TestWorkspace;

  // The SMTP peers are on loopback, which probes refuse unless allow-listed (as OUTBOUND_ALLOW_CIDRS does).
  const outbound = (runtime: Runtime) => ({ ...runtime.config.verify, dnsServers: [peers.dnsServer], smtpPort: peers.smtpPort, allowCidrs: ['127.0.0.0/8'] });

  before(async () => {
    peers = await startMailPeers();
    const runtime = await testRuntime();
    stopWorkers = await startWorkers({ ...runtime, config: { ...runtime.config, verify: outbound(runtime) } });
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    await stopWorkers();
    await peers.close();
  });

  const used = async () => (await request('GET', '/api/v1/credits', { key: ws.key })).body.used as number;

  it('answers 200 with one result per address in request order, charging only what it could tell', async () => {
    const reply = await request('POST', '/api/v1/email/verify', {
      key: ws.key,
      json: { emails: ['Ana.Petrovic@ok.test', 'nobody@ok.test', 'ana@grey.test', 'anyone@catchall.test', 'ana@nullmx.test'] },
    });
    expect(reply.status, reply.text).to.equal(200);
    const { results } = reply.body;
    expect(results.map((r: { email: string; status: string; reason: string }) => [r.email, r.status, r.reason])).to.deep.equal([
      ['Ana.Petrovic@ok.test', 'deliverable', 'accepted'],
      ['nobody@ok.test', 'undeliverable', 'mailbox_not_found'],
      ['ana@grey.test', 'unknown', 'greylisted'],
      ['anyone@catchall.test', 'risky', 'catch_all'],
      ['ana@nullmx.test', 'undeliverable', 'null_mx'],
    ]);
    expect(results[0]).to.have.all.keys('email', 'normalized', 'status', 'reason', 'mx', 'smtp', 'catchAll', 'disposable', 'freeProvider', 'roleAccount', 'checkedAt');
    expect(results[1].smtp).to.include({ code: 550, enhancedCode: '5.1.1', host: 'mx.ok.test' });
    // Five addresses reserved, the greylisted one refunded.
    expect(reply.headers.get('x-credits-remaining')).to.equal('996');
    expect(await used()).to.equal(4);
  });

  it('verifies a single address given as email', async () => {
    const reply = await request('POST', '/api/v1/email/verify', { key: ws.key, json: { email: 'jane@ok.test' } });
    expect(reply.status).to.equal(200);
    expect(reply.body.results).to.have.length(1);
    expect(reply.body.results[0]).to.include({ email: 'jane@ok.test', status: 'deliverable' });
  });

  it('answers 502 and refunds everything when nothing could be checked upstream', async () => {
    const reply = await request('POST', '/api/v1/email/verify', { key: ws.key, json: { emails: ['ana@down.test', 'jane@down.test'] } });
    expect(reply.status).to.equal(502);
    expect(reply.body.error).to.match(/^Email verification failed upstream: no address could be checked \(smtp_unreachable\)$/);
    expect(await used()).to.equal(0);
    expect(reply.headers.get('x-credits-remaining'), 'the balance after the refund').to.equal(String((await request('GET', '/api/v1/credits', { key: ws.key })).body.remaining));
  });

  it('verifies through the MCP tool exactly as over REST, and reads jobs through get_job', async () => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${await apiBase()}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${ws.key}` } } }));
    try {
      const reply = (await client.callTool({ name: 'verify_emails', arguments: { emails: ['jane@ok.test', 'ana@grey.test'] } })) as { content: { text: string }[] };
      const body = JSON.parse(reply.content[0].text);
      expect(body.results.map((r: { status: string }) => r.status)).to.deep.equal(['deliverable', 'unknown']);
      expect(await used(), 'one charged, the unknown one refunded').to.equal(1);
      const { pool } = await testRuntime();
      const { rows } = await pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
      const job = (await client.callTool({ name: 'get_job', arguments: { jobId: rows[0].id } })) as { content: { text: string }[] };
      expect(JSON.parse(job.content[0].text)).to.deep.include({ status: 'completed', result: body });
    } finally {
      await client.close();
    }
  });

  describe('a job that outlives the wait', () => {
    let app: { base: string; close: () => void };
    before(async () => {
      const runtime = await testRuntime();
      app = await serve({ ...runtime, config: { ...runtime.config, syncTimeoutMs: 300 } });
    });
    after(() => app.close());

    it('answers 202 with a job whose status later holds the same body the endpoint would have given', async () => {
      const response = await fetch(`${app.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ emails: ['ana@slow.test', 'jane@ok.test'] }),
      });
      expect(response.status).to.equal(202);
      const accepted = (await response.json()) as { jobId: string; status: string; statusUrl: string };
      expect(accepted.status).to.equal('running');
      let job = (await request('GET', accepted.statusUrl, { key: ws.key })).body;
      expect(['queued', 'running']).to.include(job.status);
      for (let i = 0; i < 100 && job.status !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await request('GET', accepted.statusUrl, { key: ws.key })).body;
      }
      expect(job).to.include({ jobId: accepted.jobId, queue: 'email-verify', status: 'completed', progress: 100 });
      expect(job.result.results.map((r: { email: string; status: string }) => [r.email, r.status])).to.deep.equal([
        ['ana@slow.test', 'deliverable'],
        ['jane@ok.test', 'deliverable'],
      ]);
      expect(job.credits).to.deep.equal({ reserved: 2, refunded: 0 });
      expect(job.finishedAt).to.be.a('string');
    });
  });
});

/** The worker as its own process (dist/), stopped gracefully or killed in the middle of a job. */
describe('a worker process stopping mid-job', function () {
  // Start-up waits are generous: a busy machine starts worker processes slowly.
  this.timeout(180_000);
  let peers: MailPeers;
  let queues: QueueClient;
  let app: { base: string; close: () => void };
  let prefix: string;
  const workers: ChildProcess[] = [];

  before(async () => {
    peers = await startMailPeers();
    const runtime = await testRuntime();
    prefix = `${runtime.config.queuePrefix}-shutdown`;
    const config = { ...runtime.config, queuePrefix: prefix, syncTimeoutMs: 200 };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
  });
  after(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    app.close();
    await queues.queue('email-verify').obliterate({ force: true });
    await queues.close();
    await peers.close();
  });

  function startWorkerProcess(): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
    const child = spawn(process.execPath, ['dist/workers/index.js'], {
      env: { ...process.env, QUEUE_PREFIX: prefix, DNS_SERVERS: peers.dnsServer, SMTP_PROBE_PORT: String(peers.smtpPort), OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8', LOG_LEVEL: 'info' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    workers.push(child);
    return { child, exited: new Promise((resolve) => child.on('close', resolve)), output: () => output };
  }

  async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  // Each test uses its own addresses: results are cached per address.
  async function submitSlowJob(ws: TestWorkspace, emails: string[]): Promise<string> {
    const response = await fetch(`${app.base}/api/v1/email/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ emails }),
    });
    expect(response.status).to.equal(202);
    return ((await response.json()) as { jobId: string }).jobId;
  }

  // Through this describe's app: its queue client is the one that knows this prefix's live job states.
  const get = async (ws: TestWorkspace, path: string) => (await (await fetch(app.base + path, { headers: { Authorization: `Bearer ${ws.key}` } })).json()) as any;
  const jobStatus = (ws: TestWorkspace, jobId: string) => get(ws, `/api/v1/jobs/${jobId}`);
  const creditsUsed = async (ws: TestWorkspace) => (await get(ws, '/api/v1/credits')).used;

  it('finishes the job in hand on SIGTERM before exiting, charging once', async () => {
    const ws = await makeWorkspace();
    const worker = startWorkerProcess();
    await until('the worker is up', async () => worker.output().includes('worker started'));
    const jobId = await submitSlowJob(ws, ['ana@slow.test', 'bob@slow.test']);
    await until('the job is running', async () => (await jobStatus(ws, jobId)).status === 'running').catch((err) => {
      throw new Error(`${err.message}\n${worker.output()}`);
    });
    worker.child.kill('SIGTERM');
    expect(await worker.exited).to.equal(0);
    const job = await jobStatus(ws, jobId);
    expect(job.status).to.equal('completed');
    expect(job.result.results).to.have.length(2);
    expect(await creditsUsed(ws)).to.equal(2);
  });

  it("has a killed worker's job run again by another worker, never lost and never charged twice", async () => {
    const ws = await makeWorkspace();
    const first = startWorkerProcess();
    await until('the worker is up', async () => first.output().includes('worker started'));
    // Held mid-job until the worker is dead, however slowly this machine runs.
    const release = peers.hold();
    const jobId = await submitSlowJob(ws, ['cid@held.test', 'dan@held.test']);
    await until('the job is running', async () => (await jobStatus(ws, jobId)).status === 'running');
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await jobStatus(ws, jobId)).status).to.not.equal('completed');
    release();

    const second = startWorkerProcess();
    await until('the job is completed by the second worker', async () => (await jobStatus(ws, jobId)).status === 'completed', 60_000);
    expect((await jobStatus(ws, jobId)).result.results.map((r: { status: string }) => r.status)).to.deep.equal(['deliverable', 'deliverable']);
    expect(await creditsUsed(ws)).to.equal(2);
    second.child.kill('SIGTERM');
    expect(await second.exited).to.equal(0);
  });
});
