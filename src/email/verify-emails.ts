import { randomUUID } from 'node:crypto';
import { addressFlags, parseAddress, type AddressFlags, type ParsedAddress } from './address.js';
import type { MailDns, MailHost, MailResolver } from './mail-dns.js';
import { probeRecipients, type ProbeResult, type SmtpReply } from './smtp-probe.js';

/**
 * Email verification: syntax, DNS, and an SMTP conversation that stops after RCPT TO.
 *
 * Every result has a `status` and a machine-readable `reason`; each reason belongs to one status:
 *
 * deliverable
 * - `accepted` — the mail server accepted the recipient, and refused a random address at the same domain.
 *
 * undeliverable
 * - `invalid_syntax` — not an address mail can be sent to (no network was used).
 * - `no_domain` — the domain does not exist (NXDOMAIN).
 * - `null_mx` — the domain declares that it accepts no mail (`MX 0 .`, RFC 7505).
 * - `no_mail_host` — no MX and no A/AAAA record, or MX records whose hosts do not exist.
 * - `mailbox_not_found` — a permanent (5xx) refusal at RCPT that is not a policy block, role addresses
 *   included: a refused `info@` is as undeliverable as a refused `ana@`.
 * - `mailbox_disabled` — 5.2.1: the mailbox exists but is disabled.
 *
 * risky (the server accepted the address, but that does not prove a person reads it)
 * - `catch_all` — the domain accepts any address (a random one was accepted too); `catchAll: true`.
 * - `catch_all_unknown` — accepted, but whether a random address is accepted too could not be learnt.
 * - `provider_accepts_all` — the domain's mail is handled by Microsoft 365 or Yahoo, which accept every
 *   recipient at RCPT and bounce later; `catchAll: true`. Their refusals are still believed.
 * - `disposable` — accepted, but the domain hands out throwaway mailboxes (`disposable: true`).
 * - `mailbox_full` — 552 or 5.2.2: the mailbox exists but takes no mail now. Risky rather than
 *   undeliverable because the state is temporary, and rather than unknown because the mailbox exists.
 *
 * unknown (nothing definite could be learnt; asking again later may help)
 * - `greylisted` — a 4xx with 4.7.x or naming greylisting, at RCPT or before: try again later.
 * - `temporary_failure` — any other 4xx.
 * - `policy_block` — any 5.7.x (or a 5xx citing a blocklist/policy without an enhanced code), at RCPT or
 *   before: the server refused to talk to us, which says nothing about the mailbox.
 * - `rejected_before_rcpt` — the greeting, EHLO/HELO or MAIL FROM was refused (other 5xx).
 * - `smtp_error` — a protocol error at RCPT (500–504 without a mailbox status).
 * - `smtp_unreachable` — no mail host of the domain accepted a TCP connection (refused or timed out).
 * - `smtp_timeout` — a mail host took the connection, then stopped answering within the time limit.
 * - `smtp_dropped` — a mail host hung up in the middle of the conversation.
 * - `dns_error` — the resolver failed (unreachable, timeout, SERVFAIL).
 *
 * Flags (`disposable`, `freeProvider`, `roleAccount`) are set from the maintained lists whatever the status.
 */
export type VerifyStatus = 'deliverable' | 'undeliverable' | 'risky' | 'unknown';

export interface VerifyResult extends AddressFlags {
  /** As given, trimmed. */
  email: string;
  normalized: string | null;
  status: VerifyStatus;
  reason: string;
  /** MX host names, best first (the domain itself when it has no MX). */
  mx: string[];
  /** The SMTP reply that decided the result, when a mail server gave one; `host` is the MX name. */
  smtp: { host: string; code: number; enhancedCode: string | null; message: string } | null;
  /** Whether the domain accepts any address; null when that was not determined. */
  catchAll: boolean | null;
  /** When this result was established (earlier than the request when it came from the cache). */
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
  /** Politeness: concurrent sessions per mail server (IP and port), across every call in this process. */
  maxSessionsPerHost: number;
  timeouts?: { connectMs?: number; commandMs?: number };
  /** Domain facts and recent results; an in-memory cache for this call when not given. */
  cache?: VerifyCache;
  /** How long MX hosts and catch-all answers are reused (default 1 hour). */
  domainTtlSeconds?: number;
  /** How long a definite per-address result is reused (default 10 minutes); `unknown` is never cached. */
  addressTtlSeconds?: number;
  /** Called as domains finish, with the number of input entries settled so far. */
  onProgress?: (done: number, total: number) => void;
  /** Local part of the catch-all probe's address (tests fix it). */
  random?: () => string;
}

/** Nothing at all could be checked because the resolver or every mail server failed (the API answers 502). */
export class VerifyUpstreamError extends Error {
  override name = 'VerifyUpstreamError';
}

