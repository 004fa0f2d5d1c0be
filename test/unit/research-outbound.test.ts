import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { ProxyAgent, request } from 'undici';
import { createBrowserRenderer } from '../../src/research/crawl/browser.js';
import { siteScope } from '../../src/research/crawl/site-scope.js';
import { createOutboundGuard } from '../../src/outbound/guard.js';
import { startGuardedProxy } from '../../src/outbound/guarded-proxy.js';
import { createHttpFetcher } from '../../src/outbound/http-fetch.js';
import { startFixtureSites, type FixtureSites } from '../support/fixture-sites.js';

/**
 * SSRF: the URLs website research fetches come from third parties. With the default configuration
 * (no OUTBOUND_ALLOW_CIDRS) nothing but public unicast on ports 80/443 may be reached — proved here
 * against a live loopback server that must never see a request.
 */
const PAGE = { body: '<html><body><h1>Internal admin</h1><a href="mailto:root@internal.test">root</a></body></html>' };

describe('website research: outbound guard (SSRF)', () => {
  let sites: FixtureSites;

  before(async () => {
    sites = await startFixtureSites({
      sites: {
        internal: { routes: { '/': PAGE } },
        // Only ever asked for through refusing guards: it must never see a request.
        vault: { routes: { '/': PAGE } },
        hop: {
          routes: {
            '/': PAGE,
            '/to-metadata': { redirect: 'http://169.254.169.254/latest/meta-data/' },
            '/to-private-name': { redirect: 'http://private.test/' },
            '/to-ten': { redirect: 'http://10.0.0.1/' },
            '/to-loopback': { redirect: 'http://127.0.0.1:{{port}}/' },
          },
        },
      },
      records: {
        'private.test': ['10.1.2.3'],
        'metadata.test': ['169.254.169.254'],
        'cgnat.test': ['100.64.0.7'],
        'ula.test': ['fd00::7'],
        'mapped.test': ['::ffff:127.0.0.1'],
        'mixed.test': ['93.184.215.14', '127.0.0.1'],
        'public.test': ['93.184.215.14'],
        'dual.test': ['127.0.0.1', '::1'],
        'half.test': ['127.0.0.1', '10.1.2.3'],
      },
    });
  });
  after(() => sites.close());

  const fetcherWith = (allowCidrs: string[]) => {
    const guard = createOutboundGuard({ allowCidrs, dnsServers: [sites.dnsServer], connectTimeoutMs: 2_000 });
    return createHttpFetcher({ guard, userAgent: 'LeadbaseBot/test', requestTimeoutMs: 3_000, maxBytes: 100_000, maxRedirects: 5 });
  };
  const get = (fetcher: ReturnType<typeof fetcherWith>, url: string) => fetcher.fetch(url, { accept: 'text/html', wantBody: () => true, followRedirect: () => true });

  it('refuses every spelling of a non-public address by default, without sending a byte', async () => {
    const fetcher = fetcherWith([]);
    const p = sites.port;
    const refused = [
      `http://127.0.0.1:${p}/`,
      'http://127.0.0.1/',
      'http://2130706433/', // decimal
      'http://0x7f000001/', // hex
      'http://0177.0.0.1/', // octal
      'http://127.1/', // short form
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/', // IPv4-mapped IPv6
      'http://[::ffff:7f00:1]/',
      'http://169.254.169.254/latest/meta-data/', // cloud metadata
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://100.64.0.1/', // CGNAT
      'http://[fd00::1]/', // unique-local
      'http://[fe80::1]/',
      `http://internal.test:${p}/`, // a name resolving to loopback
      'http://private.test/',
      'http://metadata.test/',
      'http://cgnat.test/',
      'http://ula.test/',
      'http://mapped.test/',
      'http://mixed.test/', // one public and one loopback answer
      'http://public.test:8080/', // public address, non-default port
      `http://user:secret@internal.test:${p}/`, // credentials
      'ftp://internal.test/',
      'file:///etc/passwd',
    ];
    for (const url of refused) {
      const result = await get(fetcher, url);
      expect(result.outcome, url).to.equal('blocked');
      expect(result.detail, url).to.be.a('string').and.not.empty;
    }
    expect(sites.requests().size, 'requests the loopback server received').to.equal(0);
    await fetcher.close();
  });

  it('lets an allow-listed range through, and checks every redirect hop again', async () => {
    const fetcher = fetcherWith(['127.0.0.0/8']);
    const ok = await get(fetcher, `${sites.origin('internal')}/`);
    expect(ok.outcome).to.equal('ok');
    for (const path of ['/to-metadata', '/to-private-name', '/to-ten']) {
      const result = await get(fetcher, `${sites.origin('hop')}${path}`);
      expect(result.outcome, path).to.equal('blocked');
      expect(result.finalUrl, path).to.not.include(sites.origin('hop')); // refused at the hop, not before
    }
    await fetcher.close();
  });

  it('an allow-list entry opens its own range only', async () => {
    const guard = createOutboundGuard({ allowCidrs: ['127.0.0.1/32'], dnsServers: [sites.dnsServer], connectTimeoutMs: 1_000 });
    expect(await guard.resolve('127.0.0.1', sites.port)).to.equal('127.0.0.1');
    const refused = await Promise.all(
      ['127.0.0.2', '10.0.0.1', 'private.test'].map((host) =>
        guard.resolve(host, 80).then(
          () => null,
          (err: Error) => err.message,
        ),
      ),
    );
    expect(refused.every((message) => typeof message === 'string' && message.length > 0)).to.equal(true);
  });

  it('lists every address of a name, A and AAAA, and refuses the whole name for one refused answer', async () => {
    const guard = createOutboundGuard({ allowCidrs: ['127.0.0.1/32', '::1/128'], dnsServers: [sites.dnsServer], connectTimeoutMs: 1_000 });
    expect(await guard.addresses('dual.test')).to.deep.equal(['127.0.0.1', '::1']);
    expect(await guard.addresses('[::1]')).to.deep.equal(['::1']);
    const refused = await guard.addresses('half.test').then(
      () => null,
      (err: Error) => err.message,
    );
    expect(refused).to.equal('half.test resolves to 10.1.2.3 is not a public address (private)');
  });

  it("the browser's proxy refuses what the guard refuses, for plain HTTP and CONNECT alike", async () => {
    const guard = createOutboundGuard({ allowCidrs: [], dnsServers: [sites.dnsServer], connectTimeoutMs: 1_000 });
    const proxy = await startGuardedProxy(guard, 2_000);
    try {
      const plain = await request(`${sites.origin('vault')}/`, { dispatcher: new ProxyAgent({ uri: proxy.url, proxyTunnel: false }) });
      expect(plain.statusCode).to.equal(403);
      await plain.body.text();
      const tunnel = await request('https://metadata.test/', { dispatcher: new ProxyAgent(proxy.url) }).then(
        () => 'connected',
        (err: Error) => err.message,
      );
      expect(tunnel).to.not.equal('connected');
      expect(sites.requests().get('vault') ?? 0).to.equal(0);
    } finally {
      await proxy.close();
    }
  });

  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  (chromium ? it : it.skip)('the headless browser cannot reach a refused address either', async function () {
    this.timeout(60_000);
    const guard = createOutboundGuard({ allowCidrs: [], dnsServers: [sites.dnsServer], connectTimeoutMs: 1_000 });
    const renderer = createBrowserRenderer({ chromiumPath: chromium!, guard, timeoutMs: 10_000 });
    const site = renderer.openSite(siteScope(new URL(sites.origin('vault'))), 'LeadbaseBot/test');
    try {
      const rendered = await site.render(`${sites.origin('vault')}/`, AbortSignal.timeout(20_000));
      expect(rendered.status).to.equal(403);
      expect(rendered.html).to.not.include('root@internal.test');
      expect(sites.requests().get('vault') ?? 0).to.equal(0);
    } finally {
      site.close();
      await renderer.close();
    }
  });
});
