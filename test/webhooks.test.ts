import { expect } from 'chai';
import dns2 from 'dns2';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { Runtime } from '../src/bootstrap.js';
import type { Config } from '../src/config.js';
import { createJob, settleJob } from '../src/domain/jobs.service.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { markDue } from '../src/db/repositories/webhook-deliveries.repository.js';
import { deliveryJobId } from '../src/webhooks/schedule.js';
import { rotateWebhookSecret } from '../src/webhooks/signing.js';
import { startWebhookSweeper, sweepWebhooks } from '../src/webhooks/sweep.js';
import { startWorkers } from '../workers/index.js';
import { makeWorkspace, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';

/** What a receiver got. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1: each path answers with its script of statuses in turn (the last one
 * repeats; `hang` never answers), 200 by default.
 */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, (number | 'hang' | { status: number; body: string })[]>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers, body });
      const script = scripts.get(req.url!) ?? [200];
      const step = script.length > 1 ? script.shift()! : script[0];
      if (step === 'hang') return;
      const { status, body: answer } = typeof step === 'number' ? { status: step, body: 'ok' } : step;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received: (path: string) => received.filter((r) => r.path === path),
    /** The requests to `path` once there are `count` of them, else null (for until()). */
    arrived: (path: string, count = 1) => {
      const got = received.filter((r) => r.path === path);
      return got.length >= count ? got : null;
    },
    script: (path: string, steps: (number | 'hang' | { status: number; body: string })[]) => scripts.set(path, steps),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The receiver's side of docs/api.md (Webhooks): every v1 that matches one of `secrets`, compared in constant time. */
function matchingSecrets(header: string, body: string, secrets: string[]): string[] {
  const t = /(?:^|,)t=(\d+)/.exec(header)![1];
  const signatures = [...header.matchAll(/(?:^|,)v1=([0-9a-f]{64})/g)].map((m) => Buffer.from(m[1], 'hex'));
  return secrets.filter((secret) => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
    return signatures.some((s) => timingSafeEqual(s, expected));
  });
}

async function until<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * DNS rebinding: `name` resolves to `first` for its first lookup (the A and the AAAA question), and to
 * `then` ever after.
 */
