import { expect } from 'chai';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { FIXTURES_DIR, loadCorpus, REAL_SITES_3_DIR, REAL_SITES_4_DIR, REAL_SITES_6_DIR, REAL_SITES_DIR, SITES_DIR, WILD_SITES_DIR } from './support/fixture-sites.js';
import { ITEM_TYPES, runCorpus, summarise, type ItemType, type SiteScore } from './support/research-corpus.js';

/**
 * Website research over the fixture corpora: every site's status, nothing invented (precision 1.0,
 * decoys never returned, evidence always containing its item), and recall per item type.
 * test/fixtures/sites was written with the extraction rules in view; test/fixtures/sites-wild was
 * written blind, from the result shape and a brief on site builders only; test/fixtures/sites-real
 * blind too, reproducing structures its authors studied on sites published on GitHub. `npm run eval:research`
 * prints the same figures (and the holdout's).
 */
const withBrowser = loadConfig().research.chromiumPath !== null;

function corpusSuite(title: string, dir: string, minSites: number, minRecall: Record<ItemType, number>) {
  describe(`website research: ${title}`, function () {
    this.timeout(120_000);
    const corpus = loadCorpus(dir);
    let scores: Map<string, SiteScore>;

    before(async () => {
      scores = new Map((await runCorpus({ withBrowser, dir })).map((s) => [s.site.slug, s]));
    });

    it(`holds at least ${minSites} sites`, () => {
      expect(corpus.length).to.be.at.least(minSites);
    });

    for (const { slug, def } of corpus) {
      it(`${slug}: ${def.description ?? ''}`, () => {
        const score = scores.get(slug)!;
        const report = JSON.stringify(
          { status: score.result.status, detail: score.result.detail, pages: score.result.pages.map((p) => `${p.kind} ${p.url} ${p.outcome}`) },
          null,
          1,
        );
        expect(score.result.status, report).to.equal(score.statusExpected);
        for (const [type, count] of Object.entries(score.counts)) expect(count.falsePositives, `${type} not on the site (invented)`).to.deep.equal([]);
        expect(score.problems).to.deep.equal([]);
        for (const page of score.result.pages) expect(page).to.include.keys('url', 'status', 'bytes', 'ms', 'via');
      });
    }

    it(`recalls every item type (${ITEM_TYPES.map((t) => `${t} ≥ ${minRecall[t]}`).join(', ')}) with precision 1.0`, () => {
      const summary = summarise([...scores.values()]);
      for (const type of ITEM_TYPES) {
        const missed = [...scores.values()].flatMap((s) => s.counts[type].missed.map((m) => `${s.site.slug}: ${m}`));
        expect(summary[type].recall, `${type} missed:\n${missed.join('\n')}`).to.be.at.least(minRecall[type]);
        expect(summary[type].precision, type).to.equal(1);
      }
    });
  });
}

const everyType = (recall: number) => Object.fromEntries(ITEM_TYPES.map((t) => [t, recall])) as Record<ItemType, number>;

corpusSuite('the fixture corpus', SITES_DIR, 25, everyType(0.95));
// Two of the blind corpus's phone numbers are in Ofcom's drama ranges, which libphonenumber rejects.
if (existsSync(WILD_SITES_DIR)) corpusSuite('the blind corpus (sites-wild)', WILD_SITES_DIR, 40, { ...everyType(0.95), people: 0.97 });
// Structures seen on published sites: per-person pages, boards, role headings, first-name staff, imprints.
if (existsSync(REAL_SITES_DIR)) corpusSuite('the real-markup corpus (sites-real)', REAL_SITES_DIR, 60, { ...everyType(0.95), people: 0.9 });
if (existsSync(REAL_SITES_3_DIR)) corpusSuite('the third real-markup round (sites-real-3)', REAL_SITES_3_DIR, 24, { ...everyType(0.95), people: 0.9 });
if (existsSync(REAL_SITES_4_DIR)) corpusSuite('the fourth real-markup round (sites-real-4)', REAL_SITES_4_DIR, 24, { ...everyType(0.95), people: 0.9 });
// Card grids that are not a team, contact blocks full of other organisations' numbers; one phone is in Ofcom's drama range.
if (existsSync(REAL_SITES_6_DIR)) corpusSuite('the sixth real-markup round (sites-real-6)', REAL_SITES_6_DIR, 20, { ...everyType(0.95), people: 0.9 });

describe('website research: JavaScript pages without a browser', function () {
  this.timeout(120_000);
  it('reports a JavaScript-only page as needs_browser when no browser is configured', async () => {
    const jsSites = loadCorpus(SITES_DIR).filter((s) => s.expected.statusWithoutBrowser);
    expect(jsSites).to.not.be.empty;
    const without = await runCorpus({ withBrowser: false, only: jsSites.map((s) => s.slug) });
    for (const score of without) expect(score.result.status, score.site.slug).to.equal(score.site.expected.statusWithoutBrowser);
  });
});

describe('website research: page choice', function () {
  this.timeout(120_000);
  it('reads the homepage once, whatever address a link gives it ("/index.php"), leaving the budget to the pages after it', async () => {
    const [score] = await runCorpus({ withBrowser: false, only: ['index-file-alias'] });
    const paths = score.result.pages.filter((p) => p.kind === 'page').map((p) => new URL(p.url).pathname);
    expect(paths).to.not.include('/index.php');
    expect(paths).to.include('/clanstvo.php');
    expect(score.result.findings.people.map((p) => p.name)).to.deep.equal(['Lucija Barić', 'Dario Kos']);
  });

  it('reads a page once, whatever script its address asks for ("?slova=cirilica")', async () => {
    const [score] = await runCorpus({ withBrowser: false, dir: path.join(FIXTURES_DIR, 'sites-real-15'), only: ['pcelari-fruska-gora-xi'] });
    const pages = score.result.pages.filter((p) => p.kind === 'page').map((p) => new URL(p.url));
    expect(pages.filter((url) => url.search)).to.deep.equal([]);
    expect(pages.map((url) => url.pathname)).to.include('/rukovodstvo.php');
  });

  it("reads a club's training page before its privacy policy where it has a legal notice", async () => {
    const [score] = await runCorpus({ withBrowser: false, dir: path.join(FIXTURES_DIR, 'sites-real-12'), only: ['tc-urfahr-heilham-xc'] });
    const paths = score.result.pages.filter((p) => p.kind === 'page').map((p) => new URL(p.url).pathname);
    expect(paths).to.include('/training/');
    expect(score.result.findings.people.map((p) => `${p.name} | ${p.role}`)).to.include.members(['Marko Ilić | Cheftrainer', 'Lisa Grabner | Jugendtrainerin']);
  });

  it("reads a page of its kind before one of a club's many squad pages scored alike, and a board's members after officers in lines of their own", async () => {
    const [score] = await runCorpus({ withBrowser: false, dir: path.join(FIXTURES_DIR, 'sites-real-26'), only: ['rfc-ourthe-jeunes-ye'] });
    const paths = score.result.pages.filter((p) => p.kind === 'page').map((p) => new URL(p.url).pathname);
    expect(paths).to.include('/mentions-legales/');
    expect(score.result.findings.people.map((p) => `${p.name} | ${p.role}`)).to.include.members(['Michel Hougardy | Éditeur responsable', 'Sébastien Lhoest | Membres']);
  });
});
