/**
 * What bench:enrich and bench:fleet share: a bench database with a workspace and plenty of credits, the
 * generated business websites on their own loopback addresses (slow, counting requests in flight per
 * site), and one table enrichment through the real API by N `worker` processes on a fresh queue prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { createApp } from '../src/http/app.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createLogger } from '../src/logger.js';
import { businessSite } from '../test/support/generated-sites.js';
import { runSql } from './server-process.js';

/** The probing identity verification needs (no mail is sent). */
export const PROBING = { VERIFY_MAIL_FROM: 'bench@leadbase.test', VERIFY_HELO_HOST: 'bench.leadbase.test' };
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = createLogger('silent');

export interface BenchDatabase {
  url: string;
  orm: MikroORM;
  pool: pg.Pool;
  apiKey: string;
  close(): Promise<void>;
}

/** A fresh database `name` (dropped first if left over), migrated, with one workspace of a million credits; close() drops it. */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  await runSql(adminUrl, `drop database if exists ${name} with (force)`);
  await runSql(adminUrl, `create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const orm = await initOrm(dbUrl.href);
  await migrate(orm);
  const pool = createPgPool(dbUrl.href, log);
  const { apiKey, workspace } = await createWorkspace(orm.em.fork(), 'Bench');
  await pool.query('update workspace set monthly_credits = 1000000 where id = $1', [workspace.id]);
  return {
    url: dbUrl.href,
    orm,
    pool,
    apiKey,
    async close() {
      await pool.end();
      await orm.close();
      await runSql(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface BenchSites {
  url(n: number): string;
  /** Most requests any one site had in flight at once. */
  peakPerHost(): number;
  /** Requests each site was asked, by site number. */
  requests(): number[];
  close(): void;
}

/** `count` generated business sites, site n on 127.0.1.(n+1), one port for all, +latencyMs per response. */
export async function startSites(count: number, latencyMs: number): Promise<BenchSites> {
  let port = 0;
  let peak = 0;
  const served = new Array<number>(count).fill(0);
  const servers = Array.from({ length: count }, (_, n) => {
    const host = `127.0.1.${n + 1}`;
    const { routes } = businessSite(n);
    let inFlight = 0;
    const server = http.createServer((req, res) => {
      peak = Math.max(peak, ++inFlight);
      served[n]++;
      setTimeout(() => {
        inFlight--;
        const route = routes[new URL(req.url ?? '/', 'http://x').pathname] as { body: string; contentType?: string } | undefined;
        if (!route) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': route.contentType ?? 'text/html; charset=utf-8' }).end(route.body.replaceAll('{{origin}}', `http://${host}:${port}`));
      }, latencyMs);
    });
    return { server, host };
  });
  for (const { server, host } of servers) {
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    port ||= (server.address() as AddressInfo).port;
  }
  return {
    url: (n) => `http://127.0.1.${n + 1}:${port}/`,
    peakPerHost: () => peak,
    requests: () => [...served],
    close: () => servers.forEach(({ server }) => server.close()),
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; NaN elsewhere); 100 ticks a second. */
export function cpuSeconds(pid = process.pid): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export interface EnrichmentRun {
  db: BenchDatabase;
  /** Queue prefix of this run: its own queues, verdict cache and politeness counts. */
  prefix: string;
  workers: number;
  /** How a worker process is started: node's arguments (e.g. ['dist/workers/index.js']). */
  workerArgs: string[];
  /** The workers' environment on top of this process's: DNS, SMTP port, outbound allow-list… */
  env: Record<string, string>;
  tableName: string;
  leads: { email: string; website?: string }[];
}

/**
 * One enrichment (verify + research) of a new table holding `leads`, by `workers` worker processes started for
 * it and stopped after; the API runs in this process. Returns the seconds from the request to the job's end, the
 * CPU seconds the worker processes used meanwhile, and when each chunk ran (ms since the request).
 */
export async function enrichWithWorkers({
  db,
  prefix,
  workers,
  workerArgs,
  env,
  tableName,
  leads,
}: EnrichmentRun): Promise<{ seconds: number; result: unknown; workerCpuSeconds: number; chunks: { start: number; end: number; runs: number }[] }> {
  const config = { ...loadConfig({ ...process.env, ...PROBING, DATABASE_URL: db.url, QUEUE_PREFIX: prefix }), syncTimeoutMs: 100 };
  const queues = new QueueClient(config, log);
  const server = createApp({ config, log, orm: db.orm, pool: db.pool, queues }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(api + path, {
      method,
      headers: { Authorization: `Bearer ${db.apiKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as any;
  };
  const children: ChildProcess[] = Array.from({ length: workers }, () =>
    spawn(process.execPath, workerArgs, {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        QUEUE_PREFIX: prefix,
        WORKER_QUEUES: 'enrichment,enrichment-chunk',
        CHROMIUM_PATH: '',
        LOG_LEVEL: 'info',
        ...PROBING,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            let out = '';
            let started = false;
            child.once('exit', (code) => reject(new Error(`a worker process exited (${code}) before it started`)));
            // Read on after the start too (a pipe left unread would stall the worker), keeping nothing.
            child.stdout!.on('data', (d) => {
              if (started) return;
              out += d;
              if ((started = out.includes('worker started'))) resolve();
            });
          }),
      ),
    );
    const table = await call('POST', '/tables', { name: tableName });
    await call('POST', '/leads', { tableId: table.table.id, leads });
    const cpuAtStart = children.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
    const startedAt = Date.now();
    const started = performance.now();
    const accepted = await call('POST', `/tables/${table.table.id}/enrich`, { verify: true, research: true });
    if (accepted.error) throw new Error(accepted.error);
    let job = accepted.jobId ? await call('GET', `/jobs/${accepted.jobId}`) : { status: 'completed', result: accepted };
    while (job.status !== 'completed' && job.status !== 'failed') {
      // Polled often enough that the poll adds little to the measured wall time.
      await new Promise((r) => setTimeout(r, 50));
      job = await call('GET', `/jobs/${accepted.jobId}`);
    }
    if (job.status !== 'completed') throw new Error(`the run failed: ${JSON.stringify(job.error)}`);
    const seconds = (performance.now() - started) / 1000;
    const workerCpuSeconds = children.reduce((sum, child) => sum + cpuSeconds(child.pid), 0) - cpuAtStart;
    // Each chunk's last run (a chunk that stepped aside for websites other chunks read ran more than once).
    const chunks = (await queues.queue('enrichment-chunk').getJobs(['completed'])).map((j) => ({
      start: j.processedOn! - startedAt,
      end: j.finishedOn! - startedAt,
      runs: j.attemptsStarted,
    }));
    return { seconds, result: job.result, workerCpuSeconds, chunks };
  } finally {
    await Promise.all(children.map((child) => (child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('close', resolve).kill('SIGTERM')))));
    server.close();
    await Promise.all((['enrichment', 'enrichment-chunk'] as const).map((q) => queues.queue(q).obliterate({ force: true })));
    await queues.close();
  }
}
