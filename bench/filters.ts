/**
 * npm run bench:filters — GET /api/v1/leads' filters (`q`, `status`, `updatedSince`) on a page of 100,
 * over a table of 1 000 000 leads (BENCH_FILTER_LEADS), beside the plain page of the same table measured
 * in the same run, and again with each filter's index dropped, to show what the index buys.
 *
 * Its own database (`leadbase_bench_filters_<pid>`, dropped at the end; BENCH_KEEP_DB=1 keeps it),
 * migrated with the product's migrations and seeded by SQL (bench/filters-seed.ts): a workspace with
 * the measured table and another table of 100 000 leads, and a second workspace of 200 000 leads, all
 * about 1 KB a lead. The product is built first and runs as the Procfile runs it (`node
 * dist/src/server.js`), in its own process.
 *
 * Every filtered request is first checked against an answer computed apart from the product's SQL (a
 * narrow copy of the rows, searched with strpos on each field): its first two pages (the second through
 * nextCursor) must be exactly the expected leads in the expected order, and a few of the returned leads
 * are checked field by field. A wrong answer is reported as WRONG and fails the run.
 *
 * Then, per query: a few requests one at a time (latency alone: the first is a warm-up), and autocannon
 * at BENCH_CONNECTIONS (8) for BENCH_SECONDS (5) — req/s, p50, p99, and PASS/FAIL against the issue's
 * "p50 < 50 ms", alone and at that load (a query slower than half a second alone is timed on fewer
 * requests). The plain page is measured at the start, the middle and the end, and the ratios use the
 * median of the three. The product's own statement is then run under EXPLAIN ANALYZE (through its
 * readLeadPage, with a pool that explains the listing's statement): the indexes it used are printed for
 * each row, and the whole plan of each FAIL (of every row with BENCH_EXPLAIN=1).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { createLogger } from '../src/logger.js';
import { readLeadPage, type ListQuery } from '../src/domain/lead-list.service.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { runSql, startServer } from './server-process.js';
import { CUSTOM_FIELDS, PROVIDERS, secondaryLeadIndexes, seedLeads, vocabulary } from './filters-seed.js';

const LEADS = Number(process.env.BENCH_FILTER_LEADS ?? 1_000_000);
const OTHER_TABLE_LEADS = Math.round(LEADS / 10);
const OTHER_WORKSPACE_LEADS = Math.round(LEADS / 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAGE = 100;
const TARGET_P50_MS = 50;
/** A query slower than this alone is timed on fewer requests: 2 alone, and one per connection at once instead of BENCH_SECONDS. */
const SLOW_MS = 500;
const EXPLAIN_ALL = process.env.BENCH_EXPLAIN === '1';
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const DB = `leadbase_bench_filters_${process.pid}`;
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB}` }).href;
const TRGM_INDEX = 'lead_search_trgm_idx';
const STATUS_INDEX = 'lead_table_status_recent_idx';

/** One listing request: the query as the API takes it, with `limit` 100. */
interface Filter {
  tableId?: number;
  q?: string;
  status?: string[];
  updatedSince?: string;
}

interface Scenario {
  key: string;
  label: string;
  filter: Filter;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Latency one request at a time, median, ms. */
  alone: number;
  requests: number;
  errors: number;
}

interface Measured {
  scenario: Scenario;
  figures: Figures;
  matches: number;
  indexes: string;
  plan: string;
  wrong?: string;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function listPath(filter: Filter, cursor?: string): string {
  const params = new URLSearchParams();
  if (filter.tableId !== undefined) params.set('tableId', String(filter.tableId));
  if (filter.q !== undefined) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status.join(','));
  if (filter.updatedSince) params.set('updatedSince', filter.updatedSince);
  params.set('limit', String(PAGE));
  if (cursor) params.set('cursor', cursor);
  return `/api/v1/leads?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------------------
// The database: created, migrated, seeded.

