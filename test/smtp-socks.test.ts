import { expect } from 'chai';
import net, { type AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../src/config.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { probeRecipients, type ProbeProxy } from '../src/verification/smtp-probe.js';
import { verifyEmails, type VerifyResult } from '../src/verification/verify-emails.js';
import { startWorkers } from '../workers/index.js';
import { freePort, makeWorkspace, request, serve, testRuntime, unique, type TestWorkspace } from './helpers.js';
import { startFindPeers, type FindPeers } from './support/find-corpus.js';
import { loopbackProbing } from './support/mail-peers.js';
import { corpusResearchConfig } from './support/research-corpus.js';
import { startSocks5Server, watchDirectConnections, type Socks5Server, type SocksRequest } from './support/socks5-server.js';

/**
 * VERIFY_SOCKS_PROXY: every SMTP probe, verification's and finding's, goes through a SOCKS5 proxy (here one on
 * loopback that records every connection), asked for the address the outbound policy checked, never a name.
 */
const CREDENTIALS = { user: 'probe', password: 'p@ss:w/rd%' };
/** The proxy as the worker gets it: VERIFY_SOCKS_PROXY read by the configuration. */
const proxySetting = (url: string): ProbeProxy => loadConfig({ VERIFY_SOCKS_PROXY: url }).verify.socksProxy!;

// Addresses whose verdicts cover what a probe can meet: acceptance, refusal, greylisting, a catch-all, a dead
// best MX with a working backup, a refused sender, a server that hangs up, a dead host, an internal one, a null MX.
const EMAILS = [
  'ana.petrovic@ok.test',
  'nobody@ok.test',
  'ana@grey.test',
  'anyone@catchall.test',
  'ana@backup.test',
  'ana@picky.test',
  'ana@drop.test',
  'ana@down.test',
  'ana@full.test',
  'ana@policy.test',
  'ana@internal.test',
  'ana@nullmx.test',
];

describe('SMTP probes through a SOCKS5 proxy', function () {
  this.timeout(60_000);
  let peers: FindPeers;
  let proxy: Socks5Server;
  let smtpPort: number;
  const extra: Socks5Server[] = [];

  before(async () => {
    peers = await startFindPeers();
    smtpPort = peers.peers.smtpPort;
    proxy = await startSocks5Server({ credentials: CREDENTIALS });
  });
  beforeEach(() => proxy.reset());
  after(async () => {
    await Promise.all([proxy, ...extra].map((p) => p.close()));
    await peers.close();
  });

  const anotherProxy = async (options: Parameters<typeof startSocks5Server>[0]) => {
    const server = await startSocks5Server(options);
    extra.push(server);
    return server;
  };
  /** Every request the proxy had: for an IP address on the SMTP port, authenticated, never a name. */
  const expectAddressesOnly = (requests: SocksRequest[], user: string | null = CREDENTIALS.user) => {
    expect(requests).to.not.be.empty;
    for (const r of requests) expect(r, JSON.stringify(r)).to.deep.include({ addressType: 'ipv4', port: smtpPort, user });
    expect(requests.filter((r) => r.addressType === 'domain')).to.deep.equal([]);
  };

  describe('a probe', () => {
    const probing = () => loopbackProbing(peers.peers.dnsServer, smtpPort);

    it('asks the proxy for the checked address, authenticated, and holds the whole SMTP dialogue through it', async () => {
      const watch = watchDirectConnections(smtpPort);
      try {
        const results = await verifyEmails(['ana.petrovic@ok.test', 'nobody@ok.test'], { ...probing(), socksProxy: proxySetting(proxy.url(CREDENTIALS)) });
        expect(results.map((r) => [r.status, r.reason])).to.deep.equal([
          ['deliverable', 'accepted'],
          ['undeliverable', 'mailbox_not_found'],
        ]);
        expect(results[1].smtp).to.include({ host: 'mx.ok.test', code: 550, enhancedCode: '5.1.1' });
        expect(watch.seen(), 'connections that went direct').to.deep.equal([]);
      } finally {
        watch.stop();
      }
      // One session for the catch-all probe and the recipients, to the checked address.
      expectAddressesOnly(proxy.requests());
      expect(proxy.requests().map((r) => [r.host, r.outcome])).to.deep.equal([['127.0.0.2', 'connected']]);
    });

    it('asks for an IPv6 address as an IPv6 address', async () => {
      // A mail server on ::1 that accepts everyone.
      const server = net.createServer((socket) => {
        socket.on('error', () => undefined);
        socket.write('220 v6.test ESMTP\r\n');
        socket.on('data', (line) => socket.write(/^QUIT/i.test(String(line)) ? '221 bye\r\n' : '250 ok\r\n'));
      });
      await new Promise<void>((resolve) => server.listen(0, '::1', resolve));
      try {
        const result = await probeRecipients({
          host: '::1',
          port: (server.address() as AddressInfo).port,
          heloHost: 'probe.leadbase.test',
          mailFrom: 'probe@leadbase.test',
          recipients: ['ana@v6.test'],
          timeouts: { connectMs: 1_000, commandMs: 1_000 },
          proxy: proxySetting(proxy.url(CREDENTIALS)),
        });
        expect(result).to.include({ stage: 'done', failure: null });
        expect(result.recipients.get('ana@v6.test')).to.include({ code: 250 });
        expect(proxy.requests()).to.deep.equal([{ addressType: 'ipv6', host: '::1', port: (server.address() as AddressInfo).port, user: 'probe', outcome: 'connected' }]);
      } finally {
        server.close();
      }
    });

    it('never gives the proxy a name: a proxied probe of a host name is a bug, refused before connecting', async () => {
      const probe = probeRecipients({
        host: 'mx.ok.test',
        port: smtpPort,
        heloHost: 'probe.leadbase.test',
        mailFrom: 'probe@leadbase.test',
        recipients: ['ana@ok.test'],
        proxy: proxySetting(proxy.url(CREDENTIALS)),
      });
      await probe.then(
        () => expect.fail('a name was probed through the proxy'),
        (err: Error) => expect(err.message).to.match(/checked IP address/),
      );
      expect(proxy.connections()).to.equal(0);
    });

    it('is proxy_failed when the proxy never answers, and smtp_timeout when it took the request but the mail host never answered it', async () => {
      const silent = await anotherProxy({ mode: 'silent' });
      const [result] = await verifyEmails(['ana@ok.test'], { ...probing(), socksProxy: proxySetting(silent.url()) });
      expect(result).to.include({ status: 'unknown', reason: 'proxy_failed', smtp: null, catchAll: null });
      // The proxy itself failed: no backup host, and no second session for the recipients, is tried.
      expect(silent.connections()).to.equal(1);

      const hanging = await anotherProxy({ mode: 'hang' });
      const probe = await probeRecipients({
        host: '127.0.0.2',
        port: smtpPort,
        heloHost: 'probe.leadbase.test',
        mailFrom: 'probe@leadbase.test',
        recipients: ['ana@ok.test'],
        timeouts: { connectMs: 1_000, commandMs: 1_000 },
        proxy: proxySetting(hanging.url()),
      });
      expect(probe).to.include({ stage: 'connect', failure: 'timeout' });
      expect(hanging.requests()).to.have.length(1);
    });
  });

  describe('end to end, with workers', () => {
    /** An API and workers of their own (queues and verdict cache under their own prefix), probing the peers. */
    async function stack(verify: Partial<Config['verify']>) {
      const runtime = await testRuntime();
      const config: Config = {
        ...runtime.config,
        queuePrefix: unique(`${runtime.config.queuePrefix}-socks`),
        workerQueues: ['email-verify', 'email-find'],
        verify: { ...runtime.config.verify, dnsServers: [peers.peers.dnsServer], smtpPort, allowCidrs: ['127.0.0.0/8'], ...verify },
        research: corpusResearchConfig(peers.sites.dnsServer, { chromiumPath: null }),
      };
      const queues = new QueueClient(config, runtime.log);
      const stopWorkers = await startWorkers({ ...runtime, config, queues });
      const app = await serve({ ...runtime, config, queues });
      return {
        base: app.base,
        async close() {
          app.close();
          await stopWorkers();
          for (const name of ['email-verify', 'email-find'] as const) await queues.queue(name).obliterate({ force: true });
          await queues.close();
        },
      };
    }
    type Stack = Awaited<ReturnType<typeof stack>>;

    const verify = async (on: Stack, ws: TestWorkspace, emails: string[]) => {
      const reply = await request('POST', '/api/v1/email/verify', { key: ws.key, json: { emails }, base: on.base });
      expect(reply.status, reply.text).to.equal(200);
      return reply.body.results as VerifyResult[];
    };
    const used = async (ws: TestWorkspace) => (await request('GET', '/api/v1/credits', { key: ws.key })).body.used as number;
    /** The workspace's one job, as the API shows it. */
    const onlyJob = async (on: Stack, ws: TestWorkspace) => {
      const { rows } = await (await testRuntime()).pool.query('select id from job where workspace_id = $1', [ws.workspaceId]);
      expect(rows).to.have.length(1);
      return (await request('GET', `/api/v1/jobs/${rows[0].id}`, { key: ws.key, base: on.base })).body;
    };
    const verdicts = (results: VerifyResult[]) => results.map(({ checkedAt: _, ...verdict }) => verdict);

    it('sends every probe through the proxy, authenticated, by address, none direct; the verdicts and credits are those of a direct probe', async () => {
      const direct = await stack({});
      const proxied = await stack({ socksProxy: proxySetting(proxy.url(CREDENTIALS)) });
      try {
        const [wsDirect, wsProxied] = [await makeWorkspace(), await makeWorkspace()];
        let watch = watchDirectConnections(smtpPort);
        const expected = await verify(direct, wsDirect, EMAILS);
        watch.stop();
        expect(watch.seen(), 'the watch sees direct probes').to.not.be.empty;
        expect(proxy.connections()).to.equal(0);

        const sessions = peers.peers.sessions();
        watch = watchDirectConnections(smtpPort);
        const results = await verify(proxied, wsProxied, EMAILS).finally(() => watch.stop());
        expect(watch.seen(), 'connections that went direct').to.deep.equal([]);
        expect(verdicts(results)).to.deep.equal(verdicts(expected));
        expect(results.map((r) => r.reason)).to.include.members(['accepted', 'catch_all', 'smtp_unreachable', 'smtp_dropped', 'mx_not_public']);
        expect(await used(wsProxied)).to.equal(await used(wsDirect));

        const requests = proxy.requests();
        expectAddressesOnly(requests);
        expect(proxy.connections(), 'one proxy connection per request').to.equal(requests.length);
        // Every session the answering mail server had came through the proxy.
        expect(requests.filter((r) => r.host === '127.0.0.2' && r.outcome === 'connected')).to.have.length(peers.peers.sessions() - sessions);
        // The dead best MX of backup.test and the dead host of down.test: refused, as the proxy reported.
        expect(requests.filter((r) => r.host === '127.0.0.6').map((r) => r.outcome)).to.include(5);
        // Never asked for the internal mail host: the outbound policy refused it first.
        expect(requests.map((r) => r.host)).to.not.include('10.0.0.25');
      } finally {
        await Promise.all([direct.close(), proxied.close()]);
      }
    });

    it('with wrong credentials: unknown, proxy_failed, for every probed address; the job settles once and refunds them', async () => {
      const on = await stack({ socksProxy: proxySetting(proxy.url({ user: CREDENTIALS.user, password: 'wrong' })) });
      try {
        const ws = await makeWorkspace();
        const watch = watchDirectConnections(smtpPort);
        const results = await verify(on, ws, ['jane@ok.test', 'nobody@ok.test', 'ana@grey.test', 'not-an-address']).finally(() => watch.stop());
        expect(results.map((r) => [r.email, r.status, r.reason])).to.deep.equal([
          ['jane@ok.test', 'unknown', 'proxy_failed'],
          ['nobody@ok.test', 'unknown', 'proxy_failed'],
          ['ana@grey.test', 'unknown', 'proxy_failed'],
          ['not-an-address', 'undeliverable', 'invalid_syntax'],
        ]);
        expect(watch.seen(), 'connections that went direct').to.deep.equal([]);
        expect(proxy.authFailures()).to.be.at.least(1);
        expect(proxy.requests()).to.deep.equal([]);
        expect(await onlyJob(on, ws)).to.deep.include({ status: 'completed', credits: { reserved: 4, refunded: 3 } });
        expect(await used(ws)).to.equal(1);
      } finally {
        await on.close();
      }
    });

    it('with the proxy down or refusing every request: unknown, proxy_failed, refunded, and still never direct', async () => {
      const refusing = await anotherProxy({ mode: 'refuse' });
      for (const url of [`socks5://127.0.0.1:${await freePort()}`, refusing.url()]) {
        const on = await stack({ socksProxy: proxySetting(url) });
        try {
          const ws = await makeWorkspace();
          const watch = watchDirectConnections(smtpPort);
          const results = await verify(on, ws, ['jane@ok.test', 'ana@catchall.test']).finally(() => watch.stop());
          expect(
            results.map((r) => [r.status, r.reason]),
            url,
          ).to.deep.equal([
            ['unknown', 'proxy_failed'],
            ['unknown', 'proxy_failed'],
          ]);
          expect(watch.seen(), 'connections that went direct').to.deep.equal([]);
          expect(await onlyJob(on, ws)).to.deep.include({ status: 'completed', credits: { reserved: 2, refunded: 2 } });
          expect(await used(ws)).to.equal(0);
        } finally {
          await on.close();
        }
      }
      expectAddressesOnly(refusing.requests(), null);
      // ok.test and catchall.test share their MX: one session, refused.
      expect(refusing.requests().map((r) => r.outcome)).to.deep.equal([2]);
    });

    it('sends email finding’s probes through it too', async () => {
      const on = await stack({ socksProxy: proxySetting(proxy.url(CREDENTIALS)) });
      try {
        const ws = await makeWorkspace();
        const watch = watchDirectConnections(smtpPort);
        const reply = await request('POST', '/api/v1/email/find', {
          key: ws.key,
          base: on.base,
          json: {
            people: [
              { personName: 'Marko Ilić', website: `${peers.sites.startUrl('petrovic-consulting')}tim` },
              { personName: 'Sarah Jones', domain: 'greenway-ltd.test' },
            ],
          },
        }).finally(() => watch.stop());
        expect(reply.status, reply.text).to.equal(200);
        expect(reply.body.results.map((r: { email: string; method: string; smtpConfirmed: boolean }) => [r.email, r.method, r.smtpConfirmed])).to.deep.equal([
          ['marko.ilic@petrovic-consulting.test', 'pattern', true],
          ['sarah.jones@greenway-ltd.test', 'smtp', true],
        ]);
        expect(watch.seen(), 'connections that went direct').to.deep.equal([]);
        expectAddressesOnly(proxy.requests());
      } finally {
        await on.close();
      }
    });

    it('checks the mail host’s address against the outbound policy before asking the proxy; the proxy’s own address is not checked', async () => {
      // Only the answering mail host is allowed: not 127.0.0.3 (picky.test), not 10.0.0.25, not the proxy's 127.0.0.1.
      const on = await stack({ allowCidrs: ['127.0.0.2/32'], socksProxy: proxySetting(proxy.url(CREDENTIALS)) });
      try {
        const ws = await makeWorkspace();
        const results = await verify(on, ws, ['jane@ok.test', 'ana@picky.test', 'ana@internal.test']);
        expect(results.map((r) => [r.status, r.reason])).to.deep.equal([
          ['deliverable', 'accepted'],
          ['unknown', 'mx_not_public'],
          ['unknown', 'mx_not_public'],
        ]);
        expectAddressesOnly(proxy.requests());
        expect(new Set(proxy.requests().map((r) => r.host))).to.deep.equal(new Set(['127.0.0.2']));
      } finally {
        await on.close();
      }
    });
  });
});
