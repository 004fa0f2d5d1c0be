import { chromium, type Browser } from 'playwright-core';
import type { OutboundGuard } from '../outbound/guard.js';
import { startGuardedProxy, type GuardedProxy } from '../outbound/guarded-proxy.js';
import type { SiteScope } from './site-scope.js';

export interface Rendered {
  html: string;
  status: number | null;
  finalUrl: string;
  ms: number;
}

/** One site's browser context: opened for the first page that needs it, closed with the crawl. */
export interface BrowserSite {
  render(url: string, signal: AbortSignal): Promise<Rendered>;
  close(): Promise<void>;
}

export interface PageRenderer {
  openSite(scope: SiteScope, userAgent: string): BrowserSite;
  close(): Promise<void>;
}

const SKIPPED_RESOURCES = new Set(['image', 'media', 'font']);

/**
 * Headless Chromium for pages that are empty JavaScript shells. One browser per worker process,
 * started on first use and reused across jobs; one context per site. Everything it loads goes
 * through the guarded proxy (loopback included — Chromium bypasses proxies for loopback unless told
 * `<-loopback>`), WebRTC may not send UDP around the proxy, cross-site requests, images, media and
 * fonts are refused, service workers are blocked.
 */
export function createBrowserRenderer({ chromiumPath, guard, timeoutMs, settleMs = 500 }: { chromiumPath: string; guard: OutboundGuard; timeoutMs: number; settleMs?: number }): PageRenderer {
  let started: Promise<{ browser: Browser; proxy: GuardedProxy }> | null = null;

  function start() {
    started ??= (async () => {
      const proxy = await startGuardedProxy(guard, timeoutMs);
      try {
        const browser = await chromium.launch({
          executablePath: chromiumPath,
          proxy: { server: proxy.url, bypass: '<-loopback>' },
          args: ['--force-webrtc-ip-handling-policy=disable_non_proxied_udp', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        });
        // A crashed browser is started again by the next site that needs one.
        browser.on('disconnected', () => {
          started = null;
          void proxy.close();
        });
        return { browser, proxy };
      } catch (err) {
        started = null;
        await proxy.close();
        throw err;
      }
    })();
    return started;
  }

  return {
    openSite(scope, userAgent) {
      let context: Promise<import('playwright-core').BrowserContext> | null = null;
      const open = () =>
        (context ??= start().then(async ({ browser }) => {
          const ctx = await browser.newContext({ userAgent, serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true });
          await ctx.route('**/*', (route) => {
            const request = route.request();
            let url: URL | null = null;
            try {
              url = new URL(request.url());
            } catch {
              /* refused below */
            }
            if (!url || !scope.contains(url) || SKIPPED_RESOURCES.has(request.resourceType())) return route.abort('blockedbyclient');
            return route.continue();
          });
          return ctx;
        }));
      return {
        async render(url, signal) {
          const begun = Date.now();
          const page = await (await open()).newPage();
          const abort = () => void page.close().catch(() => undefined);
          signal.addEventListener('abort', abort, { once: true });
          try {
            const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
            await page.waitForTimeout(settleMs); // let the app render after its scripts ran
            return { html: await page.content(), status: response?.status() ?? null, finalUrl: page.url(), ms: Date.now() - begun };
          } finally {
            signal.removeEventListener('abort', abort);
            await page.close().catch(() => undefined);
          }
        },
        async close() {
          if (context) await (await context.catch(() => null))?.close().catch(() => undefined);
        },
      };
    },
    async close() {
      const running = await started?.catch(() => null);
      started = null;
      await running?.browser.close().catch(() => undefined);
      await running?.proxy.close();
    },
  };
}
