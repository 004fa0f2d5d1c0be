/**
 * npm run bench:verify — 1000 addresses over 50 domains (five MX hosts) against local SMTP servers that
 * add 50 ms to every answer. The politeness limit is the worker's: ClusterGates (src/jobs/cluster-gates.ts)
 * counting sessions per mail server in the local Redis (127.0.0.1:6379, a prefix of its own), 2 per MX.
 * Prints wall time, addresses/second, that rate as a fraction of the politeness limit (mail hosts ×
 * sessions per host ÷ time per RCPT answer: the most RCPT answers per second the limit allows), the
 * sessions and RCPT answers the mail hosts saw and the most concurrent sessions any one MX saw, beside a
 * one-at-a-time baseline (each address checked on its own, as a naive verifier does) measured in the
 * same run on a sample.
 */
import { ClusterGates } from '../src/jobs/cluster-gates.js';
import { createRedis } from '../src/jobs/redis.js';
import { createLogger } from '../src/logger.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import { createMemoryCache, verifyEmails, type VerifyOptions } from '../src/verification/verify-emails.js';
import { LOOPBACK_ALLOWED, startMailPeers } from '../test/support/mail-peers.js';

const DOMAINS = 50;
const PER_DOMAIN = 20;
const MX_HOSTS = 5;
const LATENCY_MS = 50;
const BASELINE_SAMPLE = 40;
const MAX_SESSIONS_PER_HOST = 2;
/** RCPT answers per second the politeness limit allows: each of the MX hosts' sessions gets one answer per LATENCY_MS. */
const LIMIT = (MX_HOSTS * MAX_SESSIONS_PER_HOST) / (LATENCY_MS / 1000);

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'failfast', createLogger('silent'));
await new Promise<void>((resolve, reject) => {
  redis.once('ready', resolve);
  redis.once('error', reject);
});
const prefix = `bench-verify-${process.pid}-${Date.now()}`;
const peers = await startMailPeers();
peers.setLatency(LATENCY_MS);
const options = (): VerifyOptions => ({
  resolver: createMailResolver({ servers: [peers.dnsServer] }),
  smtpPort: peers.smtpPort,
  heloHost: 'bench.leadbase.test',
  mailFrom: 'bench@leadbase.test',
  // As the worker builds it (workers/index.ts): sessions per mail server counted across processes in Redis.
  sessionGates: new ClusterGates({ redis, prefix, kind: 'smtp', concurrency: MAX_SESSIONS_PER_HOST }),
  addressPolicy: LOOPBACK_ALLOWED,
  cache: createMemoryCache(),
});

// Half of each domain's addresses exist (person0–9), half do not.
const emails = Array.from({ length: DOMAINS }, (_, d) => Array.from({ length: PER_DOMAIN }, (_, n) => `person${n}@store${d}.test`)).flat();

try {
  // A worker verifies all day long: warm the code up first on other domains (another mail host, 127.0.0.2), as the other benches do.
  await verifyEmails(
    Array.from({ length: 40 }, (_, i) => `owner@shop${i}.test`),
    options(),
  );
  const [sessionsBefore, answersBefore] = [peers.sessions(), peers.recipients()];
  let started = performance.now();
  const results = await verifyEmails(emails, options());
  const batchSeconds = (performance.now() - started) / 1000;
  const [sessions, answers] = [peers.sessions() - sessionsBefore, peers.recipients() - answersBefore];
  const peak = peers.peakSessions();
  const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  const expected = emails.every((email, i) => results[i].status === (Number(/^person(\d+)/.exec(email)![1]) < 10 ? 'deliverable' : 'undeliverable'));

  const sample = emails.filter((_, i) => i % (emails.length / BASELINE_SAMPLE) === 0);
  started = performance.now();
  for (const email of sample) await verifyEmails([email], options());
  const baselinePerSecond = sample.length / ((performance.now() - started) / 1000);
  const perSecond = emails.length / batchSeconds;

  console.log(
    `bench:verify — ${emails.length} addresses, ${DOMAINS} domains on ${MX_HOSTS} MX hosts, +${LATENCY_MS} ms per SMTP answer, ${MAX_SESSIONS_PER_HOST} sessions per MX (ClusterGates in Redis)`,
  );
  console.log(`  batched:        ${batchSeconds.toFixed(2)} s wall, ${perSecond.toFixed(1)} addresses/s  (${JSON.stringify(counts)}${expected ? '' : ' — WRONG VERDICTS'})`);
  console.log(
    `  politeness limit: ${MX_HOSTS} hosts × ${MAX_SESSIONS_PER_HOST} sessions ÷ ${LATENCY_MS / 1000} s = ${LIMIT} RCPT answers/s; addresses/s ÷ limit = ${((100 * perSecond) / LIMIT).toFixed(1)} %`,
  );
  console.log(`  mail hosts saw:  ${sessions} sessions, ${answers} RCPT answers (${answers - emails.length} beyond one per address: catch-all probes and retries)`);
  console.log(
    `  one at a time:  ${baselinePerSecond.toFixed(1)} addresses/s (${sample.length}-address sample; ${(emails.length / baselinePerSecond).toFixed(0)} s for all ${emails.length})`,
  );
  console.log(`  speed-up:       ${(perSecond / baselinePerSecond).toFixed(1)}x`);
  console.log(`  peak concurrent sessions seen by one MX: ${peak} (limit ${MAX_SESSIONS_PER_HOST}) ${peak <= MAX_SESSIONS_PER_HOST ? 'ok' : 'OVER THE LIMIT'}`);
  if (!expected || peak > MAX_SESSIONS_PER_HOST) process.exitCode = 1;
} finally {
  await peers.close();
  redis.disconnect();
}