/** MX host suffixes of providers that accept every recipient at RCPT and bounce later. */
const ACCEPT_ALL_MX_SUFFIXES = ['.mail.protection.outlook.com', '.yahoodns.net'];
/** RCPTs per session: well under the 100 RFC 5321 §4.5.3.1.8 requires servers to accept. */
const RECIPIENTS_PER_SESSION = 20;
/** Domains in flight at once per call; the per-host limit governs the mail servers themselves. */
const DOMAINS_AT_ONCE = 16;
/** Connection attempts per session over the MX hosts and their addresses, so dead hosts cost bounded time. */
const MAX_CONNECT_ATTEMPTS = 3;
/** The reasons that mean only that an upstream failed. */
const UPSTREAM_REASONS = new Set(['dns_error', 'smtp_unreachable', 'smtp_timeout']);
const CACHE_PREFIX = 'email-verify:v1';
const POLICY_TEXT = /\b(?:block(?:ed|list(?:ed)?)?|blacklist(?:ed)?|spamhaus|spam|rbl|dnsbl|policy|reputation|banned|relay(?:ing)? (?:access )?denied)\b/i;

export function createMemoryCache(): VerifyCache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires <= Date.now()) entries.delete(key);
      return entry && entry.expires > Date.now() ? entry.value : null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
    },
  };
}

// --- Per-host politeness -------------------------------------------------------------------------

interface HostGate {
  active: number;
  waiting: (() => void)[];
}
/** Open sessions per mail server address, shared by every verification in this process. */
const gates = new Map<string, HostGate>();

async function withSessionSlot<T>(key: string, limit: number, work: () => Promise<T>): Promise<T> {
  const gate = gates.get(key) ?? { active: 0, waiting: [] };
  gates.set(key, gate);
  if (gate.active < Math.max(1, limit)) gate.active++;
  // A finishing session hands its slot straight to the next waiter, so nobody can slip in between.
  else await new Promise<void>((resolve) => gate.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = gate.waiting.shift();
    if (next) next();
    else if (--gate.active === 0) gates.delete(key);
  }
}

// --- Judging replies -----------------------------------------------------------------------------

type Verdict = { status: VerifyStatus; reason: string };
const verdict = (status: VerifyStatus, reason: string): Verdict => ({ status, reason });

function isPolicyBlock({ code, enhanced, text }: SmtpReply): boolean {
  return code >= 500 && (enhanced?.startsWith('5.7.') || (!enhanced && POLICY_TEXT.test(text)));
}

/** A 4xx anywhere: never a statement about the mailbox. */
function judgeTemporary({ enhanced, text }: SmtpReply): Verdict {
  return enhanced?.startsWith('4.7.') || /gr[ae]y/i.test(text) ? verdict('unknown', 'greylisted') : verdict('unknown', 'temporary_failure');
}

/** What an RCPT reply says about the mailbox, given what is known of the domain. */
function judgeRcpt(reply: SmtpReply, domain: { catchAll: boolean | null; acceptsAll: boolean; disposable: boolean }): Verdict {
  const { code, enhanced } = reply;
  if (code >= 200 && code < 300) {
    if (domain.disposable) return verdict('risky', 'disposable');
    if (domain.acceptsAll) return verdict('risky', 'provider_accepts_all');
    if (domain.catchAll === null) return verdict('risky', 'catch_all_unknown');
    return domain.catchAll ? verdict('risky', 'catch_all') : verdict('deliverable', 'accepted');
  }
  if (code < 500) return judgeTemporary(reply);
  if (isPolicyBlock(reply)) return verdict('unknown', 'policy_block');
  if (enhanced === '5.2.2' || (code === 552 && (!enhanced || enhanced.startsWith('5.2.')))) return verdict('risky', 'mailbox_full');
  if (enhanced === '5.2.1') return verdict('undeliverable', 'mailbox_disabled');
  // Syntax and sequence errors are about our conversation, not the mailbox (unless the server says so).
  if (code >= 500 && code <= 504 && !enhanced?.startsWith('5.1.')) return verdict('unknown', 'smtp_error');
  return verdict('undeliverable', 'mailbox_not_found');
}

/** A session that ended without an answer for this recipient. */
function judgeSession(probe: ProbeResult): Verdict {
  if (probe.failure === 'rejected' && probe.reply) {
    if (probe.reply.code < 500) return judgeTemporary(probe.reply);
    return isPolicyBlock(probe.reply) ? verdict('unknown', 'policy_block') : verdict('unknown', 'rejected_before_rcpt');
  }
  if (probe.stage === 'connect') return verdict('unknown', 'smtp_unreachable');
  return probe.failure === 'timeout' ? verdict('unknown', 'smtp_timeout') : verdict('unknown', 'smtp_dropped');
}

