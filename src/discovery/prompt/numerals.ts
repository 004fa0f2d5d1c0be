/**
 * Number words in English, Serbian (Latin; Cyrillic arrives folded to Latin) and German, through the
 * hundreds: units, teens, tens, compounds ("forty-five", "thirty two", "dvadeset pet", "trideset i pet",
 * "fünfundzwanzig"), dozens and approximate forms ("tridesetak", "20ish"). Words come folded (lower case,
 * no diacritics: "funf", "dreissig", "cetiri").
 */
export type Language = 'en' | 'sr' | 'de';

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  jedan: 1,
  jedna: 1,
  dva: 2,
  dve: 2,
  tri: 3,
  cetiri: 4,
  pet: 5,
  sest: 6,
  sedam: 7,
  osam: 8,
  devet: 9,
  deset: 10,
  jedanaest: 11,
  dvanaest: 12,
  trinaest: 13,
  cetrnaest: 14,
  petnaest: 15,
  sesnaest: 16,
  sedamnaest: 17,
  osamnaest: 18,
  devetnaest: 19,
  dvadeset: 20,
  trideset: 30,
  cetrdeset: 40,
  pedeset: 50,
  sezdeset: 60,
  sedamdeset: 70,
  osamdeset: 80,
  devedeset: 90,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const HUNDREDS: Record<string, number> = { hundred: 100, sto: 100, stotinu: 100, stotine: 100, dvesta: 200, trista: 300, hundert: 100, einhundert: 100, zweihundert: 200 };
const DOZEN = new Set(['dozen', 'dutzend', 'tuce']);
/** Words that are numbers in one language and ordinary words in another ("pet shops", "elf"). */
const ONLY_IN: Record<string, Language> = { pet: 'sr', sto: 'sr', elf: 'de', tri: 'sr', acht: 'de' };
/** Joiners inside a compound: "thirty and five" is not English, but "trideset i pet" and "one hundred and ten" are. */
const JOINERS = new Set(['and', 'i', 'und']);
const GERMAN_COMPOUND = /^(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)und(zwanzig|dreissig|vierzig|funfzig|sechzig|siebzig|achtzig|neunzig)$/;

/** The value of one number word, and whether it is approximate ("desetak", "20ish"). */
function wordValue(word: string, language: Language): { value: number; approximate: boolean; kind: 'unit' | 'hundred' | 'dozen' } | null {
  if (ONLY_IN[word] && ONLY_IN[word] !== language) return null;
  if (/^\d+ish$/.test(word)) return { value: parseInt(word, 10), approximate: true, kind: 'unit' };
  if (word in WORDS) return { value: WORDS[word], approximate: false, kind: 'unit' };
  if (word in HUNDREDS) return { value: HUNDREDS[word], approximate: false, kind: 'hundred' };
  if (DOZEN.has(word)) return { value: 12, approximate: false, kind: 'dozen' };
  const compound = GERMAN_COMPOUND.exec(word);
  if (compound) return { value: WORDS[compound[1] === 'ein' ? 'eins' : compound[1]] + WORDS[compound[2]], approximate: false, kind: 'unit' };
  // Serbian approximate numbers: deset → desetak, trideset → tridesetak, petnaest → petnaestak.
  if (language === 'sr' && word.endsWith('ak') && WORDS[word.slice(0, -2)] !== undefined && WORDS[word.slice(0, -2)] >= 10) {
    return { value: WORDS[word.slice(0, -2)], approximate: true, kind: 'unit' };
  }
  return null;
}

export interface Numeral {
  value: number;
  /** Words read, from the start. */
  length: number;
  approximate: boolean;
}

/**
 * The number spelled by the words from `start` ("a", "an", "ein", "half a" only before "dozen" or
 * "hundred"; "a couple of" = 2), or null. Words are folded and split at hyphens by the caller.
 */
export function readNumeral(words: string[], start: number, language: Language): Numeral | null {
  let i = start;
  let multiplier = 1;
  if (words[i] === 'half' && words[i + 1] === 'a' && DOZEN.has(words[i + 2] ?? '')) return { value: 6, length: 3, approximate: false };
  if (['a', 'couple'].includes(words[i]) && (words[i] === 'couple' || words[i + 1] === 'couple')) {
    const end = i + (words[i] === 'a' ? 2 : 1);
    return { value: 2, length: end - start + (words[end] === 'of' ? 1 : 0), approximate: false };
  }
  // Kept from the first interpreter: "a few" reads as 5.
  if (words[i] === 'a' && words[i + 1] === 'few') return { value: 5, length: 2, approximate: true };
  if (['a', 'an', 'one', 'ein', 'einen'].includes(words[i])) {
    const next = wordValue(words[i + 1] ?? '', language);
    if (!next || next.kind === 'unit') return null;
    i++;
  }
  let total = 0;
  let current = 0;
  let approximate = false;
  let read = 0;
  let lastKind: string | null = null;
  for (; i < words.length; i++) {
    const word = words[i];
    if (JOINERS.has(word) && read && wordValue(words[i + 1] ?? '', language)) continue;
    const found = wordValue(word, language);
    if (!found) break;
    // "thirty two" continues; "two thirty" or "five five" does not.
    if (found.kind === 'unit' && lastKind === 'unit' && (current % 10 !== 0 || found.value >= 10 || current === 0)) break;
    approximate ||= found.approximate;
    if (found.kind === 'unit') current += found.value;
    else if (found.kind === 'hundred') {
      total += (current || 1) * found.value;
      current = 0;
    } else multiplier = 12 * (current || 1);
    if (found.kind === 'dozen') current = 0;
    lastKind = found.kind;
    read++;
    if (found.kind === 'dozen') {
      i++;
      break;
    }
  }
  if (!read) return null;
  const value = multiplier > 1 ? multiplier + total + current : total + current;
  return { value, length: i - start, approximate };
}
