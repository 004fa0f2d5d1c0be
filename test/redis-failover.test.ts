import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { freePort, makeWorkspace, request, testRuntime, type Reply, type TestWorkspace } from './helpers.js';
import { startMailPeers, type MailPeers } from './support/mail-peers.js';
import { run, waitFor, type Proc } from './support/processes.js';
import { startSentinelGroup, type SentinelGroup } from './support/sentinel.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, value: () => Promise<T | null | undefined | false>, ms: number, detail = () => ''): Promise<T> {
  for (const deadline = Date.now() + ms; ; await sleep(100)) {
    const found = await value().catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${detail()}`);
  }
}

/** One API answer seen while the primary failed over, with when it was asked (ms after the primary was killed). */
interface Seen {
  what: string;
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
}

/**
 * Redis failover through Sentinel, with real processes: a primary, a replica, three Sentinels (test/support/sentinel.ts),
 * and `web` and `worker` (dist/, as the Procfile runs them) told REDIS_SENTINELS — their REDIS_URL names no live
 * host, only the password and database that apply to whichever primary the Sentinels name. During a 1 000-lead enrichment the primary is killed with SIGKILL, just after an API request's job was
 * written to it and not to the replica (the replica is stopped while filler fills its link, so the job stays in the
 * primary's own memory): Sentinel promotes the replica, which never had that job. The run completes; neither
 * process exits; the API answers 200, or 503 with Retry-After while the failover lasts (and fast, not hanging);
 * credits come out exact; and the stranded-job sweep (STRANDED_JOB_GRACE_MS shortened) settles the lost job, refunded.
 */
describe('Redis failover through Sentinel, with web and worker processes', function () {
  this.timeout(300_000);
  let group: SentinelGroup;
  let peers: MailPeers;
  let release: () => void = () => undefined;
  let web: Proc;
  let worker: Proc;
  let base: string;
  let prefix: string;
  const password = 'failover-secret';
  const db = 2;
  const procs: Proc[] = [];

  before(async () => {
    const runtime = await testRuntime();
    prefix = `${runtime.config.queuePrefix}-failover`;
    [group, peers] = await Promise.all([startSentinelGroup(`leadbase-${process.pid}`, { password }), startMailPeers()]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      // Nothing listens there: every connection must find the primary through the Sentinels, and use this password and database.
      REDIS_URL: `redis://:${password}@127.0.0.1:${await freePort()}/${db}`,
      REDIS_SENTINELS: group.sentinelList,
      REDIS_SENTINEL_NAME: group.name,
      QUEUE_PREFIX: prefix,
      STRANDED_JOB_GRACE_MS: '3000',
      STRANDED_JOB_SWEEP_INTERVAL_MS: '500',
      DNS_SERVERS: peers.dnsServer,
      SMTP_PROBE_PORT: String(peers.smtpPort),
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      CHROMIUM_PATH: '',
      // The limiter counts in Redis (and lets requests through when it cannot); this test's polling stays under it.
      RATE_LIMIT_PER_MINUTE: '100000',
      SYNC_TIMEOUT_MS: '1500',
    };
    web = run('dist/src/server.js', { ...env, PORT: String(port), HOST: '127.0.0.1' });
    worker = run('dist/workers/index.js', { ...env, WORKER_QUEUES: 'email-verify,enrichment,enrichment-chunk' });
    procs.push(web, worker);
    await Promise.all([waitFor(web, /API listening/), waitFor(worker, /worker started/)]);
  });

  after(async () => {
    release();
    for (const proc of procs) if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await Promise.allSettled([group?.close(), peers?.close()]);
  });

  const call = (ws: TestWorkspace, method: string, path: string, json?: unknown) => request(method, path, { key: ws.key, json, base });
  const outputs = () => `--- web\n${web.output().slice(-3000)}\n--- worker\n${worker.output().slice(-3000)}`;

  it('completes an enrichment across a failover, answers 503 with Retry-After only while it lasts, and settles every credit', async () => {
    const { pool } = await testRuntime();
    const [ws, probeWs, lostWs] = await Promise.all([makeWorkspace(), makeWorkspace(), makeWorkspace()]);
    await pool.query('update workspace set monthly_credits = 5000 where id = $1', [ws.workspaceId]);
    const table = await call(ws, 'POST', '/api/v1/tables', { name: 'failover' });
    expect(table.status, table.text).to.equal(201);
    const tableId = table.body.table.id;
    const tag = `f${process.pid}`;
    // 400 deliverable, 400 undeliverable, 200 greylisted (verdict unknown: refunded).
    const leads = [
      ...Array.from({ length: 400 }, (_, i) => ({ email: `person${i % 10}@store${Math.floor(i / 10)}.test` })),
      ...Array.from({ length: 400 }, (_, i) => ({ email: `${tag}-gone${i}@store${i % 50}.test` })),
      ...Array.from({ length: 200 }, (_, i) => ({ email: `${tag}-${i}@grey.test` })),
    ];
    expect((await call(ws, 'POST', '/api/v1/leads', { tableId, leads })).status).to.equal(201);

    // Slow mail servers, so the run is still going when the primary dies and after the failover.
    peers.setLatency(30);
    const accepted = await call(ws, 'POST', `/api/v1/tables/${tableId}/enrich`, { verify: true });
    expect(accepted.status, accepted.text).to.equal(202);
    const { jobId } = accepted.body;

    // Polled from now until the end: credits (PostgreSQL, through the Redis rate limiter), the run's view (with its
    // live state from Redis), and a one-address verification (enqueued: needs Redis) in a workspace of its own.
    let killedAt = Number.POSITIVE_INFINITY;
    const seen: Seen[] = [];
    let polling = true;
    const poll = async (what: string, every: number, ask: () => Promise<Reply>) => {
      while (polling) {
        const started = Date.now();
        const reply = await ask().catch((err: Error) => ({ status: 0, headers: new Headers(), text: err.message }) as Reply);
        seen.push({ what, at: started - killedAt, ms: Date.now() - started, status: reply.status, retryAfter: reply.headers.get('retry-after') });
        await sleep(every);
      }
    };
    const pollers = Promise.all([
      poll('credits', 200, () => call(ws, 'GET', '/api/v1/credits')),
      poll('job', 400, () => call(ws, 'GET', `/api/v1/jobs/${jobId}`)),
      poll('verify', 300, () => call(probeWs, 'POST', '/api/v1/email/verify', { emails: ['person1@store1.test'] })),
      poll('readyz', 250, () => request('GET', '/readyz', { base })),
    ]);

    try {
      const chunkStates = async () =>
        (await pool.query<{ state: string; n: number }>('select state, count(*)::int as n from enrichment_chunk where job_id = $1 group by state', [jobId])).rows;
      await until(
        'two chunks are done and more are to come',
        async () => {
          const states = await chunkStates();
          return (states.find((s) => s.state === 'done')?.n ?? 0) >= 2 && (states.find((s) => s.state === 'pending')?.n ?? 0) > 0;
        },
        120_000,
        outputs,
      );

      // The replica stops reading its link and filler fills it, so what the primary is told next stays in the primary's
      // memory: a verification of an address whose mail server holds its answer (the job could not finish before the
      // kill, however fast the worker takes it from the primary).
      release = peers.hold();
      const primary = group.connect(group.primary, db);
      let lostJobId = '';
      let lostAnswer: Promise<Reply> | null = null;
      group.replica.child.kill('SIGSTOP');
      try {
        const filler = 'x'.repeat(4 << 20);
        for (let n = 0; n < 12; n++) {
          await primary.set(`${prefix}:filler:${n}`, filler);
          const link = (await primary.call('CLIENT', 'LIST', 'TYPE', 'replica')) as string;
          if (Number(/omem=(\d+)/.exec(link)?.[1] ?? 0) > 0) break;
        }
        lostAnswer = call(lostWs, 'POST', '/api/v1/email/verify', { emails: ['ana@held.test'] }).catch(
          (err: Error) => ({ status: 0, headers: new Headers(), text: err.message }) as Reply,
        );
        lostJobId = await until(
          'the job is written to the primary',
          async () => {
            const row = (await pool.query<{ id: string }>('select id from job where workspace_id = $1', [lostWs.workspaceId])).rows[0];
            return row && (await primary.exists(`${prefix}:email-verify:${row.id}`)) === 1 && row.id;
          },
          5_000,
        );
        // The key exists once the enqueue's script has run, but the web's client may not have read the reply yet:
        // killed then, ioredis would send the enqueue again to the new primary and nothing would be lost. A second
        // of slack lets the reply arrive on a busy machine (the replica stays stopped meanwhile).
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      } finally {
        killedAt = Date.now();
        group.primary.child.kill('SIGKILL');
        group.replica.child.kill('SIGCONT');
        primary.disconnect();
      }

      await until('Sentinel promotes the replica', async () => (await group.primaryPort()) === group.replica.port, 60_000);
      const failedOverAt = Date.now() - killedAt;
      const newPrimary: Redis = group.connect(group.replica, db);
      try {
        expect(await newPrimary.exists(`${prefix}:email-verify:${lostJobId}`), 'the job was lost with the old primary').to.equal(0);
      } finally {
        newPrimary.disconnect();
      }

      // The run completes on the new primary.
      const view = await until(
        'the enrichment settles',
        async () => {
          const reply = await call(ws, 'GET', `/api/v1/jobs/${jobId}`);
          return reply.status === 200 && ['completed', 'failed'].includes(reply.body.status) && reply.body;
        },
        180_000,
        outputs,
      );
      peers.setLatency(0);
      expect(view.status, outputs()).to.equal('completed');
      expect(view.result).to.deep.equal({ tableId, leads: 1000, verified: 800, researched: 0, skipped: 0, failed: 200 });
      expect(view.credits).to.deep.equal({ reserved: 1000, refunded: 200 });
      const used = (await call(ws, 'GET', '/api/v1/credits')).body.used;
      expect(used, 'used = verified + researched').to.equal(view.result.verified + view.result.researched);
      expect(view.credits.reserved - view.credits.refunded).to.equal(used);

      // The lost job is found by the sweep and settled: failed, everything refunded.
      const lost = await until(
        'the lost job settles',
        async () => {
          const reply = await call(lostWs, 'GET', `/api/v1/jobs/${lostJobId}`);
          return reply.status === 200 && !['queued', 'running'].includes(reply.body.status) && reply.body;
        },
        60_000,
        outputs,
      );
      release();
      expect(lost.status).to.equal('failed');
      expect(lost.error.status).to.equal(503);
      expect(lost.credits.refunded).to.equal(lost.credits.reserved);
      expect((await call(lostWs, 'GET', '/api/v1/credits')).body.used).to.equal(0);
      const lostReply = await lostAnswer;
      expect([202, 503], lostReply.text).to.include(lostReply.status);
      console.log(`      lost job ${lostJobId}: its request answered ${lostReply.status}; settled ${lost.status} ${lost.error.status}, ${lost.credits.refunded} refunded`);

      // After the failover, everything works against the new primary.
      for (let i = 0; i < 3; i++) {
        const verify = await call(probeWs, 'POST', '/api/v1/email/verify', { emails: ['person2@store2.test'] });
        expect(verify.status, verify.text).to.equal(200);
        expect((await call(ws, 'GET', '/api/v1/credits')).status).to.equal(200);
      }
      polling = false;
      await pollers;

      const during = seen.filter((s) => s.at >= 0);
      const refusals = during.filter((s) => s.what !== 'readyz' && s.status === 503);
      const notReady = during.filter((s) => s.what === 'readyz' && s.status !== 200);
      const window = (list: Seen[]) => (list.length ? `${list[0].at}–${list.at(-1)!.at + list.at(-1)!.ms} ms` : 'none');
      console.log(
        `      failover: Sentinel named the new primary ${failedOverAt} ms after the kill; API 503s ${window(refusals)} (${refusals.length} of ${during.length} answers); /readyz not ready ${window(notReady)}`,
      );
      for (const s of seen.filter((x) => x.what !== 'readyz')) {
        const allowed = s.what === 'verify' ? [200, 202, 503] : [200, 503];
        expect(allowed, `${s.what} at ${s.at} ms answered ${s.status}`).to.include(s.status);
        if (s.status === 503) expect(s.retryAfter, `${s.what} at ${s.at} ms: 503 without Retry-After`).to.be.a('string');
        // Refused at once rather than held while Sentinel looks for the primary (the queue client waits 2 s at most).
        if (s.status === 503) expect(s.ms, `${s.what} at ${s.at} ms took ${s.ms} ms`).to.be.below(5_000);
      }
      // Only while the failover lasts: a connection retries every 2 s at most once Sentinel names the new primary.
      const lastRefusal = refusals.at(-1);
      if (lastRefusal) expect(lastRefusal.at, 'the last 503 was asked well after the failover').to.be.below(failedOverAt + 10_000);
      expect(seen.filter((s) => s.what !== 'readyz' && s.at > failedOverAt + 10_000 && s.status !== 200 && s.status !== 202)).to.deep.equal([]);

      // Every job of the three workspaces settles; credits are exact: each completed probe charged its one address.
      await until(
        'every job has settled',
        async () =>
          (await pool.query('select 1 from job where workspace_id = any($1) and state = $2', [[ws.workspaceId, probeWs.workspaceId, lostWs.workspaceId], 'queued'])).rowCount === 0,
        60_000,
        outputs,
      );
      const probes = (
        await pool.query<{ state: string; reserved: number; refunded: number }>(
          'select state, credits_reserved as reserved, credits_refunded as refunded from job where workspace_id = $1',
          [probeWs.workspaceId],
        )
      ).rows;
      for (const probe of probes) expect(probe.state === 'completed' ? probe.refunded : probe.reserved - probe.refunded, JSON.stringify(probe)).to.equal(0);
      expect((await call(probeWs, 'GET', '/api/v1/credits')).body.used).to.equal(probes.filter((p) => p.state === 'completed').length);

      // Neither process exited; both still stop cleanly.
      expect(web.child.exitCode, outputs()).to.equal(null);
      expect(worker.child.exitCode, outputs()).to.equal(null);
      web.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      expect(await web.exited, outputs()).to.equal(0);
      expect(await worker.exited, outputs()).to.equal(0);
    } finally {
      polling = false;
      await pollers;
    }
  });
});
