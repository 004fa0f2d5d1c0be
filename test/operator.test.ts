import { expect } from 'chai';
import pg from 'pg';
import { QueueClient } from '../src/jobs/queue-client.js';
import { makeWorkspace, request, serve, testRuntime } from './helpers.js';

describe('operator endpoints', function () {
  this.timeout(20_000);

  it('answers /healthz and /readyz without a key when PostgreSQL and Redis are up', async () => {
    const health = await request('GET', '/healthz');
    expect(health.status).to.equal(200);
    expect(health.body).to.deep.equal({ status: 'ok' });
    const ready = await request('GET', '/readyz');
    expect(ready.status).to.equal(200);
    expect(ready.body).to.deep.equal({ status: 'ready' });
  });

  it('answers /readyz with 503 naming what is down, and nothing more', async () => {
    const runtime = await testRuntime();
    const deadPool = new pg.Pool({ connectionString: runtime.config.databaseUrl });
    await deadPool.end();
    const config = { ...runtime.config, redisUrl: 'redis://127.0.0.1:9' };
    const queues = new QueueClient(config, runtime.log);
    const app = await serve({ ...runtime, config, pool: deadPool, queues });
    try {
      const response = await fetch(`${app.base}/readyz`);
      expect(response.status).to.equal(503);
      expect(await response.json()).to.deep.equal({ error: 'Not ready: PostgreSQL and Redis unreachable' });
      expect((await fetch(`${app.base}/healthz`)).status).to.equal(200);
    } finally {
      app.close();
      await queues.close();
    }
  });

  it('limits each API key per minute with 429 and Retry-After, other keys unaffected', async () => {
    const runtime = await testRuntime();
    const app = await serve({ ...runtime, config: { ...runtime.config, rateLimitPerMinute: 3 } });
    try {
      const [busy, quiet] = [await makeWorkspace(), await makeWorkspace()];
      const get = (key: string) => fetch(`${app.base}/api/v1/tables`, { headers: { Authorization: `Bearer ${key}` } });
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await get(busy.key);
        statuses.push(last.status);
      }
      // A window boundary between requests would reset the count; then one more request shows the limit.
      if (statuses.at(-1) !== 429) {
        last = await get(busy.key);
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).to.equal(429);
      expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 61);
      expect(last!.headers.get('x-ratelimit-limit')).to.equal('3');
      expect(((await last!.json()) as { error: string }).error).to.match(/^This API key made more than 3 requests this minute; retry in \d+ s$/);
      const other = await get(quiet.key);
      expect(other.status).to.equal(200);
      expect(other.headers.get('x-ratelimit-remaining')).to.equal('2');
    } finally {
      app.close();
    }
  });

  it('serves Prometheus metrics to the operator only: requests by route, queue depths, jobs, credits', async () => {
    const runtime = await testRuntime();
    const app = await serve({ ...runtime, config: { ...runtime.config, admin: { user: 'ops', password: 'pw' } } });
    try {
      const ws = await makeWorkspace();
      await fetch(`${app.base}/api/v1/tables`, { headers: { Authorization: `Bearer ${ws.key}` } });
      await fetch(`${app.base}/api/v1/tables/12345`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: '{"fields":[]}',
      });
      expect((await fetch(`${app.base}/metrics`)).status).to.equal(401);
      expect((await fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${ws.key}` } })).status).to.equal(401);
      const response = await fetch(`${app.base}/metrics`, { headers: { Authorization: `Basic ${Buffer.from('ops:pw').toString('base64')}` } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/plain/);
      const text = await response.text();
      expect(text).to.match(/leadbase_http_requests_total\{method="GET",route="\/api\/v1\/tables",status="200"\} 1/);
      expect(text).to.match(/leadbase_http_requests_total\{method="PATCH",route="\/api\/v1\/tables\/:id",status="404"\} 1/);
      // The whole histogram of that one request: cumulative buckets up to +Inf, the sum and the count.
      expect(text).to.include('# TYPE leadbase_http_request_duration_seconds histogram');
      const series = 'method="GET",route="/api/v1/tables",status="200"';
      const buckets = [...text.matchAll(new RegExp(`^leadbase_http_request_duration_seconds_bucket\\{le="([^"]+)",${series}\\} (\\d+)$`, 'gm'))];
      expect(buckets.map((b) => b[1])).to.deep.equal(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '30', '+Inf']);
      const counts = buckets.map((b) => Number(b[2]));
      expect(counts.at(-1)).to.equal(1);
      expect(counts).to.deep.equal([...counts].sort((a, b) => a - b));
      expect(text).to.include(`leadbase_http_request_duration_seconds_count{${series}} 1`);
      expect(Number(text.match(new RegExp(`^leadbase_http_request_duration_seconds_sum\\{${series}\\} (\\S+)$`, 'm'))?.[1])).to.be.greaterThan(0);
      expect(text).to.match(/leadbase_queue_jobs\{queue="email-verify",state="waiting"\} \d+/);
      expect(text).to.match(/leadbase_credits_used_this_month \d+/);
    } finally {
      app.close();
    }
    expect((await request('GET', '/metrics')).status, 'off without operator credentials').to.equal(404);
  });
});
