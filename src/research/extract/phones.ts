import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PhoneFinding } from '../findings.js';
import { endsInRegisterLabel, nameWords, namesOtherCompany, namesOtherKind, namesOtherOrganisation, postcodeTowns, withoutNames } from './other-organisation.js';
import { pageParties, type PageParties } from './others-sections.js';
import { collapse, linesBefore, snippet, textBefore } from './page-text.js';
import { textBlocks, type TextBlock } from './text-blocks.js';
import { foldText, isJobTitle, isOfficeOfBoard } from './job-title.js';
import { columnHeader } from './table-header.js';
import { leadingName, parseName } from './person-name.js';
import { isAddress, lastPersonNamed, namesAnotherParty, sentenceEnding } from './named-party.js';

/**
 * The business's telephone numbers: `tel:` links, numbers after a telephone label ("Tel:", "Telefon:",
 * "Тел:", "Mobile / WhatsApp:", "Centrala:", "T:"), numbers standing alone in the site's header, top
 * bar or contact block, and numbers under a label block ("Text us" / "(512) 961-0442"). Fax labels are
 * deliberately absent: a fax number is not a number to call. A number the page gives for another
 * organisation — the chamber or regulator in an Impressum, an association, an insurer, an emergency
 * service, the web agency — is not the business's and is left out.
 */
// (Thirty-fifth session: a German "Fon", "Ring us on", "Contact number", and a "T" before the number without a colon: "T. 01865
// 123456", "T +49 761 …"; thirty-sixth: "Freephone 0800 …".)
const PHONE_WORD = String.raw`tel(?:efon|ephone|efoon|efono|efone|efonnummer)?|fon|free\s?(?:phone|call)|ring(?:\s+us)?|contact\s+(?:number|no)|t(?=\.?\s*\+?\(?\d)|t[ée]l[ée]phone|t[ée]l|tel[ée]fono|tfno|tlf|gsm|rufnummer|phone|ph|mob(?:ile|il|ilni|itel|iel|iltelefon)?|handy|natel|m[óo]vil|cellulare|cell|cel|portable|(?<!(?:du|de|au|le|del|the)\s)port(?=\.)|kom[óo]rka|fiksni|tlm|telem[óo]vel|телефон|тел|моб(?:илни)?|call(?:\s+us)?|texts?(?:\s+us)?|viber|whatsapp|toll[\s-]?free`;
const DEPARTMENT = String.raw`out[\s-]+of[\s-]+hours(?:\s+emergenc(?:y|ies))?|after[\s-]+hours|anmeldung|rezeption|sekretariat|kanzlei|praxis|ordination|reservierung(?:en)?|terminvereinbarung|enquiries|inquiries|sales|prijem|ordinacija|kancelarija|zakazivanje|заказивање|centrala|централа|recepcija|рецепција|reception|laboratorija|лабораторија|zentrale|empfang|büro|office|hotline|bookings?|rezervacije|резервације|reservations?|appointments?|termine|direct|ddi|ligne\s+directe|durchwahl|linea\s+diretta|directe\s+lijn|l[ií]nea\s+directa|main|vertrieb|verkauf|kundenservice|kundendienst|buchhaltung|auftragsannahme|secr[ée]tariat|segreteria|secretar[ií]a|t|m|p`;
/** A note in brackets after a label, with a letter in it: "(Viber/WhatsApp)" — not an area code, "Call (01) 497 3321". */
const NOTE = String.raw`\((?=[^)\n]*\p{L})[^)\n]{1,30}\)`;
/**
 * Reachable on a number, a label as much as "Tel." where the business, one of its desks or one of its officers is: "De
 * voorzitter is bereikbaar op 06 …", "Unsere Praxis ist erreichbar unter …", "Wir sind telefonisch erreichbar unter …"
 * (see reachableOurs; not "Het Antigifcentrum is dag en nacht bereikbaar op …", "Unser Vermieter ist erreichbar unter …").
 */
const REACHABLE_WORD = String.raw`(?:bereikbaar|erreichbar|reachable|joignable|raggiungibile)`;
const REACHABLE = String.raw`${REACHABLE_WORD}(?=\s+(?:at|on|unter|au|al|op)\s)`;
const REACHABLE_START = new RegExp(`^${REACHABLE_WORD}`, 'iu');
/** "We are", then up to four words in lower case, none a way through someone else ("… nachts über die Tierklinik …"). */
const WE_ARE = /^(?:[Ww]e\s+are|[Ww]ij\s+zijn|[Ww]ir\s+sind|[Nn]ous\s+sommes|[Nn]oi\s+siamo|[Ss]iamo)((?:\s+\p{Ll}+){0,4})\s*$/u;
const THROUGH = /(?<!\p{L})(?:über|via|through|door|par|tramite|preko|durch)(?!\p{L})/u;
/** "Our" or an article, a word or three, and "is": who is reachable. */
const WHO_IS =
  /^(?:((?:[Oo]ur|[Oo]nze|[Oo]ns|[Uu]nser\p{L}*|[Nn]otre|[Nn]os|[Ii]l\s+nostro|[Ll]a\s+nostra)\s+)|(?:[Dd]e|[Hh]et|[Tt]he|[Dd]er|[Dd]ie|[Dd]as|[Ll]e|[Ll]a|[Ii]l)\s+)(\p{L}+(?:\s+\p{L}+){0,2})\s+(?:is|are|ist|sind|est|sont|è|zijn)((?:\s+\p{Ll}+){0,4})\s*$/u;
