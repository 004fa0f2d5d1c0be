/**
 * robots.txt as RFC 9309 reads it: the group naming our product token (else the `*` groups), the
 * longest matching rule wins and Allow wins a tie, `*` and `$` wildcards, percent-encoding compared
 * in one normal form. Crawl-delay and Sitemap are not in the RFC but widely used; we honour both.
 */
export interface RobotsRules {
  /** pathAndQuery: URL.pathname + URL.search, percent-encoded as in the URL. */
  isAllowed(pathAndQuery: string): boolean;
  /** The applying group's Crawl-delay in seconds; null when it sets none. */
  crawlDelaySeconds: number | null;
  /** Absolute sitemap URLs named anywhere in the file. */
  sitemaps: string[];
}

export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, crawlDelaySeconds: null, sitemaps: [] };
export const DISALLOW_ALL: RobotsRules = { isAllowed: (path) => path === '/robots.txt', crawlDelaySeconds: null, sitemaps: [] };

interface Rule {
  allow: boolean;
  pattern: string;
  matcher: RegExp;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

/** RFC 9309 §2.2.2: compare with unreserved characters decoded and other escapes upper-cased; non-ASCII as UTF-8 escapes. */
function normalise(path: string): string {
  return path
    .replace(/%[0-9a-f]{2}/gi, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
    })
    .replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

function matcherOf(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

const productToken = (agent: string) => agent.trim().split(/[\s/]/)[0]!.toLowerCase();

export function parseRobots(text: string, token: string): RobotsRules {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;

  for (const rawLine of text.slice(0, 500 * 1024).replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim().toLowerCase().replace(/[\s_-]/g, '');
    const value = line.slice(colon + 1).trim();
    if (key === 'useragent') {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [], crawlDelay: null }));
      current.agents.push(productToken(value));
      lastWasAgent = true;
      continue;
    }
    if (key === 'sitemap') {
      if (/^https?:\/\//i.test(value) && !sitemaps.includes(value)) sitemaps.push(value);
      continue;
    }
    lastWasAgent = false;
    if (!current) continue; // rules before any user-agent line belong to no group
    if (key === 'allow' || key === 'disallow') {
      if (!value) continue; // an empty Disallow disallows nothing
      const pattern = normalise(value);
      current.rules.push({ allow: key === 'allow', pattern, matcher: matcherOf(pattern) });
    } else if (key === 'crawldelay') {
      const seconds = Number(value);
      if (value && Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = Math.max(current.crawlDelay ?? 0, seconds);
    }
  }

  const ours = groups.filter((g) => g.agents.includes(token.toLowerCase()));
  const applying = ours.length ? ours : groups.filter((g) => g.agents.includes('*'));
  const rules = applying.flatMap((g) => g.rules);
  const delays = applying.map((g) => g.crawlDelay).filter((d): d is number => d !== null);

  return {
    sitemaps,
    crawlDelaySeconds: delays.length ? Math.max(...delays) : null,
    isAllowed(pathAndQuery) {
      const path = normalise(pathAndQuery || '/');
      if (path === '/robots.txt') return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.matcher.test(path)) continue;
        if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
