import type { ResearchConfig } from '../config.js';
import { createBrowserRenderer, type BrowserStats } from './crawl/browser.js';
import { crawlSite, type CrawlInput, type SiteResearch } from './crawl/crawl-site.js';
import { pageReader, type PageReader } from './extract/page-reader.js';
import { HostGates, type Politeness } from '../lib/host-gates.js';
import { createOutboundGuard } from '../outbound/guard.js';
import { createHttpFetcher } from '../outbound/http-fetch.js';

export interface WebsiteResearcher {
  /** Researches one site; `country` (ISO 3166-1 alpha-2) is the default region for phone numbers. */
  research(input: { url: string; country?: string | null; deadline?: number; onProgress?: CrawlInput['onProgress'] }, signal?: AbortSignal): Promise<SiteResearch>;
  /** What the browser has open (zeros without one): for operators and the containment test. */
  browserStats(): BrowserStats;
  /** Closes connections and the browser. */
  close(): Promise<void>;
}

/**
 * The website researcher of one process: one SSRF guard, one HTTP connection pool, one politeness
 * gate per host (this process's, unless `gates` holds across the worker fleet) and (when configured) one
 * headless browser, shared by every site it researches; pages are read on the process's page reader thread
 * (`reader` is for the bench's baseline, which reads them on the event loop).
 */
export function createWebsiteResearcher(config: ResearchConfig, gates: Politeness = new HostGates(config.perHostConcurrency), reader: PageReader = pageReader): WebsiteResearcher {
  const guard = createOutboundGuard({ allowCidrs: config.allowCidrs, dnsServers: config.dnsServers, connectTimeoutMs: config.requestTimeoutMs });
  const http = createHttpFetcher({ guard, userAgent: config.userAgent, requestTimeoutMs: config.requestTimeoutMs, maxBytes: config.maxBytes, maxRedirects: config.maxRedirects });
  const renderer = config.chromiumPath ? createBrowserRenderer({ chromiumPath: config.chromiumPath, guard, timeoutMs: config.requestTimeoutMs }) : null;
  const deps = { config, http, gates, renderer, reader };
  return {
    research: (input, signal) => crawlSite({ ...input, country: input.country?.toUpperCase() ?? null }, deps, signal),
    browserStats: () => renderer?.stats() ?? { browsers: 0, contexts: 0, pages: 0 },
    async close() {
      await Promise.all([http.close(), renderer?.close()]);
    },
  };
}
