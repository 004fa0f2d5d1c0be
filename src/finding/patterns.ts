import type { PersonName } from './names.js';

/**
 * Address patterns: how a company builds a person's mailbox from the name. Learnt from evidence (an
 * address whose owner we know), then applied to someone else at the same company.
 */
export const PATTERNS = [
  '{first}.{last}',
  '{first}',
  '{f}{last}',
  '{first}{last}',
  '{f}.{last}',
  '{last}',
  '{first}_{last}',
  '{first}-{last}',
  '{last}.{first}',
  '{first}{l}',
  '{last}{f}',
  '{last}{first}',
] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Probed when nothing tells the company's pattern: the most common ones, bounded. */
export const COMMON_PATTERNS: Pattern[] = ['{first}.{last}', '{first}', '{f}{last}', '{first}{last}', '{f}.{last}', '{last}', '{first}_{last}', '{last}.{first}'];

function render(pattern: Pattern, first: string, last: string): string {
  return pattern.replace('{first}', first).replace('{last}', last).replace('{f}', first[0]).replace('{l}', last[0]);
}

/** The local parts the pattern gives for this person, customary spelling first. */
export function applyPattern(pattern: Pattern, name: PersonName): string[] {
  return [...new Set(name.first.flatMap((first) => name.last.map((last) => render(pattern, first, last))))];
}

/** The pattern that turns this person's name into `local`, if one does (most specific first). */
export function patternOf(local: string, name: PersonName): Pattern | null {
  const wanted = local.toLowerCase();
  // Full-name patterns before initials: "ana" for Ana Petrović is {first}, and must not read as {first}{l}.
  return PATTERNS.find((pattern) => applyPattern(pattern, name).includes(wanted)) ?? null;
}

/**
 * What a personal address of an unknown owner tells: "jane.doe" → {first}.{last} (read as given name
 * first, the common order). Only separator forms are clear enough; "jdoe" could be many things.
 */
export function patternOfUnknownOwner(local: string): Pattern | null {
  const match = /^([a-z]{2,})([._-])([a-z]{2,})$/.exec(local.toLowerCase());
  if (!match) return null;
  return ({ '.': '{first}.{last}', _: '{first}_{last}', '-': '{first}-{last}' } as const)[match[2] as '.' | '_' | '-'];
}
