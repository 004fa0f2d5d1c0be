/**
 * npm run bench:fleet — one 3 000-lead table enriched (verify + research) through the real API by 1, 2 and 4
 * `worker` processes (built, as the Procfile runs them), each run on a new table, a fresh queue prefix (cold
 * verdict cache, its own politeness counts) and fresh peers: 30 mail hosts adding 50 ms to every answer, 30
 * business websites adding 100 ms to every response. Prints each run's wall time, leads per minute, speed-up
 * over 1 process, the most concurrent SMTP sessions any mail host and requests any website saw (against the
 * fleet-wide limits), and the lower bound the politeness limits put on the run's wall time.
 */
import { createRedis } from '../src/jobs/redis.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { benchDatabase, cpuSeconds, enrichWithWorkers, PROBING, startSites } from './enrich-runs.js';
import { EXTRA_MAILBOXES, extraDomain, extraHostAddress, startMailPeers, type PeerSession } from '../test/support/mail-peers.js';

const COMPANIES = 30;
const LEADS = 3000;
/** Leads with a website (each its company's site): BENCH_FLEET_WEBSITES, default every tenth. */
const WITH_WEBSITE = Number(process.env.BENCH_FLEET_WEBSITES ?? 300);
const WORKERS = (process.env.BENCH_FLEET_WORKERS ?? '1,2,4').split(',').map(Number);
const SMTP_LATENCY_MS = 50;
const HTTP_LATENCY_MS = 100;
/** smtp-server's own wait before it greets (as in bench:verify), on top of the greeting's latency. */
const GREETING_WAIT_MS = 100;
/** A run within this much of the politeness bound has reached it. */
const NEAR_BOUND = 1.15;
const TARGETS: Record<number, number> = { 2: 1.8, 4: 3 };

const config = loadConfig({ ...process.env, ...PROBING });
const sessionsPerHost = config.verify.maxSessionsPerHost;
const requestsPerSite = config.research.perHostConcurrency;
const perCompany = LEADS / COMPANIES;
const websiteEvery = WITH_WEBSITE ? perCompany / (WITH_WEBSITE / COMPANIES) : Infinity;

/**
 * Lead i works at company i % 30 (interleaved, as a table imported from several sources is, so every chunk of
 * 100 reaches every mail host): person⌊i/30⌋@co<c>.test, of whom person0–59 exist (60 % deliverable, the rest
 * mailbox_not_found); every tenth person of a company has the company's website.
 */
const workload = (siteUrl: (n: number) => string) =>
  Array.from({ length: LEADS }, (_, i) => {
    const company = i % COMPANIES;
    const person = Math.floor(i / COMPANIES);
    // Spread so each chunk of 100 leads has about as many websites as any other.
    return { email: `person${person}@${extraDomain(company)}`, ...((person + company) % websiteEvery === 0 && { website: siteUrl(company) }) };
  });
const expected = { leads: LEADS, verified: LEADS, researched: WITH_WEBSITE, skipped: 0, failed: 0 };

/**
 * The least wall time the politeness limits allow the work a run did: per mail host, the answers it gave (each
 * session's greeting, after smtp-server's 100 ms wait, its MAIL FROMs and its RCPTs, each +50 ms), `sessionsPerHost` sessions at a time; per
 * site, the requests the run made to it, `requestsPerSite` at a time (+100 ms each). Verification and research
 * use different hosts and overlap across chunks, so the bound is the larger of the two. `atPace` is the same bound
 * at the pace the mail hosts actually answered (`busyAsServed`: per host its greeting waits and the time it took
 * over its answers): on a loaded machine the peers answer later than +50 ms. It is printed, not judged: the peers'
 * timers run in the bench's own process, so its load (ours) slows them too. `verifyLeast` is the workload's own least: each host's addresses and one
 * made-up address (the catch-all check) over `sessionsPerHost` sessions of one greeting and one MAIL FROM each.
 */
function politenessBound(busyByHost: number[], busyAsServed: number[], requestsBySite: number[]) {
  const verify = Math.max(0, ...busyByHost) / sessionsPerHost / 1000;
  const verifyAtPace = Math.max(0, ...busyAsServed) / sessionsPerHost / 1000;
  const research = (Math.ceil(Math.max(0, ...requestsBySite) / requestsPerSite) * HTTP_LATENCY_MS) / 1000;
  const verifyLeast = ((Math.ceil((perCompany + 1) / sessionsPerHost) + 2) * SMTP_LATENCY_MS + GREETING_WAIT_MS) / 1000;
  return { verify, verifyAtPace, research, verifyLeast, bound: Math.max(verify, research), atPace: Math.max(verifyAtPace, research) };
}

/** The answers a mail host gave in a session: its greeting, a MAIL FROM per transaction and an RCPT per recipient. */
const answersIn = (s: PeerSession) => 1 + s.transactions + s.recipients.length;

