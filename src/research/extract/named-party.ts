import { foldText, isJobTitle, isOccupation } from './job-title.js';
import { isCourtesyTitle, isTitle, parseName } from './person-name.js';

/**
 * Whose a number or a profile given in running text is: the party the sentence names nearest before it. "… call Missoula
 * Water customer service (Tel. …)", "pozovite šlep službu Auto-šlep Pajić, tel. …", "… obratite se руководиоцу Мирку
 * Ђурићу, тел. …, или страница <a>facebook.com/…</a>" give another's; "Clark Fork Plumbing answers every call (Tel. …)"
 * the business's.
 */

/** A trade's word right after a street's in a name: "Moss Street Motors", "Church Road Surgery" (not "Station Road Penwortham"). */
const FIRM_AFTER_STREET =
  /^\s+(?:motors?|garage|autos?|cars|tyres|coaches|taxis?|surgery|pharmacy|chemists?|dental|clinic|practice|vets?|veterinary|services|stores?|studios?|bakery|dairy|nursery|stables)(?!\p{L})/iu;

/** A street, a house number or a postcode: "5 Drake Street, Rochdale OL16 1RE", "Penzinger Straße 58, 1140 Wien". */
const STREET =
  /\p{L}(?:straße|strasse|gasse|weg|platz|laan|straat|plein|ulica)(?!\p{L})|(?<!\p{L})(?:street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|rue|via|viale|calle|avenida|ulica|ul\.|trg|bulevar|boulevard)(?!\p{L})/iu;
export const isAddress = (text: string) => STREET.test(text) || /\d{4,5}\s+\p{Lu}\p{Ll}|\p{Lu}{1,2}\d{1,2}\p{Lu}?\s*\d\p{Lu}{2}|\d+\s*[a-z]?,/u.test(text);

/** A name in running text: two or more capitalised words, or one joined by a hyphen ("Auto-šlep Pajić", "Dales Gas Services"). */
const NAME_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*)+|(?<![\p{L}\p{N}])\p{Lu}\p{L}*-\p{L}+/gu;
/** The business's possessive, a word or two before a name: "our coach James Whitfield", "unser Team". */
const POSSESSIVE_BEFORE = /(?<!\p{L})(?:our|unser\p{L}*|notre|nos|nuestr\p{L}*|il\s+nostro|la\s+nostra|onze|ons|naš\p{L}*|наш\p{L}*|nasz\p{L}*)\s+((?:\p{Ll}[\p{L}-]*\s+){0,2})$/iu;
/** Words after "our" that name another party all the same: "our partner …", "our neighbours …", "our landlord …". */
const OTHERS_AFTER_OUR =
  /(?<!\p{L})(?:partner\p{L}*|neighbou?r\p{L}*|friends?|sponsors?|suppliers?|landlord|vermieter\p{L}*|nachbar\p{L}*|lieferant\p{L}*|partenaire\p{L}*|voisin\p{L}*|fournisseur\p{L}*|socio|socios|proveedor\p{L}*|vecin\p{L}*|fornitor\p{L}*|vicin\p{L}*|buren|leverancier\p{L}*|komšij\p{L}*|dobavlja\p{L}*|sąsiad\p{L}*|dostawc\p{L}*)(?!\p{L})/iu;

/**
 * The sentence that text ends in, within its line: the part after the last full stop (and after a "·" or "|", which set
 * items apart: "Udruženje … · Kralja Petra I 14 · tel. …"); none where the text ends at such a mark.
 */
