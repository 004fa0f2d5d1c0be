import { randomBytes } from 'node:crypto';
import type { AddressPolicy } from '../outbound/address-policy.js';
import { addressFlags, parseAddress, type AddressFlags, type ParsedAddress } from './address.js';
import type { MailDns, MailResolver } from './mail-dns.js';
import type { HostGates } from '../lib/host-gates.js';
import { probeRecipients, type ProbeResult, type SmtpReply } from './smtp-probe.js';

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
 *   policy refuses — loopback, private, link-local… — so none was connected to).
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
  /** Politeness: concurrent sessions per mail server address, shared by every verification of the process. */
  sessionGates: HostGates;
  timeouts?: { connectMs?: number; commandMs?: number };
  cache?: VerifyCache;
  domainTtlSeconds?: number;
  addressTtlSeconds?: number;
  onProgress?: (done: number, total: number) => void;
  /** Local part of the catch-all probe's address (tests fix it). */
  randomLocalPart?: () => string;
}

/** Nothing at all could be checked because the resolver or every mail server failed. */
export class VerifyUpstreamError extends Error {}

// Microsoft 365 (commercial, consumer, US government, China) and Yahoo mail hosts.
const ACCEPT_ALL_HOSTS = ['.protection.outlook.com', '.protection.office365.us', '.protection.partner.outlook.cn', '.yahoodns.net'];
const RECIPIENTS_PER_SESSION = 20;
const DOMAINS_AT_ONCE = 8;
const UPSTREAM_REASONS = new Set(['dns_error', 'smtp_unreachable', 'smtp_timeout']);

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
 * Verifies addresses; results come back in input order. Work is grouped by domain: one DNS lookup,
 * one catch-all probe (its own session, with a random address), and the domain's recipients asked
 * twenty to a session — each fact cached so repeated domains cost nothing.
 */
