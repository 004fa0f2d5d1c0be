import dns2 from 'dns2';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { HostGates } from '../../src/lib/host-gates.js';
import { createAddressPolicy } from '../../src/outbound/address-policy.js';
import { createMailResolver } from '../../src/verification/mail-dns.js';
import { createMemoryCache, type VerifyOptions } from '../../src/verification/verify-emails.js';

/**
 * Real DNS and SMTP peers on loopback for the verification tests. Every mail host listens on the same
 * port (the probe port is one setting) on its own loopback address: 127.0.0.2 answers per recipient
 * domain (see MAILBOXES), as do 127.0.0.10–14 (the benchmark's five MX hosts); 127.0.0.3 refuses our sender, 127.0.0.4 never greets, 127.0.0.5 hangs up after
 * EHLO, and 127.0.0.6 has nothing listening. 127.0.0.9 (strict.test, strict2.test) answers per domain too, but, like
 * Postfix at its smtpd_hard_error_limit, answers whatever RCPT or MAIL FROM follows its third refusal in a session
 * with 421 and hangs up, and answers 452 (too many recipients) to any RCPT past the fifth of a transaction.
 * With `extraHosts: n` (the fleet benchmark), n more mail hosts answer per domain: host i on 127.0.2.(i+1) is
 * the one MX of extraDomain(i), where person0–person59 exist (EXTRA_MAILBOXES) and every other address does not.
 */
const { Packet } = dns2;

/** The peers live on loopback, which production refuses: tests allow it, as OUTBOUND_ALLOW_CIDRS would. */
export const LOOPBACK_ALLOWED = createAddressPolicy(['127.0.0.0/8']);

/** Verification's options for probing loopback mail peers: this DNS server and SMTP port, short timeouts, a fresh cache. */
export const loopbackProbing = (dnsServer: string, smtpPort: number): VerifyOptions => ({
  resolver: createMailResolver({ servers: [dnsServer], timeoutMs: 1_000 }),
  smtpPort,
  heloHost: 'probe.leadbase.test',
  mailFrom: 'probe@leadbase.test',
  sessionGates: new HostGates(4),
  addressPolicy: LOOPBACK_ALLOWED,
  timeouts: { connectMs: 500, commandMs: 600 },
  cache: createMemoryCache(),
});
const NXDOMAIN = 3;
const SERVFAIL = 2;

export interface Zone {
  mx?: [exchange: string, priority: number][];
  a?: string[];
}

/** The email-finding companies (test/fixtures/find/companies.json) that have mailboxes of their own here. */
export interface FindCompany {
  domain: string;
  site: string | null;
  mailboxes: string[] | '*' | null;
  people: { personName: string; knownCompanyEmail?: string; expected: string | null; method?: string; reason?: string }[];
}
export const FIND_COMPANIES: FindCompany[] = JSON.parse(readFileSync(new URL('../fixtures/find/companies.json', import.meta.url), 'utf8')).companies;
const FIND_MAIL = FIND_COMPANIES.filter((c) => c.mailboxes !== null);

