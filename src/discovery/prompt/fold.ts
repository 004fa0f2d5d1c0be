/**
 * Folding for lookup: Serbian Cyrillic transliterated to Latin, lower case, diacritics dropped, so
 * "Ваљево", "VALJEVO" and "Valjevo" meet, and "Niš" meets "nis" as people type it (đ and dj both fold to d).
 */
import { SERBIAN_LATIN } from '../../lib/serbian-cyrillic.js';

const LATIN_TO_CYRILLIC: [string, string][] = Object.entries(SERBIAN_LATIN)
  .map(([cyr, lat]): [string, string] => [lat, cyr])
  .sort((a, b) => b[0].length - a[0].length);

export const hasCyrillic = (text: string): boolean => /[\u0400-\u04ff]/.test(text);

/** Serbian Cyrillic → Latin (with diacritics), keeping case. */
export function toLatin(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (ch) => {
    const lower = ch.toLowerCase();
    const latin = SERBIAN_LATIN[lower];
    if (latin === undefined) return ch;
    return ch === lower ? latin : latin[0].toUpperCase() + latin.slice(1);
  });
}

/** Serbian Latin → Cyrillic (digraphs lj, nj, dž first), keeping case of the first letter. */
export function toCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const pair = LATIN_TO_CYRILLIC.find(([lat]) => text.slice(i, i + lat.length).toLowerCase() === lat);
    if (!pair) {
      out += text[i];
      i++;
      continue;
    }
    const upper = text[i] !== text[i].toLowerCase();
    out += upper ? pair[1].toUpperCase() : pair[1];
    i += pair[0].length;
  }
  return out;
}

/**
 * Latin letters that Unicode does not decompose into a base letter and a mark, written as GeoNames'
 * ASCII names write them ("Łódź" → "lodz", "Tromsø" → "tromso", "Ærøskøbing" → "aeroskobing"); and ß,
 * and đ or dj ("Aranđelovac" is typed "Arandjelovac" as often as "Arandelovac").
 */
const LETTERS: Record<string, string> = { ß: 'ss', đ: 'd', dj: 'd', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd', ħ: 'h', ŧ: 't', ŀ: 'l', ŋ: 'n', ĸ: 'k' };

export function fold(text: string): string {
  // Most names and words are plain ASCII: the same result without the Unicode passes (the gazetteer folds ~10⁶ names).
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().replace(/dj/g, 'd').replace(/`/g, "'");
  return (hasCyrillic(text) ? toLatin(text) : text)
    .toLowerCase()
    .replace(/[ßđłøæœıþðħŧŀŋĸ]|dj/g, (letters) => LETTERS[letters])
    .normalize('NFD')
    .replace(/[\p{M}’‘`]/gu, (ch) => (ch === '’' || ch === '‘' || ch === '`' ? "'" : ''));
}
