import { createRequire } from 'node:module';
import { domainToASCII } from 'node:url';
import mailchecker from 'mailchecker';
import { FREE_PROVIDER_SUPPLEMENT, NOT_FREE_PROVIDERS, ROLE_SUPPLEMENT } from './provider-lists.js';

// Both packages ship plain JSON/CommonJS arrays; `require` avoids import-attribute differences between tsx and tsc.
const require = createRequire(import.meta.url);
const notFree = new Set(NOT_FREE_PROVIDERS);
const freeProviders = new Set([...(require('email-providers/all.json') as string[]), ...FREE_PROVIDER_SUPPLEMENT].filter((d) => !notFree.has(d)));
const roleNames = new Set([...(require('role-based-email-addresses') as string[]), ...ROLE_SUPPLEMENT]);
const disposableDomains = mailchecker.blacklist();

export interface ParsedAddress {
  /** Normalised: trimmed, lower-cased, domain in IDNA ASCII form. */
  email: string;
  local: string;
  domain: string;
}

export interface AddressFlags {
  disposable: boolean;
  freeProvider: boolean;
  roleAccount: boolean;
}

// Dot-atom (RFC 5321 §4.1.2), ASCII only: quoted local parts and SMTPUTF8 mailboxes are not real leads'
// addresses, and a probe without SMTPUTF8 could not ask about them anyway.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// LDH labels (RFC 1035/5890 A-labels), 1–63 octets, no hyphen at either end.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The address as mail systems compare it, or null when its syntax cannot be delivered to.
 * Limits are RFC 5321 §4.5.3.1: local part ≤ 64 octets, domain ≤ 253 (255 on the wire), path ≤ 254.
 */
export function parseAddress(input: string): ParsedAddress | null {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at).toLowerCase();
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  // domainToASCII applies UTS #46 (IDNA) mapping and answers '' for names that cannot be encoded.
  const domain = domainToASCII(trimmed.slice(at + 1).toLowerCase());
  if (!domain || domain.length > 253) return null;
  const labels = domain.split('.');
  // A bare TLD takes no mail in practice, and an all-numeric last label is an IP address, not a domain.
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) return null;
  const email = `${local}@${domain}`;
  return email.length > 254 ? null : { email, local, domain };
}

/** Parent domains, the domain itself first: `a.b.c` → `a.b.c`, `b.c`, `c`. */
const withParents = (domain: string) => domain.split('.').map((_, i, labels) => labels.slice(i).join('.'));

/** Whether the domain hands out throwaway or free mailboxes, and whether the mailbox is a role, not a person. */
export function addressFlags({ local, domain }: ParsedAddress): AddressFlags {
  return {
    // Disposable services hand out subdomains too (x.mailinator.com).
    disposable: withParents(domain).some((d) => disposableDomains.has(d)),
    freeProvider: freeProviders.has(domain),
    // `info+leads@` is still the info mailbox.
    roleAccount: roleNames.has(local.split('+')[0]),
  };
}