const ZONES: Record<string, Zone> = {
  ...Object.fromEntries(FIND_MAIL.map((c) => [c.domain, { mx: [['mx.ok.test', 10]] } satisfies Zone])),
  'ok.test': { mx: [['mx.ok.test', 10]] },
  'mx.ok.test': { a: ['127.0.0.2'] },
  'catchall.test': { mx: [['mx.ok.test', 10]] },
  'grey.test': { mx: [['mx.ok.test', 10]] },
  'policy.test': { mx: [['mx.ok.test', 10]] },
  'full.test': { mx: [['mx.ok.test', 10]] },
  'slow.test': { mx: [['mx.ok.test', 10]] },
  // Its answers to RCPT wait while the test holds them (MailPeers.hold), however busy the machine.
  'held.test': { mx: [['mx.ok.test', 10]] },
  'fussy.test': { mx: [['mx.ok.test', 10]] },
  // No MX: mail goes to the domain's own address (RFC 5321 §5.1).
  'implicit.test': { a: ['127.0.0.2'] },
  'nullmx.test': { mx: [['', 0]] },
  'nomail.test': {},
  'picky.test': { mx: [['mx.picky.test', 10]] },
  'mx.picky.test': { a: ['127.0.0.3'] },
  'stall.test': { mx: [['mx.stall.test', 10]] },
  'mx.stall.test': { a: ['127.0.0.4'] },
  'drop.test': { mx: [['mx.drop.test', 10]] },
  'chatty.test': { mx: [['mx.chatty.test', 10]] },
  'mx.chatty.test': { a: ['127.0.0.7'] },
  'noisy.test': { mx: [['mx.noisy.test', 10]] },
  'mx.noisy.test': { a: ['127.0.0.8'] },
  'mx.drop.test': { a: ['127.0.0.5'] },
  // The best MX refuses connections; the second one works.
  'backup.test': {
    mx: [
      ['mx1.backup.test', 10],
      ['mx.ok.test', 20],
    ],
  },
  'mx1.backup.test': { a: ['127.0.0.6'] },
  'down.test': { mx: [['mx1.backup.test', 10]] },
  'outlook.test': { mx: [['outlook-test.mail.protection.outlook.com', 10]] },
  // Mail hosts on internal addresses: probes must never connect to them unless allow-listed.
  'internal.test': { mx: [['mx.internal.test', 10]] },
  'mx.internal.test': { a: ['10.0.0.25'] },
  'metadata.test': { a: ['169.254.169.254'] },
  // One name answering a public and a loopback address: refused whole.
  'mixed.test': { mx: [['mx.mixed.test', 10]] },
  'mx.mixed.test': { a: ['192.0.2.1', '127.0.0.2'] },
  ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`shop${i}.test`, { mx: [['mx.ok.test', 10]] }])),
  // 50 domains spread over five mail hosts (127.0.0.10–14), for the benchmark.
  ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`store${i}.test`, { mx: [[`mx${i % 5}.stores.test`, 10]] }])),
  ...Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`mx${i}.stores.test`, { a: [`127.0.0.${10 + i}`] }])),
  // Two domains on one strict mail host (127.0.0.9): a 421 after the third refusal of a session, 5 recipients per transaction.
  'strict.test': { mx: [['mx.strict.test', 10]] },
  'strict2.test': { mx: [['mx.strict.test', 10]] },
  'mx.strict.test': { a: ['127.0.0.9'] },
};

/** Mailboxes that exist, by domain; `*` = every address is accepted. */
const MAILBOXES: Record<string, string[] | '*'> = {
  ...Object.fromEntries(FIND_MAIL.map((c) => [c.domain, c.mailboxes!])),
  'ok.test': ['ana.petrovic', 'info', 'jane'],
  'implicit.test': ['ana'],
  'catchall.test': '*',
  'backup.test': ['ana'],
  ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`shop${i}.test`, ['sales', 'owner']])),
  ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`store${i}.test`, Array.from({ length: 10 }, (_, n) => `person${n}`)])),
  'strict.test': ['ana', 'bob', 'cid', 'dan', 'eve'],
  'strict2.test': ['ana', 'bob'],
};

/** The domain of extra mail host `i` (startMailPeers's `extraHosts`), its MX host name and address. */
export const extraDomain = (i: number) => `co${i}.test`;
const extraMx = (i: number) => `mx.co${i}.test`;
export const extraHostAddress = (i: number) => `127.0.2.${i + 1}`;
/** Mailboxes that exist at every extra domain: person0–person(EXTRA_MAILBOXES - 1). */
export const EXTRA_MAILBOXES = 60;
/** The extra hosts' zones and mailboxes (at most 254 hosts: one loopback /24). */
function extraHosts(n: number): { zones: Record<string, Zone>; mailboxes: Record<string, string[]>; hosts: string[] } {
  const ids = Array.from({ length: Math.min(n, 254) }, (_, i) => i);
  return {
    zones: Object.fromEntries(ids.flatMap((i) => [[extraDomain(i), { mx: [[extraMx(i), 10]] }] as const, [extraMx(i), { a: [extraHostAddress(i)] }] as const])),
    mailboxes: Object.fromEntries(ids.map((i) => [extraDomain(i), Array.from({ length: EXTRA_MAILBOXES }, (_, n) => `person${n}`)])),
    hosts: ids.map(extraHostAddress),
  };
}

/** Hosts that answer per recipient domain: the main MX, the benchmark's five and the strict one. */
const MAIN_HOSTS = ['127.0.0.2', ...Array.from({ length: 5 }, (_, i) => `127.0.0.${10 + i}`), '127.0.0.9'];
/** The strict host: its error limit (refusals per session before a 421) and its recipients per transaction. */
const STRICT_HOST = '127.0.0.9';
const STRICT_ERROR_LIMIT = 3;
const STRICT_MAX_RECIPIENTS = 5;

/** One SMTP session an answering host had: the RCPT addresses it was asked, in order, and its MAIL FROM count. */
export interface PeerSession {
  host: string;
  recipients: string[];
  transactions: number;
  /** When the connection was accepted and closed (performance.now(); closed null while open). */
  openedAt: number;
  closedAt: number | null;
  /**
   * Milliseconds the host spent on its answers (greeting, MAIL FROMs, RCPTs), each from taking up the command to
   * answering it: the host's own pace, which a loaded machine slows, and no client's idleness between commands.
   */
  answeringMs: number;
}