/** Whether the sentence before "reachable" makes the number the business's: "we", "our" and one of its desks, or a board's officer ("De voorzitter"). */
function reachableOurs(sentence: string): boolean {
  const we = WE_ARE.exec(sentence.trim());
  if (we) return !THROUGH.test(we[1]);
  const m = WHO_IS.exec(sentence.trim());
  if (!m || THROUGH.test(m[3])) return false;
  return !/\s/.test(m[2]) && (m[1] ? DESK.test(m[2]) : isOfficeOfBoard(m[2]));
}
/**
 * A label, optionally with a second channel or a note: "Mobile / WhatsApp", "Mobilni (Viber/WhatsApp)", "Vertrieb / Angebote:".
 * (Not a desk's word with any word after it, "Service-Hotline Montage:": "Büro Dienstag: 08.00 - 12.00" is its hours.)
 */
const LABEL = String.raw`(?<![\p{L}])(?:(?:${PHONE_WORD})\.?(?:\s+(?:direkt|direct|directo|diretto|directe|direktno))?|${REACHABLE}|(?:${DEPARTMENT})(?:\s*\/\s*[\p{L}-]+)?(?=\s*(?:${NOTE})?\s*:))(?![\p{L}])(?:\s*[\/&]\s*(?:fax|${PHONE_WORD})\.?)?(?:\s*${NOTE})?`;
// A spaced dash may part the area code: "030 – 634 12 55".
const NUMBER = String.raw`\+?\(?\d(?:[\d ()./-]|\s[–—]\s){5,22}\d`;
// (A call's "at"/"on" may stand between: "Call us at 617-492-3318", "call our emergency cell at …", "ring us on …".)
// (Or the label in brackets after whose line it is: "Brett (mob.): 0412 846 093".)
// (Or a spaced dash between: "WhatsApp – 0171 …", "Tel – 030 …".)
const LABELLED = new RegExp(String.raw`${LABEL}(?:(?<=\((?:${PHONE_WORD})\.?)\))?\s*(?:[:.]|\s[–—-](?=\s))?\s*(?:(?:at|on|unter|au|al|op)\s+)?(${NUMBER})`, 'giu');
/** A phone label, a few words saying whose or which line, and a colon: "Tel. sede:", "Mobiel Joost van Leeuwen:", "Móvil (WhatsApp):". */
const QUALIFIED = new RegExp(String.raw`(?<![\p{L}])(?:${PHONE_WORD})\.?[^\S\n]+(?!fax)([\p{L}\p{M}().'’ -]{1,40}?)[^\S\n]*:[^\S\n]*(${NUMBER})`, 'giu');
/** A label, then the person who answers and their role, then the number: "Par téléphone : Élodie Marchand, présidente – 06 …". */
const PERSON_THEN_NUMBER = new RegExp(String.raw`${LABEL}[^\S\n]*:[^\S\n]*([^\n:–—]{3,80}?)[^\S\n]+[–—-][^\S\n]+(${NUMBER})`, 'giu');
const STANDALONE = new RegExp(String.raw`^(?:${NUMBER})(?:\s*[|/·,]\s*${NUMBER})*$`, 'u');
const ANY_NUMBER = new RegExp(NUMBER, 'gu');
/** A number right after another, under the same label: "; +381 11 3345 872", " or 01632 960 002". */
const MORE_NUMBERS = new RegExp(String.raw`^\s*(?:[;,]|\s\/|\s(?:or|oder|ili|или|ou|o|of|lub)\s)\s*(${NUMBER})`, 'u');
const FAX_AFTER = /^\s*\(?\s*(?:tele)?fa(?:x|ks)(?!\p{L})/iu;
const LABEL_BLOCK = new RegExp(String.raw`^(?:${PHONE_WORD})\.?((?:\s+\(?\p{L}+\)?){0,2}):?$`, 'iu');
/**
 * A block that labels the number after it, with a word or two saying which line ("<dt>Cellulare studio</dt>", "<th>Mobile
 * (office)</th>") in lower case or a desk's word — "Telefon Taxi", "Telefon Hausarzt" name another's line.
 */
function isLabelBlock(text: string): boolean {
  const m = LABEL_BLOCK.exec(text);
  return !!m && m[1].split(/\s+/).every((word) => !word || /^\(?\p{Ll}/u.test(word) || DESK.test(word.replace(/[()]/g, '')));
}

/**
 * "A member of" another body, in Dutch, French, Spanish and Italian (thirty-sixth round) — not of the business's own board or
 * team, "Lid van het bestuur", "Membres de notre équipe".
 */
const MEMBER_OF_ANOTHER = new RegExp(
  String.raw`(?<!\p{L})(?:lid\s+van|membres?\s+(?:de|du|des|d['’])|miembros?\s+(?:de|del)|membr[oi]\s+(?:di|del|della|dell['’]))\s*(?!(?:(?:de|het|la|le|el|il|notre|nos|ons|onze|nuestr\p{L}*|nostr\p{L}*)\s+|l['’]\s*)?(?:bestuur|raad|directie|team|commissie|bureau|conseil|comit[ée]|[ée]quipe|junta|consejo|equipo|consiglio|direttivo|staff)(?!\p{L}))\p{L}`,
  'iu',
);

const CONTEXT_CHARS = 400;

/**
 * The text a number at `at` is given with: its line up to it and the two lines before, stopping at an
 * earlier number or address (that one has its own context) and at a finished sentence.
 */
function contextBefore(text: string, at: number): string {
  // Only the last three lines, and their last 400 characters, are read: reading all the text before every
  // number is quadratic on a big page (or on one endless line).
  const window = text.slice(Math.max(0, at - CONTEXT_CHARS), at);
  let from = window.length;
  for (let k = 0; k < 3 && from >= 0; k++) from = from === 0 ? -1 : window.lastIndexOf('\n', from - 1);
  const lines = window.slice(from + 1).split('\n');
  const context: string[] = [];
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 3; i--) {
    const line = lines[i];
    // A finished sentence above, or a long line of prose (a talk's description ending in a bracket), is about
    // something else, not the heading of this number's block.
    // A line that ends in a colon introduces what follows ("… dont les coordonnées sont les suivantes :"): its end is read.
    if (i < lines.length - 1 && /:$/.test(line) && line.length > 120) {
      context.unshift(line.slice(-200));
      break;
    }
    if (i < lines.length - 1 && (/[.!?]$/.test(line) || line.length > 120)) break;
    // (A register's number is no contact: "Nuage Normand SAS, RCS Rouen 534 918 220, …, Tél." is the host's line throughout.)
    const lastContact = Math.max(
      ...[...line.matchAll(ANY_NUMBER)]
        .filter((m) => {
          const label = line.slice(Math.max(0, m.index - 30), m.index);
          return m[0].replace(/\D/g, '').length >= 6 && !endsInRegisterLabel(label);
        })
        .map((m) => m.index + m[0].length),
      line.lastIndexOf('@'),
    );
    if (lastContact >= 0) {
      context.unshift(line.slice(lastContact));
      break;
    }
    context.unshift(line);
  }
  return context.join('\n');
}

/** E.164 for a number as written, with the business's country as the region of national numbers. */
export function toE164(raw: string, country: string | null): string | null {
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: (country ?? undefined) as CountryCode | undefined, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}

/** Containers where a bare number is the business's own: the header, a top bar, a contact block, the footer. */
const CONTACT_PARTS = new Set(['header', 'topbar', 'top', 'masthead', 'contact', 'kontakt', 'контакт', 'footer', 'phone', 'tel', 'telefon', 'info']);
function inContactContainer(element: Element): boolean {
  for (let el: Element | null = element; el && el.type === 'tag'; el = el.parent as Element | null) {
    if (['header', 'footer', 'address'].includes(el.name)) return true;
    if (['body', 'html', 'main'].includes(el.name)) return false;
    const parts = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.toLowerCase().split(/[\s_-]+/);
    if (parts.some((part) => CONTACT_PARTS.has(part))) return true;
  }
  return false;
}

const TEL_LINKS = 100;
const TEXT_NUMBERS = 200;

/** A label that gives a number to call: a phone word, a department ("Zentrale", "Empfang"), a call to call, a phone sign. */
const PHONE_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:${PHONE_WORD}|${DEPARTMENT}|rufen|anrufen|appelez|ll[aá]m[ae]nos|chiamaci|bel\s+ons|zadzwo\p{L}*|pozovite|позовите)(?![\p{L}])|[☎📞✆]`,
  'iu',
);
/** Cells and terms that label what follows them: "<th>Fax</th><td>…</td>", "<dt>PIB</dt><dd>…</dd>". */
const LABEL_TAGS = new Set(['dt', 'th', 'td', 'label', 'strong', 'b']);

/**
 * The label the page gives a number standing alone, when it gives one: the inline text before it in its
 * block ("<li><strong>NIP:</strong> 123-456-78-90</li>"), else the block before it when that block is a
 * label — a term, a header or first cell, or short text ending in a colon.
 */
function labelOf(blocks: TextBlock[], i: number, pieceStart: number): string | null {
  const block = blocks[i];
  // Text before the number in its block is a label when it says so (a colon) or is a word or two ("Fax");
  // a longer run of text ("Praxis Dr. Berg 030 …") is the business's name or a sentence, no label.
  const inline = block.text.slice(0, pieceStart).trim();
  if (inline) return /:$/.test(inline) || inline.split(/\s+/).length <= 2 ? inline : null;
  const previous = blocks[i - 1];
  if (!previous) return null;
  const sameRow = previous.element.name === 'td' && previous.element.parent === block.element.parent;
  const isLabel = (LABEL_TAGS.has(previous.element.name) && (previous.element.name !== 'td' || sameRow)) || (/:$/.test(previous.text) && previous.text.length <= 40);
  return isLabel ? previous.text : null;
}

/** A column of ways to reach each person, or of their direct lines ("Ligne directe", "Durchwahl"). */
const CONTACT_HEADER =
  /^(?:kontakt|contact|contacts|contatto|contatti|contacto|kontakti|контакт|контакти|bereikbaarheid|erreichbarkeit|ligne\s+directe|direct\s+line|durchwahl|linea\s+diretta|directe\s+lijn|l[ií]nea\s+directa)$/iu;

/**
 * The phone label heading a table cell's column, in a row that names one of the page's own people (an officers' table
 * "Position | Name | Phone"), else null: a table of other parties' numbers under the same header is not the business's.
 */
function phoneColumnOfOwnRow(cell: Element, ownPeople: string[]): string | null {
  if (cell.name !== 'td' || !ownPeople.length) return null;
  const header = columnHeader(cell);
  // (Or a column of ways to reach them: "Funktion | Name | Kontakt", a number or an address a row.)
  if (header === null || !(isLabelBlock(header) || CONTACT_HEADER.test(header.trim()))) return null;
  const row = collapse(textOfRow(cell.parent as Element));
  return ownPeople.some((name) => row.includes(name)) ? header : null;
}
const textOfRow = (node: Element['children'][number]): string => (node.type === 'text' ? node.data : node.type === 'tag' ? node.children.map(textOfRow).join(' ') : '');

/** A demonstrative opening a sentence, for a party named before it: "Diese erreichen Sie …", "Celle-ci …". */
// (A pronoun only, a verb after it: not "Diese Woche erreichen Sie unser Büro …", "Questa settimana …".)
const THESE = /^\s*(?:(?:[Dd]iese[rs]?|[Dd]eren)\s+\p{Ll}|(?:[Cc]elle-ci|[Cc]elui-ci|[Cc]eux-ci)\s)/u;
/** The sentence that ends right before `at` in its line, with its full stop. */
const previousSentence = (text: string, at: number) => sentenceEnding(text.slice(Math.max(0, at - 200), at).replace(/\s+$/u, ''));

/** A fax label right before a number: "Fax: <a href="tel:…">" is still a fax. */
const FAX_BEFORE = /(?<!\p{L})(?:tele)?fa(?:x|ks)\.?\s*:?\s*$|факс\.?\s*:?\s*$/iu;

/** A number the text labels as fax: "Fax: 91 775 32 19", "Telefax 030 1234 5679". */
const FAX_TEXT = new RegExp(
  // (Not a line shared with the phone: "Tel./Fax: 0316 812345", "Tel. e fax".)
  String.raw`(?<!(?:${PHONE_WORD})\.?\s*(?:\/|&|\+|und|and|e|et|y|i|и)\s*)(?:(?<!\p{L})(?:tele)?fa(?:x|ks)|факс)\.?\s*:?\s*(${NUMBER})`,
  'giu',
);

/**
 * Digits of the numbers a page marks as fax — `fax:` links, `tel:` links it labels as fax ("Fax: <a
 * href="tel:…">") and numbers its text labels so: never numbers to call, wherever else they appear (on the
 * site's other pages too: research/findings.ts).
 */
export function faxDigits($: CheerioAPI, text: string): Set<string> {
  const digits = new Set<string>();
  $('a[href^="fax:" i], a[href^="tel:" i]').each((_, a) => {
    const href = $(a).attr('href')!;
    if (/^tel:/i.test(href) && !FAX_BEFORE.test(textBefore($, a, 20))) return;
    digits.add(href.slice(4).replace(/\D/g, ''));
    digits.add($(a).text().replace(/\D/g, ''));
  });
  for (const m of text.matchAll(FAX_TEXT)) digits.add(m[1].replace(/\D/g, ''));
  digits.delete('');
  return digits;
}

/**
 * A label right after a name on its line names whose number it is: "Blue Ridge Animal Emergency, Phone: …",
 * "Dr. Ilse Brandauer, Penzinger Straße 58, 1140 Wien, Tel. …". Unless that line names the business itself (a
 * word of its own names) or one of its desks ("Reception, Tel."), it is another's.
 */
function givenForOther(text: string, at: number, ownWords: Set<string>, ownPeople: string[], towns: Set<string>): boolean {
  // Without a name of its own on the page, any name may be the business's ("Bäckerei Schmidt, Tel. …").
  if (!ownWords.size) return false;
  // (Its last 200 characters: a name and its address fit, and an endless line costs no more to read.)
  const window = text.slice(Math.max(0, at - 200), at);
  const line = window.slice(window.lastIndexOf('\n') + 1);
  if (!/(?:,|\s[–—-])\s*$/u.test(line)) return false;
  const before = /([^.!?:;]*?)\s*(?:,|\s[–—-])\s*$/u.exec(line)?.[1].trim();
  // (One of the page's people whose name holds an initial's dot, no sentence ending after it: "Marcus T. Albright, Volunteer &
  // Outreach Coordinator – Cell: …" — not "Haus B. Physiotherapie Klein, Tel. …".)
  if (!before || ownPeople.some((name) => before.includes(name) || (name.includes('.') && line.includes(name) && !/[.!?]/u.test(line.slice(line.lastIndexOf(name) + name.length)))))
    return false;
  const lead = before.split(/\s*(?:,|\s[–—-]\s)\s*/u)[0];
  // A phrase in lower case after its first word names no one: "Repairs & batteries, mobile (text or WhatsApp): …".
  if (/^\S+(?:\s+(?:&|\p{Ll}[\p{L}-]*))+$/u.test(lead) && lead === before) return false;
  // A desk, a branch or a call to call is the business's — unless someone else leads the line: "Birgit Sommeregger,
  // Fachärztin für Psychiatrie (Ordination Annenstraße 12, Tel. …)" is her practice's number.
  if (!parseName(lead) && (DESK.test(before) || CALL_US.test(before))) return false;
  // So is an address led by its street, a number or a place alone (a branch's: "Via Garibaldi, 10 - 20121 Milano",
  // "Rochdale — 5 Drake Street, …"); led by a person or another name ("Dr. Ilse Brandauer, Penzinger Straße 58, …",
  // "Zahnklinik Nord, Hauptstraße 5") it is theirs.
  if (isAddress(before) && !parseName(lead) && (isAddress(lead) || /\d/.test(lead) || !/\S\s+\S/.test(lead))) return false;
  // (A name written as one word in two capitals is two words: "Informazioni fiera: CremonaFiere, tel. …".)
  const written = before
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{Ll}{3})(?=\p{Lu}\p{Ll}{3})/u))
    .filter(Boolean);
  const words = written.map(foldText);
  // A name of the business's written after "of" is the place both are named after ("Comune di Castelmonte" beside
  // "Polisportiva Castelmonte"): it makes the name no more the business's ("Bar del circolo" still is).
  const place = (k: number) => OF.test(words[k - 1] ?? '') && /^\p{Lu}/u.test(written[k]);
  // Nor does the town both are in, after another's name ("Црвени крст Ниш – тел. …" on the site of "… „Светлост” Ниш"); leading
  // the line it names a branch ("Gratwein Zentrum, Hauptplatz 2, Tel. …" at Apotheke Gratwein).
  // (Or one written as one word, as the business's own: "Bestellungen: NaturKost, Tel. …" at NaturKost.)
  const owns =
    words.some((w, k) => w.length > 2 && ownWords.has(w) && !place(k) && !(k > 0 && towns.has(w))) ||
    before.split(/[^\p{L}\p{N}]+/u).some((w) => /\p{Ll}\p{Lu}/u.test(w) && ownWords.has(foldText(w)));
  // (One word in capitals after a label's colon names a body by its initials: "Infos agrément et accueil : ONE, tél. …", the
  // Office de la Naissance et de l'Enfance — not a branch's town or a desk written so, "WIEN, Tel. …", "MOBIL, Tel. …".)
  const initials =
    written.length === 1 &&
    /^\p{Lu}{3,6}$/u.test(written[0]) &&
    /:\s*\p{Lu}{3,6}\s*$/u.test(line.replace(/(?:,|\s[–—-])\s*$/u, '')) &&
    !towns.has(words[0]) &&
    !PHONE_LABEL.test(written[0]);
  return (words.filter((w) => w.length > 2).length >= 2 || initials) && !owns;
}
const OF = /^(?:of|di|de|del|della|dei|des|du|d|von|vom|za|grada|van|dels)$/u;

const BRANCH = String.raw`branch|filiale|zweigstelle|standort|praxis|sede|sucursal|oficina|poslovnica|ogranak|filijala|oddzia\p{L}*|vestiging|succursale|agence|bureau`;
/**
 * The business giving a number as its own right before it, reached "on"/"at"/"unter" it: "… on our out-of-hours mobile:",
 * "unter unserer Notfallnummer", "au notre numéro" (not "; our first-aid contact number:" after another party's name).
 */
const OUR_NUMBER =
  /(?<!\p{L})(?:on|at|via|unter|über|au|al|op|na|pod)\s+(?:our|unser\p{L}*|notre|nos|nuestro|nuestra|il\s+nostro|onze|naš\p{L}*|наш\p{L}*)\s+(?:[\p{L}-]+\s+){0,2}?(?:mobile|number|phone|line|telephone|hotline|\p{L}*nummer|telefon\p{L}*|num[ée]ro|portable|n[úu]mero|broj|број|телефон\p{L}*)\s*:?\s*$/iu;
/** A call to call the business itself: "Call us", "Rufen Sie uns an", "Appelez-nous" (not "please call Blue Ridge …"). */
const CALL_US =
  /(?:call|ring|phone|contact|text|reach)\s+us|(?:rufen|kontaktieren|erreichen)\s+sie\s+uns|appelez[- ]nous|contactez[- ]nous|ll[aá]m[ae]nos|chiamaci|contattaci|bel\s+ons|zadzwo\p{L}*\s+do\s+nas|pozovite\s+nas|позовите\s+нас/iu;
const DESK = new RegExp(String.raw`(?<![\p{L}])(?:${DEPARTMENT}|${BRANCH})(?![\p{L}])`, 'iu');

/** Words that call a number no longer used, right before it: "our old number", "nuestro antiguo teléfono", "alte Rufnummer". */
const FORMER_BEFORE =
  /(?<!\p{L})(?:old|former|previous|alte[nr]?|fr[üu]here[nr]?|bisherige[nr]?|ancien(?:ne)?|antigu[oa]|anterior|vecchi[oa]|precedente|oude|vorige|star[ia]|bivš[ia]|стар[иа]|бивш[иа]|poprzedni|dawny)\s+(?:(?:phone|telephone|mobile|landline)\s+)?(?:number|nummer|telefonnummer|rufnummer|num[ée]ro|tel[ée]fono|t[ée]l[ée]phone|n[úu]mero|numero|broj(?:\s+telefona)?|број(?:\s+телефона)?|numer(?:\s+telefonu)?|telefon|phone|line)\s*(?:\(\s*)?:?\s*$/iu;
/**
 * Words that say, right after a number, that it is called no more: "… is no longer in use", "… ya no está operativo",
 * "… werkt niet meer" — the number their subject, a verb at most between (not "… if you can no longer attend", nor
 * "Tel. … (Terminvergabe nicht mehr nach 18 Uhr)").
 */
const FORMER_AFTER =
  /^[^\S\n]*(?:(?:is|are|ist|wird|est|es|está|è|je|jest|wordt|werkt|works|funktioniert|funciona|funziona|fonctionne|radi|ради|działa)[^\S\n]+)?(?:no\s+longer|not\s+in\s+use|nicht\s+mehr|n['’](?:est|existe)\s+plus|ne\s+fonctionne\s+plus|ya\s+no|non\s+è\s+più|non\s+funziona\s+più|niet\s+meer|više\s+nije|više\s+ne|више\s+није|више\s+не|nie\s+jest\s+już|już\s+nie)(?!\p{L})/iu;
/** The words either test starts from, to find the few places worth reading on a page of thousands of numbers. */
const FORMER_WORD =
  /(?<!\p{L})(?:old|former|previous|alte|fr[üu]her|bisherig|ancien|antigu|anterior|vecchi|precedente|oude|vorige|star|bivš|стар|бивш|poprzedni|dawny|no\s+longer|ya\s+no|nicht\s+mehr|n['’](?:est|existe)\s+plus|non\s+è\s+più|niet\s+meer|više|више|już)/giu;
/** Digits of the numbers the page calls no longer used: a notice of an old number is no number to call. */
function formerNumbers(text: string): Set<string> {
  const former = new Set<string>();
  // Only numbers around such a word are read: each is within 60 characters of it, either side.
  for (const word of text.matchAll(FORMER_WORD)) {
    const from = Math.max(0, word.index - 90);
    for (const m of text.slice(from, word.index + 90).matchAll(ANY_NUMBER)) {
      const at = from + m.index;
      if (FORMER_BEFORE.test(text.slice(Math.max(0, at - 60), at)) || FORMER_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 60))) former.add(m[0].replace(/\D/g, ''));
    }
  }
  return former;
}

/** A number the page gives for a person it names but does not give as its own: the business's if the site's people include them. */
export interface HeldPhone {
  person: string;
  phone: PhoneFinding;
}

/** Numbers from tel: links, and from text the page ties to the business (flagged `labelled`); `held` collects HeldPhones. */
export function findPhones(
  $: CheerioAPI,
  text: string,
  sourceUrl: string,
  country: string | null,
  ownPeople: string[] = [],
  { own, others: othersText }: PageParties = pageParties($, text),
  held: HeldPhone[] = [],
): PhoneFinding[] {
  const found: PhoneFinding[] = [];
  const faxes = faxDigits($, text);
  const ownWords = nameWords(own);
  const towns = postcodeTowns(text);
  /** Whether the text gives the number at `at` for another organisation. */
  const forOtherOrganisation = (text: string, at: number) => namesOtherOrganisation(contextBefore(text, at), own);
  // Numbers in a section headed by another organisation ("<h2>Tárhelyszolgáltató</h2>" … "Telefon: …") are theirs.
  const others = new Set(othersText.flatMap((section) => [...section.matchAll(ANY_NUMBER)].map((m) => m[0].replace(/\D/g, ''))));
  const former = formerNumbers(text);
  const notOurs = (raw: string) => [faxes, others, former].some((digits) => digits.has(raw.replace(/\D/g, '')));
  // Each number read costs a libphonenumber parse: a page with more is a directory, not a contact page.
  let read = 0;
  const fromText = (raw: string, evidence: string) => {
    if (notOurs(raw) || ++read > TEXT_NUMBERS) return;
    const value = toE164(raw, country);
    if (value) found.push({ type: 'phone', value, raw, sourceUrl, evidence, method: 'labelled_text', labelled: true });
  };
  // A contact page has a handful of numbers; past TEL_LINKS the page is a directory, and each link costs a pass over the text.
  $('a[href^="tel:"], a[href^="TEL:"], a[href^="Tel:"]')
    .slice(0, TEL_LINKS)
    .each((_, a) => {
      const href = $(a).attr('href')!.trim();
      let raw = href.slice(4);
      try {
        raw = decodeURIComponent(raw);
      } catch {
        /* keep as written */
      }
      const value = toE164(raw.trim(), country);
      // A link whose text the page gives only for another organisation is that organisation's.
      const shown = $(a)
        .text()
        .replace(/[\s\u00a0]+/g, ' ')
        .trim();
      const places = shown ? [...text.matchAll(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((m) => m.index) : [];
      // So is a link in a card or line about another organisation ("SouthWestDoc / Out-of-hours GP service / <a href=tel:…>").
      const before = linesBefore(a, CONTEXT_CHARS);
      // Unless the words right before it call it the business's own: "… can reach the duty solicitor on our out-of-hours mobile:".
      const ours = OUR_NUMBER.test(before.slice(-60));
      // (Or the link's own words: "<a href="tel:…">Giftnotruf</a>", "… der Vergiftungs-Informations-Zentrale Freiburg 0761 19240".)
      const othersCard = !ours && (namesOtherOrganisation(contextBefore(before, before.length), own) || namesOtherOrganisation(shown, own));
      if (notOurs(raw) || notOurs(shown) || othersCard || (!ours && places.length && places.every((at) => forOtherOrganisation(text, at)))) return;
      if (value) found.push({ type: 'phone', value, raw: raw.trim(), sourceUrl, evidence: href, method: 'tel_link', labelled: false });
    });
  for (const match of [...text.matchAll(LABELLED), ...text.matchAll(QUALIFIED)]) {
    if (read >= TEXT_NUMBERS) break;
    // Two numbers under one label, parted by a spaced slash, read as one: "Tel 01865 123456 / 07812 345678" — the first alone,
    // the next after it below (not "0761 / 123 456-0", one number with its area code set apart).
    const whole = match.at(-1)!.trim();
    const first = whole.split(/\s\/\s/)[0];
    const raw = first !== whole && !toE164(whole, country) && toE164(first, country) ? first : whole;
    const start = match.index + match[0].lastIndexOf(raw);
    if (REACHABLE_START.test(match[0]) && !reachableOurs(sentenceEnding(text.slice(Math.max(0, match.index - 200), match.index)))) continue;
    // The qualifier may name another organisation ("Tel. Rechtsanwaltskammer: …"), and the line before another company.
    const context = contextBefore(text, match.index);
    if (
      !namesOtherOrganisation(context, own) &&
      // (The label with the words before it: "Venue box office:" is read as "office:" after "Venue box".)
      !namesOtherOrganisation(`${context}${match[0]}`, own) &&
      !namesOtherCompany(context, ownWords) &&
      !namesOtherKind(context, ownWords, towns)
    ) {
      // (The business's own names written whole name no other party: "Udruženje prijatelja Muzeja Podunavlja, …, tel.", the
      // museum in it another body.)
      // (A dash before the label goes on with the sentence, not a new item: "… contact Rowing Ireland at the National Rowing Centre,
      // Farran Wood, Co. Cork – tel. …".)
      // (Not an item led by a person, theirs: "Marcus T. Albright, Volunteer & Outreach Coordinator – Cell: …".)
      const before200 = text.slice(Math.max(0, match.index - 200), match.index);
      const acrossDash = sentenceEnding(before200.replace(/\s[–—-]\s*$/u, ' '));
      const said = leadingName(before200.slice(before200.lastIndexOf('\n') + 1).trim()) ? sentenceEnding(before200) : acrossDash;
      // (A sentence that opens on "these" speaks of the party the one before names: "Wir sind nicht die Landesmusikschule
      // Wels. Diese erreichen Sie unter Tel. …".)
      const sentence = withoutNames(THESE.test(said) ? `${previousSentence(text, match.index - said.length)} ${said}` : said, own);
      const lineBefore = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index).trimEnd();
      // (A free phone only opening its line or item: "… contact the Samaritans, Freephone 116 123, or Pieta Freephone 1800 …" are
      // helplines named in a sentence.)
      if (/^free/iu.test(match[0].trim()) && !/(?:^|[·|•–—:])$/u.test(lineBefore)) continue;
      // (A body the business is a member of, in the number's own sentence: "Lid van Vereniging Makelaars Noord (VMN), Zwolle – tel. …"
      // — not in the sentence before: "Wij zijn lid van de NVM. Tel. …" is the business's own.)
      if (!/[.!?]$/u.test(lineBefore) && MEMBER_OF_ANOTHER.test(lineBefore.split(/(?<=[.!?])\s+(?=\p{Lu})/u).at(-1)!)) continue;
      if (givenForOther(text, match.index, ownWords, ownPeople, towns) || namesAnotherParty(sentence, { words: ownWords, people: ownPeople, towns })) {
        // Held for the person it names, the site's own if another page says so: "… beantwortet Ilona Szabó-Keller, Mobile …"
        // on the contact page of a choir whose conductor's page names her.
        const person = lastPersonNamed(sentence);
        if (person) {
          const before = found.length;
          fromText(raw, snippet(text, match.index, start + raw.length));
          held.push(...found.splice(before).map((phone) => ({ person, phone })));
        }
        continue;
      }
      fromText(raw, snippet(text, match.index, start + raw.length));
      // More numbers under the same label: "Tel: +381 11 3345 871; +381 11 3345 872".
      let end = start + raw.length;
      for (let more = MORE_NUMBERS.exec(text.slice(end, end + 60)); more && read < TEXT_NUMBERS; more = MORE_NUMBERS.exec(text.slice(end, end + 60))) {
        // "… or 0161 496 0001 (fax)": the one after is a fax.
        if (FAX_AFTER.test(text.slice(end + more[0].length, end + more[0].length + 12))) break;
        fromText(more[1].trim(), snippet(text, match.index, end + more[0].length));
        end += more[0].length;
      }
    }
  }
  for (const match of text.matchAll(PERSON_THEN_NUMBER)) {
    if (read >= TEXT_NUMBERS) break;
    const [who, role] = match[1].split(/\s*,\s*/);
    // Only a whole name and, after a comma, a title: a person of the business answering ("Élodie Marchand, présidente").
    if (parseName(who)?.name !== who.trim() || (role !== undefined && !isJobTitle(role)) || namesOtherOrganisation(match[0], own)) continue;
    fromText(match[2].trim(), snippet(text, match.index, match.index + match[0].length));
  }
  // A number alone in the header or contact block, or under a block that labels it.
  const blocks = textBlocks($);
  let cursor = 0;
  blocks.forEach((block, i) => {
    if (read >= TEXT_NUMBERS) return;
    // The block, or one of its inline parts ("<span>+44 1632 960214</span><span>hello@…</span>").
    const pieces = [0, ...block.cuts, block.text.length].map((at, k, all) => block.text.slice(at, all[k + 1]).trim()).filter(Boolean);
    const alone = STANDALONE.test(block.text) ? [block.text] : pieces.filter((piece) => STANDALONE.test(piece));
    if (!alone.length) return;
    // (Or a table's column headed by a phone label: "<th>Phone</th>" over the officers' numbers.)
    const header = alone[0] === block.text ? phoneColumnOfOwnRow(block.element, ownPeople) : null;
    const byColumn = header !== null;
    const labelled = alone[0] === block.text && (isLabelBlock(blocks[i - 1]?.text ?? '') || byColumn);
    // A number the page labels as anything but a phone (fax, tax or register number, IBAN) is not one.
    // (A row's cell before it is the person's name when the column's header says what the number is.)
    const label = byColumn ? header : labelOf(blocks, i, block.text.indexOf(alone[0]));
    if (label !== null && !PHONE_LABEL.test(label) && !(byColumn && CONTACT_HEADER.test(label.trim()))) return;
    if (!labelled && !inContactContainer(block.element)) return;
    // Blocks come in the text's order: searching on from the last one keeps a big page linear.
    let at = text.indexOf(alone[0], cursor);
    if (at < 0) at = text.indexOf(alone[0]);
    else cursor = at;
    if (at >= 0 && forOtherOrganisation(text, at)) return;
    for (const piece of alone) {
      for (const number of piece.matchAll(ANY_NUMBER)) fromText(number[0].trim(), labelled ? `${header ?? blocks[i - 1].text} ${piece}` : piece);
    }
  });
  return found;
}
