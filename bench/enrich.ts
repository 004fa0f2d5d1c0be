/**
 * npm run bench:enrich — one 2 000-lead table enriched (verify + research) through the real API, by one
 * and then by two `worker` processes (own database, a fresh queue prefix and verdict cache per run),
 * against local peers that add 50 ms to every SMTP answer (50 domains on five MX hosts) and 100 ms to
 * every HTTP response (40 business websites, each on its own loopback address). Prints leads per minute
 * and the most concurrent SMTP sessions / HTTP requests any one MX / website saw.
 */
import { enrichWithWorkers, benchDatabase, startSites } from './enrich-runs.js';
import { startMailPeers } from '../test/support/mail-peers.js';

const LEADS = 2000;
const SITES = 40;
const WITH_WEBSITE = 200;
const SMTP_LATENCY_MS = 50;
const HTTP_LATENCY_MS = 100;

const peers = await startMailPeers();
peers.setLatency(SMTP_LATENCY_MS);
const sites = await startSites(SITES, HTTP_LATENCY_MS);
const db = await benchDatabase(`leadbase_bench_enrich_${process.pid}`);

// Half the addresses exist (person0–9 at each store domain), half do not; every tenth lead has a website.
const leads = Array.from({ length: LEADS }, (_, i) => ({
  email: i < 500 ? `person${i % 10}@store${Math.floor(i / 10)}.test` : `lead${i}@store${i % 50}.test`,
  ...(i % (LEADS / WITH_WEBSITE) === 0 && { website: sites.url((i / (LEADS / WITH_WEBSITE)) % SITES) }),
}));

/** One enrichment of a fresh copy of the table by `workers` worker processes; returns seconds. */
async function runWith(workers: number): Promise<{ seconds: number; result: unknown; peakSessions: number }> {
  const run = await enrichWithWorkers({
    db,
    // A fresh prefix: its own queues and a cold verdict cache, so the second run learns nothing from the first.
    prefix: `leadbase-bench-enrich-${process.pid}-${workers}`,
    workers,
    workerArgs: ['--import', 'tsx', 'workers/index.ts'],
    env: { DNS_SERVERS: peers.dnsServer, SMTP_PROBE_PORT: String(peers.smtpPort), OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' },
    tableName: `Bench ${workers}`,
    leads,
  });
  return { ...run, peakSessions: peers.peakSessions() };
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
    `  peak concurrent SMTP sessions seen by one MX over both runs: ${peers.peakSessions()} (limit 2 across the worker processes); peak requests in flight to one website: ${sites.peakPerHost()} (limit 2 across the worker processes)`,
  );
} finally {
  await db.close();
  await peers.close();
  sites.close();
}
