import { readNumeral, type Language } from './numerals.js';
import type { Token } from './tokens.js';

/**
 * The count phrase: a number in digits or words, with its qualifier ("at least 15", "no more than 12",
 * "up to 40", "around 25", "najviše 10", "bis zu 30", "ca. 15") or as a range ("10-15", "10 to 15",
 * "between 20 and 30", "od 10 do 15": the upper bound is asked for). Numbers glued to a word ("3D",
 * "24/7") belong to the business type and are never read here.
 */
export type CountQualifier = 'exactly' | 'atLeast' | 'atMost' | 'about' | 'range';

const QUALIFIERS: [phrase: string, qualifier: CountQualifier][] = [
  ['no more than', 'atMost'],
  ['not more than', 'atMost'],
  ['no less than', 'atLeast'],
  ['up to', 'atMost'],
  ['at most', 'atMost'],
  ['at least', 'atLeast'],
  ['bis zu', 'atMost'],
  ['nicht mehr als', 'atMost'],
  ['maximal', 'atMost'],
  ['max', 'atMost'],
  ['maximum', 'atMost'],
  ['max .', 'atMost'],
  ['hochstens', 'atMost'],
  ['najvise', 'atMost'],
  ['do', 'atMost'],
  ['minimum', 'atLeast'],
  ['min', 'atLeast'],
  ['mindestens', 'atLeast'],
  ['wenigstens', 'atLeast'],
  ['najmanje', 'atLeast'],
  ['bar', 'atLeast'],
  ['barem', 'atLeast'],
  ['around', 'about'],
  ['about', 'about'],
  ['approximately', 'about'],
  ['approx', 'about'],
  ['roughly', 'about'],
  ['like', 'about'],
  ['some', 'about'],
  ['circa', 'about'],
  ['ca .', 'about'],
  ['ca', 'about'],
  ['etwa', 'about'],
  ['ungefahr', 'about'],
  ['so', 'about'],
  ['rund', 'about'],
  ['oko', 'about'],
  ['otprilike', 'about'],
  ['priblizno', 'about'],
  ['cirka', 'about'],
  ['cca', 'about'],
  ['~', 'about'],
  ['approx .', 'about'],
  ['cca .', 'about'],
  ['min .', 'atLeast'],
  ['pribl .', 'about'],
  ['top', 'exactly'],
  ['the', 'exactly'],
  ['die', 'exactly'],
  ['best', 'exactly'],
];
const RANGE_OPENERS = new Set(['between', 'from', 'od', 'zwischen', 'von']);
const RANGE_JOINERS = new Set(['-', 'to', 'and', 'do', 'bis', 'und', 'or', 'ili', '–']);
/** After a number: the qualifier said last ("8 max", "4.5 min" is a rating and read before). */
const TRAILING: Record<string, CountQualifier> = { max: 'atMost', maximum: 'atMost', maks: 'atMost', minimum: 'atLeast', min: 'atLeast', najvise: 'atMost', hochstens: 'atMost' };

/** "within 5 miles of Leeds": a number before a unit of distance or time is no count. */
const UNITS = new Set([
  'mile',
  'miles',
  'mi',
  'km',
  'kms',
  'kilometres',
  'kilometers',
  'kilometre',
  'kilometer',
  'kilometara',
  'kilometra',
  'kilometern',
  'minutes',
  'minuta',
  'minuten',
  'm',
  'meters',
  'metres',
]);

export interface Count {
  value: number;
  qualifier: CountQualifier;
}

interface Found {
  value: number;
  first: number;
  last: number;
  approximate: boolean;
}

/** A number starting at token i (digits or words), or null. */
function numberAt(tokens: Token[], i: number, language: Language): Found | null {
  const token = tokens[i];
  if (!token || token.used) return null;
  if (token.kind === 'num') return /^\d+$/.test(token.fold) ? { value: Number(token.fold), first: i, last: i, approximate: false } : null;
  if (token.kind !== 'word') return null;
  // Words split at hyphens ("forty-five"), each remembering its token.
  const words: string[] = [];
  const owner: number[] = [];
  for (let k = i; k < tokens.length && words.length < 8 && tokens[k].kind === 'word' && !tokens[k].used; k++) {
    for (const part of tokens[k].fold.split('-').filter(Boolean)) {
      words.push(part);
      owner.push(k);
    }
  }
  const numeral = readNumeral(words, 0, language);
  if (!numeral) return null;
  const last = owner[numeral.length - 1];
  // A hyphenated token must be read whole ("forty-five"), never half ("one-stop shops").
  if (owner[numeral.length] === last) return null;
  return { value: numeral.value, first: i, last, approximate: numeral.approximate };
}

function phraseBefore(tokens: Token[], end: number, phrase: string): number | null {
  const words = phrase.split(' ');
  const start = end - words.length;
  if (start < 0) return null;
  return words.every((w, k) => !tokens[start + k].used && tokens[start + k].fold === w) ? start : null;
}

/** Reads the count and marks its tokens used; null when the prompt gives none. */
export function readCount(tokens: Token[], language: Language): Count | null {
  for (let i = 0; i < tokens.length; i++) {
    const found = numberAt(tokens, i, language);
    if (!found || UNITS.has(tokens[found.last + 1]?.fold ?? '')) continue;
    let { first, last, value } = found;
    let qualifier: CountQualifier = found.approximate ? 'about' : 'exactly';
    // A range: the upper bound.
    const joiner = tokens[last + 1];
    if (joiner && !joiner.used && RANGE_JOINERS.has(joiner.fold)) {
      const upper = numberAt(tokens, last + 2, language);
      if (upper && upper.value > value) {
        value = upper.value;
        last = upper.last;
        qualifier = 'range';
        if (first > 0 && RANGE_OPENERS.has(tokens[first - 1].fold)) first--;
      }
    }
    if (qualifier !== 'range') {
      for (const [phrase, q] of QUALIFIERS) {
        const start = phraseBefore(tokens, first, phrase);
        if (start === null) continue;
        first = start;
        if (q !== 'exactly') qualifier = q;
        break;
      }
      const after = tokens[last + 1];
      if (after && !after.used && TRAILING[after.fold]) {
        qualifier = TRAILING[after.fold]!;
        last++;
      }
    }
    for (let k = first; k <= last; k++) tokens[k].used = true;
    return { value, qualifier };
  }
  return null;
}
