import { randomBytes } from 'node:crypto';
import type { AddressPolicy } from '../outbound/address-policy.js';
import { addressFlags, parseAddress, type AddressFlags, type ParsedAddress } from './address.js';
import type { MailDns, MailResolver } from './mail-dns.js';
import { HostGates, type Politeness } from '../lib/host-gates.js';
import type { MailFleet } from './mail-fleet.js';
import { probeSession, type ProbeProxy, type ProbeResult, type ProbeStage, type SessionResult, type SmtpReply } from './smtp-probe.js';

/**
 * Email verification: syntax, DNS, and an SMTP conversation that stops after RCPT.
 *
 * Statuses and their reasons:
 * - deliverable: `accepted` — the mail server accepted the recipient and refused a made-up address.
 * - undeliverable: `invalid_syntax`; `no_domain` (the domain does not exist); `null_mx` (it declares it takes
 *   no mail, RFC 7505); `no_mail_host` (no MX and no A/AAAA); `mailbox_not_found` (5xx at RCPT, role
 *   addresses included); `mailbox_disabled` (5.2.1).
 * - risky: `catch_all` (accepted, but so is a random address at the domain); `catch_all_unknown` (accepted,
 *   but whether the domain accepts any address could not be told); `provider_accepts_all`
 *   (Microsoft 365 and Yahoo mail hosts accept every recipient at RCPT, so acceptance proves nothing);
 *   `mailbox_full` (552 / 5.2.2: the mailbox exists but cannot take mail now).
 * - unknown (nothing definite could be learnt; such addresses are not charged): `greylisted` (450/451 or
 *   4.7.x at RCPT: try again later); `temporary_failure` (other 4xx); `policy_block` (any 5.7.x, or without
 *   an enhanced code a refusal citing policy/spam/blocklists: the server refused us, not the mailbox);
 *   `rejected` (another 5xx that does not say the mailbox is missing); `rejected_before_rcpt` (greeting,
 *   EHLO or MAIL FROM refused); `smtp_unreachable` (no mail host took a connection); `smtp_timeout`;
 *   `smtp_dropped` (the server hung up mid-conversation); `smtp_protocol_error` (replies out of turn,
 *   malformed or oversized); `dns_error`; `mx_not_public` (every mail host resolves to an address the outbound
 *   policy refuses — loopback, private, link-local… — so none was connected to); `proxy_failed` (the SOCKS proxy
 *   of VERIFY_SOCKS_PROXY could not be reached, refused our credentials or the connection, or never answered).
 * `mailbox_not_found` needs the server to say so: an enhanced code 5.1.x, or a plain 550/551/553.
 */
export type VerifyStatus = 'deliverable' | 'undeliverable' | 'risky' | 'unknown';

export interface VerifyResult extends AddressFlags {
  /** As given, trimmed. */
  email: string;
  normalized: string | null;
  status: VerifyStatus;
  reason: string;
  /** Mail hosts of the domain, best first (the domain itself when it has no MX). */
  mx: string[];
  /** The reply that decided the result, when a mail server gave one. */
  smtp: { host: string; code: number; enhancedCode: string | null; message: string } | null;
  /** Whether the domain accepts any address; null when that could not be determined. */
  catchAll: boolean | null;
  checkedAt: string;
}

export interface VerifyCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

export interface VerifyOptions {
  resolver: MailResolver;
  smtpPort: number;
  heloHost: string;
  mailFrom: string;
  /**
   * Which addresses a probe may connect to: the crawler's outbound policy (public unicast plus
   * OUTBOUND_ALLOW_CIDRS), so a caller cannot make us reach internal mail hosts.
   */
  addressPolicy: AddressPolicy;
  /** Politeness: concurrent sessions per mail server address, shared by every verification (the worker's counts across processes). */
  sessionGates: Politeness;
  timeouts?: { connectMs?: number; commandMs?: number };
  /** VERIFY_SOCKS_PROXY: every probe connects through it, asking it for the address the policy checked. */
  socksProxy?: ProbeProxy | null;
  cache?: VerifyCache;
  domainTtlSeconds?: number;
  addressTtlSeconds?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Mail-server queues shared with other verifications of this process (sharedMailQueues()): a session then
   * asks their addresses too, so concurrent verifications that reach the same server share its sessions
   * instead of each opening its own. Every verification sharing them must pass the same probing options.
   */
  shared?: SharedMailQueues;
  /** Local part of the catch-all probe's address (tests fix it). */
  randomLocalPart?: () => string;
}

/** Nothing at all could be checked because the resolver or every mail server failed. */
export class VerifyUpstreamError extends Error {}

