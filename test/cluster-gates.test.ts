import { expect } from 'chai';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { ClusterGates, clusterSpacing } from '../src/jobs/cluster-gates.js';
import { createRedis } from '../src/jobs/redis.js';
import { createLogger } from '../src/logger.js';
import { freePort, unique } from './helpers.js';
import { startRedis, stopRedis } from './support/private-redis.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = createLogger('silent');

/**
 * Politeness across worker processes, counted in Redis: each ClusterGates here has its own Redis
 * connection, as each worker process has; a child process stands in for a worker killed with SIGKILL.
 */
describe('politeness across worker processes (ClusterGates)', function () {
  this.timeout(30_000);
  const connections: Redis[] = [];
  const connect = (url = 'redis://127.0.0.1:6379') => {
    const redis = createRedis(url, 'failfast', log);
    connections.push(redis);
    return redis;
  };
  after(() => connections.forEach((redis) => redis.disconnect()));

  /**
   * Turns are granted at least `delayMs` apart on Redis's clock; this process sees each start a little after
   * its grant, by however busy its event loop is — slack for that, never for the spacing itself.
   */
  function expectSpaced(starts: number[], delayMs: number) {
    const SLACK_MS = 60;
    starts.slice(1).forEach((start, i) => expect(start - starts[i]).to.be.at.least(delayMs - SLACK_MS));
    expect(starts.at(-1)! - starts[0]).to.be.at.least((starts.length - 1) * delayMs - SLACK_MS);
  }

  /** Runs `count` works of `ms` on one host, spread over the gates in turn; the most that ran at once, and each start time. */
  async function crowd(gates: ClusterGates[], host: string, count: number, ms: number, delayMs = 0) {
    let running = 0;
    let most = 0;
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        gates[i % gates.length].run(host, delayMs, async () => {
          starts.push(Date.now());
          most = Math.max(most, ++running);
          await sleep(ms);
          running--;
        }),
      ),
    );
    return { most, starts: starts.sort((a, b) => a - b) };
  }

  it('holds the limit per host across three processes, and reaches it', async () => {
    const prefix = unique('gates');
    const gates = [1, 2, 3].map(() => new ClusterGates({ redis: connect(), prefix, kind: 'smtp', concurrency: 2 }));
    const { most } = await crowd(gates, 'mx.example.test', 24, 40);
    expect(most).to.equal(2);
    // Hosts are counted apart, and www.x is x.
    const both = await Promise.all([crowd(gates, 'a.example.test', 6, 40), crowd(gates, 'www.b.example.test', 6, 40)]);
    expect(both.map((b) => b.most)).to.deep.equal([2, 2]);
  });

  it('spaces starts under a crawl delay across processes, one at a time', async () => {
    const prefix = unique('gates');
    const gates = [1, 2, 3].map(() => new ClusterGates({ redis: connect(), prefix, kind: 'http', concurrency: 4 }));
    const { most, starts } = await crowd(gates, 'slow.example.test', 6, 5, 150);
    expect(most).to.equal(1);
    expectSpaced(starts, 150);
  });

  it("spaces a directory's requests (Nominatim: one a second) across processes", async () => {
    const prefix = unique('gates');
    const turns = [1, 2, 3].map(() => clusterSpacing({ redis: connect(), prefix }, 'nominatim', 200));
    const times: number[] = [];
    await Promise.all([...turns, ...turns].map(async (turn) => times.push(await turn().then(() => Date.now()))));
    times.sort((a, b) => a - b);
    expectSpaced(times, 200);
  });

  it('frees the slot of a process killed with SIGKILL once its lease runs out, not before', async () => {
    const prefix = unique('gates');
    const script = `
      import { ClusterGates } from './src/jobs/cluster-gates.ts';
      import { Redis } from 'ioredis';
      const gates = new ClusterGates({ redis: new Redis('redis://127.0.0.1:6379'), prefix: '${prefix}', kind: 'smtp', concurrency: 1, leaseMs: 1500 });
      gates.run('dead.example.test', 0, () => { console.log('holding'); return new Promise(() => {}); });`;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('holding') && resolve()));
    child.kill('SIGKILL');
    const killedAt = Date.now();
    const gates = new ClusterGates({ redis: connect(), prefix, kind: 'smtp', concurrency: 1, leaseMs: 1500 });
    const startedAt = await gates.run('dead.example.test', 0, async () => Date.now());
    // The lease was renewed every 500 ms while the holder lived: the slot frees 1–1.5 s after the kill.
    expect(startedAt - killedAt).to.be.within(400, 5_000);
  });

  it('waits while Redis is unreachable rather than go past the limit, and goes on when it is back; a holder carries on', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const errors: Error[] = [];
    // Renewed every 300 ms: the renewals fail while Redis is away, and the holder keeps working.
    const gates = new ClusterGates({
      redis: connect(`redis://127.0.0.1:${port}`),
      prefix: unique('gates'),
      kind: 'smtp',
      concurrency: 1,
      leaseMs: 900,
      onRedisError: (err) => errors.push(err),
    });
    await gates.run('mx.example.test', 0, async () => undefined);
    let releaseHolder!: () => void;
    const holder = gates.run('held.example.test', 0, () => new Promise<void>((resolve) => (releaseHolder = resolve)));
    await sleep(100);
    await stopRedis(redis);
    let ran = false;
    const waiting = gates.run('mx.example.test', 0, async () => (ran = true));
    await sleep(1_500);
    expect(ran, 'nothing runs without a slot').to.equal(false);
    expect(errors.length, 'failed renewals and asks are reported').to.be.greaterThan(0);
    redis = await startRedis(port);
    try {
      await waiting;
      expect(ran).to.equal(true);
      releaseHolder();
      await holder;
    } finally {
      await stopRedis(redis);
    }
  });
});
