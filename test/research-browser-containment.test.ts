import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { SiteResearch } from '../src/research/crawl/crawl-site.js';
import { createWebsiteResearcher, type WebsiteResearcher } from '../src/research/website-research.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { corpusResearchConfig } from './support/research-corpus.js';

/**
 * JavaScript shells written to trap a headless browser: navigation loops, requests toward refused
 * addresses, dialogs, window.close, a script that never arrives, busy loops before and after the
 * page loaded, popup storms. Researched eight at a time, twice over: every site must come back
 * within its time budget plus a small margin, and the browser must not leak pages or processes.
 */
const shell = (script: string, head = '') => `<!doctype html><html><head><title>App</title>${head}</head><body><div id="app"></div><script>${script}</script></body></html>`;

const HOSTILE: Record<string, string> = {
  'nav-loop': shell(`setInterval(() => { location.href = '/?' + Math.random(); }, 20);`),
  // A navigation being committed while the page is closed is known to leave Chromium's close unanswered.
  'refresh-loop': shell(`setTimeout(() => location.reload(), 5);`, `<meta http-equiv="refresh" content="0; URL='/?again'">`),
  'refresh-refused': shell('', `<meta http-equiv="refresh" content="0; URL='http://169.254.169.254/'">`),
  'nav-refused': shell(`location.href = 'http://169.254.169.254/latest/meta-data/'; setTimeout(() => { location.href = 'http://10.0.0.1/'; }, 50);`),
  'refused-requests': shell(`
    fetch('http://10.0.0.1/admin').catch(() => 0);
    try { const x = new XMLHttpRequest(); x.open('GET', 'http://192.168.1.1/', false); x.send(); } catch (e) {}
    try { new WebSocket('ws://10.0.0.1:9000/'); } catch (e) {}
    try { new EventSource('http://169.254.169.254/stream'); } catch (e) {}
    navigator.sendBeacon('http://10.0.0.1/beacon', 'x');
    const f = document.createElement('iframe'); f.src = 'http://192.168.0.1/'; document.body.appendChild(f);
    setInterval(() => fetch('http://127.0.0.1:9/').catch(() => 0), 10);`),
  'window-close': shell(`window.close(); setTimeout(() => window.close(), 100);`),
  dialogs: shell(`window.onbeforeunload = (e) => { e.preventDefault(); e.returnValue = 'stay'; return 'stay'; };
    alert('hello'); confirm('sure?'); prompt('name?'); print(); setInterval(() => alert('again'), 50);`),
  'never-loads': shell('', '<script src="/forever.js"></script>'),
  'busy-now': shell('while (true) {}'),
  'busy-later': shell(`setTimeout(() => { while (true) {} }, 300);`),
  'popup-storm': shell(`for (let i = 0; i < 40; i++) window.open('/p' + i); setInterval(() => window.open('/again'), 20);`),
};

const SITE_TIMEOUT_MS = 6_000;
const REQUEST_TIMEOUT_MS = 5_000;
// (The starvation measured below is this process's; Chromium's own, on a machine busy with the rest of the suite, is
// not: three sites once ended together 20–50 ms past a 3 s margin in a full CI run. A hang still takes 40 s.)
const MARGIN_MS = 5_000;

/** Chromium browser processes (not their renderers and helpers) started by this test process. */
function browserProcesses(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const ours = new Set([process.pid]);
  // Descendants, in a few passes (ps lists parents before children only most of the time).
  for (let pass = 0; pass < 4; pass++) for (const row of rows) if (ours.has(row.ppid)) ours.add(row.pid);
  return rows.filter((row) => ours.has(row.pid) && row.pid !== process.pid && /chrom/i.test(row.args) && !/--type=/.test(row.args) && !/^\S*(sh|bash)\s/.test(row.args)).length;
}

