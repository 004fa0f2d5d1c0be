/**
 * npm run bench:enrich — one 2 000-lead table enriched (verify + research) through the real API, by one
 * and then by two `worker` processes (own database, a fresh queue prefix and verdict cache per run),
 * against local peers that add 50 ms to every SMTP answer (50 domains on five MX hosts) and 100 ms to
 * every HTTP response (40 business websites, each on its own loopback address). Prints leads per minute
 * and the most concurrent SMTP sessions / HTTP requests any one MX / website saw.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { createApp } from '../src/http/app.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createLogger } from '../src/logger.js';
import { businessSite } from '../test/support/generated-sites.js';
import { startMailPeers } from '../test/support/mail-peers.js';

const LEADS = 2000;
const SITES = 40;
const WITH_WEBSITE = 200;
const SMTP_LATENCY_MS = 50;
const HTTP_LATENCY_MS = 100;
const DB = `leadbase_bench_enrich_${process.pid}`;
const PROBING = { VERIFY_MAIL_FROM: 'bench@leadbase.test', VERIFY_HELO_HOST: 'bench.leadbase.test' };
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

/** The generated business sites, site n on 127.0.1.(n+1), one port for all, +HTTP_LATENCY_MS per response. */
async function startSites(): Promise<{ url: (n: number) => string; peakPerHost: () => number; close: () => void }> {
  let port = 0;
  let peak = 0;
  const servers = Array.from({ length: SITES }, (_, n) => {
    const host = `127.0.1.${n + 1}`;
    const { routes } = businessSite(n);
    let inFlight = 0;
    const server = http.createServer((req, res) => {
      peak = Math.max(peak, ++inFlight);
      setTimeout(() => {
        inFlight--;
        const route = routes[new URL(req.url ?? '/', 'http://x').pathname] as { body: string; contentType?: string } | undefined;
        if (!route) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': route.contentType ?? 'text/html; charset=utf-8' }).end(route.body.replaceAll('{{origin}}', `http://${host}:${port}`));
      }, HTTP_LATENCY_MS);
    });
    return { server, host };
  });
  for (const { server, host } of servers) {
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    port ||= (server.address() as AddressInfo).port;
  }
  return { url: (n) => `http://127.0.1.${n + 1}:${port}/`, peakPerHost: () => peak, close: () => servers.forEach(({ server }) => server.close()) };
}

const peers = await startMailPeers();
peers.setLatency(SMTP_LATENCY_MS);
const sites = await startSites();
await admin(`drop database if exists ${DB} with (force)`);
await admin(`create database ${DB}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${DB}`;
const log = createLogger('silent');
const orm = await initOrm(dbUrl.href);
await migrate(orm);
const pool = createPgPool(dbUrl.href, log);
const { apiKey, workspace } = await createWorkspace(orm.em.fork(), 'Bench');
await pool.query('update workspace set monthly_credits = 1000000 where id = $1', [workspace.id]);

// Half the addresses exist (person0–9 at each store domain), half do not; every tenth lead has a website.
const leads = Array.from({ length: LEADS }, (_, i) => ({
  email: i < 500 ? `person${i % 10}@store${Math.floor(i / 10)}.test` : `lead${i}@store${i % 50}.test`,
  ...(i % (LEADS / WITH_WEBSITE) === 0 && { website: sites.url((i / (LEADS / WITH_WEBSITE)) % SITES) }),
}));

/** One enrichment of a fresh copy of the table by `workers` worker processes; returns seconds. */
async function runWith(workers: number): Promise<{ seconds: number; result: unknown; peakSessions: number }> {
  // A fresh prefix: its own queues and a cold verdict cache, so the second run learns nothing from the first.
  const prefix = `leadbase-bench-enrich-${process.pid}-${workers}`;
  const config = { ...loadConfig({ ...process.env, ...PROBING, DATABASE_URL: dbUrl.href, QUEUE_PREFIX: prefix }), syncTimeoutMs: 100 };
  const queues = new QueueClient(config, log);
  const server = createApp({ config, log, orm, pool, queues }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(api + path, {
      method,
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as any;
  };
  const children: ChildProcess[] = Array.from({ length: workers }, () =>
    spawn(process.execPath, ['--import', 'tsx', 'workers/index.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.href,
        QUEUE_PREFIX: prefix,
        DNS_SERVERS: peers.dnsServer,
        SMTP_PROBE_PORT: String(peers.smtpPort),
        OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
        WORKER_QUEUES: 'enrichment,enrichment-chunk',
        CHROMIUM_PATH: '',
        LOG_LEVEL: 'info',
        ...PROBING,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            let out = '';
            child.stdout!.on('data', (d) => {
              out += d;
              if (out.includes('worker started')) resolve();
            });
          }),
      ),
    );
    const table = await call('POST', '/tables', { name: `Bench ${workers}` });
    await call('POST', '/leads', { tableId: table.table.id, leads });
    const started = performance.now();
    const accepted = await call('POST', `/tables/${table.table.id}/enrich`, { verify: true, research: true });
    if (accepted.error) throw new Error(accepted.error);
    let job = accepted.jobId ? await call('GET', `/jobs/${accepted.jobId}`) : { status: 'completed', result: accepted };
    while (job.status !== 'completed' && job.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 200));
      job = await call('GET', `/jobs/${accepted.jobId}`);
    }
    if (job.status !== 'completed') throw new Error(`the run failed: ${JSON.stringify(job.error)}`);
    return { seconds: (performance.now() - started) / 1000, result: job.result, peakSessions: peers.peakSessions() };
  } finally {
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('close', resolve).kill('SIGTERM'))));
    server.close();
    await Promise.all((['enrichment', 'enrichment-chunk'] as const).map((q) => queues.queue(q).obliterate({ force: true })));
    await queues.close();
  }
}

try {
  console.log(`bench:enrich — ${LEADS} leads (verify + research; ${WITH_WEBSITE} with a website on ${SITES} sites), 50 domains on 5 MX hosts;`);
  console.log(`  +${SMTP_LATENCY_MS} ms per SMTP answer, +${HTTP_LATENCY_MS} ms per HTTP response; chunks of 100, 2 chunks at a time per worker process`);
  const one = await runWith(1);
  console.log(
    `  1 worker process:  ${one.seconds.toFixed(1)} s, ${((LEADS / one.seconds) * 60).toFixed(0)} leads/min  ${JSON.stringify(one.result)}  (peak SMTP sessions on one MX: ${one.peakSessions})`,
  );
  const two = await runWith(2);
  console.log(
    `  2 worker processes: ${two.seconds.toFixed(1)} s, ${((LEADS / two.seconds) * 60).toFixed(0)} leads/min  ${JSON.stringify(two.result)}  (${(one.seconds / two.seconds).toFixed(2)}x)`,
  );
  console.log(
    `  peak concurrent SMTP sessions seen by one MX over both runs: ${peers.peakSessions()} (limit 2 per worker process); peak requests in flight to one website: ${sites.peakPerHost()} (limit 2 per worker process)`,
  );
} finally {
  await pool.end();
  await orm.close();
  await peers.close();
  sites.close();
  await admin(`drop database if exists ${DB} with (force)`);
}
