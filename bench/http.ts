/**
 * npm run bench:http — the API's hot path under concurrent load, beside two baselines measured in the
 * same run on the same machine: a bare Koa hello-world (the ceiling of any Koa service here) and a
 * minimal Koa + pg server doing GET /tables' work by hand on the product's own schema and rows
 * (bench/http/same-work-tables.ts). Each server is its own process — the product built, run as the
 * Procfile runs it (`node dist/src/server.js`; `npm run bench:http` builds first); autocannon drives 32
 * connections for BENCH_SECONDS (default 5) per measurement, after a short warm-up, in BENCH_ROUNDS
 * (default 3) interleaved rounds; the median of each is reported.
 *
 * Prints req/s, p50 and p99 latency for: GET /api/v1/tables (3 tables × 5000 leads), the same with 1
 * table and no leads and with 10 tables × 100 000 leads (flat in data size? also measured side by side,
 * both at once), GET
 * /api/v1/leads?tableId=…&limit=100, GET /api/v1/credits, and the ratios against the baselines (also as
 * each server's CPU time per request, steadier than req/s on a machine shared with the load generator); and
 * concurrent single-lead imports that create leads, with the table-change announcement and without it.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { runSql, startServer } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITERS = 4;
const CONNECTIONS = 32;
const LARGE_LEADS = Number(process.env.BENCH_LARGE_LEADS ?? 100_000);
const DB = `leadbase_bench_http_${process.pid}`;
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB}` }).href;

const admin = (sql: string) => runSql(ADMIN_URL, sql);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system) per request, in µs, where /proc tells. */
  cpu?: number;
}

/** CPU time a process has used, in µs (Linux /proc, in clock ticks of 1/100 s); undefined elsewhere. */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may itself hold ") "), utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10_000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One measurement; with the serving process's pid, also its CPU per request — the steadier figure here:
 * the load generator shares the 2 cores, so a cheap server's req/s measures the generator as much.
 */
async function load(url: string, key?: string, warmUp = true, connections = CONNECTIONS, pid?: number): Promise<Figures> {
  const headers = key ? { Authorization: `Bearer ${key}` } : undefined;
  if (warmUp) await autocannon({ url, connections, duration: 1, headers }); // JIT, pools, caches
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  const cpuAfter = cpuMicros(pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts, cpu };
}

const row = (label: string, f: Figures, note = '') =>
  console.log(
    `  ${label.padEnd(58)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.cpu === undefined ? '' : `   CPU ${f.cpu.toFixed(0).padStart(3)} µs/req`}${f.errors ? `   ${f.errors} NON-2XX` : ''}${note}`,
  );
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;

/** Leads straight into the table (the benchmark's fixture, not what it measures), then the stored count set as an import would. */
async function seed(client: pg.Client, workspaceId: number, tables: number, leadsPerTable: number): Promise<number[]> {
  const ids: number[] = [];
  for (let t = 0; t < tables; t++) {
    const { rows } = await client.query<{ id: number }>('insert into lead_table (workspace_id, name) values ($1, $2) returning id', [workspaceId, `Table ${t + 1}`]);
    const tableId = rows[0].id;
    ids.push(tableId);
    if (leadsPerTable) {
      await client.query(
        `insert into lead (workspace_id, table_id, email, name, company, website, phone, rating)
         select $1, $2, 'person' || n || '@company' || n || '.example', 'Person ' || n, 'Company ' || n, 'https://company' || n || '.example', '+381 11 ' || (1000000 + n), (n % 50) / 10.0
         from generate_series(1, $3) as n`,
        [workspaceId, tableId, leadsPerTable],
      );
    }
    await client.query('update lead_table set lead_count = (select count(*) from lead where table_id = $1) where id = $1', [tableId]);
  }
  return ids;
}

await admin(`drop database if exists "${DB}" with (force)`);
await admin(`create database "${DB}"`);
const orm = await initOrm(dbUrl);
await migrate(orm);
const workspaces = {
  typical: await createWorkspace(orm.em.fork(), 'Typical'),
  empty: await createWorkspace(orm.em.fork(), 'Empty'),
  tenEmpty: await createWorkspace(orm.em.fork(), 'Ten empty tables'),
  large: await createWorkspace(orm.em.fork(), 'Large'),
};
/** Workspaces that take the concurrent single-lead imports, each into its own default table. */
const writers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => createWorkspace(orm.em.fork(), `Writer ${i + 1}`)));
await orm.close();

