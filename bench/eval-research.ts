/**
 * npm run eval:research — website research over each fixture corpus, scored against its hand-written
 * expected results: precision and recall per item type per corpus, the sites whose status differs, and
 * every invented or missed item. Corpora: test/fixtures/sites (written with the rules in view),
 * sites-wild and sites-real, -3 … -36 (written blind; they reproduce structures seen on published sites) and
 * sites-holdout and sites-real-holdout, -2 … -34 (kept aside; only their figures are printed, never which sites
 * differ or what was missed there). `npm run eval:research -- sites-wild` runs one corpus.
 * Target: precision 1.000 for every type everywhere; person recall ≥ 0.97 on sites-wild, ≥ 0.90 on the real-markup corpora.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { loadConfig } from '../src/config.js';
import { FIXTURES_DIR } from '../test/support/fixture-sites.js';
import { ITEM_TYPES, runCorpus, summarise, type SiteScore } from '../test/support/research-corpus.js';

/** Person recall each corpus must reach (besides precision 1.000 everywhere). */
const PEOPLE_TARGETS: Record<string, number> = {
  'sites-wild': 0.97,
  'sites-real': 0.9,
  'sites-real-3': 0.9,
  'sites-real-4': 0.9,
  'sites-real-6': 0.9,
  'sites-real-holdout': 0.9,
  'sites-real-holdout-2': 0.9,
};

const withBrowser = loadConfig().research.chromiumPath !== null;
const wanted = process.argv.slice(2);
const corpora = (
  wanted.length
    ? wanted
    : [
        'sites',
        'sites-wild',
        'sites-holdout',
        'sites-real',
        'sites-real-3',
        'sites-real-4',
        'sites-real-5',
        'sites-real-6',
        'sites-real-7',
        'sites-real-8',
        'sites-real-9',
        'sites-real-10',
        'sites-real-11',
        'sites-real-12',
        'sites-real-13',
        'sites-real-14',
        'sites-real-15',
        'sites-real-16',
        'sites-real-17',
        'sites-real-18',
        'sites-real-19',
        'sites-real-20',
        'sites-real-21',
        'sites-real-22',
        'sites-real-23',
        'sites-real-24',
        'sites-real-25',
        'sites-real-26',
        'sites-real-27',
        'sites-real-28',
        'sites-real-29',
        'sites-real-30',
        'sites-real-31',
        'sites-real-32',
        'sites-real-33',
        'sites-real-34',
        'sites-real-35',
        'sites-real-36',
        'sites-real-holdout',
        'sites-real-holdout-2',
        'sites-real-holdout-3',
        'sites-real-holdout-4',
        'sites-real-holdout-5',
        'sites-real-holdout-6',
        'sites-real-holdout-7',
        'sites-real-holdout-8',
        'sites-real-holdout-9',
        'sites-real-holdout-10',
        'sites-real-holdout-11',
        'sites-real-holdout-12',
        'sites-real-holdout-13',
        'sites-real-holdout-14',
        'sites-real-holdout-15',
        'sites-real-holdout-16',
        'sites-real-holdout-17',
        'sites-real-holdout-18',
        'sites-real-holdout-19',
        'sites-real-holdout-20',
        'sites-real-holdout-21',
        'sites-real-holdout-22',
        'sites-real-holdout-23',
        'sites-real-holdout-24',
        'sites-real-holdout-25',
        'sites-real-holdout-26',
        'sites-real-holdout-27',
        'sites-real-holdout-28',
        'sites-real-holdout-29',
        'sites-real-holdout-30',
        'sites-real-holdout-31',
        'sites-real-holdout-32',
        'sites-real-holdout-33',
        'sites-real-holdout-34',
      ]
)
  .map((name) => path.join(FIXTURES_DIR, name))
  .filter((dir) => existsSync(dir));

/**
 * Of the items a site's research missed, how many are on a page the crawl read — missed by reading — and how many only on
 * pages it did not read — missed by page choice: people by name in the page's text, emails as written in its markup, phones
 * by their last eight digits in its markup with separators dropped (a `tel:` link's or the text's). Counts only, so the
 * holdouts can say it.
 */