// Microsoft 365 (commercial, consumer, US government, China) and Yahoo mail hosts.
const ACCEPT_ALL_HOSTS = ['.protection.outlook.com', '.protection.office365.us', '.protection.partner.outlook.cn', '.yahoodns.net'];
/**
 * Recipients asked in one transaction (MAIL FROM, then RCPT after RCPT); the next ones follow RSET and a new
 * MAIL FROM in the same session. RFC 5321 §4.5.3.1.8: a server must take at least 100 recipients in a
 * transaction, and may take them for different domains; one that takes fewer answers 452 (§4.5.3.1.10), and
 * the recipient refused so goes into the next transaction.
 */
export const RECIPIENTS_PER_TRANSACTION = 100;
/**
 * RCPTs in flight at once in a session with a server that offers PIPELINING (RFC 2920). It answers them in
 * order, one at a time, so the server's pace is unchanged; what it saves is our turn-around and the network's
 * round trip between two answers. Kept small: the addresses a session holds are not asked by the server's other
 * sessions, so a deep window leaves them idle at the end of a queue.
 */
const PIPELINED_RCPTS = 4;
/** Recipients asked in one session before it gives its slot of the server back, so other verifications waiting for it get a turn. */
export const RECIPIENTS_PER_SESSION = 2 * RECIPIENTS_PER_TRANSACTION;
/** Domains looked up in DNS at once. */
const LOOKUPS_AT_ONCE = 8;
/** Sessions one verification holds or waits for at once, over all its mail servers (each server's own limit is sessionGates'). */
const SESSIONS_AT_ONCE = 32;
/** Sessions one verification holds or waits for at once with one mail server; sessionGates decides how many of them run. */
const SESSIONS_PER_SERVER = 4;
/**
 * Recipients waiting per session before another session with the same server is worth its set-up (connection,
 * greeting, EHLO, MAIL FROM: about four answers' time): the sessions share the server's queue, so they finish together.
 */
const RECIPIENTS_PER_EXTRA_SESSION = 16;
/**
 * How often an address is asked at most when sessions broke at its RCPT (a server past its error limit hangs up at
 * whichever RCPT comes next), and when it was answered 452 (too many recipients: asked again in a new transaction).
 */
const ATTEMPTS = 3;
/**
 * RCPT timeouts one domain may cost a verification; then its addresses not yet asked are smtp_timeout (a tarpit
 * for unknown addresses would cost a timeout each). Other domains on the same server go on being asked.
 */
const RCPT_TIMEOUTS = 2;
/** Sessions that broke before their first RCPT answer; then the server's addresses not yet asked get that failure. */
const BARREN_SESSIONS = 2;
const UPSTREAM_REASONS = new Set(['dns_error', 'smtp_unreachable', 'smtp_timeout']);
/**
 * How long an address another worker process took to ask may go unanswered before it is asked here: that process
 * may have died with it. A session asks what it takes within a few command timeouts (with up to PIPELINED_RCPTS
 * ahead of it); this is well past them. The workers take VERIFY_LENT_TIMEOUT_MS, this by default.
 */
const LENT_TIMEOUT_MS = 120_000;
/** How often an address another process took is looked for on the fleet's list of those being asked. */
const LENT_CHECK_MS = 2_000;

export function createMemoryCache(): VerifyCache {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      return Promise.resolve(entry && entry.until > Date.now() ? entry.value : null);
    },
    set(key, value, ttlSeconds) {
      entries.set(key, { value, until: Date.now() + ttlSeconds * 1000 });
      return Promise.resolve();
    },
  };
}

type Verdict = Pick<VerifyResult, 'status' | 'reason'>;

const SESSION_FAILURES: Record<Exclude<ProbeResult['failure'], null | 'rejected'>, Verdict> = {
  timeout: { status: 'unknown', reason: 'smtp_timeout' },
  refused: { status: 'unknown', reason: 'smtp_unreachable' },
  dropped: { status: 'unknown', reason: 'smtp_dropped' },
  protocol: { status: 'unknown', reason: 'smtp_protocol_error' },
  not_public: { status: 'unknown', reason: 'mx_not_public' },
  proxy: { status: 'unknown', reason: 'proxy_failed' },
};

// Without an enhanced status code, the text is all there is to tell a refusal of us from a missing mailbox.
const POLICY_TEXT = /\b(policy|spam|blacklist(ed)?|blocklist(ed)?|blocked (by|using)|reputation|rbl|dnsbl|access denied|relay)\b/i;

/** A refusal aimed at us (our host, our sender, our behaviour), not at the mailbox. */
const isPolicyRefusal = ({ enhanced, text }: SmtpReply) => (enhanced ? enhanced.startsWith('5.7.') : POLICY_TEXT.test(text));

/**
 * What one RCPT reply says about a mailbox, given what we know of the domain. A 5xx means "no such
 * mailbox" only when it says so — enhanced code 5.1.x / 5.2.1, or a plain 550/551/553 — never because
 * the server refused us or our command.
 */
