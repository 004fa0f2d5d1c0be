/**
 * Lead import and listing through the real HTTP API, measured against the best hand-written SQL for the
 * same rows, in the same run, on the same database (`leadbase_bench`, created and dropped here).
 *
 * Prints, as medians of several runs after a warm-up:
 *  - import of 5000 new leads and update of the same 5000: API vs one `insert … select from unnest(…)
 *    on conflict … do update` statement over a `pg` client, with the ratio (target: API ≤ 2× raw SQL);
 *  - listing a 100 000-lead table in one streamed response: wall time, bytes, and how much the server's
 *    memory grows (it runs in this process, so this process's RSS is the server's; target ≤ ~100 MB);
 *  - the same list read page by page (limit=1000, following nextCursor), time only.
 *
 * Run: npx tsx bench/import.bench.ts (needs PostgreSQL on 127.0.0.1:5432 with trust auth, and Redis for
 * the rate limiter, which is part of the real request path).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { importLeads } from '../src/domain/lead-import.service.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { createApp } from '../src/http/app.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createLogger } from '../src/logger.js';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'leadbase_bench';
const BATCH = 5000;
const WARM_UP_ROUNDS = 2;
const RUNS = 5;
const LIST_ROWS = 100_000;
const PAGE_SIZE = 1000;
const RSS_SAMPLE_MS = 20;
const RATIO_TARGET = 2;
const RSS_GROWTH_TARGET_MB = 100;
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------
// Small helpers

const benchDbUrl = () => Object.assign(new URL(ADMIN_URL), { pathname: `/${BENCH_DB}` }).href;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// `with (force)` ends connections a crashed earlier run may have left behind.
const dropBenchDb = () => adminQuery(`drop database if exists ${pg.escapeIdentifier(BENCH_DB)} with (force)`);

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

/**
 * A full collection before a memory measurement, so the "before" figure is live data, not garbage left
 * by the imports. `--expose-gc` cannot be passed through the npm script, so it is switched on here.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

// ---------------------------------------------------------------------------------------------------
// Realistic leads: varied names, companies and addresses of typical lengths (about 1 MiB of JSON per 5000).

interface LeadPayload {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  role: string;
  website: string;
  linkedin: string;
  phone: string;
  address: string;
  rating: number;
  status: 'new' | 'contacted';
}

const FIRST_NAMES = ['Ana', 'Marko', 'Jelena', 'Stefan', 'Milica', 'Nikola', 'Olivia', 'James', 'Sophie', 'Alexander', 'Charlotte', 'Mateo', 'Emma', 'Lukas', 'Isabella', 'Noah'];
const LAST_NAMES = ['Petrović', 'Johnson', 'Müller', 'García', 'Jovanović', 'Williams', 'Rossi', 'Nowak', 'Andersson', 'Dubois', 'Kowalski', 'Fernández', 'Nikolić', 'Thompson'];
const COMPANY_WORDS = ['Northwind', 'Bluepeak', 'Greenfield', 'Ironbridge', 'Silverline', 'Redwood', 'Brightpath', 'Stonegate', 'Clearwater', 'Summit'];
const COMPANY_KINDS = ['Logistics', 'Software', 'Dental Clinic', 'Consulting', 'Manufacturing', 'Real Estate', 'Marketing Agency', 'Foods'];
const COMPANY_SUFFIXES = ['Ltd', 'GmbH', 'd.o.o.', 'Inc.', 'LLC', 'S.A.'];
const ROLES = ['Head of Sales', 'Chief Executive Officer', 'VP of Marketing', 'Operations Manager', 'Founder & CEO', 'Procurement Lead', 'Business Development Manager'];
const STREETS = ['Bulevar kralja Aleksandra', 'Market Street', 'Hauptstraße', 'Calle de Alcalá', 'Knez Mihailova', 'Rue de Rivoli', 'Baker Street'];
const CITIES = ['11000 Beograd, Serbia', 'San Francisco, CA 94103, USA', '10115 Berlin, Germany', '28014 Madrid, Spain', '75001 Paris, France', 'London NW1 6XE, UK'];

const pick = <T>(list: readonly T[], i: number, stride: number) => list[(i * stride) % list.length];
// Accents dropped (Müller → muller), as mailbox and profile names usually are.
const slug = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Lead `i` as first imported; `updated` changes role, phone and status (and keeps the email, the match key). */
function makeLead(i: number, updated: boolean): LeadPayload {
  const firstName = pick(FIRST_NAMES, i, 1);
  const lastName = pick(LAST_NAMES, i, 7);
  const company = `${pick(COMPANY_WORDS, i, 3)} ${pick(COMPANY_KINDS, i, 5)} ${pick(COMPANY_SUFFIXES, i, 11)}`;
  const domain = `${slug(pick(COMPANY_WORDS, i, 3))}${slug(pick(COMPANY_KINDS, i, 5)).split('-')[0]}${i}.com`;
  const phoneTail = String((i * 7919 + (updated ? 4242 : 0)) % 10_000_000).padStart(7, '0');
  return {
    email: `${slug(firstName)}.${slug(lastName)}${i}@${domain}`,
    firstName,
    lastName,
    company,
    role: updated ? `Senior ${pick(ROLES, i, 5)}` : pick(ROLES, i, 3),
    website: `https://www.${domain}`,
    linkedin: `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-${(i * 104_729).toString(36)}`,
    phone: `+1 415 ${phoneTail.slice(0, 3)} ${phoneTail.slice(3)}`,
    address: `${pick(STREETS, i, 3)} ${(i % 240) + 1}, ${pick(CITIES, i, 5)}`,
    rating: ((i * 37) % 51) / 10,
    status: updated ? 'contacted' : 'new',
  };
}

