import { expect } from 'chai';
import dns2 from 'dns2';
import net from 'node:net';
import { domainToASCII } from 'node:url';
import { parseAddress } from '../../src/verification/address.js';
import { verifyEmails, type VerifyOptions } from '../../src/verification/verify-emails.js';
import { loopbackProbing } from '../support/mail-peers.js';

/**
 * Email syntax is judged on the string as sent: a dot-atom local part of at most 64 characters, a domain
 * of LDH or IDN labels checked label by label, at most 254 characters in all (counted on the IDNA ASCII
 * form). Nothing a URL parser would "fix" (path/query/fragment/port suffixes, userinfo, %-escapes,
 * backslashes, stripped tabs/newlines, IDNA-mapped look-alikes) may turn into a different address.
 */

/** A readable test title for a case: escapes invisible characters, shortens long strings. */
function show(input: string): string {
  const escaped = JSON.stringify(input).replace(/[^\x20-\x7e]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
  return escaped.length > 70 ? `${escaped.slice(0, 40)}…${escaped.slice(-20)} (${input.length} chars)` : escaped;
}

/** An ASCII domain of exactly `length` characters: labels of at most 63 characters, ending in `.com`. */
function asciiDomain(length: number, letter = 'b'): string {
  const labels: string[] = [];
  let left = length - '.com'.length;
  while (left > 63) {
    const take = left - 64 >= 1 ? 63 : 62;
    labels.push(letter.repeat(take));
    left -= take + 1;
  }
  labels.push(letter.repeat(left));
  const domain = `${labels.join('.')}.com`;
  if (domain.length !== length) throw new Error(`asciiDomain(${length}) built ${domain.length} characters`);
  return domain;
}

// A CJK domain whose Unicode form is short but whose ASCII (punycode) form is 222 characters.
const CJK_LABEL = '日本語漢字例文東京大阪京都名古屋';
const CJK_DOMAIN = `${CJK_LABEL}.${CJK_LABEL}.${CJK_LABEL}.${CJK_LABEL}.jp`;
const CJK_DOMAIN_ASCII = domainToASCII(CJK_DOMAIN);

const L64 = 'a'.repeat(64);

const INVALID: Record<string, string[]> = {
  'URL-ish suffixes (path, query, fragment, port, separators)': [
    'ana@example.com/other',
    'ana@example.com/',
    'ana@example.com/../evil.test',
    'ana@example.com?x',
    'ana@example.com?',
    'ana@example.com#x',
    'ana@example.com#',
    'ana@example.com:25',
    'ana@example.com:',
    'ana@//example.com',
    'ana@evil.test/@example.com',
    'ana@example.com;evil.test',
    'ana@example,com',
    'ana@example.com,bob@example.com',
    'ana@example.com;bob@example.com',
    'ana@example.com,',
    'ana@example.com;',
    'mailto:ana@example.com',
    'http://ana@example.com',
    'ana@http://example.com',
  ],
  '@ in the domain, userinfo tricks, double/missing @, look-alike @': [
    'ana@evil.test@example.com',
    'ana@bob:pw@example.com',
    'ana:pw@example.com',
    'ana@@example.com',
    '@ana@example.com',
    'ana@example.com@',
    '@example.com',
    'ana@',
    'ana',
    '',
    '   ',
    'ana\uFF20example.com',
    'ana\uFE6Bexample.com',
    'ana@evil.test\uFF20example.com',
    'ana at example dot com',
    'ana[at]example.com',
  ],
  'percent-escapes in the domain': [
    'ana@ex%61mple.com',
    'ana@example%2ecom',
    'ana@example%2Ecom',
    'ana@%65xample.com',
    'ana@example.co%6d',
    'ana@example.com%2fevil',
    'ana@example.com%2F%2E%2E',
    'ana@example.com%00',
    'ana@exa%mple.com',
    'ana@example.com%',
    'ana@b%C3%BCcher.de',
  ],
  backslashes: ['ana@example\\.com', 'ana@example.com\\', 'ana@\\example.com', 'ana@example.com\\evil.test', 'ana@ex\\ample.com', 'ana\\@example.com', 'a\\b@example.com'],
  'control characters inside (tab, CR, LF, NUL, DEL, others)': [
    'ana@exam\tple.com',
    'ana@example.com\tx',
    'ana@exam\nple.com',
    'ana@exam\rple.com',
    'ana@example.com\r\nBcc: x@evil.test',
    'ana@exam\0ple.com',
    'ana@example.com\0',
    'ana@exa\x7fmple.com',
    'ana@example.com\x7f',
    'an\ta@example.com',
    'ana\n@example.com',
    'ana@\x01example.com',
    'ana@example.co\x1bm',
  ],
  'internal white space': [
    'a na@example.com',
    'ana @example.com',
    'ana@ example.com',
    'ana@exa mple.com',
    'ana@example .com',
    'ana@example. com',
    'ana@example.com evil.test',
    'ana@exa\u00A0mple.com',
    'ana@exa\u3000mple.com',
    'ana@exa\u2003mple.com',
  ],
  'fullwidth / ideographic dots, fullwidth letters and other IDNA-mapped look-alikes': [
    'ana@example\uFF0Ecom',
    'ana@example\u3002com',
    'ana@example\uFF61com',
    'ana@exa\u2024mple.com',
    'ana@\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45.com',
    'ana@example.\uFF43\uFF4F\uFF4D',
    'ana@example\uFF11.com',
    'ana@ex\uFF0Dample.com',
    'ana@\u212Fxample.com',
    'ana@\uFB01nance.com',
    'ana@\u212Aiwi.com',
    'ana@\u24D4xample.com',
    // The Kelvin sign lower-cases to an ASCII k: case-folding must not turn it into another address either.
    'ana\u212A@example.com',
  ],
  'empty labels, leading/trailing dots': ['ana@example..com', 'ana@.example.com', 'ana@example.com.', 'ana@example.com..', 'ana@.', 'ana@..com'],
  'leading/trailing hyphens in labels': ['ana@-example.com', 'ana@example-.com', 'ana@example.-com', 'ana@example.com-', 'ana@sub.-x.example.com', 'ana@-.com'],
  'labels over 63 characters': [
    `ana@${'b'.repeat(64)}.com`,
    `ana@sub.${'b'.repeat(64)}.com`,
    // 60 characters as typed, 66 in punycode.
    `ana@${'ü'.repeat(60)}.de`,
  ],
  'domains over 253 characters': [`a@${asciiDomain(254)}`, `a@${asciiDomain(300)}`],
  'addresses over 254 characters': [
    `${L64}@${asciiDomain(190)}`,
    // A valid 253-character domain, but 255 in all.
    `a@${asciiDomain(253)}`,
    // 103 characters as typed; 255 once the domain is in its ASCII form.
    `${'a'.repeat(255 - 1 - CJK_DOMAIN_ASCII.length)}@${CJK_DOMAIN}`,
    `${'a'.repeat(60)}.${'b'.repeat(60)}@${asciiDomain(1000)}`,
  ],
  'local part over 64 characters': [`${'a'.repeat(65)}@example.com`, `${'a.'.repeat(32)}b@example.com`, `${'a'.repeat(200)}@example.com`],
  'quoted local parts': ['"ana"@example.com', '"a b"@example.com', '"a@b"@example.com', '"a\\"b"@example.com', '"ana".x@example.com', '"ana@example.com"', 'ana@example.com"'],
  'comments and display names': [
    'ana(c)@example.com',
    '(c)ana@example.com',
    'ana@(c)example.com',
    'ana@example.com(c)',
    'ana@example.com (Ana)',
    'Ana <ana@example.com>',
    '<ana@example.com>',
  ],
  'IP literals and numeric hosts': [
    'ana@[1.2.3.4]',
    'ana@[127.0.0.1]',
    'ana@[IPv6:::1]',
    'ana@[::1]',
    'ana@1.2.3.4',
    'ana@127.0.0.1',
    'ana@0x7f.1',
    'ana@0177.0.0.1',
    'ana@2130706433',
  ],
  'single-label domains and all-numeric TLDs': ['ana@localhost', 'ana@com', 'ana@x', 'ana@example.123', 'ana@example.1'],
  'invalid punycode (xn-- garbage)': ['ana@xn--.com', 'ana@xn--a.com', 'ana@xn--abc.com', 'ana@xn---.com', 'ana@xn--example-.com', 'ana@xn--ls8h.la'],
  'zero-width and ignorable characters': [
    'ana@exa\u200Bmple.com',
    'ana@exa\u200Cmple.com',
    'ana@exa\u200Dmple.com',
    'ana@exa\u00ADmple.com',
    'ana@exa\u2060mple.com',
    'ana@exa\uFEFFmple.com',
    'ana@example.com\u200B',
    'an\u200Ba@example.com',
  ],
  'bidi control characters': [
    'ana@exa\u202Emple.com',
    'ana@\u200Fexample.com',
    'ana@example.com\u200E',
    'an\u202Ea@example.com',
    'ana@\u2066example\u2069.com',
    'ana@example\u061C.com',
  ],
  'emoji, symbols and non-LDH ASCII in the domain': [
    'ana@\u2603.com',
    'ana@\u{1F4A9}.la',
    'ana@i\u2764.ws',
    'ana@example.\u2605',
    'ana@\u20AC.com',
    'ana@exam_ple.com',
    'ana@exa*mple.com',
    'ana@exa!mple.com',
    'ana@exa$mple.com',
    "ana@exa'mple.com",
    'ana@exa"mple.com',
    'ana@exa<mple.com',
    'ana@exa=mple.com',
    'ana@exa~mple.com',
    'ana@exa&mple.com',
    'ana@exa+mple.com',
  ],
  'dots at the ends of the local part, double dots': ['.ana@example.com', 'ana.@example.com', 'a..na@example.com', '.@example.com', 'ana..@example.com'],
  'characters outside atext in the local part': ['a<b@example.com', 'a,b@example.com', 'a;b@example.com', 'a[b]@example.com', 'a:b@example.com', 'N/A', '#N/A', '-'],
};

const VALID: [label: string, input: string, email: string][] = [
  ['plain', 'ana@example.com', 'ana@example.com'],
  ['upper case, lower-cased', 'Ana.Petrovic@Example.COM', 'ana.petrovic@example.com'],
  ['surrounding spaces trimmed', '  ana@example.com  ', 'ana@example.com'],
  ['surrounding tab and CRLF trimmed', '\tana@example.com\r\n', 'ana@example.com'],
  ['surrounding LF and tab trimmed', '\n ana@example.com\t', 'ana@example.com'],
  ['Cyrillic IDN', 'ana@пример.рф', 'ana@xn--e1afmkfd.xn--p1ai'],
  ['German umlaut IDN', 'ana@bücher.de', 'ana@xn--bcher-kva.de'],
  ['German umlaut IDN, upper case', 'ANA@BÜCHER.DE', 'ana@xn--bcher-kva.de'],
  ['German umlaut IDN (münchen)', 'ana@münchen.de', 'ana@xn--mnchen-3ya.de'],
  ['IDN label among ASCII labels', 'ana@shop.bücher.de', 'ana@shop.xn--bcher-kva.de'],
  ['Japanese IDN', 'ana@例え.jp', 'ana@xn--r8jz45g.jp'],
  ['Chinese IDN', 'ana@中国.cn', 'ana@xn--fiqs8s.cn'],
  ['already punycode', 'ana@xn--bcher-kva.de', 'ana@xn--bcher-kva.de'],
  ['already punycode, upper case', 'Ana@XN--BCHER-KVA.DE', 'ana@xn--bcher-kva.de'],
  ['already punycode TLD', 'ana@xn--e1afmkfd.xn--p1ai', 'ana@xn--e1afmkfd.xn--p1ai'],
  ['plus addressing', 'ana+news@example.com', 'ana+news@example.com'],
  ['plus addressing, twice', 'ana+tag+x@example.com', 'ana+tag+x@example.com'],
  ['hyphenated labels', 'ana@my-company.example.co.uk', 'ana@my-company.example.co.uk'],
  ['several hyphens', 'ana@a-b-c.example.com', 'ana@a-b-c.example.com'],
  ['label starting with a digit', 'ana@1und1.de', 'ana@1und1.de'],
  ['apostrophe in the local part', "o'brien@example.com", "o'brien@example.com"],
  ['underscore in the local part', 'first_last@example.com', 'first_last@example.com'],
  ['dotted local part', 'a.b.c@example.com', 'a.b.c@example.com'],
  ['every atext character', "!#$%&'*+-/=?^_`{|}~@example.com", "!#$%&'*+-/=?^_`{|}~@example.com"],
  ['local part of exactly 64', `${L64}@example.com`, `${L64}@example.com`],
  ['label of exactly 63', `ana@${'b'.repeat(63)}.com`, `ana@${'b'.repeat(63)}.com`],
  ['exactly 254 (64-character local part)', `${L64}@${asciiDomain(189)}`, `${L64}@${asciiDomain(189)}`],
  ['exactly 254 (252-character domain)', `a@${asciiDomain(252)}`, `a@${asciiDomain(252)}`],
  [
    'exactly 254 in ASCII form with an IDN domain',
    `${'a'.repeat(254 - 1 - CJK_DOMAIN_ASCII.length)}@${CJK_DOMAIN}`,
    `${'a'.repeat(254 - 1 - CJK_DOMAIN_ASCII.length)}@${CJK_DOMAIN_ASCII}`,
  ],
];

describe('email address syntax (parseAddress)', () => {
  it('builds its long cases as intended', () => {
    expect(CJK_DOMAIN_ASCII).to.equal(domainToASCII(CJK_DOMAIN.toUpperCase()));
    expect(CJK_DOMAIN_ASCII.length).to.equal(222);
    expect(CJK_DOMAIN_ASCII.split('.').every((l) => l.length <= 63)).to.equal(true);
    expect(`${L64}@${asciiDomain(189)}`.length).to.equal(254);
    expect(`${L64}@${asciiDomain(190)}`.length).to.equal(255);
    expect(`a@${asciiDomain(253)}`.length).to.equal(255);
    expect(domainToASCII(`${'ü'.repeat(60)}.de`).split('.')[0].length).to.be.above(63);
  });

  const total = Object.values(INVALID).reduce((n, cases) => n + cases.length, 0);
  it(`has a broad table of malformed strings (${total})`, () => {
    expect(total).to.be.at.least(60);
  });

  describe('refuses malformed strings', () => {
    for (const [group, cases] of Object.entries(INVALID)) {
      describe(group, () => {
        for (const input of cases) {
          it(show(input), () => {
            const parsed = parseAddress(input);
            expect(parsed, `parseAddress(${show(input)}) returned ${JSON.stringify(parsed)}`).to.equal(null);
          });
        }
      });
    }
  });

  describe('accepts valid addresses in their normalised form', () => {
    for (const [label, input, email] of VALID) {
      it(`${label}: ${show(input)}`, () => {
        const at = email.lastIndexOf('@');
        expect(parseAddress(input), `parseAddress(${show(input)})`).to.deep.equal({ email, local: email.slice(0, at), domain: email.slice(at + 1) });
      });
    }
  });
});

describe('email address syntax: what IDNA reads differently from plain lower-casing, and scripts with joiners', () => {
  it('refuses a domain IDNA would map to another one (Greek final sigma, capital sharp S) and an overlong string without reading it', () => {
    for (const input of ['user@ΑΣ.gr', 'user@ΌΣΟΣ.gr', 'user@STRAẞE.de', `a@b.${'c'.repeat(10_000_000)}`]) expect(parseAddress(input), show(input)).to.equal(null);
  });
  it('accepts labels whose script joins or separates letters inside words (Persian ZWNJ, Catalan l·l)', () => {
    expect(parseAddress('user@می‌خواهم.ir')?.domain).to.equal(domainToASCII('می‌خواهم.ir'));
    expect(parseAddress('user@col·legi.cat')?.domain).to.equal(domainToASCII('col·legi.cat'));
  });
});

describe('email verification never looks up malformed addresses', function () {
  this.timeout(20_000);
  const { Packet } = dns2;
  const queries: string[] = [];
  let connections = 0;
  let dns: ReturnType<typeof dns2.createServer>;
  let sink: net.Server;
  let options: VerifyOptions;

  before(async () => {
    // Answers every name: MX → mx.sink.test, A → 127.0.0.1 (where the SMTP sink listens), and counts the questions.
    dns = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const answers = response.answers as unknown[];
        const [question] = request.questions;
        queries.push(`${question.type} ${question.name}`);
        if (question.type === Packet.TYPE.MX) {
          answers.push({ name: question.name, type: Packet.TYPE.MX, class: Packet.CLASS.IN, ttl: 60, exchange: 'mx.sink.test', priority: 10 });
        } else if (question.type === Packet.TYPE.A) {
          answers.push({ name: question.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 60, address: '127.0.0.1' });
        }
        void send(response);
      },
    });
    await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
    const dnsServer = `127.0.0.1:${(dns.addresses().udp as net.AddressInfo).port}`;

    // An SMTP server that accepts everything, and counts connections.
    sink = net.createServer((socket) => {
      connections++;
      socket.on('error', () => undefined);
      socket.write('220 sink.test ESMTP\r\n');
      let buffered = '';
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1');
        let end: number;
        while ((end = buffered.indexOf('\r\n')) >= 0) {
          const line = buffered.slice(0, end).toUpperCase();
          buffered = buffered.slice(end + 2);
          if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
          else if (socket.writable) socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));

    options = loopbackProbing(dnsServer, (sink.address() as net.AddressInfo).port);
  });
  after(async () => {
    void dns?.close();
    await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
  });
  beforeEach(() => {
    queries.length = 0;
    connections = 0;
  });

  it('counts DNS queries and SMTP connections (a valid address is looked up and probed)', async () => {
    const [result] = await verifyEmails(['ana@control.test'], options);
    expect(result.normalized).to.equal('ana@control.test');
    expect(queries.length, 'DNS queries').to.be.above(0);
    expect(connections, 'SMTP connections').to.be.above(0);
  });

  const SAMPLE = [
    'name@example.com/other',
    'name@example.com#x',
    'name@example.com?x',
    'name@example.com:25',
    'name@evil.test@example.com',
    'name@example\\.com',
    'name@exam\tple.com',
    'name@exam\nple.com',
    'name@example.com\0',
    'name@ex%61mple.com',
    'name@example%2ecom',
    'name@example\u3002com',
    'name@\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45.com',
    'name@exa\u200Bmple.com',
    'name@exa\u00ADmple.com',
    'name@\uFB01nance.com',
    'name@\u212Aiwi.com',
    'name@0x7f.1',
    'name@[127.0.0.1]',
    'name@127.0.0.1',
    'name@localhost',
    'name@xn--example-.com',
    'name@example..com',
    `${L64}@${asciiDomain(190)}`,
    `${'a'.repeat(255 - 1 - CJK_DOMAIN_ASCII.length)}@${CJK_DOMAIN}`,
    `${'a'.repeat(65)}@example.com`,
    '"name"@example.com',
    '  name@example.com/other \t',
  ];

  for (const input of SAMPLE) {
    it(`invalid_syntax without DNS or SMTP: ${show(input)}`, async () => {
      const [result] = await verifyEmails([input], options);
      expect(result, JSON.stringify(result)).to.include({ email: input.trim(), status: 'undeliverable', reason: 'invalid_syntax', normalized: null });
      expect(queries, 'DNS queries').to.deep.equal([]);
      expect(connections, 'SMTP connections').to.equal(0);
    });
  }

  it('refuses the whole sample in one batch without a DNS query or an SMTP connection', async () => {
    const results = await verifyEmails(SAMPLE, options);
    expect(results.map((r) => [r.email, r.reason, r.normalized])).to.deep.equal(SAMPLE.map((s) => [s.trim(), 'invalid_syntax', null]));
    expect(queries, 'DNS queries').to.deep.equal([]);
    expect(connections, 'SMTP connections').to.equal(0);
  });
});