const DNS_VERDICTS: Record<Exclude<MailDns['status'], 'ok'>, Verdict> = {
  no_domain: verdict('undeliverable', 'no_domain'),
  null_mx: verdict('undeliverable', 'null_mx'),
  no_mail_host: verdict('undeliverable', 'no_mail_host'),
  error: verdict('unknown', 'dns_error'),
};

// --- One domain ----------------------------------------------------------------------------------

type DomainResult = Omit<VerifyResult, 'email' | 'normalized' | keyof AddressFlags>;

interface Settings {
  options: VerifyOptions;
  cache: VerifyCache;
  domainTtl: number;
}

async function cacheGet<T>(cache: VerifyCache, key: string): Promise<T | null> {
  // A cache outage is a miss, never a failed verification.
  const hit = await cache.get(`${CACHE_PREFIX}:${key}`).catch(() => null);
  return hit === null ? null : (JSON.parse(hit) as T);
}

async function cacheSet(cache: VerifyCache, key: string, value: unknown, ttlSeconds: number): Promise<void> {
  await cache.set(`${CACHE_PREFIX}:${key}`, JSON.stringify(value), ttlSeconds).catch(() => undefined);
}

async function lookupMail(domain: string, { options, cache, domainTtl }: Settings): Promise<MailDns> {
  const cached = await cacheGet<MailDns>(cache, `mx:${domain}`);
  if (cached) return cached;
  const dns = await options.resolver.lookup(domain).catch((err: unknown): MailDns => ({ status: 'error', hosts: [], detail: String(err) }));
  if (dns.status !== 'error') await cacheSet(cache, `mx:${domain}`, dns, domainTtl);
  return dns;
}

/**
 * A session with the best mail host that takes a connection. The next host (or the host's next
 * address) is tried only when connecting fails; a host that failed is skipped by this domain's later sessions.
 */
async function probeDomain(hosts: MailHost[], recipients: string[], dead: Set<string>, { options }: Settings): Promise<ProbeResult> {
  const candidates = hosts.flatMap((host) => (host.addresses ?? [host.exchange]).map((address) => ({ host, address })));
  const alive = candidates.filter((c) => !dead.has(c.address));
  let last: ProbeResult = { host: hosts[0].exchange, stage: 'connect', failure: 'refused', reply: null, recipients: new Map() };
  for (const { host, address } of alive.slice(0, MAX_CONNECT_ATTEMPTS)) {
    const probe = await withSessionSlot(`${address}:${options.smtpPort}`, options.maxSessionsPerHost, () =>
      probeRecipients({ host: address, port: options.smtpPort, heloHost: options.heloHost, mailFrom: options.mailFrom, recipients, timeouts: options.timeouts }),
    );
    last = { ...probe, host: host.exchange };
    if (probe.stage !== 'connect') return last;
    dead.add(address);
  }
  return last;
}

/**
 * Does the domain accept an address nobody has? Asked in a session of its own so that its answer cannot
 * affect the real recipients' transaction (some servers drop or tarpit after an unknown recipient).
 * Cached per domain when definite.
 */
async function detectCatchAll(domain: string, hosts: MailHost[], dead: Set<string>, settings: Settings): Promise<boolean | null> {
  const cached = await cacheGet<boolean>(settings.cache, `catch-all:${domain}`);
  if (cached !== null) return cached;
  const address = `${settings.options.random?.() ?? randomUUID().replaceAll('-', '').slice(0, 20)}@${domain}`;
  const reply = (await probeDomain(hosts, [address], dead, settings)).recipients.get(address);
  if (!reply) return null;
  const { reason } = judgeRcpt(reply, { catchAll: false, acceptsAll: false, disposable: false });
  const catchAll = reason === 'accepted' ? true : reason === 'mailbox_not_found' || reason === 'mailbox_disabled' ? false : null;
  if (catchAll !== null) await cacheSet(settings.cache, `catch-all:${domain}`, catchAll, settings.domainTtl);
  return catchAll;
}

