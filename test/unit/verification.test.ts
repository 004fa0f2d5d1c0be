import { expect } from 'chai';
import { addressFlags, parseAddress } from '../../src/verification/address.js';
import { createMailResolver } from '../../src/verification/mail-dns.js';
import {
  RECIPIENTS_PER_SESSION,
  RECIPIENTS_PER_TRANSACTION,
  sharedMailQueues,
  verifyEmails,
  VerifyUpstreamError,
  type VerifyOptions,
  type VerifyResult,
} from '../../src/verification/verify-emails.js';
import { HostGates } from '../../src/lib/host-gates.js';
import { createAddressPolicy } from '../../src/outbound/address-policy.js';
import { loopbackProbing, startMailPeers, type MailPeers } from '../support/mail-peers.js';

describe('email verification against real DNS and SMTP peers', function () {
  this.timeout(20_000);
  let peers: MailPeers;
  let options: VerifyOptions;
  before(async () => {
    peers = await startMailPeers();
  });
  beforeEach(() => {
    peers.setLatency(0);
    options = loopbackProbing(peers.dnsServer, peers.smtpPort);
  });
  after(() => peers.close());

  const verifyOne = async (email: string): Promise<VerifyResult> => (await verifyEmails([email], options))[0];

  describe('syntax and flags', () => {
    it('normalises addresses and refuses undeliverable syntax', () => {
      expect(parseAddress('  Ana.Petrovic@Smile.RS ')).to.deep.equal({ email: 'ana.petrovic@smile.rs', local: 'ana.petrovic', domain: 'smile.rs' });
      expect(parseAddress('ana@bücher.de')?.domain).to.equal('xn--bcher-kva.de');
      for (const bad of ['ana', '@x.test', 'ana@', 'ana..p@x.test', '.ana@x.test', 'ana@x', 'ana@-x.test', `${'a'.repeat(65)}@x.test`, 'a b@x.test', 'ana@x.123']) {
        expect(parseAddress(bad), bad).to.equal(null);
      }
    });

    it('flags disposable domains, free webmail (regional ones too) and role mailboxes', () => {
      const flags = (email: string) => addressFlags(parseAddress(email)!);
      expect(flags('x@mailinator.com').disposable).to.equal(true);
      for (const free of ['x@gmail.com', 'x@gmx.de', 'x@eunet.rs', 'x@t-online.de']) expect(flags(free).freeProvider, free).to.equal(true);
      for (const role of ['info@smile.rs', 'kontakt@smile.rs', 'sales@acme.test', 'office@acme.test']) expect(flags(role).roleAccount, role).to.equal(true);
      expect(flags('ana.petrovic@smile.rs')).to.deep.equal({ disposable: false, freeProvider: false, roleAccount: false });
    });
  });

  describe('statuses and reasons', () => {
    const cases: [string, string, string, Partial<VerifyResult>][] = [
      ['an existing mailbox', 'Ana.Petrovic@ok.test', 'deliverable', { reason: 'accepted', catchAll: false, mx: ['mx.ok.test'], normalized: 'ana.petrovic@ok.test' }],
      ['a missing mailbox (550 5.1.1)', 'nobody@ok.test', 'undeliverable', { reason: 'mailbox_not_found' }],
      ['a role address answered 550', 'sales@ok.test', 'undeliverable', { reason: 'mailbox_not_found', roleAccount: true }],
      ['a catch-all domain', 'anyone@catchall.test', 'risky', { reason: 'catch_all', catchAll: true }],
      ['an acceptance where a made-up address got no clear answer', 'ana@fussy.test', 'risky', { reason: 'catch_all_unknown', catchAll: null }],
      ['greylisting (450 4.7.1)', 'ana@grey.test', 'unknown', { reason: 'greylisted' }],
      ['a 5.7.1 policy block at RCPT', 'ana@policy.test', 'unknown', { reason: 'policy_block' }],
      ['a full mailbox (552)', 'ana@full.test', 'risky', { reason: 'mailbox_full' }],
      ['a domain without MX, through its A record', 'ana@implicit.test', 'deliverable', { reason: 'accepted', mx: ['implicit.test'] }],
      ['a null MX', 'ana@nullmx.test', 'undeliverable', { reason: 'null_mx', mx: [] }],
      ['a domain with no mail host', 'ana@nomail.test', 'undeliverable', { reason: 'no_mail_host' }],
      ['a domain that does not exist', 'ana@nowhere.test', 'undeliverable', { reason: 'no_domain' }],
      ['a server refusing our sender before RCPT', 'ana@picky.test', 'unknown', { reason: 'policy_block' }],
      ['a server that hangs up after EHLO', 'ana@drop.test', 'unknown', { reason: 'smtp_dropped' }],
      ['a server that answers out of turn', 'ana@chatty.test', 'unknown', { reason: 'smtp_protocol_error' }],
      ['a server that floods one endless line', 'ana@noisy.test', 'unknown', { reason: 'smtp_protocol_error' }],
      ['a backup MX when the best one refuses connections', 'ana@backup.test', 'deliverable', { reason: 'accepted', mx: ['mx1.backup.test', 'mx.ok.test'] }],
      ['a Microsoft 365 domain', 'ana@outlook.test', 'risky', { reason: 'provider_accepts_all', catchAll: true }],
      ['invalid syntax', 'not an address', 'undeliverable', { reason: 'invalid_syntax', normalized: null }],
    ];
    for (const [label, email, status, expected] of cases) {
      it(`${label} → ${status}`, async () => {
        const result = await verifyOne(email);
        const { mx, ...fields } = expected;
        expect(result).to.include({ email: email.trim(), status, ...fields }, JSON.stringify(result));
        if (mx) expect(result.mx).to.deep.equal(mx);
        expect(Date.parse(result.checkedAt)).to.be.closeTo(Date.now(), 10_000);
      });
    }

    it('reports the deciding SMTP reply', async () => {
      const result = await verifyOne('nobody@ok.test');
      expect(result.smtp).to.deep.include({ host: 'mx.ok.test', code: 550, enhancedCode: '5.1.1' });
      expect(result.smtp!.message).to.match(/does not exist/);
    });

    it('gives up on a server that never greets within the timeout', async () => {
      const started = Date.now();
      const [stalled, fine] = await verifyEmails(['ana@stall.test', 'jane@ok.test'], options);
      expect(stalled).to.include({ status: 'unknown', reason: 'smtp_timeout' });
      expect(fine).to.include({ status: 'deliverable' });
      expect(Date.now() - started).to.be.lessThan(3_000);
    });
  });

  it('asks each domain once about catch-all, caches it, and asks its recipients in one session', async () => {
    const before = peers.sessions();
    const first = await verifyEmails(['ana.petrovic@ok.test', 'jane@ok.test', 'nobody@ok.test'], options);
    expect(first.map((r) => r.status)).to.deep.equal(['deliverable', 'deliverable', 'undeliverable']);
    expect(peers.sessions() - before, 'one session for the catch-all probe and the three recipients').to.equal(1);
    const log = peers.sessionLog().length;
    const again = await verifyEmails(['info@ok.test'], options);
    expect(again[0].status).to.equal('deliverable');
    expect(
      peers
        .sessionLog()
        .slice(log)
        .map((s) => s.recipients),
      'catch-all answer came from the cache',
    ).to.deep.equal([['info@ok.test']]);
    await verifyEmails(['info@ok.test'], options);
    expect(peers.sessions() - before, 'the address result came from the cache').to.equal(2);
  });

  describe('sessions shared by domains and by the catch-all probe', () => {
    /** The sessions the peers had since `from` (an index into their log). */
    const since = (from: number) => peers.sessionLog().slice(from);

    it('asks the made-up address in the same session as the real ones, before them, and still tells a catch-all domain from one that is not', async () => {
      const from = peers.sessionLog().length;
      const results = await verifyEmails(['ana.petrovic@ok.test', 'nobody@ok.test', 'anyone@catchall.test', 'who@catchall.test'], {
        ...options,
        randomLocalPart: () => 'made-up-7f3a',
      });
      expect(results.map((r) => [r.status, r.reason, r.catchAll])).to.deep.equal([
        ['deliverable', 'accepted', false],
        ['undeliverable', 'mailbox_not_found', false],
        ['risky', 'catch_all', true],
        ['risky', 'catch_all', true],
      ]);
      // ok.test and catchall.test share their MX: one session for both domains, each made-up address first.
      const sessions = since(from);
      expect(sessions).to.have.length(1);
      const asked = sessions[0].recipients;
      expect(asked).to.have.members(['made-up-7f3a@ok.test', 'ana.petrovic@ok.test', 'nobody@ok.test', 'made-up-7f3a@catchall.test', 'anyone@catchall.test', 'who@catchall.test']);
      expect(asked.indexOf('made-up-7f3a@ok.test')).to.be.below(asked.indexOf('ana.petrovic@ok.test'));
      expect(asked.indexOf('made-up-7f3a@catchall.test')).to.be.below(asked.indexOf('anyone@catchall.test'));

      // Both answers are cached as before: the next addresses at those domains are asked without a made-up one.
      const next = peers.sessionLog().length;
      const later = await verifyEmails(['jane@ok.test', 'else@catchall.test'], options);
      expect(later.map((r) => [r.reason, r.catchAll])).to.deep.equal([
        ['accepted', false],
        ['catch_all', true],
      ]);
      expect(since(next).flatMap((s) => s.recipients)).to.have.members(['jane@ok.test', 'else@catchall.test']);
    });

    it('asks several domains on one mail host in one session', async () => {
      peers.setLatency(20);
      const from = peers.sessionLog().length;
      const emails = Array.from({ length: 10 }, (_, d) => [`sales@shop${d}.test`, `owner@shop${d}.test`, `nobody@shop${d}.test`]).flat();
      const results = await verifyEmails(emails, { ...options, sessionGates: new HostGates(1) });
      expect(results.map((r) => r.status)).to.deep.equal(emails.map((e) => (e.startsWith('nobody') ? 'undeliverable' : 'deliverable')));
      expect(results.every((r) => r.catchAll === false)).to.equal(true);
      // Ten domains, 30 addresses and 10 made-up ones: one connection, greeting, EHLO and MAIL FROM for all 40.
      const sessions = since(from);
      expect(sessions.map((s) => [s.recipients.length, s.transactions])).to.deep.equal([[40, 1]]);
      expect(new Set(sessions[0].recipients.map((r) => r.split('@')[1])).size).to.equal(10);
    });

    it('asks the addresses of verifications running at once through one session when they share the mail-server queues', async () => {
      peers.setLatency(20);
      const gated = { ...options, sessionGates: new HostGates(1) };
      const batch = (n: number) => [`sales@shop${n}.test`, `owner@shop${n}.test`, `nobody@shop${n}.test`];
      // Apart, each verification opens its own session with the host.
      let from = peers.sessionLog().length;
      await Promise.all([verifyEmails(batch(1), gated), verifyEmails(batch(2), gated)]);
      expect(since(from)).to.have.length(2);
      // Sharing (an enrichment's chunks in one worker process), the second one's addresses join the session already open.
      from = peers.sessionLog().length;
      const shared = sharedMailQueues();
      const [a, b] = await Promise.all([verifyEmails(batch(3), { ...gated, shared }), verifyEmails(batch(4), { ...gated, shared })]);
      expect([...a, ...b].map((r) => r.status)).to.deep.equal(['deliverable', 'deliverable', 'undeliverable', 'deliverable', 'deliverable', 'undeliverable']);
      expect(since(from).map((s) => s.recipients.length)).to.deep.equal([8]);
      // Shared queues live as long as the worker process: a server with nothing left to ask is not kept (once its
      // session has wound up, which may be a moment after the last answer).
      await new Promise((resolve) => setImmediate(resolve));
      expect(shared.servers.size).to.equal(0);
    });

    it(`asks at most ${RECIPIENTS_PER_TRANSACTION} recipients per transaction (RSET between) and ${RECIPIENTS_PER_SESSION} per session`, async () => {
      const fresh = await startMailPeers();
      try {
        // The ten domains of one benchmark MX (127.0.0.10), 25 addresses each (person0–9 exist): 260 RCPTs with the made-up ones.
        const domains = Array.from({ length: 10 }, (_, i) => `store${i * 5}.test`);
        const emails = domains.flatMap((domain) => Array.from({ length: 25 }, (_, n) => `person${n}@${domain}`));
        const results = await verifyEmails(emails, {
          ...options,
          resolver: createMailResolver({ servers: [fresh.dnsServer], timeoutMs: 1_000 }),
          smtpPort: fresh.smtpPort,
          sessionGates: new HostGates(1),
        });
        expect(results.map((r) => r.status)).to.deep.equal(emails.map((e) => (Number(/\d+/.exec(e)![0]) < 10 ? 'deliverable' : 'undeliverable')));
        expect(results.every((r) => r.catchAll === false)).to.equal(true);
        expect(fresh.peakRecipientsPerTransaction()).to.equal(RECIPIENTS_PER_TRANSACTION);
        // The first session asks two transactions' worth and gives its slot back; the second asks the rest.
        expect(fresh.sessionLog().map((s) => [s.recipients.length, s.transactions])).to.deep.equal([
          [RECIPIENTS_PER_SESSION, 2],
          [260 - RECIPIENTS_PER_SESSION, 1],
        ]);
        expect(fresh.recipients()).to.equal(260);
      } finally {
        await fresh.close();
      }
    });

    it('asks again, in a new session, what a session broke off (a 421 past the server’s error limit), and in a new transaction what was answered 452', async () => {
      const from = peers.sessionLog().length;
      // The strict host hangs up at the fourth refusal of a session and takes 5 recipients per transaction.
      const strict = ['ana', 'bob', 'cid', 'dan', 'eve', 'nix1', 'nix2', 'nix3', 'nix4'].map((l) => `${l}@strict.test`);
      const strict2 = ['ana', 'bob', 'nix1', 'nix2'].map((l) => `${l}@strict2.test`);
      const results = await verifyEmails([...strict, ...strict2], options);
      expect(results.map((r) => [r.email, r.status, r.reason, r.catchAll])).to.deep.equal(
        [...strict, ...strict2].map((email) => (email.startsWith('nix') ? [email, 'undeliverable', 'mailbox_not_found', false] : [email, 'deliverable', 'accepted', false])),
      );
      const sessions = since(from).filter((s) => s.host === '127.0.0.9');
      // 8 refusals (6 unknown addresses and the 2 made-up ones), 3 to a session: at least 3 sessions; transactions of 5.
      expect(sessions.length).to.be.at.least(3);
      expect(sessions.some((s) => s.transactions > 1)).to.equal(true);
    });

    it('carries on in a new session when the server hangs up at the MAIL FROM of a new transaction', async () => {
      const from = peers.sessionLog().length;
      // The made-up address, ana, bob, nix1, nix2 (the third refusal, and the fifth RCPT): cid gets 452 (the transaction
      // is full), and so does dan, sent behind it (the server offers PIPELINING, and four RCPTs are in flight at
      // once); the MAIL FROM of the next transaction gets 421.
      const emails = ['ana', 'bob', 'nix1', 'nix2', 'cid', 'dan'].map((l) => `${l}@strict.test`);
      const results = await verifyEmails(emails, { ...options, randomLocalPart: () => 'made-up-4c1d' });
      expect(results.map((r) => [r.status, r.reason, r.catchAll])).to.deep.equal(
        emails.map((e) => (e.startsWith('nix') ? ['undeliverable', 'mailbox_not_found', false] : ['deliverable', 'accepted', false])),
      );
      expect(since(from).map((s) => [s.recipients, s.transactions])).to.deep.equal([
        [['made-up-4c1d@strict.test', ...emails], 2],
        [emails.slice(4), 1],
      ]);
    });

    it('keeps a greylisted or deferred address from touching the others of its session', async () => {
      const from = peers.sessionLog().length;
      const results = await verifyEmails(['ana@grey.test', 'ana@fussy.test', 'jane@ok.test', 'nobody@ok.test', 'ana@full.test'], options);
      expect(results.map((r) => [r.status, r.reason])).to.deep.equal([
        ['unknown', 'greylisted'],
        ['risky', 'catch_all_unknown'],
        ['deliverable', 'accepted'],
        ['undeliverable', 'mailbox_not_found'],
        ['risky', 'mailbox_full'],
      ]);
      expect(since(from)).to.have.length(1);
    });

    it('gives up on a domain whose RCPTs time out, not on the other domains of its mail host', async () => {
      const results = await verifyEmails(['ana@slow.test', 'bob@slow.test', 'cid@slow.test', 'jane@ok.test', 'nobody@ok.test'], options);
      expect(results.map((r) => [r.status, r.reason])).to.deep.equal([
        ['unknown', 'smtp_timeout'],
        ['unknown', 'smtp_timeout'],
        ['unknown', 'smtp_timeout'],
        ['deliverable', 'accepted'],
        ['undeliverable', 'mailbox_not_found'],
      ]);
    });
  });

  it('keeps to the per-host session limit however many domains share the host', async () => {
    const fresh = await startMailPeers();
    try {
      fresh.setLatency(30);
      const emails = Array.from({ length: 10 }, (_, d) => [`sales@shop${d}.test`, `owner@shop${d}.test`]).flat();
      const results = await verifyEmails(emails, {
        ...options,
        resolver: createMailResolver({ servers: [fresh.dnsServer], timeoutMs: 1_000 }),
        smtpPort: fresh.smtpPort,
        sessionGates: new HostGates(2),
      });
      expect(results.every((r) => r.status === 'deliverable')).to.equal(true);
      expect(fresh.peakSessions()).to.equal(2);
    } finally {
      await fresh.close();
    }
  });

  it('reports progress as addresses are answered, not only when their domain is done', async () => {
    const seen: number[] = [];
    const emails = Array.from({ length: 12 }, (_, i) => `nobody${i}@ok.test`);
    await verifyEmails(emails, { ...options, onProgress: (done) => seen.push(done) });
    expect(seen).to.deep.equal(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('answers an address given twice in both places, asking it once', async () => {
    const from = peers.sessionLog().length;
    const seen: number[] = [];
    const results = await verifyEmails(['jane@ok.test', 'nobody@ok.test', 'JANE@ok.test'], { ...options, onProgress: (done) => seen.push(done) });
    expect(results.map((r) => [r.email, r.status])).to.deep.equal([
      ['jane@ok.test', 'deliverable'],
      ['nobody@ok.test', 'undeliverable'],
      ['JANE@ok.test', 'deliverable'],
    ]);
    expect(
      peers
        .sessionLog()
        .slice(from)
        .flatMap((s) => s.recipients.filter((r) => r === 'jane@ok.test')),
    ).to.have.length(1);
    expect(seen.at(-1)).to.equal(3);
  });

  it('reports progress as domains finish', async () => {
    const seen: number[] = [];
    await verifyEmails(['jane@ok.test', 'ana@implicit.test', 'bad'], { ...options, onProgress: (done) => seen.push(done) });
    expect(seen.at(-1)).to.equal(3);
  });

  it('never connects to a mail host on a loopback, private or link-local address unless allow-listed (mx_not_public)', async () => {
    const production = { ...options, addressPolicy: createAddressPolicy([]) };
    const before = peers.sessions();
    // ok.test's MX and implicit.test's own A record are the loopback peers; the others are internal ranges or a mixed record set.
    const results = await verifyEmails(['ana.petrovic@ok.test', 'ana@implicit.test', 'ops@internal.test', 'root@metadata.test', 'ana@mixed.test'], production);
    for (const result of results) {
      expect(result, result.email).to.include({ status: 'unknown', reason: 'mx_not_public', smtp: null, catchAll: null });
    }
    expect(peers.sessions(), 'SMTP sessions opened').to.equal(before);
    // The same peers, allow-listed as tests do with OUTBOUND_ALLOW_CIDRS, answer as usual.
    expect((await verifyOne('ana.petrovic@ok.test')).reason).to.equal('accepted');
    expect(peers.sessions()).to.be.above(before);
  });

  it('fails as a whole when nothing could be checked upstream', async () => {
    const deadResolver = createMailResolver({ servers: ['127.0.0.1:9'], timeoutMs: 200 });
    try {
      await verifyEmails(['ana@ok.test', 'jane@catchall.test'], { ...options, resolver: deadResolver });
      expect.fail('verifyEmails should have thrown');
    } catch (err) {
      expect(err).to.be.instanceOf(VerifyUpstreamError);
      expect((err as Error).message).to.match(/dns_error/);
    }
    try {
      await verifyEmails(['ana@down.test'], options);
      expect.fail('verifyEmails should have thrown');
    } catch (err) {
      expect(err).to.be.instanceOf(VerifyUpstreamError);
      expect((err as Error).message).to.match(/smtp_unreachable/);
    }
  });
});
