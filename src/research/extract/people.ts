import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { PersonFinding } from '../findings.js';
import { collapse, snippet } from './page-text.js';

/**
 * Named people with their roles, only where the page states both together: a team card (a name and
 * its role in one card) or a labelled line ("Geschäftsführer: Thomas Weber"). A name alone, or a
 * role without a name, is never reported.
 */

/** Titles written before a name; the name we report leaves them out. */
const TITLE = String.raw`(?:(?:[Dd]r|[Pp]rof|Mr|Mrs|Ms|Mag|[Dd]ipl\.?-?(?:Ing|ing|Kfm|oec)?|[Ii]ng|[Дд]р|[Пп]роф)\.?[^\S\n]+)*`;
// "MacLeod", "DeVries", "O'Brien", "Jovanović-Ilić".
const NAME_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]*(?:\p{Lu}[\p{Ll}\p{M}'’]+)?(?:-\p{Lu}[\p{Ll}\p{M}'’]*)?`;
const PARTICLE = String.raw`(?:von|van|de|der|den|di|da|du|la|le|zu)`;
/** Spaces within a line: a name never continues on the next line (the next block). */
const SP = String.raw`[^\S\n]+`;
const NAME = String.raw`${NAME_WORD}(?:${SP}(?:${PARTICLE}${SP})?${NAME_WORD}){1,3}`;

/** Capitalised words that are not names: headings, labels and greetings that look like one. */
const NOT_NAME_WORDS = new Set(
  [
    'our', 'the', 'meet', 'team', 'about', 'contact', 'us', 'welcome', 'home', 'services', 'phone', 'tel', 'telephone', 'email', 'e-mail', 'mail', 'fax', 'address',
    'mobile', 'mob', 'web', 'website', 'office', 'company', 'ltd', 'limited', 'llc', 'inc', 'gmbh', 'doo', 'd.o.o', 'ag', 'kg', 'unser', 'unsere', 'das', 'die',
    'der', 'telefon', 'adresse', 'kontakt', 'impressum', 'naš', 'nas', 'tim', 'o', 'nama', 'adresa', 'тим', 'наш', 'контакт', 'телефон', 'адреса', 'and', 'und',
    'i', 'и', 'street', 'road', 'straße', 'strasse', 'ulica', 'bulevar', 'london', 'berlin', 'beograd', 'novi', 'sad', 'münchen', 'wien', 'director', 'founder',
    'ceo', 'owner', 'manager', 'direktor', 'vlasnik', 'osnivač', 'директор', 'оснивач', 'geschäftsführer', 'inhaber', 'inhaberin',
  ].map((w) => w.toLowerCase()),
);

/** Roles that may label a name on its own line, as written in English, German and Serbian. */
const ROLE = String.raw`(?:co-?\s?founder(?:\s*(?:&|and)\s*ceo)?|founder(?:\s*(?:&|and)\s*(?:ceo|director|owner))?|ceo|cto|coo|cfo|chief executive(?:\s+officer)?|managing\s+director|managing\s+partner|general\s+manager|director|owner|proprietor|president|principal|geschäftsführer(?:in)?|geschäftsführung|inhaber(?:in)?|gründer(?:in)?|vorstand|generalni\s+direktor|izvršni\s+direktor|direktor(?:ka)?|osniva(?:č|c)(?:ica)?|suvlasni(?:k|ca)|vlasni(?:k|ca)|odgovorno\s+lice|генерални\s+директор|директор(?:ка)?|оснивач(?:ица)?|власни(?:к|ца)|одговорно\s+лице)`;
// Roles are matched case-insensitively; names after them case-sensitively (capitalised words).
const ROLE_LABEL = new RegExp(String.raw`(?<![\p{L}])(${ROLE})(?![\p{L}])[^\S\n]*:[^\S\n]*`, 'giu');
const NAMES_AFTER_LABEL = new RegExp(String.raw`(?:${TITLE}${NAME})(?:(?:[^\S\n]*[,&][^\S\n]*|${SP}(?:and|und|i|и)${SP})${TITLE}${NAME})*`, 'uy');
const ONE_NAME = new RegExp(String.raw`${TITLE}(${NAME})`, 'gu');

/** The name as written, cut before the first word that cannot be part of one; null if under two words remain. */
function cleanName(candidate: string): string | null {
  const words = candidate.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (NOT_NAME_WORDS.has(word.toLowerCase().replace(/[.,:;]+$/, ''))) break;
    kept.push(word);
  }
  const nameWords = kept.filter((w) => !new RegExp(`^${PARTICLE}$`).test(w));
  return nameWords.length >= 2 && nameWords.length <= 4 ? kept.join(' ') : null;
}

function stripTitle(text: string): string {
  return text.replace(new RegExp(`^${TITLE}`, 'iu'), '').trim();
}

const isName = (text: string) => text.length <= 60 && new RegExp(`^${NAME}$`, 'u').test(text) && cleanName(text) === text;

/** A role line: short, has letters, no contact details in it. */
const isRole = (text: string) => text.length >= 2 && text.length <= 80 && /\p{L}/u.test(text) && !/@|\d{3}|https?:/.test(text);

const CARD_CLASS = /(^|[\s_-])(team|member|members|person|people|staff|employee|doctor|doctors|tim|clan|mitarbeiter|mitarbeiterin)([\s_-]|$)/i;
const NAME_SELECTOR = 'h2, h3, h4, h5, h6, strong, b, [class*="name"]';
const ROLE_SELECTOR = '[class*="role"], [class*="position"], [class*="title"], [class*="job"], [class*="funkcija"]';

function cardPerson($: CheerioAPI, card: Cheerio<Element>, sourceUrl: string): PersonFinding | null {
  const nameEl = card.find(NAME_SELECTOR).first();
  if (!nameEl.length) return null;
  const raw = collapse(nameEl.text());
  const name = stripTitle(raw);
  if (!isName(name)) return null;
  let roleEl = card.find(ROLE_SELECTOR).not(nameEl).filter((_, el) => !$(el).find(NAME_SELECTOR).length).first();
  if (!roleEl.length) roleEl = nameEl.nextAll('p, span, div, em, small, i').first();
  if (!roleEl.length) roleEl = nameEl.parent().nextAll('p, span, div, em, small, i').first();
  const role = collapse(roleEl.text());
  if (!isRole(role) || role === raw) return null;
  return { type: 'person', value: `${name} — ${role}`, raw: name, name, role, sourceUrl, evidence: `${raw} — ${role}`, method: 'team_card' };
}

export function findPeople($: CheerioAPI, text: string, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  // Innermost cards only: the "Our team" section around the cards has a heading too.
  const cards = $('[class]').filter((_, el) => CARD_CLASS.test(el.attribs.class ?? ''));
  cards
    .filter((_, el) => !$(el).find('[class]').toArray().some((inner) => CARD_CLASS.test((inner as Element).attribs.class ?? '') && $(inner).find(NAME_SELECTOR).length > 0))
    .each((_, el) => {
      const person = cardPerson($, $(el), sourceUrl);
      if (person) found.push(person);
    });

  for (const label of text.matchAll(ROLE_LABEL)) {
    const role = label[1]!;
    NAMES_AFTER_LABEL.lastIndex = label.index + label[0].length;
    const names = NAMES_AFTER_LABEL.exec(text);
    if (!names) continue;
    for (const one of names[0].matchAll(ONE_NAME)) {
      const name = cleanName(one[1]!);
      if (!name) continue;
      const start = names.index + one.index + one[0].indexOf(one[1]!);
      found.push({ type: 'person', value: `${name} — ${role}`, raw: name, name, role, sourceUrl, evidence: snippet(text, label.index, start + name.length), method: 'labelled_text' });
    }
  }
  return found;
}
