import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { createRedis } from '../src/jobs/redis.js';
import { HostGates } from '../src/lib/host-gates.js';
import { createLogger } from '../src/logger.js';
import { redisMailFleet, type MailFleet } from '../src/verification/mail-fleet.js';
import { sharedMailQueues, verifyEmails, type VerifyOptions } from '../src/verification/verify-emails.js';
import { freePort, unique } from './helpers.js';
import { loopbackProbing, startMailPeers, type MailPeers } from './support/mail-peers.js';

const log = createLogger('silent');

/**
 * The fleet's queues per mail server (src/verification/mail-fleet.ts) against a real Redis and real SMTP peers:
 * each "process" here has its own fleet handle (its own name and connections) and its own mail-server queues,
 * as each worker process has; one HostGates stands in for the fleet-wide session limit.
 */
describe('mail-server queues shared by the worker fleet', function () {
  this.timeout(20_000);
  let peers: MailPeers;
  let options: VerifyOptions;
  const fleets: MailFleet[] = [];
  const connections: Redis[] = [];
  const connect = (url: string, role: 'failfast' | 'blocking'): Redis => {
    const redis = createRedis(url, role, log);
    connections.push(redis);
    return redis;
  };
  const ready = (redis: Redis) => (redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', resolve)));
  /** A process's fleet handle; with `down`, Redis is unreachable. */
  const fleet = async (prefix: string, down?: string) => {
    const [redis, listener] = [connect(down ?? 'redis://127.0.0.1:6379', 'failfast'), connect(down ?? 'redis://127.0.0.1:6379', 'blocking')];
    if (!down) await Promise.all([ready(redis), ready(listener)]);
    const f = redisMailFleet({ redis, listener, prefix });
    fleets.push(f);
    return f;
  };
  before(async () => {
    peers = await startMailPeers();
    peers.setLatency(20);
  });
  beforeEach(() => {
    // One session at a time with a server, across both "processes".
    options = { ...loopbackProbing(peers.dnsServer, peers.smtpPort), sessionGates: new HostGates(1) };
  });
  afterEach(() => fleets.splice(0).forEach((f) => f.close()));
  after(async () => {
    connections.forEach((redis) => redis.disconnect());
    await peers.close();
  });

  const batch = (n: number) => [`sales@shop${n}.test`, `owner@shop${n}.test`, `nobody@shop${n}.test`];
  const statuses = ['deliverable', 'deliverable', 'undeliverable'];
  const since = (from: number) => peers.sessionLog().slice(from);

  it("asks two processes' addresses for one server in one session, each process getting its own verdicts", async () => {
    const prefix = unique('mail-fleet');
    // Apart (each process's own queues), each opens its own session with the host.
    let from = peers.sessionLog().length;
    await Promise.all([verifyEmails(batch(10), { ...options, shared: sharedMailQueues() }), verifyEmails(batch(11), { ...options, shared: sharedMailQueues() })]);
    expect(since(from)).to.have.length(2);

    from = peers.sessionLog().length;
    const [first, second] = [await fleet(prefix), await fleet(prefix)];
    const [a, b] = await Promise.all([
      verifyEmails(batch(12), { ...options, shared: sharedMailQueues(1, first) }),
      verifyEmails(batch(13), { ...options, shared: sharedMailQueues(1, second) }),
    ]);
    expect(a.map((r) => r.status)).to.deep.equal(statuses);
    expect(b.map((r) => r.status)).to.deep.equal(statuses);
    expect(a.every((r) => r.catchAll === false) && b.every((r) => r.catchAll === false)).to.equal(true);
    // One session asked all eight (three addresses and a made-up one per process); the other process opened none.
    expect(since(from).map((s) => s.recipients.length)).to.deep.equal([8]);
    // Every address the session took was answered: none is left on the list of those being asked.
    const redis = connect('redis://127.0.0.1:6379', 'failfast');
    await ready(redis);
    expect((await redis.scan('0', 'MATCH', `${prefix}:mail-taken:*`, 'COUNT', 1000))[1]).to.deep.equal([]);
  });

  /**
   * A process whose first address another process takes from the server's list just before this one would withdraw
   * it: `held`, the other process holds it as a session does while asking (and is never heard of again: it died);
   * otherwise it vanishes from Redis altogether, as an entry does when the primary fails over to a replica that never had it.
   */
  const robbedFleet = async (prefix: string, held: boolean) => {
    const own = await fleet(prefix);
    const thief = connect('redis://127.0.0.1:6379', 'failfast');
    await ready(thief);
    const robbery = { stolen: null as string | null };
    const robbed: MailFleet = {
      ...own,
      async withdraw(server, entry) {
        if (robbery.stolen === null && (await thief.lrem(`${prefix}:mail-asks:${server}`, 1, entry)) === 1) {
          robbery.stolen = entry;
          if (held) await thief.rpush(`${prefix}:mail-taken:${server}`, entry);
        }
        return own.withdraw(server, entry);
      },
    };
    return { robbed, robbery };
  };

  it('asks an address again itself when the process that took it never answers (it died with it)', async () => {
    const { robbed, robbery } = await robbedFleet(unique('mail-fleet'), true);
    const from = peers.sessionLog().length;
    const started = Date.now();
    const results = await verifyEmails(batch(14), { ...options, shared: sharedMailQueues(1, robbed, 3_000) });
    expect(robbery.stolen).to.be.a('string');
    expect(results.map((r) => r.status)).to.deep.equal(statuses);
    // Asked again once the lent address's timeout passed (not before: a session held it), in a session of its own.
    expect(Date.now() - started).to.be.at.least(3_000);
    expect(since(from).flatMap((s) => s.recipients)).to.include(robbery.stolen!.split(' ')[2]);
  });

  it("asks an address again itself, without waiting out the lent timeout, when the fleet's lists lost it (a failover)", async () => {
    const { robbed, robbery } = await robbedFleet(unique('mail-fleet'), false);
    const from = peers.sessionLog().length;
    const started = Date.now();
    const results = await verifyEmails(batch(16), { ...options, shared: sharedMailQueues(1, robbed, 60_000) });
    expect(robbery.stolen).to.be.a('string');
    expect(results.map((r) => r.status)).to.deep.equal(statuses);
    // Found missing at the first look (every 2 s), far from the minute a holder would have been given.
    expect(Date.now() - started).to.be.below(15_000);
    expect(since(from).flatMap((s) => s.recipients)).to.include(robbery.stolen!.split(' ')[2]);
  });

  it("takes a domain's addresses out of the fleet's queue when it gives up on them (its RCPTs time out)", async () => {
    const prefix = unique('mail-fleet');
    const redis = connect('redis://127.0.0.1:6379', 'failfast');
    await ready(redis);
    const emails = [...['ana', 'bob', 'cid', 'dan', 'eve'].map((l) => `${l}@slow.test`), 'jane@ok.test'];
    const results = await verifyEmails(emails, { ...options, shared: sharedMailQueues(1, await fleet(prefix)) });
    expect(results.map((r) => r.reason)).to.deep.equal([...emails.slice(0, 5).map(() => 'smtp_timeout'), 'accepted']);
    // Two timeouts (the made-up address and ana) and the rest given up: none left for another process's session to ask.
    const [, keys] = await redis.scan('0', 'MATCH', `${prefix}:mail-asks:*`, 'COUNT', 1000);
    const waiting = await Promise.all(keys.map((key) => redis.llen(key)));
    expect(waiting.reduce((a, b) => a + b, 0)).to.equal(0);
  });

  it('verifies alone, as one process would, while Redis cannot be reached', async () => {
    const down = `redis://127.0.0.1:${await freePort()}`;
    const from = peers.sessionLog().length;
    const results = await verifyEmails(batch(15), { ...options, shared: sharedMailQueues(1, await fleet(unique('mail-fleet'), down)) });
    expect(results.map((r) => r.status)).to.deep.equal(statuses);
    expect(since(from).map((s) => s.recipients.length)).to.deep.equal([4]);
  });
});
