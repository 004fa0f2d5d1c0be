import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { QueueClient } from '../src/jobs/queue-client.js';
import { freePort, makeWorkspace, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { startRedis, stopRedis } from './support/private-redis.js';

describe('the job queue going away and coming back', function () {
  this.timeout(60_000);
  let redis: ChildProcess;
  let port: number;
  let queues: QueueClient;
  let app: { base: string; close: () => void };
  let ws: TestWorkspace;

  before(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const runtime = await testRuntime();
    const config = { ...runtime.config, redisUrl: `redis://127.0.0.1:${port}`, syncTimeoutMs: 300 };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
    ws = await makeWorkspace();
    await queues.queue('email-verify').waitUntilReady();
  });

  after(async () => {
    app.close();
    await queues.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const verify = async () => {
    const started = Date.now();
    const response = await fetch(`${app.base}/api/v1/email/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    return { status: response.status, ms: Date.now() - started, body: (await response.json()) as any, remaining: response.headers.get('x-credits-remaining') };
  };
  const used = async () => {
    const { pool } = await testRuntime();
    const { rows } = await pool.query('select coalesce(sum(used), 0)::int as used from credit_usage where workspace_id = $1', [ws.workspaceId]);
    return rows[0].used as number;
  };

  it('queues work while Redis is up, answers 503 fast and refunds while it is down, and recovers when it returns', async () => {
    // Up, but no worker serves this Redis: the wait runs out and the caller gets a job to poll.
    const up = await verify();
    expect(up.status).to.equal(202);
    expect(up.body).to.include({ status: 'running' });
    expect(await used()).to.equal(1);

    await stopRedis(redis);
    const down = await verify();
    expect(down.status).to.equal(503);
    expect(down.body.error).to.match(/job queue is unavailable/);
    expect(down.ms).to.be.lessThan(3_000);
    expect(await used(), 'the refused request is refunded').to.equal(1);

    redis = await startRedis(port);
    let back = await verify();
    for (let i = 0; i < 50 && back.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = await verify();
    }
    expect(back.status).to.equal(202);
    expect(await used()).to.equal(2);
  });
});
