import { hasCyrillic, toCyrillic, toLatin } from './fold.js';

/**
 * Nominative guesses for a Serbian place word in the locative, dative or genitive ("Valjevu" → Valjevo,
 * "Kragujevca" → Kragujevac, "Bačkoj Palanci" → Bačka Palanka, "Ваљеву" → Ваљево). Over-generating is
 * fine: the caller keeps the first guess the gazetteer knows.
 */
const RULES: [ending: string, replacements: string[]][] = [
  // adjectives: Novom/Novog → Novi, Novo; Bačkoj/Bačke → Bačka; Gornjem → Gornji; Sremskim(a) → Sremski
  ['om', ['i', 'o', '']],
  ['og', ['i', 'o']],
  ['oj', ['a']],
  ['em', ['i', 'e']],
  ['eg', ['i', 'e']],
  ['ima', ['i', 'e']],
  ['im', ['i']],
  ['ih', ['i']],
  // feminine nouns: Subotici → Subotica, Palanci → Palanka, Požezi → Požega, Sokobanji → Sokobanja
  ['ci', ['ca', 'ka']],
  ['zi', ['ga']],
  ['si', ['ha']],
  ['i', ['a', 'e', '']],
  ['e', ['a', 'i']],
  // masculine and neuter: Beogradu → Beograd, Valjevu → Valjevo, Užicu → Užice; genitive Beograda, Valjeva
  ['u', ['', 'o', 'e']],
  ['a', ['', 'o', 'e']],
];

/**
 * Kragujevc → Kragujevac, Čačk → Čačak, Šapc → Šabac, Žablj → Žabalj, Krupnj → Krupanj: the "a" that
 * declension drops, and the voicing it undoes.
 */
function fleetingA(stem: string): string[] {
  const m = /([bcćčdđfghjklmnprsštvzž])(lj|nj|[ck])$/i.exec(stem);
  if (!m) return [];
  const before = stem.slice(0, m.index);
  const base = `${before}${m[1]}a${m[2]}`;
  const voiced = m[1] === 'p' && /^[ck]$/i.test(m[2]) ? `${before}ba${m[2]}` : null;
  return voiced ? [voiced, base] : [base];
}

function latinGuesses(word: string): string[] {
  const guesses: string[] = [];
  const lower = word.toLowerCase();
  for (const [ending, replacements] of RULES) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 2) continue;
    const stem = word.slice(0, word.length - ending.length);
    for (const replacement of replacements) {
      if (replacement === '') guesses.push(...fleetingA(stem));
      guesses.push(stem + (word === word.toUpperCase() ? replacement.toUpperCase() : replacement));
    }
  }
  return [...new Set(guesses)];
}

/** Guesses for one word, in the word's own script, most likely first, the word itself last. */
export function nominativeGuesses(word: string): string[] {
  if (!hasCyrillic(word)) return [...latinGuesses(word), word];
  return [...latinGuesses(toLatin(word)).map(toCyrillic), word];
}