function judgeRcpt(reply: SmtpReply, catchAll: boolean | null): Verdict {
  const { code, enhanced, text } = reply;
  if (code === 250 || code === 251) {
    // Acceptance means something only where a made-up address is refused.
    if (catchAll === false) return { status: 'deliverable', reason: 'accepted' };
    return { status: 'risky', reason: catchAll ? 'catch_all' : 'catch_all_unknown' };
  }
  if (code >= 500) {
    if (isPolicyRefusal(reply)) return { status: 'unknown', reason: 'policy_block' };
    if (enhanced === '5.2.2' || (code === 552 && !enhanced)) return { status: 'risky', reason: 'mailbox_full' };
    if (enhanced === '5.2.1') return { status: 'undeliverable', reason: 'mailbox_disabled' };
    if (enhanced?.startsWith('5.1.') || (!enhanced && [550, 551, 553].includes(code))) return { status: 'undeliverable', reason: 'mailbox_not_found' };
    return { status: 'unknown', reason: 'rejected' };
  }
  if (code === 450 || code === 451 || enhanced?.startsWith('4.7.') || /grey|gray/i.test(text)) return { status: 'unknown', reason: 'greylisted' };
  return { status: 'unknown', reason: 'temporary_failure' };
}

const DNS_VERDICTS: Record<Exclude<MailDns['status'], 'ok'>, Verdict> = {
  no_domain: { status: 'undeliverable', reason: 'no_domain' },
  null_mx: { status: 'undeliverable', reason: 'null_mx' },
  no_mail_host: { status: 'undeliverable', reason: 'no_mail_host' },
  error: { status: 'unknown', reason: 'dns_error' },
};

/**
 * Verifies addresses; results come back in input order. Per domain: one DNS lookup and one catch-all probe (a
 * random address), each cached so repeated domains cost nothing. The SMTP questions are then grouped by mail
 * server (the domain's MX hosts, best first): every domain on the same servers goes into one queue, and each
 * session with those servers — at most sessionGates' limit at once — takes addresses from it one at a time,
 * whichever domain they belong to, a domain's made-up address first, RECIPIENTS_PER_TRANSACTION to a
 * transaction. So a session pays its connection, greeting, EHLO and MAIL FROM for up to RECIPIENTS_PER_SESSION
 * answers, and the catch-all probe costs one RCPT rather than a session.
 */
export async function verifyEmails(emails: string[], options: VerifyOptions): Promise<VerifyResult[]> {
  const { cache = createMemoryCache(), domainTtlSeconds = 3600, addressTtlSeconds = 600 } = options;
  const checkedAt = new Date().toISOString();
  const results = new Array<VerifyResult | undefined>(emails.length);
  const byDomain = new Map<string, { index: number; address: ParsedAddress }[]>();

  const addresses = emails.map((raw) => parseAddress(raw.trim()));
  // Asked of the cache all at once: one by one, a chunk's hundred addresses cost a hundred round trips before any session opens.
  const cachedAll = await Promise.all(addresses.map((address) => (address ? cache.get(`address:${address.email}`) : Promise.resolve(null))));
  for (const [index, raw] of emails.entries()) {
    const email = raw.trim();
    const address = addresses[index];
    if (!address) {
      results[index] = {
        email,
        normalized: null,
        status: 'undeliverable',
        reason: 'invalid_syntax',
        mx: [],
        smtp: null,
        catchAll: null,
        disposable: false,
        freeProvider: false,
        roleAccount: false,
        checkedAt,
      };
      continue;
    }
    const cached = cachedAll[index];
    if (cached) {
      results[index] = { ...(JSON.parse(cached) as VerifyResult), email };
      continue;
    }
    byDomain.set(address.domain, [...(byDomain.get(address.domain) ?? []), { index, address }]);
  }

  const domains = [...byDomain.entries()];
  let done = emails.length - domains.reduce((n, [, list]) => n + list.length, 0);
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, emails.length);
  };
  const run: Run = { options, cache, ttl: domainTtlSeconds, ...(options.shared ?? sharedMailQueues()) };
  // Every domain at once: the lookups are limited on their own, and a domain waits only for its own answers.
  await Promise.all(
    domains.map(async ([domain, entries]) => {
      const verdicts = await checkDomain(
        domain,
        entries.map((e) => e.address),
        run,
        progress,
      );
      for (const [i, { index, address }] of entries.entries()) {
        const result: VerifyResult = { email: emails[index].trim(), normalized: address.email, ...addressFlags(address), ...verdicts[i], checkedAt };
        results[index] = result;
        if (result.status !== 'unknown') await cache.set(`address:${address.email}`, JSON.stringify(result), addressTtlSeconds);
      }
    }),
  );

  const final = results as VerifyResult[];
  const networked = final.filter((r) => r.reason !== 'invalid_syntax');
  if (networked.length && networked.every((r) => UPSTREAM_REASONS.has(r.reason))) {
    throw new VerifyUpstreamError(`no address could be checked (${[...new Set(networked.map((r) => r.reason))].join(', ')})`);
  }
  return final;
}

