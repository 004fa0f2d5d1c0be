/**
 * npm run bench:verify — 1000 addresses over 50 domains (five MX hosts) against local SMTP servers that
 * add 50 ms to every answer. Prints wall time, addresses/second and the most concurrent sessions any
 * one MX saw, beside a one-at-a-time baseline (each address checked on its own, as a naive verifier
 * does) measured in the same run on a sample.
 */
import { HostGates } from '../src/lib/host-gates.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import { createMemoryCache, verifyEmails, type VerifyOptions } from '../src/verification/verify-emails.js';
import { LOOPBACK_ALLOWED, startMailPeers } from '../test/support/mail-peers.js';

const DOMAINS = 50;
const PER_DOMAIN = 20;
const LATENCY_MS = 50;
const BASELINE_SAMPLE = 40;
const MAX_SESSIONS_PER_HOST = 2;

const peers = await startMailPeers();
peers.setLatency(LATENCY_MS);
const options = (): VerifyOptions => ({
  resolver: createMailResolver({ servers: [peers.dnsServer] }),
  smtpPort: peers.smtpPort,
  heloHost: 'bench.leadbase.test',
  mailFrom: 'bench@leadbase.test',
  sessionGates: new HostGates(MAX_SESSIONS_PER_HOST),
  addressPolicy: LOOPBACK_ALLOWED,
  cache: createMemoryCache(),
});

// Half of each domain's addresses exist (person0–9), half do not.
const emails = Array.from({ length: DOMAINS }, (_, d) => Array.from({ length: PER_DOMAIN }, (_, n) => `person${n}@store${d}.test`)).flat();

try {
  let started = performance.now();
  const results = await verifyEmails(emails, options());
  const batchSeconds = (performance.now() - started) / 1000;
  const peak = peers.peakSessions();
  const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

  const sample = emails.filter((_, i) => i % (emails.length / BASELINE_SAMPLE) === 0);
  started = performance.now();
  for (const email of sample) await verifyEmails([email], options());
  const baselinePerSecond = sample.length / ((performance.now() - started) / 1000);
  const perSecond = emails.length / batchSeconds;

  console.log(`bench:verify — ${emails.length} addresses, ${DOMAINS} domains on 5 MX hosts, +${LATENCY_MS} ms per SMTP answer, ${MAX_SESSIONS_PER_HOST} sessions per MX`);
  console.log(`  batched:        ${batchSeconds.toFixed(1)} s wall, ${perSecond.toFixed(1)} addresses/s  (${JSON.stringify(counts)})`);
  console.log(
    `  one at a time:  ${baselinePerSecond.toFixed(1)} addresses/s (${sample.length}-address sample; ${(emails.length / baselinePerSecond).toFixed(0)} s for all ${emails.length})`,
  );
  console.log(`  speed-up:       ${(perSecond / baselinePerSecond).toFixed(1)}x`);
  console.log(`  peak concurrent sessions seen by one MX: ${peak} (limit ${MAX_SESSIONS_PER_HOST}) ${peak <= MAX_SESSIONS_PER_HOST ? 'ok' : 'OVER THE LIMIT'}`);
} finally {
  await peers.close();
}