function missedWhere({ site, result, counts }: SiteScore, dir: string) {
  const pages = result.pages
    .filter((visit) => visit.kind === 'page')
    .map((visit) => {
      const route = site.def.routes[new URL(visit.url).pathname];
      const file = typeof route === 'string' ? route : route && 'file' in route ? route.file : null;
      const html = file ? readFileSync(path.join(dir, site.slug, file), 'utf8') : '';
      return { text: cheerio.load(html).text().replace(/\s+/g, ' ').toLowerCase(), markup: html.toLowerCase(), digits: html.replace(/[\s()./-]/g, '') };
    });
  const missedNames = counts.people.missed.map((key) => key.split(' | ')[0]);
  const read = missedNames.filter((name) => pages.some((page) => page.text.includes(name))).length;
  const foundNames = new Set(result.findings.people.map((p) => p.name.toLowerCase()));
  const emailsRead = counts.emails.missed.filter((email) => pages.some((page) => page.markup.includes(email))).length;
  const phonesRead = counts.phones.missed.filter((phone) => pages.some((page) => page.digits.includes(phone.replace(/\D/g, '').slice(-8)))).length;
  // (UK numbers Ofcom keeps for drama, never allocated: the product leaves them out as libphonenumber calls them invalid —
  // a number that reaches no one — but blind authors write them for invented businesses.)
  const unallocated = counts.phones.missed.filter((phone) => /^\+44(?:7700900|1632960)\d{3}$/.test(phone)).length;
  return {
    read,
    unread: missedNames.length - read,
    otherRole: missedNames.filter((name) => foundNames.has(name)).length,
    emails: { read: emailsRead, unread: counts.emails.missed.length - emailsRead },
    phones: { read: phonesRead, unread: counts.phones.missed.length - phonesRead, unallocated },
  };
}

/** A name's words, folded, without titles or initials: for telling a name written another way from another person. */
function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !['dr', 'prof', 'mag', 'ing', 'dipl', 'med', 'mr', 'mrs', 'ms', 'jun', 'sen'].includes(w));
}

/** How our name's words differ from the expected one's: which side has more, or other words or order. */
function nameDifference(ours: string[], expected: string[]): string {
  if (ours.join(' ') === expected.join(' ')) return 'titles, initials or punctuation';
  if (ours.length === expected.length && ours.every((w) => expected.includes(w))) return 'word order';
  if (expected.every((w) => ours.includes(w))) return 'more words in ours';
  if (ours.every((w) => expected.includes(w))) {
    if (ours.length === 1) return 'ours a single word';
    const from = expected.indexOf(ours[0]);
    if (from > 0) return 'ours without the first word';
    return expected.indexOf(ours.at(-1)!) < expected.length - 1 ? 'ours without the last word' : 'ours without a middle word';
  }
  return 'other words';
}

/** How our role differs from the person's expected ones: one holds the other, they share words, or none. */
function roleDifference(ours: string, expected: string[]): string {
  const fold = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const o = fold(ours);
  if (expected.some((e) => o.includes(fold(e)))) return 'ours longer';
  if (expected.some((e) => fold(e).includes(o))) return 'ours shorter';
  const words = new Set(o.split(/[^\p{L}]+/u).filter((w) => w.length > 2));
  return expected.some((e) =>
    fold(e)
      .split(/[^\p{L}]+/u)
      .some((w) => words.has(w)),
  )
    ? 'sharing words'
    : 'no word in common';
}

/** Whether the corpus lists a found value among its traps: a name as written, or a number by its digits. */
function isDecoy(decoys: string[] | undefined, value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (decoys ?? []).some((decoy) => {
    if (digits.length >= 6)
      return decoy.replace(/\D/g, '').length >= 6 && (digits.endsWith(decoy.replace(/\D/g, '').replace(/^0+/, '')) || decoy.replace(/\D/g, '').endsWith(digits));
    return decoy.toLowerCase().includes(value.toLowerCase()) || value.toLowerCase().includes(decoy.toLowerCase());
  });
}