export interface MailPeers {
  dnsServer: string;
  smtpPort: number;
  /** Most SMTP sessions any one answering host has had open at once. */
  peakSessions(): number;
  /** Most SMTP sessions each answering host has had open at once, by address (hosts never connected to are absent). */
  peakSessionsByHost(): Map<string, number>;
  /** Sessions the answering hosts have accepted so far. */
  sessions(): number;
  /** RCPT commands the answering hosts have answered so far. */
  recipients(): number;
  /** Every session the answering hosts have had, in the order they were accepted. */
  sessionLog(): PeerSession[];
  /** Most RCPTs any answering host was asked in one transaction (between MAIL FROM and RSET or the session's end). */
  peakRecipientsPerTransaction(): number;
  /** Delay added before each answer of the answering hosts, in ms. */
  setLatency(ms: number): void;
  /** Holds every answer to RCPT for held.test until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

async function startDns(extraZones: Record<string, Zone> = {}): Promise<{ server: ReturnType<typeof dns2.createServer>; address: string }> {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // dns2's typings want encoder objects here; plain records are what it actually encodes.
      const answers = response.answers as unknown[];
      const [question] = request.questions;
      const zone = ZONES[question.name.toLowerCase()] ?? extraZones[question.name.toLowerCase()];
      // A name whose DNS server fails: what a broken upstream looks like to the resolver.
      if (question.name.toLowerCase() === 'servfail.test') {
        response.header.rcode = SERVFAIL;
        void send(response);
        return;
      }
      if (!zone) {
        response.header.rcode = NXDOMAIN;
        void send(response);
        return;
      }
      if (question.type === Packet.TYPE.MX) {
        for (const [exchange, priority] of zone.mx ?? []) {
          answers.push({ name: question.name, type: Packet.TYPE.MX, class: Packet.CLASS.IN, ttl: 60, exchange, priority });
        }
      } else if (question.type === Packet.TYPE.A) {
        for (const address of zone.a ?? []) {
          answers.push({ name: question.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 60, address });
        }
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { server, address: `127.0.0.1:${(server.addresses().udp as net.AddressInfo).port}` };
}

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown; once?: unknown }, port: number, host: string) =>
  new Promise<void>((resolve) => server.listen(port, host, resolve));

export async function startMailPeers({ extraHosts: extraCount = 0 }: { extraHosts?: number } = {}): Promise<MailPeers> {
  const extra = extraHosts(extraCount);
  const dns = await startDns(extra.zones);
  let latency = 0;
  let total = 0;
  let answered = 0;
  let peakPerTransaction = 0;
  const log = new Map<string, PeerSession & { refusals: number; inTransaction: number }>();
  let held = Promise.resolve();
  const peaks = new Map<string, number>();
  /** An answer after the latency, its time counted to the session's answering time. */
  const later = (entry: PeerSession | undefined, cb: () => void) => {
    const start = performance.now();
    const answer = () => {
      if (entry) entry.answeringMs += performance.now() - start;
      cb();
    };
    return latency ? setTimeout(answer, latency) : answer();
  };

