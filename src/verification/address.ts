import { createRequire } from 'node:module';
import { domainToASCII } from 'node:url';
import mailchecker from 'mailchecker';

const require = createRequire(import.meta.url);
/** Free webmail domains (maintained list) and role mailbox names (maintained list). */
const FREE_PROVIDERS: string[] = require('email-providers/all.json');
const ROLE_NAMES: string[] = require('role-based-email-addresses');

// Regional providers and role names the maintained lists miss (Serbia, Germany, Austria, Switzerland).
const FREE_SUPPLEMENT = [
  'eunet.rs', 'sbb.rs', 'mts.rs', 'ptt.rs', 'open.telekom.rs', 'orion.rs', 'beotel.rs', 'verat.net', 'yubc.net',
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'arcor.de', 'mail.de',
  'bluewin.ch', 'aon.at', 'chello.at',
];
const ROLE_SUPPLEMENT = [
  'kontakt', 'prodaja', 'office', 'info', 'impressum', 'buchhaltung', 'rezeption', 'podrska', 'posao', 'nabavka',
  'racunovodstvo', 'marketing', 'vertrieb', 'verkauf', 'empfang', 'karriere', 'bewerbung', 'sekretariat', 'recepcija',
];
// Listed by email-providers although nobody gets a mailbox there.
const NOT_FREE = new Set(['example.com', 'example.net', 'example.org']);

const freeDomains = new Set([...FREE_PROVIDERS, ...FREE_SUPPLEMENT].filter((d) => !NOT_FREE.has(d)));
const roleNames = new Set([...ROLE_NAMES, ...ROLE_SUPPLEMENT]);
const disposableDomains = mailchecker.blacklist();

export interface ParsedAddress {
  /** Trimmed, lower-cased, domain in IDNA ASCII form. */
  email: string;
  local: string;
  domain: string;
}

// Dot-atom local part (RFC 5321 §4.1.2) — the form real mailboxes use; quoted local parts are refused.
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The address in the form mail systems compare, or null when its syntax cannot be delivered to. */
export function parseAddress(input: string): ParsedAddress | null {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const local = trimmed.slice(0, at).toLowerCase();
  const domain = domainToASCII(trimmed.slice(at + 1).toLowerCase());
  if (local.length > 64 || !LOCAL.test(local)) return null;
  if (!domain || domain.length > 253) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return { email: `${local}@${domain}`, local, domain };
}

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
    freeProvider: freeDomains.has(domain),
    roleAccount: roleNames.has(local.split('+')[0]),
  };
}
