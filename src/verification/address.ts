import { createRequire } from 'node:module';
import { domainToASCII, domainToUnicode } from 'node:url';
import mailchecker from 'mailchecker';
import { isFreeMailDomain } from '../lib/free-mail.js';

const require = createRequire(import.meta.url);
/** Role mailbox names (maintained list). */
const ROLE_NAMES = require('role-based-email-addresses') as string[];

// Regional role names the maintained list misses (Serbia, Germany, Austria, Switzerland).
const ROLE_SUPPLEMENT = [
  'kontakt',
  'prodaja',
  'office',
  'info',
  'impressum',
  'buchhaltung',
  'rezeption',
  'podrska',
  'posao',
  'nabavka',
  'racunovodstvo',
  'marketing',
  'vertrieb',
  'verkauf',
  'empfang',
  'karriere',
  'bewerbung',
  'sekretariat',
  'recepcija',
];
const roleNames = new Set([...ROLE_NAMES, ...ROLE_SUPPLEMENT]);

const disposableDomains = mailchecker.blacklist();

export interface ParsedAddress {
  /** Trimmed, lower-cased, domain in IDNA ASCII form. */
  email: string;
  local: string;
  domain: string;
}

// Dot-atom local part (RFC 5321 §4.1.2) — the form real mailboxes use; quoted local parts are refused.
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * A domain label as sent: letters, marks and digits of any script, hyphens inside (checked as LDH after
 * IDNA), and the joiners and middle dots some scripts use inside words (Persian ZWNJ, Catalan "l·l",
 * Japanese "・"), which IDNA allows or refuses where they stand.
 */
const SENT_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}\u200c-\u200d\u00b7\u30fb\u05f3\u05f4\u0375-]*[\p{L}\p{M}\p{N}])?$/u;
/** RFC 5321's limits: 64 octets of local part, 254 of address (the 256-octet path less its angle brackets). */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

/**
 * The address in the form mail systems compare, or null when its syntax cannot be delivered to.
 * Judged on the string as sent: the domain is never read the way a URL parser reads a host, which
 * drops tabs, decodes `%41`, and stops at `/`, `?` or `#` — each of those would verify another address.
 */
export function parseAddress(input: string): ParsedAddress | null {
  const trimmed = input.trim();
  // Far too long to be an address: refused before any per-character work.
  if (trimmed.length > 4 * MAX_ADDRESS) return null;
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  // Checked before lower-casing, which turns some non-ASCII letters into ASCII ones (the Kelvin sign into k).
  const sentLocal = trimmed.slice(0, at);
  if (sentLocal.length > MAX_LOCAL || !LOCAL.test(sentLocal)) return null;
  const local = sentLocal.toLowerCase();
  const sentDomain = trimmed.slice(at + 1);
  if (![...sentDomain].every(staysNonAscii)) return null;
  const sentLabels = sentDomain.normalize('NFC').split('.');
  if (sentLabels.length < 2 || !sentLabels.every((l) => SENT_LABEL.test(l))) return null;
  const lowerLabels = sentLabels.map((l) => l.toLowerCase());
  // IDNA maps the sent labels itself; a label it reads differently from plain lower-casing (Greek final
  // sigma, capital sharp S) would name another domain than the one written, and is refused below.
  const domain = domainToASCII(sentLabels.join('.'));
  const labels = domain.split('.');
  // IDNA may only re-encode a label, never change it (full-width letters and other mapped characters are
  // refused), and a label sent as punycode must stand for letters and digits too.
  const same = (ascii: string, i: number) =>
    /^[\x21-\x7e]+$/.test(lowerLabels[i])
      ? ascii === lowerLabels[i] && (!ascii.startsWith('xn--') || SENT_LABEL.test(domainToUnicode(ascii)))
      : domainToUnicode(ascii) === lowerLabels[i];
  if (!domain || labels.length !== sentLabels.length || !labels.every((l, i) => LABEL.test(l) && same(l, i)) || /^\d+$/.test(labels.at(-1)!)) return null;
  const email = `${local}@${domain}`;
  if (email.length > MAX_ADDRESS) return null;
  return { email, local, domain };
}

/** A character that normalising or lower-casing would turn into ASCII (the Kelvin sign into k) names another address. */
const staysNonAscii = (ch: string) => ch.charCodeAt(0) < 0x80 || /[^\x00-\x7f]/.test(ch.normalize('NFC').toLowerCase());

export interface AddressFlags {
  disposable: boolean;
  freeProvider: boolean;
  roleAccount: boolean;
}

/** Whether the domain hands out throwaway or free mailboxes, and whether the mailbox is a role, not a person. */
export function addressFlags({ local, domain }: ParsedAddress): AddressFlags {
  const parents = domain.split('.').map((_, i, all) => all.slice(i).join('.'));
  return {
    disposable: parents.some((d) => disposableDomains.has(d)),
    freeProvider: isFreeMailDomain(domain),
    roleAccount: roleNames.has(local.split('+')[0]),
  };
}