function rebinding(records: Record<string, string[]>, name: string, first: string[], then: string[]): void {
  let questions = 0;
  Object.defineProperty(records, name, { enumerable: true, get: () => (++questions <= 2 ? first : then) });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Test configuration: mail peers on loopback; webhooks may reach 127.0.0.1 and 127.0.0.3 only (so 127.0.0.2 is "private"). */
function testConfig(config: Config, peers: MailPeers, names: FixtureSites): Config {
  return {
    ...config,
    webhookRetryBaseMs: 100,
    verify: { ...config.verify, dnsServers: [peers.dnsServer], smtpPort: peers.smtpPort, allowCidrs: ['127.0.0.0/8'] },
    research: { ...config.research, dnsServers: [names.dnsServer], allowCidrs: ['127.0.0.1/32', '127.0.0.3/32'] },
  };
}

describe('webhooks when a job settles', function () {
  this.timeout(60_000);
  let peers: MailPeers;
  let names: FixtureSites;
  let receiver: Receiver;
  let trap: net.Server;
  let trapPort: number;
  let trapConnections = 0;
  let stopWorkers: () => Promise<void>;
  let app: { base: string; close: () => void };
  let ws: TestWorkspace;
  let secret: string;
  let runtime: Runtime;
  let config: Config;

  before(async () => {
    peers = await startMailPeers();
    receiver = await startReceiver();
    // A "private" receiver: webhooks must never connect to it.
    trap = net.createServer((socket) => {
      trapConnections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.2', resolve));
    trapPort = (trap.address() as AddressInfo).port;
    const records: Record<string, string[]> = {
      'hooks.test': ['127.0.0.1'],
      'pair.test': ['127.0.0.1', '127.0.0.3'],
      'trap.test': ['127.0.0.2'],
      'public.test': ['93.184.216.34'],
      // Allow-listed first, so delivery would connect to it — until an answer lists the public one first.
      'half.test': ['127.0.0.1', '93.184.216.34'],
      'half6.test': ['127.0.0.1', '2606:4700::1111'],
    };
    rebinding(records, 'rebind.test', ['127.0.0.1'], ['127.0.0.2']);
    names = await startFixtureSites({ sites: {}, records });
    runtime = await testRuntime();
    config = testConfig(runtime.config, peers, names);
    stopWorkers = await startWorkers({ ...runtime, config });
    app = await serve({ ...runtime, config });
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
    secret = await rotateWebhookSecret(runtime.pool, ws.workspaceId);
  });
  after(async () => {
    receiver.close(); // first: an attempt waiting on a receiver that never answers ends now
    await stopWorkers();
    app.close();
    trap.close();
    await names.close();
    await peers.close();
  });

  const call = async (method: string, path: string, json?: unknown, key = ws.key) => {
    const response = await fetch(app.base + path, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(json !== undefined && { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const hook = (path: string) => `http://hooks.test:${receiver.port}${path}`;
  const jobOf = async (received: Received) => (await call('GET', `/api/v1/jobs/${JSON.parse(received.body).jobId}`)).body;
  const delivered = (jobId: string) =>
    until('the delivery is recorded', async () => {
      const view = (await call('GET', `/api/v1/jobs/${jobId}`)).body;
      return view.webhook.deliveredAt && view;
    });

  it('POSTs the job view, signed with the workspace secret, once a verification completes', async () => {
    const reply = await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/done') });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
    const [delivery] = await until('the webhook arrives', () => receiver.arrived('/done'));
    expect(delivery.headers['content-type']).to.equal('application/json');
    expect(delivery.headers['leadbase-event']).to.equal('job.completed');
    expect(delivery.headers['leadbase-delivery']).to.match(UUID);
    expect(matchingSecrets(delivery.headers['leadbase-signature'] as string, delivery.body, [secret])).to.deep.equal([secret]);
    expect(matchingSecrets(delivery.headers['leadbase-signature'] as string, `${delivery.body} `, [secret]), 'a changed body fails').to.deep.equal([]);

    const sent = JSON.parse(delivery.body);
    expect(sent.result).to.deep.equal(reply.body);
    const job = await until('the delivery is recorded', async () => {
      const view = await jobOf(delivery);
      return view.webhook.deliveredAt && view;
    });
    // The same view GET shows; only the delivery's own state has moved on since.
    const { webhook: before, ...sentRest } = sent;
    const { webhook: after, ...jobRest } = job;
    expect(sentRest).to.deep.equal(jobRest);
    expect(before).to.include({ url: hook('/done'), attempts: 0, lastStatus: null, deliveredAt: null });
    expect(after).to.include({ url: hook('/done'), attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null });
  });

  it('sends job.failed for a job that failed, with the error the endpoint answered', async () => {
    const reply = await call('POST', '/api/v1/email/verify', { emails: ['ana@down.test'], callbackUrl: hook('/failed') });
    expect(reply.status).to.equal(502);
    const [delivery] = await until('the webhook arrives', () => receiver.arrived('/failed'));
    expect(delivery.headers['leadbase-event']).to.equal('job.failed');
    expect(JSON.parse(delivery.body)).to.deep.include({ status: 'failed', error: { status: 502, message: reply.body.error } });
  });

  it('retries a receiver that answers 500 twice, then 200: one delivery id, three attempts', async () => {
    receiver.script('/flaky', [500, 500, 200]);
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/flaky') })).status).to.equal(200);
    const deliveries = await until('three attempts arrive', () => receiver.arrived('/flaky', 3));
    expect(new Set(deliveries.map((d) => d.headers['leadbase-delivery'])).size).to.equal(1);
    const job = await until('the delivery is recorded', async () => {
      const view = await jobOf(deliveries[0]);
      return view.webhook.deliveredAt && view;
    });
    expect(job.webhook).to.include({ attempts: 3, lastStatus: 200, lastError: null, nextAttemptAt: null });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received('/flaky'), 'nothing after the delivery').to.have.length(3);
  });

  it('stops at 410 Gone and keeps no more than 1 KiB of the answer', async () => {
    receiver.script('/gone', [{ status: 410, body: 'x'.repeat(5000) }]);
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/gone') })).status).to.equal(200);
    const [delivery] = await until('the attempt arrives', () => receiver.arrived('/gone'));
    const job = await until('the attempt is recorded', async () => {
      const view = await jobOf(delivery);
      return view.webhook.attempts === 1 && view;
    });
    expect(job.webhook).to.include({ lastStatus: 410, deliveredAt: null, nextAttemptAt: null });
    expect(job.webhook.lastError).to.match(/^The receiver answered 410: x+$/);
    expect(job.webhook.lastError.match(/x/g)).to.have.length(1024);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received('/gone'), 'never retried').to.have.length(1);
  });

  it('gives a receiver that never answers 10 s, then records the attempt and schedules the next', async function () {
    this.timeout(30_000);
    receiver.script('/silent', ['hang']);
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/silent') })).status).to.equal(200);
    const [delivery] = await until('the attempt arrives', () => receiver.arrived('/silent'));
    const started = Date.now();
    const job = await until(
      'the attempt is recorded',
      async () => {
        const view = await jobOf(delivery);
        return view.webhook.attempts === 1 && view;
      },
      15_000,
    );
    expect(Date.now() - started).to.be.within(9_000, 12_000);
    expect(job.webhook).to.include({ lastStatus: null, lastError: 'No answer within 10 s', deliveredAt: null });
    expect(Date.parse(job.webhook.nextAttemptAt)).to.be.greaterThan(Date.now() - 1000);
  });

  it('signs with the new and the previous secret after a rotation', async () => {
    const rotated = await rotateWebhookSecret((await testRuntime()).pool, ws.workspaceId);
    expect(rotated)
      .to.match(/^whsec_[A-Za-z0-9_-]{43}$/)
      .and.not.equal(secret);
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/rotated') })).status).to.equal(200);
    const [delivery] = await until('the webhook arrives', () => receiver.arrived('/rotated'));
    const header = delivery.headers['leadbase-signature'] as string;
    expect(header).to.match(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(matchingSecrets(header, delivery.body, [rotated, secret])).to.deep.equal([rotated, secret]);
  });

  it('refuses at request time a callbackUrl at a forbidden address, or one it cannot sign, before charging', async () => {
    const refused = [
      `http://127.0.0.2:${trapPort}/`,
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.2]/',
      'ftp://example.com/hook',
      'https://user:pass@example.com/hook',
      'not a url',
      `https://example.com/${'a'.repeat(2048)}`,
    ];
    for (const callbackUrl of refused) {
      const reply = await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl });
      expect(reply.status, callbackUrl).to.equal(400);
      expect(reply.body.error, callbackUrl).to.match(/callbackUrl/);
    }
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: 'http://10.1.2.3/' })).body.error).to.match(
      /public address: 10\.1\.2\.3 is not a public address \(private\)/,
    );
    const unsigned = await makeWorkspace();
    const reply = await call('POST', '/api/v1/email/find', { personName: 'Jane Doe', domain: 'ok.test', callbackUrl: hook('/x') }, unsigned.key);
    expect(reply.status).to.equal(400);
    expect(reply.body.error).to.include(`npm run --silent cli -- webhook-secret rotate --workspace ${unsigned.workspaceId}`);
    const { pool } = await testRuntime();
    const { rows } = await pool.query('select count(*)::int as n from job where workspace_id = any($1)', [[ws.workspaceId, unsigned.workspaceId]]);
    expect(rows[0].n, 'no job, no credits').to.equal(0);
  });

  it('takes a callbackUrl on another port only for a name whose every address is allow-listed', async () => {
    const accepted = await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: hook('/port') });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    await until('the webhook arrives', () => receiver.arrived('/port'));
    const bothListed = await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl: `http://pair.test:${receiver.port}/pair` });
    expect(bothListed.status, JSON.stringify(bothListed.body)).to.equal(200);
    await until('the webhook arrives', () => receiver.arrived('/pair'));

    const otherPortsOnly = 'callbackUrl port 8443 is not allowed: webhooks are delivered to ports 80 and 443 only, other ports only to allow-listed addresses, and';
    const notAll = 'which is not one (every address of the name must be)';
    const refused = {
      [`http://trap.test:${trapPort}/hook`]: 'callbackUrl must point at a public address: trap.test resolves to 127.0.0.2 is not a public address (loopback)',
      'https://public.test:8443/hook': `${otherPortsOnly} public.test resolves to 93.184.216.34, ${notAll}`,
      'https://half.test:8443/hook': `${otherPortsOnly} half.test resolves to 93.184.216.34, ${notAll}`,
      'https://half6.test:8443/hook': `${otherPortsOnly} half6.test resolves to 2606:4700::1111, ${notAll}`,
      'https://nowhere.test:8443/hook': `${otherPortsOnly} nowhere.test does not resolve (ENOTFOUND)`,
      'https://93.184.216.34:8443/hook': `${otherPortsOnly} 93.184.216.34 is not one`,
    };
    for (const [callbackUrl, error] of Object.entries(refused)) {
      const reply = await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl });
      expect(reply, callbackUrl).to.deep.include({ status: 400, body: { error } });
    }

    // Without an allow-list, no port but 80 and 443, whatever the name resolves to.
    const strict = await serve({ ...runtime, config: { ...config, research: { ...config.research, allowCidrs: [] } } });
    try {
      const response = await fetch(`${strict.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'jane@ok.test', callbackUrl: hook('/strict') }),
      });
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: `callbackUrl port ${receiver.port} is not allowed: webhooks are delivered to ports 80 and 443 only` });
    } finally {
      strict.close();
    }
    const { rows } = await runtime.pool.query('select count(*)::int as n from job where workspace_id = $1', [ws.workspaceId]);
    expect(rows[0].n, 'only the accepted requests made jobs').to.equal(2);
  });

  it('answers 400 within 2 s for a callbackUrl with a port whose name server never answers', async () => {
    const silent = dns2.createServer({ udp: true, handle: () => undefined });
    await silent.listen({ udp: { port: 0, address: '127.0.0.1' } });
    const unanswered = { ...config, research: { ...config.research, dnsServers: [`127.0.0.1:${(silent.addresses().udp as AddressInfo).port}`] } };
    const deafApp = await serve({ ...runtime, config: unanswered });
    try {
      const started = Date.now();
      const response = await fetch(`${deafApp.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'jane@ok.test', callbackUrl: hook('/unanswered') }),
      });
      const waited = Date.now() - started;
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({
        error: `callbackUrl port ${receiver.port} is not allowed: webhooks are delivered to ports 80 and 443 only, other ports only to allow-listed addresses, and hooks.test did not resolve within 2 s`,
      });
      expect(waited, 'the resolver alone would retry for about 6 s').to.be.within(1_900, 3_000);
    } finally {
      deafApp.close();
      await silent.close();
    }
  });

  it('never connects to a name that resolves to a forbidden address by the time of delivery, and records the attempt', async () => {
    // Allow-listed when the request is checked, then rebound to the "private" trap.
    const callbackUrl = `http://rebind.test:${trapPort}/hook`;
    expect((await call('POST', '/api/v1/email/verify', { email: 'jane@ok.test', callbackUrl })).status).to.equal(200);
    const { rows } = await runtime.pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
    const job = await until('two attempts are recorded', async () => {
      const view = (await call('GET', `/api/v1/jobs/${rows[0].id}`)).body;
      return view.webhook.attempts >= 2 && view;
    });
    expect(job.webhook).to.include({ url: callbackUrl, lastStatus: null, deliveredAt: null });
    expect(job.webhook.lastError).to.equal('Not delivered: rebind.test resolves to 127.0.0.2 is not a public address (loopback)');
    expect(job.webhook.nextAttemptAt).to.be.a('string');
    expect(trapConnections).to.equal(0);
  });

  it('sends the webhook of a job settled while the queue was down once a sweep finds it overdue, exactly once', async () => {
    // The API settles the job it could not enqueue, and cannot enqueue the job's webhook either.
    const down = new QueueClient(config, runtime.log);
    await down.close();
    const outage = await serve({ ...runtime, config, queues: down });
    try {
      const response = await fetch(`${outage.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'jane@ok.test', callbackUrl: hook('/swept') }),
      });
      expect(response.status).to.equal(503);
    } finally {
      outage.close();
    }
    const { rows } = await runtime.pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
    const jobId: string = rows[0].id;
    const due = (await call('GET', `/api/v1/jobs/${jobId}`)).body;
    expect(due.status).to.equal('failed');
    expect(due.webhook).to.include({ attempts: 0, deliveredAt: null });
    expect(due.webhook.nextAttemptAt).to.be.a('string');
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received('/swept'), 'nothing delivers it but the sweep').to.have.length(0);

    // The sweepers of two worker processes, every 200 ms; they sweep on after the delivery.
    const logged: { msg: string; repaired?: unknown[] }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const sweepers = [1, 2].map(() => startWebhookSweeper({ pool: runtime.pool, queues: runtime.queues, log }, 200));
    try {
      const [delivery] = await until('the webhook arrives', () => receiver.arrived('/swept'));
      expect(delivery.headers['leadbase-event']).to.equal('job.failed');
      expect(matchingSecrets(delivery.headers['leadbase-signature'] as string, delivery.body, [secret])).to.deep.equal([secret]);
      expect(JSON.parse(delivery.body)).to.deep.include({
        jobId,
        status: 'failed',
        error: { status: 503, message: 'The job queue is unavailable right now; retry in a few seconds' },
      });
      expect((await delivered(jobId)).webhook).to.include({ attempts: 1, lastStatus: 200 });
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await Promise.all(sweepers.map((stop) => stop()));
    }
    expect(receiver.received('/swept'), 'delivered once').to.have.length(1);
    const repairs = logged.filter((line) => line.msg === 'webhook sweep put overdue deliveries back in the queue').flatMap((line) => line.repaired);
    expect(repairs, 'the sweep says what it put back').to.deep.include({ jobId, repair: 'enqueued' });
  });

  it('has a sweep retry a delivery whose queue job finished while Postgres still counts it due', async () => {
    // However it came to be (say its last run failed before Postgres could record it): here, the
    // delivery job ran before the job settled, found nothing to send, and completed.
    const { jobId } = await createJob(runtime.pool, {
      workspaceId: ws.workspaceId,
      queue: 'email-verify',
      cost: 1,
      defaultAllowance: config.defaultMonthlyCredits,
      callbackUrl: hook('/finished'),
    });
    await runtime.queues.enqueue('webhook-delivery', deliveryJobId(jobId), { jobId });
    await until('the delivery job completes', async () => (await runtime.queues.queue('webhook-delivery').getJobState(deliveryJobId(jobId))) === 'completed');
    await settleJob(runtime.pool, jobId, { state: 'completed', result: { results: [] }, refund: 0 });
    expect(await markDue(runtime.pool, jobId)).to.equal(true);

    const { repaired } = await sweepWebhooks({ pool: runtime.pool, queues: runtime.queues }, { graceMs: 0 });
    expect(repaired).to.deep.include({ jobId, repair: 'retried' });
    const [delivery] = await until('the webhook arrives', () => receiver.arrived('/finished'));
    expect(JSON.parse(delivery.body)).to.deep.include({ jobId, status: 'completed', result: { results: [] } });
    expect((await delivered(jobId)).webhook).to.include({ attempts: 1, lastStatus: 200 });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received('/finished'), 'delivered once').to.have.length(1);
  });

  it('sends nothing for a job whose result was deleted before delivery, and stops retrying it', async () => {
    const { jobId } = await createJob(runtime.pool, {
      workspaceId: ws.workspaceId,
      queue: 'email-verify',
      cost: 1,
      defaultAllowance: config.defaultMonthlyCredits,
      callbackUrl: hook('/purged'),
    });
    // Settled, then its result deleted (JOB_RETENTION_DAYS, or a person's erasure) before the delivery ran.
    await settleJob(runtime.pool, jobId, { state: 'completed', result: { results: [{ email: 'jane@ok.test' }] }, refund: 0 });
    await runtime.pool.query('update job set result = null, purged_at = now() where id = $1', [jobId]);
    await runtime.queues.enqueue('webhook-delivery', deliveryJobId(jobId), { jobId });
    await until('the delivery job fails', async () => (await runtime.queues.queue('webhook-delivery').getJobState(deliveryJobId(jobId))) === 'failed');
    const { rows } = await runtime.pool.query('select attempts, last_error, delivered_at, next_attempt_at from webhook_delivery where job_id = $1', [jobId]);
    expect(rows[0]).to.deep.equal({ attempts: 1, last_error: "not sent: the job's result was deleted before delivery", delivered_at: null, next_attempt_at: null });
    expect(receiver.received('/purged')).to.have.length(0);
  });

  it('takes callbackUrl through the MCP tools too', async () => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.base}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${ws.key}` } } }));
    try {
      await client.callTool({ name: 'verify_emails', arguments: { email: 'jane@ok.test', callbackUrl: hook('/mcp') } });
      const [delivery] = await until('the webhook arrives', () => receiver.arrived('/mcp'));
      expect(delivery.headers['leadbase-event']).to.equal('job.completed');
    } finally {
      await client.close();
    }
  });
});

