import { expect } from 'chai';
import { addressFlags, parseAddress } from '../../src/verification/address.js';
import { createMailResolver } from '../../src/verification/mail-dns.js';
import { verifyEmails, VerifyUpstreamError, type VerifyOptions, type VerifyResult } from '../../src/verification/verify-emails.js';
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
    expect(peers.sessions() - before, 'one catch-all session and one for the three recipients').to.equal(2);
    const again = await verifyEmails(['info@ok.test'], options);
    expect(again[0].status).to.equal('deliverable');
    expect(peers.sessions() - before, 'catch-all answer came from the cache').to.equal(3);
    await verifyEmails(['info@ok.test'], options);
    expect(peers.sessions() - before, 'the address result came from the cache').to.equal(3);
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
