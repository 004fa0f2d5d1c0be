/**
 * npm run bench:import — lead import and listing through the real HTTP API, against a baseline of the
 * best hand-written SQL for the same rows, measured in the same run on the same database.
 *
 * Prints: import of 5000 new leads, update of the same 5000, and import of 5000 more (API vs raw `unnest … on conflict` over pg,
 * medians of several runs, with the ratio and the range of the ratios of runs made back to back), and the listing of a 100 000-lead table
 * (leads of about 1 KB: custom fields, research evidence) as CSV, read fast and slowly, and as JSON (time, bytes, and the server
 * process's memory growth).
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { createApp } from '../src/http/app.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createLogger } from '../src/logger.js';

const DB = `leadbase_bench_${process.pid}`;
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = 5000;
const RUNS = 9;
const LIST_ROWS = 100_000;

const dbUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * A client in a process of its own, so that the RSS measured is the server's alone: reads a whole
 * response as fast as it comes, or (slow) at most 64 KiB every 10 ms, and prints how many bytes it read.
 */
const READER = `
import http from 'node:http';
const [url, key, accept, slow] = process.argv.slice(1);
http.get(url, { headers: { Authorization: 'Bearer ' + key, Accept: accept } }, (res) => {
  if (res.statusCode !== 200) throw new Error(url + ': ' + res.statusCode);
  let bytes = 0;
  if (slow) {
    const timer = setInterval(() => (bytes += (res.read(65536) ?? res.read() ?? '').length), 10);
    res.on('end', () => clearInterval(timer));
  } else res.on('data', (chunk) => (bytes += chunk.length));
  res.on('end', () => {
    console.log(bytes);
    process.exit();
  });
});`;

const run = promisify(execFile);

/**
 * A `web` process of its own, as production runs it (src/server.ts, here through tsx), on the bench's database.
 * Each download is measured in a fresh one, so that no figure hides behind memory an earlier download left (a
 * process seldom hands memory back), and the RSS counted is the server's alone.
 */
async function startWeb(databaseUrl: string): Promise<{ base: string; rss: () => number; stop: () => Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', QUEUE_PREFIX: `leadbase-bench-${process.pid}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`src/server.ts exited with ${code}`)));
    // Its log says where it listens; the log is read to its end, so that the server never waits on the pipe.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'API listening') resolve(entry.port!);
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    stop: () => {
      child.kill();
      return once(child, 'exit');
    },
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return [Number(process.hrtime.bigint() - start) / 1e6, result];
}

/** Realistic leads: about 1.1 MiB of JSON for 5000. `round` changes the values an update would change. */
function makeLeads(prefix: string, round: number) {
  return Array.from({ length: BATCH }, (_, i) => ({
    email: `firstname.lastname${i}@${prefix}-company.example`,
    firstName: 'Firstname',
    lastName: `Lastname${i}`,
    name: `Firstname Lastname${i}`,
    company: `Company ${i} Holdings d.o.o.`,
    role: round ? `Head of Sales (round ${round})` : 'Head of Business Development',
    website: `https://www.company-${i}.example`,
    linkedin: `https://www.linkedin.com/in/firstname-lastname-${i}`,
    phone: `+381 11 ${String(1_000_000 + i)}`,
    address: 'Bulevar kralja Aleksandra 123, 11000 Beograd, Serbia',
    rating: (i % 50) / 10,
    status: round ? 'contacted' : 'new',
  }));
}

type Lead = ReturnType<typeof makeLeads>[number];

const COLS = ['email', 'first_name', 'last_name', 'name', 'company', 'role', 'website', 'linkedin', 'phone', 'address'];
const KEYS: (keyof Lead)[] = ['email', 'firstName', 'lastName', 'name', 'company', 'role', 'website', 'linkedin', 'phone', 'address'];

/** The baseline: one set-based upsert statement, the fastest plain SQL for this job. */
async function rawUpsert(pool: pg.Pool, workspaceId: number, tableId: number, leads: Lead[]): Promise<void> {
  const sql = `
    insert into lead (workspace_id, table_id, ${COLS.join(', ')}, rating, status)
    select $1, $2, ${COLS.map((c) => `i.${c}`).join(', ')}, i.rating, i.status
    from unnest(${COLS.map((_, n) => `$${n + 3}::text[]`).join(', ')}, $${COLS.length + 3}::float8[], $${COLS.length + 4}::text[])
      as i(${COLS.join(', ')}, rating, status)
    on conflict (table_id, lower(email)) do update set
      ${COLS.slice(1)
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}, rating = excluded.rating, status = excluded.status, updated_at = now()`;
  await pool.query(sql, [workspaceId, tableId, ...KEYS.map((k) => leads.map((l) => l[k])), leads.map((l) => l.rating), leads.map((l) => l.status)]);
}

