import * as cheerio from 'cheerio';
import type { ResearchConfig } from '../../config.js';
import type { PageRead } from '../extract/extract-page.js';
import type { PageReader } from '../extract/page-reader.js';
import { collapse } from '../extract/page-text.js';
import { websiteUrl } from '../../lib/web-address.js';
import {
  emptyFindings,
  mergeFindings,
  withHeldPeople,
  withoutFaxPhones,
  withFullerNames,
  withoutIdentifierPhones,
  withPeoplesPhones,
  type Findings,
  type Mention,
  type PersonFinding,
} from '../findings.js';
import type { HeldPhone } from '../extract/phones.js';
import type { FetchResult, HttpFetcher } from '../../outbound/http-fetch.js';
import type { BrowserSite, PageRenderer } from './browser.js';
import { decodeBody, isHtml, isSitemapType } from './decode.js';
import type { Politeness } from '../../lib/host-gates.js';
import { legalPage, linkContext, OTHER_LEGAL_AFTER_NOTICE, scorePage } from './page-picker.js';
import { ALLOW_ALL, CRAWLER_TOKEN, DISALLOW_ALL, parseRobots, type RobotsRules } from './robots.js';
import { siteScope } from './site-scope.js';
import { parseSitemap } from './sitemap.js';

export const SITE_STATUSES = ['ok', 'partial', 'timeout', 'robots_disallowed', 'unreachable', 'blocked', 'needs_browser', 'not_html', 'invalid_url'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** One request of the crawl, for the audit trail. */
export interface PageVisit {
  url: string;
  kind: 'robots' | 'sitemap' | 'page';
  /** HTTP status, null when there was no answer. */
  status: number | null;
  /** ok, or why nothing (or only part) was read: http_error, timeout, blocked, redirect_refused, truncated, needs_browser, … */
  outcome: string;
  bytes: number;
  ms: number;
  via: 'http' | 'browser';
  detail?: string;
}

export interface SiteResearch {
  /** The URL as given. */
  url: string;
  /** The homepage after its redirects: the origin the crawl stayed on. */
  finalUrl: string | null;
  status: SiteStatus;
  /** Why the status is not ok, in a sentence. */
  detail?: string;
  findings: Findings;
  pages: PageVisit[];
  ms: number;
}

export interface CrawlDeps {
  config: ResearchConfig;
  http: HttpFetcher;
  gates: Politeness;
  /** null: no browser configured, JavaScript shells are reported as needs_browser. */
  renderer: PageRenderer | null;
  /** Reads pages' findings off the event loop. */
  reader: PageReader;
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const SITEMAP_FETCHES = 3;
const SITEMAP_URLS = 2_000;
const FRONTIER_LIMIT = 1_000;
const ROBOTS_BYTES = 500 * 1024;
/** How long reads of pages already fetched may finish after the budget ran out (a 2 MB page takes seconds on a busy machine). */
const READ_GRACE_MS = 5_000;

/** Resolves false `ms` after `signal` aborts (never while it does not); its timer never holds the process. */
const graceAfter = (signal: AbortSignal, ms: number) =>
  new Promise<false>((resolve) => {
    const wait = () => setTimeout(() => resolve(false), ms).unref();
    if (signal.aborted) wait();
    else signal.addEventListener('abort', wait, { once: true });
  });

/** An empty JavaScript shell: almost no text, and scripts that would draw the page. */
function isJavaScriptShell($: cheerio.CheerioAPI): boolean {
  // (The text last: a copy of the body, costly on a large page, which has links or no scripts.)
  if (!$('script').length || $('a[href]').length >= 3) return false;
  const $body = $('body').clone();
  $body.find('script, style, noscript, template, svg').remove();
  return collapse($body.text()).length < 80;
}

/** Query parameters that only switch the page's script or language: "?slova=latinica" is the same page in Latin letters. */
const SCRIPT_SWITCH = /^(?:slova|pismo|script|alphabet|lang|language|jezik|lng|hl|locale)$/i;

/**
 * A page by its address: a directory's index file is the directory ("/index.php" is the homepage "/"), and a query
 * that only switches the script or language is the page itself ("/kontakt.php?slova=cirilica" is "/kontakt.php").
 */
const pageOf = (href: string) => {
  const page = href.replace(/\/index\.(?:html?|php|aspx?|jsp)(?=$|\?)/i, '/');
  const query = page.indexOf('?');
  if (query < 0) return page;
  const keys = page
    .slice(query + 1)
    .split('&')
    .map((pair) => pair.split('=')[0]);
  return keys.every((key) => SCRIPT_SWITCH.test(key)) ? page.slice(0, query) : page;
};

/** The folder a page sits in: "/equipes/" for "/equipes/u7/", "/" for "/contact/". */
const folderOf = (href: string) => {
  const path = new URL(href).pathname.replace(/\/$/, '');
  return path.slice(0, path.lastIndexOf('/') + 1) || '/';
};

const withoutHash = (url: URL) => {
  const copy = new URL(url);
  copy.hash = '';
  return copy;
};

/** Reads robots.txt for an origin (RFC 9309 §2.3.1: 4xx → everything allowed, 5xx or no answer → nothing). */
async function readRobots(origin: string, deps: CrawlDeps, signal: AbortSignal, visits: PageVisit[]): Promise<{ rules: RobotsRules; failure?: FetchResult }> {
  const url = `${origin}/robots.txt`;
  const result = await deps.gates.run(new URL(origin).hostname, 0, () =>
    deps.http.fetch(url, { signal, accept: 'text/plain,*/*;q=0.5', wantBody: () => true, followRedirect: () => true }),
  );
  visits.push(visitOf(result, 'robots'));
  if (result.outcome === 'ok') return { rules: parseRobots(result.body!.subarray(0, ROBOTS_BYTES).toString('utf8'), CRAWLER_TOKEN) };
  if (result.outcome === 'http_error' && result.status! < 500) return { rules: ALLOW_ALL };
  if (result.outcome === 'too_many_redirects' || result.outcome === 'not_read') return { rules: ALLOW_ALL };
  return { rules: DISALLOW_ALL, failure: result };
}

function visitOf(result: FetchResult, kind: PageVisit['kind']): PageVisit {
  const outcome = result.outcome === 'ok' && result.truncated ? 'truncated' : result.outcome;
  return { url: result.url, kind, status: result.status, outcome, bytes: result.bytes, ms: result.ms, via: 'http', ...(result.detail ? { detail: result.detail } : {}) };
}

/** What a failed homepage means for the whole site. */
function homepageStatus(result: FetchResult): { status: SiteStatus; detail: string } {
  switch (result.outcome) {
    case 'blocked':
      return { status: 'blocked', detail: `refused to connect: ${result.detail}` };
    case 'timeout':
      return { status: 'timeout', detail: `the homepage did not answer in time (${result.detail})` };
    case 'not_read':
      return { status: 'not_html', detail: `the homepage is not HTML (${result.detail})` };
    case 'http_error':
      return { status: 'unreachable', detail: `the homepage answered HTTP ${result.status}` };
    default:
      return { status: 'unreachable', detail: `the homepage could not be read: ${result.detail ?? result.outcome}` };
  }
}

export interface CrawlInput {
  url: string;
  country: string | null;
  /** Epoch ms the whole crawl must end by, when sooner than its own time budget (a queued job's share of its caller's wait). */
  deadline?: number;
  /** Called after each page read, for the job's progress. */
  onProgress?: (progress: { pagesRead: number; maxPages: number }) => void;
}

/**
 * Researches one website: robots.txt, the homepage (its redirects decide the origin), the sitemaps,
 * then the most promising same-site pages, best first, within the page, byte and time budgets.
 * Never throws for anything the site does; the status says how far it got.
 */
export async function crawlSite(input: CrawlInput, deps: CrawlDeps, outerSignal?: AbortSignal): Promise<SiteResearch> {
  const started = Date.now();
  const { config } = deps;
  const visits: PageVisit[] = [];
  const findings = emptyFindings();
  /** Numbers any page labels as fax, left out of every page's phones. */
  const faxes = new Set<string>();
  /** Names the pages' own text mentions in passing, which may write a first name's whole name (each once, by its words around it). */
  const mentions = new Map<string, Mention>();
  /** Numbers pages give for a person they name but do not give as the business's: its own if the site's people include them. */
  const held: HeldPhone[] = [];
  /** People pages name in a sentence with a role but give nowhere else: the site's if another page gives them as its people. */
  const heldPeople: PersonFinding[] = [];
  // Pages' findings are read on the page reader's thread while the crawl goes on, and taken in reading order.
  let reads: Promise<void> = Promise.resolve();
  /** Pages fetched whose findings are not taken yet, in reading order, each with its read once it is done. */
  const untaken: { visit: PageVisit; url: string; read?: PageRead | Error }[] = [];
  /** Aborted when the crawl stops waiting for reads: those the thread has not begun are dropped. */
  const cut = new AbortController();
  const done = (status: SiteStatus, finalUrl: string | null, detail?: string): SiteResearch => ({
    url: input.url,
    finalUrl,
    status,
    ...(detail ? { detail } : {}),
    findings: withFullerNames(withoutFaxPhones(withoutIdentifierPhones(withPeoplesPhones(withHeldPeople(findings, heldPeople), held)), faxes), mentions.values()),
    pages: visits,
    ms: Date.now() - started,
  });

  let start: URL;
  try {
    start = websiteUrl(input.url);
  } catch {
    return done('invalid_url', null, 'not a URL');
  }
  if (start.protocol !== 'http:' && start.protocol !== 'https:') return done('blocked', null, `only http and https sites are researched (got ${start.protocol})`);

  const budgetMs = Math.min(config.siteTimeoutMs, input.deadline === undefined ? Infinity : input.deadline - Date.now());
  // A run that starts after its deadline (a job that waited too long in the queue, or one handed on after
  // its worker stalled) fetches nothing: whoever asked has stopped waiting.
  if (budgetMs <= 0) return done('timeout', null, 'the research did not start before its deadline (the research queue was busy)');
  const deadline = AbortSignal.timeout(budgetMs);
  const signal = outerSignal ? AbortSignal.any([deadline, outerSignal]) : deadline;
  const robotsByOrigin = new Map<string, RobotsRules>();
  let browserSite: BrowserSite | null = null;

  const robotsFor = async (origin: string): Promise<{ rules: RobotsRules; failure?: FetchResult }> => {
    const known = robotsByOrigin.get(origin);
    if (known) return { rules: known };
    const read = await readRobots(origin, deps, signal, visits);
    robotsByOrigin.set(origin, read.rules);
    return read;
  };
  const delayOf = (rules: RobotsRules) => Math.min((rules.crawlDelaySeconds ?? 0) * 1000, config.maxCrawlDelayMs);
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;

  try {
    // The homepage, one redirect hop at a time: each new origin's robots.txt is read before we ask it for anything.
    let current = withoutHash(start);
    let homepage: FetchResult | null = null;
    for (let hop = 0; hop <= config.maxRedirects; hop++) {
      const robots = await robotsFor(current.origin);
      if (robots.failure) {
        if (robots.failure.outcome === 'http_error')
          return done('robots_disallowed', null, `robots.txt answered HTTP ${robots.failure.status}; RFC 9309 says to assume everything is disallowed`);
        return done(homepageStatus(robots.failure).status, null, `robots.txt could not be read: ${robots.failure.detail ?? robots.failure.outcome}`);
      }
      if (!robots.rules.isAllowed(pathOf(current))) return done('robots_disallowed', null, `robots.txt does not allow ${current.pathname}`);
      const origin = current.origin;
      const result = await deps.gates.run(current.hostname, delayOf(robots.rules), () =>
        deps.http.fetch(current.href, { signal, accept: HTML_ACCEPT, wantBody: isHtml, followRedirect: (to) => to.origin === origin }),
      );
      visits.push(visitOf(result, 'page'));
      if (result.outcome === 'redirect_refused' && result.location) {
        current = withoutHash(new URL(result.location));
        continue;
      }
      homepage = result;
      break;
    }
    if (!homepage) return done('unreachable', null, `the homepage redirects more than ${config.maxRedirects} times`);
    if (homepage.outcome !== 'ok') {
      const failed = homepageStatus(homepage);
      return done(signal.aborted && deadline.aborted ? 'timeout' : failed.status, null, failed.detail);
    }

    const home = new URL(homepage.finalUrl);
    const scope = siteScope(home);
    const rules = robotsByOrigin.get(home.origin) ?? (await robotsFor(home.origin)).rules;
    const delayMs = delayOf(rules);
    let partial = homepage.truncated ? `${home.href} is larger than ${config.maxBytes} bytes; read the first part` : '';
    let needsBrowser = '';

    // Candidates by page, best first; a page keeps its best score from any source and its shortest address. (A privacy policy
    // or terms, `otherLegal`, go after every other page once a legal notice has been read: see legalPage.)
    const frontier = new Map<string, { href: string; score: number; notice: boolean; otherLegal: boolean }>();
    let noticeRead = false;
    const seen = new Set<string>([home.href, start.href].map(pageOf));
    const offer = (raw: string, base: URL, linkText: string) => {
      let url: URL;
      try {
        url = withoutHash(new URL(raw, base));
      } catch {
        return;
      }
      const page = pageOf(url.href);
      if (!scope.contains(url) || seen.has(page)) return;
      const score = scorePage(url, linkText);
      if (score <= 0) return;
      const legal = legalPage(url, linkText);
      const known = frontier.get(page);
      if (!known && frontier.size >= FRONTIER_LIMIT) return;
      const href = known && known.href.length <= url.href.length ? known.href : url.href;
      frontier.set(page, {
        href,
        score: Math.max(known?.score ?? 0, score),
        notice: !!known?.notice || legal === 'notice',
        otherLegal: (known?.otherLegal ?? true) && legal === 'other',
      });
    };

    const readPage = async (url: URL, result: FetchResult): Promise<void> => {
      // This page's visit, taken before any wait: other pages of the batch push theirs meanwhile.
      let visit = visits[visits.length - 1];
      if (result.truncated) partial ||= `${url.href} is larger than ${config.maxBytes} bytes; read the first part`;
      const finalUrl = new URL(result.finalUrl);
      let html = decodeBody(result.body!, result.contentType);
      let $ = cheerio.load(html);
      if (isJavaScriptShell($)) {
        if (!deps.renderer) {
          needsBrowser ||= `${finalUrl.href} is drawn by JavaScript and no browser is configured (CHROMIUM_PATH)`;
          visit.outcome = 'needs_browser';
        } else {
          browserSite ??= deps.renderer.openSite(scope, config.userAgent);
          const site = browserSite;
          try {
            const rendered = await deps.gates.run(finalUrl.hostname, delayMs, () => site.render(finalUrl.href, signal));
            visit = { url: finalUrl.href, kind: 'page', status: rendered.status, outcome: 'ok', bytes: Buffer.byteLength(rendered.html), ms: rendered.ms, via: 'browser' };
            visits.push(visit);
            html = rendered.html;
            $ = cheerio.load(html);
          } catch (err) {
            visit = { url: finalUrl.href, kind: 'page', status: null, outcome: 'error', bytes: 0, ms: 0, via: 'browser', detail: (err as Error).message.slice(0, 300) };
            visits.push(visit);
            partial ||= `${finalUrl.href} could not be rendered`;
          }
        }
      }
      $('a[href]').each((_, a) => offer($(a).attr('href')!, finalUrl, linkContext($, a)));
      // (Its failure is taken now, so that a read failing before the pages ahead of it are taken is no unhandled rejection.)
      const entry: (typeof untaken)[number] = { visit, url: finalUrl.href };
      untaken.push(entry);
      const reading = deps.reader
        .read(html, finalUrl.href, input.country, cut.signal)
        .catch((err: Error) => err)
        .then((read) => (entry.read = read));
      reads = reads.then(async () => {
        await reading;
        if (!cut.signal.aborted) take(entry);
      });
    };
    /** A page's findings into the site's (or why it could not be read into its visit). */
    const take = (entry: (typeof untaken)[number]) => {
      untaken.splice(untaken.indexOf(entry), 1);
      const { visit, url, read } = entry;
      if (read instanceof Error) {
        // Markup nested past the stack's depth, say: the page is skipped, the crawl goes on.
        visit.outcome = 'unreadable';
        visit.detail = read.message.slice(0, 300);
        partial ||= `${url} could not be read`;
        return;
      }
      mergeFindings(findings, read!);
      read!.faxes.forEach((digits) => faxes.add(digits));
      read!.mentions.forEach((m) => mentions.set(`${m.before}\n${m.name}\n${m.after}`, m));
      held.push(...read!.held);
      heldPeople.push(...read!.heldPeople);
    };

    await readPage(home, homepage);
    input.onProgress?.({ pagesRead: 1, maxPages: config.maxPages });

    // Sitemaps: the ones robots.txt names on this site, else /sitemap.xml; an index opens its children.
    const sitemapQueue = rules.sitemaps.map((s) => new URL(s, home)).filter((u) => scope.contains(u));
    if (!sitemapQueue.length) sitemapQueue.push(new URL('/sitemap.xml', home));
    for (let fetched = 0; fetched < SITEMAP_FETCHES && sitemapQueue.length && !signal.aborted; fetched++) {
      const url = sitemapQueue.shift()!;
      if (!rules.isAllowed(pathOf(url))) continue;
      const result = await deps.gates.run(url.hostname, delayMs, () =>
        deps.http.fetch(url.href, { signal, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.1', wantBody: isSitemapType, followRedirect: (to) => scope.contains(to) }),
      );
      visits.push(visitOf(result, 'sitemap'));
      if (result.outcome !== 'ok') continue;
      const sitemap = parseSitemap(result.body!, { maxBytes: config.maxBytes, maxUrls: SITEMAP_URLS });
      if (!sitemap) continue;
      if (sitemap.kind === 'index') {
        for (const loc of sitemap.locs) {
          try {
            const child = new URL(loc);
            if (scope.contains(child)) sitemapQueue.push(child);
          } catch {
            /* not a URL: skip */
          }
        }
      } else {
        for (const loc of sitemap.locs) offer(loc, home, '');
      }
    }

    // The best pages, a politeness-limited batch at a time; their links join the frontier.
    let pagesRead = 1;
    const batch = delayMs > 0 ? 1 : config.perHostConcurrency;
    while (pagesRead < config.maxPages && frontier.size && !signal.aborted) {
      // (Of pages scored alike, one of its kind before one of four or more siblings: "/mentions-legales/" before a club's
      // "/equipes/u7/" … "/equipes/u15/", each named a team by its folder.)
      const folders = new Map([...frontier.keys(), ...seen].map((page) => [page, folderOf(page)]));
      const siblings = new Map<string, number>();
      for (const folder of folders.values()) siblings.set(folder, (siblings.get(folder) ?? 0) + 1);
      const many = (page: string) => (folders.get(page) !== '/' && siblings.get(folders.get(page)!)! >= 4 ? 1 : 0);
      const rank = (entry: { score: number; otherLegal: boolean }) => (noticeRead && entry.otherLegal ? Math.min(entry.score, OTHER_LEGAL_AFTER_NOTICE) : entry.score);
      const picked = [...frontier.entries()]
        .sort(([pageA, a], [pageB, b]) => rank(b) - rank(a) || many(pageA) - many(pageB) || a.href.length - b.href.length)
        .slice(0, Math.min(batch, config.maxPages - pagesRead));
      for (const [page] of picked) {
        frontier.delete(page);
        seen.add(page);
      }
      await Promise.all(
        picked.map(async ([, { href, notice }]) => {
          const url = new URL(href);
          if (!rules.isAllowed(pathOf(url))) {
            visits.push({ url: url.href, kind: 'page', status: null, outcome: 'robots_disallowed', bytes: 0, ms: 0, via: 'http' });
            return;
          }
          pagesRead++;
          const result = await deps.gates.run(url.hostname, delayMs, () =>
            deps.http.fetch(url.href, { signal, accept: HTML_ACCEPT, wantBody: isHtml, followRedirect: (to) => scope.contains(to) }),
          );
          visits.push(visitOf(result, 'page'));
          if (result.outcome === 'ok') {
            // (A page read under another address of it — redirected to "/index.php" — is not read again.)
            seen.add(pageOf(result.finalUrl));
            frontier.delete(pageOf(result.finalUrl));
            await readPage(url, result);
            noticeRead ||= notice;
            input.onProgress?.({ pagesRead, maxPages: config.maxPages });
          } else if (result.outcome === 'timeout') {
            partial ||= `${url.href} did not answer in time`;
          }
        }),
      );
    }

    // Reads still waiting READ_GRACE_MS after the budget ran out (behind other sites' large pages on the shared
    // reader, say) are given up: the caller's wait for the result outlasts the budget by little more.
    // (Those done are taken still, in order, past one that is not: a stuck read costs its own page only.)
    if (!(await Promise.race([reads.then(() => true), graceAfter(signal, READ_GRACE_MS)]))) {
      cut.abort();
      for (const entry of [...untaken]) {
        if (entry.read) take(entry);
        else {
          untaken.splice(untaken.indexOf(entry), 1);
          entry.visit.outcome = 'unreadable';
          entry.visit.detail = 'not read before the time budget ran out';
        }
      }
    }
    // The budget running out comes first: it explains the pages cut short with it (each page's own outcome is
    // in `pages`); an earlier reason of another kind (a page cut at RESEARCH_MAX_BYTES) follows it.
    if (signal.aborted) {
      const cut = deadline.aborted ? `the site's time budget (${budgetMs} ms) ran out` : 'the research was cancelled';
      partial = partial && !/did not answer in time/.test(partial) ? `${cut}; ${partial}` : cut;
    }
    if (needsBrowser) return done('needs_browser', home.href, needsBrowser);
    return done(partial ? 'partial' : 'ok', home.href, partial || undefined);
  } finally {
    (browserSite as BrowserSite | null)?.close();
  }
}
