import { isTitle } from './person-name.js';

/**
 * The sentences of a block of text: a full stop after a word or a bracket, or a question or exclamation mark, then a
 * capital — unless the word is an initial or a title ("Frau Dr. Selin Aydın", "dott. Luca", "M. Dupont").
 */
export function sentences(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const end of text.matchAll(/(\p{L}+)(\))?([.!?])\s+(?=\p{Lu})/gu)) {
    // (A short word ends one only in lower case: "… towards it. Chloe has …", not "Dr. Okafor" or "M. Dupont"; a
    // bracket always does: "… (Zahnarzt). Heute …".)
    if (end[3] === '.' && !end[2] && ((end[1].length < 4 && !/^\p{Ll}{2,}$/u.test(end[1])) || isTitle(`${end[1]}.`))) continue;
    parts.push(text.slice(from, end.index + end[0].length).trim());
    from = end.index + end[0].length;
  }
  parts.push(text.slice(from).trim());
  return parts.filter(Boolean);
}