let met = true;
for (const dir of corpora) {
  const name = path.basename(dir);
  const holdout = name.includes('holdout');
  const scores = await runCorpus({ withBrowser, dir });
  const summary = summarise(scores);
  console.log(`\n${name} — ${scores.length} sites, ${withBrowser ? 'with' : 'WITHOUT'} a browser for JavaScript pages`);
  console.log(`  ${'item'.padEnd(10)} ${'expected'.padStart(8)} ${'found'.padStart(6)} ${'correct'.padStart(8)} ${'precision'.padStart(10)} ${'recall'.padStart(7)}`);
  for (const type of ITEM_TYPES) {
    const s = summary[type];
    console.log(
      `  ${type.padEnd(10)} ${String(s.expected).padStart(8)} ${String(s.found).padStart(6)} ${String(s.correct).padStart(8)} ${s.precision.toFixed(3).padStart(10)} ${s.recall.toFixed(3).padStart(7)}`,
    );
  }
  const where = scores.map((score) => missedWhere(score, dir));
  console.log(
    `  people missed: ${where.reduce((n, w) => n + w.read, 0)} named on a page read (${where.reduce((n, w) => n + w.otherRole, 0)} of them found with another role), ${where.reduce((n, w) => n + w.unread, 0)} only on pages not read`,
  );
  for (const type of ['emails', 'phones'] as const) {
    const read = where.reduce((n, w) => n + w[type].read, 0);
    const unread = where.reduce((n, w) => n + w[type].unread, 0);
    const unallocated = type === 'phones' ? where.reduce((n, w) => n + w.phones.unallocated, 0) : 0;
    const drama = unallocated ? ` (${unallocated} of them UK drama numbers, never allocated, left out by design)` : '';
    if (read + unread) console.log(`  ${type} missed: ${read} on a page read, ${unread} only on pages not read${drama}`);
  }
  // Invented people by how they were read, and whether the name is expected with another role or written
  // another way ("Dr. Ana Kovač" for "Ana Kovač"): counts only.
  const invented = scores.flatMap(({ site, result, counts }) => {
    const wrong = new Set(counts.people.falsePositives);
    const expectedNames = new Set(site.expected.people.map((p) => p.name.toLowerCase()));
    const expectedWords = site.expected.people.map((p) => nameTokens(p.name));
    return result.findings.people
      .filter((p) => wrong.has(`${p.name} | ${p.role}`.toLowerCase()))
      .map((p) => {
        if (expectedNames.has(p.name.toLowerCase())) {
          const roles = site.expected.people.filter((e) => e.name.toLowerCase() === p.name.toLowerCase()).map((e) => e.role);
          return `${p.method} (a person of the site, another role: ${roleDifference(p.role, roles)})`;
        }
        const words = nameTokens(p.name);
        const near = expectedWords.find((e) => e.filter((w) => words.includes(w)).length >= Math.min(2, e.length, words.length));
        if (near) return `${p.method} (a person of the site, the name written another way: ${nameDifference(words, near)})`;
        // Not the site's: a trap its author listed (a testimonial's author, a speaker…), or a name no one listed.
        return `${p.method} (${isDecoy(site.expected.decoys, p.name) ? 'a listed decoy' : 'listed nowhere'}${words.length < 2 ? ', one word' : ''})`;
      });
  });
  if (invented.length) {
    const byKind = new Map<string, number>();
    for (const kind of invented) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    console.log(`  people invented: ${[...byKind].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  }
  const phoneKinds = new Map<string, number>();
  for (const { site, result, counts } of scores) {
    const wrong = new Set(counts.phones.falsePositives);
    for (const phone of result.findings.phones) {
      if (!wrong.has(phone.value)) continue;
      const kind = `${phone.method} (${isDecoy(site.expected.decoys, phone.value) ? 'a listed decoy' : 'listed nowhere'})`;
      phoneKinds.set(kind, (phoneKinds.get(kind) ?? 0) + 1);
    }
  }
  if (phoneKinds.size) console.log(`  phones invented: ${[...phoneKinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  const statusRight = scores.filter((s) => s.result.status === s.statusExpected).length;
  console.log(`  site status as expected: ${statusRight}/${scores.length}`);
  for (const s of scores) {
    const lines = [
      ...(s.result.status !== s.statusExpected ? [`status ${s.result.status}, expected ${s.statusExpected} (${s.result.detail ?? ''})`] : []),
      ...ITEM_TYPES.flatMap((type) => s.counts[type].falsePositives.map((item) => `INVENTED ${type}: ${item}`)),
      ...ITEM_TYPES.flatMap((type) => s.counts[type].missed.map((item) => `missed ${type}: ${item}`)),
      ...s.problems,
    ];
    if (lines.length && !holdout) console.log(`  ${s.site.slug}\n${lines.map((l) => `    ${l}`).join('\n')}`);
  }
  // The holdout stays a measurement: how many sites fall short, never which or what they hold.
  if (holdout)
    console.log(
      `  sites with any difference: ${scores.filter((s) => s.result.status !== s.statusExpected || s.problems.length || ITEM_TYPES.some((t) => s.counts[t].falsePositives.length || s.counts[t].missed.length)).length}`,
    );
  const precise = ITEM_TYPES.every((type) => summary[type].precision === 1);
  const minPeople = PEOPLE_TARGETS[name];
  const peopleTarget = minPeople === undefined || summary.people.recall >= minPeople;
  met &&= precise && peopleTarget;
  console.log(
    precise && peopleTarget ? '  target met' : `  TARGET NOT MET: precision must be 1.000 for every type${minPeople === undefined ? '' : ` and person recall ≥ ${minPeople}`}`,
  );
}
process.exitCode = met ? 0 : 1;
