import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import type { OutboundGuard } from '../../outbound/guard.js';
import { startGuardedProxy, type GuardedProxy } from '../../outbound/guarded-proxy.js';
import type { SiteScope } from './site-scope.js';
import { untilAborted } from '../../lib/until-aborted.js';

export interface Rendered {
  html: string;
  status: number | null;
  finalUrl: string;
  ms: number;
}

/** One site's browser context: opened for the first page that needs it, closed with the crawl. */
export interface BrowserSite {
  /** Rejects at once when `signal` aborts; never waits on the browser longer than its step bounds. */
  render(url: string, signal: AbortSignal): Promise<Rendered>;
  /**
   * Lets go of the context in the background, at once: it may still be opening, and a browser that
   * does not answer must not hold up the crawl. A context that will not close retires its browser.
   */
  close(): void;
}

export interface BrowserStats {
  /** Browser processes alive (the current one, and retired ones not yet killed). */
  browsers: number;
  contexts: number;
  pages: number;
}

export interface PageRenderer {
  openSite(scope: SiteScope, userAgent: string): BrowserSite;
  stats(): BrowserStats;
  close(): Promise<void>;
}

const SKIPPED_RESOURCES = new Set(['image', 'media', 'font']);
// --block-new-web-contents: window.open and popups make no new pages at all.
const LAUNCH_ARGS = [
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--block-new-web-contents',
];
/**
 * What one site's pages may ask of the browser before we stop listening to them: a real site renders
 * within a few dozen requests and one or two navigations; request and navigation storms only flood
 * this process with browser events, delaying every other crawl's timers.
 */
const MAX_REQUESTS_PER_SITE = 300;
const MAX_NAVIGATIONS_PER_PAGE = 5;

class BrowserStepTimeout extends Error {
  constructor(step: string, ms: number) {
    super(`the browser did not ${step} within ${ms} ms`);
  }
}

/** A browser step that cannot take longer than `ms`: a hostile page can stall the browser's answers indefinitely. */
function bounded<T>(work: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BrowserStepTimeout(step, ms)), ms);
  });
  work.catch(() => undefined); // a step abandoned after its bound may still fail later
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One browser process with its proxy, and what is open in it. */
interface Generation {
  server: BrowserServer;
  browser: Browser;
  proxy: GuardedProxy;
  /** Sites holding a context (or about to) in this browser. */
  sites: number;
  contexts: Set<BrowserContext>;
  pages: Set<Page>;
  /** Something in it would not close: no new sites; killed when its last site lets go. */
  retired: boolean;
  dead: boolean;
}

/**
 * Headless Chromium for pages that are empty JavaScript shells. One browser per worker process,
 * started on first use and reused across jobs; one context per site. Everything it loads goes
 * through the guarded proxy (loopback included — Chromium bypasses proxies for loopback unless told
 * `<-loopback>`), WebRTC may not send UDP around the proxy, cross-site requests, images, media and
 * fonts are refused, service workers are blocked, popups are closed as they open.
 *
 * Containment: a hostile page can keep Chromium from ever answering (a busy loop, a dialog, a
 * navigation storm), so every step is bounded — navigation by Playwright's timeout, everything else
 * (new context or page, reading the page, closing it) by `stepMs`. A render gives up at once when
 * the site's deadline passes; the page is closed in the background. A page or context that will not
 * close retires its browser: new sites get a fresh one, and the old process is killed as soon as its
 * last site lets go, so a stuck renderer never holds a research slot or leaks a process.
 */
