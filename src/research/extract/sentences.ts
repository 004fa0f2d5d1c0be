import { isTitle } from './person-name.js';

/**
 * The sentences of a block of text: a full stop, a question or an exclamation mark, then a capital — unless the word
 * before the full stop is an initial or a title ("Frau Dr. Selin Aydın", "dott. Luca", "M. Dupont"). A bracket
 * before it ends one ("… (Zahnarzt). Heute …"); a number does with `afterYears` when it is a year ("… in 2009. Chloe
 * …", as sentence roles read a bio), never an ordinal ("(1. Vorsitzende)"); a stop after other marks does not.
 */
/** Short words written with a stop that are abbreviations, not names: "St.", "Co.", "Nr.", "Tel.". */
const ABBREVIATION =
  /^(?:st|co|no|nr|mr|ms|mrs|dr|jr|sr|inc|ltd|bd|av|ave|rd|str|tel|fax|mob|ing|mag|dir|ges|abs|sen|jun|hon|rev|bro|vol|art|abt|ca|cf|vgl|bzw|inkl|zzgl|usw|etc|esq)$/i;
/** A short name ending a sentence: "… Mia and Tom. Nurses: …", "… Joe Li. Cleaning: …" (a capital and lower case, no abbreviation). */
const isShortName = (word: string) => /^\p{Lu}\p{Ll}{1,2}$/u.test(word) && !ABBREVIATION.test(word);

export function sentences(text: string, { afterYears = false }: { afterYears?: boolean } = {}): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const end of text.matchAll(/[.!?]\s+(?=\p{Lu})/gu)) {
    // (The word before is read from a short window: a long run of letters must not be read again at each stop.)
    const word = /([\p{L}\d]+)$/u.exec(text.slice(Math.max(from, end.index - 30), end.index))?.[1];
    // (A short word ends one only in lower case or as a short name: "… towards it. Chloe has …", "… Mia and Tom. Nurses …",
    // not "Dr. Okafor" or "M. Dupont"; nor does an ordinal: "(1. Vorsitzende)", "im 2. Stock".)
    if (!word && text[end.index - 1] !== ')') continue;
    if (
      text[end.index] === '.' &&
      word &&
      ((/^\d+$/.test(word) && !(afterYears && word.length >= 3)) ||
        (/\p{L}/u.test(word) && word.length < 4 && !/^\p{Ll}{2,}$/u.test(word) && !isShortName(word)) ||
        isTitle(`${word}.`))
    )
      continue;
    parts.push(text.slice(from, end.index + end[0].length).trim());
    from = end.index + end[0].length;
  }
  parts.push(text.slice(from).trim());
  return parts.filter(Boolean);
}