/** The worker as operators run it (dist/: needs `npm run build`), killed between settling a job and delivering its webhook. */
describe('a worker killed between settling a job and delivering its webhook', function () {
  this.timeout(90_000);
  let peers: MailPeers;
  let receiver: Receiver;
  let queues: QueueClient;
  let app: { base: string; close: () => void };
  let prefix: string;
  const workers: ChildProcess[] = [];

  before(async () => {
    peers = await startMailPeers();
    receiver = await startReceiver();
    const runtime = await testRuntime();
    prefix = `${runtime.config.queuePrefix}-webhooks`;
    const config = { ...runtime.config, queuePrefix: prefix, syncTimeoutMs: 200, research: { ...runtime.config.research, allowCidrs: ['127.0.0.0/8'] } };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
  });
  after(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    app.close();
    await queues.queue('email-verify').obliterate({ force: true });
    await queues.queue('webhook-delivery').obliterate({ force: true });
    await queues.close();
    receiver.close();
    await peers.close();
  });

  function startWorkerProcess(): { child: ChildProcess; exited: Promise<unknown>; output: () => string } {
    const child = spawn(process.execPath, ['dist/workers/index.js'], {
      env: {
        ...process.env,
        QUEUE_PREFIX: prefix,
        DNS_SERVERS: peers.dnsServer,
        SMTP_PROBE_PORT: String(peers.smtpPort),
        OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
        WEBHOOK_RETRY_BASE_MS: '100',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    workers.push(child);
    return { child, exited: new Promise((resolve) => child.on('close', resolve)), output: () => output };
  }

  it('delivers once, from the worker that picks the job up again', async () => {
    const ws = await makeWorkspace();
    const { pool } = await testRuntime();
    const secret = await rotateWebhookSecret(pool, ws.workspaceId);
    const get = async (path: string) => (await (await fetch(app.base + path, { headers: { Authorization: `Bearer ${ws.key}` } })).json()) as any;

    const first = startWorkerProcess();
    await until('the worker is up', () => first.output().includes('worker started'));
    const response = await fetch(`${app.base}/api/v1/email/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ emails: ['eve@slow.test', 'fay@slow.test'], callbackUrl: `http://127.0.0.1:${receiver.port}/killed` }),
    });
    expect(response.status).to.equal(202);
    const { jobId } = (await response.json()) as { jobId: string };
    await until('the job is running', async () => (await get(`/api/v1/jobs/${jobId}`)).status === 'running');
    first.child.kill('SIGKILL');
    await first.exited;
    // As if the dead worker had settled the job an instant before dying: settled in Postgres, no webhook enqueued, not acknowledged.
    await settleJob(pool, jobId, { state: 'completed', result: { results: [] }, refund: 0 });
    expect(receiver.received('/killed')).to.have.length(0);

    const second = startWorkerProcess();
    const [delivery] = await until('the webhook arrives', () => receiver.arrived('/killed'), 60_000);
    expect(delivery.headers['leadbase-event']).to.equal('job.completed');
    expect(matchingSecrets(delivery.headers['leadbase-signature'] as string, delivery.body, [secret])).to.deep.equal([secret]);
    expect(JSON.parse(delivery.body)).to.deep.include({ jobId, status: 'completed', result: { results: [] } });
    const job = await until('the delivery is recorded', async () => {
      const view = await get(`/api/v1/jobs/${jobId}`);
      return view.webhook.deliveredAt && view;
    });
    expect(job.webhook).to.include({ attempts: 1, lastStatus: 200 });
    expect((await get('/api/v1/credits')).used, 'charged once').to.equal(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received('/killed'), 'delivered once').to.have.length(1);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