async function verifyDomain(domain: string, addresses: ParsedAddress[], settings: Settings): Promise<Map<string, DomainResult>> {
  const dns = await lookupMail(domain, settings);
  const mx = dns.hosts.map((h) => h.exchange);
  const results = new Map<string, DomainResult>();
  const settle = (address: string, { status, reason }: Verdict, catchAll: boolean | null, smtp: DomainResult['smtp'] = null) =>
    results.set(address, { status, reason, mx, smtp, catchAll, checkedAt: new Date().toISOString() });

  if (dns.status !== 'ok') {
    for (const a of addresses) settle(a.email, DNS_VERDICTS[dns.status], null);
    return results;
  }
  // Microsoft 365 and Yahoo accept any recipient: a random-address probe would teach nothing. Their real
  // recipients are still asked, because a refusal from them is believed.
  const acceptsAll = mx.some((host) => ACCEPT_ALL_MX_SUFFIXES.some((suffix) => host.endsWith(suffix)));
  const disposable = addressFlags(addresses[0]).disposable;
  const dead = new Set<string>();
  const chunks: string[][] = [];
  for (let i = 0; i < addresses.length; i += RECIPIENTS_PER_SESSION) chunks.push(addresses.slice(i, i + RECIPIENTS_PER_SESSION).map((a) => a.email));

  // The catch-all session and the recipients' sessions run side by side (the host gate keeps them polite).
  const [catchAll, ...probes] = await Promise.all([
    acceptsAll ? Promise.resolve(true) : detectCatchAll(domain, dns.hosts, dead, settings),
    ...chunks.map((chunk) => probeDomain(dns.hosts, chunk, dead, settings)),
  ]);
  for (const [i, probe] of probes.entries()) {
    for (const address of chunks[i]) {
      const reply = probe.recipients.get(address) ?? probe.reply;
      const smtp = reply && { host: probe.host, code: reply.code, enhancedCode: reply.enhanced, message: reply.text };
      const rcpt = probe.recipients.get(address);
      settle(address, rcpt ? judgeRcpt(rcpt, { catchAll, acceptsAll, disposable }) : judgeSession(probe), catchAll, smtp);
    }
  }
  return results;
}

// --- The batch -----------------------------------------------------------------------------------

/**
 * Verifies addresses; results come back in input order. Work is grouped by domain: one DNS lookup, one
 * catch-all probe in its own session, and the domain's distinct recipients asked twenty to a session.
 * Domain facts and definite results are cached, so repeated domains and addresses cost nothing.
 *
 * Throws VerifyUpstreamError when not a single address could be checked because the resolver or every
 * mail server failed; when only some fail, they come back `unknown` with the reason.
 */
export async function verifyEmails(emails: string[], options: VerifyOptions): Promise<VerifyResult[]> {
  const settings: Settings = { options, cache: options.cache ?? createMemoryCache(), domainTtl: options.domainTtlSeconds ?? 3600 };
  const addressTtl = options.addressTtlSeconds ?? 600;
  const results: VerifyResult[] = new Array(emails.length);
  /** Indices of the entries waiting for the network, by domain, then by normalised address. */
  const pending = new Map<string, Map<string, { address: ParsedAddress; indices: number[] }>>();
  const checkedAt = new Date().toISOString();

  for (const [index, raw] of emails.entries()) {
    const email = raw.trim();
    const address = parseAddress(email);
    if (!address) {
      results[index] = { email, normalized: null, status: 'undeliverable', reason: 'invalid_syntax', mx: [], smtp: null, catchAll: null, disposable: false, freeProvider: false, roleAccount: false, checkedAt };
      continue;
    }
    const cached = await cacheGet<VerifyResult>(settings.cache, `address:${address.email}`);
    if (cached) {
      results[index] = { ...cached, email };
      continue;
    }
    const byAddress = pending.get(address.domain) ?? new Map();
    pending.set(address.domain, byAddress);
    const entry = byAddress.get(address.email) ?? { address, indices: [] };
    byAddress.set(address.email, entry);
    entry.indices.push(index);
  }

  const domains = [...pending.entries()];
  let done = emails.length - domains.reduce((n, [, byAddress]) => n + [...byAddress.values()].reduce((m, e) => m + e.indices.length, 0), 0);
  const checked: VerifyResult[] = [];
  const verifyNext = async (): Promise<void> => {
    for (let next = domains.shift(); next; next = domains.shift()) {
      const [domain, byAddress] = next;
      const entries = [...byAddress.values()];
      const found = await verifyDomain(domain, entries.map((e) => e.address), settings);
      for (const { address, indices } of entries) {
        const result: VerifyResult = { email: '', normalized: address.email, ...addressFlags(address), ...found.get(address.email)! };
        checked.push(result);
        for (const index of indices) results[index] = { ...result, email: emails[index].trim() };
        // Unknown means "ask again later": caching it would only repeat the non-answer.
        if (result.status !== 'unknown') await cacheSet(settings.cache, `address:${address.email}`, result, addressTtl);
        done += indices.length;
      }
      options.onProgress?.(done, emails.length);
    }
  };
  if (!domains.length && emails.length) options.onProgress?.(done, emails.length);
  await Promise.all(Array.from({ length: Math.min(DOMAINS_AT_ONCE, domains.length) }, verifyNext));

  if (checked.length && checked.every((r) => UPSTREAM_REASONS.has(r.reason))) {
    const reasons = [...new Set(checked.map((r) => r.reason))].join(', ');
    throw new VerifyUpstreamError(`no address could be checked: ${reasons}`);
  }
  return results;
}
