/**
 * The benches' generated business websites, served from a process of their own, as the internet's
 * would be: serving them never takes CPU from the process being measured. The parent gets the
 * resolver address, start URLs and the most requests any one host had in flight.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { startFixtureSites, type SiteDef } from '../test/support/fixture-sites.js';
import { businessSite } from '../test/support/generated-sites.js';

interface Ready {
  port: number;
  dnsServer: string;
}

export interface SitesProcess {
  dnsServer: string;
  /** http://site<n>.test:<port>/ */
  startUrl(n: number): string;
  peakPerHost(): Promise<number>;
  close(): Promise<void>;
}

/** `largePages`: that many of the sites, from the first, have an About page of 2 MB of prose (RESEARCH_MAX_BYTES). */
export async function startSitesProcess(count: number, latencyMs: number, largePages = 0): Promise<SitesProcess> {
  const child = fork(new URL(import.meta.url).pathname, ['serve', String(count), String(latencyMs), String(largePages)], { execArgv: ['--import', 'tsx'] });
  const [ready] = (await once(child, 'message')) as [Ready];
  return {
    dnsServer: ready.dnsServer,
    startUrl: (n) => `http://site${n}.test:${ready.port}/`,
    async peakPerHost() {
      child.send('peak');
      const [peak] = (await once(child, 'message')) as [number];
      return peak;
    },
    async close() {
      child.kill();
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}

if (process.argv[2] === 'serve') {
  const [count, latencyMs, largePages] = process.argv.slice(3).map(Number);
  const site = (n: number): SiteDef => {
    const def = businessSite(n);
    return n < largePages ? { ...def, routes: { ...def.routes, '/about': { generate: 'bytes', size: 2 * 1024 * 1024 } } } : def;
  };
  const sites = await startFixtureSites({ sites: Object.fromEntries(Array.from({ length: count }, (_, n) => [`site${n}`, site(n)])), latencyMs });
  process.on('message', () => process.send!(sites.peakPerHost()));
  process.send!({ port: sites.port, dnsServer: sites.dnsServer } satisfies Ready);
}