type DomainVerdict = Omit<VerifyResult, 'email' | 'normalized' | 'checkedAt' | keyof AddressFlags>;

/** Runs at most `n` of the given works at once, the rest in arrival order (one HostGates gate). */
function limiter(n: number): <T>(work: () => Promise<T>) => Promise<T> {
  const gates = new HostGates(n);
  return (work) => gates.run('', 0, work);
}

/** A queue per mail server, with the lookups and sessions that work them: one verification's, or several's. */
export interface SharedMailQueues {
  servers: Map<string, MailServer>;
  lookups: ReturnType<typeof limiter>;
  sessions: ReturnType<typeof limiter>;
  /** The fleet's queues the servers' addresses are also offered in, when shared with other worker processes. */
  lending: Lending | null;
}

/** This process's part in the fleet's queues (src/verification/mail-fleet.ts): its addresses there, by id. */
interface Lending {
  fleet: MailFleet;
  asks: Map<string, Ask>;
  lentTimeoutMs: number;
}

/**
 * Queues for up to `verifications` running at once, with the sessions (sockets) they would have had apart; with
 * a `fleet`, shared with every worker process's sessions too. Every process sharing them must probe alike.
 */
export function sharedMailQueues(verifications = 1, fleet?: MailFleet, lentTimeoutMs = LENT_TIMEOUT_MS): SharedMailQueues {
  let lending: Lending | null = null;
  if (fleet) {
    lending = { fleet, asks: new Map(), lentTimeoutMs };
    fleet.listen(heardFrom(lending));
  }
  return { servers: new Map(), lookups: limiter(LOOKUPS_AT_ONCE), sessions: limiter(SESSIONS_AT_ONCE * verifications), lending };
}

/** One verification's state: its options and cache, and the mail-server queues it asks through. */
interface Run extends SharedMailQueues {
  options: VerifyOptions;
  cache: VerifyCache;
  ttl: number;
}

/** What came of one address asked at RCPT: the reply, or the failure of the session that was to ask it. */
interface Answer {
  host: string;
  reply: SmtpReply | null;
  /** Set when the session failed before this address had a reply. */
  failure: Verdict | null;
}

/** One domain's addresses (and its made-up address, when its catch-all answer is not cached) awaiting answers. */
interface DomainAsks {
  /** The made-up address asked to tell whether the domain accepts any address; null when that is cached. */
  probe: string | null;
  answers: Map<string, Answer>;
  unanswered: number;
  rcptTimeouts: number;
  /** Told of each real address answered (or given up), for progress. */
  onAnswer: (recipient: string) => void;
  server: MailServer;
  /** The verification that asks, whose options sessions started for its addresses use. */
  run: Run;
  settled: () => void;
  fail: (err: unknown) => void;
}

/** One RCPT to ask. */
interface Ask {
  /** Names it in the fleet's queues. */
  id: string;
  /** Whether it was put in the fleet's queue (when last queued), where another process may take it. */
  offered: Promise<boolean>;
  /** Whether a session of this process is asking it now. */
  asking: boolean;
  recipient: string;
  domain: DomainAsks;
  /** Sessions that broke while asking it. */
  attempts: number;
  /** 452 answers it had (too many recipients in the transaction). */
  tooMany: number;
  /** How many times another process's session took it (counts its waits for their answers). */
  lent?: number;
}

/** The queue of one set of mail hosts (a domain's MX list), shared by every domain of the verification that has it. */
interface MailServer {
  key: string;
  hosts: string[];
  queue: Ask[];
  /** Sessions working the queue or waiting for their turn with the server. */
  runners: number;
  /** Sessions that got as far as asking. */
  conversing: number;
  barrenSessions: number;
  /** Addresses queued with it and not yet answered, wherever they are being asked: the server is kept until none is left. */
  unsettled: number;
  lending: Lending | null;
}

/** What a session asks: one of this process's addresses, or another worker process's (answered through the fleet's queues). */
type Taken = { recipient: string; own: Ask } | { recipient: string; own: null; id: string; entry: string };

/** Why a session ended while an address was being asked (at its RCPT, or at the RSET and MAIL FROM before it). */
interface Break {
  stage: ProbeStage;
  timedOut: boolean;
  failure: Answer;
}

/** A reply to another process's address, or how its session broke. */
type LentAnswer = { id: string; host: string; reply: SmtpReply } | { id: string; broke: Break };