export function createBrowserRenderer({
  chromiumPath,
  guard,
  timeoutMs,
  settleMs = 500,
  stepMs = 5_000,
}: {
  chromiumPath: string;
  guard: OutboundGuard;
  timeoutMs: number;
  settleMs?: number;
  stepMs?: number;
}): PageRenderer {
  let current: Promise<Generation> | null = null;
  const live = new Set<Generation>();

  async function launch(): Promise<Generation> {
    const proxy = await startGuardedProxy(guard, timeoutMs);
    let server: BrowserServer | undefined;
    let abandoned = false;
    const starting = chromium.launchServer({ executablePath: chromiumPath, proxy: { server: proxy.url, bypass: '<-loopback>' }, args: LAUNCH_ARGS });
    // A browser that starts after we gave up on it must not live on unowned.
    starting.then(
      (late) => {
        if (abandoned) void late.kill().catch(() => undefined);
      },
      () => undefined,
    );
    try {
      server = await bounded(starting, timeoutMs + stepMs, 'start');
      const browser = await bounded(chromium.connect(server.wsEndpoint()), stepMs, 'accept a connection');
      const generation: Generation = { server, browser, proxy, sites: 0, contexts: new Set(), pages: new Set(), retired: false, dead: false };
      live.add(generation);
      // A crashed browser is started again by the next site that needs one.
      browser.on('disconnected', () => void kill(generation));
      return generation;
    } catch (err) {
      abandoned = !server;
      if (server) await bounded(server.kill(), stepMs, 'stop').catch(() => undefined);
      await proxy.close().catch(() => undefined);
      throw err;
    }
  }

  function acquire(): Promise<Generation> {
    current ??= launch().catch((err) => {
      current = null;
      throw err;
    });
    return current;
  }

  /** Never rejects: it is called in the background, where a rejection would end the worker. */
  async function kill(generation: Generation): Promise<void> {
    if (generation.dead) return;
    generation.dead = true;
    generation.retired = true;
    live.delete(generation);
    const latest = current;
    if (latest && (await latest.catch(() => null)) === generation && current === latest) current = null;
    generation.pages.clear();
    generation.contexts.clear();
    // kill() is SIGKILL of the browser process; its renderers follow their parent.
    await bounded(generation.server.kill(), stepMs, 'stop').catch(() => {
      const pid = generation.server.process()?.pid;
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    });
    await generation.proxy.close().catch(() => undefined);
  }

  /** A site let go of its browser; a retired one dies with its last site. */
  function release(generation: Generation): void {
    generation.sites--;
    if (generation.retired && generation.sites === 0) void kill(generation);
  }

  function retire(generation: Generation): void {
    generation.retired = true;
    void current?.then(
      (g) => {
        if (g === generation) current = null;
      },
      () => undefined,
    );
    if (generation.sites === 0) void kill(generation);
  }

  /** Closes a page in the background; one that will not close retires its browser. */
  function dispose(generation: Generation, page: Page): void {
    bounded(page.close({ runBeforeUnload: false }), stepMs, 'close a page').catch(() => retire(generation));
  }

  async function newContext(generation: Generation, scope: SiteScope, userAgent: string): Promise<BrowserContext> {
    const context = await bounded(generation.browser.newContext({ userAgent, serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true }), stepMs, 'open a context');
    generation.contexts.add(context);
    context.on('close', () => generation.contexts.delete(context));
    // A storm shuts the whole context: its render fails at once and the site goes on without it.
    let shut = false;
    const shutOnStorm = () => {
      if (shut) return;
      shut = true;
      bounded(context.close(), stepMs, 'close a context').catch(() => retire(generation));
    };
    context.on('page', (page) => {
      generation.pages.add(page);
      page.on('close', () => generation.pages.delete(page));
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && ++navigations > MAX_NAVIGATIONS_PER_PAGE) shutOnStorm();
      });
      // Popups are never what we came for (the browser should not even make them).
      bounded(page.opener(), stepMs, 'name a page opener').then(
        (opener) => opener && dispose(generation, page),
        () => undefined,
      );
    });
    let requests = 0;
    await bounded(
      context.route('**/*', (route) => {
        if (++requests > MAX_REQUESTS_PER_SITE) {
          shutOnStorm();
          return route.abort('blockedbyclient').catch(() => undefined);
        }
        const request = route.request();
        let url: URL | null = null;
        try {
          url = new URL(request.url());
        } catch {
          /* refused below */
        }
        if (!url || !scope.contains(url) || SKIPPED_RESOURCES.has(request.resourceType())) return route.abort('blockedbyclient').catch(() => undefined);
        return route.continue().catch(() => undefined);
      }),
      stepMs,
      'set up request filtering',
    );
    return context;
  }

  return {
    openSite(scope, userAgent) {
      let held: Promise<{ generation: Generation; context: BrowserContext }> | null = null;
      let generationOfSite: Generation | null = null;
      const open = () =>
        (held ??= acquire().then(async (generation) => {
          generation.sites++;
          generationOfSite = generation;
          try {
            return { generation, context: await newContext(generation, scope, userAgent) };
          } catch (err) {
            retire(generation);
            throw err;
          }
        }));
      return {
        async render(url, signal) {
          const begun = Date.now();
          const { generation, context } = await untilAborted(open(), signal);
          const page = await untilAborted(bounded(context.newPage(), stepMs, 'open a page'), signal);
          try {
            return await untilAborted(
              (async () => {
                const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
                await bounded(page.waitForTimeout(settleMs), settleMs + stepMs, 'wait for the page to settle'); // let the app render after its scripts ran
                const html = await bounded(page.content(), stepMs, 'hand over the page');
                return { html, status: response?.status() ?? null, finalUrl: page.url(), ms: Date.now() - begun };
              })(),
              signal,
            );
          } finally {
            dispose(generation, page);
          }
        },
        close() {
          const opening = held;
          held = null;
          void opening?.then(
            async ({ generation, context }) => {
              await bounded(context.close(), stepMs, 'close a context').catch(() => retire(generation));
              release(generation);
            },
            () => generationOfSite && release(generationOfSite),
          );
        },
      };
    },
    stats() {
      let contexts = 0;
      let pages = 0;
      for (const generation of live) {
        contexts += generation.contexts.size;
        pages += generation.pages.size;
      }
      return { browsers: live.size, contexts, pages };
    },
    async close() {
      const starting = current;
      current = null;
      await starting?.catch(() => null); // a browser still starting is killed with the others
      await Promise.all([...live].map((generation) => kill(generation)));
    },
  };
}