  const answering = (host: string) => {
    let open = 0;
    const strict = host === STRICT_HOST;
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      closeTimeout: 100,
      disableReverseLookup: true,
      logger: false,
      onConnect(session: SMTPServerSession, cb: (err?: Error) => void) {
        open++;
        total++;
        peaks.set(host, Math.max(peaks.get(host) ?? 0, open));
        const entry = { host, recipients: [], transactions: 0, openedAt: performance.now(), closedAt: null, answeringMs: 0, refusals: 0, inTransaction: 0 };
        log.set(session.id, entry);
        later(entry, () => cb());
      },
      onClose(session: SMTPServerSession) {
        open--;
        const entry = log.get(session.id);
        if (entry) entry.closedAt = performance.now();
      },
      onMailFrom(_address, session, cb) {
        const entry = log.get(session.id);
        if (entry) {
          entry.transactions++;
          entry.inTransaction = 0;
        }
        if (strict && entry && entry.refusals >= STRICT_ERROR_LIMIT) return cb(smtpError(421, '4.7.0 Error: too many errors'));
        later(entry, () => cb());
      },
      onRcptTo(address, session, rcptCb) {
        const [local, domain] = address.address.toLowerCase().split('@');
        const mailboxes = MAILBOXES[domain] ?? extra.mailboxes[domain];
        const entry = log.get(session.id)!;
        entry.recipients.push(address.address);
        // Every RCPT since the transaction's MAIL FROM, refused ones too (the envelope keeps only those accepted).
        peakPerTransaction = Math.max(peakPerTransaction, ++entry.inTransaction);
        const cb = (err?: Error & { responseCode?: number }) => {
          answered++;
          if (strict && err && err.responseCode! >= 500) entry.refusals++;
          return rcptCb(err);
        };
        if (strict && entry.inTransaction > STRICT_MAX_RECIPIENTS) return cb(smtpError(452, '4.5.3 Error: too many recipients'));
        // Like Postfix's smtpd_hard_error_limit: past its refusals, a 421 and the connection closed.
        if (strict && entry.refusals >= STRICT_ERROR_LIMIT) return cb(smtpError(421, '4.7.0 Error: too many errors'));
        later(entry, () => {
          if (domain === 'grey.test') return cb(smtpError(450, '4.7.1 Greylisted, please try again later'));
          if (domain === 'policy.test') return cb(smtpError(554, '5.7.1 Service unavailable; client host blocked using a blocklist'));
          if (domain === 'full.test') return cb(smtpError(552, '5.2.2 Mailbox full'));
          // Defers addresses it has never seen (our made-up one), accepts its real mailbox.
          if (domain === 'fussy.test') return local === 'ana' ? cb() : cb(smtpError(451, '4.3.0 Try again later'));
          const known = () => (['ana', 'bob', 'cid', 'dan'].includes(local) ? cb() : cb(smtpError(550, '5.1.1 No such user')));
          if (domain === 'slow.test') return void setTimeout(known, 1_500);
          if (domain === 'held.test') return void held.then(known);
          if (mailboxes === '*' || mailboxes?.includes(local)) return cb();
          return cb(smtpError(550, '5.1.1 The email account that you tried to reach does not exist'));
        });
      },
    });
  };
  const mains = [...MAIN_HOSTS, ...extra.hosts].map((host) => ({ host, server: answering(host) }));
  // A client that goes away mid-session (a worker killed with SIGKILL) is a socket error here, not the test's.
  for (const { server } of mains) server.on('error', () => undefined);
  const picky = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 100,
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, cb) {
      cb(smtpError(553, '5.7.1 Sender address rejected: not permitted'));
    },
  }).on('error', () => undefined);
  // Takes the connection and says nothing.
  const stall = net.createServer(() => undefined);
  // Greets, answers EHLO, then hangs up.
  const drop = net.createServer((socket) => {
    socket.write('220 mx.drop.test ESMTP\r\n');
    socket.once('data', () => socket.end('250 mx.drop.test\r\n'));
    socket.on('error', () => undefined);
  });

  // Answers EHLO twice: every later reply would be one step behind.
  const chatty = net.createServer((socket) => {
    socket.write('220 mx.chatty.test ESMTP\r\n');
    socket.on('data', () => socket.write('250 ok\r\n250 and again\r\n'));
    socket.on('error', () => undefined);
  });
  // Greets, then streams a line that never ends.
  const noisy = net.createServer((socket) => {
    socket.write('220 mx.noisy.test ESMTP\r\n');
    const flood = setInterval(() => socket.writable && socket.write('x'.repeat(16_384)), 5);
    socket.on('close', () => clearInterval(flood));
    socket.on('error', () => undefined);
  });

  await listen(mains[0].server, 0, mains[0].host);
  const smtpPort = (mains[0].server.server.address() as net.AddressInfo).port;
  await Promise.all([
    ...mains.slice(1).map(({ server, host }) => listen(server, smtpPort, host)),
    listen(picky, smtpPort, '127.0.0.3'),
    listen(stall, smtpPort, '127.0.0.4'),
    listen(drop, smtpPort, '127.0.0.5'),
    listen(chatty, smtpPort, '127.0.0.7'),
    listen(noisy, smtpPort, '127.0.0.8'),
  ]);

  return {
    dnsServer: dns.address,
    smtpPort,
    peakSessions: () => Math.max(0, ...peaks.values()),
    peakSessionsByHost: () => new Map(peaks),
    sessions: () => total,
    recipients: () => answered,
    sessionLog: () => [...log.values()].map(({ refusals: _, inTransaction: __, ...entry }) => ({ ...entry, recipients: [...entry.recipients] })),
    peakRecipientsPerTransaction: () => peakPerTransaction,
    setLatency: (ms) => {
      latency = ms;
    },
    hold: () => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async close() {
      void dns.server.close();
      for (const server of [stall, drop, chatty, noisy]) server.close();
      await Promise.all([...mains.map(({ server }) => server), picky].map((server) => new Promise<void>((r) => server.close(() => r()))));
    },
  };
}