/**
 * The busiest mail host as it actually served: its sessions' time over its slots (the peers log a session from the
 * end of smtp-server's greeting wait, which is added back) and what one answer took. A loaded machine answers slower
 * than the nominal +50 ms; with RCPTs pipelined a session never waits for us, so this is the peer's own pace, which
 * the bound above does not see.
 */
function busiestAsServed(hosts: string[], sessions: PeerSession[]) {
  const open = (s: PeerSession) => (s.closedAt ?? s.openedAt) - s.openedAt;
  const byHost = hosts.map((host) => sessions.filter((s) => s.host === host));
  const busiest = byHost.reduce((a, b) => (b.reduce((t, s) => t + open(s), 0) > a.reduce((t, s) => t + open(s), 0) ? b : a));
  const answers = busiest.reduce((n, s) => n + answersIn(s), 0);
  const openMs = busiest.reduce((t, s) => t + open(s), 0);
  return { seconds: (openMs + busiest.length * GREETING_WAIT_MS) / sessionsPerHost / 1000, perAnswerMs: openMs / answers };
}

interface Row {
  workers: number;
  seconds: number;
  result: unknown;
  peakSessions: number;
  peakRequests: number;
  requests: number;
  sessions: number;
  slotsBusy: number;
  /** The busiest mail host's sessions as they were: seconds open over its slots, and ms per answer at its own pace. */
  busiestOpen: { seconds: number; perAnswerMs: number };
  workerCpuSeconds: number;
  benchCpuSeconds: number;
  chunks: { start: number; end: number; runs: number }[];
  bound: ReturnType<typeof politenessBound>;
}

const db = await benchDatabase(`leadbase_bench_fleet_${process.pid}`);
const redis = createRedis(config, 'failfast', createLogger('silent'));

