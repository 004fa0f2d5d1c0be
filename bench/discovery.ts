/**
 * npm run bench:discovery — a 20-place prompt through the real API and workers (own database and queue
 * prefix) against local peers that add 100 ms to every upstream response: the Google Places peer, 20
 * business websites, Companies House. Prints time to preview and to import and how much of it is the
 * directory, then the same 20 sites researched one at a time as the baseline.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { initOrm, migrate } from '../src/db/orm.js';
import { googlePlaces } from '../src/discovery/places/google-places.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { createApp } from '../src/http/app.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createLogger } from '../src/logger.js';
import { createWebsiteResearcher } from '../src/research/website-research.js';
import { startWorkers } from '../workers/index.js';
import { CH_KEY, startCompaniesHousePeer } from '../test/support/companies-house-peer.js';
import { startFixtureSites } from '../test/support/fixture-sites.js';
import { businessSite } from '../test/support/generated-sites.js';
import { GOOGLE_KEY, googleDataset, googleDirectory, startPlacesPeers } from '../test/support/places-peers.js';
import { corpusResearchConfig } from '../test/support/research-corpus.js';

const PLACES = 20;
const LATENCY_MS = 100;
const DB = `leadbase_bench_discovery_${process.pid}`;
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

const sites = await startFixtureSites({ sites: Object.fromEntries(Array.from({ length: PLACES }, (_, n) => [`site${n}`, businessSite(n)])), latencyMs: LATENCY_MS });
const places = await startPlacesPeers({ google: { 'dentists in london': googleDataset('Bench Dental', 'London', 'GB', PLACES, (i) => sites.startUrl(`site${i}`)) } });
places.setLatency(LATENCY_MS);
const ch = await startCompaniesHousePeer();
await admin(`drop database if exists ${DB} with (force)`);
await admin(`create database ${DB}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${DB}`;
const base = loadConfig({ ...process.env, DATABASE_URL: dbUrl.href, QUEUE_PREFIX: `leadbase-bench-${process.pid}` });
const config = {
  ...base,
  discovery: { ...googleDirectory(base.discovery, places.googleUrl), companiesHouseApiKey: CH_KEY, companiesHouseBaseUrl: ch.url },
  research: corpusResearchConfig(sites.dnsServer, { chromiumPath: null, requestTimeoutMs: 10_000, siteTimeoutMs: 45_000 }),
  syncTimeoutMs: 120_000,
};
const log = createLogger('silent');
const orm = await initOrm(config.databaseUrl);
await migrate(orm);
const pool = createPgPool(config.databaseUrl, log);
const queues = new QueueClient(config, log);
const runtime = { config, log, orm, pool, queues };
const stopWorkers = await startWorkers({ ...runtime, config: { ...config, workerQueues: ['discovery', 'website-research'] } });
const server = createApp(runtime).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/local-leads`;
const { apiKey } = await createWorkspace(orm.em.fork(), 'Bench');

const timed = async (body: unknown) => {
  const started = performance.now();
  const response = await fetch(api, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { places?: unknown[]; imported?: number; error?: string };
  if (!response.ok) throw new Error(`${response.status} ${json.error}`);
  return { seconds: (performance.now() - started) / 1000, json };
};

try {
  const preview = await timed({ prompt: `${PLACES} dentists in London`, mode: 'search' });
  const imported = await timed({ prompt: `${PLACES} dentists in London`, newTableName: 'Bench import' });
  let started = performance.now();
  await googlePlaces({ apiKey: GOOGLE_KEY, baseUrl: places.googleUrl, timeoutMs: 10_000 }).search({
    businessType: 'dentists',
    place: 'London',
    count: PLACES,
    minRating: null,
    ratingStrict: false,
  });
  const directory = (performance.now() - started) / 1000;
  const researcher = createWebsiteResearcher(config.research);
  started = performance.now();
  for (let i = 0; i < PLACES; i++) await researcher.research({ url: sites.startUrl(`site${i}`), country: 'GB' });
  const oneByOne = (performance.now() - started) / 1000;
  await researcher.close();
  const research = preview.seconds - directory;
  console.log(`bench:discovery — "${PLACES} dentists in London": ${PLACES} places with websites, +${LATENCY_MS} ms per upstream response (directory, websites)`);
  console.log(
    `  preview (mode search):   ${preview.seconds.toFixed(2)} s — directory ${directory.toFixed(2)} s, research and registry ${research.toFixed(2)} s (${((100 * research) / preview.seconds).toFixed(0)} %)`,
  );
  console.log(`  import (new table):      ${imported.seconds.toFixed(2)} s, ${imported.json.imported} leads imported`);
  console.log(`  the same ${PLACES} sites researched one at a time: ${oneByOne.toFixed(2)} s (${(oneByOne / research).toFixed(1)}x the research in discovery)`);
  console.log(`  peak requests in flight to one website: ${sites.peakPerHost()} (limit ${config.research.perHostConcurrency})`);
} finally {
  await stopWorkers();
  server.close();
  await queues.close();
  await pool.end();
  await orm.close();
  await Promise.all([sites.close(), places.close(), ch.close()]);
  await admin(`drop database if exists ${DB} with (force)`);
}
