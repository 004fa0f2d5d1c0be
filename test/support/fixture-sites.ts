import dns2 from 'dns2';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The website-research corpus on loopback: one HTTP server answering for every fixture site by its
 * Host header (`<slug>.test` and `www.<slug>.test`), and a DNS server that resolves those names to
 * 127.0.0.1 — plus any extra records a test needs (a name that resolves to a private address).
 * Sites live in <corpus dir>/<slug>/site.json (test/fixtures/sites unless given); see its README for the format.
 */
const { Packet } = dns2;
export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
/** The corpus written with the extraction rules in view. */
export const SITES_DIR = path.join(FIXTURES_DIR, 'sites');
/** Written blind, from the README's result shape (now in docs/api.md, Website research) and a brief on site builders only. */
export const WILD_SITES_DIR = path.join(FIXTURES_DIR, 'sites-wild');
/** Written blind after studying how published sites mark up teams, boards and imprints (its BRIEF.md). */
export const REAL_SITES_DIR = path.join(FIXTURES_DIR, 'sites-real');
/** A third blind round of the same kind, by authors told to study other repositories (its NOTES-*.md). */
export const REAL_SITES_3_DIR = path.join(FIXTURES_DIR, 'sites-real-3');
/** A fourth round (sites built with page and site builders, roles in sentences; its NOTES-*.md and BRIEF.md). */
export const REAL_SITES_4_DIR = path.join(FIXTURES_DIR, 'sites-real-4');
export const REAL_SITES_6_DIR = path.join(FIXTURES_DIR, 'sites-real-6');
// sites-holdout and sites-real-holdout, -2 and -3 are kept aside and never read while developing: only measured (eval:research).

export type Route =
  | string
  | { file: string; contentType?: string; gzip?: boolean }
  | { redirect: string; status?: number }
  | { generate: 'bytes'; size: number }
  | { hang: true }
  /** `delayMs`: the page answers that long after it is asked (a slow site). */
  | { status?: number; body: string; contentType?: string; delayMs?: number };

export interface SiteDef {
  description?: string;
  country?: string;
  start?: string;
  routes: Record<string, Route>;
}

export interface ExpectedResult {
  status: string;
  statusWithoutBrowser?: string;
  emails: string[];
  phones: string[];
  socials: string[];
  people: { name: string; role: string }[];
  legalIds: { type: string; value: string; valid: boolean | null }[];
  decoys: string[];
}

export interface CorpusSite {
  slug: string;
  def: SiteDef;
  expected: ExpectedResult;
}

/** The corpus on disk, in slug order. */
export function loadCorpus(dir = SITES_DIR): CorpusSite[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((slug) => ({
      slug,
      def: JSON.parse(readFileSync(path.join(dir, slug, 'site.json'), 'utf8')) as SiteDef,
      expected: JSON.parse(readFileSync(path.join(dir, slug, 'expected.json'), 'utf8')) as ExpectedResult,
    }));
}

export interface FixtureSites {
  port: number;
  dnsServer: string;
  /** http://<slug>.test:<port> */
  origin(slug: string): string;
  /** The site's start URL. */
  startUrl(slug: string): string;
  /** Most requests any one host (www and apex counted together) has had in flight at once. */
  peakPerHost(): number;
  /** Requests served so far, by host. */
  requests(): Map<string, number>;
  /** Requests served so far, by host and path ("hostile-menu.test/contact"). */
  requestsByUrl(): Map<string, number>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'application/javascript',
  '.gz': 'application/gzip',
  '.json': 'application/json',
};
const TEXT = /^(text\/|application\/(xml|javascript|json))/;

export async function startFixtureSites({
  dir = SITES_DIR,
  sites = Object.fromEntries(loadCorpus(dir).map((s) => [s.slug, s.def])),
  records = {},
  latencyMs = 0,
}: {
  dir?: string;
  sites?: Record<string, SiteDef>;
  /** Extra DNS A/AAAA records: name → addresses. */
  records?: Record<string, string[]>;
  latencyMs?: number;
} = {}): Promise<FixtureSites> {
  let port = 0;
  const inFlight = new Map<string, number>();
  const served = new Map<string, number>();
  const servedByUrl = new Map<string, number>();
  let peak = 0;
  const hanging = new Set<http.ServerResponse>();

  const fill = (text: string, slug: string) =>
    text
      .replaceAll('{{origin}}', `http://${slug}.test:${port}`)
      .replaceAll('{{wwworigin}}', `http://www.${slug}.test:${port}`)
      .replace(/\{\{origin:([a-z0-9-]+)\}\}/g, (_, other: string) => `http://${other}.test:${port}`)
      .replaceAll('{{port}}', String(port));

  function respond(slug: string, route: Route, res: http.ServerResponse) {
    if (typeof route === 'string') route = { file: route };
    if ('redirect' in route) {
      res.writeHead(route.status ?? 302, { location: fill(route.redirect, slug) }).end();
    } else if ('hang' in route) {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><head><title>Loading</title></head><body><p>Kontakt');
    } else if ('generate' in route) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = Buffer.from(`<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`);
      let sent = 0;
      const pump = () => {
        while (sent < route.size) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      pump();
    } else if ('file' in route) {
      const type = route.contentType ?? TYPES[path.extname(route.file)] ?? 'application/octet-stream';
      let body: Buffer = readFileSync(path.join(dir, slug, route.file));
      if (TEXT.test(type) || route.gzip) body = Buffer.from(fill(body.toString('latin1'), slug), 'latin1');
      if (route.gzip) body = zlib.gzipSync(body);
      res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    } else {
      const { status = 200, contentType = 'text/html; charset=utf-8', body, delayMs = 0 } = route;
      setTimeout(() => res.writeHead(status, { 'content-type': contentType }).end(fill(body, slug)), delayMs);
    }
  }

  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const slug = host.replace(/^www\./, '').replace(/\.test$/, '');
    const key = slug;
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    served.set(key, (served.get(key) ?? 0) + 1);
    const url = `${host}${req.url ?? '/'}`;
    servedByUrl.set(url, (servedByUrl.get(url) ?? 0) + 1);
    peak = Math.max(peak, inFlight.get(key)!);
    res.on('close', () => inFlight.set(key, inFlight.get(key)! - 1));
    setTimeout(() => {
      const site = sites[slug];
      const pathname = (req.url ?? '/').split('?')[0];
      const route = site?.routes[pathname] ?? site?.routes[req.url ?? '/'];
      if (!site || !route) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      respond(slug, route, res);
    }, latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;

  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const answers = response.answers as unknown[];
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      const slug = name.replace(/^www\./, '').replace(/\.test$/, '');
      const addresses = records[name] ?? (name.endsWith('.test') && sites[slug] ? ['127.0.0.1'] : null);
      if (!addresses) response.header.rcode = 3; // NXDOMAIN
      for (const address of addresses ?? []) {
        const v6 = address.includes(':');
        if (question.type === (v6 ? Packet.TYPE.AAAA : Packet.TYPE.A)) {
          answers.push({ name: question.name, type: v6 ? Packet.TYPE.AAAA : Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 1, address });
        }
      }
      void send(response);
    },
  });
  await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const dnsServer = `127.0.0.1:${(dns.addresses().udp as net.AddressInfo).port}`;

  return {
    port,
    dnsServer,
    origin: (slug) => `http://${slug}.test:${port}`,
    startUrl: (slug) => `http://${slug}.test:${port}${sites[slug]?.start ?? '/'}`,
    peakPerHost: () => peak,
    requests: () => new Map(served),
    requestsByUrl: () => new Map(servedByUrl),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await dns.close();
    },
  };
}