/** Verdicts for one domain's addresses, in order; `progress` hears of addresses as they are answered. */
async function checkDomain(domain: string, addresses: ParsedAddress[], run: Run, progress: (decided: number) => void): Promise<DomainVerdict[]> {
  const { options, cache, ttl } = run;
  const prepared = await run.lookups(async () => {
    const dns = await cachedJson(
      cache,
      `mx:${domain}`,
      ttl,
      () => options.resolver.lookup(domain),
      (d) => d.status !== 'error',
    );
    const cachedCatchAll = dns.status === 'ok' ? await cache.get(`catch-all:${domain}`) : null;
    return { dns, cachedCatchAll: cachedCatchAll === null ? null : (JSON.parse(cachedCatchAll) as boolean) };
  });
  const { dns } = prepared;
  const mx = dns.hosts.map((h) => h.exchange);
  /** The same verdict for every address of the domain. */
  const all = (verdict: DomainVerdict): DomainVerdict[] => {
    progress(addresses.length);
    return addresses.map(() => verdict);
  };
  if (dns.status !== 'ok') return all({ ...DNS_VERDICTS[dns.status], mx, smtp: null, catchAll: null });
  if (mx.some((host) => ACCEPT_ALL_HOSTS.some((suffix) => host.endsWith(suffix)))) {
    return all({ status: 'risky', reason: 'provider_accepts_all', mx, smtp: null, catchAll: true });
  }

  /** How many of the domain's entries each address is (the same address may be given twice). */
  const entries = new Map<string, number>();
  for (const { email } of addresses) entries.set(email, (entries.get(email) ?? 0) + 1);
  const recipients = [...entries.keys()];
  const probe = prepared.cachedCatchAll === null ? `${options.randomLocalPart?.() ?? `leadbase-probe-${randomBytes(6).toString('hex')}`}@${domain}` : null;
  const asks = await ask(run, mx, probe, recipients, (recipient) => progress(entries.get(recipient)!));

  let catchAll = prepared.cachedCatchAll;
  if (probe !== null) {
    catchAll = catchAllFrom(asks.get(probe)!);
    if (catchAll !== null) await cache.set(`catch-all:${domain}`, JSON.stringify(catchAll), ttl);
  }
  return addresses.map(({ email }) => {
    const { host, reply, failure } = asks.get(email)!;
    const verdict = failure ?? judgeRcpt(reply!, catchAll);
    return { ...verdict, mx, catchAll, smtp: reply ? { host, code: reply.code, enhancedCode: reply.enhanced, message: reply.text } : null };
  });
}

/** Whether the made-up address's answer says the domain accepts any address; null when it says nothing. */
function catchAllFrom({ reply, failure }: Answer): boolean | null {
  if (failure || !reply) return null;
  const { reason } = judgeRcpt(reply, false);
  return reason === 'accepted' ? true : reason === 'mailbox_not_found' ? false : null;
}

let askIds = 0;
const NOT_OFFERED = Promise.resolve(false);

/** Queues a domain's recipients (its made-up address first) with its mail servers; resolves with every answer. */
function ask(run: Run, hosts: string[], probe: string | null, recipients: string[], onAnswer: (recipient: string) => void): Promise<Map<string, Answer>> {
  const key = hosts.join(' ');
  let server = run.servers.get(key);
  if (!server) run.servers.set(key, (server = { key, hosts, queue: [], runners: 0, conversing: 0, barrenSessions: 0, unsettled: 0, lending: run.lending }));
  const all = probe === null ? recipients : [probe, ...recipients];
  return new Promise((resolve, reject) => {
    const domain: DomainAsks = {
      probe,
      answers: new Map(),
      unanswered: all.length,
      rcptTimeouts: 0,
      onAnswer,
      server,
      run,
      settled: () => resolve(domain.answers),
      fail: reject,
    };
    const asks = all.map((recipient) => ({ id: (++askIds).toString(36), offered: NOT_OFFERED, asking: false, recipient, domain, attempts: 0, tooMany: 0 }));
    server.unsettled += asks.length;
    for (const a of asks) server.lending?.asks.set(a.id, a);
    enqueue(server, asks, false);
    startRunners(run, server);
  });
}

/** The fleet's name for one of this process's addresses. */
const entryOf = (lending: Lending, { id, recipient }: Ask) => `${lending.fleet.owner} ${id} ${recipient}`;

/** Queues addresses with the server, at the back or the front (asked first), and offers them to the fleet's sessions. */
function enqueue(server: MailServer, asks: Ask[], front: boolean): void {
  if (front) server.queue.unshift(...asks);
  else server.queue.push(...asks);
  const { lending } = server;
  if (!lending) return;
  const offered = lending.fleet.offer(
    server.key,
    asks.map((a) => entryOf(lending, a)),
    front,
  );
  for (const a of asks) a.offered = offered;
}