export function sentenceEnding(text: string): string {
  // (Text ending at such a mark ends an item: what follows it starts a new one, "… Novi Beograd · <a>LinkedIn</a>".)
  if (/(?:[·|•]|\s[-–—])\s*$/u.test(text)) return '';
  const line = text.slice(text.lastIndexOf('\n') + 1);
  // (Not after an abbreviation that ends no sentence: "… der Dötsch Familienholding GmbH & Co. KG (HRA …)", "Dr. Weber".)
  const ends = [...line.matchAll(/(?<!(?:^|[\s(&])(?:Co|Nr|No|Dr|Prof|Abs|Mr|Mrs|Ms|Hr|Fr|Ing|Mag|Sr|Jr))[.!?]\s+(?=\p{Lu})/gu)];
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

/** Capitalised words that name no party: polite pronouns, articles ("Die DATEV-Servicehotline …") and possessives, and holidays. */
const NO_NAME_WORD =
  /^(?:ihr\p{L}*|sie|uns\p{L}*|unser\p{L}*|our|the|die|der|das|dem|den|les|los|las|gli|het|your|notre|nos|votre|vos|nuestr\p{L}*|vuestr\p{L}*|vaš\p{L}*|naš\p{L}*|ваш\p{L}*|наш\p{L}*|państw\p{L}*|uw|onze|ons|noël|nouvel|an|semana|santa|boże|narodzenie|wielkanoc|christmas|easter|new|year|ostern|weihnachten|pâques|navidad|natale|pasqua|uskrs\p{L}*|božić\p{L}*|kerst\p{L}*|pasen|valentine\p{L}*|mother\p{L}*|dzień|matki|praznik\p{L}*)$/iu;

/** A word of the business's own names, as written or declined ("Apartmanima" for "Apartmani", "Vereins" for "Verein"). */
function isOwnWord(word: string, own: Set<string>): boolean {
  if (own.has(word)) return true;
  return word.length >= 5 && [...own].some((w) => w.length >= 5 && (word.startsWith(w.slice(0, -1)) || w.startsWith(word.slice(0, -1))) && Math.abs(w.length - word.length) <= 2);
}

/**
 * The names in running text, parted at capitalised words that name no one — a polite pronoun or an article ("Bestellung
 * Ihrer Brillen" is no name), a holiday: two or more capitalised words, or one joined by a hyphen — and a name in
 * quotation marks, one word or a few; in the order they stand.
 */
function nameRuns(sentence: string): { text: string; index: number }[] {
  const runs: { text: string; index: number }[] = [];
  // A name in quotation marks, one word or a few, as Serbian and German write businesses' and places' names: "Očna
  // ordinacija „Vid plus“", "Planinarski dom „Goč“" (not a talk's title of many words, "„Gut versorgt am Lebensende“").
  for (const m of sentence.matchAll(QUOTED_NAME)) if (m[1].trim().split(/\s+/).length <= 3) runs.push({ text: m[1], index: m.index + 1 });
  // One word after an elided article, as French and Italian name institutions: "à l'Alliance française de Lausanne".
  // (Not one of the business's own desks: "Contactez l'Accueil au …", "l'Équipe".)
  for (const m of sentence.matchAll(/(?<=(?<!\p{L})[lL]['’])\p{Lu}\p{Ll}{2,}(?!\p{L})/gu)) if (!OWN_DESK.test(m[0])) runs.push({ text: m[0], index: m.index });
  for (const m of sentence.matchAll(NAME_RUN)) {
    let part: { text: string; index: number } | null = null;
    const flush = () => {
      if (part && (/\s/.test(part.text) || /-/.test(part.text))) runs.push(part);
      part = null;
    };
    for (const w of m[0].matchAll(/\S+/gu)) {
      if (NO_NAME_WORD.test(w[0].replace(/[^\p{L}]/gu, ''))) {
        flush();
        continue;
      }
      const at = m.index + w.index;
      part = part ? { text: sentence.slice(part.index, at + w[0].length), index: part.index } : { text: w[0], index: at };
    }
    flush();
  }
  return runs.sort((a, b) => a.index - b.index);
}

/**
 * The person a sentence names last, by a whole name ("… beantwortet Ilona Szabó-Keller, Mobile"), or null — after the
 * title German writes before it in the same run of capitals: "Obfrau Elisabeth Moosbrugger: Mobil …".
 */
export function lastPersonNamed(sentence: string): string | null {
  const run = nameRuns(sentence).at(-1)?.text.trim();
  if (!run) return null;
  const title = /^(\p{Lu}\p{Ll}+)\s+(?=\p{Lu})/u.exec(run);
  const text = title && isJobTitle(title[1]) ? run.slice(title[0].length) : run;
  const parsed = parseName(text);
  return parsed && parsed.name === text && parsed.name.includes(' ') ? parsed.name : null;
}

const QUOTED_NAME = /[„“"«]((?=\p{Lu})[^"“”„«»\n]{2,40}?)[“”"»]/gu;

/**
 * Whether the party a sentence (up to a number or a link) names nearest is someone other than the business: a name in it,
 * not where the sentence starts, at most half of whose words are the business's (its towns not counted) — not one of
 * the page's people, a person addressed with a courtesy title ("Sie erreichen Frau Ammann …"), nor one written as the
 * business's own ("our Missoula Showroom", "our coach James Whitfield"). A street says where, not who: the name before it
 * is read. Prose only: a label line of a few words is not. (Requiring a sign of an organisation as well — its trade's
 * word, a call to turn to it — was tried: the held-out corpora's other parties are mostly people named so, a referee, a
 * landlord, another club's contact, and it kept nearly all of their numbers.)
 */
export function namesAnotherParty(sentence: string, own: Own): boolean {
  if (!own.words.size) return false;
  const turned = turnedTo(sentence, own);
  if (turned !== null) return turned;
  if (sentence.split(/\s+/).length < 6) return labelNamesAnother(sentence, own);
  for (const m of nameRuns(sentence).reverse()) {
    if (m.index === 0) return labelNamesAnother(sentence, own);
    const run = m.text;
    const after = sentence.slice(m.index + run.length, m.index + run.length + 8);
    // A street: one with a street's word, or a house number after it ("Краља Петра I 14") — not a firm named after one,
    // the street's word inside its name ("Moss Street Motors (Tel. …)").
    const street = STREET.exec(run);
    const firmAfterStreet = street !== null && FIRM_AFTER_STREET.test(run.slice(street.index + street[0].length));
    if ((isAddress(`${run}${after}`) && !firmAfterStreet) || /^\s*\d{1,4}\p{L}?(?!\p{N})/u.test(after)) continue;
    return isAnothersName(run, sentence.slice(0, m.index), own);
  }
  return false;
}

/**
 * A label line naming its party before the number: "Nelson Marina office (berths, boat ramp): Ph …", "Port Nelson
 * harbourmaster: Ph …" — a name at the start of a few words ending at a colon, read as in prose.
 */
function labelNamesAnother(sentence: string, own: Own): boolean {
  const label = /^(.{3,80}?)\s*:\s*(?:\S{1,6}\.?\s*)?$/u.exec(sentence.replace(/\s*\([^)]*\)/gu, ''))?.[1];
  if (!label || label.split(/\s+/).length > 6) return false;
  const run = nameRuns(label)[0];
  return !!run && run.index === 0 && !isAddress(label) && isAnothersName(run.text, '', own);
}

/**
 * Turning the reader to someone right before the number: "… auprès de la médiathèque : tél.", "… обратите се њима, тел.",
 * "… should go to the center directly: phone", "chiamate direttamente lo stabilimento: Tel.", "… can go to their helpline, tel.",
 * "puede llamar al SEPE en Valladolid, teléfono".
 */
const TURN_TO =
  /(?<!\p{L})(?:auprès\s+(?:de\s+la\s+|du\s+|de\s+l['’]\s*|des\s+)|adressez-vous\s+(?:à\s+la\s+|au\s+|à\s+l['’]\s*|aux\s+)|contact(?:ez)?(?:\s+(?:the|la|le|les)\s+|\s+l['’]\s*|\s+)|(?:call|ring)\s+the\s+|(?:phone|go\s+to|speak\s+to|ask)\s+the\s+(?=\p{L}+\s+directly)|obratite\s+se\s+|обратите\s+се\s+|javite\s+se\s+|јавите\s+се\s+|wenden\s+Sie\s+sich\s+an\s+(?:die|den|das)\s+|rivolg(?:ersi|etevi)\s+(?:direttamente\s+)?(?:a|al|alla|allo)\s+|(?:chiamate|chiamare|contattate|contattare)\s+(?:direttamente\s+)?(?:il|lo|la|l['’])\s*|(?:llame|llamar|llamen|contacte|contactar|diríjase|dirigirse)\s+(?:directamente\s+)?(?:al|a\s+la|a)\s+|(?:go|turn|write|speak|talk)\s+to\s+their\s+|(?:their|leurs?|hun|deren|dessen|njihov\p{L}*|њихов\p{L}*)\s+)(\p{L}+)(?:\s+(?:en|in|à|a|u|у)\s+\p{Lu}[\p{L}-]+)?(?:\s+(?:directly|direct|direkt|directement|directamente|direttamente|rechtstreeks))?[\s,:]*(?:\p{L}{1,6}\.?\s*)?$/iu;
/** Words for the business's own desks and premises, and its "us": turned to, they are its own. */
const OWN_DESK =
  /^(?:us|nous|uns|nas|нас|nama|нама|noi|ons|office|reception|desk|secretary|secretariat|team|studio|shop|store|salon|clinic|practice|surgery|accueil|équipe|equipe|secrétariat|bureau|cabinet|boutique|atelier|büro|sekretariat|empfang|praxis|kanzlei|sekretarijat|секретаријат|kancelarija|канцеларија|ordinacija|ординација|recepcija|рецепција|segreteria|ufficio|negozio)$/iu;
/** A third person turned to: "… обратите се њима" is another party. */
const THEM = /^(?:them|eux|elles|njima|њима|njih|њих|loro)$/iu;

/**
 * Whom the sentence turns the reader to right before the number: another party (true), the business — its desk, "us",
 * one of its trades ("contact the coach") or a word of its name (false) — or, for a capitalised name, undecided (null:
 * read as any name is).
 */
function turnedTo(sentence: string, own: Own): boolean | null {
  const word = TURN_TO.exec(sentence)?.[1];
  // (A body by its initials, not the business's own: "puede llamar al SEPE en Valladolid, teléfono …".)
  if (word && /^\p{Lu}{2,6}$/u.test(word) && !isOwnWord(foldText(word), own.words)) return true;
  if (!word || /^\p{Lu}/u.test(word)) return null;
  if (THEM.test(word)) return true;
  if (OWN_DESK.test(word) || isOccupation(word)) return false;
  return !isOwnWord(foldText(word), own.words);
}

/**
 * Whether a name the sentence gives (`before` it, the sentence's words) is someone other than the business: not one of
 * the page's people, a person addressed with a courtesy title, one written as the business's own, nor a name more than
 * half of whose words are the business's.
 */
function isAnothersName(run: string, before: string, own: Own): boolean {
  // (The business's own: right after "our", or after "our" and its own role, "our coach James Whitfield" — not "our partner …".)
  const possessive = POSSESSIVE_BEFORE.exec(before.slice(-40));
  if (possessive && (!possessive[1].trim() || (isJobTitle(possessive[1].trim()) && !OTHERS_AFTER_OUR.test(possessive[1])))) return false;
  if (isCourtesyTitle(run.split(/\s+/)[0]) || isTitle(run.split(/\s+/)[0])) return false;
  if (own.people.some((name) => name.includes(run) || run.includes(name))) return false;
  // A person one of the business's own offices introduces is its own: "… the Club Welfare Officer, Jane Smith, tel. …" at
  // a club, its office led by its own word (not "the County Tennis Development Officer, …").
  const office = /((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)[\s,–—-]+$/u.exec(before)?.[1];
  const officeLead = foldText(office?.split(/\s+/)[0] ?? '');
  if (office && parseName(run) && isJobTitle(office) && own.words.has(officeLead) && !own.towns.has(officeLead)) return false;
  const words = run
    .split(/[^\p{L}\p{N}]+/u)
    .map(foldText)
    .filter((w) => w.length > 2);
  // (All of it the business's name is the business, its town in it or not: "North Park Family Dentistry"; so is a name
  // half of whose words are the business's: "Apartmanima Marija", "Thomas Keller" at Malerbetrieb Keller.)
  if (words.every((w) => isOwnWord(w, own.words))) return false;
  const ownCount = words.filter((w) => isOwnWord(w, own.words) && !own.towns.has(w)).length;
  return words.length > 0 && ownCount * 2 <= words.length;
}
