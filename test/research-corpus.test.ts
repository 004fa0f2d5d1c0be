import { expect } from 'chai';
import { loadConfig } from '../src/config.js';
import { loadCorpus } from './support/fixture-sites.js';
import { runCorpus, summarise, type SiteScore } from './support/research-corpus.js';

/**
 * Website research over the fixture corpus (test/fixtures/sites): every site's status, nothing
 * invented (precision 1.0, decoys never returned, evidence always containing its item), and recall
 * of at least 0.95 per item type. `npm run eval:research` prints the same figures.
 */
describe('website research: the fixture corpus', function () {
  this.timeout(120_000);
  const corpus = loadCorpus();
  const withBrowser = loadConfig().research.chromiumPath !== null;
  let scores: Map<string, SiteScore>;

  before(async () => {
    scores = new Map((await runCorpus({ withBrowser })).map((s) => [s.site.slug, s]));
  });

  it('holds at least 25 sites', () => {
    expect(corpus.length).to.be.at.least(25);
  });

  for (const { slug, def } of corpus) {
    it(`${slug}: ${def.description ?? ''}`, () => {
      const score = scores.get(slug)!;
      const report = JSON.stringify({ status: score.result.status, detail: score.result.detail, pages: score.result.pages.map((p) => `${p.kind} ${p.url} ${p.outcome}`) }, null, 1);
      expect(score.result.status, report).to.equal(score.statusExpected);
      for (const [type, count] of Object.entries(score.counts)) expect(count.falsePositives, `${type} not on the site (invented)`).to.deep.equal([]);
      expect(score.problems).to.deep.equal([]);
      for (const page of score.result.pages) expect(page).to.include.keys('url', 'status', 'bytes', 'ms', 'via');
    });
  }

  it('recalls at least 95% of every item type', () => {
    const summary = summarise([...scores.values()]);
    for (const [type, figures] of Object.entries(summary)) {
      const missed = [...scores.values()].flatMap((s) => s.counts[type as keyof SiteScore['counts']].missed.map((m) => `${s.site.slug}: ${m}`));
      expect(figures.recall, `${type} missed:\n${missed.join('\n')}`).to.be.at.least(0.95);
      expect(figures.precision, type).to.equal(1);
    }
  });

  it('reports a JavaScript-only page as needs_browser when no browser is configured', async () => {
    const jsSites = corpus.filter((s) => s.expected.statusWithoutBrowser);
    expect(jsSites).to.not.be.empty;
    const without = await runCorpus({ withBrowser: false, only: jsSites.map((s) => s.slug) });
    for (const score of without) expect(score.result.status, score.site.slug).to.equal(score.site.expected.statusWithoutBrowser);
  });
});
