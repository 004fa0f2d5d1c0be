/**
 * npm run bench:apr — one load of a generated APR open-data document (the keyed shape APR publishes,
 * pretty-printed, chunked without Content-Length) into a database of its own.
 *
 * The document is served by a child process, so the RSS measured is the loading process's alone; the
 * load itself (which reads the document in a worker thread) runs from dist/, built first.
 * Prints document size, load time, rows/s, and the loader's RSS growth (peak during the load minus
 * before it), which must stay under 100 MB. APR_BENCH_COMPANIES sets the size (default 170 000 ≈ 70 MB).
 */
import { fork } from 'node:child_process';
import pg from 'pg';
import { initOrm, migrate } from '../src/db/orm.js';
import { keyedDocument, startAprPeer } from '../test/support/apr-peer.js';

// The built code, as production runs it: under tsx the reading thread would also carry tsx's compiler.
const built = new URL('../dist/src/discovery/registry/apr-dataset.js', import.meta.url).href;
const { refreshAprDataset } = (await import(built)) as typeof import('../src/discovery/registry/apr-dataset.js');

const COMPANIES = Number(process.env.APR_BENCH_COMPANIES ?? 170_000);
const EDITION = '2026-11-01';
const RSS_LIMIT_MB = 100;

if (process.argv[2] === 'serve') {
  // The child: serves the document and says where.
  const peer = await startAprPeer({ '/companies.json': { document: () => keyedDocument({ edition: EDITION, count: COMPANIES }) } });
  let bytes = 0;
  for (const piece of keyedDocument({ edition: EDITION, count: COMPANIES })) bytes += Buffer.byteLength(piece);
  process.send!({ url: peer.url('/companies.json'), bytes });
} else {
  const DB = `leadbase_bench_apr_${process.pid}`;
  const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${DB}` }).href;
  const server = fork(new URL(import.meta.url).pathname, ['serve'], { execArgv: ['--import', 'tsx'] });
  await admin(`create database ${DB}`);
  try {
    const { url, bytes } = await new Promise<{ url: string; bytes: number }>((resolve) => server.once('message', (m) => resolve(m as { url: string; bytes: number })));
    const orm = await initOrm(dbUrl);
    await migrate(orm);
    await orm.close();
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    const started = process.hrtime.bigint();
    const result = await refreshAprDataset(pool, url);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    await pool.end();
    const growthMb = (rssPeak - rssBefore) / 2 ** 20;
    console.log(`APR document: ${(bytes / 2 ** 20).toFixed(1)} MB, ${result.companies} companies, edition ${result.edition}`);
    console.log(`load: ${seconds.toFixed(2)} s, ${Math.round(result.companies / seconds)} rows/s, ${(bytes / 2 ** 20 / seconds).toFixed(1)} MB/s`);
    console.log(
      `loader RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(rssPeak / 2 ** 20).toFixed(0)} MB, growth ${growthMb.toFixed(1)} MB (limit ${RSS_LIMIT_MB} MB)`,
    );
    if (growthMb >= RSS_LIMIT_MB) process.exitCode = 1;
  } finally {
    server.kill();
    await admin(`drop database if exists ${DB} with (force)`);
  }
}
