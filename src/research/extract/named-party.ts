import { foldText, isJobTitle } from './job-title.js';
import { isTitle, parseName } from './person-name.js';

/**
 * Whose a number or a profile given in running text is: the party the sentence names nearest before it. "… call Missoula
 * Water customer service (Tel. …)", "pozovite šlep službu Auto-šlep Pajić, tel. …", "… obratite se руководиоцу Мирку
 * Ђурићу, тел. …, или страница <a>facebook.com/…</a>" give another's; "Clark Fork Plumbing answers every call (Tel. …)"
 * the business's.
 */

/** A street, a house number or a postcode: "5 Drake Street, Rochdale OL16 1RE", "Penzinger Straße 58, 1140 Wien". */
const STREET =
  /\p{L}(?:straße|strasse|gasse|weg|platz|laan|straat|plein|ulica)(?!\p{L})|(?<!\p{L})(?:street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|rue|via|viale|calle|avenida|ulica|ul\.|trg|bulevar|boulevard)(?!\p{L})/iu;
export const isAddress = (text: string) => STREET.test(text) || /\d{4,5}\s+\p{Lu}\p{Ll}|\p{Lu}{1,2}\d{1,2}\p{Lu}?\s*\d\p{Lu}{2}|\d+\s*[a-z]?,/u.test(text);

/** A name in running text: two or more capitalised words, or one joined by a hyphen ("Auto-šlep Pajić", "Dales Gas Services"). */
const NAME_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*)+|(?<![\p{L}\p{N}])\p{Lu}\p{L}*-\p{L}+/gu;
const COURTESY =
  /^(?:frau|herr|mr|mrs|ms|miss|madame|monsieur|mme|mlle|señor|señora|signor|signora|gospođa|gospođica|gospodin|госпођа|господин|pani|pan|mevrouw|meneer|dhr|mevr)\.?\s/iu;
const POSSESSIVE_BEFORE = /(?<!\p{L})(?:our|unser\p{L}*|notre|nos|nuestr\p{L}*|il\s+nostro|la\s+nostra|onze|ons|naš\p{L}*|наш\p{L}*|nasz\p{L}*)\s+$/iu;

/**
 * The sentence that text ends in, within its line: the part after the last full stop (and after a "·" or "|", which set
 * items apart: "Udruženje … · Kralja Petra I 14 · tel. …"); none where the text ends at such a mark.
 */
export function sentenceEnding(text: string): string {
  // (Text ending at such a mark ends an item: what follows it starts a new one, "… Novi Beograd · <a>LinkedIn</a>".)
  if (/(?:[·|•]|\s[-–—])\s*$/u.test(text)) return '';
  const line = text.slice(text.lastIndexOf('\n') + 1);
  const ends = [...line.matchAll(/[.!?]\s+(?=\p{Lu})/gu)];
  const sentence = ends.length ? line.slice(ends.at(-1)!.index + ends.at(-1)![0].length) : line;
  return sentence.slice(Math.max(sentence.lastIndexOf(' · '), sentence.lastIndexOf(' | ')) + 1);
}

export interface Own {
  /** The words of the site's own names, folded. */
  words: Set<string>;
  /** The page's own people, by name. */
  people: string[];
  /** The towns of the page's addresses, folded: a business and others are named after them alike. */
  towns: Set<string>;
}

/**
 * Whether the party a sentence (up to a number or a link) names nearest is someone other than the business: a name in it,
 * not where the sentence starts, at most half of whose words are the business's (its towns not counted), that is not one
 * of the page's people, a person addressed with a courtesy title ("Sie erreichen Frau Ammann …") or introduced by one of
 * the business's own offices ("the Club Welfare Officer, Jane Smith"), nor written as the business's own ("our Missoula
 * Showroom"). A street says where, not who: the name before it is read. Prose only: a label line of a few words is not.
 */
export function namesAnotherParty(sentence: string, own: Own): boolean {
  if (!own.words.size || sentence.split(/\s+/).length < 6) return false;
  // (The business's own office leads with its own word: "Club Welfare Officer" at a tennis club, not "County Tennis Development Officer".)
  const ownOffice = (office: string | undefined) => {
    const first = foldText(office?.split(/\s+/)[0] ?? '');
    return !!office && isJobTitle(office) && own.words.has(first) && !own.towns.has(first);
  };
  for (const m of [...sentence.matchAll(NAME_RUN)].reverse()) {
    if (m.index === 0) return false;
    const run = m[0];
    const after = sentence.slice(m.index + run.length, m.index + run.length + 8);
    // A street: one with a street's word, or a house number after it ("Краља Петра I 14").
    if (isAddress(`${run}${after}`) || /^\s*\d{1,4}\p{L}?(?!\p{N})/u.test(after)) continue;
    if (POSSESSIVE_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index)) || COURTESY.test(run) || isTitle(run.split(/\s+/)[0])) return false;
    if (own.people.some((name) => name.includes(run) || run.includes(name))) return false;
    if (parseName(run) && ownOffice(/((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)[\s,–—-]+$/u.exec(sentence.slice(0, m.index))?.[1])) return false;
    const words = run
      .split(/[^\p{L}\p{N}]+/u)
      .map(foldText)
      .filter((w) => w.length > 2);
    // (All of it the business's name is the business, its town in it or not: "North Park Family Dentistry".)
    if (words.every((w) => own.words.has(w))) return false;
    const ownCount = words.filter((w) => own.words.has(w) && !own.towns.has(w)).length;
    return words.length > 0 && ownCount * 2 <= words.length;
  }
  return false;
}