/** Asks an address again, wherever it was asked before. */
function requeue(ask: Ask, front: boolean): void {
  enqueue(ask.domain.server, [ask], front);
  startRunners(ask.domain.run, ask.domain.server);
}

/** An RCPT reply to one of our addresses; true when it settled it (false: 452, asked again first in the next transaction). */
function replied(ask: Ask, host: string, reply: SmtpReply): boolean {
  // Answered already: asked twice (another process took it, then it was asked here too, or the other way round).
  if (ask.domain.answers.has(ask.recipient)) return true;
  // Too many recipients (or no room just now): asked first in the next transaction.
  if (reply.code === 452 && ++ask.tooMany < ATTEMPTS) {
    requeue(ask, true);
    return false;
  }
  settle(ask, { host, reply, failure: null });
  return true;
}

/** One of our addresses was being asked when its session broke. */
function broke(ask: Ask, { stage, timedOut, failure }: Break): void {
  if (ask.domain.answers.has(ask.recipient)) return;
  if (stage === 'rcpt' && timedOut) {
    // A timeout may be a tarpit aimed at this very address (or at unknown ones of its domain): it is not asked again.
    settle(ask, failure);
    if (++ask.domain.rcptTimeouts >= RCPT_TIMEOUTS) giveUp(ask.domain.server, failure, ask.domain);
  } else if (stage === 'rcpt') {
    if (++ask.attempts < ATTEMPTS) requeue(ask, false);
    else settle(ask, failure);
  } else {
    // Taken for the next transaction (or session), never asked.
    requeue(ask, true);
  }
}

/** Where a session tells what became of what it asked: here, or to the process the address belongs to. */
function tell(server: MailServer, taken: Taken): { replied: (host: string, reply: SmtpReply) => boolean; broke: (b: Break) => void } {
  const { own } = taken;
  if (own) {
    const done = () => (own.asking = false);
    return { replied: (host, reply) => (done(), replied(own, host, reply)), broke: (b) => (done(), broke(own, b)) };
  }
  const send = (answer: LentAnswer) => server.lending!.fleet.answer(server.key, taken.entry, JSON.stringify(answer));
  return {
    replied: (host, reply) => {
      send({ id: taken.id, host, reply });
      return reply.code !== 452;
    },
    broke: (b) => send({ id: taken.id, broke: b }),
  };
}

/** Answers from other worker processes' sessions to this process's addresses. */
function heardFrom(lending: Lending): (message: string) => void {
  return (message) => {
    const answer = JSON.parse(message) as LentAnswer;
    const ask = lending.asks.get(answer.id);
    if (!ask) return; // settled meanwhile (asked here too, or given up)
    const { queue } = ask.domain.server;
    if (queue.includes(ask)) queue.splice(queue.indexOf(ask), 1);
    if ('reply' in answer) replied(ask, answer.host, answer.reply);
    else broke(ask, answer.broke);
  };
}

/**
 * The next address for a session with the server: this process's first, then (sharing with the fleet) any
 * process's. One of ours that another session took meanwhile is left to it, and asked again here only if its
 * answer does not come in time.
 */
async function take(server: MailServer): Promise<Taken | null> {
  const { lending } = server;
  for (let own = server.queue.shift(); own; own = server.queue.shift()) {
    // Not in the fleet's queue (Redis could not take it), or taken back from it: asked here.
    if (!lending || !(await own.offered) || (await lending.fleet.withdraw(server.key, entryOf(lending, own)))) return asked(own);
    awaitLent(lending, own);
  }
  if (!lending) return null;
  for (let entry = await lending.fleet.borrow(server.key); entry; entry = await lending.fleet.borrow(server.key)) {
    const [owner, id, recipient] = entry.split(' ');
    if (owner !== lending.fleet.owner) return { recipient, own: null, id, entry };
    lending.fleet.release(server.key, entry);
    // One of ours: queued after this session last looked, or being taken back by another session of ours (which
    // will find it gone). Nothing to ask when it is answered already or being asked.
    const own = lending.asks.get(id);
    if (own && !own.asking) {
      if (server.queue.includes(own)) server.queue.splice(server.queue.indexOf(own), 1);
      return asked(own);
    }
  }
  return null;
}

/**
 * One of ours that another process's session took: its answer is awaited while a session holds it, and it is
 * asked here again once none does (its answer lost, or the entry lost with a Redis primary that failed over) or
 * after the lent timeout (that process may have died with it).
 */
function awaitLent(lending: Lending, own: Ask): void {
  // (One wait per lending: lent again after a 452, the address is awaited by the new wait, not this one.)
  own.lent = (own.lent ?? 0) + 1;
  checkLent(lending, own, own.lent, Date.now(), 0);
}