await runSql(ADMIN_URL, `drop database if exists "${DB}" with (force)`);
await runSql(ADMIN_URL, `create database "${DB}"`);
const db = new pg.Client({ connectionString: dbUrl });
const servers: ChildProcess[] = [];
let wrongAnswers = 0;
try {
  const orm = await initOrm(dbUrl);
  await migrate(orm);
  const measuredWorkspace = await createWorkspace(orm.em.fork(), 'Filters');
  const otherWorkspace = await createWorkspace(orm.em.fork(), 'Noise');
  await orm.close();

  await db.connect();
  const words = vocabulary();
  const newTable = async (workspaceId: number, name: string) =>
    (
      await db.query<{ id: number }>('insert into lead_table (workspace_id, name, custom_fields) values ($1, $2, $3) returning id', [
        workspaceId,
        name,
        JSON.stringify(CUSTOM_FIELDS),
      ])
    ).rows[0].id;
  const tableId = await newTable(measuredWorkspace.workspace.id, 'Measured');
  const otherTableId = await newTable(measuredWorkspace.workspace.id, 'Other table');
  const otherWorkspaceTableId = await newTable(otherWorkspace.workspace.id, 'Other workspace');

  const seedStarted = performance.now();
  const indexes = await secondaryLeadIndexes(db);
  for (const { name } of indexes) await db.query(`drop index "${name}"`);
  // The fixture's rows are consistent by construction: no foreign-key triggers while they go in.
  await db.query(`set session_replication_role = replica`);
  await seedLeads(db, words, measuredWorkspace.workspace.id, tableId, 1, LEADS);
  await seedLeads(db, words, measuredWorkspace.workspace.id, otherTableId, LEADS + 1, LEADS + OTHER_TABLE_LEADS);
  await seedLeads(db, words, otherWorkspace.workspace.id, otherWorkspaceTableId, LEADS + OTHER_TABLE_LEADS + 1, LEADS + OTHER_TABLE_LEADS + OTHER_WORKSPACE_LEADS);
  await db.query(`set session_replication_role = origin`);
  await db.query('update lead_table t set lead_count = (select count(*) from lead l where l.table_id = t.id)');
  const seeded = performance.now();
  await db.query(`set maintenance_work_mem = '512MB'`);
  for (const { definition } of indexes) await db.query(definition);
  const indexed = performance.now();
  await db.query('vacuum analyze');
  // Written out now, so that the checkpointer is not writing the seed's gigabyte during the first measurements.
  await db.query('checkpoint');
  const vacuumed = performance.now();
  const {
    rows: [size],
  } = await db.query<{ rows: string; avg: string; heap: string; trgm: string | null; status: string | null }>(
    `select count(*) as rows, round(avg(pg_column_size(l.*))) as avg, pg_size_pretty(pg_table_size('lead')) as heap,
          (select pg_size_pretty(pg_relation_size(to_regclass($1)))) as trgm, (select pg_size_pretty(pg_relation_size(to_regclass($2)))) as status
   from lead l`,
    [TRGM_INDEX, STATUS_INDEX],
  );
  const total = LEADS + OTHER_TABLE_LEADS + OTHER_WORKSPACE_LEADS;
  console.log(
    `bench:filters — ${LEADS} leads in the measured table (+ ${OTHER_TABLE_LEADS} in another table of its workspace, + ${OTHER_WORKSPACE_LEADS} in another workspace), ` +
      `${CONNECTIONS} connections, ${SECONDS} s per measurement, ${new Date().toISOString()}`,
  );
  console.log(
    `  seeded ${total} leads in ${seconds(seeded - seedStarted)}, indexes in ${seconds(indexed - seeded)}, vacuum analyze and checkpoint in ${seconds(vacuumed - indexed)}; ` +
      `${size.avg} B a row, lead heap ${size.heap}, ${TRGM_INDEX} ${size.trgm ?? 'MISSING'}, ${STATUS_INDEX} ${size.status ?? 'MISSING'}`,
  );
  if (Number(size.rows) !== total) throw new Error(`seeded ${size.rows} leads, expected ${total}`);

  // ---------------------------------------------------------------------------------------------------------
  // The queries, and the expected answers computed apart from the product.

  const qWord = (word: string) => word.toLowerCase();
  /** The rarest last names (the end of the skewed list) that no other word contains. */
  const allWords = [...words.firstNames, ...words.lastNames, ...words.companyWords].map(qWord);
  const rare = words.lastNames
    .slice(-20)
    .map(qWord)
    .filter((w) => w.length >= 6 && allWords.every((other) => other === w || !other.includes(w)))
    .at(-1);
  if (!rare) throw new Error('no rare last name in the vocabulary');
  /** A typo of the most common company word (two letters swapped), which matches nothing. */
  const typo = (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4);
  const noMatch = [words.companyWords[0], words.lastNames[0], words.firstNames[0], words.companyWords[1]].map((w) => typo(qWord(w)));
  const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const domain = `@${Object.keys(PROVIDERS).at(-1)}`;

  const scenarios: Scenario[] = [
    { key: 'qCommon', label: 'q=dent (common: "Dental" 7 %, inside words)', filter: { tableId, q: 'dent' } },
    { key: 'qRare', label: `q=${rare} (rare last name)`, filter: { tableId, q: rare } },
    { key: 'qNone', label: 'q=<typo of a common word> (no match)', filter: { tableId, q: noMatch[0] } },
    { key: 'q2', label: 'q=ka (2 characters, common)', filter: { tableId, q: 'ka' } },
    { key: 'q2None', label: 'q=qz (2 characters, no match)', filter: { tableId, q: 'qz' } },
    { key: 'qDomain', label: `q=${domain} (an email domain)`, filter: { tableId, q: domain } },
    { key: 'statusNew', label: 'status=new (55 %)', filter: { tableId, status: ['new'] } },
    { key: 'statusRare', label: 'status=meeting_booked (0.05 %)', filter: { tableId, status: ['meeting_booked'] } },
    { key: 'statusTwo', label: 'status=replied,interested (9.5 %)', filter: { tableId, status: ['replied', 'interested'] } },
    { key: 'sinceDay', label: 'updatedSince=<a day ago>', filter: { tableId, updatedSince: since(1) } },
    { key: 'sinceOld', label: 'updatedSince=<300 days ago>', filter: { tableId, updatedSince: since(300) } },
    { key: 'statusQ', label: 'status=contacted&q=dent', filter: { tableId, status: ['contacted'], q: 'dent' } },
    { key: 'statusRareQ', label: 'status=meeting_booked&q=dent', filter: { tableId, status: ['meeting_booked'], q: 'dent' } },
    { key: 'wsCommon', label: 'no tableId (workspace-wide): q=dent', filter: { q: 'dent' } },
    { key: 'wsRare', label: `no tableId (workspace-wide): q=${rare}`, filter: { q: rare } },
  ];
  const plain: Scenario = { key: 'plain', label: 'plain page: tableId&limit=100', filter: { tableId } };

  // The expected answers: a narrow copy of the rows with each searched field lower-cased on its own, read
  // without any of the product's indexes or its search expression (strpos on each field: a `q` with no
  // space matches the concatenated text exactly when it matches one field).
  await db.query(
    `create unlogged table bench_oracle as
   select id, workspace_id, table_id, status, updated_at, lower(email) as email, lower(coalesce(first_name, '')) as first_name,
          lower(coalesce(last_name, '')) as last_name, lower(coalesce(name, '')) as name, lower(coalesce(company, '')) as company
   from lead`,
  );
  function oracleWhere(filter: Filter): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const p = (value: unknown) => `$${params.push(value)}`;
    const conditions = [filter.tableId !== undefined ? `table_id = ${p(filter.tableId)}` : `workspace_id = ${p(measuredWorkspace.workspace.id)}`];
    if (filter.q !== undefined) {
      const q = p(filter.q.toLowerCase());
      conditions.push(`(${['email', 'first_name', 'last_name', 'name', 'company'].map((c) => `strpos(${c}, ${q}) > 0`).join(' or ')})`);
    }
    if (filter.status) conditions.push(`status = any(${p(filter.status)}::text[])`);
    if (filter.updatedSince) conditions.push(`updated_at >= ${p(filter.updatedSince)}::timestamptz`);
    return { sql: conditions.join(' and '), params };
  }
  async function expected(filter: Filter): Promise<{ count: number; ids: number[] }> {
    const { sql, params } = oracleWhere(filter);
    const { rows } = await db.query<{ id: number; count: string }>(
      `select id, count(*) over () as count from bench_oracle where ${sql} order by updated_at desc, id desc limit ${2 * PAGE}`,
      params,
    );
    return { count: rows.length ? Number(rows[0].count) : 0, ids: rows.map((r) => r.id) };
  }
  // The no-match query: the first typo that really matches nothing.
  for (const candidate of noMatch) {
    if ((await expected({ tableId, q: candidate })).count === 0) {
      const none = scenarios.find((s) => s.key === 'qNone')!;
      none.filter.q = candidate;
      none.label = `q=${candidate} (a typo: no match)`;
      break;
    }
  }

  interface LeadJson {
    id: number;
    tableId: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    name: string | null;
    company: string | null;
    status: string;
    updatedAt: string;
  }

  // ---------------------------------------------------------------------------------------------------------
  // The product, its answers checked, then measured.

  const product = await startServer('dist/src/server.js', {
    env: {
      DATABASE_URL: dbUrl,
      RATE_LIMIT_PER_MINUTE: '1000000',
      QUEUE_PREFIX: `leadbase-bench-filters-${process.pid}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    probe: '/healthz',
  });
  servers.push(product.child);
  const headers = { Authorization: `Bearer ${measuredWorkspace.apiKey}` };
  // The product's pool, so the statement is planned under the product's session settings.
  const explainPool = createPgPool(dbUrl, createLogger('silent'));

  async function getPage(filter: Filter, cursor?: string): Promise<{ leads: LeadJson[]; nextCursor: string | null }> {
    const response = await fetch(product.base + listPath(filter, cursor), { headers });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { leads: LeadJson[]; nextCursor: string | null };
  }

  /** Why the product's answer to `filter` is wrong, or undefined if it is right. */
  async function check(filter: Filter, want: { count: number; ids: number[] }): Promise<string | undefined> {
    let first;
    try {
      first = await getPage(filter);
    } catch (err) {
      return `request failed: ${(err as Error).message}`;
    }
    const sameIds = (got: LeadJson[], ids: number[]) => got.length === ids.length && got.every((lead, i) => lead.id === ids[i]);
    const firstIds = want.ids.slice(0, PAGE);
    if (!sameIds(first.leads, firstIds))
      return `first page: ${first.leads.length} leads [${first.leads
        .slice(0, 5)
        .map((l) => l.id)
        .join(', ')}…], expected ${firstIds.length} [${firstIds.slice(0, 5).join(', ')}…] of ${want.count}`;
    if ((first.nextCursor === null) !== want.count <= PAGE) return `nextCursor ${first.nextCursor === null ? 'null' : 'set'} with ${want.count} matches`;
    let leads = first.leads;
    if (first.nextCursor) {
      const second = await getPage(filter, first.nextCursor);
      const secondIds = want.ids.slice(PAGE, 2 * PAGE);
      if (!sameIds(second.leads, secondIds)) return `second page (through nextCursor): ${second.leads.length} leads, expected ${secondIds.length}`;
      leads = [...leads, ...second.leads];
    }
    for (let i = 1; i < leads.length; i++) {
      const [a, b] = [leads[i - 1], leads[i]];
      if (a.updatedAt < b.updatedAt || (a.updatedAt === b.updatedAt && a.id < b.id)) return `out of order at ${i}: ${a.id} before ${b.id}`;
    }
    // Field by field on the returned leads, whatever the expected ids said: the first, the last, and a few between.
    const spots = leads.length ? [0, leads.length - 1, ...[1, 2, 3].map((k) => Math.floor((k * leads.length) / 4))] : [];
    for (const lead of spots.map((i) => leads[i])) {
      if (filter.tableId !== undefined && lead.tableId !== filter.tableId) return `lead ${lead.id} is in table ${lead.tableId}`;
      if (filter.tableId === undefined && lead.tableId !== tableId && lead.tableId !== otherTableId) return `lead ${lead.id} is in another workspace's table ${lead.tableId}`;
      if (filter.status && !filter.status.includes(lead.status)) return `lead ${lead.id} has status ${lead.status}`;
      if (filter.updatedSince && Date.parse(lead.updatedAt) < Date.parse(filter.updatedSince)) return `lead ${lead.id} updated ${lead.updatedAt}`;
      if (filter.q !== undefined) {
        const q = filter.q.toLowerCase();
        if (![lead.email, lead.firstName, lead.lastName, lead.name, lead.company].some((field) => field?.toLowerCase().includes(q)))
          return `lead ${lead.id} (${lead.email}, ${lead.name}, ${lead.company}) does not contain "${filter.q}"`;
      }
    }
    return undefined;
  }

  /** A few requests one at a time (the first a warm-up), for up to 2 s: the median latency of a request alone. */
  async function alone(url: string): Promise<number> {
    const times: number[] = [];
    const started = performance.now();
    // At least 3 timed requests, or 2 if the warm-up took more than SLOW_MS.
    const least = () => (performance.now() - started > SLOW_MS ? 3 : 4);
    for (let i = 0; i < 40 && (i < least() || performance.now() - started < 2000); i++) {
      const t = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (i > 0) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  }

  async function load(filter: Filter): Promise<Figures> {
    const url = product.base + listPath(filter);
    const aloneMs = await alone(url);
    // A query that takes seconds alone would complete no request in a timed run at this concurrency: two each.
    const slow = aloneMs > SLOW_MS;
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      headers,
      timeout: 120,
      ...(slow ? { amount: CONNECTIONS } : { duration: SECONDS }),
    });
    return {
      rps: result.requests.average || result.requests.total / (result.duration || 1),
      p50: result.latency.p50,
      p99: result.latency.p99,
      alone: aloneMs,
      requests: result.requests.total,
      errors: result.non2xx + result.errors + result.timeouts,
    };
  }

  /** The product's own listing statement for `filter`, under EXPLAIN ANALYZE (readLeadPage with a pool that explains it). */
  async function explain(filter: Filter): Promise<string> {
    let plan = '';
    const explaining = {
      query: async (text: string, params: unknown[]) => {
        if (/\bfrom lead l\b/.test(text)) {
          const { rows } = await explainPool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
          plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        }
        return explainPool.query(text, params);
      },
    } as unknown as pg.Pool;
    const query: ListQuery = { tableId: filter.tableId, q: filter.q, status: filter.status?.join(','), updatedSince: filter.updatedSince, limit: PAGE };
    await readLeadPage(explaining, measuredWorkspace.workspace.id, query);
    return plan;
  }
  const indexesOf = (plan: string) =>
    [...new Set([...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]))].join(' + ') ||
    (/Seq Scan/.test(plan) ? 'seq scan' : '?');
  const executionMs = (plan: string) => plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?';

  async function measure(scenario: Scenario, matches: number, wrong?: string): Promise<Measured> {
    const figures = await load(scenario.filter);
    const plan = await explain(scenario.filter).catch((err: Error) => `explain failed: ${err.message}`);
    const measured = { scenario, figures, matches, indexes: indexesOf(plan), plan, wrong };
    log(
      `  ${scenario.label}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, alone ${figures.alone.toFixed(1)} ms (${measured.indexes}, ${executionMs(plan)} ms explained)${wrong ? ' WRONG' : ''}`,
    );
    return measured;
  }

  const results: Measured[] = [];
  const plains: Measured[] = [];
  const withoutIndex: { measured: Measured; withIndex: Measured }[] = [];
  try {
    // Every answer checked first, then the copy dropped so that it takes no cache from what is measured.
    const answers = new Map<string, { matches: number; wrong?: string }>();
    for (const scenario of [plain, ...scenarios]) {
      const want = await expected(scenario.filter);
      const wrong = await check(scenario.filter, want);
      if (wrong) {
        wrongAnswers++;
        log(`  WRONG: ${scenario.label}: ${wrong}`);
      }
      answers.set(scenario.key, { matches: want.count, wrong });
    }
    await db.query('drop table bench_oracle');
    const measureChecked = (scenario: Scenario) => measure(scenario, answers.get(scenario.key)!.matches, answers.get(scenario.key)!.wrong);

    plains.push(await measureChecked(plain));
    const half = Math.ceil(scenarios.length / 2);
    for (const scenario of scenarios.slice(0, half)) results.push(await measureChecked(scenario));
    plains.push(await measureChecked(plain));
    for (const scenario of scenarios.slice(half)) results.push(await measureChecked(scenario));
    plains.push(await measureChecked(plain));

    // What each index buys: the same queries with it dropped.
    const byKey = (key: string) => results.find((r) => r.scenario.key === key)!;
    for (const [index, keys] of [
      [TRGM_INDEX, ['qCommon', 'qRare', 'qNone', 'statusRareQ']],
      [STATUS_INDEX, ['statusRare', 'statusTwo', 'statusRareQ']],
    ] as const) {
      await db.query(`drop index if exists "${index}"`);
      for (const key of keys) {
        const withIndex = byKey(key);
        const dropped = index === STATUS_INDEX && key === 'statusRareQ' ? 'trigram or status index' : index === TRGM_INDEX ? 'trigram index' : 'status index';
        withoutIndex.push({ measured: await measure({ ...withIndex.scenario, label: `${withIndex.scenario.label}, no ${dropped}` }, withIndex.matches), withIndex });
      }
    }

    // The report.
    const plainRps = [...plains.map((p) => p.figures.rps)].sort((a, b) => a - b)[1];
    const plainP50 = [...plains.map((p) => p.figures.p50)].sort((a, b) => a - b)[1];
    /** The plain page's row: its measurement of median req/s. */
    const plainMedian = plains.find((p) => p.figures.rps === plainRps)!;
    const header = `  ${'query (limit=100)'.padEnd(72)} ${'matches'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'alone'.padStart(7)} ${'req/s÷plain'.padStart(11)} ${'p50÷plain'.padStart(9)}  p50<${TARGET_P50_MS}ms: alone, at ${CONNECTIONS}  index used`;
    const line = (m: Measured, note = '') => {
      const f = m.figures;
      const verdict = (ms: number) => (m.wrong ? 'WRONG' : f.errors ? 'ERRORS' : ms < TARGET_P50_MS ? 'PASS' : 'FAIL');
      return `  ${(m.scenario.label + note).padEnd(72)} ${String(m.matches).padStart(8)} ${f.rps.toFixed(0).padStart(7)} ${`${f.p50}`.padStart(4)}ms ${`${f.p99}`.padStart(4)}ms ${f.alone.toFixed(1).padStart(5)}ms ${`${((100 * f.rps) / plainRps).toFixed(0)} %`.padStart(11)} ${`${(f.p50 / Math.max(plainP50, 1)).toFixed(1)}×`.padStart(9)}  ${verdict(f.alone).padEnd(6)} ${verdict(f.p50).padEnd(9)} ${m.indexes}${f.errors ? `  ${f.errors} errors` : ''}`;
    };
    console.log(
      `  plain page measured 3 times (start, middle, end): ${plains.map((p) => `${p.figures.rps.toFixed(0)} req/s p50 ${p.figures.p50} ms`).join('; ')}; the row below is the median, and the ratios use the medians`,
    );
    console.log(
      `  "alone": median latency of one request at a time; req/s, p50, p99 at ${CONNECTIONS} connections for ${SECONDS} s (a query slower than ${SLOW_MS} ms alone: 2 requests alone, ${CONNECTIONS} at once)`,
    );
    console.log(header);
    for (const m of [plainMedian, ...results]) console.log(line(m));
    console.log(`  with the filter's index dropped:`);
    for (const { measured, withIndex } of withoutIndex)
      console.log(`${line(measured)}   (alone: ${(measured.figures.alone / withIndex.figures.alone).toFixed(1)}× its time with the index)`);
    const failures = [...results, ...withoutIndex.map((w) => w.measured)].filter(
      (m) => EXPLAIN_ALL || (results.includes(m) && (m.wrong || m.figures.p50 >= TARGET_P50_MS || m.figures.alone >= TARGET_P50_MS)),
    );
    for (const m of failures) console.log(`\n  EXPLAIN (ANALYZE, BUFFERS) of the product's statement — ${m.scenario.label}:\n${m.plan.replace(/^/gm, '    ')}`);
    const missed = (p50: (f: Figures) => number) => {
      const failed = results.filter((m) => p50(m.figures) >= TARGET_P50_MS || m.figures.errors).map((m) => m.scenario.key);
      return failed.length ? `NOT MET by ${failed.length} of ${results.length} (${failed.join(', ')})` : `met by all ${results.length}`;
    };
    console.log(
      `  target p50 < ${TARGET_P50_MS} ms: one request at a time ${missed((f) => f.alone)}; at ${CONNECTIONS} connections ${missed((f) => f.p50)}; answers: ${wrongAnswers ? `${wrongAnswers} WRONG` : 'all checked right'}`,
    );
  } finally {
    await explainPool.end();
  }
} finally {
  for (const child of servers) child.kill('SIGKILL');
  await db.end().catch(() => undefined);
  if (KEEP_DB) console.log(`  database kept: ${dbUrl}`);
  else await runSql(ADMIN_URL, `drop database if exists "${DB}" with (force)`);
}
if (wrongAnswers) process.exitCode = 1;