async function main() {
  await admin(`drop database if exists ${DB} with (force)`);
  await admin(`create database ${DB}`);
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: dbUrl(DB) }) };
  const log = createLogger('silent');
  const orm = await initOrm(config.databaseUrl);
  await migrate(orm);
  const pool = createPgPool(config.databaseUrl, log);
  const queues = new QueueClient(config, log);
  const server: Server = await new Promise((resolve) => {
    const s = createApp({ config, orm, pool, log, queues }).listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { workspace, apiKey } = await createWorkspace(orm.em.fork(), 'Bench');
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };
  const newTable = async (name: string) => (await api('POST', '/api/v1/tables', { name })).table.id as number;
  const apiImport = async (tableId: number, leads: Lead[]) => {
    // The body is serialised (to JSON, then to UTF-8 bytes) outside the timing: a client does that before it sends.
    const body = Buffer.from(JSON.stringify({ tableId, leads }));
    const [t] = await timed(async () => {
      const response = await fetch(`${base}/api/v1/leads`, { method: 'POST', headers, body });
      if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    });
    return t;
  };

  try {
    // A 100 000-lead table of leads as discovery leaves them (about 1 KB of CSV, more as JSON: custom fields, a note
    // that needs quoting, research evidence), filled directly in SQL, then read through HTTP as a client would.
    const big = await newTable('big');
    const custom = (
      (await api('PATCH', `/api/v1/tables/${big}`, { fields: ['Industry', 'Employees', 'Notes', 'Next step'].map((label) => ({ label })) })).table.fields as { id: string }[]
    )
      .slice(-4)
      .map((f) => f.id);
    await pool.query(
      `insert into lead (workspace_id, table_id, email, first_name, last_name, name, company, role, website, linkedin, phone, address, rating, status,
                         maps_url, source, source_id, custom_fields, research, updated_at)
       select $1, $2, 'firstname.lastname' || g || '@company' || (g % 997) || '.example', 'Firstname', 'Lastname' || g, 'Firstname Lastname' || g,
              'Company ' || (g % 997) || ' Holdings d.o.o.', 'Head of Business Development', 'https://www.company' || (g % 997) || '.example',
              'https://www.linkedin.com/in/firstname-lastname-' || g, '+381 11 ' || (1000000 + g), 'Bulevar kralja Aleksandra ' || (g % 300) || ', 11000 Beograd, Serbia',
              (g % 50) / 10.0, 'new', 'https://maps.google.com/?cid=' || (4000000000000000000 + g), 'google_places', 'ChIJ' || md5(g::text),
              jsonb_build_object($4::text, 'Dental clinic', $5::text, '11-50', $6::text,
                'Met at the Belgrade Dental Expo ' || (2020 + g % 7) || ': interested in the annual plan for their ' || (2 + g % 5) || ' practices, '
                || 'decides with the practice manager. Asked us to call back after the holidays; prefers email, "no cold calls". Budget about '
                || (g % 90 + 10) || ' 000 EUR a year, currently with a competitor whose contract ends in spring; wants a trial on one site first, '
                || 'then a call with our clinical lead before anything is signed. Their current system cannot export X-rays, which they '
                || 'called the main pain point; two dentists in the team asked about the mobile app and about training for new staff.',
                $7::text, 'Send pricing and case studies, then book a demo with the owner'),
              jsonb_build_object('websiteResearch', jsonb_build_object('status', 'ok', 'url', 'https://www.company' || (g % 997) || '.example',
                'findings', jsonb_build_object(
                  'emails', jsonb_build_array(jsonb_build_object('value', 'info@company' || (g % 997) || '.example', 'source', 'https://www.company' || (g % 997) || '.example/kontakt')),
                  'phones', jsonb_build_array(jsonb_build_object('value', '+381111' || (100000 + g), 'source', 'https://www.company' || (g % 997) || '.example/kontakt')),
                  'people', jsonb_build_array(jsonb_build_object('name', 'Firstname Lastname' || g, 'role', 'Owner', 'source', 'https://www.company' || (g % 997) || '.example/tim'))))),
              now() - g * interval '1 second'
       from generate_series(1, $3) g`,
      [workspace.id, big, LIST_ROWS, ...custom],
    );
    await pool.query('analyze lead');
    /** One full streamed list read by a client in another process, with the RSS growth of a fresh server process over it. */
    const measureList = async (label: string, path: string, accept: string, slow = false) => {
      const web = await startWeb(config.databaseUrl);
      try {
        // A page of the same list first, so that what any first request costs (compiling, connecting) is not counted.
        const warm = await fetch(`${web.base}${path}&limit=10`, { headers: { ...headers, Accept: accept } });
        if (!warm.ok) throw new Error(`${path}: ${warm.status} ${await warm.text()}`);
        await warm.arrayBuffer();
        const rssBefore = web.rss();
        let rssPeak = rssBefore;
        const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, web.rss())), 10);
        const [listMs, bytes] = await timed(async () =>
          Number((await run(process.execPath, ['--input-type=module', '-e', READER, web.base + path, apiKey, accept, slow ? 'slow' : ''])).stdout),
        );
        clearInterval(sampler);
        const growthMb = (rssPeak - rssBefore) / 1048576;
        console.log(
          `  ${label.padEnd(45)} ${ms(listMs).padStart(10)}   ${(bytes / 1048576).toFixed(1)} MiB   process RSS growth ${growthMb.toFixed(1)} MB  ${growthMb <= 100 ? '(target ≤ ~100 MB: met)' : '(target ≤ ~100 MB: NOT met)'}`,
        );
      } finally {
        await web.stop();
      }
    };
    console.log(`List: ${LIST_ROWS} leads in one streamed response, each read by a client in another process from a server process of its own`);
    await measureList('GET /api/v1/leads (CSV)', `/api/v1/leads?tableId=${big}`, 'text/csv');
    await measureList('GET /api/v1/leads (CSV), slow: 64 KiB / 10 ms', `/api/v1/leads?tableId=${big}`, 'text/csv', true);
    await measureList('GET /api/v1/leads', `/api/v1/leads?tableId=${big}`, 'application/json');

    const [pagedMs, pages] = await timed(async () => {
      let cursor: string | null = null;
      let n = 0;
      do {
        const page: { leads: unknown[]; nextCursor: string | null } = await api('GET', `/api/v1/leads?tableId=${big}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
        cursor = page.nextCursor;
        n++;
      } while (cursor);
      return n;
    });
    console.log(`  ${'paged, limit=1000'.padEnd(45)} ${ms(pagedMs).padStart(10)}   ${pages} pages`);
    const fresh = makeLeads('a', 0);
    const changed = makeLeads('a', 1);
    const changedAgain = makeLeads('a', 2);
    const more = makeLeads('b', 0);
    console.log(`Import: ${BATCH} leads per batch, ${(JSON.stringify({ tableId: 1, leads: fresh }).length / 1048576).toFixed(2)} MiB of JSON, median of ${RUNS} runs`);

    // Warm-up: JIT, connections, plans.
    for (let i = 0; i < 2; i++) {
      const t = await newTable(`warm api ${i}`);
      await apiImport(t, fresh);
      await apiImport(t, changed);
      const r = await newTable(`warm raw ${i}`);
      await rawUpsert(pool, workspace.id, r, fresh);
      await rawUpsert(pool, workspace.id, r, changed);
    }

    const times = { apiNew: [], apiUpdate: [], apiMore: [], rawNew: [], rawUpdate: [], rawMore: [] } as Record<string, number[]>;
    for (let i = 0; i < RUNS; i++) {
      const t = await newTable(`api ${i}`);
      times.apiNew.push(await apiImport(t, fresh));
      times.apiUpdate.push(await apiImport(t, i % 2 ? changed : changedAgain));
      times.apiMore.push(await apiImport(t, more));
      const r = await newTable(`raw ${i}`);
      times.rawNew.push((await timed(() => rawUpsert(pool, workspace.id, r, fresh)))[0]);
      times.rawUpdate.push((await timed(() => rawUpsert(pool, workspace.id, r, i % 2 ? changed : changedAgain)))[0]);
      times.rawMore.push((await timed(() => rawUpsert(pool, workspace.id, r, more)))[0]);
    }
    const rows = [
      ['import 5000 new', times.apiNew, times.rawNew],
      ['update 5000', times.apiUpdate, times.rawUpdate],
      // Not one of the issue's targets: new leads into a table that has leads take the update's look first.
      ['5000 new, 5000 in', times.apiMore, times.rawMore],
    ] as const;
    for (const [label, api, raw] of rows) {
      const ratio = median(api) / median(raw);
      // This machine's speed drifts within a minute: the ratios of runs made back to back show how far.
      const pairs = api.map((t, i) => t / raw[i]);
      const spread = `runs ${Math.min(...pairs).toFixed(2)}–${Math.max(...pairs).toFixed(2)}x`;
      console.log(
        `  ${label.padEnd(17)} API ${ms(median(api)).padStart(10)}   raw SQL ${ms(median(raw)).padStart(10)}   ratio ${ratio.toFixed(2)}x (${spread})  ${ratio <= 1.5 ? '(target ≤ 1.5x: met)' : '(target ≤ 1.5x: NOT met)'}`,
      );
    }
  } finally {
    server.close();
    await Promise.allSettled([orm.close(), pool.end(), queues.close()]);
    await admin(`drop database if exists ${DB} with (force)`);
  }
}

await main();
