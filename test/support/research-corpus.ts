import { loadConfig, type ResearchConfig } from '../../src/config.js';
import type { SiteResearch } from '../../src/research/crawl/crawl-site.js';
import { createWebsiteResearcher } from '../../src/research/website-research.js';
import { loadCorpus, SITES_DIR, startFixtureSites, type CorpusSite, type ExpectedResult } from './fixture-sites.js';

/**
 * Runs website research over the fixture corpus and scores it against the hand-written expected
 * results: shared by the corpus test (which asserts) and `npm run eval:research` (which prints).
 */
export const ITEM_TYPES = ['emails', 'phones', 'socials', 'people', 'legalIds'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface SiteScore {
  site: CorpusSite;
  result: SiteResearch;
  /** Per item type: found and expected, found and not expected (invented!), expected and missed. */
  counts: Record<ItemType, { truePositives: string[]; falsePositives: string[]; missed: string[] }>;
  statusExpected: string;
  /** Evidence that does not contain its item, or decoys that came back: must be empty. */
  problems: string[];
}

/** A profile URL as compared: a trailing slash, written by hand or not, names the same profile. */
const profileKey = (url: string) => url.toLowerCase().replace(/\/+$/, '');

const expectedKeys = (expected: ExpectedResult): Record<ItemType, string[]> => ({
  emails: expected.emails.map((e) => e.toLowerCase()),
  phones: expected.phones,
  socials: expected.socials.map(profileKey),
  people: expected.people.map((p) => `${p.name} | ${p.role}`.toLowerCase()),
  legalIds: expected.legalIds.map((l) => `${l.type}:${l.value}:${l.valid}`),
});

const foundKeys = (result: SiteResearch): Record<ItemType, string[]> => ({
  emails: result.findings.emails.map((e) => e.value),
  phones: result.findings.phones.map((p) => p.value),
  socials: result.findings.socials.map((s) => profileKey(s.value)),
  people: result.findings.people.map((p) => `${p.name} | ${p.role}`.toLowerCase()),
  legalIds: result.findings.legalIds.map((l) => `${l.type}:${l.value}:${l.valid}`),
});

export function scoreSite(site: CorpusSite, result: SiteResearch, withBrowser: boolean): SiteScore {
  const expected = expectedKeys(site.expected);
  const found = foundKeys(result);
  const counts = Object.fromEntries(
    ITEM_TYPES.map((type) => {
      const want = new Set(expected[type]);
      const got = new Set(found[type]);
      return [type, { truePositives: [...got].filter((k) => want.has(k)), falsePositives: [...got].filter((k) => !want.has(k)), missed: [...want].filter((k) => !got.has(k)) }];
    }),
  ) as SiteScore['counts'];
  const problems: string[] = [];
  for (const type of ITEM_TYPES) {
    for (const item of result.findings[type]) {
      if (!item.evidence.includes(item.raw)) problems.push(`${type}: evidence ${JSON.stringify(item.evidence)} does not contain ${JSON.stringify(item.raw)}`);
    }
  }
  const values = ITEM_TYPES.flatMap((type) => result.findings[type].map((item) => item.value.toLowerCase()));
  for (const decoy of site.expected.decoys) {
    if (values.some((v) => v.includes(decoy.toLowerCase()))) problems.push(`decoy ${decoy} came back`);
  }
  const statusExpected = withBrowser ? site.expected.status : (site.expected.statusWithoutBrowser ?? site.expected.status);
  return { site, result, counts, statusExpected, problems };
}

/** Research settings for the corpus: loopback allowed, the fixture resolver, short timeouts for the hanging page. */
export function corpusResearchConfig(dnsServer: string, overrides: Partial<ResearchConfig> = {}): ResearchConfig {
  return {
    ...loadConfig({ ...process.env, OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8', DNS_SERVERS: dnsServer }).research,
    // The fixture servers and Chromium's proxy share the crawler's process: on a busy machine (CI, a build beside
    // the suite) they answer late while the process extracts other sites (the 2 MB page alone holds its one thread
    // for seconds), so a request gets the product's own 10 s and a site 60 s. Only the fixtures that hang wait
    // that long, and they hang one request, not the site.
    requestTimeoutMs: 10_000,
    siteTimeoutMs: 60_000,
    ...overrides,
  };
}

export async function runCorpus({
  withBrowser,
  dir = SITES_DIR,
  concurrency = 8,
  only,
}: {
  withBrowser: boolean;
  /** The corpus directory: test/fixtures/sites unless given. */
  dir?: string;
  concurrency?: number;
  only?: string[];
}): Promise<SiteScore[]> {
  const corpus = loadCorpus(dir).filter((site) => !only || only.includes(site.slug));
  const sites = await startFixtureSites({ dir });
  const config = corpusResearchConfig(sites.dnsServer);
  const researcher = createWebsiteResearcher({ ...config, chromiumPath: withBrowser ? config.chromiumPath : null });
  try {
    const scores: SiteScore[] = new Array(corpus.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < corpus.length) {
          const index = next++;
          const site = corpus[index];
          const result = await researcher.research({ url: sites.startUrl(site.slug), country: site.def.country ?? null });
          scores[index] = scoreSite(site, result, withBrowser);
        }
      }),
    );
    return scores;
  } finally {
    await researcher.close();
    await sites.close();
  }
}

/** Precision and recall per item type over all sites. */
export function summarise(scores: SiteScore[]): Record<ItemType, { found: number; correct: number; expected: number; precision: number; recall: number }> {
  return Object.fromEntries(
    ITEM_TYPES.map((type) => {
      const correct = scores.reduce((n, s) => n + s.counts[type].truePositives.length, 0);
      const wrong = scores.reduce((n, s) => n + s.counts[type].falsePositives.length, 0);
      const missed = scores.reduce((n, s) => n + s.counts[type].missed.length, 0);
      const found = correct + wrong;
      const expected = correct + missed;
      return [type, { found, correct, expected, precision: found ? correct / found : 1, recall: expected ? correct / expected : 1 }];
    }),
  ) as ReturnType<typeof summarise>;
}
