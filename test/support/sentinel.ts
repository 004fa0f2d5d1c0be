import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../helpers.js';

/**
 * A Redis failover group on loopback, of real processes: a primary, one replica (`--replicaof`) and three
 * Sentinels (`redis-server <conf> --sentinel`; Debian has no separate redis-sentinel binary) that promote the
 * replica when a quorum of two sees the primary down for a second. With a password, the primary and the replica
 * require it (the Sentinels do not). Every process is the caller's to stop: close() kills whatever is left and
 * removes the Sentinels' config files.
 */
export interface RedisNode {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

export interface SentinelGroup {
  /** The primary's name in the Sentinels' configuration (REDIS_SENTINEL_NAME). */
  name: string;
  /** As REDIS_SENTINELS reads it. */
  sentinelList: string;
  primary: RedisNode;
  replica: RedisNode;
  sentinels: RedisNode[];
  /** A direct connection to the primary or the replica, to database `db` (for the test's own checks); the caller closes it. */
  connect: (node: RedisNode, db?: number) => Redis;
  /** The primary's port according to the Sentinels (the first that answers), or null if none does. */
  primaryPort: () => Promise<number | null>;
  close: () => Promise<void>;
}

const DOWN_AFTER_MS = 1_000;
const FAILOVER_TIMEOUT_MS = 5_000;

function start(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<void> } {
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, output: () => output, exited };
}

async function until(what: string, check: () => Promise<boolean>, ms: number, output: () => string): Promise<void> {
  for (const deadline = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 100))) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}; output:\n${output().slice(-4000)}`);
  }
}

/** One short command on a fresh connection that gives up at once (no retries), for the checks here. */
async function ask<T>(port: number, command: (redis: Redis) => Promise<T>, password?: string): Promise<T> {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    password,
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 2_000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await command(redis);
  } finally {
    redis.disconnect();
  }
}

export async function startSentinelGroup(name: string, { password }: { password?: string } = {}): Promise<SentinelGroup> {
  const dir = mkdtempSync(join(tmpdir(), 'leadbase-sentinel-'));
  const nodes: RedisNode[] = [];
  const all = () => nodes.map((n) => `--- ${n.port}\n${n.output().slice(-1500)}`).join('\n');
  const close = async () => {
    for (const node of nodes) {
      if (node.child.exitCode === null && node.child.signalCode === null) {
        node.child.kill('SIGCONT'); // a stopped process cannot die
        node.child.kill('SIGKILL');
      }
    }
    await Promise.all(nodes.map((n) => n.exited));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const server = async (extra: string[]): Promise<RedisNode> => {
      const port = await freePort();
      const auth = password ? ['--requirepass', password, '--masterauth', password] : [];
      const node = { port, ...start(['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...auth, ...extra]) };
      nodes.push(node);
      return node;
    };
    const primary = await server([]);
    await until(`the primary on ${primary.port} answers`, () => ask(primary.port, async (r) => (await r.ping()) === 'PONG', password), 20_000, all);
    const replica = await server(['--replicaof', '127.0.0.1', String(primary.port)]);
    await until('the replica is in sync', () => ask(replica.port, async (r) => (await r.info('replication')).includes('master_link_status:up'), password), 30_000, all);
    const sentinels: RedisNode[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const conf = join(dir, `sentinel-${port}.conf`);
      // Sentinel rewrites its config file (what it learns of replicas, other Sentinels, epochs): one writable file each.
      writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${name} 127.0.0.1 ${primary.port} 2`,
          `sentinel down-after-milliseconds ${name} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${name} ${FAILOVER_TIMEOUT_MS}`,
          `sentinel parallel-syncs ${name} 1`,
          ...(password ? [`sentinel auth-pass ${name} ${password}`] : []),
          '',
        ].join('\n'),
      );
      const node = { port, ...start([conf, '--sentinel']) };
      nodes.push(node);
      sentinels.push(node);
    }
    // Ready to fail over once every Sentinel knows the replica and the two other Sentinels (they meet through the primary).
    for (const sentinel of sentinels) {
      await until(
        `Sentinel ${sentinel.port} knows the replica and the other Sentinels`,
        () =>
          ask(sentinel.port, async (r) => {
            const [replicas, others] = (await Promise.all([r.call('SENTINEL', 'REPLICAS', name), r.call('SENTINEL', 'SENTINELS', name)])) as [unknown[], unknown[]];
            return replicas.length === 1 && others.length === 2;
          }),
        60_000,
        all,
      );
    }
    const primaryPort = async () => {
      for (const sentinel of sentinels) {
        const address = await ask(sentinel.port, (r) => r.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name) as Promise<[string, string] | null>).catch(() => null);
        if (address) return Number(address[1]);
      }
      return null;
    };
    const connect = (node: RedisNode, db = 0) => {
      const redis = new Redis({ host: '127.0.0.1', port: node.port, password, db, maxRetriesPerRequest: 1, retryStrategy: (n) => (n > 20 ? null : 200) });
      redis.on('error', () => undefined);
      return redis;
    };
    return { name, sentinelList: sentinels.map((s) => `127.0.0.1:${s.port}`).join(','), primary, replica, sentinels, connect, primaryPort, close };
  } catch (err) {
    await close();
    throw err;
  }
}