function checkLent(lending: Lending, own: Ask, lent: number, since: number, missed: number): void {
  const { server } = own.domain;
  const awaited = () => own.lent === lent && lending.asks.get(own.id) === own && !own.asking && !server.queue.includes(own);
  setTimeout(
    () =>
      void (async () => {
        if (!awaited()) return;
        const entry = entryOf(lending, own);
        const inTime = Date.now() - since < lending.lentTimeoutMs;
        const held = inTime && (await lending.fleet.beingAsked(server.key, entry));
        if (!awaited()) return;
        // Missing twice, a check apart: not an answer on its way (taken off the list as it was sent).
        if (inTime && (held || missed === 0)) return checkLent(lending, own, lent, since, held ? 0 : missed + 1);
        lending.fleet.release(server.key, entry);
        requeue(own, true);
      })(),
    Math.min(LENT_CHECK_MS, lending.lentTimeoutMs),
  ).unref();
}

function asked(own: Ask): Taken {
  own.asking = true;
  return { recipient: own.recipient, own };
}

/** Workers for the server's queue: one per RECIPIENTS_PER_EXTRA_SESSION queued, at most SESSIONS_PER_SERVER. */
function startRunners(run: Run, server: MailServer): void {
  while (server.runners < Math.min(SESSIONS_PER_SERVER, Math.ceil(server.queue.length / RECIPIENTS_PER_EXTRA_SESSION))) {
    server.runners++;
    void run.sessions(() => work(run, server));
  }
}

function settle({ id, recipient, domain }: Ask, answer: Answer): void {
  if (domain.answers.has(recipient)) return;
  domain.answers.set(recipient, answer);
  const { server, run } = domain;
  server.lending?.asks.delete(id);
  if (--server.unsettled === 0 && server.runners === 0) forget(run, server);
  if (recipient !== domain.probe) domain.onAnswer(recipient);
  if (--domain.unanswered === 0) domain.settled();
}

/** Every address still waiting for this server (or only those of one domain) gets the verdict of the failure that ended its sessions. */
function giveUp(server: MailServer, answer: Answer, only?: DomainAsks): void {
  const given = only ? server.queue.filter((ask) => ask.domain === only) : server.queue;
  server.queue = only ? server.queue.filter((ask) => ask.domain !== only) : [];
  const { lending } = server;
  // Not to be asked by other processes' sessions either (a tarpit would cost each of them a timeout).
  lending?.fleet.drop(
    server.key,
    given.map((ask) => entryOf(lending, ask)),
  );
  for (const ask of given) settle(ask, answer);
}

/** A server with nothing left to ask is forgotten: shared queues live as long as the worker process. */
function forget(run: Run, server: MailServer): void {
  if (run.servers.get(server.key) === server) run.servers.delete(server.key);
}

/** Sessions with the server, one after another, while its queue has recipients and the sessions get somewhere. */
async function work(run: Run, server: MailServer): Promise<void> {
  const held: Taken[] = [];
  try {
    while (server.queue.length) {
      if (!(await converse(run, server, held))) return;
    }
  } catch (err) {
    // A bug, not a mail server's doing (those are results): the domains waiting on this server fail with it.
    for (const ask of [...held.splice(0).flatMap((taken) => (taken.own ? [taken.own] : [])), ...server.queue.splice(0)]) {
      server.lending?.asks.delete(ask.id);
      server.unsettled--;
      ask.domain.fail(err);
    }
  } finally {
    server.runners--;
    // Recipients queued while this worker was on its way out (its last look found the queue empty, then it
    // gave its session slot back) saw it still counted and started none: the last worker to leave starts one.
    if (server.runners === 0) startRunners(run, server);
    if (server.runners === 0 && server.unsettled <= 0) forget(run, server);
  }
}

/**
 * One session with the server: it asks queued recipients until the queue is empty or it has asked
 * RECIPIENTS_PER_SESSION. False when there is nothing more for this worker to do: the queue was empty by its
 * turn, or the session failed before asking while another one is asking (or no other is, and everything
 * queued got that failure). `held` is what the session took, in the order it asks them (several at once with a
 * server that takes pipelined RCPTs); it is empty again when the session ends.
 */
