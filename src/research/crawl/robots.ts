/** Our product token in robots.txt groups and the User-Agent header. */
export const CRAWLER_TOKEN = 'LeadbaseBot';

/**
 * robots.txt as RFC 9309 reads it: the group naming our product token (else the `*` groups), the
 * longest matching rule wins and Allow wins a tie, `*` and `$` wildcards, percent-encoding compared
 * in one normal form. Crawl-delay and Sitemap are not in the RFC but widely used; we honour both.
 */
export interface RobotsRules {
  /** pathAndQuery is URL.pathname + URL.search, as it appears in the URL (percent-encoded). */
  isAllowed(pathAndQuery: string): boolean;
  /** The Crawl-delay of the group that applies to us, in seconds; null when none (non-standard but widely used). */
  crawlDelaySeconds: number | null;
  /** Absolute Sitemap: URLs listed anywhere in the file (they are not group members). */
  sitemaps: string[];
}

/** A 4xx robots.txt (RFC 9309 §2.3.1.3): the site has no rules for anyone. */
export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, crawlDelaySeconds: null, sitemaps: [] };
/** A 5xx or unreachable robots.txt (§2.3.1.4): assume complete disallow; robots.txt itself stays fetchable. */
export const DISALLOW_ALL: RobotsRules = { isAllowed: (path) => path === '/robots.txt', crawlDelaySeconds: null, sitemaps: [] };

/** §2.5: crawlers may stop parsing after 500 KiB; it also bounds the work a hostile file can cause. */
const MAX_CHARS = 500 * 1024;

interface Rule {
  allow: boolean;
  pattern: string; // normalised, so its length is its length in octets
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

/**
 * §2.2.2: patterns and paths compare in one form — escapes of unreserved characters decoded, other
 * escapes upper-cased, and raw non-ASCII (or space/control) characters percent-encoded as UTF-8.
 * toWellFormed() first: a lone surrogate (e.g. where the 500 KiB cut fell) would make encodeURIComponent throw.
 */
function normalise(path: string): string {
  return path
    .toWellFormed()
    .replace(/%[0-9a-f]{2}/gi, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
    })
    .replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/**
 * Does `pattern` (with `*` and a trailing `$`) match from the start of `path`? Tracks the set of path
 * positions reachable so far instead of using a RegExp: O(path × pattern), so a file full of stars
 * cannot make the crawler backtrack for minutes.
 */
function matches(path: string, pattern: string): boolean {
  let positions = [0];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '$' && i === pattern.length - 1) return positions.at(-1) === path.length;
    if (c === '*') {
      const from = positions[0];
      positions = Array.from({ length: path.length - from + 1 }, (_, k) => from + k);
    } else {
      positions = positions.filter((p) => path[p] === c).map((p) => p + 1);
      if (!positions.length) return false;
    }
  }
  return true;
}

/** The product token of a User-agent value or of our own name: `LeadbaseBot/1.0 (+https://…)` → `leadbasebot`. */
const productToken = (agent: string) => agent.trim().split(/[\s/]/)[0].toLowerCase();

/** Crawl-delay: plain non-negative decimal seconds; Number() alone would also take `0x10`, `1e9` or `Infinity`. */
function delayOf(value: string): number | null {
  return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : null;
}

export function parseRobots(text: string, token: string): RobotsRules {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let inAgentLines = false; // consecutive User-agent lines share one group

  for (const rawLine of text
    .slice(0, MAX_CHARS)
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 1) continue; // blank or malformed
    // `User-agent`, `user agent`, `useragent`, `crawl_delay`: tolerate the common spellings.
    const key = line
      .slice(0, colon)
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    const value = line.slice(colon + 1).trim();

    if (key === 'useragent') {
      if (!current || !inAgentLines) groups.push((current = { agents: [], rules: [], crawlDelay: null }));
      current.agents.push(productToken(value));
      inAgentLines = true;
    } else if (key === 'sitemap') {
      // Not a group member (and does not end the agent lines); only absolute http(s) URLs are usable.
      if (/^https?:\/\//i.test(value) && URL.canParse(value) && !sitemaps.includes(value)) sitemaps.push(value);
    } else if (key === 'allow' || key === 'disallow' || key === 'crawldelay') {
      inAgentLines = false;
      if (!current) continue; // rules before any User-agent line belong to no group
      if (key === 'crawldelay') {
        const seconds = delayOf(value);
        if (seconds !== null) current.crawlDelay = Math.max(current.crawlDelay ?? 0, seconds);
      } else if (value) {
        current.rules.push({ allow: key === 'allow', pattern: normalise(value) });
      } // an empty Disallow (or Allow) says nothing
    }
    // Unknown keys are ignored (§2.2.4) and do not split a run of User-agent lines.
  }

  const ours = productToken(token);
  const named = groups.filter((g) => g.agents.includes(ours));
  const applying = named.length ? named : groups.filter((g) => g.agents.includes('*'));
  const rules = applying.flatMap((g) => g.rules);
  const delays = applying.map((g) => g.crawlDelay).filter((d): d is number => d !== null);

  return {
    sitemaps,
    crawlDelaySeconds: delays.length ? Math.max(...delays) : null,
    isAllowed(pathAndQuery) {
      const path = normalise(pathAndQuery || '/');
      if (path === '/robots.txt') return true; // §2.2.2: always implicitly allowed
      let best: Rule | null = null;
      for (const rule of rules) {
        if (best && (rule.pattern.length < best.pattern.length || (rule.pattern.length === best.pattern.length && !rule.allow))) continue;
        if (matches(path, rule.pattern)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