export async function verifyEmails(emails: string[], options: VerifyOptions): Promise<VerifyResult[]> {
  const { cache = createMemoryCache(), domainTtlSeconds = 3600, addressTtlSeconds = 600 } = options;
  const checkedAt = new Date().toISOString();
  const results = new Array<VerifyResult | undefined>(emails.length);
  const byDomain = new Map<string, { index: number; address: ParsedAddress }[]>();

  for (const [index, raw] of emails.entries()) {
    const email = raw.trim();
    const address = parseAddress(email);
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
    const cached = await cache.get(`address:${address.email}`);
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
  const verifyDomain = async ([domain, entries]: (typeof domains)[number]) => {
    const verdicts = await checkDomain(
      domain,
      entries.map((e) => e.address),
      options,
      cache,
      domainTtlSeconds,
      progress,
    );
    for (const [i, { index, address }] of entries.entries()) {
      const result: VerifyResult = { email: emails[index].trim(), normalized: address.email, ...addressFlags(address), ...verdicts[i], checkedAt };
      results[index] = result;
      if (result.status !== 'unknown') await cache.set(`address:${address.email}`, JSON.stringify(result), addressTtlSeconds);
    }
  };
  // A pool, not fixed batches: one slow domain holds up only itself.
  const queue = [...domains];
  await Promise.all(
    Array.from({ length: Math.min(DOMAINS_AT_ONCE, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await verifyDomain(next);
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

/** Verdicts for one domain's addresses, in order; `progress` hears of each batch of addresses decided. */
async function checkDomain(
  domain: string,
  addresses: ParsedAddress[],
  options: VerifyOptions,
  cache: VerifyCache,
  ttl: number,
  progress: (decided: number) => void,
): Promise<DomainVerdict[]> {
  /** The same verdict for every address of the domain. */
  const all = (verdict: DomainVerdict): DomainVerdict[] => {
    progress(addresses.length);
    return addresses.map(() => verdict);
  };
  const dns = await cachedJson(
    cache,
    `mx:${domain}`,
    ttl,
    () => options.resolver.lookup(domain),
    (d) => d.status !== 'error',
  );
  const mx = dns.hosts.map((h) => h.exchange);
  if (dns.status !== 'ok') return all({ ...DNS_VERDICTS[dns.status], mx, smtp: null, catchAll: null });
  if (mx.some((host) => ACCEPT_ALL_HOSTS.some((suffix) => host.endsWith(suffix)))) {
    return all({ status: 'risky', reason: 'provider_accepts_all', mx, smtp: null, catchAll: true });
  }

  const cachedCatchAll = await cache.get(`catch-all:${domain}`);
  let catchAll: boolean | null = cachedCatchAll === null ? null : (JSON.parse(cachedCatchAll) as boolean);
  if (cachedCatchAll === null) {
    const probe = await probeCatchAll(domain, mx, options);
    // No mail host would even greet us: asking again for the real recipients would only wait as long again.
    // (A timeout later, at RCPT, may be a tarpit for unknown addresses: the real ones still get asked.)
    if ((probe.failure === 'timeout' || probe.failure === 'refused' || probe.failure === 'not_public') && (probe.stage === 'connect' || probe.stage === 'greeting')) {
      return all({ ...SESSION_FAILURES[probe.failure], mx, catchAll: null, smtp: null });
    }
    catchAll = probe.catchAll;
    if (catchAll !== null) await cache.set(`catch-all:${domain}`, JSON.stringify(catchAll), ttl);
  }
  const verdicts: DomainVerdict[] = [];
  for (let i = 0; i < addresses.length; i += RECIPIENTS_PER_SESSION) {
    const chunk = addresses.slice(i, i + RECIPIENTS_PER_SESSION).map((a) => a.email);
    const probe = await probeDomain(mx, chunk, options);
    for (const recipient of chunk) {
      const reply = probe.recipients.get(recipient);
      const smtp = reply ?? probe.reply;
      const verdict: Verdict = reply
        ? judgeRcpt(reply, catchAll)
        : probe.failure === 'rejected'
          ? { status: 'unknown', reason: smtp && isPolicyRefusal(smtp) ? 'policy_block' : 'rejected_before_rcpt' }
          : SESSION_FAILURES[probe.failure ?? 'dropped'];
      verdicts.push({ ...verdict, mx, catchAll, smtp: smtp ? { host: probe.host, code: smtp.code, enhancedCode: smtp.enhanced, message: smtp.text } : null });
    }
    progress(chunk.length);
  }
  return verdicts;
}

/** The host did not get as far as a conversation: a backup host may do better. */
const unreachable = (p: ProbeResult) =>
  p.stage === 'connect' || (p.stage === 'greeting' && (p.failure === 'timeout' || (p.reply !== null && p.reply.code >= 400 && p.reply.code < 500)));

/**
 * A session with the best mail host that converses; the next host (or address) only when one cannot be
 * reached or turns us away with a temporary greeting. Host names are resolved through our resolver
 * (DNS_SERVERS), like the MX records themselves; the politeness limit counts per server address.
 * We connect to the address we checked, so DNS cannot change it in between; like the crawler, a
 * host with any refused address is skipped whole (a record set mixing public and private answers is
 * an attack).
 */
async function probeDomain(hosts: string[], recipients: string[], options: VerifyOptions): Promise<ProbeResult> {
  let last: ProbeResult = { host: hosts[0], stage: 'connect', failure: 'refused', reply: null, recipients: new Map() };
  let refusedHosts = 0;
  for (const host of hosts) {
    const addresses = await options.resolver.addressesOf(host);
    if (addresses.some((address) => options.addressPolicy.refusal(address))) {
      refusedHosts++;
      continue;
    }
    for (const address of addresses.slice(0, 2)) {
      last = await options.sessionGates.run(`${address}:${options.smtpPort}`, 0, () =>
        probeRecipients({ host: address, port: options.smtpPort, heloHost: options.heloHost, mailFrom: options.mailFrom, recipients, timeouts: options.timeouts }),
      );
      last.host = host;
      if (!unreachable(last)) return last;
    }
  }
  return refusedHosts === hosts.length ? { ...last, failure: 'not_public' } : last;
}

/** Does the domain accept an address nobody has? Asked in its own session; null when the answer says nothing. */
async function probeCatchAll(
  domain: string,
  hosts: string[],
  options: VerifyOptions,
): Promise<{ catchAll: boolean | null; failure: ProbeResult['failure']; stage: ProbeResult['stage'] }> {
  const local = options.randomLocalPart?.() ?? `leadbase-probe-${randomBytes(6).toString('hex')}`;
  const address = `${local}@${domain}`;
  const probe = await probeDomain(hosts, [address], options);
  const reply = probe.recipients.get(address);
  if (!reply) return { catchAll: null, failure: probe.failure, stage: probe.stage };
  const verdict = judgeRcpt(reply, false);
  return { catchAll: verdict.reason === 'accepted' ? true : verdict.reason === 'mailbox_not_found' ? false : null, failure: null, stage: probe.stage };
}

async function cachedJson<T>(cache: VerifyCache, key: string, ttl: number, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  if (keep(value)) await cache.set(key, JSON.stringify(value), ttl);
  return value;
}
