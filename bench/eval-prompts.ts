/**
 * `npm run eval:prompts`: whole-prompt accuracy of the prompt interpreter per language and per field on
 * the labelled set written blind (test/fixtures/prompts/labelled.json), and on the held-out set when it is
 * there (reported on its own line, never looked at while tuning). `--failures` lists the misses of the
 * labelled set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { interpretPrompt, promptProblem } from '../src/discovery/prompt-parser.js';
import { loadGazetteer } from '../src/discovery/prompt/gazetteer.js';

interface Labelled {
  prompt: string;
  language: 'en' | 'sr-Latn' | 'sr-Cyrl' | 'de';
  expected?: { count: number; businessType: string; place: string; countryCode: string; minRating: number | null; ratingStrict: boolean };
  problem?: 'place' | 'businessType';
}
const FIELDS = ['count', 'businessType', 'place', 'countryCode', 'minRating', 'ratingStrict', 'problem'] as const;

/** Which fields are wrong for one labelled prompt. */
function wrongFields(item: Labelled): { wrong: string[]; got: unknown } {
  const got = interpretPrompt(item.prompt);
  const problem = promptProblem(got);
  if (item.problem) {
    const missing = !got.businessType ? 'businessType' : !got.place ? 'place' : null;
    return { wrong: problem && missing === item.problem ? [] : ['problem'], got: { problem, businessType: got.businessType, place: got.place } };
  }
  const e = item.expected!;
  const actual = {
    count: got.count,
    businessType: got.businessType,
    place: got.place,
    countryCode: got.resolvedPlace?.countryCode ?? null,
    minRating: got.minRating,
    ratingStrict: got.ratingStrict,
  };
  const same = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b);
  const wrong: string[] = (Object.keys(actual) as (keyof typeof actual)[]).filter((k) => !same(actual[k], e[k]));
  if (problem && !wrong.length) wrong.push('problem');
  return { wrong, got: actual };
}

function report(name: string, items: Labelled[], showFailures: boolean): void {
  const byLanguage = new Map<string, { right: number; total: number }>();
  const fieldWrong = new Map<string, number>(FIELDS.map((f) => [f, 0]));
  let right = 0;
  for (const item of items) {
    const { wrong, got } = wrongFields(item);
    const lang = byLanguage.get(item.language) ?? { right: 0, total: 0 };
    lang.total++;
    if (!wrong.length) {
      lang.right++;
      right++;
    } else if (showFailures)
      console.log(
        `  ✗ [${item.language}] ${item.prompt}\n      wrong ${wrong.join(', ')}: got ${JSON.stringify(got)}\n      want ${JSON.stringify(item.expected ?? { problem: item.problem })}`,
      );
    for (const f of wrong) fieldWrong.set(f, fieldWrong.get(f)! + 1);
    byLanguage.set(item.language, lang);
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
  console.log(`${name}: ${pct(right, items.length)} whole-prompt (${right}/${items.length})`);
  console.log(`  per language: ${[...byLanguage].map(([l, s]) => `${l} ${pct(s.right, s.total)} (${s.right}/${s.total})`).join(', ')}`);
  console.log(`  per field:    ${FIELDS.map((f) => `${f} ${pct(items.length - fieldWrong.get(f)!, items.length)}`).join(', ')}`);
}

const dir = new URL('../test/fixtures/prompts/', import.meta.url);
const started = performance.now();
loadGazetteer();
console.log(`gazetteer built in ${Math.round(performance.now() - started)} ms (process heap now ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB)`);
const labelled = JSON.parse(readFileSync(new URL('labelled.json', dir), 'utf8')) as Labelled[];
const t0 = performance.now();
report('labelled', labelled, process.argv.includes('--failures'));
console.log(`  ${((performance.now() - t0) / labelled.length).toFixed(2)} ms a prompt`);
// The held-out set is only ever scored, never shown: its figure stays honest.
if (existsSync(new URL('holdout.json', dir))) report('holdout', JSON.parse(readFileSync(new URL('holdout.json', dir), 'utf8')) as Labelled[], false);
