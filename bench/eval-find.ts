/**
 * npm run eval:find — email finding over the labelled people of test/fixtures/find/companies.json
 * (fixture websites, loopback DNS and SMTP peers with per-mailbox answers and catch-all domains).
 * Prints, per method, precision (share of returned addresses that are right; target 1.0) and coverage
 * (share of the people whose right answer is that method who got it), then every miss.
 */
import { FIND_METHODS } from '../src/finding/find-emails.js';
import { runFindCorpus, startFindPeers } from '../test/support/find-corpus.js';

const peers = await startFindPeers();
try {
  const started = performance.now();
  const { labelled, results } = await runFindCorpus(peers);
  const seconds = (performance.now() - started) / 1000;
  const rows = labelled.map((l, i) => ({ ...l, result: results[i] }));
  console.log(`eval:find — ${rows.length} people at ${new Set(rows.map((r) => r.company.domain)).size} companies, ${seconds.toFixed(1)} s`);
  console.log(`  ${'method'.padEnd(10)} ${'returned'.padStart(8)} ${'right'.padStart(6)} ${'precision'.padStart(10)} ${'expected'.padStart(9)} ${'coverage'.padStart(9)}`);
  let wrongTotal = 0;
  for (const method of FIND_METHODS) {
    const returned = rows.filter((r) => r.result.method === method);
    const right = returned.filter((r) => r.result.email === r.person.expected);
    const expected = rows.filter((r) => r.person.method === method);
    const covered = expected.filter((r) => r.result.email === r.person.expected);
    wrongTotal += returned.length - right.length;
    const ratio = (a: number, b: number) => (b ? (a / b).toFixed(3) : '—');
    console.log(
      `  ${method.padEnd(10)} ${String(returned.length).padStart(8)} ${String(right.length).padStart(6)} ${ratio(right.length, returned.length).padStart(10)} ${String(expected.length).padStart(9)} ${ratio(covered.length, expected.length).padStart(9)}`,
    );
  }
  const found = rows.filter((r) => r.result.email);
  const findable = rows.filter((r) => r.person.expected);
  const rightNull = rows.filter((r) => !r.person.expected && !r.result.email);
  console.log(
    `  overall: ${found.length} returned, ${found.length - wrongTotal} right (precision ${(found.length ? (found.length - wrongTotal) / found.length : 1).toFixed(3)}); coverage ${(findable.filter((r) => r.result.email === r.person.expected).length / findable.length).toFixed(3)} of ${findable.length} findable; ${rightNull.length}/${rows.length - findable.length} unfindable correctly left empty`,
  );
  for (const r of rows) {
    const ok = r.result.email === r.person.expected && (r.result.email ? r.result.method === r.person.method : r.result.reason === r.person.reason);
    if (!ok)
      console.log(
        `  MISS ${r.person.personName} @ ${r.company.domain}: got ${r.result.email ?? 'null'} (${r.result.method ?? r.result.reason}), want ${r.person.expected ?? 'null'} (${r.person.method ?? r.person.reason})`,
      );
  }
  process.exitCode = wrongTotal === 0 ? 0 : 1;
} finally {
  await peers.close();
}
