import { expect } from 'chai';
import { pino } from 'pino';
import { createJob, settleJob } from '../src/domain/jobs.service.js';
import { runMeteredJob } from '../src/domain/metered-job.service.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { freePort, makeWorkspace, request, serve, testRuntime, unique } from './helpers.js';

/**
 * Credits and job records, through an app whose queue no worker serves: every accepted request
 * waits 200 ms and answers 202 with a job to poll, so these tests need no mail servers.
 */
describe('monthly credits and jobs', function () {
  this.timeout(30_000);
  let queues: QueueClient;
  let app: { base: string; close: () => void };

  before(async () => {
    const runtime = await testRuntime();
    const config = { ...runtime.config, queuePrefix: `${runtime.config.queuePrefix}-unserved`, syncTimeoutMs: 200 };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
  });

  after(async () => {
    app.close();
    await queues.queue('email-verify').obliterate({ force: true });
    await queues.close();
  });

  const call = async (key: string, method: string, path: string, json?: unknown) => {
    const response = await fetch(app.base + path, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(json !== undefined && { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
  const setAllowance = async (workspaceId: number, credits: number) =>
    (await testRuntime()).pool.query('update workspace set monthly_credits = $2 where id = $1', [workspaceId, credits]);

  it('shows the balance of the current month, with the server default allowance', async () => {
    const ws = await makeWorkspace();
    const { body, status } = await call(ws.key, 'GET', '/api/v1/credits');
    expect(status).to.equal(200);
    const month = new Date().toISOString().slice(0, 7);
    const [y, m] = month.split('-').map(Number);
    expect(body).to.deep.equal({ month, allowance: 1000, used: 0, remaining: 1000, resetsAt: new Date(Date.UTC(y, m, 1)).toISOString() });
  });

  it('charges one credit per distinct address, says what is left, and records the job', async () => {
    const ws = await makeWorkspace();
    const reply = await call(ws.key, 'POST', '/api/v1/email/verify', { emails: ['a@example.com', 'A@example.com', 'b@example.com'] });
    expect(reply.status).to.equal(202);
    expect(reply.headers.get('x-credits-remaining')).to.equal('998');
    expect(reply.body).to.deep.equal({ jobId: reply.body.jobId, status: 'running', statusUrl: `/api/v1/jobs/${reply.body.jobId}` });
    const job = await call(ws.key, 'GET', reply.body.statusUrl);
    expect(job.status).to.equal(200);
    expect(job.body).to.include({ jobId: reply.body.jobId, queue: 'email-verify', status: 'queued', progress: 0, finishedAt: null });
    expect(job.body.credits).to.deep.equal({ reserved: 2, refunded: 0 });
    expect((await call(ws.key, 'GET', '/api/v1/credits')).body).to.include({ used: 2, remaining: 998 });
  });

  it("hides another workspace's job as if it did not exist", async () => {
    const owner = await makeWorkspace();
    const stranger = await makeWorkspace();
    const { body } = await call(owner.key, 'POST', '/api/v1/email/verify', { email: 'a@example.com' });
    const seen = await call(stranger.key, 'GET', `/api/v1/jobs/${body.jobId}`);
    const missing = await call(stranger.key, 'GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000');
    expect(seen.status).to.equal(404);
    expect(seen.body.error.replace(body.jobId, 'X')).to.equal(missing.body.error.replace('00000000-0000-4000-8000-000000000000', 'X'));
    expect((await call(stranger.key, 'GET', '/api/v1/jobs/not-a-job')).status).to.equal(404);
  });

  it('answers 402 with the reset time when the allowance cannot cover the request, charging nothing', async () => {
    const ws = await makeWorkspace();
    await setAllowance(ws.workspaceId, 2);
    const reply = await call(ws.key, 'POST', '/api/v1/email/verify', { emails: ['a@example.com', 'b@example.com', 'c@example.com'] });
    expect(reply.status).to.equal(402);
    expect(reply.body.error).to.match(/has 2 of its 2 monthly credits left and this request needs 3; credits reset at \d{4}-\d\d-01T00:00:00\.000Z$/);
    expect(reply.headers.get('x-credits-remaining')).to.equal('2');
    expect((await call(ws.key, 'GET', '/api/v1/credits')).body).to.include({ used: 0, remaining: 2 });
  });

  it('lets exactly the allowance through when 50 requests race for 10 credits', async () => {
    const ws = await makeWorkspace();
    await setAllowance(ws.workspaceId, 10);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => call(ws.key, 'POST', '/api/v1/email/verify', { email: `p${i}@example.com` })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 402)).to.have.length(40);
    expect(statuses.filter((s) => s === 202)).to.have.length(10);
    expect((await call(ws.key, 'GET', '/api/v1/credits')).body).to.include({ used: 10, remaining: 0 });
  });

  it('follows a CLI credits change at once', async () => {
    const ws = await makeWorkspace();
    await setAllowance(ws.workspaceId, 0);
    expect((await call(ws.key, 'POST', '/api/v1/email/verify', { email: 'a@example.com' })).status).to.equal(402);
    await setAllowance(ws.workspaceId, 5);
    expect((await call(ws.key, 'POST', '/api/v1/email/verify', { email: 'a@example.com' })).status).to.equal(202);
  });

  describe('POST /api/v1/email/verify input', () => {
    const cases: [string, unknown, number, RegExp][] = [
      ['neither email nor emails', {}, 400, /^Give email \(one address\) or emails \(a list of up to 100 addresses\)$/],
      ['both email and emails', { email: 'a@example.com', emails: ['b@example.com'] }, 400, /^Give email or emails, not both$/],
      ['an empty address in the list', { emails: ['a@example.com', ''] }, 400, /^emails\[1\] must not be empty$/],
      ['an empty list', { emails: [] }, 400, /^emails must have from 1 to 100 items$/],
      ['a list over the maximum', { emails: Array.from({ length: 101 }, (_, i) => `x${i}@example.com`) }, 400, /^emails must have from 1 to 100 items$/],
      ['an unknown property', { email: 'a@example.com', fast: true }, 400, /unknown property "fast"/],
    ];
    for (const [label, body, status, message] of cases) {
      it(`answers ${status} for ${label}, charging nothing`, async () => {
        const ws = await makeWorkspace();
        const reply = await call(ws.key, 'POST', '/api/v1/email/verify', body);
        expect(reply.status).to.equal(status);
        expect(reply.body.error).to.match(message);
        expect((await call(ws.key, 'GET', '/api/v1/credits')).body.used).to.equal(0);
      });
    }

    it('answers 503 naming the settings when verification is not configured', async () => {
      const runtime = await testRuntime();
      const config = { ...runtime.config, verify: { ...runtime.config.verify, mailFrom: null, heloHost: null } };
      const unconfigured = await serve({ ...runtime, config });
      try {
        const ws = await makeWorkspace();
        const response = await fetch(`${unconfigured.base}/api/v1/email/verify`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'a@example.com' }),
        });
        expect(response.status).to.equal(503);
        expect(((await response.json()) as { error: string }).error).to.equal(
          'Email verification is not configured on this server; the operator must set VERIFY_MAIL_FROM and VERIFY_HELO_HOST',
        );
      } finally {
        unconfigured.close();
      }
    });
  });

  it('answers 503 when the queue is down, refunding at once and saying the balance like every metered answer', async () => {
    const runtime = await testRuntime();
    const ws = await makeWorkspace();
    const down = new QueueClient({ ...runtime.config, redisUrl: `redis://127.0.0.1:${await freePort()}` }, runtime.log);
    const noQueue = await serve({ ...runtime, queues: down });
    try {
      const reply = await fetch(`${noQueue.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ emails: ['a@example.com', 'b@example.com'] }),
      });
      expect(reply.status).to.equal(503);
      expect(reply.headers.get('x-credits-remaining')).to.equal('1000');
      expect(reply.headers.get('retry-after')).to.equal('5');
    } finally {
      noQueue.close();
      await down.close();
    }
  });

  it('answers 503 when the queue is down even if the refund cannot be recorded then either, and logs that', async () => {
    const runtime = await testRuntime();
    const ws = await makeWorkspace();
    const down = new QueueClient({ ...runtime.config, redisUrl: `redis://127.0.0.1:${await freePort()}` }, runtime.log);
    const noQueue = await serve({ ...runtime, queues: down });
    // Settling a job of this workspace fails as a database error would.
    const constraint = `unsettleable_${ws.workspaceId}`;
    await runtime.pool.query(`alter table job add constraint ${constraint} check (workspace_id <> ${ws.workspaceId} or finished_at is null) not valid`);
    try {
      const reply = await fetch(`${noQueue.base}/api/v1/email/verify`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
      expect(reply.status).to.equal(503);
      expect(((await reply.json()) as { error: string }).error).to.match(/^The job queue is unavailable right now/);

      const logged: { jobId?: string; msg: string }[] = [];
      const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
      const failure = await runMeteredJob(
        { pool: runtime.pool, queues: down, config: runtime.config, log },
        { workspaceId: ws.workspaceId, queue: 'email-verify', payload: { workspaceId: ws.workspaceId, emails: ['b@example.com'] }, cost: 1 },
      ).then(
        () => null,
        (err: { status?: number }) => err,
      );
      expect(failure?.status).to.equal(503);
      expect(logged).to.have.length(1);
      expect(logged[0].msg).to.match(/refund could not be recorded/);
      expect(logged[0].jobId).to.match(/^[0-9a-f-]{36}$/);
    } finally {
      await runtime.pool.query(`alter table job drop constraint ${constraint}`);
      noQueue.close();
      await down.close();
    }
  });

  it('shows the operator the jobs not settled yet and those settled in the last 5 minutes, not older ones', async () => {
    const runtime = await testRuntime();
    const operator = await serve({ ...runtime, config: { ...runtime.config, admin: { user: 'ops', password: 'pw' } } });
    const metric = async (series: string) => {
      const text = await fetch(`${operator.base}/metrics`, { headers: { Authorization: `Basic ${Buffer.from('ops:pw').toString('base64')}` } }).then((r) => r.text());
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? null : Number(line.slice(series.length + 1));
    };
    try {
      const ws = await makeWorkspace();
      // A queue of this test's own, so jobs of other tests do not move its numbers.
      const queue = unique('metrics-queue');
      const { jobId } = await createJob(runtime.pool, { workspaceId: ws.workspaceId, queue, cost: 1, defaultAllowance: 1000 });
      expect(await metric(`leadbase_jobs_unsettled{queue="${queue}"}`)).to.equal(1);
      expect(await metric('leadbase_jobs_unsettled{queue="discovery"}'), 'every billed queue is reported, 0 when none').to.be.a('number');

      await runtime.pool.query("update job set created_at = now() - interval '90 seconds' where id = $1", [jobId]);
      await settleJob(runtime.pool, jobId, { state: 'failed', status: 503, error: 'The job queue is unavailable right now' });
      expect(await metric(`leadbase_jobs_unsettled{queue="${queue}"}`)).to.equal(null);
      expect(await metric(`leadbase_jobs_settled_recent{queue="${queue}",state="failed"}`)).to.equal(1);
      expect(await metric(`leadbase_job_duration_seconds_recent_sum{queue="${queue}",state="failed"}`)).to.be.closeTo(90, 5);

      await runtime.pool.query("update job set finished_at = now() - interval '6 minutes' where id = $1", [jobId]);
      expect(await metric(`leadbase_jobs_settled_recent{queue="${queue}",state="failed"}`), 'settled before the window').to.equal(null);
    } finally {
      operator.close();
    }
  });

  it('keeps credit and job endpoints behind the API key', async () => {
    for (const path of ['/api/v1/credits', '/api/v1/jobs/00000000-0000-4000-8000-000000000000']) {
      expect((await request('GET', path)).status, path).to.equal(401);
    }
  });
});