const makeLeads = (updated: boolean) => Array.from({ length: BATCH }, (_, i) => makeLead(i, updated));

// ---------------------------------------------------------------------------------------------------
// The baseline: one set-based upsert with one typed array per column, the fastest plain SQL for this job.

const RAW_COLUMNS: [column: string, key: keyof LeadPayload, type: string][] = [
  ['email', 'email', 'text'],
  ['first_name', 'firstName', 'text'],
  ['last_name', 'lastName', 'text'],
  ['company', 'company', 'text'],
  ['role', 'role', 'text'],
  ['website', 'website', 'text'],
  ['linkedin', 'linkedin', 'text'],
  ['phone', 'phone', 'text'],
  ['address', 'address', 'text'],
  ['rating', 'rating', 'float8'],
  ['status', 'status', 'text'],
];
const RAW_NAMES = RAW_COLUMNS.map(([column]) => column);
const RAW_UPSERT_SQL = `
  insert into lead (workspace_id, table_id, ${RAW_NAMES.join(', ')})
  select $1, $2, ${RAW_NAMES.map((c) => `i.${c}`).join(', ')}
  from unnest(${RAW_COLUMNS.map(([, , type], n) => `$${n + 3}::${type}[]`).join(', ')}) as i(${RAW_NAMES.join(', ')})
  on conflict (table_id, lower(email)) do update set
    ${RAW_NAMES.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`;

/** The statement's column arrays, built before the clock starts, as the API's JSON body is. */
const rawParams = (workspaceId: number, tableId: number, leads: LeadPayload[]) => [
  workspaceId,
  tableId,
  ...RAW_COLUMNS.map(([, key]) => leads.map((lead) => lead[key])),
];

async function rawUpsert(client: pg.Client, params: unknown[]): Promise<number> {
  const { ms, value } = await timed(() => client.query(RAW_UPSERT_SQL, params));
  check(value.rowCount === BATCH, `raw upsert wrote ${value.rowCount} rows, expected ${BATCH}`);
  return ms;
}

// ---------------------------------------------------------------------------------------------------
// The API, through HTTP as a client sees it.