const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const started = Date.now();
const [typicalTable] = await seed(client, workspaces.typical.workspace.id, 3, 5000);
await seed(client, workspaces.empty.workspace.id, 1, 0);
await seed(client, workspaces.tenEmpty.workspace.id, 10, 0);
await seed(client, workspaces.large.workspace.id, 10, LARGE_LEADS);
await client.query('vacuum analyze');
await client.end();
console.log(
  `bench:http — ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${new Date().toISOString()} (seeded ${3 * 5000 + 10 * LARGE_LEADS} leads in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

const servers: ChildProcess[] = [];
try {
  const product = await startServer('dist/src/server.js', {
    env: { DATABASE_URL: dbUrl, RATE_LIMIT_PER_MINUTE: '1000000', QUEUE_PREFIX: `leadbase-bench-${process.pid}` },
    probe: '/healthz',
  });
  servers.push(product.child);
  const bare = await startServer('bench/http/bare-koa.ts');
  servers.push(bare.child);
  const sameWork = await startServer('bench/http/same-work-tables.ts', { args: [dbUrl] });
  servers.push(sameWork.child);

  // Interleaved rounds, medians reported: this machine's speed drifts by tens of percent within a
  // minute, which one measurement after another would read as a difference between endpoints.
  const targets = {
    bareKoa: ['bare Koa hello-world', bare.base],
    handTables: ['same-work Koa + pg, GET /tables (3 × 5000 leads)', `${sameWork.base}/api/v1/tables`, workspaces.typical.apiKey],
    tables: ['Leadbase GET /api/v1/tables (3 × 5000 leads)', `${product.base}/api/v1/tables`, workspaces.typical.apiKey],
    empty: ['Leadbase GET /api/v1/tables (1 table, 0 leads)', `${product.base}/api/v1/tables`, workspaces.empty.apiKey],
    tenEmpty: ['Leadbase GET /api/v1/tables (10 tables, 0 leads)', `${product.base}/api/v1/tables`, workspaces.tenEmpty.apiKey],
    large: [`Leadbase GET /api/v1/tables (10 × ${LARGE_LEADS} leads)`, `${product.base}/api/v1/tables`, workspaces.large.apiKey],
    leads: ['Leadbase GET /api/v1/leads?tableId=…&limit=100', `${product.base}/api/v1/leads?tableId=${typicalTable}&limit=100`, workspaces.typical.apiKey],
    credits: ['Leadbase GET /api/v1/credits', `${product.base}/api/v1/credits`, workspaces.typical.apiKey],
    unauthorised: ['Leadbase without a key (401)', `${product.base}/api/v1/tables`],
    health: ['Leadbase /healthz', `${product.base}/healthz`],
  } as const satisfies Record<string, readonly [string, string, string?]>;
  type Target = keyof typeof targets;
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as Figures[]])) as Record<Target, Figures[]>;
  const serverOf = (name: Target) => (name === 'bareKoa' ? bare : name === 'handTables' ? sameWork : product).child.pid;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, [label, url, key]] of Object.entries(targets) as [Target, readonly [string, string, string?]][]) {
      const figures = await load(url, key, round === 1, CONNECTIONS, serverOf(name));
      runs[name].push(name === 'unauthorised' ? { ...figures, errors: 0 } : figures);
      process.stderr.write(`  round ${round}/${ROUNDS}: ${label} ${figures.rps.toFixed(0)} req/s\n`);
    }
  }
  // Flatness side by side: both workspaces driven at once (half the connections each), so the machine's
  // drift hits both alike and the ratio of their rates is the ratio of their per-request costs.
  const sideBySide: [Figures, Figures][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const [, url, emptyKey] = targets.empty;
    const [, , largeKey] = targets.large;
    sideBySide.push(await Promise.all([load(url, emptyKey, false, CONNECTIONS / 2), load(url, largeKey, false, CONNECTIONS / 2)]));
  }
  const [emptyBeside, largeBeside] = [...sideBySide].sort((a, b) => a[1].rps / a[0].rps - b[1].rps / b[0].rps)[Math.floor(ROUNDS / 2)];
  // Writes: every import that creates leads sends an announcement, whose commit takes PostgreSQL's
  // notification lock; the same imports with the trigger disabled show what that costs.
  let created = 0;
  const createLeads = (connections: number, key: string) =>
    autocannon({
      url: `${product.base}/api/v1/leads`,
      connections,
      duration: SECONDS,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `lead${created++}@writes.example` }) }) }],
    });
  const writeLoad = async (): Promise<Figures> => {
    const results = await Promise.all(writers.map(({ apiKey }) => createLeads(CONNECTIONS / WRITERS, apiKey)));
    const latency = (p: 'p50' | 'p99') => Math.max(...results.map((r) => r.latency[p]));
    return {
      rps: results.reduce((sum, r) => sum + r.requests.average, 0),
      p50: latency('p50'),
      p99: latency('p99'),
      errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    };
  };
  const trigger = async (on: boolean) => {
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query(`alter table lead_table ${on ? 'enable' : 'disable'} trigger lead_table_changed`).finally(() => db.end());
  };
  const writes = { announced: [] as Figures[], silent: [] as Figures[] };
  for (let round = 1; round <= ROUNDS; round++) {
    writes.announced.push(await writeLoad());
    await trigger(false);
    writes.silent.push(await writeLoad());
    await trigger(true);
    process.stderr.write(`  round ${round}/${ROUNDS}: writes ${writes.announced.at(-1)!.rps.toFixed(0)} announced, ${writes.silent.at(-1)!.rps.toFixed(0)} not\n`);
  }
  const middle = (list: Figures[]) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
  const [announced, silent] = [middle(writes.announced), middle(writes.silent)];
  const median = (name: Target): Figures => [...runs[name]].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
  const f = Object.fromEntries(Object.keys(targets).map((name) => [name, median(name as Target)])) as Record<Target, Figures>;
  console.log(`  medians of ${ROUNDS} interleaved rounds:`);
  const note: Partial<Record<Target, string>> = {
    tables: `   ${pct(f.tables.rps, f.handTables.rps)} of same-work, ${pct(f.tables.rps, f.bareKoa.rps)} of bare Koa`,
    large: `   ${(((f.large.rps - f.empty.rps) / f.empty.rps) * 100).toFixed(1)} % vs 1 empty table, ${(((f.large.rps - f.tenEmpty.rps) / f.tenEmpty.rps) * 100).toFixed(1)} % vs 10 empty tables`,
    leads: `   ${pct(f.leads.rps, f.bareKoa.rps)} of bare Koa`,
    credits: `   ${pct(f.credits.rps, f.bareKoa.rps)} of bare Koa`,
  };
  for (const [name, [label]] of Object.entries(targets) as [Target, readonly [string, ...unknown[]]][]) row(label, f[name], note[name]);
  row('side by side: 1 table, 0 leads', emptyBeside);
  row(`side by side: 10 × ${LARGE_LEADS} leads`, largeBeside, `   ${(((largeBeside.rps - emptyBeside.rps) / emptyBeside.rps) * 100).toFixed(1)} % (median of ${ROUNDS})`);
  const flat = Math.abs(largeBeside.rps - emptyBeside.rps) / emptyBeside.rps <= 0.1;
  console.log(
    `  writes: ${CONNECTIONS} connections creating one lead per request in ${WRITERS} workspaces, with the table-change announcement and without it (trigger disabled), medians of ${ROUNDS}:`,
  );
  row('POST /api/v1/leads, one new lead, announced', announced);
  row('POST /api/v1/leads, one new lead, not announced', silent, `   announced at ${pct(announced.rps, silent.rps)} of not announced`);
  if (f.tables.cpu && f.bareKoa.cpu)
    console.log(
      `  server CPU per request: GET /tables ${f.tables.cpu.toFixed(0)} µs, bare Koa ${f.bareKoa.cpu.toFixed(0)} µs: bare Koa's cost is ${pct(f.bareKoa.cpu, f.tables.cpu)} of ours`,
    );
  console.log(
    `  targets: GET /tables ≥ 80 % of same-work (${pct(f.tables.rps, f.handTables.rps)}) ${f.tables.rps >= 0.8 * f.handTables.rps ? 'met' : 'NOT MET'}; ≥ 25 % of bare Koa (${pct(f.tables.rps, f.bareKoa.rps)}) ${f.tables.rps >= 0.25 * f.bareKoa.rps ? 'met' : 'NOT MET'} (same-work itself: ${pct(f.handTables.rps, f.bareKoa.rps)}); 1 empty table vs 10 × ${LARGE_LEADS} side by side within 10 % ${flat ? 'met' : 'NOT MET'}`,
  );
} finally {
  for (const child of servers) child.kill('SIGKILL');
  await admin(`drop database if exists "${DB}" with (force)`);
}
