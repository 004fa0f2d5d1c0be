import { serbianLatin } from '../lib/serbian-cyrillic.js';

/**
 * A person's name the way mail systems spell it: ASCII, lower case, titles and suffixes gone. General
 * transliteration turns Serbian "Đ" into "D", which is not what Serbian addresses use ("djordje"), and
 * German "ü" has two customary spellings ("mueller", "muller"), so each name part carries its variants,
 * the customary one first.
 */
export interface PersonName {
  /** The name as given, trimmed. */
  raw: string;
  /** Variants of the given name, customary spelling first. */
  first: string[];
  /** Variants of the family name (multi-part surnames joined: "van der berg" → "vanderberg"). */
  last: string[];
  /** Middle names, customary spelling only. */
  middle: string[];
}

/** Serbian Latin and German letters with the spellings mail addresses use, customary first. */
const LETTERS: Record<string, string[]> = {
  đ: ['dj', 'd'],
  ć: ['c'],
  č: ['c'],
  š: ['s'],
  ž: ['z'],
  ä: ['ae', 'a'],
  ö: ['oe', 'o'],
  ü: ['ue', 'u'],
  ß: ['ss'],
};

const TITLES = new Set([
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'miss',
  'sir',
  'dame',
  'dipl',
  'ing',
  'mag',
  'msc',
  'bsc',
  'phd',
  'mba',
  'md',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'herr',
  'frau',
  'gospodin',
  'gospođa',
  'gđa',
  'g',
  'dipl-ing',
  'dipl.-ing',
  'др',
  'проф',
  'mr.sc',
  'dott',
  'prim',
]);
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'di', 'da', 'du', 'la', 'le', 'zu', 'ten', 'ter']);

const toLatin = (text: string) => serbianLatin(text.toLowerCase());

/**
 * The ASCII spellings of one name part: the customary one ("djordje", "mueller"), and where it differs
 * the plain one ("dorde", "muller") — one choice for the whole word, as people spell it consistently.
 */
export function spellings(part: string): string[] {
  const latin = toLatin(part);
  const spell = (choice: 0 | 1) =>
    [...latin]
      .map((c) => LETTERS[c]?.[Math.min(choice, LETTERS[c].length - 1)] ?? c.normalize('NFD').replace(/\p{M}/gu, ''))
      .join('')
      .replace(/[^a-z]/g, '');
  return [...new Set([spell(0), spell(1)].filter(Boolean))];
}

/** Parses a person's name; null when fewer than a given and a family name remain. */
export function parseName(raw: string): PersonName | null {
  const words = raw
    .trim()
    .replace(/,.*$/, '') // "Jane Doe, PhD"
    .split(/\s+/)
    .filter((w) => !TITLES.has(w.toLowerCase().replace(/\.$/, '')) && !/^\(.*\)$/.test(w));
  if (words.length < 2) return null;
  // Family name: the last word, with any particles before it ("van der Berg").
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
  const family = words.slice(start).join('');
  const first = spellings(words[0]);
  const last = spellings(family.replace(/-/g, ''));
  if (!first.length || !last.length) return null;
  return {
    raw: raw.trim(),
    first,
    last,
    middle: words
      .slice(1, start)
      .map((w) => spellings(w)[0])
      .filter(Boolean),
  };
}

/** Whether `text` mentions the person: given and family name, compared in their ASCII spellings. */
export function mentions(text: string, name: PersonName): boolean {
  const words = text
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => spellings(w));
  const all = new Set(words.flat());
  const joined = words.map((w) => w[0] ?? '').join(''); // "van der Berg" → "vanderberg"
  return name.first.some((f) => all.has(f)) && name.last.some((l) => all.has(l) || joined.includes(l));
}
