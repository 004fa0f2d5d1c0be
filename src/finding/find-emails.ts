import { addressFlags, parseAddress } from '../verification/address.js';
import type { MailResolver } from '../verification/mail-dns.js';
import { verifyEmails, type VerifyOptions, type VerifyResult } from '../verification/verify-emails.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import type { EmailFinding } from '../research/findings.js';
import type { WebsiteResearcher } from '../research/website-research.js';
import { mentions, parseName, type PersonName } from './names.js';
import { applyPattern, COMMON_PATTERNS, patternOf, patternOfUnknownOwner, type Pattern } from './patterns.js';

/** One person to find, with the company's registrable domain already worked out. */
export interface FindTarget {
  personName: string;
  domain: string;
  website?: string;
  knownCompanyEmail?: string;
}

export const FIND_METHODS = ['published', 'pattern', 'smtp'] as const;
export type FindMethod = (typeof FIND_METHODS)[number];
export const FIND_REASONS = [
  'name_incomplete',
  'no_mx',
  'mx_not_public',
  'dns_error',
  'catch_all_unconfirmed',
  'smtp_blocked',
  'smtp_unreachable',
  'ambiguous',
  'no_evidence',
  'suppressed',
] as const;
export type FindReason = (typeof FIND_REASONS)[number];

export interface Evidence {
  /** published: the address on the company's site; site_person / known_email: where a pattern was learnt; pattern: the pattern itself; smtp: the mail server's answer. */
  type: 'published' | 'site_person' | 'known_email' | 'pattern' | 'smtp';
  source: string;
  snippet: string;
}

export interface FindResult {
  input: { personName: string; domain: string; website?: string; knownCompanyEmail?: string };
  email: string | null;
  method: FindMethod | null;
  /** 0–100; see docs/api.md (Email finding) for what each level means per method. */
  confidence: number;
  /** Why there is no address (null when there is one). */
  reason: FindReason | null;
  pattern: Pattern | null;
  smtpConfirmed: boolean;
  mx: { status: 'ok' | 'none' | 'error'; hosts: string[] };
  catchAll: boolean | null;
  /** The SMTP verdict on the returned address (or on the candidates, when none was returned). */
  smtp: { address: string; status: VerifyResult['status']; reason: string; reply: VerifyResult['smtp'] } | null;
  evidence: Evidence[];
  /** What the company's website research came to (null when it was not researched). */
  website: { url: string; status: SiteResearch['status'] } | null;
}

export interface FinderDeps {
  researcher: WebsiteResearcher;
  resolver: MailResolver;
  verify: Omit<VerifyOptions, 'resolver' | 'onProgress'>;
}

/** What we learn once per domain per request: mail hosts, the website's published addresses and people, patterns. */
interface DomainFacts {
  mx: FindResult['mx'];
  research: SiteResearch | null;
  personal: EmailFinding[];
  people: { name: PersonName; sourceUrl: string; evidence: string }[];
  /** Patterns shown by the site: a published personal address whose owner is named on the site. */
  sitePatterns: { pattern: Pattern; evidence: Evidence[] }[];
}

const CONFIDENCE = {
  publishedNamed: 95, // on the site, and the address is built from the person's name
  publishedBeside: 85, // on the site next to the person's name
  patternConfirmed: 90, // the company's pattern, and the mail server accepts it on a domain that refuses made-up addresses
  patternKnownOwner: 65, // the company's pattern from an address whose owner we know; the server cannot confirm (catch-all or refusing probes)
  patternUnknownOwner: 50, // the pattern read from the shape of one address ("jane.doe@"); the server cannot confirm
  smtp: 75, // the only common pattern the mail server accepts, on a domain that refuses made-up addresses
} as const;