async function runWith(workers: number): Promise<Row> {
  // Fresh peers (their peaks are this run's) and a fresh prefix: nothing cached from the previous run.
  const peers = await startMailPeers({ extraHosts: COMPANIES });
  peers.setLatency(SMTP_LATENCY_MS);
  const sites = await startSites(COMPANIES, HTTP_LATENCY_MS);
  const prefix = `leadbase-bench-fleet-${process.pid}-${workers}`;
  const cpuBefore = cpuSeconds();
  try {
    const run = await enrichWithWorkers({
      db,
      prefix,
      workers,
      workerArgs: ['dist/workers/index.js'],
      env: { DNS_SERVERS: peers.dnsServer, SMTP_PROBE_PORT: String(peers.smtpPort), OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' },
      tableName: `Fleet ${workers}`,
      leads: workload((n) => sites.url(n)),
    });
    const benchCpuSeconds = cpuSeconds() - cpuBefore;
    const byHost = peers.peakSessionsByHost();
    const requests = sites.requests();
    const hosts = Array.from({ length: COMPANIES }, (_, i) => extraHostAddress(i));
    const sessions = peers.sessionLog().filter((s) => hosts.includes(s.host));
    // Milliseconds each mail host spent answering: per session its greeting wait and answers.
    const busyByHost = hosts.map((host) => sessions.filter((s) => s.host === host).reduce((sum, s) => sum + GREETING_WAIT_MS + answersIn(s) * SMTP_LATENCY_MS, 0));
    const busyAsServed = hosts.map((host) => sessions.filter((s) => s.host === host).reduce((sum, s) => sum + GREETING_WAIT_MS + s.answeringMs, 0));
    return {
      workers,
      ...run,
      peakSessions: Math.max(0, ...hosts.map((host) => byHost.get(host) ?? 0)),
      peakRequests: sites.peakPerHost(),
      requests: requests.reduce((a, b) => a + b, 0),
      sessions: sessions.length,
      // How much of the run the hosts' session slots were taken (open sessions' time over slots × wall).
      slotsBusy: sessions.reduce((sum, s) => sum + (s.closedAt ?? s.openedAt) - s.openedAt, 0) / 1000 / (hosts.length * sessionsPerHost * run.seconds),
      busiestOpen: busiestAsServed(hosts, sessions),
      benchCpuSeconds,
      bound: politenessBound(busyByHost, busyAsServed, requests),
    };
  } finally {
    await peers.close();
    sites.close();
    // The run's verdict cache and politeness counts (its queues are obliterated by enrichWithWorkers).
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
  }
}

const ok = (peak: number, limit: number) => `${peak} ${peak <= limit ? 'OK' : 'OVER'}`;
let failed = false;
try {
  console.log(`bench:fleet — ${LEADS} leads at ${COMPANIES} companies (one mail host and one website each), verify + research; ${WITH_WEBSITE} leads with their company's website`);
  console.log(
    `  +${SMTP_LATENCY_MS} ms per SMTP answer, +${HTTP_LATENCY_MS} ms per HTTP response; limits across the fleet: ${sessionsPerHost} SMTP sessions per mail host, ${requestsPerSite} requests per site`,
  );
  console.log(
    `  (${(100 * EXTRA_MAILBOXES) / perCompany} % of the addresses exist; chunks of 100, ${config.workerConcurrency['enrichment-chunk']} chunks at a time per worker process)`,
  );
  console.log('  workers   wall     leads/min  speed-up  SMTP/host  HTTP/site  bound   of it   at pace  of it   counts  CPU (workers + bench)  target');
  const rows: Row[] = [];
  for (const workers of WORKERS) {
    const row = await runWith(workers);
    rows.push(row);
    const base = rows.find((r) => r.workers === 1) ?? rows[0];
    const speedUp = base.seconds / row.seconds;
    const ofBound = row.seconds / row.bound.bound;
    const ofAtPace = row.seconds / row.bound.atPace;
    const countsOk = Object.entries(expected).every(([key, value]) => (row.result as Record<string, unknown>)[key] === value);
    const withinLimits = row.peakSessions <= sessionsPerHost && row.peakRequests <= requestsPerSite;
    const target = TARGETS[workers];
    const reached = ofBound <= NEAR_BOUND;
    const verdict =
      target === undefined
        ? '—'
        : speedUp >= target
          ? `PASS (≥ ${target}×)`
          : reached
            ? 'PASS (politeness limit reached)'
            : `FAIL (< ${target}×, ${((ofBound - 1) * 100).toFixed(0)} % above the bound)`;
    if (!countsOk || !withinLimits || verdict.startsWith('FAIL')) failed = true;
    console.log(
      `  ${String(workers).padEnd(9)} ${row.seconds.toFixed(1).padStart(5)} s  ${((LEADS / row.seconds) * 60).toFixed(0).padStart(9)}  ${speedUp.toFixed(2).padStart(7)}×  ${ok(row.peakSessions, sessionsPerHost).padEnd(9)}  ${ok(row.peakRequests, requestsPerSite).padEnd(9)}  ${row.bound.bound.toFixed(1).padStart(4)} s  ${ofBound.toFixed(2).padStart(5)}×  ${row.bound.atPace.toFixed(1).padStart(5)} s  ${ofAtPace.toFixed(2).padStart(5)}×  ${(countsOk ? 'exact' : 'WRONG').padEnd(6)}  ${`${row.workerCpuSeconds.toFixed(0)} + ${row.benchCpuSeconds.toFixed(0)} s`.padEnd(21)}  ${verdict}`,
    );
    if (!countsOk) console.log(`    result ${JSON.stringify(row.result)}, expected ${JSON.stringify(expected)}`);
  }
  console.log(
    `  bound: the least wall time the politeness limits allow the run's work at +${SMTP_LATENCY_MS} ms per answer; at pace: the same at the pace the mail hosts answered (their timers share the bench's process, so its own load slows them too: shown, not judged); "reached" = within ${Math.round((NEAR_BOUND - 1) * 100)} % of the bound`,
  );
  for (const row of rows) {
    const lastRuns = row.chunks.reduce((sum, c) => sum + c.end - c.start, 0) / 1000;
    const first = Math.min(...row.chunks.map((c) => c.start)) / 1000;
    const last = Math.max(...row.chunks.map((c) => c.end)) / 1000;
    const steppedAside = row.chunks.filter((c) => c.runs > 1);
    console.log(
      `    ${row.workers}: ${row.chunks.length} chunks, ${steppedAside.length} of which stepped aside ${steppedAside.reduce((n, c) => n + c.runs - 1, 0)} times in all while websites other chunks read were read; their last runs took ${(lastRuns / row.chunks.length).toFixed(2)} s on average, from ${first.toFixed(2)} s to ${last.toFixed(2)} s after the request; verification ${row.bound.verify.toFixed(1)} s, ${row.bound.verifyAtPace.toFixed(1)} s at the hosts' pace (the busiest mail host's greetings and answers over ${sessionsPerHost} sessions; ${row.sessions} sessions in all, the hosts' session slots taken ${(100 * row.slotsBusy).toFixed(0)} % of the run; the busiest host's sessions were open ${row.busiestOpen.seconds.toFixed(1)} s of its ${sessionsPerHost} slots, ${row.busiestOpen.perAnswerMs.toFixed(0)} ms per answer at its own pace), research ${row.bound.research.toFixed(1)} s (the busiest site's requests, ${requestsPerSite} at a time; ${row.requests} requests in all)`,
    );
  }
  console.log(
    `  the workload's own least for verification: ${rows[0].bound.verifyLeast.toFixed(1)} s (${perCompany + 1} RCPT answers per mail host over ${sessionsPerHost} sessions, plus a greeting and a MAIL FROM each)`,
  );
} finally {
  redis.disconnect();
  await db.close();
}
if (failed) process.exitCode = 1;