async function converse(run: Run, server: MailServer, held: Taken[]): Promise<boolean> {
  const { options } = run;
  /** `handed`: how many of `held` the session has been given to ask (the first is taken before connecting). */
  const state = { host: server.hosts[0], handed: 0, asked: 0, answered: 0, conversing: false };
  let probe: SessionResult | null;
  try {
    probe = await probeHosts(server.hosts, options, {
      // Taken before connecting: a session opens only for an address no other session has taken.
      wanted: async () => {
        const first = held.length ? null : await take(server);
        if (first) held.push(first);
        return held.length > 0;
      },
      onHost: (host) => (state.host = host),
      next: async () => {
        if (!state.conversing) {
          state.conversing = true;
          server.conversing++;
        }
        if (state.asked >= RECIPIENTS_PER_SESSION) return null;
        if (state.handed === held.length) {
          const taken = await take(server);
          if (!taken) return null;
          held.push(taken);
        }
        state.asked++;
        return held[state.handed++].recipient;
      },
      onReply: (_recipient, reply) => {
        const taken = held.shift()!;
        state.handed--;
        if (tell(server, taken).replied(state.host, reply)) state.answered++;
      },
    });
  } finally {
    if (state.conversing) server.conversing--;
  }
  if (!probe) return false;
  if (!probe.failure) return true;

  const failure: Answer = {
    host: probe.host,
    reply: probe.reply,
    failure:
      probe.failure === 'rejected'
        ? { status: 'unknown', reason: probe.reply && isPolicyRefusal(probe.reply) ? 'policy_block' : 'rejected_before_rcpt' }
        : SESSION_FAILURES[probe.failure],
  };
  // The first was being asked (or taken for the next transaction); any after it were sent behind it, never answered.
  const [taken, ...behind] = held.splice(0);
  const timedOut = probe.failure === 'timeout';
  if (taken) tell(server, taken).broke({ stage: state.conversing ? probe.stage : 'connect', timedOut, failure });
  // (From the last: each goes back to the front of the queue, so they keep their order there.)
  for (const other of behind.reverse()) tell(server, other).broke({ stage: 'mail', timedOut: false, failure });
  if (state.conversing) {
    // The session broke off mid-way — at an RCPT, or at RSET / MAIL FROM between transactions (a server past its error
    // limit says 421 to whatever comes next): the rest is asked in another session, unless the server keeps doing it.
    // An RCPT timeout is the address's (or its domain's) own failure, not the server's.
    if (taken && probe.stage === 'rcpt' && timedOut) return true;
    if (state.answered === 0 && ++server.barrenSessions >= BARREN_SESSIONS) giveUp(server, failure);
    return true;
  }
  // The session failed before it could ask: turned away, or no connection at all.
  if (server.conversing > 0) return false;
  giveUp(server, failure);
  return false;
}

/** The host did not get as far as a conversation: a backup host may do better. */
const unreachable = (p: ProbeResult) =>
  p.stage === 'connect' || (p.stage === 'greeting' && (p.failure === 'timeout' || (p.reply !== null && p.reply.code >= 400 && p.reply.code < 500)));

interface SessionHooks {
  /** Whether there is still anything to ask, checked once the session's turn with the server has come. */
  wanted: () => Promise<boolean>;
  /** The MX host the session is about to talk to. */
  onHost: (host: string) => void;
  next: () => Promise<string | null>;
  onReply: (recipient: string, reply: SmtpReply) => void;
}

/**
 * A session with the best mail host that converses; the next host (or address) only when one cannot be
 * reached or turns us away with a temporary greeting. Host names are resolved through our resolver
 * (DNS_SERVERS), like the MX records themselves; the politeness limit counts per server address.
 * We connect to the address we checked, so DNS cannot change it in between; like the crawler, a
 * host with any refused address is skipped whole (a record set mixing public and private answers is
 * an attack). Through a proxy, it is asked for that address; when the proxy itself fails, no other host is tried.
 * Null when, by the session's turn, there was nothing left to ask.
 */
async function probeHosts(hosts: string[], options: VerifyOptions, hooks: SessionHooks): Promise<SessionResult | null> {
  let last: SessionResult = { host: hosts[0], stage: 'connect', failure: 'refused', reply: null, recipients: new Map() };
  let refusedHosts = 0;
  for (const host of hosts) {
    const addresses = await options.resolver.addressesOf(host);
    if (addresses.some((address) => options.addressPolicy.refusal(address))) {
      refusedHosts++;
      continue;
    }
    for (const address of addresses.slice(0, 2)) {
      const session = await options.sessionGates.run(`${address}:${options.smtpPort}`, 0, async () => {
        if (!(await hooks.wanted())) return null;
        hooks.onHost(host);
        return probeSession({
          host: address,
          port: options.smtpPort,
          heloHost: options.heloHost,
          mailFrom: options.mailFrom,
          next: hooks.next,
          onReply: hooks.onReply,
          perTransaction: RECIPIENTS_PER_TRANSACTION,
          pipeline: PIPELINED_RCPTS,
          timeouts: options.timeouts,
          proxy: options.socksProxy,
        });
      });
      if (!session) return null;
      last = session;
      last.host = host;
      if (last.failure === 'proxy' || !unreachable(last)) return last;
    }
  }
  return refusedHosts === hosts.length ? { ...last, failure: 'not_public' } : last;
}

async function cachedJson<T>(cache: VerifyCache, key: string, ttl: number, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  if (keep(value)) await cache.set(key, JSON.stringify(value), ttl);
  return value;
}