function sameDomain(email: string, domain: string): boolean {
  const host = email.split('@')[1]?.toLowerCase() ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

const isRole = (email: string) => {
  const parsed = parseAddress(email);
  return !parsed || addressFlags(parsed).roleAccount;
};

async function mailHosts(resolver: MailResolver, domain: string): Promise<FindResult['mx']> {
  const dns = await resolver.lookup(domain);
  if (dns.status === 'ok') return { status: 'ok', hosts: dns.hosts.map((h) => h.exchange) };
  return { status: dns.status === 'error' ? 'error' : 'none', hosts: [] };
}

async function researchSite(researcher: WebsiteResearcher, domain: string, website: string | undefined): Promise<SiteResearch> {
  if (website) return researcher.research({ url: website });
  const https = await researcher.research({ url: `https://${domain}/` });
  if (https.status !== 'unreachable' && https.status !== 'timeout') return https;
  return researcher.research({ url: `http://${domain}/` });
}

async function learnDomain(deps: FinderDeps, domain: string, website: string | undefined): Promise<DomainFacts> {
  const [mx, research] = await Promise.all([mailHosts(deps.resolver, domain), researchSite(deps.researcher, domain, website)]);
  const personal = research.findings.emails.filter((e) => sameDomain(e.value, domain) && !isRole(e.value));
  const people = research.findings.people.flatMap((p) => {
    const name = parseName(p.name);
    return name ? [{ name, sourceUrl: p.sourceUrl, evidence: p.evidence }] : [];
  });
  const sitePatterns: DomainFacts['sitePatterns'] = [];
  for (const email of personal) {
    const local = email.value.split('@')[0];
    const published: Evidence = { type: 'site_person', source: email.sourceUrl, snippet: email.evidence };
    // Its owner: a person the site names with a role, else a name written beside the address ("contact Rachel Green at rgreen@").
    const owner =
      people
        .map((person) => ({ pattern: patternOf(local, person.name), evidence: { type: 'site_person', source: person.sourceUrl, snippet: person.evidence } satisfies Evidence }))
        .find((o) => o.pattern) ??
      namesIn(email.evidence)
        .map((name) => ({ pattern: patternOf(local, name), evidence: null }))
        .find((o) => o.pattern);
    if (owner?.pattern) sitePatterns.push({ pattern: owner.pattern, evidence: owner.evidence ? [owner.evidence, published] : [published] });
  }
  return { mx, research, personal, people, sitePatterns };
}

/** Names written in a text: every two or three capitalised words in a row. */
function namesIn(text: string): PersonName[] {
  const words = text.split(/[^\p{L}'-]+/u);
  const names: PersonName[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const length of [2, 3]) {
      const run = words.slice(i, i + length);
      if (run.length === length && run.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) {
        const name = parseName(run.join(' '));
        if (name) names.push(name);
      }
    }
  }
  return names;
}

/** The address the site publishes for this person: built from their name, or written beside it. */
function published(facts: DomainFacts, name: PersonName): { email: EmailFinding; confidence: number } | null {
  for (const email of facts.personal) {
    if (patternOf(email.value.split('@')[0], name)) return { email, confidence: CONFIDENCE.publishedNamed };
  }
  for (const email of facts.personal) {
    const local = email.value.split('@')[0];
    const someoneElses = facts.people.some((p) => !mentions(p.name.raw, name) && patternOf(local, p.name));
    if (!someoneElses && mentions(email.evidence, name)) return { email, confidence: CONFIDENCE.publishedBeside };
  }
  return null;
}

/** The company's pattern, strongest evidence first: the known address (owner named on the site, or by its shape), then the site's own addresses. */
function companyPattern(facts: DomainFacts, target: FindTarget): { pattern: Pattern; evidence: Evidence[]; ownerKnown: boolean } | null {
  const known = target.knownCompanyEmail?.trim().toLowerCase();
  if (known && sameDomain(known, target.domain) && !isRole(known)) {
    const local = known.split('@')[0];
    const given: Evidence = { type: 'known_email', source: 'knownCompanyEmail', snippet: known };
    for (const person of facts.people) {
      const pattern = patternOf(local, person.name);
      if (pattern) return { pattern, ownerKnown: true, evidence: [given, { type: 'site_person', source: person.sourceUrl, snippet: person.evidence }] };
    }
    const shaped = patternOfUnknownOwner(local);
    if (shaped) return { pattern: shaped, ownerKnown: false, evidence: [given] };
  }
  const fromSite = facts.sitePatterns[0];
  return fromSite ? { ...fromSite, ownerKnown: true } : null;
}

const smtpView = (result: VerifyResult): FindResult['smtp'] => ({ address: result.normalized ?? result.email, status: result.status, reason: result.reason, reply: result.smtp });
const smtpEvidence = (result: VerifyResult): Evidence => ({
  type: 'smtp',
  source: result.smtp?.host ?? result.mx[0] ?? 'mail server',
  snippet: result.smtp
    ? `RCPT TO:<${result.normalized}> → ${result.smtp.code}${result.smtp.enhancedCode ? ` ${result.smtp.enhancedCode}` : ''} ${result.smtp.message}`
    : result.reason,
});

/** Catch-all as verification learnt it: true / false, or null when no probe could tell. */
const catchAllOf = (results: VerifyResult[]) => results.find((r) => r.catchAll !== null)?.catchAll ?? null;

async function probe(deps: FinderDeps, addresses: string[]): Promise<VerifyResult[]> {
  if (!addresses.length) return [];
  try {
    return await verifyEmails(addresses, { ...deps.verify, resolver: deps.resolver });
  } catch {
    return []; // nothing could be checked: treated as "the server cannot tell"
  }
}

async function findOne(deps: FinderDeps, facts: DomainFacts, target: FindTarget): Promise<FindResult> {
  const base: FindResult = {
    input: {
      personName: target.personName,
      domain: target.domain,
      ...(target.website && { website: target.website }),
      ...(target.knownCompanyEmail && { knownCompanyEmail: target.knownCompanyEmail }),
    },
    email: null,
    method: null,
    confidence: 0,
    reason: null,
    pattern: null,
    smtpConfirmed: false,
    mx: facts.mx,
    catchAll: null,
    smtp: null,
    evidence: [],
    website: facts.research ? { url: facts.research.finalUrl ?? facts.research.url, status: facts.research.status } : null,
  };
  const name = parseName(target.personName);
  if (!name) return { ...base, reason: 'name_incomplete' };

  // 1. Published on the company's own site.
  const onSite = published(facts, name);
  if (onSite) {
    return {
      ...base,
      email: onSite.email.value,
      method: 'published',
      confidence: onSite.confidence,
      evidence: [{ type: 'published', source: onSite.email.sourceUrl, snippet: onSite.email.evidence }],
    };
  }
  if (facts.mx.status !== 'ok') return { ...base, reason: facts.mx.status === 'none' ? 'no_mx' : 'dns_error' };

  // 2. The company's pattern, applied to this person and put to the mail server.
  const company = companyPattern(facts, target);
  if (company) {
    const candidates = applyPattern(company.pattern, name).map((local) => `${local}@${target.domain}`);
    const results = await probe(deps, candidates);
    const catchAll = catchAllOf(results);
    const evidence: Evidence[] = [...company.evidence, { type: 'pattern', source: 'learnt', snippet: `${company.pattern} → ${candidates.join(', ')}` }];
    const accepted = results.find((r) => r.status === 'deliverable');
    if (accepted) {
      return {
        ...base,
        email: accepted.normalized,
        method: 'pattern',
        confidence: CONFIDENCE.patternConfirmed,
        pattern: company.pattern,
        smtpConfirmed: true,
        catchAll,
        smtp: smtpView(accepted),
        evidence: [...evidence, smtpEvidence(accepted)],
      };
    }
    // The server cannot confirm (catch-all, or it will not answer about mailboxes): the pattern is the evidence.
    const refusedAll = results.length === candidates.length && results.every((r) => r.status === 'undeliverable');
    if (!refusedAll) {
      const first = results[0];
      return {
        ...base,
        email: candidates[0],
        method: 'pattern',
        confidence: company.ownerKnown ? CONFIDENCE.patternKnownOwner : CONFIDENCE.patternUnknownOwner,
        pattern: company.pattern,
        catchAll,
        smtp: first ? smtpView(first) : null,
        evidence,
      };
    }
    // The mail server says none of the pattern's addresses exists: this person's address has another form; probe the common ones.
  }

  // 3. With no pattern known: the common patterns, where the server answers truthfully.
  const candidates = [...new Set(COMMON_PATTERNS.map((pattern) => `${applyPattern(pattern, name)[0]}@${target.domain}`))].filter((a) => !isRole(a));
  const results = await probe(deps, candidates);
  const catchAll = catchAllOf(results);
  if (catchAll) return { ...base, catchAll, reason: 'catch_all_unconfirmed', smtp: results[0] ? smtpView(results[0]) : null };
  const accepted = results.filter((r) => r.status === 'deliverable');
  if (accepted.length === 1) {
    const [hit] = accepted as [VerifyResult];
    return { ...base, email: hit.normalized, method: 'smtp', confidence: CONFIDENCE.smtp, smtpConfirmed: true, catchAll, smtp: smtpView(hit), evidence: [smtpEvidence(hit)] };
  }
  if (accepted.length > 1) return { ...base, catchAll, reason: 'ambiguous', evidence: accepted.map(smtpEvidence) };
  const definite = results.filter((r) => r.status === 'undeliverable');
  if (results.length && definite.length === results.length) return { ...base, catchAll, reason: 'no_evidence', smtp: smtpView(results[0]) };
  if (results.length && results.every((r) => r.reason === 'mx_not_public')) return { ...base, catchAll, reason: 'mx_not_public', smtp: smtpView(results[0]) };
  const unreachable = results.length === 0 || results.every((r) => ['smtp_unreachable', 'smtp_timeout', 'smtp_dropped', 'dns_error', 'proxy_failed'].includes(r.reason));
  return { ...base, catchAll, reason: unreachable ? 'smtp_unreachable' : 'smtp_blocked', smtp: results[0] ? smtpView(results[0]) : null };
}

/**
 * The result without the address found, which the workspace suppressed (erased with suppress: true): nothing
 * that shows it is kept — only what was asked and what the domain's mail and website came to.
 */
export const withoutSuppressedAddress = (result: FindResult): FindResult => ({
  ...result,
  email: null,
  method: null,
  confidence: 0,
  reason: 'suppressed',
  pattern: null,
  smtpConfirmed: false,
  smtp: null,
  evidence: [],
});

/**
 * Finds each person's business email, strongest evidence first: published on the company's site,
 * the company's pattern (confirmed by SMTP where the domain allows), a single SMTP-accepted common
 * pattern. Domain work (MX, website research) is done once per domain; results keep input order.
 */
export async function findEmails(targets: FindTarget[], deps: FinderDeps, onProgress?: (done: number, total: number) => void): Promise<FindResult[]> {
  const domains = new Map<string, Promise<DomainFacts>>();
  let done = 0;
  return Promise.all(
    targets.map(async (target) => {
      let facts = domains.get(target.domain);
      if (!facts) domains.set(target.domain, (facts = learnDomain(deps, target.domain, targets.find((t) => t.domain === target.domain && t.website)?.website)));
      const result = await findOne(deps, await facts, target);
      onProgress?.(++done, targets.length);
      return result;
    }),
  );
}
