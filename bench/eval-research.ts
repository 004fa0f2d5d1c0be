/**
 * npm run eval:research — website research over the fixture corpus (test/fixtures/sites), scored
 * against the hand-written expected results: precision and recall per item type (target: precision
 * 1.0, recall ≥ 0.95), the sites whose status differs, and every invented or missed item.
 */
import { loadConfig } from '../src/config.js';
import { ITEM_TYPES, runCorpus, summarise } from '../test/support/research-corpus.js';

const withBrowser = loadConfig().research.chromiumPath !== null;
const scores = await runCorpus({ withBrowser });
const summary = summarise(scores);

console.log(`eval:research — ${scores.length} fixture sites, ${withBrowser ? 'with' : 'WITHOUT'} a browser for JavaScript pages`);
console.log(`  ${'item'.padEnd(10)} ${'expected'.padStart(8)} ${'found'.padStart(6)} ${'correct'.padStart(8)} ${'precision'.padStart(10)} ${'recall'.padStart(7)}`);
for (const type of ITEM_TYPES) {
  const s = summary[type];
  console.log(`  ${type.padEnd(10)} ${String(s.expected).padStart(8)} ${String(s.found).padStart(6)} ${String(s.correct).padStart(8)} ${s.precision.toFixed(3).padStart(10)} ${s.recall.toFixed(3).padStart(7)}`);
}
const statusRight = scores.filter((s) => s.result.status === s.statusExpected).length;
console.log(`  site status as expected: ${statusRight}/${scores.length}`);
for (const s of scores) {
  const lines = [
    ...(s.result.status !== s.statusExpected ? [`status ${s.result.status}, expected ${s.statusExpected} (${s.result.detail ?? ''})`] : []),
    ...ITEM_TYPES.flatMap((type) => s.counts[type].falsePositives.map((item) => `INVENTED ${type}: ${item}`)),
    ...ITEM_TYPES.flatMap((type) => s.counts[type].missed.map((item) => `missed ${type}: ${item}`)),
    ...s.problems,
  ];
  if (lines.length) console.log(`  ${s.site.slug}\n${lines.map((l) => `    ${l}`).join('\n')}`);
}
const met = ITEM_TYPES.every((type) => summary[type].precision === 1 && summary[type].recall >= 0.95);
console.log(met ? '  target met: precision 1.0 and recall ≥ 0.95 for every item type' : '  TARGET NOT MET: precision must be 1.0 and recall ≥ 0.95 for every item type');
process.exitCode = met ? 0 : 1;
