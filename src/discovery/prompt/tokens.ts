import { fold } from './fold.js';
import type { Language } from './numerals.js';

/**
 * A prompt as tokens (words, numbers, punctuation) with their place in the text, and the folded
 * token stream phrase rules are matched on ("Sa ocenom IZNAD 4,5" → "sa ocenom iznad 4.5"); a match
 * in the stream maps back to whole tokens.
 */
export interface Token {
  raw: string;
  fold: string;
  start: number;
  end: number;
  kind: 'word' | 'num' | 'punct';
  /** Read as part of the rating, count or place. */
  used: boolean;
}

// A digit glued to letters is a word ("3D", "24h", "24-Stunden-Apotheken", "20ish"); "24/7" too.
// Apostrophes inside a word: ' ’ and the ‘ and ` of transliterated names ("Ma‘arratmişrīn", "Giv`at").
const TOKEN = /\d+\/7\b|\d+(?:[.,]\d+)?(?:\/(?:5|10)(?:[.,]0)?(?!\d))?(?:-?\p{L}[\p{L}\p{M}\d'’‘`&-]*)?|[\p{L}\p{M}][\p{L}\p{M}\d'’‘`&-]*|[^\s\p{L}\p{M}\d]/gu;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const raw = m[0];
    const kind = /^\d+(?:[.,]\d+)?(?:\/(?:5|10)(?:[.,]0)?)?$/.test(raw) ? 'num' : /^[^\p{L}\d]$/u.test(raw) ? 'punct' : 'word';
    return {
      raw,
      fold: kind === 'num' ? raw.replace(',', '.') : kind === 'word' ? fold(raw).replace(/-$/, '') : raw,
      start: m.index,
      end: m.index + raw.length,
      kind,
      used: false,
    };
  });
}

/** The unused tokens as one folded string, and for each character the token it came from. */
export function stream(tokens: Token[]): { text: string; tokenAt: number[] } {
  let text = '';
  const tokenAt: number[] = [];
  tokens.forEach((token, i) => {
    if (token.used) {
      text += '| ';
      tokenAt.push(-1, -1);
      return;
    }
    text += `${token.fold} `;
    for (let k = 0; k <= token.fold.length; k++) tokenAt.push(i);
  });
  return { text: ` ${text}`, tokenAt: [-1, ...tokenAt] };
}

/** Token indexes [first, last] that a stream match covers. */
export function tokenSpan(tokenAt: number[], index: number, length: number): [number, number] {
  let first = index;
  while (tokenAt[first] === -1 && first < index + length) first++;
  let last = index + length - 1;
  while ((tokenAt[last] ?? -1) === -1 && last > first) last--;
  return [tokenAt[first], tokenAt[last]];
}

const SERBIAN = new Set([
  'u',
  'sa',
  'ocenom',
  'ocena',
  'mi',
  'treba',
  'kod',
  'blizu',
  'na',
  'pronadi',
  'nadi',
  'do',
  'od',
  'najmanje',
  'bar',
  'iznad',
  'preko',
  'vise',
  'molim',
  'li',
  'za',
  'okolini',
  'trebaju',
  'nekoliko',
  'mozes',
  'daj',
  'spisak',
  'trazim',
]);
const GERMAN = new Set([
  'mit',
  'und',
  'bitte',
  'ich',
  'ab',
  'uber',
  'sterne',
  'sternen',
  'mindestens',
  'bei',
  'um',
  'im',
  'fur',
  'die',
  'der',
  'das',
  'zeig',
  'zeige',
  'finde',
  'gib',
  'ca',
  'etwa',
  'stuck',
  'einige',
  'bewertung',
  'nahe',
  'rund',
  'raum',
  'suche',
  'mir',
  'es',
  'gibt',
  'welche',
  'oder',
  'besser',
  'als',
  'mehr',
  'brauche',
  'hochstens',
  'maximal',
  'einer',
  'eine',
  'liste',
]);

const ENGLISH = new Set([
  'the',
  'with',
  'near',
  'rated',
  'stars',
  'find',
  'me',
  'please',
  'at',
  'least',
  'of',
  'for',
  'and',
  'need',
  'get',
  'show',
  'list',
  'rating',
  'above',
  'over',
  'more',
  'than',
  'or',
  'up',
  'to',
  'best',
  'can',
  'you',
  'i',
  'around',
  'higher',
  'some',
  'a',
]);

/** Which language the prompt is written in, from script, letters and common words. */
export function detectLanguage(text: string, tokens: Token[]): Language {
  if (/[\u0400-\u04ff]/.test(text) || /[čćđšž]/i.test(text)) return 'sr';
  let sr = 0;
  let de = /[äöüß]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const { fold: f } of tokens) {
    if (SERBIAN.has(f)) sr++;
    if (GERMAN.has(f)) de++;
    if (ENGLISH.has(f)) en++;
  }
  if (sr > de && sr > en) return 'sr';
  return de > en ? 'de' : 'en';
}