describe('website research: hostile JavaScript pages cannot hang the browser', function () {
  this.timeout(120_000);
  let sites: FixtureSites;
  let researcher: WebsiteResearcher;
  let closed = false;

  before(async function () {
    if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install -y chromium (.ci/run does this)');
    sites = await startFixtureSites({
      sites: {
        ...Object.fromEntries(Object.entries(HOSTILE).map(([slug, html]) => [slug, { routes: { '/': { body: html }, '/forever.js': { hang: true } } }])),
        'benign-app': {
          routes: { '/': { body: shell(`document.getElementById('app').innerHTML = '<p>Write to <a href="mailto:hello@benign-app.test">hello@benign-app.test</a></p>';`) } },
        },
      },
    });
    // The fixture server shares this process with eight hostile browser sessions: on a busy machine its
    // homepage may take seconds, which is not what this test is about, so a request may take most of the budget.
    researcher = createWebsiteResearcher(
      corpusResearchConfig(sites.dnsServer, { chromiumPath: '/usr/bin/chromium', requestTimeoutMs: REQUEST_TIMEOUT_MS, siteTimeoutMs: SITE_TIMEOUT_MS }),
    );
  });
  after(async () => {
    if (!closed) await researcher?.close();
    await sites?.close();
  });

  it('finishes every site within its budget plus a margin, eight at a time, twice over, and leaves one browser and no pages', async () => {
    const slugs = [...Object.keys(HOSTILE), ...Object.keys(HOSTILE)];
    const outcomes: { slug: string; ms: number; result: SiteResearch | 'hung'; starvedMs: number }[] = [];
    // Time this process could not run (a busy machine): how late a 50 ms tick fires, summed. No deadline of
    // the product can win that back, so a site's share of it is added to its margin.
    let starvedMs = 0;
    let tickDue = Date.now() + 50;
    const ticker = setInterval(() => {
      starvedMs += Math.max(0, Date.now() - tickDue);
      tickDue = Date.now() + 50;
    }, 50);
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < slugs.length) {
            const slug = slugs[next++];
            const started = Date.now();
            const starvedBefore = starvedMs;
            const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 40_000).unref());
            const result = await Promise.race([researcher.research({ url: sites.startUrl(slug) }), hung]);
            outcomes.push({ slug, ms: Date.now() - started, result, starvedMs: starvedMs - starvedBefore });
          }
        }),
      );
    } finally {
      clearInterval(ticker);
    }
    const late = outcomes
      .filter((o) => o.result === 'hung' || o.ms > SITE_TIMEOUT_MS + MARGIN_MS + o.starvedMs)
      .map((o) => `${o.slug} ${o.result === 'hung' ? 'hung' : `${o.ms} ms (this process was starved for ${o.starvedMs} ms of it)`}`);
    expect(late, 'sites over budget').to.deep.equal([]);
    // Every hostile page is read: of its two researches at least one gets the page and comes back ok or
    // partial. (The fixture server shares this process with eight browser sessions: on a starved machine a
    // homepage can miss its request timeout, which is the server's delay, not the browser's.)
    const read = new Set(outcomes.filter((o) => ['ok', 'partial'].includes((o.result as SiteResearch).status)).map((o) => o.slug));
    const unread = Object.keys(HOSTILE).filter((slug) => !read.has(slug));
    expect(unread, `never read: ${outcomes.map((o) => `${o.slug} ${(o.result as SiteResearch).status}`).join(', ')}`).to.deep.equal([]);
    // After the storm the browser still works: a well-behaved JavaScript shell is rendered and read.
    const benign = await researcher.research({ url: sites.startUrl('benign-app') });
    expect(benign.findings.emails.map((e) => e.value)).to.deep.equal(['hello@benign-app.test']);

    // Abandoned pages and browsers are cleaned up in the background, each step bounded.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (researcher.browserStats().pages > 0 || browserProcesses() > 1)) await new Promise((r) => setTimeout(r, 200));
    expect(researcher.browserStats().pages, 'open pages').to.equal(0);
    expect(browserProcesses(), 'browser processes').to.be.at.most(1);
  });

  it('leaves no browser process behind when closed', async () => {
    closed = true;
    await researcher.close();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && browserProcesses() > 0) await new Promise((r) => setTimeout(r, 200));
    expect(browserProcesses()).to.equal(0);
  });
});