interface Api {
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  raw(path: string, init?: RequestInit): Promise<Response>;
}

function apiClient(base: string, apiKey: string): Api {
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const raw = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, headers });
  return {
    raw,
    async json<T>(method: string, path: string, body?: unknown) {
      const response = await raw(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

const newTable = async (api: Api, name: string) => (await api.json<{ table: { id: number } }>('POST', '/api/v1/tables', { name })).table.id;

/** Times one batch import; the body is serialised before the clock starts, as a client does before it sends. */
async function apiImport(api: Api, tableId: number, leads: LeadPayload[], expect: 'created' | 'updated'): Promise<number> {
  const body = JSON.stringify({ tableId, leads });
  const { ms, value } = await timed(async () => {
    const response = await api.raw('/api/v1/leads', { method: 'POST', body });
    if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
    return (await response.json()) as { created: number; updated: number };
  });
  check(value[expect] === BATCH, `API import reported ${JSON.stringify(value)}, expected ${expect}=${BATCH}`);
  return ms;
}

// ---------------------------------------------------------------------------------------------------
// Import benchmark

interface ImportTimes {
  apiNew: number[];
  apiUpdate: number[];
  rawNew: number[];
  rawUpdate: number[];
  serviceNew: number[];
  serviceUpdate: number[];
}

interface Ctx {
  api: Api;
  raw: pg.Client;
  pool: pg.Pool;
  workspaceId: number;
  fresh: LeadPayload[];
  changed: LeadPayload[];
}

/** The update really changed every row (the API skips rows whose values are unchanged). */
async function checkUpdated(ctx: Ctx, tableId: number): Promise<void> {
  const { rows } = await ctx.raw.query<{ n: number }>(`select count(*)::int as n from lead where table_id = $1 and status = 'contacted' and role like 'Senior %'`, [tableId]);
  check(rows[0].n === BATCH, `table ${tableId} has ${rows[0].n} updated leads, expected ${BATCH}`);
}

async function apiRound(ctx: Ctx, label: string): Promise<[number, number]> {
  const table = await newTable(ctx.api, label);
  const created = await apiImport(ctx.api, table, ctx.fresh, 'created');
  const updated = await apiImport(ctx.api, table, ctx.changed, 'updated');
  await checkUpdated(ctx, table);
  return [created, updated];
}

async function rawRound(ctx: Ctx, label: string): Promise<[number, number]> {
  const table = await newTable(ctx.api, label);
  const freshParams = rawParams(ctx.workspaceId, table, ctx.fresh);
  const changedParams = rawParams(ctx.workspaceId, table, ctx.changed);
  const created = await rawUpsert(ctx.raw, freshParams);
  const updated = await rawUpsert(ctx.raw, changedParams);
  await checkUpdated(ctx, table);
  return [created, updated];
}

/** The import service called directly (no HTTP, JSON parsing or validation): splits the API's time in two. */
async function serviceRound(ctx: Ctx, label: string): Promise<[number, number]> {
  const table = await newTable(ctx.api, label);
  const run = async (leads: LeadPayload[], expect: 'created' | 'updated') => {
    // A copy, as the HTTP path hands the service freshly parsed objects.
    const request = { tableId: table, leads: leads.map((lead) => ({ ...lead })) };
    const { ms, value } = await timed(() => importLeads(ctx.pool, ctx.workspaceId, request));
    check(value[expect] === BATCH, `service import reported ${JSON.stringify(value)}, expected ${expect}=${BATCH}`);
    return ms;
  };
  return [await run(ctx.fresh, 'created'), await run(ctx.changed, 'updated')];
}

async function benchImport(ctx: Ctx): Promise<ImportTimes> {
  // Warm-up on tables of its own: JIT, pooled connections, prepared plans, Postgres caches.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) {
    await apiRound(ctx, `warm-up api ${i}`);
    await rawRound(ctx, `warm-up raw ${i}`);
    await serviceRound(ctx, `warm-up service ${i}`);
  }
  const times: ImportTimes = { apiNew: [], apiUpdate: [], rawNew: [], rawUpdate: [], serviceNew: [], serviceUpdate: [] };
  for (let i = 0; i < RUNS; i++) {
    // Alternate which side goes first, so drift (autovacuum, checkpoints, a growing heap) favours neither.
    const rounds: [() => Promise<[number, number]>, number[], number[]][] = [
      [() => apiRound(ctx, `api ${i}`), times.apiNew, times.apiUpdate],
      [() => rawRound(ctx, `raw ${i}`), times.rawNew, times.rawUpdate],
    ];
    if (i % 2) rounds.reverse();
    for (const [round, created, updated] of rounds) {
      const [c, u] = await round();
      created.push(c);
      updated.push(u);
    }
    const [c, u] = await serviceRound(ctx, `service ${i}`);
    times.serviceNew.push(c);
    times.serviceUpdate.push(u);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------
// Listing benchmark

/** 100 000 leads in one statement, each column filled with a value of realistic length that varies per row. */
async function fillBigTable(raw: pg.Client, workspaceId: number, tableId: number): Promise<void> {
  await raw.query(
    `insert into lead (workspace_id, table_id, email, first_name, last_name, name, company, role, website, linkedin,
                       phone, address, rating, status, custom_fields, maps_url, source, source_id, created_at, updated_at)
     select $1, $2,
            'firstname.lastname' || g || '@' || c.slug || '.com',
            'Firstname', 'Lastname' || (g % 9973), 'Firstname Lastname' || (g % 9973),
            initcap(c.word) || ' Consulting Group d.o.o.',
            (array['Head of Sales', 'Chief Executive Officer', 'VP of Marketing', 'Operations Manager'])[1 + g % 4],
            'https://www.' || c.slug || '.com',
            'https://www.linkedin.com/in/firstname-lastname-' || to_hex(g::bigint * 104729),
            '+381 11 ' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
            'Bulevar kralja Aleksandra ' || (1 + g % 240) || ', 11000 Beograd, Serbia',
            (g % 51) / 10.0,
            (array['new', 'ready', 'contacted', 'replied'])[1 + g % 4],
            '{}',
            'https://www.google.com/maps/place/?q=place_id:ChIJ' || md5(g::text),
            'google_maps', 'ChIJ' || left(md5(g::text), 23),
            now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $3) g
     cross join lateral (select left(md5('c' || g), 10) as word, left(md5('c' || g), 10) || '-' || (g % 997) as slug) c`,
    [workspaceId, tableId, LIST_ROWS],
  );
  // Fresh statistics, as a long-lived table would have: the planner then uses the keyset index.
  await raw.query('vacuum analyze lead');
}

/**
 * Peak RSS (and heap) while `fn` runs, sampled on a timer. The server shares this process, so the figure
 * is the server's growth plus the bench client's own socket and fetch buffers: an upper bound.
 */
async function withMemorySampling<T>(fn: () => Promise<T>): Promise<{ value: T; rssBefore: number; rssPeak: number; heapBefore: number; heapPeak: number }> {
  collectGarbage();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  try {
    const value = await fn();
    sample();
    return { value, rssBefore: before.rss, rssPeak, heapBefore: before.heapUsed, heapPeak };
  } finally {
    clearInterval(timer);
  }
}

// Every lead object opens with its id, so counting this string counts leads without parsing.
const LEAD_OPENING = '{"id":';
const LEAD_START = Buffer.from(LEAD_OPENING);

/**
 * Reads a response body chunk by chunk, keeping none of it: counts bytes, and leads by the `{"id":` that
 * opens each one (the few bytes that may straddle two chunks are carried over).
 */
async function drainCounting(response: Response, requestStart: number): Promise<{ bytes: number; leads: number; firstByteMs: number }> {
  let firstByteMs = -1;
  let bytes = 0;
  let leads = 0;
  let carry = Buffer.alloc(0);
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs < 0) firstByteMs = performance.now() - requestStart;
    bytes += value.byteLength;
    const chunk = carry.length ? Buffer.concat([carry, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    for (let at = chunk.indexOf(LEAD_START); at >= 0; at = chunk.indexOf(LEAD_START, at + LEAD_START.length)) leads++;
    carry = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (LEAD_START.length - 1))));
  }
  return { bytes, leads, firstByteMs };
}

const countLeads = (text: string) => {
  let n = 0;
  for (let at = text.indexOf(LEAD_OPENING); at >= 0; at = text.indexOf(LEAD_OPENING, at + LEAD_OPENING.length)) n++;
  return n;
};

/**
 * A page's lead count and nextCursor without JSON.parse of its 1000 leads, so the paged figure holds no
 * more client work than the streamed read it is compared with, which parses nothing.
 */
function readPage(text: string): { leads: number; nextCursor: string | null } {
  const tail = text.lastIndexOf('"nextCursor":');
  check(tail >= 0, 'page without nextCursor');
  return { leads: countLeads(text), nextCursor: JSON.parse(text.slice(tail + '"nextCursor":'.length, -1)) as string | null };
}

interface ListResult {
  streamMs: number;
  firstByteMs: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapGrowthMb: number;
  pagedMs: number;
  pages: number;
}

async function benchList(ctx: Ctx): Promise<ListResult> {
  const table = await newTable(ctx.api, 'big');
  await fillBigTable(ctx.raw, ctx.workspaceId, table);

  // One small page first, so the list route, its SQL and the connection are warm for the streamed read.
  await ctx.api.json('GET', `/api/v1/leads?tableId=${table}&limit=10`);
  const streamed = await withMemorySampling(() =>
    timed(async () => {
      const start = performance.now();
      const response = await ctx.api.raw(`/api/v1/leads?tableId=${table}`);
      check(response.ok, `GET /api/v1/leads: ${response.status}`);
      return drainCounting(response, start);
    }),
  );
  const { ms: streamMs, value: body } = streamed.value;
  check(body.leads === LIST_ROWS, `streamed list held ${body.leads} leads, expected ${LIST_ROWS}`);

  const paged = await timed(async () => {
    let cursor: string | null = null;
    let pages = 0;
    let leads = 0;
    do {
      const response = await ctx.api.raw(`/api/v1/leads?tableId=${table}&limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      check(response.ok, `GET page ${pages + 1}: ${response.status}`);
      const page = readPage(await response.text());
      leads += page.leads;
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    return { pages, leads };
  });
  check(paged.value.leads === LIST_ROWS, `paged list held ${paged.value.leads} leads, expected ${LIST_ROWS}`);

  return {
    streamMs,
    firstByteMs: body.firstByteMs,
    bytes: body.bytes,
    rssBeforeMb: streamed.rssBefore / MB,
    rssPeakMb: streamed.rssPeak / MB,
    heapGrowthMb: (streamed.heapPeak - streamed.heapBefore) / MB,
    pagedMs: paged.ms,
    pages: paged.value.pages,
  };
}

// ---------------------------------------------------------------------------------------------------
// Report

const fmtMs = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function report(times: ImportTimes, list: ListResult, bodyMiB: number): void {
  const rssGrowthMb = list.rssPeakMb - list.rssBeforeMb;
  const lines = [
    '',
    `Leadbase bench — ${BATCH} leads per import (${bodyMiB.toFixed(2)} MiB of JSON), median of ${RUNS} runs after ${WARM_UP_ROUNDS} warm-up rounds`,
    '',
    `  ${'operation'.padEnd(18)} ${'API (HTTP)'.padStart(10)}  ${'raw SQL'.padStart(10)}  ratio   target API ≤ ${RATIO_TARGET}x raw   ${'service only'.padStart(12)}`,
  ];
  const rows: [string, number[], number[], number[]][] = [
    ['import 5000 new', times.apiNew, times.rawNew, times.serviceNew],
    ['update 5000', times.apiUpdate, times.rawUpdate, times.serviceUpdate],
  ];
  for (const [label, api, raw, service] of rows) {
    const ratio = median(api) / median(raw);
    lines.push(`  ${label.padEnd(18)} ${fmtMs(median(api))}  ${fmtMs(median(raw))}  ${ratio.toFixed(2)}x   ${verdict(ratio <= RATIO_TARGET).padEnd(20)} ${fmtMs(median(service)).padStart(12)}`);
  }
  lines.push(
    '',
    `  runs (ms): API new [${times.apiNew.map((t) => t.toFixed(0)).join(', ')}], raw new [${times.rawNew.map((t) => t.toFixed(0)).join(', ')}]`,
    `             API update [${times.apiUpdate.map((t) => t.toFixed(0)).join(', ')}], raw update [${times.rawUpdate.map((t) => t.toFixed(0)).join(', ')}]`,
    '  ("service only" = importLeads() called in-process: the API time minus HTTP, JSON parsing and validation)',
    '',
    `List of ${LIST_ROWS.toLocaleString('en')} leads`,
    `  streamed GET /api/v1/leads?tableId=…  ${fmtMs(list.streamMs)}  first byte ${list.firstByteMs.toFixed(1)} ms  ${(list.bytes / MB).toFixed(1)} MiB`,
    `    server RSS growth (peak − before)  ${rssGrowthMb.toFixed(1)} MB   target ≤ ~${RSS_GROWTH_TARGET_MB} MB: ${verdict(rssGrowthMb <= RSS_GROWTH_TARGET_MB)}`,
    `      (RSS ${list.rssBeforeMb.toFixed(0)} → peak ${list.rssPeakMb.toFixed(0)} MB; JS heap peak growth ${list.heapGrowthMb.toFixed(1)} MB)`,
    `  paged, limit=${PAGE_SIZE} (${list.pages} requests)     ${fmtMs(list.pagedMs)}`,
    '',
  );
  console.log(lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------------
// Set-up and tear-down

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServer(server: Server): Promise<void> {
  // fetch keeps connections alive; without this, close() would wait for them to time out.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function main(): Promise<void> {
  await dropBenchDb();
  await adminQuery(`create database ${pg.escapeIdentifier(BENCH_DB)}`);
  // Defaults for everything (body limit, list streams, rate limit) whatever the shell exports; a queue
  // prefix of its own so the rate-limit counters of key #1 are not shared with other runs or tests.
  const config = loadConfig({ DATABASE_URL: benchDbUrl(), REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `leadbase-bench-${process.pid}` });
  const log = createLogger('silent');
  const orm = await initOrm(config.databaseUrl);
  const pool = createPgPool(config.databaseUrl, log);
  const queues = new QueueClient(config, log);
  const raw = new pg.Client({ connectionString: config.databaseUrl });
  let server: Server | undefined;
  try {
    await migrate(orm);
    await raw.connect();
    const { workspace, apiKey } = await createWorkspace(orm.em.fork(), 'Bench');
    server = createServer(createApp({ config, orm, pool, log, queues }).callback());
    const base = await listen(server);
    const fresh = makeLeads(false);
    const ctx: Ctx = { api: apiClient(base, apiKey), raw, pool, workspaceId: workspace.id, fresh, changed: makeLeads(true) };

    // Listing first: the imports leave memory the allocator keeps, which a later list could reuse
    // unseen; measured on a young process, any growth the stream causes shows in RSS.
    const list = await benchList(ctx);
    const times = await benchImport(ctx);
    report(times, list, Buffer.byteLength(JSON.stringify({ tableId: 1, leads: fresh })) / MB);
  } finally {
    if (server?.listening) await closeServer(server);
    await Promise.allSettled([orm.close(), pool.end(), queues.close(), raw.end()]);
    await dropBenchDb();
  }
}

await main();
