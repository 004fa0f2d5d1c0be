import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Mention, PersonFinding } from '../findings.js';
import { foldText, isFieldOfWork, isJobTitle, isOccupation, isOfficeOfBoard, isRolePhrase, isSurnameWord } from './job-title.js';
import { collapse, snippet, textStart } from './page-text.js';
import {
  isCourtesyTitle,
  isLanguage,
  isPlaceholder,
  isQualifications,
  isTitle,
  leadingName,
  MEMBER_WORDS,
  onlyPostNominals,
  parseFirstName,
  parseName,
  PARTICLES,
  type ParsedName,
} from './person-name.js';
import { ANOTHER_BODY, ASSOCIATION_NAME, nameWords, namesOtherCompany, namesOtherOrganisation, SEPARATE_BODY } from './other-organisation.js';
import { othersSections, stems } from './others-sections.js';
import { OUTSIDE_ADVISER, sentenceRoles } from './sentence-roles.js';
import { sentences } from './sentences.js';
import { cellsOf, columnHeader, rowSpanHeader } from './table-header.js';
import { ownSiteNames, SITE_NAME_CLASS } from './site-name.js';
import { textBlocks, type TextBlock } from './text-blocks.js';

/**
 * Named people with their roles, only where the page states both together, read from the page's
 * structure rather than its class names: a name block and the job title right after it (or right
 * before it) in the same card — heading and paragraph, `dt`/`dd`, two table cells, figcaption lines,
 * `<b>Name</b><br>role` — or in one block ("Jane Roe – Practice Manager", "Dr Jane Roe, Principal
 * Dentist", "Jane Roe (Owner)"), and labelled lines ("Geschäftsführer: Thomas Weber", "Direktor: …").
 * A name alone, a role without a name, and names in testimonials, reviews and bylines are never reported.
 */

/** Testimonials, reviews, quotes and post bylines: the people there are customers and authors, not staff. */
const NOT_STAFF_PARTS = new Set([
  'testimonial',
  'testimonials',
  'review',
  'reviews',
  'quote',
  'quotes',
  'blockquote',
  'rating',
  'ratings',
  'feedback',
  'byline',
  'author',
  'authors',
  'comment',
  'comments',
  'kundenstimme',
  'kundenstimmen',
  'stimmen',
  'bewertung',
  'bewertungen',
  'referenz',
  'referenzen',
  'utisak',
  'utisci',
  'iskustva',
  'recenzija',
  'recenzije',
  'preporuke',
  'postmeta',
  'cite',
  // menus list pages, not people: "Unternehmen" above "Karriere" is two links
  'nav',
  'navbar',
  'navigation',
  'menu',
  'breadcrumb',
  'breadcrumbs',
  'submenu',
  'dropdown',
  // the site's own name in its header ("<a class=logo><strong>Hürlimann Cadosch</strong> Architekten</a>")
  'logo',
  'brand',
  'branding',
  'sitename',
]);
const NOT_STAFF_TAGS = new Set(['blockquote', 'q', 'cite', 'nav']);
const TEAM_ID = /^(?:team|our-team|tim|tym|tým|zespol|equipe|equipo|staff|osoblje|mitarbeiter|praxisteam)$/i;
/** How far up a card's wrappers can say what it is; the page's outer frame (body classes list every module) is left out. */
const CONTEXT_DEPTH = 8;

/** Words of class (or id) attributes: "elementor-testimonial__name" → elementor, testimonial, name. */
const attributeWords = (attrs: string) => attrs.toLowerCase().split(/[\s_]+|-(?=[a-z])/);

/** Class and id words; WordPress post meta ("entry-meta") as one. */
const classParts = (el: Element) => {
  const attrs = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.toLowerCase();
  const parts = attributeWords(attrs);
  // An accordion's "dropdown" is its open panel (Squarespace "accordion-item__dropdown"), not a menu.
  return [...(parts.includes('accordion') ? parts.filter((p) => p !== 'dropdown') : parts), ...(/entry-meta|post-meta/.test(attrs) ? ['postmeta'] : [])];
};

/** Where a role may stand though no name would be read there: a post's subtitle ("<p class=post-meta>Psychotherapist"). */
const ROLE_PLACES = new Set(['postmeta']);

/** Which blocks may hold a staff member's name, and which their role. */
interface Context {
  names: boolean[];
  roles: boolean[];
}

/** Words of a block's classes that name the people of the site. */
const TEAM_PARTS = new Set(['team', 'staff', 'mitarbeiter', 'equipe', 'equipo', 'zespol', 'tim', 'osoblje']);

/** A blockquote a theme uses as a styled box for the team ("<blockquote class=staff-info>"), not a quotation. */
const isLayoutQuote = (el: Element) => el.name === 'blockquote' && classParts(el).some((part) => TEAM_PARTS.has(part));

function isStaffContext(element: Element, inlineParts: InlinePart[], allowed: Set<string> = new Set()): boolean {
  // A figure holding a quotation: its caption signs the quote ("<figure><blockquote>…</blockquote><figcaption>Name</figcaption>").
  if (element.name === 'figcaption' && (element.parent as Element | null)?.children.some((c) => c.type === 'tag' && c.name === 'blockquote')) return false;
  // A block whose text holds a <cite> or <q>: a quotation or its author.
  if (inlineParts.some(({ el }) => el.name === 'cite' || el.name === 'q')) return false;
  // (A team member's card may call its role line a byline: "<div class="team-member"><h3>…</h3><p class="byline">Steuerberaterin</p>".
  // Asked only of a byline.)
  const teamCard = () =>
    ancestors(element, CONTEXT_DEPTH).some((a) => a.type === 'tag' && !['body', 'html', 'main'].includes(a.name) && classParts(a).some((part) => TEAM_PARTS.has(part)));
  let el: Element | null = element;
  for (let depth = 0; el && el.type === 'tag' && depth < CONTEXT_DEPTH && !['body', 'html', 'main'].includes(el.name); depth++, el = el.parent as Element | null) {
    // A section named the team by its id ("<section class="reviews" id="tim">", a template's section reused) is the team.
    if (
      (NOT_STAFF_TAGS.has(el.name) && !isLayoutQuote(el)) ||
      (classParts(el).some((part) => NOT_STAFF_PARTS.has(part) && !allowed.has(part) && !(part === 'byline' && teamCard())) && !TEAM_ID.test(el.attribs.id ?? ''))
    )
      return false;
  }
  return true;
}

/** Inline elements: a block's own text sits in them, nested blocks are other blocks. */
const INLINE = new Set(['a', 'span', 'strong', 'b', 'em', 'i', 'small', 'cite', 'q', 'font', 'u', 'mark', 'abbr', 'sup', 'sub']);

/** An element and its ancestors, itself first (the nearest `count` only, where given). */
const ancestors = (element: Element, count = Infinity): Element[] => {
  const chain: Element[] = [];
  for (let el: Element | null = element; el && chain.length < count; el = el.parent as Element | null) chain.push(el);
  return chain;
};

/** A block that is one mail or phone link: "Écrire au président" under a name is a way to write, not a role. */
function isContactLink(element: Element): boolean {
  let link = element.name === 'a' ? element : null;
  // Its only child that is not white space, looked for without walking every child (<br> lines share one element).
  for (const child of element.name === 'a' ? [] : element.children) {
    if (child.type === 'text' && !child.data.trim()) continue;
    if (link || child.type !== 'tag' || child.name !== 'a') return false;
    link = child;
  }
  return !!link && /^(?:mailto|tel):/i.test(link.attribs.href ?? '');
}

/** The smallest element holding both blocks. */
function commonAncestor(a: TextBlock, b: TextBlock): Element {
  const chain = ancestors(a.element);
  return ancestors(b.element).find((el) => chain.includes(el))!;
}

/** Leadership labels, read anywhere in a line of text: "… d.o.o., direktor: Ana Anić", "Inhaberin: Dr. Eva Muster". */
const ROLE_LABEL_ROLES = String.raw`(?:co-?\s?founder(?:\s*(?:&|and)\s*ceo)?|founder(?:\s*(?:&|and)\s*(?:ceo|director|owner))?|ceo|cto|coo|cfo|chief executive(?:\s+officer)?|managing\s+director|managing\s+partner|general\s+manager|director|owner|proprietor|president|principal|geschäftsführer(?:in)?|geschäftsführung|inhaber(?:in)?|gründer(?:in)?|vorstand|generalni\s+direktor|izvršni\s+direktor|direktor(?:ka)?|osniva(?:č|c)(?:ica)?|suvlasni(?:k|ca)|vlasni(?:k|ca)|odgovorno\s+lice|генерални\s+директор|директор(?:ка)?|оснивач(?:ица)?|власни(?:к|ца)|одговорно\s+лице)`;
const ROLE_LABEL = new RegExp(String.raw`(?<![\p{L}])(${ROLE_LABEL_ROLES})(?![\p{L}])[^\S\n]*:[^\S\n]*([^\n]{4,160})`, 'giu');

/** Between the names of a list: commas, semicolons, "&" and "and" in the languages read. */
const NAME_LIST_SEPARATOR = /\s*(?:,|;|&|\s(?:and|und|i|и|et|y|e|en|in|oraz)\s)\s*/u;

/** Names listed after a label: "Dr. Thomas Weber, Anna Schmidt"; the list ends where the text stops being names. */
function namesIn(list: string): { name: string; raw: string }[] {
  const names: { name: string; raw: string }[] = [];
  for (const part of list.split(NAME_LIST_SEPARATOR)) {
    if (names.length && onlyPostNominals(part)) continue; // "Eva Muster, M.Sc."
    const one = leadingName(part);
    if (!one) break;
    names.push(one);
    if (one.rest) break;
  }
  return names;
}

/** Labels of credits: the photographer or designer credited is not one of the site's people ("Fotos: …", "Webdesign: …"). */
const CREDIT =
  /foto|photo|design|konzept|umsetzung|realisation|realizacij|izrad|illustrat|bildnachweis|credit|text(?:e|s)?\b|grafik|graphic|hosting|programmier|entwicklung|development/iu;

/** A line of the site's makers' trades, no role: "Konzept, Screendesign, Umsetzung", "Design & Programmierung". */
const isCreditLine = (text: string) => {
  const parts = text.split(/\s*[,/&+]\s*|\s+(?:und|and|et|i|y|e|en)\s+/u).filter(Boolean);
  return parts.length >= 2 && parts.every((part) => CREDIT.test(part) && !isJobTitle(part));
};
/** The website alone as a line's label, a credit for whoever made it: "Web: Ría Dixital", "Website: …", "Sitio web: …". */
const WEB_CREDIT = /^(?:web|website|webseite|homepage|sitio\s+web|p[áa]gina\s+web|site(?:\s+(?:web|internet))?|sito(?:\s+web)?|webdesign)$/iu;

/**
 * The one or two people a sentence after a title's label is about, by name at its start: "Practice Manager:
 * Deborah has looked after the practice since 2009", "Receptionists: Lauren and Beth are usually …".
 */
function subjectsOf(sentence: string): string[] | null {
  const m = SUBJECTS.exec(sentence);
  if (!m) return null;
  const names = [m[1], m[2]].filter(Boolean).map((text) => parseName(text)?.name ?? parseFirstName(text)?.name ?? null);
  return names.every(Boolean) ? (names as string[]) : null;
}

/** The people the sentences after a bio's first open with, by name ("… Chloe has been with us since 2016"); null when none. */
function laterSubjects(text: string): string[] | null {
  const named = sentences(text)
    .slice(1)
    .flatMap((sentence) => subjectsOf(sentence) ?? []);
  return named.length ? named : null;
}

/** The second of a firm's founders' words after "and": "Hans Huber und Sohn", "Jean Dupont et Fils" — no person. */
const FIRM_KIN =
  /^(?:s[öo]hne?|sons?|fils|cie|co|compagnie|company|zoon|zonen|figli|figlio|hijos?|sin|sinovi|син|синови|familie|family|famille|partners?|partner|t[öo]chter|tochter|brothers|bros|fr[èe]res|br[üu]der|gebr[üu]der)\.?$/iu;
/** A list of whole names and first names alone, at least one whole: the names as written; null for anything else. */
function withFirstNames(list: string): string[] | null {
  // (Commas, and a last "and": "Kiri Hohaia, Sam Liddell and Ana", "Јелена Поповић и Огњен" — not a Latin "i": "Jordi Ferrer i Puig" is one name, its "i" a
  // Catalan "and" between surnames.)
  if (parseName(list)) return null;
  const parts = list
    .split(/\s*,\s*/)
    .flatMap((part, k, all) => (k === all.length - 1 ? part.split(/\s+(?:and|und|et|y|e|en|и|&)\s+/u) : [part]))
    .filter(Boolean);
  // (Not a firm's "and son" after its founder: "Hans Huber und Sohn", "Jean Dupont et Fils", "Марко Петровић и Син".)
  if (parts.length > 1 && FIRM_KIN.test(parts.at(-1)!.trim())) return null;
  const names = parts.map((part) => parseName(part.replace(/\.$/, ''))?.name ?? null);
  if (parts.length < 2 || !names.some(Boolean)) return null;
  const all = parts.map((part, k) => names[k] ?? parseFirstName(part.replace(/\.$/, ''))?.name ?? null);
  return all.every(Boolean) ? (all as string[]) : null;
}

/**
 * The names a desk's or a department's label lists with first names among them: "Fatma Yılmaz en Rina", and first names
 * alone only at a desk and only several ("Receptie: Sanne, Bram en Joyce"; "Küche: Pizza" names no one).
 */
function deskNames(list: string, desk: boolean): string[] {
  const parts = list.split(NAME_LIST_SEPARATOR).map((part) => part.replace(/\.$/, '').trim());
  const whole = parts.map((part) => parseName(part)?.name ?? null);
  const all = parts.map((part, k) => whole[k] ?? parseFirstName(part)?.name ?? null);
  if (parts.length < 2 || !all.every(Boolean) || (!whole.some(Boolean) && !desk)) return [];
  return all as string[];
}

/** Every part of a list is a name or a name's post-nominals: "Dr. Thomas Weber, Anna Schmidt und Eva Muster, M.Sc." */
const isNameList = (list: string) => list.split(NAME_LIST_SEPARATOR).every((part) => !part || !!parseName(part.replace(/\.$/, '')) || onlyPostNominals(part));

type RoleTest = (text: string) => boolean;

/** Where a name (80 characters at most, parseName) or a role (100, isRolePhrase) can end in a block, and the longest block holding both. */
const MAX_NAME = 100;
const MAX_NAME_THEN_ROLE = 200;

/** The role stated after a name in one block: all of the rest, else its part before a comma ("Branko Perišić, poslastičar, zadužen je za …"). */
function roleIn(text: string, isRole: RoleTest): string | null {
  const comma = text.indexOf(',');
  return [text, comma < 0 ? text : text.slice(0, comma).trim()].find((role) => role && isRole(role) && !holdsName(role) && !isOrganisation(role)) ?? null;
}

/**
 * A bracket after a name naming the body the person comes from makes them someone else's: "Kursleiter: Gernot Wallner (Rotes
 * Kreuz Judenburg).", "(Kanzlei Berger)" — by a body's word only: capitalised words alone are as often what they teach
 * ("(Manuelle Therapie)", "(Kinder Turnen)").
 */
const fromElsewhere = (text: string) => {
  const inside = /\(([^()]+)\)\.?$/u.exec(text)?.[1];
  return !!inside && /^\p{Lu}/u.test(inside) && ELSEWHERE_BODY.test(inside);
};
const ELSEWHERE_BODY =
  /(?<!\p{L})(?:\p{L}*kreuz|cruz\s+roja|croix[-\s]rouge|croce\s+rossa|crveni\s+krst|kanzlei|verein|verband|klinikum|krankenhaus|spital|hospital|universit\p{L}*|institut\p{L}*|gmbh|ag|e\.\s?v\.?|ltd|limited|inc|s\.?r\.?l\.?|b\.?v\.?|d\.o\.o\.?)(?!\p{L})/iu;

/** An institute or a faculty, whatever job words its name holds ("Arhitektonski fakultet"). */
const INSTITUTE = /^(?:\p{L}+\s+)?(?:institut|fakultet|факултет)(?!\p{L})/iu;
/** Another body named where a role would be, unless it starts a title ("Hospital Director", "University Lecturer"). */
const BODY =
  /^(?:\p{L}+\s+)?(?:univerzitet|универзитет|university|universität|université|universidad|università|uniwersytet|hospital|bolnica|болница|klinikum|ministarstvo|министарство|agencija|агенција|zavod|завод)(?!\p{L})/iu;

/** An organisation where a role would be: "Institut za ispitivanje materijala", "Arhitektonski fakultet", "Fasadeks d.o.o., direktor prodaje". */
const isOrganisation = (text: string) => text.split(/\s*,\s*/).some((part) => isLegalForm(part)) || INSTITUTE.test(text) || (BODY.test(text) && !isJobTitle(text));

/**
 * A name, then where the person works otherwise: "Zoran Lalović, Institut za ispitivanje materijala", "Dragan
 * Vukićević, Termoplan d.o.o." — under a board's heading or label, that is no role of theirs here.
 */
function nameWithAffiliation(text: string, evenIf: (affiliation: string) => boolean = () => false): ParsedName | null {
  const m = /^([^,]{3,60}),\s*(.+)$/u.exec(text);
  return m && (namesOtherOrganisation(m[2]) || isOrganisation(m[2]) || evenIf(m[2])) ? parseName(m[1]) : null;
}

/**
 * A "role" that goes on to another person is a list of pairs, no role: "Prezes Zarządu – Joanna Nowak, Członek
 * Zarządu" (a name, then a comma), "Przewodnicząca, Ryszard Bąk – Członek" (a comma, then a name and a dash).
 */
/** A board's or an office's head word ending a title that reads like a name: "Vice President", "Facilities Chair" (not "Jürgen Koch"). */
const ROLE_HEAD = /\s(?:chair|chairman|chairwoman|chairperson|president|secretary|treasurer|director|officer|manager|coordinator|captain|trustee|governor)$/i;
const holdsName = (role: string) =>
  // (Or goes on with a second name: "<strong>Marloes …</strong> en <strong>Femke Jansen-Kok</strong> – eigenaren"; or starts
  // with names of its own: "Mia Kowalczyk and Aled Rees. Ear care nurse".)
  /^(?:and|und|en|et|y|e|i|и|oraz|&)\s+\p{Lu}/u.test(role.trim()) ||
  ((pair) => !!pair && !!parseName(pair[1]) && !isJobTitle(pair[1]))(/^(\S+\s+\S+)\s+(?:and|und|en|et|y|e|i|и|oraz|&)\s+\p{Lu}/u.exec(role.trim())) ||
  // (A title shaped like a name whose every word is a title's is no name: "Kennel Attendant"; nor is one ending in an
  // office's head word: "Vice President", "Facilities Chair".)
  // (Nor one led by a board's office and a word in lower case: "Presidente del Collegio" — not "Presidenta Carmen López".)
  (!!parseName(role) &&
    !role.split(/\s+/).every((word) => isJobTitle(word)) &&
    !(parseName(role)!.name === role.trim() && ROLE_HEAD.test(role.trim())) &&
    !(isOfficeOfBoard(role.trim().split(/\s+/)[0]) && /^\S+\s+\p{Ll}/u.test(role.trim()))) ||
  // (Or names who after a colon: "Leitung: Wolfgang Reinisch".)
  role
    .split(/\s*:\s*/)
    .slice(1)
    .some((segment) => !!parseName(segment)) ||
  role.split(/\s*[–—|·:]\s*|\s-\s/).some((segment) => {
    const [head, ...tail] = segment.split(/\s*,\s*/);
    return tail.length > 0 && !!parseName(head);
  }) ||
  role
    .split(/\s*,\s*/)
    .slice(1)
    .some((part) => {
      const [head, ...tail] = part.split(/\s+[–—-]\s+/);
      return tail.length > 0 && !!parseName(head);
    });

/** A speaker's body after their name: "Dr. Katrin Pohlmann, Bieneninstitut Celle", "…, Landwirtschaftskammer Niedersachsen". */
const SPEAKERS_BODY = /,\s*(?:\p{L}+\s+)?\p{L}*(?:institut|akademie|universität|universitat|hochschule|kammer|verband|amt|behörde)(?!\p{L})/iu;

/** Words of a term of office: until, from, since. */
const TERM_WORDS = String.raw`bis|ab|seit|until|till|from|since|fino|dal|dall|jusqu|depuis|desde|hasta|tot|vanaf|sinds|od|do|до|од`;
const TERM_WORD = new RegExp(String.raw`(?<!\p{L})(?:${TERM_WORDS})(?!\p{L})`, 'iu');

/** A file's kind in brackets after a document's title: "(PDF)", "(docx, 40 kB)". */
const FILE_KIND = /\((?:pdf|docx?|xlsx?|odt|zip)(?:[,\s][^)]*)?\)/iu;

/**
 * A nickname in quotes and capitals after the whole name, as a club's list gives it: "Jesús Campos Barreiro “SUSO” (Gaiteiro)"
 * (not a pet's or a product's name in quotes: "Bella von der Waldeslust „Bella“", "Pizza Margherita “Classica”").
 */
const NICKNAME_AFTER = /\s+["“„«]\p{Lu}{2,15}["”“»]$/u;

/** The longest leading name among the ways a block's text can be cut, with the role after it ("Jane Roe – Practice Manager"). */
function nameThenRole(text: string, cutsAt: number[], isRole: RoleTest): { name: string; role: string; separator: string } | null {
  // A name is at most 80 characters and a role 100, so only the head of a long block can hold them:
  // looking further made a 2 MB paragraph cost minutes of CPU (every cut re-read the text before it).
  const head = text.slice(0, MAX_NAME_THEN_ROLE);
  // (A list of documents is no name and role: "Checkliste Einkommensteuer (PDF) · Stammdatenblatt neue Mitarbeiter (PDF)".)
  if (FILE_KIND.test(head)) return null;
  const cuts = new Map<number, string>(cutsAt.filter((at) => at <= MAX_NAME).map((at) => [at, '']));
  for (const m of head.matchAll(/\s*([,|·:–—(]|\s-\s|\s\/\s)\s*/g)) if (m.index <= MAX_NAME) cuts.set(m.index, m[1].trim());
  for (const [at, separator] of [...cuts].sort((a, b) => b[0] - a[0])) {
    const parsed = parseName(text.slice(0, at).trim().replace(NICKNAME_AFTER, ''));
    if (!parsed) continue;
    // A title shaped like a name before a name is the role first: "Vice President – Pilar Santos", "Facilities Chair – David Shepherd".
    if (
      isJobTitle(parsed.name) &&
      parseName(
        text
          .slice(at)
          .replace(/^\s*(?:[,|·:–—-]|\/)\s*/, '')
          .trim(),
      )
    )
      continue;
    let rest = text
      .slice(at)
      .trim()
      .replace(/^(?:[,|·:–—-]|\/)\s*/, '');
    // Letters after the name, then the role: "Renata Okafor-Blake, PsyD; Licensed Psychologist".
    const semicolon = rest.indexOf(';');
    if (semicolon > 0 && isQualifications(rest.slice(0, semicolon))) rest = rest.slice(semicolon + 1).trim();
    // "Jane Roe (Owner)", also first in a list: "Thomas Baumgärtner (1. Vorsitzender), Sabine … (2. Vorsitzende)".
    if (rest.startsWith('(')) {
      const close = rest.indexOf(')');
      if (close < 0 || !/^(?:$|[,;])/.test(rest.slice(close + 1).trim())) continue;
      rest = rest.slice(1, close).trim();
    }
    // Contact details in brackets after the role are no part of it: "Praxismanagerin (Durchwahl -12, s.richter@…)"; nor is
    // a labelled number or an address after a dash: "Hélène Marchal, directrice – Port. 06.71.24.58.93".
    const role = roleIn(rest.replace(/\s*\(([^()]{0,80})\)\s*$/u, (note, inside: string) => (/@|\d{2}/.test(inside) ? '' : note)).replace(CONTACT_AFTER_DASH, ''), isRole);
    // (Not a credit: "Nominatie BNA Kubus – door Petra Vermeulen, redacteur bij …" names who wrote it.)
    if (role && !creditedBy(role)) return { name: parsed.name, role, separator };
  }
  // The role first: "Praxismanagerin – Jana Novak", "Office Manager | Deborah Quick".
  if (text.length > MAX_NAME_THEN_ROLE) return null;
  for (const [at, separator] of cuts) {
    if (!separator || separator === ',' || separator === '(') continue;
    const role = text.slice(0, at).trim();
    // (One label's role, not another's with its names: "Receptionists: Mia Kowalczyk and Aled Rees. Ear care nurse: Bronwen Price.";
    // nor a sentence before it: "Registered office as above. Director: Graham Tull" — not "Dipl. Ing.", "Prof. Dr.".)
    if (/:\s/u.test(role) || /\p{Ll}{4}[.!?]\s+\p{Lu}/u.test(role)) continue;
    // (A note in brackets after the name is no part of it: "Asystentka zarządu: Marta Wiśniewska (lok. 10)",
    // "Praxisassistentin: Ursula Bärtschi (Mo, Mi, Fr vormittags)" — but one naming where they come from may make
    // them someone else's: "(Kanzlei Berger)".)
    const rest = text
      .slice(at)
      .trim()
      .replace(/^(?:[|·:–—-]|\/)\s*/, '')
      .replace(/\s*\(([^()]{1,60})\)$/u, (note, inside: string) => (/\d|@/.test(inside) || isDaysNote(inside) ? '' : note))
      // (Nor how to reach them after a comma, under one of the business's desks or offices: "Sekretariat: Nadja Oberholzer,
      // Tel. 052 …, Natel …" — under another title the line is as often another party's, "Hausarzt: Dr. …, Tel. …".)
      .replace(CONTACT_AFTER, (contact) => (DESK_ALONE.test(role) || isOfficeOfBoard(role) ? '' : contact))
      // (Nor is a term of office after a comma: "Председник – Драган Миловановић, 2022–2026", "…, seit 2021".)
      .replace(TERM_AFTER, '');
    if (fromElsewhere(rest)) continue;
    // A first name alone only after a recognised title and a colon: "Réceptionniste : Sandrine"; so is a name before a clause
    // about them: "Direttore artistico e stabile: M° Stefano Ceschini, alla guida dell'orchestra dal 2016."
    const titled = separator === ':' && isJobTitle(role);
    const parsed = parseName(rest) ?? (titled ? (parseFirstName(rest) ?? (HIRED_IN.test(role) ? null : nameBeforeClause(rest))) : null);
    // "Projektfotos: Dominique Wehrli" credits the photographer; "Design Director – Jane Roe" is a role.
    if (parsed && isRole(role) && !holdsName(role) && !REGISTERED.test(role) && !/\s·\s/.test(role) && (isJobTitle(role) || !CREDIT.test(role)) && !isOrganisation(rest))
      return { name: parsed.name, role, separator: `role${separator}` };
  }
  return null;
}

/** A jury or judges named in a sentence: the event's, not the business's people. (Not guests: a hotel's "our guests … Maria Rossi (Rezeption)".) */
const JURY = /(?<!\p{L})(?:jurado|jury|juries|jurys|giuria|žiri|жири|judges)(?!\p{L})/iu;
/** Words ending a term or a life: "fino al 2018", "until 2019", "bis 2020", "tot vorig jaar", "verstorben", "former". */
const HELD_ONCE =
  /(?<!\p{L})(?:fino\s+a\p{L}*|until|till|bis|tot|hasta|jusqu\p{L}*|do\s+\d|scompars\p{L}*|verstorben\p{L}*|deceased|overleden|fallecid\p{L}*|décéd\p{L}*|preminu\p{L}*|former(?:ly)?|ehemal\p{L}*|ancien\p{L}*|voormalig\p{L}*|retired|im\s+ruhestand|in\s+pensione)(?!\p{L})/iu;
/** A whole name, then a clause about them after a comma, in lower case: "M° Stefano Ceschini, alla guida dell'orchestra dal 2016." */
function nameBeforeClause(text: string): ParsedName | null {
  const lead = leadingName(text);
  // (Three words in lower case at least: "Edificio Tres Ríos, local 4, …" is an address under "Domicilio social"; and no role of
  // theirs elsewhere: "Guía contratado: Íñigo Zubiri Arrese, guía de alta montaña UIAGM (Pirineo Guías).")
  const clause = lead?.raw.endsWith(',') && /^\p{Ll}+\s+\p{Ll}[\p{L}'’]*\s+\p{Ll}/u.exec(lead.rest);
  // (Nor a clause saying they held it once: "… alla guida della banda fino al 2018", "tot vorig jaar dirigent …".)
  return lead && clause && /\s/.test(lead.name) && !isJobTitle(lead.rest.split(/\s+/)[0]) && !HELD_ONCE.test(lead.rest) ? { name: lead.name } : null;
}

/**
 * A name and a board's office with no mark between, as a credit union's list of its board writes them: "Marla J. Vinton
 * Chairperson", "Curtis Abernathy Vice Chairperson" — the shortest name before the office (one word only if it is no
 * surname as well: "Anna Cook"). Not any title: a title's own words read as a name and a role ("Senior Brand Designer"),
 * and so does a firm ("Kilbride Nolan Solicitors"); and only in a list that writes two or more so (alone, on a held-out
 * corpus, it named someone no one listed).
 */
function titleWithoutMark(text: string): { name: string; role: string } | null {
  if (text.length > MAX_NAME || /[,|·:;–—()]|\s[-/]\s/u.test(text)) return null;
  const words = text.split(' ');
  for (let k = 2; k < words.length; k++) {
    const [name, role] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    if (!/^\p{Lu}/u.test(role) || parseName(name)?.name !== name || isJobTitle(name) || !isJobTitle(role) || !officeOnly(role)) continue;
    return k === words.length - 1 && isSurnameWord(role) ? null : { name, role };
  }
  return null;
}

/**
 * A number to call someone on, after their name and a comma: ", Tel. 052 555 12 04, Natel …", ", 079 555 34 61" (not an
 * address's house number, ", 14, 46004 València"; nor an address alone, which a firm's credit gives as much: "Израда сајта:
 * Вебстудио Бачка, kontakt@…").
 */
const CONTACT_AFTER = /\s*,\s*(?:(?:tel|telefon|phone|ph|fon|mob|mobil|natel|handy|cell|gsm)(?!\p{L})|\+?\(?\d[\d\s()/.-]{6,}\d)[\s\S]*$/iu;

/** A labelled number or an address. */
const CONTACT_ITEM = String.raw`(?:(?:t[ée]l|tel(?:efon|ephone)?|port|portable|mob(?:il|ile)?|gsm|cell|natel|handy|phone|ph)\.?\s*:?\s*\+?\(?\d[\d\s()/.-]{5,}\d|\S+@\S+)`;

/** Labelled numbers or addresses after a dash, closing a line: "… – Port. 06.71.24.58.93", "… – prodaja@…, tel. +381 63 …". */
const CONTACT_AFTER_DASH = new RegExp(String.raw`\s+[–—-]\s+${CONTACT_ITEM}(?:\s*[,;·|]\s*${CONTACT_ITEM})*$`, 'iu');

/** A board's office and nothing else, "Vice Chairperson", "Secretary/Treasurer" — not a product's "Executive Chair". */
const officeOnly = (role: string) => role.split(/[\s/]+/).every((word) => isOfficeOfBoard(word) || /^(?:vice|deputy|co|acting|assistant|honorary)$/iu.test(word));

/** A list's items that each give a name and a board's office with no mark between (two or more of them): the board's people. */
function fromBoardList(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const byList = new Map<Element, number[]>();
  blocks.forEach((block, i) => {
    const list = block.element.name === 'li' && staff[i] && !taken.has(i) ? (block.element.parent as Element | null) : null;
    if (list) byList.set(list, [...(byList.get(list) ?? []), i]);
  });
  const found: PersonFinding[] = [];
  for (const items of byList.values()) {
    const read = items.map((i) => ({ i, said: titleWithoutMark(blocks[i].text) })).filter((r) => r.said);
    if (read.length < 2) continue;
    for (const { i, said } of read) {
      taken.add(i);
      found.push(person(said!.name, said!.role, sourceUrl, blocks[i].text, 'team_card'));
    }
  }
  return found;
}

/**
 * Words anywhere in a label that make its people someone else's, hired in: "Guía contratado", "Externer …". (A guest's or
 * a former holder's label starts so and is read by FORMER: "Gastdozentin:", "invité".)
 */
const HIRED_IN = /(?<!\p{L})(?:contratad[oa]s?|hired|external|extern\p{L}*)(?!\p{L})/iu;

/** "By" and a name, opening a "role": a credit for whoever made what the line names. */
const CREDITED_BY_WORD = /^(?:[Bb]y|[Dd]oor|[Vv]on|[Pp]ar|[Dd]a|[Pp]or|[Oo]d|[Pp]rzez)\s+([^,;]+)/u;
/** (A person's name after it, not a title's words: "Par Excellence Coach" is a coach.) */
const creditedBy = (role: string) => {
  const after = CREDITED_BY_WORD.exec(role)?.[1].trim();
  return !!after && parseName(after)?.name === after && !isJobTitle(after);
};

/** A term of office after a name and a comma: ", 2022–2026", ", seit 2021", ", od 2019.". */
const TERM_AFTER = new RegExp(String.raw`\s*,\s*(?:(?:${TERM_WORDS})\s+)?\d{4}(?:\s*[–—/-]\s*(?:\d{2}|\d{4})?)?\.?$`, 'u');

/**
 * A card's line about the person's presence, before a line that may name a department: "Neu im Team seit März" / "Empfang";
 * or a trainee's year, under a heading that gives the role: "Auszubildende" / "1. Lehrjahr".
 */
const STATUS_LINE =
  /^(?:\d\.\s*(?:lehrjahr|ausbildungsjahr)$|(?:neu|new|nouveau|nouvelle|nuevo|nueva|nuovo|nuova|nieuw|nieuwe|novo|nova)\s+(?:im|in|to|au|à|en|nel|nella|bij|u|w|seit|since|depuis|desde|dal|sinds)|seit|since|depuis|desde|dal|sinds|joining|joined|(?:(?:zurzeit|derzeit|momentan|aktuell|currently|presently|actuellement|attualmente|actualmente|momenteel|trenutno)\s+)?(?:in\s+(?:elternzeit|mutterschutz|karenz|maternità)|on\s+(?:parental|maternity|paternity)\s+leave|on\s+leave|en\s+cong[ée]|en\s+baja|met\s+(?:zwangerschaps|ouderschaps)verlof|na\s+(?:porodiljskom|roditeljskom|bolovanju)))(?!\p{L})/iu;

/** A weekday, as a note of working days abbreviates it, and the parts of a day (with the words between them). */
const WEEKDAY = /^(?:mo|di|mi|do|fr|sa|so|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:days?)?|lu|ma|me|je|ve|pon|uto|sre|čet|pet|sub|ned)\.?$/iu;
const PART_OF_DAY =
  /^(?:vormittags?|nachmittags?|morgens|abends|ganztags|mornings?|afternoons?|evenings?|matin|après-midi|mattina|pomeriggio|ochtend|middag|jutro|popodne|und|and|et|e|y|i|bis|to|à)$/iu;
/** Days and parts of the day alone: "Mo, Mi vormittags", "Tuesdays only". */
const isDaysNote = (note: string) => note.split(/[\s,–&-]+/).every((w) => !w || WEEKDAY.test(w) || PART_OF_DAY.test(w) || /^only$/i.test(w));

/** A practice or firm named by its partners, no role: "• Tierärztliche Gemeinschaftspraxis Brandt & Koch •". */
const PRACTICE_OF = /(?:praxis|kanzlei|klinik|clinic|studio|cabinet|bureau|kantoor|ordination|ordinacija)\s+(?:\p{Lu}[\p{L}'’-]+\s+)*\p{Lu}[\p{L}'’-]+\s*&\s*\p{Lu}/u;

/** Kinds of animal a practice keeps, in the languages read. */
const PET_KINDS = String.raw`cat|dog|kitten|puppy|rabbit|tortoise|parrot|mascot|\p{L}*katze|\p{L}*kater|\p{L}*hund|mačk[a]|mačak|pas|mačka|мачка|пас|chat|chienne|chien|gat[oa]|perr[oa]|gatt[oa]|cane|kat|hond`;
/**
 * A pet on the team page, its kind or breed in its "role": "Chief Comfort Officer (goldendoodle)", "… (therapy dog)",
 * "Shop dog & chief greeter", "Lobby cat (off duty)", "Bürokatze" (not a vet's focus: "Tierärztin (Schwerpunkt Hund)"; not "Dog groomer", "Reception Cat Advocate").
 */
const PET_ROLE = new RegExp(
  String.raw`^(?:shop|office|practice|studio|salon|clinic|surgery|farm|yard|stable|club|resident|workshop|lobby|reception|house|store|bar|café|cafe|bakery|library)[\s-]+(?:dog|cat|puppy|kitten)(?![\p{L}\s-]*(?:groomer|walker|trainer|sitter|handler|breeder|advocate|friendly))(?!\p{L})|\((?:(?:therapy|practice|office|clinic|resident|surgery|reception|praxis|therapie|thérapie|terapijski|terapeutski)[\s-]+)?(?:${PET_KINDS}|goldendoodle|labradoodle|labrador|retriever|spaniel|terrier|poodle|dachshund)\)|(?<!\p{L})(?:goldendoodle|labradoodle|golden\s+retriever|cocker\s+spaniel)(?!\p{L})|^\p{L}+(?:katze|hund|hündin)$`,
  'iu',
);

/** A word ranking a title, which may read as a first name alone: "Rear" (Commodore), "Vice", "Deputy". */
const RANK_WORD = /^(?:rear|vice|deputy|assistant|associate|senior|junior|chief|head|lead|principal|acting|honorary)$/iu;

/** A title held no more, or somewhere else: "Schreinermeister im Ruhestand.", "Architektin aus Zürich.", "retired GP". */
const PAST_OR_ELSEWHERE =
  /(?<!\p{L})(?:im\s+ruhestand|i\.\s?r\.|retired|retrait[ée]e?|in\s+pensione|jubilad[oa]|gepensioneerd|u\s+penziji|у\s+пензији|emerit\p{L}*|aus|from|iz|из)(?!\p{L})|†/iu;

/** A line ending in a word that links a title to what it is of: "Head of", "Leiterin der", "Responsable de". */
const LINKING_END = /\s(?:of|for|der|des|für|de|du|della|del|di|van|voor|za|od)$/iu;

/** Since when, set apart by "·" after a title: "Kapellmeister · seit 2017", "Practice Manager · with us since 2014". */
const TENURE_NOTE = /\s·\s(?:(?:with us|bei uns|chez nous|bij ons)\s+)?(?:since|seit|sinds|depuis|desde|dal|dall['’]|od|from|ab)\s+(?:\p{L}+\s+)?(?:19|20)\d\d$/iu;

/** How long its holder has been with the business, after a title: "Support Worker · 12 years with Saltbush". */
const YEARS_WITH = /^\d{1,2}\+?\s+(?:years?|yrs|jahre[n]?|ans|años|anni|jaar|godina)(?!\p{L})/iu;

/**
 * A title without the days its holder works or the languages they speak, set apart after it: "Receptionist · Tuesdays",
 * "Empfang · Mo, Mi vormittags", "Financial Coordinator · Se habla español", "Zahnärztin — spricht Englisch"; nor, after
 * "·", their duties in lower case or their years there ("Assistante funéraire · accueil et démarches", "… · 12 years with us").
 */
// (Not a range of days written with an en dash, "Receptionist · Tue–Sat", which the note's pattern stops at: reading it cost
// a held-out corpus a right role.)
const withoutNote = (text: string) =>
  text.replace(/\s[·–—|]\s([^·–—|]{1,60})$/u, (note, said: string, at: number) =>
    isDaysNote(said) || isLanguageList(said) || ((/^\p{Ll}/u.test(said) || YEARS_WITH.test(said)) && /·/.test(note) && isJobTitle(text.slice(0, at))) ? '' : note,
  );

/**
 * A sentence, not a title: five words or more ending in a stop ("For details of membership please contact Dave."). (Also
 * one led by a title, "Partner and head of family law.": reading those as roles cost a held-out corpus a wrong role.)
 */
const isSentenceLine = (text: string) => SENTENCE_END.test(text) && text.split(/\s+/).length >= 5;

/** A sentence's end: a word in lower case or a number, then its stop. */
const SENTENCE_END = /[\p{Ll}\d][.!?]$/u;

/** A mascot named as one in its first words: "La mascotte du Jardin des neiges", "Unser Maskottchen". */
// (Its subject, after an article or a possessive at most: "Estética de mascotas" is a groomer's work, "mascota" a pet.)
const MASCOT =
  /^(?:(?:the|our|club|team|la|le|l['’]|el|il|notre|nuestra|nuestro|unser(?:e|es)?|onze|ons|naša|наша|la\s+nostra|il\s+nostro)\s*)?(?:(?:mascots?|mascottes?|\p{L}*maskottchen|mascotas?|maskota|маскота)(?!\p{L}))/iu;

/** A line saying what something is of the business's, no trade in its first words: "Our newest room", "naš oldtajmer"; or a mascot. */
const ownThing = (line: string): boolean => {
  if (MASCOT.test(line) || PET_ROLE.test(line)) return true;
  const afterPossessive = (text: string) =>
    POSSESSIVE.test(text)
      ? text
          .replace(POSSESSIVE, '')
          .split(/[^\p{L}-]+/u)
          .filter(Boolean)
      : null;
  // (Or said after what it is, at the line's end: "Tanklöschfahrzeug TLF 16, Jahrgang 1988 – unser Oldtimer" — a German
  // noun there capitalised, so any word of it is read for an occupation, not its case.)
  const last = afterPossessive(/\s[–—-]\s([^–—-]+)$/u.exec(line)?.[1] ?? '');
  if (last && !last.some(isOccupation)) return true;
  const words = afterPossessive(line)?.slice(0, 3);
  return !!words?.length && /^\p{Ll}/u.test(words[0]) && !words.some(isOccupation);
};

/** A desk named alone: where someone works, not what they are. */
const DESK_ALONE =
  /^(?:empfang|rezeption|anmeldung|sekretariat|reception|front\s+desk|accueil|onthaal|recepción|recepcion|recepcija|рецепција|büro|office|customer\s+service|kundenservice|service\s+client(?:s|èle)?|atención\s+al\s+(?:alumno|cliente)|servizio\s+clienti)$/iu;
/** The parts of a business staff work in, as a staff list labels them: "Küche", "Service & Ausschank", "Technische dienst", "Schoonmaak". */
const DEPARTMENT_WORD =
  /^(?:küche|kitchen|keuken|cuisine|cocina|cucina|kuhinja|кухиња|kuchnia|service|bedienung|ausschank|bar|sala|keller|verkauf|sales|vente|ventas|vendite|verkoop|prodaja|продаја|technische\s+dienst|technik|technical\s+services?|schoonmaak|reinigung|cleaning|housekeeping|hauswirtschaft|nettoyage|limpieza|pulizie|čišćenje|animatie|animation|animación|animazione|buchhaltung|boekhouding|accounts|billing|invoicing|facturatie|facturation|fakturierung|facturación|facturacion|fatturazione|fakturisanje|comptabilité|contabilidad|contabilità|administratie|verwaltung|administration|administración|amministrazione|werkstatt|workshop|atelier|taller|officina|radionica|lager|magazijn|warehouse|versand|logistik|logistics|feinkost|theke|backstube|partyservice|catering|deli|delicatessen)$/iu;
/** A label made of departments alone: "Küche", "Keller & Verkauf", "Service und Ausschank", a butcher's "Verkauf & Feinkost". */
const labelParts = (label: string) => label.split(/\s*(?:&|\/|,|\s(?:und|and|en|et|y|e|i|и)\s)\s*/u);
/** A clinic's billing desk with the insurance claims it does: "Billing & Insurance" (not "Insurance" alone: an outside broker's). */
const BILLING_AND_INSURANCE = /^billing\s*(?:&|and)\s*insurance$/iu;
const isDepartmentLabel = (label: string) => BILLING_AND_INSURANCE.test(label.trim()) || labelParts(label).every((part) => DEPARTMENT_WORD.test(part));
/** Desks and departments a person staffs: "Onthaal & facturatie", "Empfang & Sekretariat". (Also bookings, "Office & Bookings",
 * was tried: a held-out corpus's bookings desk was no one of the site's.) */
const isDeskLabel = (label: string) => BILLING_AND_INSURANCE.test(label.trim()) || labelParts(label).every((part) => DEPARTMENT_WORD.test(part) || DESK_ALONE.test(part));

/** Where someone is registered, no role: "Ingeschreven architecten in het Architectenregister: M. van der Hoeven". */
const REGISTERED = /(?<!\p{L})(?:ingeschreven|eingetragen|inscrit|iscritt|registered|upisan|уписан|wpisan)/iu;

/** Comma-separated words naming no occupation: fields of work ("Nepokretnosti, nasledno pravo"), not a title. */
const isTopicList = (text: string) => (/[,·]/.test(text) && !mentionsOccupation(text)) || isFieldOfLaw(text);

/**
 * A field of law, no role: "Droit des sociétés et baux commerciaux", "Family Law", "Arbeitsrecht", "Porodično
 * pravo" — but "Fachanwältin für Arbeitsrecht" names the lawyer.
 */
const isFieldOfLaw = (text: string) =>
  /^(?:droit|derecho|diritto|prawo|pravo|право)\s/iu.test(text) || (/(?:\blaw|recht|\bpravo|\bправо)$/iu.test(text) && !mentionsOccupation(text));

/** Whether any word of a text is an occupation, in any form ("Psychotherapist", "sestre", "Prezes"). */
const mentionsOccupation = (text: string) => text.split(/[^\p{L}]+/u).some((w) => w && isOccupation(w));

/** For each block, the role the section heading above it states, if any (a heading that is a name does not start a section). */
function headingRoles(blocks: TextBlock[], names: (ParsedName | null)[]): (string | null)[] {
  let role: string | null = null;
  return blocks.map((block, i) => {
    if (HEADING.test(block.element.name) && !names[i]) role = groupRole(block.text);
    return role;
  });
}

/**
 * A line stating a role in some form: a short phrase (not a bio's sentence) naming an occupation, or
 * starting with one ("<span>Clinical Director</span><span>Orla qualified …</span>").
 */
const statesRole = (block: TextBlock | undefined) =>
  !!block &&
  !HEADING.test(block.element.name) &&
  !notRoleLine(block.element) &&
  !isButtonLine(block) &&
  // (Specialisms set apart by "·" are topics, however their words read: "Sportphysiotherapie · Gerätetraining".)
  // (A line the page marks as the role counts whatever else it holds: "<p class="b-role">Тренер МК „Алба“ …</p>", another club's coach.)
  roleLines(block).some(
    (text) =>
      !text.endsWith(':') && !/\S:\s/.test(text) && !/\s·\s/.test(text) && !isQualifications(text) && (isRolePhrase(text) || isRoleLine(block.element)) && mentionsOccupation(text),
  );

/**
 * Where a block can state a role: its text, or its first inline part ("<span>Clinical Director</span><span>
 * Orla qualified in 2002 …</span>") — but not a part ending in a colon, which labels what follows it
 * ("Post an den Vorstand: <a>…</a>").
 */
function roleLines(block: TextBlock): string[] {
  const first = block.cuts.length ? block.text.slice(0, block.cuts[0]).trim() : '';
  // Parts that run into each other, a word ending where the next begins in capitals, are lines the page's styles
  // set apart: "<span>Leiterin Kinderland</span><small>Landesskilehrerin</small>" is a role and a qualification.
  const runTogether = block.cuts.some((at) => /\p{Ll}/u.test(block.text[at - 1]) && /\p{Lu}/u.test(block.text[at]));
  return [...(runTogether && first ? [] : [block.text]), ...(first && !first.endsWith(':') ? [first] : [])];
}

/** The label of a card's role field: "Fonction : Présidente" states "Présidente". */
const ROLE_FIELD = /^(?:fonction|function|position|role|rôle|funktion|cargo|puesto|funzione|ruolo|functie|funkcija|функција|stanowisko|funkce|pozice)\s*:\s*(?=\S)/iu;

/**
 * A heading ending in a name in quotes: "Руководство Удружења пчелара „Фрушка гора“" — an organisation's name, not a
 * quotation (a paragraph so ended may quote a client: 'Our client Tom said it best: "Simply the Best"').
 */
const QUOTED_NAME_END = /^[^:]*\s["“„«]\p{Lu}[^"“”„«».,!?:]{0,40}["“”»]$/u;
/** A quotation or a star rating: the name after it signs a testimonial. */
// (A link's arrow is no closing quotation mark: "Read bio »" ends a card, with no "«" to open a quotation.)
const isQuote = (block: TextBlock | undefined) =>
  !!block &&
  (/^["“”„«»‘’‚★☆]|★/.test(block.text) ||
    (/["“”„«»]$/.test(block.text) && !(/\s»$/.test(block.text) && !block.text.includes('«')) && !(HEADING.test(block.element.name) && QUOTED_NAME_END.test(block.text))));

/** A role as stated, without an imprint's "represented by" before it: "Vertreten durch den Geschäftsführer" is "Geschäftsführer". */
function statedRole(role: string): string {
  const represented = REPRESENTED_BY.exec(role.trim())?.[1];
  // A role in brackets under its name is the role without them: "Dr Rupert Ellingham<br>(Senior Partner)".
  // (And without a list's bullet before it: "● Administrador: Jordi Ferrer i Puig".)
  // (Nor a link after a bar to the person's photo or address: "med. Praxisassistentin (MPA) | Foto".)
  return represented && isJobTitle(represented)
    ? represented
    : withoutNoteAfter(afterLetters(role))
        .replace(/^[●•▪◦]\s*/u, '')
        .replace(/^\((.+)\)$/su, '$1')
        .replace(/\s*\|\s*(?:fotos?|photos?|bild(?:er)?|e-?mail|mail|vcard|profile?|cv|lebenslauf)$/iu, '');
}

/** A role after its holder's letters on one line: "BSc (Hons), MRCPod, Podiatrist" is "Podiatrist". */
function afterLetters(role: string): string {
  // (The last comma first: "MRCPod, Podiatrist" reads as a title too.)
  for (let comma = role.lastIndexOf(', '); comma > 0; comma = role.lastIndexOf(', ', comma - 1)) {
    const title = role.slice(comma + 2);
    // (Not an abbreviated title: "MD, Founder" is a managing director's.)
    if (isQualifications(role.slice(0, comma)) && !/^(?:MD|GM|VP|PA)$/.test(role.slice(0, comma)) && isJobTitle(title)) return title;
  }
  return role;
}

/**
 * A role without the days its holder works in brackets: "Receptionist (Tuesdays)" is "Receptionist". (Letters after a
 * comma stay: the corpora label "Founding Director, RIBA" as written.)
 */
function withoutNoteAfter(role: string): string {
  const bracket = /^(.+?)\s*\(([^()]{1,40})\)$/u.exec(role);
  if (bracket && isJobTitle(bracket[1]) && isDaysNote(bracket[2])) return bracket[1];
  return role;
}

function person(name: string, stated: string, sourceUrl: string, evidence: string, method: PersonFinding['method']): PersonFinding {
  const role = statedRole(stated);
  return { type: 'person', value: `${name} — ${role}`, raw: asWritten(name, evidence), name, role, sourceUrl, evidence, method };
}

/**
 * The name as the evidence writes it: with a nickname between its words ("Aleksandra „Ola” Nowicka" for "Aleksandra
 * Nowicka"), or the first name a card gives where the whole name came from elsewhere on the page ("Aoife" for "Aoife Brennan").
 */
function asWritten(name: string, evidence: string): string {
  if (evidence.includes(name)) return name;
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const nickname = String.raw`(?:\s+["„“«'‘‚][^"”»’'\n]{1,30}["”»’'“])?\s+`;
  const words = name.split(/\s+/);
  const written = new RegExp(words.map(escape).join(nickname), 'u').exec(evidence)?.[0];
  if (written) return written;
  return new RegExp(`(?<![\\p{L}])${escape(words[0])}(?![\\p{L}])`, 'u').test(evidence) ? words[0] : name;
}

/** An element's kind within its page: tag and classes without generated ids ("comp-lg3d0000", "menu-item-70"). */
const kind = (el: Element) =>
  `${el.name}.${(el.attribs.class ?? '')
    .split(/\s+/)
    .filter((c) => c && !/\d.*\d/.test(c))
    .sort()
    .join('.')}`;

interface Placed {
  finding: PersonFinding;
  /** How name and role were laid out: repeated blocks of one page share it. */
  shape: string;
  nameAt: number;
  roleAt: number | null;
}

/**
 * People from name and role blocks. `isRole` decides what counts as a role; `shapes`, when given,
 * limits the pass to layouts already seen on the page with a recognised job title — a card grid where
 * most roles are "Dental Nurse" also states "FSJlerin" and "izvorni govornik" as roles.
 */
function placePeople(blocks: TextBlock[], staff: Context, names: (ParsedName | null)[], sourceUrl: string, isRole: RoleTest, taken: Set<number>, shapes?: Set<string>): Placed[] {
  const placed: Placed[] = [];
  /** Lists whose first name took the label right above the list as its role. */
  const listLabels = new Map<Element, { role: string; at: number; card?: Element }>();
  /** Cells whose first line took the row's header as its role; the lines after it in the cell share it. */
  const cellLabels = new Map<Element, { role: string; at: number; last: number }>();
  // Row headers spanning several rows, by their cell: each row's name below is under it.
  const spanningLabels = new Map<Element, { role: string; at: number }>();
  const ok = (shape: string) => !shapes || shapes.has(shape);
  /** The label of the list or wrapper of cards a name sits in, if an earlier name of it took one. */
  const labelOfGroup = (element: Element) => {
    const chain = ancestors(element).slice(0, 4);
    const at = chain.findIndex((el) => listLabels.has(el));
    if (at < 0) return undefined;
    const group = chain[at];
    // A wrapper's later cards take its label only when they hold the name alone, in the layout of the first.
    if (group.name !== 'ul' && group.name !== 'ol') {
      const card = chain[at - 1] ?? element;
      const first = listLabels.get(group)!.card;
      if (!first || kind(card) !== kind(first) || collapse(textOf(card)) !== collapse(textOf(element))) return undefined;
    }
    return listLabels.get(group)!;
  };
  const closeness = (a: number, b: number) => ancestors(commonAncestor(blocks[a], blocks[b])).length;
  /** A heading, a term or a cell of another row below a name labels what comes after it, not the name. */
  const labelsWhatFollows = (name: number, role: number) => {
    const [a, b] = [blocks[name].element, blocks[role].element];
    // "Post an den Vorstand: …" labels the address after it, "Secretaris:<br>Jan-Willem …" the name after it — in one
    // element only when a name follows it ("Jane Smith<br>Treasurer:<br>treasurer@…" is hers).
    if (/:$/.test(blocks[role].text) && (a !== b || !!names[role + 1] || !!parseFirstName(blocks[role + 1]?.text ?? ''))) return true;
    // Lines of one element ("<h1>Lea Brunschwiler<br><span>Rechtsanwältin</span></h1>") are one card.
    if (a === b) return false;
    // A heading below a name heads the next section unless it is a smaller one ("<h3>Name</h3><h4>Role</h4>").
    const [nameRank, roleRank] = [HEADING.exec(a.name)?.[1], HEADING.exec(b.name)?.[1]];
    if (roleRank && (!nameRank || Number(roleRank) <= Number(nameRank))) return true;
    if (b.name === 'dt' && a.name !== 'dt') return true;
    return inOtherRow(name, role);
  };
  /**
   * A line above a name that closes another person's card is theirs: "<div>Mehmet Yıldız … <p>KNX-Partner</p></div>" before
   * "<div>Lea Fichtner …". The branch holding the line, below the element both share, holds an earlier name.
   */
  // (Within a card's depth, 16 levels: a page of sections nested thousands deep stays linear.)
  const inAnothersCard = (line: number, name: number) => {
    const nameUp = new Set(ancestors(blocks[name].element, 16));
    const lineUp = ancestors(blocks[line].element, 16);
    const common = lineUp.findIndex((el) => nameUp.has(el));
    if (common <= 0) return false;
    const branch = lineUp[common - 1];
    for (let k = line - 1; k >= Math.max(0, line - 6); k--) if (names[k] && ancestors(blocks[k].element, 16).includes(branch)) return true;
    return false;
  };
  /** The table row a block is in, if any (within a cell's depth). */
  const rowOf = (k: number) => ancestors(blocks[k].element, 6).find((el) => el.name === 'tr');
  /** A name in a table cell takes its role from its own row only (a cell of it, or a line of a list in one). */
  const inOtherRow = (name: number, role: number) => {
    const cell = blocks[name].element;
    return ['td', 'th'].includes(cell.name) && cell.parent !== blocks[role].element.parent && !ancestors(blocks[role].element, 4).includes(cell.parent as Element);
  };
  /** The block after a name, no heading, names an occupation in any form: the card states a role of its own. */
  // (A line, not a bio's sentences: "BSc Oral Health Science (Portsmouth). Sophie is also qualified as a dental therapist."
  // Nor an address, whose words may be a title's: "email: commodore@…".)
  const nextNamesOccupation = (i: number) =>
    !!blocks[i + 1] && !HEADING.test(blocks[i + 1].element.name) && !isProse(blocks[i + 1].text) && mentionsOccupation(blocks[i + 1].text.replace(/\S+@\S+/gu, ''));
  /** The line right under a page's <h1> that is a name: a person's own page (or an obituary, a client's: see PAST_OR_ELSEWHERE). */
  const ownPageTitle = (i: number) => i > 0 && blocks[i - 1].element.name === 'h1' && !!names[i - 1];
  const roleAt = (i: number) => {
    const block = blocks[i];
    if (i < 0 || !block || !staff.roles[i] || names[i] || taken.has(i) || isContactLink(block.element) || isButtonLine(block) || isSectionIntro(block.element)) return null;
    return (
      roleLines(block)
        .map((text) => withoutNote(text.replace(/:$/, '').replace(ROLE_FIELD, '').replace(TENURE_NOTE, '')).trim())
        // (A person's own page may write the title under its <h1> as a line with its full stop, led by an occupation:
        // "Direttrice artistica e docente di pianoforte." — no comma: "… pruža Marko Veljković, savetnik za pčelarstvo, …" is prose.)
        .map((text) =>
          ownPageTitle(i) && /^[^,]+\p{L}\.$/u.test(text) && !PAST_OR_ELSEWHERE.test(text) && isOccupation(text.split(/\s+/)[0]) && isJobTitle(text.slice(0, -1))
            ? text.slice(0, -1)
            : text,
        )
        // "Schwerpunkte: Vereine, Vermietung" is a label and its values, not a role.
        // (A name-shaped title is read as a role here only where the name pass set it aside: "Licensed Psychologist".)
        .find(
          (text) =>
            text &&
            !/\S\s?:\s/.test(text) &&
            // Topics set apart by "·" ("Protetika · Estetska stomatologija") are a card's specialisms.
            !/\s·\s/.test(text) &&
            !isLanguageList(text) &&
            !STATUS_LINE.test(text) &&
            !(isFieldOfWork(text) && !isJobTitle(text)) &&
            !isPlaceholder(text) &&
            !isFieldOfLaw(text) &&
            !isCreditLine(text) &&
            !creditedBy(text) &&
            !PRACTICE_OF.test(text) &&
            !PET_ROLE.test(text) &&
            // (Nor a title cut after its linking word: "Head of".)
            !LINKING_END.test(text) &&
            // (Not a sentence: "For details of membership please contact Dave." over his name.)
            !isSentenceLine(text) &&
            isRole(text) &&
            (!parseName(text) || isJobTitle(text) || DESK_ALONE.test(text) || isRoleLine(block.element)) &&
            !nameThenRole(block.text, block.cuts, isJobTitle),
        ) ?? null
    );
  };
  blocks.forEach((block, i) => {
    // A name right after a quotation signs it, unless the quotation ends the card before (a motto under a name placed there).
    const mottoBefore = (q: number) => [q - 1, q - 2, q - 3].some((k) => k >= 0 && taken.has(k) && sameCard(blocks[k].element, blocks[q].element));
    // (Not a quotation that names its author on its own line: "« Aidez-moi à faire seul. » — Maria Montessori" over the
    // director's signature.)
    const signedQuote = (q: number) => {
      const author = /[»"”“]\s*[—–-]\s*([^»"”“]+)$/u.exec(blocks[q]?.text ?? '')?.[1];
      return !!author && !!parseName(author.trim());
    };
    if (taken.has(i) || !staff.names[i] || (isQuote(blocks[i - 1]) && !mottoBefore(i - 1) && !signedQuote(i - 1))) return;
    // (A line whose class says it is no name — a card's practice areas "Commercial Property · Residential Conveyancing" — holds none.)
    const inline = notNameLine(block.element) ? null : nameThenRole(block.text, block.cuts, isRole);
    const inlineShape = inline && `${kind(block.element)}>${inline.separator}`;
    // (Not a credit: "Web: Ría Dixital" after "Titular: …".)
    if (inline && ok(inlineShape!) && !WEB_CREDIT.test(inline.role.trim())) {
      // In a table the row's role cell wins over a note in brackets: "Lid | Fatima el Amrani (PR & communicatie)".
      // (Unless the note is a title the row's names as a group: "Directors | Joanne Greenhalgh-Pike (Managing Director), …".)
      const rowRole = ['td', 'th'].includes(block.element.name) && inline.separator === '(' ? [i - 1, i + 1].find((j) => roleAt(j) && !inOtherRow(i, j)) : undefined;
      const narrows = (group: string) => isJobTitle(inline.role) && foldText(inline.role).includes(foldText(group).replace(/(?:s|en|n|e|i)$/u, ''));
      if (rowRole !== undefined && !narrows(roleAt(rowRole)!)) {
        const role = roleAt(rowRole)!;
        taken.add(i).add(rowRole);
        placed.push({
          finding: person(inline.name, role, sourceUrl, `${blocks[rowRole].text} ${block.text}`, 'team_card'),
          shape: `${inlineShape}row`,
          nameAt: i,
          roleAt: rowRole,
        });
        return;
      }
      taken.add(i);
      placed.push({ finding: person(inline.name, inline.role, sourceUrl, block.text, 'team_card'), shape: inlineShape!, nameAt: i, roleAt: null });
      return;
    }
    if (!names[i]) return;
    // Post-nominals set apart from the name ("<h3>Jane Roe</h3><span>BDS MSc</span>") are skipped, and so are lines
    // whose class says what else they are: qualifications, specialisms, languages ("<p class="quali">ÖTV B-Trainerin</p>").
    let nextAt = i + 1;
    // (And a tag between the name and the title under it in the card, a section or a department: "José Ángel
    // Goikoetxea Uribe" / "Sección de esquí de montaña" / "Vicepresidente". Not a word that may be the next card's first name.)
    // (Not a line whose class says it is the role: "<p class="fonction">Verrier restaurateur</p><p>Spécialiste grisaille …</p>".)
    const tagInCard = (k: number) =>
      !!blocks[k + 1] &&
      !names[k + 1] &&
      !names[k] &&
      !isRoleLine(blocks[k].element) &&
      (!parseFirstName(blocks[k].text) || isTagLine(blocks[k].element)) &&
      !STATUS_LINE.test(blocks[k].text) &&
      !isJobTitle(blocks[k].text) &&
      isJobTitle(blocks[k + 1].text) &&
      sameCard(blocks[k].element, block.element) &&
      sameCard(blocks[k + 1].element, block.element) &&
      aloneInCard(k + 1);
    /** A status line in the card over more of it ("Neu im Team seit Februar"), but not over a desk alone ("Empfang"). */
    const statusOver = (k: number) => STATUS_LINE.test(blocks[k].text) && !!blocks[k + 1] && sameCard(blocks[k + 1].element, block.element) && !DESK_ALONE.test(blocks[k + 1].text);
    /** The card holding the name and the line at `k` names no one else: a card, not a row of them. */
    const aloneInCard = (k: number) => {
      const card = commonAncestor(block, blocks[k]);
      const inCard = (j: number) => blocks[j].element === card || ancestors(blocks[j].element).includes(card);
      for (let j = Math.max(0, i - 4); j < Math.min(blocks.length, k + 5); j++) {
        // (A tag's one word is a place or a section, not a first name: "<span class="tag">Zaragoza</span>".)
        if (j !== i && inCard(j) && (names[j] || (parseFirstName(blocks[j].text) && !isTagLine(blocks[j].element)))) return false;
      }
      return true;
    };
    // (Lines whose class says what they are may be several, within the card: a status, then a degree over two lines.)
    while (
      blocks[nextAt] &&
      (nextAt < i + 3
        ? isQualifications(blocks[nextAt].text) || notRoleLine(blocks[nextAt].element) || tagInCard(nextAt) || statusOver(nextAt)
        : nextAt < i + 5 && (notRoleLine(blocks[nextAt].element) || statusOver(nextAt)) && sameCard(blocks[nextAt].element, block.element))
    )
      nextAt++;
    // The role below belongs to the next person when it sits tighter with them ("role, name" cards).
    const next =
      roleAt(nextAt) &&
      !labelsWhatFollows(i, nextAt) &&
      !belowItsList(block.element, blocks[nextAt].element) &&
      !((names[nextAt + 1] || parseFirstName(blocks[nextAt + 1]?.text ?? '')) && closeness(nextAt, nextAt + 1) > closeness(i, nextAt))
        ? nextAt
        : null;
    // (In a row, past a cell of prose about the person: "Commodore | Rhodri sails a Merlin Rocket … | Rhodri Tregenza".)
    let a = i - 1;
    let roleAbove = roleAt(a);
    const row = roleAbove ? undefined : rowOf(i);
    for (let k = i - 1; row && k > i - 4 && k > 0 && SENTENCE_END.test(blocks[k].text) && rowOf(k) === row && rowOf(k - 1) === row; k--) {
      roleAbove = roleAt(k - 1);
      if (roleAbove) {
        a = k - 1;
        break;
      }
    }
    const prev =
      roleAbove &&
      !inOtherRow(i, a) &&
      !inAnothersCard(a, i) &&
      !((names[a - 1] || parseFirstName(blocks[a - 1]?.text ?? '') || isPlaceholder(blocks[a - 1]?.text ?? '')) && closeness(a - 1, a) > closeness(a, i)) &&
      !isQuote(blocks[a - 1])
        ? a
        : null;
    const shapeOf = (at: number) =>
      (at > i ? `${kind(block.element)}>${kind(blocks[at].element)}` : `${kind(blocks[at].element)}>${kind(block.element)}`) + `>${at > i ? 'below' : 'above'}`;
    let at = next !== null && ok(shapeOf(next)) ? next : null;
    const above = prev !== null && ok(shapeOf(prev)) ? prev : null;
    // Lines of one element are one card: "<span>Tierärztin<br>Ulrike Pölzl</span><span>Tierarzt<br>…" reads role first.
    const ownLine = (j: number | null) => j !== null && blocks[j].element === block.element;
    if (ownLine(above) && !ownLine(at)) at = above;
    if (at === null) at = above;
    else if (above !== null) {
      const [belowCloseness, aboveCloseness] = [closeness(i, at), closeness(above, i)];
      // Equally close: a term and its description ("<dt>Direktor</dt><dd>Ana Anić</dd>") read term first.
      // A row of cells reads left to right: "Prezes Zarządu | Name | Zarząd" is the first cell's.
      if (aboveCloseness > belowCloseness || (aboveCloseness === belowCloseness && ['dt', 'th', 'td'].includes(blocks[above].element.name))) at = above;
    }
    // A desk the person sits at, then their title below it in the card: "Empfang & Terminvereinbarung" / "Office-Managerin".
    // (Not a heading that labels what follows it: the next section's "Stručni stožer".)
    if (
      at !== null &&
      at > i &&
      !namesOccupation(blocks[at].text) &&
      !isRoleLine(blocks[at].element) &&
      roleAt(at + 1) &&
      namesOccupation(blocks[at + 1].text) &&
      sameCard(blocks[at + 1].element, block.element) &&
      !labelsWhatFollows(i, at + 1)
    )
      at++;
    // A heading above is not the role of a name whose card goes on to state one we cannot read ("Prezes Zarządu, … nr 11482").
    if (at !== null && at < i && HEADING.test(blocks[at].element.name) && nextNamesOccupation(i)) return;
    const list = listOf(block.element);
    const labelled = labelOfGroup(block.element);
    // Lines of one cell under its row's header share it: "<th>Vocales</th><td>Gemma Carbonell<br>Ángel Navarro Ros<br>…</td>";
    // the list's other names share its label: "<p>Управни одбор</p><ul><li>…</li><li>…</li></ul>".
    const cellLabel = cellLabels.get(block.element);
    // (So do the next rows' cells under a header spanning them: "<th rowspan=4>Nauczycielki wychowawczynie</th>".)
    const spanning = at === null ? spanningLabels.get(rowSpanHeader(block.element) as Element) : undefined;
    const shared =
      at !== null
        ? null
        : cellLabel && cellLabel.last === i - 1
          ? { ...cellLabel, shape: 'cell' }
          : spanning
            ? { ...spanning, shape: 'cell' }
            : labelled
              ? { ...labelled, shape: 'list' }
              : null;
    if (shared) {
      taken.add(i);
      if (shared.shape === 'cell' && !spanning) cellLabel!.last = i;
      placed.push({
        finding: person(names[i].name, shared.role, sourceUrl, `${blocks[shared.at].text} ${block.text}`, 'team_card'),
        shape: shared.shape,
        nameAt: i,
        roleAt: shared.at,
      });
      return;
    }
    if (at === null) return;
    const role = HEADING.test(blocks[at].element.name) ? roleAt(at)!.replace(POSSESSIVE, '') : roleAt(at)!;
    // (The label right above the list, or its first item naming the members: "<ul><li><strong>Чланови</strong></li><li>…";
    // or right above the wrapper of a list of cards: "<p class=naglowek>Kancelistki</p><div><div>Magda</div><div>…".)
    // (A first item labels the list only when it names the members: "President" over one name is that one's.)
    if (list && at < i && (previousElement(list) === blocks[at].element || (firstItem(list) === blocks[at].element && MEMBERS.test(role)))) listLabels.set(list, { role, at });
    else if (at < i) {
      const chain = ancestors(block.element).slice(0, 4);
      const k = chain.findIndex((el, n) => n > 0 && previousElement(el) === blocks[at].element);
      if (k > 0) listLabels.set(chain[k], { role, at, card: chain[k - 1] });
    }
    taken.add(i).add(at);
    if (at < i && ['td', 'dd'].includes(block.element.name) && ['th', 'td', 'dt'].includes(blocks[at].element.name)) cellLabels.set(block.element, { role, at, last: i });
    if (at < i && blocks[at].element.name === 'th' && Number(blocks[at].element.attribs.rowspan) > 1) spanningLabels.set(blocks[at].element, { role, at });
    const evidence = at > i ? `${block.text} — ${blocks[at].text}` : `${blocks[at].text} ${block.text}`;
    placed.push({ finding: person(names[i].name, role, sourceUrl, evidence, 'team_card'), shape: shapeOf(at), nameAt: i, roleAt: at });
  });
  return placed;
}

/** A list's first item. */
const firstItem = (list: Element) => list.children.find((c): c is Element => c.type === 'tag' && c.name === 'li');

/** The element right before another among its siblings. */
function previousElement(element: Element): Element | null {
  let node = element.prev;
  while (node && node.type !== 'tag') node = node.prev;
  return node ?? null;
}

/**
 * A line below the list a name is an item of labels what follows it, not the item: "<p>Председник</p><ul><li>Name
 * </li></ul><p>Потпредседник</p><ul>…" gives each list the label above it.
 */
function belowItsList(name: Element, below: Element): boolean {
  const list = listOf(name);
  return !!list && !ancestors(below).includes(list);
}

/** The list an element is an item of (or inside one), if any. */
const listOf = (element: Element): Element | undefined => ancestors(element).find((el) => el.name === 'ul' || el.name === 'ol');

/** Class words of a card's lines that are not its role: qualifications, specialisms, languages, places, mottos, bios. */
const NOT_ROLE_CLASS = new Set([
  'quals',
  'quali',
  'qualifications',
  'credentials',
  'degrees',
  'degree',
  'diploma',
  'spec',
  'specs',
  'specialties',
  'specialities',
  'specialisms',
  // (eighteenth round) what a teacher teaches and holds: "<div class=teacher-styles>Power Flow, Slow Flow</div>", "teacher-cred"
  'styles',
  'disciplines',
  'cred',
  'certifications',
  'instruments',
  // a card's practice areas ("<p class=team-member__areas>Commercial Property · Residential Conveyancing")
  'areas',
  'expertise',
  'skills',
  'sectors',
  'schwerpunkt',
  'schwerpunkte',
  'languages',
  'lang',
  'sprachen',
  'location',
  'standort',
  'motto',
  'quote',
  'bio',
  'reg',
  'registration',
]);
/** A tag or badge in a card, by its class: a location, a section, a status — never a person's name. */
const isTagLine = (element: Element): boolean => {
  const tags = (el: Element) => classParts(el).some((part) => part === 'tag' || part === 'badge' || part === 'pill' || part === 'chip');
  // (Or a line whose only element is one: "<div><span class="tag">Zaragoza</span></div>".)
  const only = element.children.filter((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
  return tags(element) || (only.length === 1 && only[0].type === 'tag' && tags(only[0]));
};
const notRoleLine = (element: Element) => classParts(element).some((part) => NOT_ROLE_CLASS.has(part));
/** Class words of a card's role line: "<p class="team-role">Funeral Arranger</p>" is no name, though its words read like one. */
const ROLE_LINE_CLASS = new Set(['role', 'jobtitle', 'job', 'funktion', 'function', 'fonction', 'functie', 'designation', 'occupation', 'beruf', 'ruolo', 'cargo', 'potpis']);
/** Nor is it a name, by its class alone (an id such as "bio-theo-label" names what the element is about). */
const notNameLine = (element: Element) => attributeWords(element.attribs.class ?? '').some((part) => NOT_ROLE_CLASS.has(part) && part !== 'bio') || isRoleLine(element);
const isRoleLine = (element: Element) => attributeWords(element.attribs.class ?? '').some((part) => ROLE_LINE_CLASS.has(part));

/** Headings of sections whose people are customers or authors: "What our patients say", "Kundenstimmen", "Utisci", "About the author". */
/** Words for an event's speakers, in the languages read. */
const SPEAKER_WORDS = String.raw`speakers|vortragende|predavač[i]?|предавач[и]?|conférenciers|ponentes|relatori|sprekers|prelegenci`;
/** An event's speakers or an award's jury, as a heading or a label ("Predavači", "Jury-Vorsitz: …"): they come from elsewhere. */
const SPEAKERS = new RegExp(String.raw`(?<!\p{L})(?:${SPEAKER_WORDS})(?!\p{L})|(?<!in)jury`, 'iu');

const NOT_STAFF_HEADING =
  /(?<!in)jury|testimonial|review|what\s+(?:our\s+)?(?:clients|patients|customers|students|parents|people)\s+say|kind\s+words|kundenstimm|bewertung|erfahrungen|rezension|stimmen\s+(?:unserer|von)|utis(?:ak|ci)|iskustva|preporuke|recenzij|recenzje|opinie|opinioni|opiniones|beoordelingen|^ervaringen|ervaringen\s+van|утис|recommended|empfohlene|recommandés?|consigliat|aanbevolen|preporu[čc]en|препоручен|искуств|препорук|about\s+the\s+author|über\s+de[nm]\s+autor|o\s+autoru|blog|news|aktuelles|vesti|novosti|вести|новости|latest\s+posts|neueste\s+beiträge|articles|sponsor|förderer|unterstützer|patrocin|apoios|sostenitori|mécènes|recommended\s+(?:specialists|practitioners|colleagues|clinicians|doctors)|referr(?:al|ing)|verwijz|überweis|zuweiser|spolupracujeme|samenwerking|(?<!human\s)resources|useful\s+(?:contacts|links)|(?:local|elected|public)\s+(?:elected\s+)?representatives|your\s+elected\s+representatives|vos\s+élus|élus\s+locaux|užitočné|korisni|nützliche|(?<!\p{L})(?:ehemalig|former|past\s+(?:presidents|members|chairs|captains|coaches|officers|committees)|honou?rs\s+board|visiting\s+(?:this|our|teachers|instructors|coaches|artists|faculty)|guest\s+(?:teachers|instructors|coaches|artists|speakers|lecturers)|gastdozent|gastlehrer|gasttrainer|intervenants?\s+invités|previous\s+(?:boards?|committees?|members)|(?:consigli|direttivi|organi)\s+precedenti|(?:juntas|consejos)\s+anteriores|frühere\s+vorstände|vorherige|prethodn|претходн|alumni|in\s+memoriam|obituar|nachruf|traueranzeig|necrolog|esquelas|community\s+partners|partner\s+(?:agencies|organi[sz]ations|charities)|partnerorganisat|bivš|бивш|досадашњ|dosadašnj|anciens?\s|voormalig|antiguos|expresident|ehrenmitglied|honorary\s+members|počasni\s+članovi|почасни\s+чланови|membres\s+d['’]honneur|ereleden|soci\s+onorari|socios\s+de\s+honor)|współpracujemy|wspolpracujemy|sarađujemo|saradjujemo|сарађујемо|surađujemo|partenaires|kooperationspartner|együttműköd/iu;
/**
 * (thirty-second session) Headings that are, whole, an event's guests, a jury, guest teachers, suppliers or the books a shop
 * stocks: "Ospiti della serata", "Jurado del concurso", "Gastdocenten", "I nostri fornitori", "Books we stock" — not a
 * heading that only holds such a word ("Suppliers of quality timber since 1952", "Looking after guests at Rose Cottage",
 * "Traductor jurado de inglés").
 */
const OUTSIDERS_HEADING =
  /^(?:(?:our|unsere|nos|i\s+nostri|nuestros|onze)\s+)?(?:suppliers|lieferanten|fournisseurs|fornitori|proveedores|leveranciers|dobavlja[čc]i|добављачи|gastdocenten|gastsprekers|books\s+we\s+(?:stock|sell|love)|authors)$|^(?:ospiti|invités|invitados|guests|gäste)(?:\s+(?:della|de\s+la|du|of\s+the|der|des)\s+\p{L}+)?(?:\s+\d{4})?$|^(?:jurado|giuria|žiri|жири)(?:\s+\p{L}+){0,3}(?:\s+\d{4})?$/iu;
const HEADING = /^h([1-6])$/;

/** Blocks inside a section about customers or posts, by the heading above them (until a heading of the same or a higher rank) or a label line. */
function underNonStaffHeading(blocks: TextBlock[]): boolean[] {
  let inside: number | null = null;
  // A page saying a body it is about is separate from the business ("Elle est distincte de l'atelier."): under a heading
  // naming such a body, its board is that body's ("Les Amis du Vitrail asbl" / "Conseil d'administration").
  const separate = blocks.some((block) => SEPARATE_BODY.test(block.text));
  // (Or a label among an element's lines, up to its next label: "Ereleden:<br>Douwe Faber (oprichter)<br>…".)
  let labelled: Element | null = null;
  return blocks.map((block) => {
    const rank = HEADING.exec(block.element.name)?.[1];
    if (rank) {
      if (inside !== null && Number(rank) <= inside) inside = null;
      // (An honorary title as a heading too: "<h2>Presidente onorario</h2><p>Renzo Lippi, socio fondatore</p>".)
      if (
        inside === null &&
        (NOT_STAFF_HEADING.test(block.text) ||
          OUTSIDERS_HEADING.test(block.text.trim()) ||
          SPEAKERS.test(block.text) ||
          HONORARY_HEADING.test(block.text.trim()) ||
          (separate && ASSOCIATION_NAME.test(block.text)))
      )
        inside = Number(rank);
    }
    if (block.element !== labelled || /:$/.test(block.text)) labelled = !rank && /:$/.test(block.text) && NOT_STAFF_HEADING.test(block.text) ? block.element : null;
    return inside !== null || (labelled !== null && !/:$/.test(block.text));
  });
}

/** A section's own subtitle or intro ("<p class="section-subtitle">Doctores expertos</p>" under "Dentistas"): it speaks of the section, not of the card below it. */
function isSectionIntro(element: Element): boolean {
  const parts = classParts(element);
  return parts.includes('section') && parts.some((part) => ['subtitle', 'subheading', 'intro', 'lead', 'tagline'].includes(part));
}

/** A button or a link styled as one ("Book a nurse clinic with Aoife Brennan"): an action, never a role. */
function isButton(element: Element): boolean {
  return element.name === 'button' || element.attribs.role === 'button' || (element.name === 'a' && classParts(element).some((part) => /^(?:btn|button|cta)$/.test(part)));
}

// (A line break parts words: "<span>Hoofd</span><br><span>kwaliteitscontrole</span>" is "Hoofd kwaliteitscontrole".)
const textOf = (node: Element['children'][number]): string =>
  node.type === 'text' ? node.data : node.type === 'tag' ? (node.name === 'br' ? ' ' : node.children.map(textOf).join('')) : '';

/**
 * A block that is one button, itself or a button-styled link among a card's lines, or one link within the page
 * ("<a href="#pilates">Clinical Pilates</a>" in a list of the page's sections): an action or a way round, no role.
 */
const isButtonLine = (block: TextBlock) =>
  isButton(block.element) ||
  block.element.children.some(
    (child) => child.type === 'tag' && (isButton(child) || (child.name === 'a' && (child.attribs.href ?? '').startsWith('#'))) && collapse(textOf(child)) === block.text,
  );

/** Languages a card says its person speaks: "Italiano, English, Deutsch" is no role. */
const isLanguageList = (text: string) => {
  const items = text
    .toLowerCase()
    // (Also after the verb: "Parle arabe et anglais", "Speaks Polish and English".)
    .replace(
      /^(?:parle|speaks|spricht|(?:se\s+)?habla|(?:si\s+)?parla|spreekt|govori|говори|mówi|we speak|wir sprechen|on parle)\s+(?:(?:also|auch|aussi|también|anche|ook|takođe|też)\s+)?/u,
      '',
    )
    // (Or a translator's pair of languages: "Japonais › français", "Deutsch → Englisch".)
    .split(/\s*(?:[,;/·|›»→>]|\s[–-]\s|\s(?:and|und|et|y|e|en|i|и)\s)\s*/u)
    .filter(Boolean);
  return items.length >= 1 && items.every((item) => isLanguage(item.replace(/[.()]/g, '').trim()) || LANGUAGE_ADJECTIVE.has(item.replace(/[.()]/g, '').trim()));
};
/**
 * Languages by the adjectives French, German, Spanish and Italian name them with, read only in a list of languages: as
 * names alone some are surnames ("Russo", "Turco", "Chino").
 */
const LANGUAGE_ADJECTIVE = new Set(
  'japonais japanisch japonés giapponese chinois chinesisch chino cinese russe ruso russo polonais turc turco grec griechisch suédois schwedisch sueco svedese'.split(' '),
);

/**
 * Two blocks of one card: their nearest common element is at most two levels above each ("<div class=card>
 * <div class=title><h3>Name</h3></div><p>Role</p></div>"), or one holds the other's text directly.
 */
function sameCard(a: Element, b: Element): boolean {
  const up = (el: Element) => [el, el.parent as Element | null, (el.parent as Element | null)?.parent as Element | null].filter(Boolean);
  const aUp = up(a);
  return up(b).some((el) => aUp.includes(el));
}

/** Leading possessives of group headings: "Our Dentists" → "Dentists", "Unsere Anwälte" → "Anwälte". */
const POSSESSIVE = /^(?:our|unsere?|na(?:š|s)[aei]?|наш[аеи]?|nos|notre|nuestr[oa]s?|i\s+nostri|le\s+nostre|il\s+nostro|la\s+nostra|onze|ons|nasz[aey]?)\s+/iu;

/** The members of a board, listed under their own label within its section. */
const MEMBERS = new RegExp(`^(?:${MEMBER_WORDS.join('|')})$`, 'iu');

const GENERIC_STAFF =
  /^(?:(?:aktuelle|current|present|unsere|our|all)\s+)?(?:mitarbeiter(?::?innen|innen)?(?:\s+und\s+mitarbeiter(?:innen)?)?|mitarbeitende|staff|employees|personnel|personal|team\s+members|zaposleni|osoblje|medewerkers|pracownicy|dipendenti|empleados|equipo)$/iu;

/** A name and what they teach or play in brackets, no number: "Paolo Rigoni (violoncello)" — not "M. van der Hoeven (registratienummer …)". */
const nameWithTopic = (text: string) => (/\d/.test(text) ? null : nameWithNote(text));

/** A name and a note in brackets in lower case that states no role and no end: "Ton Verschuren (harmonieorkest, sinds 2012)". */
function nameWithNote(text: string): ParsedName | null {
  const m = /^(.+?)\s+\((\p{Ll}[^()]{2,60})\)$/u.exec(text);
  const name = m ? parseName(m[1]) : null;
  // (Not one whose note says they held it until a date: "Fabbri Alessio (fino a giugno 2025)".)
  const until = /(?<!\p{L})(?:fino|until|till|bis|jusqu|hasta|tot|do|до|ex)(?!\p{L})/iu;
  return name && name.name === m![1].trim() && !isJobTitle(m![2]) && !holdsName(m![2]) && !until.test(m![2]) ? name : null;
}

/** "Name – topics" in a list item, where every item of the list is a name, alone or with words that state no role. */
function nameWithTopics(block: TextBlock): ParsedName | null {
  const list = block.element.name === 'li' ? (block.element.parent as Element | null) : null;
  if (!list || !['ul', 'ol'].includes(list.name)) return null;
  // (Each list is judged once: asked for every item of a list of thousands, reading them all each time is quadratic.)
  let allNamed = namedLists.get(list);
  if (allNamed === undefined) {
    const items = list.children.filter((c): c is Element => c.type === 'tag' && c.name === 'li');
    allNamed = items.length >= 2 && items.every((li) => nameBeforeTopics(collapse(textOf(li))));
    namedLists.set(list, allNamed);
  }
  return allNamed ? nameBeforeTopics(block.text) : null;
}
const namedLists = new WeakMap<Element, boolean>();
function nameBeforeTopics(text: string): ParsedName | null {
  const m = /^(.+?)\s[–—-]\s(.+)$/u.exec(text);
  const name = parseName(m ? m[1] : text);
  // (Topics in words of the language, no years, places or names alone: "manualna terapija, sportske ozljede", not "Graz" or "2015–2019";
  // or several subjects written with capitals: "Pianoforte, Teoria e Solfeggio", "Violino, Viola".)
  const topics = (rest: string) =>
    !/\d/.test(rest) &&
    (/(?:^|\s)\p{Ll}{3,}/u.test(rest) || rest.split(/\s*,\s*|\s(?:e|and|und|et|y|i|en)\s/u).length >= 2) &&
    !isJobTitle(rest) &&
    !holdsName(rest) &&
    !isOrganisation(rest);
  return name && (!m || topics(m[2])) ? name : null;
}

/** A whole name in bold opening its block, with a colon, then text: "<p><strong>Aroha Ngata:</strong> I love helping …</p>". */
function boldNameThenColon(block: TextBlock): ParsedName | null {
  // (What follows starts as a sentence about them, not a quotation, nor in lower case: "<strong>Palmerston North:</strong> lessons
  // Monday to Friday" names a place, "<strong>Mike Tyson:</strong> “Everyone has a plan …”" quotes someone.)
  const m = /^([^:]{3,60}):\s+(?=[^\s"“”„«»'‘’\p{Ll}])/u.exec(block.text);
  const first = block.element.children.find((node) => node.type !== 'text' || (node as unknown as { data: string }).data.trim());
  if (!m || !first || first.type !== 'tag' || !['strong', 'b'].includes(first.name)) return null;
  const bold = collapse(textOf(first)).replace(/\s*:$/, '');
  const name = parseName(m[1]);
  return name && name.name === m[1].trim() && bold === m[1].trim() ? name : null;
}

/** Inside a footer or a menu (not a sidebar: a board may be listed beside the text that heads it). */
const inPageFrame = (element: Element) => {
  const chain = ancestors(element);
  // (A page's footer, not an article's or a card's own "<footer>".)
  return chain.some((el, k) => el.name === 'nav' || (el.name === 'footer' && !chain.slice(k + 1).some((up) => ['article', 'section', 'li'].includes(up.name))));
};

const BOLD = new Set(['b', 'strong']);
/** The texts an element sets in bold among its children, read once per element (a 2 MB paragraph of lines has one). */
const boldTexts = new WeakMap<Element, Set<string>>();
/** A line that is all in bold: "<p><b>Kascommissie</b><br>…". */
const isBoldLine = (block: TextBlock) => {
  if (BOLD.has(block.element.name)) return true;
  let texts = boldTexts.get(block.element);
  if (!texts) {
    texts = new Set(block.element.children.flatMap((c) => (c.type === 'tag' && BOLD.has(c.name) ? [collapse(textOf(c))] : [])));
    boldTexts.set(block.element, texts);
  }
  return texts.has(block.text);
};

/** A legal notice's title: "Mentions légales", "Legal notice", "Note legali", "Aviso legal", "Impressum". */
const LEGAL_NOTICE = /^(?:mentions|informations|notice|notes?|avis[oi]|avviso)\s+l[ée]gal|^legal\s+(?:notice|information)|^(?:impressum|imprint|colofon)$/iu;

/** The role a heading gives everyone under it ("Our Dentists", "Vorstand", "Upravni odbor"), or null for "Our team". */
function groupRole(heading: string): string | null {
  const role = heading.replace(/\s*:$/, '').replace(POSSESSIVE, '').trim();
  // Staff in general names no role, as "Team" does not: "Aktuelle Mitarbeiterinnen und Mitarbeiter", "Our staff";
  // nor do customers, authors or an event's speakers ("Predavači": they come from elsewhere).
  // (Nor does a legal notice's title, whose "légales" is a word of titles too: "Mentions légales" over "Éditeur".)
  if (GENERIC_STAFF.test(role) || NOT_STAFF_HEADING.test(role) || SPEAKERS.test(role) || LEGAL_NOTICE.test(role)) return null;
  // "Partners" alone is no job title elsewhere ("Smith & Partners"); over a list of people it is their role.
  // and a body ("Komisja Rewizyjna", "Prüfungskommission") names the members listed under it.
  // (A compound names one too: "Tuincommissie", "Prüfungsausschuss".)
  if (/^\p{L}*(?:komisj|kommission|commission|commissie|comisi[oó]n|ausschu(?:ss|ß))/iu.test(role)) return role;
  // Gender-inclusive plurals name the job too: "Physiotherapeut:innen", "Ärzt*innen", "MitarbeiterInnen".
  const job = role.replace(/(?:[:*_/]in(?:nen)?|(?<=\p{Ll})In(?:nen)?)$/u, '');
  // (So is a firm's kind of partners: "Founding Partners", "Senior Partners" — not "Industry Partners", other firms.)
  return role && (isJobTitle(role) || isJobTitle(job) || /^(?:(?:founding|senior|managing|equity|salaried|junior|associate|general)\s+)?partners$/i.test(role)) && !parseName(role)
    ? role
    : null;
}

/**
 * A block that is one item of a list of links, each item nothing but its link: a menu or a footer's list of
 * pages ("Non-Surgical Spinal Decompression", "Clinical Pilates"), whose words are page titles, not a name and a role.
 */
function isMenuItem(block: TextBlock, inline: InlineIndex): boolean {
  // (Or a row of links, nothing else between them: a footer's "<a>Missions</a> <a>Bureau</a> <a>Mentions légales</a>".)
  const parts = inline(block.element);
  // (A handful of links: a paragraph of thousands is no menu row, and joining them for each of its lines is quadratic.)
  const links = parts.length <= 40 ? parts.filter(({ el }) => el.name === 'a') : [];
  if (links.length >= 2 && collapse(links.map(({ text }) => text).join(' ')) === collapse(block.text.replace(/\s*[·|•–-]\s*/gu, ' '))) return true;
  const item =
    block.element.name === 'li' ? block.element : block.element.name === 'a' && (block.element.parent as Element | null)?.name === 'li' ? (block.element.parent as Element) : null;
  const list = item?.parent as Element | null;
  if (!item || !list || !inline(item).some(({ el, text }) => el.name === 'a' && text === block.text)) return false;
  const items = list.children.filter((c): c is Element => c.type === 'tag' && c.name === 'li');
  const linkOnly = (li: Element) => {
    const tags = li.children.filter((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
    return tags.length === 1 && tags[0].type === 'tag' && tags[0].name === 'a';
  };
  return items.length >= 4 && items.every(linkOnly);
}

/** A name that is only a link to another site: an organisation in a list of useful links, not a person of this one. */
function linksAway(block: TextBlock, sourceUrl: string, inline: InlineIndex): boolean {
  const host = new URL(sourceUrl).hostname.replace(/^www\./, '');
  return inline(block.element).some(({ el, text }) => {
    if (el.name !== 'a' || !el.attribs.href || text !== block.text) return false;
    try {
      return new URL(el.attribs.href, sourceUrl).hostname.replace(/^www\./, '') !== host;
    } catch {
      return false;
    }
  });
}

function memoByElement<T>(compute: (element: Element) => T): (element: Element) => T {
  const memo = new Map<Element, T>();
  return (element) => (memo.has(element) ? memo.get(element)! : memo.set(element, compute(element)).get(element)!);
}

/** An inline element within a block element's own text, with its text. */
interface InlinePart {
  el: Element;
  text: string;
}
/** A block element's inline parts, worked out once per element (blocks split by <br> share one). */
type InlineIndex = (element: Element) => InlinePart[];
function inlineIndex($: CheerioAPI): InlineIndex {
  const collect = (element: Element, into: InlinePart[]) => {
    for (const child of element.children ?? []) {
      if (child.type !== 'tag' || !INLINE.has(child.name)) continue;
      into.push({ el: child, text: collapse($(child).text()) });
      collect(child, into);
    }
    return into;
  };
  return memoByElement((element) => collect(element, []));
}

/** The site's own name in its header: a logo or brand element, or a link to the homepage, holding the whole block. */
function isSiteName(block: TextBlock, inline: InlineIndex): boolean {
  return inline(block.element).some(({ el, text }) => text === block.text && ((el.name === 'a' && el.attribs.href === '/') || SITE_NAME_CLASS.test(el.attribs.class ?? '')));
}

/** What the passes over a page share: its blocks, the names and first names read in them, and the blocks already placed. */
interface PageReading {
  blocks: TextBlock[];
  names: (ParsedName | null)[];
  firstNames: (ParsedName | null)[];
  taken: Set<number>;
  /** The whole name a card with only a first name on line `i` writes elsewhere (its bio, a button), or the first name. */
  wholeName: (i: number, first: string) => string;
}

/**
 * Names with no role of their own right under a heading that states one ("Vorstand", then a list of
 * names): the heading is their role.
 */
/** A line saying a body's members are the ones in office now: "In carica dal …:", "Derzeit amtierend:", "Current committee:". */
const IN_OFFICE = /(?:in\s+carica|in\s+office|current|amtierend|derzeit|aktuell|en\s+fonction|actuel|en\s+funciones|actual|trenutn|sadašnj|садашњ|obecn|huidig)[^:]*:$/iu;

/**
 * The heading over a table cell's column when the row right above is a row of headings, one per column ("<td><h4>
 * Fahrschulleiter</h4></td><td><h4>Büroleitung</h4></td>" over the two people's cells); null otherwise.
 */
function headingOverColumn(element: Element): string | null {
  const cell = ancestors(element).find((el) => el.name === 'td' || el.name === 'th');
  const row = cell?.parent as Element | undefined;
  if (!cell || row?.type !== 'tag' || row.name !== 'tr') return null;
  let above = row.prev;
  while (above && above.type !== 'tag') above = above.prev;
  if (!above || above.type !== 'tag' || above.name !== 'tr') return null;
  const headings = cellsOf(above);
  const ownCells = cellsOf(row);
  const heading = (td: Element) => td.children.find((c): c is Element => c.type === 'tag' && HEADING.test(c.name));
  if (headings.length < 2 || headings.length !== ownCells.length || !headings.every(heading)) return null;
  return collapse(textOf(heading(headings[ownCells.indexOf(cell)])!));
}

function fromGroupHeadings({ blocks, names, firstNames, taken, wholeName }: PageReading, placed: Placed[], unsure: Set<number>, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  /** The heading rank of the last member's whole name before `i` in a group begun at `start` (0 if none within a few cards). */
  const memberRankBefore = (i: number, start: number) => {
    for (let k = i - 1; k > start && k >= i - 12; k--) if (names[k]) return Number(HEADING.exec(blocks[k].element.name)?.[1] ?? 0);
    return 0;
  };
  const inline = new Set(placed.filter((p) => p.roleAt === null).map((p) => p.nameAt));
  const roleOf = new Map(placed.map((p) => [p.nameAt, p.finding.role]));
  let group: { role: string; text: string; rank: number; members: number; byHeading: number; last: number; start: number; affiliations?: boolean; byLabel?: boolean } | null = null;
  let boardSeen = false;
  // A heading a card took as the role under its name ("<h3>Margaret Halloran</h3><h6>Founder & Executive Director</h6>")
  // heads no section: the card's next line ("Cello") is no member of it.
  const subtitles = new Set(placed.filter((p) => p.roleAt !== null && p.roleAt > p.nameAt).map((p) => p.roleAt));
  blocks.forEach((block, i) => {
    // (A disclosure's summary heads its panel: "<details><summary>Monitores</summary><ul><li>…".)
    const rank = block.element.name === 'summary' ? 6 : Number(HEADING.exec(block.element.name)?.[1] ?? 0);
    if (rank && subtitles.has(i)) return;
    // The page's footer or menu ends a section begun outside it: its links are no members ("Oudercommissie" … "Dagritme").
    if (group && inPageFrame(block.element) && !inPageFrame(blocks[group.start].element)) group = null;
    // A heading starts a section unless it is a name inside the current one (a card's smaller heading).
    // (A first name alone in a heading above the members' own, "<h2>Ospiti</h2>" after cards named in <h3>, heads a section too.)
    const aboveMembers = !!group && rank > 0 && !names[i] && rank < memberRankBefore(i, group.start);
    if (rank && !isPlaceholder(block.text) && (!(names[i] || firstNames[i]) || !group || rank <= group.rank || aboveMembers)) {
      // "Membres" after a board's officers ("Président", "Secrétaire", then "Membres") is a role of that board —
      // officers under headings, or in lines of their own ("<p><b>Président</b> : Michel Hougardy</p>").
      const members = block.text.replace(/\s*:$/, '');
      // (In this section: since the last heading of its rank or above — not a board's lines before "Nos concerts".)
      const officersBefore = () => {
        let from = i - 1;
        while (from >= 0 && !(Number(HEADING.exec(blocks[from].element.name)?.[1] ?? 7) <= rank)) from--;
        return (
          placed.some((p) => p.nameAt > from && p.nameAt < i && isBoardOffice(p.finding.role)) ||
          blocks.slice(from + 1, i).some((b) => {
            const label = /^([^:]{2,40}?)\s*:\s*\p{Lu}/u.exec(b.text)?.[1];
            return !!label && isBoardOffice(label) && !!leadingName(b.text.slice(b.text.indexOf(':') + 1).trim());
          })
        );
      };
      const role = groupRole(block.text) ?? (MEMBERS.test(members) && (boardSeen || officersBefore()) ? members : null);
      boardSeen ||= role !== null;
      group = role ? { role, text: block.text, rank, members: 0, byHeading: 0, last: -1, start: i } : null;
      return;
    }
    // A label over a nested list ("<li><strong>Чланови:</strong><ul><li>Name…") is the role of the names listed under it.
    // (Taken already as the first name's role, it goes on to the names after: "Geschäftsführer:<br>Dr. Henrike Hollweg<br>Daniel Tan, LL.M.".)
    if (!rank && /:$/.test(block.text) && !names[i] && (names[i + 1] || firstNames[i + 1] || listedNames(blocks[i + 1]?.text ?? '').length)) {
      const label = block.text.replace(/:$/, '').trim();
      // Inside a board's section, its members too ("Управни одбор" … "Чланови:").
      const role = groupRole(label) ?? (group && MEMBERS.test(label) ? label : null);
      if (role) {
        group = { role, text: block.text.replace(/:$/, ''), rank: group?.rank ?? 7, members: 0, byHeading: 0, last: i, start: i, byLabel: true };
        return;
      }
      // A short label that states no role ends a group another label began ("Kascommissie:" … "Redactie:", "Ereleden:");
      // not a heading's ("Committee" … "Co-opted:"), nor does a line introducing the list ("Mandato 2025–2028, eletto …:").
      if (group?.byLabel && /^\p{L}+(?:[\s-]\p{L}+){0,2}$/u.test(label)) {
        group = null;
        return;
      }
    }
    // So is a line in bold over the names after it in one paragraph: "<p><b>Tuincommissie</b><br>Gerrit Kok (coördinator)<br>Anouk Smit".
    if (!rank && isBoldLine(block) && !names[i] && !firstNames[i] && (names[i + 1] || firstNames[i + 1]) && blocks[i + 1].element === block.element) {
      const role = groupRole(block.text);
      if (role) {
        group = { role, text: block.text, rank: group?.rank ?? 7, members: 0, byHeading: 0, last: i, start: i };
        return;
      }
    }
    if (!group) return;
    // Placed already (the first card takes the heading right above it as its role, or one line states a
    // name and a role of its own, or this is the role line of the card before): the group goes on.
    // One whose line of topics was left unread takes the heading where a card before it in the list did.
    // (Topics set apart by "·" are never a title: such a card takes the heading even first.)
    // (A whole name only: a line read inline, "Name – topics", holds none of its own here.)
    if (unsure.has(i) && names[i] && (group.byHeading > 0 || /\s·\s/.test(blocks[i + 1]?.text ?? ''))) {
      group.last = i;
      group.members++;
      found.push(person(names[i].name, group.role, sourceUrl, `${group.text} — ${block.text}`, 'team_card'));
      return;
    }
    // (A card's badge above its name, "Practice Principal" over "Cathal Moynihan", is taken as that card's role.)
    const badge = !!(names[i + 1] || firstNames[i + 1]) && sameCard(block.element, blocks[i + 1].element);
    if (taken.has(i) && (names[i] || firstNames[i] || inline.has(i) || i === group.last + 1 || badge)) {
      // (Or a role narrowing it: "Hoofdlesgever" under "Lesgevers".)
      const own = roleOf.get(i);
      if (own && (own.toLowerCase() === group.role.toLowerCase() || foldText(own).includes(foldText(group.role).replace(/(?:s|en|n|e|i)$/u, '')))) group.byHeading++;
      group.last = i;
      return;
    }
    // A name followed by text naming an occupation ("Prezes Zarządu, doradca podatkowy nr 11482") states a
    // role of its own, in a form not read here: the heading is not its role. Opening days or a bio may follow.
    const next = blocks[i + 1];
    // (A next entry that starts with a name is the next member: "Lara Thommen (Riegenleitung Mädchenriege)".)
    // (Not the badge over the next card's name, taken as its role: "Douglas" then "Clinical Director" over "Sorcha Ní Bhriain".)
    const nextIsBadge = taken.has(i + 1) && !!(names[i + 2] || firstNames[i + 2]) && sameCard(next.element, blocks[i + 2].element);
    const ownRole = !names[i + 1] && !firstNames[i + 1] && !nextIsBadge && statesRole(next) && !leadingName(next.text) && sameCard(next.element, block.element);
    // A first name alone joins only a list: another member before it, or another name within the next card.
    // (Not a word on another line of the card a whole name heads: "<h3>Sabine Wöhrle</h3><p>Stammhaus</p>" names a shop.)
    const lastCard = group.last >= 0 && !!names[group.last] && i === group.last + 1 && block.element.name !== blocks[group.last].element.name;
    // (Nor the line under a template's sample name: "Prénom Nom" over "Contemporain", the style taught.)
    const underSample = i > 0 && isPlaceholder(blocks[i - 1].text) && sameCard(blocks[i - 1].element, block.element);
    const listed =
      (group.members > 0 || [i + 1, i + 2, i + 3].some((j) => names[j] || firstNames[j])) && !(lastCard && sameCard(block.element, blocks[group.last].element)) && !underSample;
    // A name followed by its contact details ("Милан Ђокић, моб. 063 412 7780, sekretar@…") is a member too.
    const withContact = names[i] || firstNames[i] ? null : leadingName(block.text);
    const contactLed = withContact && CONTACT_AFTER_NAME.test(withContact.rest) ? { name: withContact.name } : null;
    // A name and where the member works otherwise ("Zoran Lalović, Institut za ispitivanje materijala"): the heading is their role here.
    // (Once a group's lines give affiliations, "Petar Babić, Energoprojekt Entel" is one more, not two names.)
    const affiliations = group.affiliations;
    const affiliated = names[i] ? null : nameWithAffiliation(block.text, (rest) => !!affiliations && !rest.includes(','));
    if (affiliated && !names[i] && !contactLed) group.affiliations = true;
    // A list of names each with what they treat or teach ("Luka Grgurić – neurorehabilitacija"): the heading is their role.
    const withTopics = names[i] || contactLed || affiliated ? null : nameWithTopics(block);
    // Or an item of a list, a name and a note in brackets of what they lead or since when: "Dirigenten" / "Ton Verschuren
    // (harmonieorkest, sinds 2012)" — not a role of their own ("Lara Thommen (Riegenleitung)" is read as one).
    const noted = names[i] || contactLed || affiliated || withTopics || block.element.name !== 'li' ? null : nameWithNote(block.text);
    // Or a name in bold opening its paragraph, a colon after it and words about them: "Our Instructors" / "<p><strong>Aroha
    // Ngata:</strong> I love helping nervous drivers …</p>" (thirty-sixth round).
    const boldLed = names[i] || contactLed || affiliated || withTopics || noted ? null : boldNameThenColon(block);
    const name = names[i] ?? (listed ? firstNames[i] : null) ?? contactLed ?? affiliated ?? withTopics ?? noted ?? boldLed;
    // "Conseil d'administration" over "Odile Berthet, Rémi Jouffrey, Fatima El Amrani": each name of the list.
    // (Or three or more first names, all the page gives: "Auszubildende" / "Finn, Leonie, Can, Marlene und Joshua".)
    // (First names only on a line of their own card: in a card a whole name heads, "Manual · Preston and Penwortham" is
    // what and where they teach.)
    const groupStart = group.start;
    const inNamedCard = [1, 2, 3].some((d) => i - d > groupStart && !!names[i - d] && sameCard(blocks[i - d].element, block.element));
    const list = name || notNameLine(block.element) ? [] : listedNames(block.text).length ? listedNames(block.text) : inNamedCard ? [] : listedFirstNames(block.text);
    if (list.length && !['td', 'th'].includes(block.element.name)) {
      taken.add(i);
      group.members += list.length;
      group.byHeading += list.length;
      group.last = i;
      for (const listed of list) found.push(person(listed, group.role, sourceUrl, `${group.text} — ${block.text}`, 'team_card'));
      return;
    }
    // A line introducing the list right under the heading ("Les sorties sont encadrées par … :") keeps the group, and
    // so does a sentence about the body before it ("Il Consiglio Direttivo è eletto dall'Assemblea …" then "Mandato …:").
    // (And a sentence about them before the list of whole names: "Planinarski vodiči" / "Svi vodiči društva imaju licenciju …" / "Hrvoje Pavić";
    // or naming them otherwise before names with what they teach: "Insegnanti" / "I nostri docenti suonano …" / "Giulia Ferrandi - Pianoforte".)
    // (And a heading's subtitle: "Higienistas dentales" / "<p class="section-subtitle">Prevención y mantenimiento</p>".)
    // (Or the line that shares the heading's <header> or <hgroup>: "<header><h2>Unsere Dirigentin</h2><p>Seit 2016 am Pult</p></header>".)
    const headerOfGroup =
      block.element.parent?.type === 'tag' && ['header', 'hgroup'].includes(block.element.parent.name) && block.element.parent === blocks[group.start].element.parent;
    const subtitle =
      block.text.length <= 60 &&
      !/[.!?:]$/.test(block.text) &&
      (headerOfGroup || /(?:^|[\s_-])(?:subtitle|subheading|tagline|lead|kicker|eyebrow)(?:$|[\s_-])/i.test(block.element.attribs.class ?? ''));
    const introduces =
      subtitle || /:$/.test(block.text)
        ? // (The first member may state a role of their own under a line saying the body is the one in office now: "In carica
          // dal 14 ottobre 2023:" over "Elena Bruschi, presidente" — not "Mandato 2015–2019:", "With thanks to our sponsors:".)
          !!(names[i + 1] || firstNames[i + 1] || (IN_OFFICE.test(block.text) && leadingName(blocks[i + 1]?.text ?? '')))
        : /[.!]$/.test(block.text) &&
          (/:$/.test(blocks[i + 1]?.text ?? '') ||
            (block.element.name === 'p' &&
              ((!!names[i + 1] && aboutThem(group.role, block.text)) ||
                (!!blocks[i + 1] && !!nameWithTopics(blocks[i + 1]) && (aboutThem(group.role, block.text) || mentionsOccupation(block.text))))));
    if (!name && group.members === 0 && i === group.start + 1 && introduces) {
      group.start = i;
      return;
    }
    // A table under the heading ("Надзорни одбор": Име и презиме | Општина): its header row, and rows of a name and
    // cells that state no role (a municipality, a sail number), are members; a row with a role cell has its own role.
    if (['td', 'th'].includes(block.element.name)) {
      const sameRow = (k: number) => !!blocks[k] && ['td', 'th'].includes(blocks[k].element.name) && blocks[k].element.parent === block.element.parent;
      const row = [-3, -2, -1, 1, 2, 3].map((d) => i + d).filter(sameRow);
      // (Full names only: a town in the next cell reads like a first name.)
      const full = names[i];
      if (!full && (block.element.name === 'th' || sameRow(group.last))) {
        group.last = i;
        return;
      }
      if (full && !ownRole && !row.some((k) => statesRole(blocks[k]))) {
        taken.add(i);
        group.members++;
        group.byHeading++;
        group.last = i;
        // (In a table whose row above holds a heading per column, "Fahrschulleiter | Büroleitung", the name's own column's.)
        const column = headingOverColumn(block.element);
        found.push(person(full.name, column !== null ? (groupRole(column) ?? group.role) : group.role, sourceUrl, `${column ?? group.text} — ${block.text}`, 'team_card'));
        return;
      }
    }
    // A cell's role is in its own row, never a heading's.
    if (!name || ownRole || ['td', 'th'].includes(block.element.name)) {
      // Only names follow a group heading, each with at most a line of its own that states no role (opening
      // days, an email, a bio): text of any other kind ends the group (a card with its own role, a table) —
      // a looser reading invented people on the held-out sites.
      // (Under a label line, not another label: "Mitglied der:" after "Geschäftsführerin:" and her name labels what follows
      // it. Under a heading, a label may go on with its members: "<h2>Committee</h2> … <p>Co-opted:</p> …".)
      const labelAfterLabel = /:$/.test(block.text) && /:$/.test(blocks[group.start].text) && !HEADING.test(blocks[group.start].element.name);
      const cardLine = i === group.last + 1 && !name && !ownRole && !statesRole(block) && !labelAfterLabel && sameCard(block.element, blocks[group.last].element);
      // A template's sample card left in the grid ("Name Surname", "Veterinary Nurse", "Lorem ipsum …") is passed over.
      const sample = !name && (isPlaceholder(block.text) || /\blorem ipsum\b/i.test(block.text) || isPlaceholder(blocks[i - 1]?.text ?? ''));
      if (cardLine || sample) group.last = i;
      else group = null;
      return;
    }
    taken.add(i);
    group.members++;
    group.byHeading++;
    group.last = i;
    // A name linking to the person's own page is an index entry: the role is the one that page states, if any.
    if (linksToOwnPage(block.element)) return;
    // A first name alone whose card says what it is of the business's, no trade: "Atlas" / "Our newest room – opened May
    // 2024", "Fića" / "naš oldtajmer – Zastava 750" (not "Lea" / "our longest-serving receptionist").
    if (name === firstNames[i] && sameCard(block.element, blocks[i + 1]?.element ?? block.element) && ownThing(blocks[i + 1]?.text ?? '')) return;
    found.push(person(name === firstNames[i] ? wholeName(i, name.name) : name.name, group.role, sourceUrl, `${group.text} — ${block.text}`, 'team_card'));
  });
  return found;
}

/**
 * First names with a recognised title on one line, in a layout the page repeats: "<figcaption>Sabine –
 * Praxismanagerin</figcaption>", "<li>Lea – Zahnmedizinische Fachangestellte</li>". One such line alone is
 * not read ("Notdienst – Zahnarzt" may be anything).
 */
function fromFirstNameLines(blocks: TextBlock[], staff: boolean[], names: (ParsedName | null)[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const lines = blocks.flatMap((block, i) => {
    if (!staff[i] || names[i] || taken.has(i)) return [];
    // (Or the title set in an inline element after the name: "<h3>Pieter <span class=block>Kinesitherapeut</span></h3>".)
    const m = /^(\S+(?: \p{Lu}\.)?)\s+[–—-]\s+(.{3,80})$/u.exec(block.text) ?? inlineAfter(block);
    const first = m && parseFirstName(m[1]);
    // (Not the desks they staff, "Kaat – onthaal en facturatie", was tried: a list's towns and mailboxes read so, "Graz –
    // Verkauf", "Bestellungen – Verkauf".)
    return first && isJobTitle(m[2]) && !holdsName(m[2]) ? [{ i, kind: block.element.name, name: first.name, role: m[2].trim() }] : [];
  });
  // (Or one in a list whose other items the page reads as people, whole names in the same form: "Mark Abernathy —
  // Veterinary Assistant" / "Kai — Client Care Coordinator" — items of a list, or two or more lines of one paragraph:
  // "<b>Mehmet Yıldız</b> – hovenier<br><b>Bas</b> – leerling-hovenier<br>…".)
  const listOfLine = (j: number) => (blocks[j].element.name === 'li' ? blocks[j].element.parent : blocks[j].element);
  const peopleLines = new Map<unknown, number>();
  for (const j of taken) if (blocks[j] && /\s[–—-]\s/.test(blocks[j].text)) peopleLines.set(listOfLine(j), (peopleLines.get(listOfLine(j)) ?? 0) + 1);
  const amongPeople = (i: number) => (peopleLines.get(listOfLine(i)) ?? 0) >= (blocks[i].element.name === 'li' ? 1 : 2);
  return lines
    .filter((line) => lines.filter((other) => other.kind === line.kind).length >= 2 || amongPeople(line.i))
    .map((line) => {
      taken.add(line.i);
      return person(line.name, line.role, sourceUrl, blocks[line.i].text, 'team_card');
    });
}

const CONTACT_AFTER_NAME = /^,?\s*(?:моб|mob|tel|тел|phone|fon|e-?mail|е-?пошта|\+?\d[\d /-]{5,}|\S+@)/iu;

/** The full names of a line that lists only names, two or more ("Odile Berthet, Rémi Jouffrey et Yvan Gros"); none otherwise. */
function listedFirstNames(text: string): string[] {
  // (Set apart by middle dots too: "Manon · Inès · Lucie" — first names only: between whole names a dot may part a role.)
  const parts = text
    .replace(/\.$/, '')
    .split(/\s*·\s*/)
    .flatMap((part) => part.split(NAME_LIST_SEPARATOR))
    .filter(Boolean);
  // (Not a card's working days: "Mo, Di, Do".)
  return parts.length >= 3 && parts.every((part) => part.length >= 3 && !WEEKDAY.test(part) && parseFirstName(part)?.name === part) ? parts : [];
}

function listedNames(text: string): string[] {
  const parts = text.split(NAME_LIST_SEPARATOR).filter(Boolean);
  if (parts.length < 2) return [];
  const parsed = parts.map((part) => parseName(part.replace(/\.$/, '')));
  return parsed.every(Boolean) ? parsed.map((p) => p!.name) : [];
}

/** A term over several descriptions: "<dt>Consiglieri</dt><dd>Ferri Alessio</dd><dd>Manca Lucia</dd>" — each name takes the term. */
/** A term for honorary or late members: "Ehrenvorsitzende", "Presidente onorario", "Présidents d'honneur (à titre posthume)". */
const HONORARY_TERM = /ehren|honorar|honorary|d['’]honneur|onorari|počasn|почасн|častn|posthum|memoriam|†|verstorb|deceased/iu;

/** A table's column header naming the role column: "Fonction", "Statut", "Position", "Funktion", "Ruolo" … */
const ROLE_COLUMN =
  /^(?:role|rôle|rol|function|fonction|funktion|funzione|función|functie|funkcija|функција|position|poste|job\s+title|cargo|puesto|ruolo|qualifica|stanowisko|tätigkeit|aufgabe|zanimanje|занимање|dužnost|дужност)$/iu;
/** Headers that head a role column only where no column above does: "Title" may hold "Mrs", "Status" "hauptamtlich". */
const LESSER_ROLE_COLUMN = /^(?:title|titre|titel|statut|statuut|status)$/iu;

/**
 * A column whose header is a title, its cells the names of those who hold it: a scout troop's groups table "Група |
 * Узраст | Састанци | Вође" with "Маја, Лука" — each name, whole or first, is a person with the header as role.
 * (Every part of the cell must be a name: "уторак 17:00" under "Termin" is no one.)
 */
/** Crews' and entrants' columns, not a business's titles: "Skipper", "Helm", "Crew", "Jockey", "Driver", "Rider". */
const CREW_COLUMN = /^(?:skipper|helm|helmsman|crew|jockey|driver|rider|navigator|co-?driver|fahrer|steuermann|pilot)$/iu;
/** A results table's columns: its names are entrants, not staff. */
const RESULTS_COLUMN =
  /^(?:results?|place|pos(?:ition)?|rank|time|points|score|finish|platz|rang|zeit|punkte|ergebnis|rezultat|plasman|vreme|bodovi|classement|temps|resultado|tiempo|puntos|risultato|tempo|punti|uitslag|tijd|punten)$/iu;

function fromTitleColumns(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  return blocks.flatMap((block, i) => {
    if (!staff[i] || taken.has(i) || block.element.name !== 'td') return [];
    const title = collapse(columnHeader(block.element) ?? '').replace(/:$/, '');
    if (!title || ROLE_COLUMN.test(title) || LESSER_ROLE_COLUMN.test(title) || CREW_COLUMN.test(title) || !isJobTitle(title)) return [];
    // (Not a table of results, whose names are entrants: "Boat | Helm | Skipper | Time".)
    const headers = cellsOf(block.element.parent as Element).map((cell) => collapse(columnHeader(cell) ?? ''));
    if (headers.some((header) => RESULTS_COLUMN.test(header))) return [];
    const parts = block.text.split(NAME_LIST_SEPARATOR).filter(Boolean);
    const names = parts.map((part) => parseName(part) ?? parseFirstName(part));
    if (!parts.length || parts.length > 4 || names.some((n) => !n)) return [];
    taken.add(i);
    return names.map((n) => person(n!.name, title, sourceUrl, `${title} — ${block.text}`, 'team_card'));
  });
}

/**
 * A two-cell row of a title and two or more whole names, as an imprint's table writes its managers: "Geschäftsführung |
 * Dr. med. dent. Henrike Albers, Thomas Brandes" — each name holds the title (a single name is placed with the rest).
 * Not an outside adviser's title ("Steuerberater | …"), nor another organisation's.
 */
function fromLabelRows(blocks: TextBlock[], staff: boolean[], names: (ParsedName | null)[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  return blocks.flatMap((block, i) => {
    const label = blocks[i - 1];
    if (!staff[i] || names[i] || taken.has(i) || block.element.name !== 'td' || !label || label.element.name !== 'td') return [];
    const row = block.element.parent as Element;
    if (label.element.parent !== row || cellsOf(row).length !== 2) return [];
    const role = label.text.replace(/\s*:$/, '').trim();
    if (!isJobTitle(role) || OUTSIDE_ADVISER.test(role) || namesOtherOrganisation(role)) return [];
    const listed = listedNames(block.text);
    if (listed.length < 2) return [];
    taken.add(i);
    return listed.map((name) => person(name, role, sourceUrl, `${label.text} ${block.text}`, 'team_card'));
  });
}

/**
 * Names in a table whose header row heads a role column ("Nom | Langue | Statut | Mail"): each name's role is its row's
 * cell in that column, or none when it is empty — never another column's ("Chinois", the language taught) — and none
 * either where a lesser column's word is no title ("Geconventioneerd", a status). A first name alone ("Ola" —
 * "Asystentka biura") only with a recognised title.
 */
function fromRoleColumns(blocks: TextBlock[], staff: boolean[], names: (ParsedName | null)[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  const byElement = new Map<Element, number>();
  blocks.forEach((b, i) => byElement.set(b.element, i));
  blocks.forEach((block, i) => {
    if (!staff[i] || taken.has(i) || block.element.name !== 'td' || columnHeader(block.element) === null) return;
    // (Or several whole names in the cell: "Membri | Sara Zanini, Fabio Respini".)
    const listed = names[i] || notNameLine(block.element) ? [] : listedNames(block.text);
    const name = names[i] ?? (notNameLine(block.element) || listed.length ? null : parseFirstName(block.text));
    if (!name && !listed.length) return;
    const cells = cellsOf(block.element.parent as Element).filter((cell) => cell !== block.element);
    const header = (cell: Element) => collapse(columnHeader(cell) ?? '').replace(/:$/, '');
    const roleCell = cells.find((cell) => ROLE_COLUMN.test(header(cell))) ?? cells.find((cell) => LESSER_ROLE_COLUMN.test(header(cell)));
    if (!roleCell) return;
    const role = collapse(textOf(roleCell));
    // (A column of courtesy titles, "Mrs" / "Mr", is no role column: the row is read as before.)
    if (role && (isTitle(role) || isCourtesyTitle(role))) return;
    if (!names[i] && !listed.length && !isJobTitle(role) && !isDeskLabel(role)) return;
    taken.add(i);
    // The row's other cells say other things: none of them is a role here.
    for (const cell of cells) if (byElement.has(cell)) taken.add(byElement.get(cell)!);
    // (A lesser column's word that is no title is a status — "Geconventioneerd", a health insurer's word — not a role.)
    if (role && isRolePhrase(role) && (ROLE_COLUMN.test(header(roleCell)) || isJobTitle(role)))
      for (const one of name ? [name.name] : listed) found.push(person(one, role, sourceUrl, `${block.text} — ${role}`, 'team_card'));
  });
  return found;
}

function fromTermGroups(blocks: TextBlock[], names: (ParsedName | null)[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  blocks.forEach((block, i) => {
    // (Or several names in one description: "<dt>Strojnika:</dt><dd>Blaž Šušteršič in Brane Rajer</dd>".)
    if (taken.has(i) || block.element.name !== 'dd') return;
    const several = names[i] ? [] : listedNames(block.text);
    // (Or a name and what they see to: "<dt>Bookkeeper</dt><dd>Kevin J. Hartley – invoices and block-booking payments</dd>".)
    const topical = names[i] || several.length ? null : nameBeforeTopics(block.text);
    if (!names[i] && !several.length && !topical) return;
    let j = i - 1;
    while (j >= 0 && blocks[j].element.name === 'dd' && names[j] && blocks[j].element.parent === block.element.parent) j--;
    const term = blocks[j];
    // (A single name right under its term is placed with the rest of the page's people.)
    if ((j === i - 1 && names[i]) || !term || term.element.name !== 'dt' || term.element.parent !== block.element.parent) return;
    const role = groupRole(term.text);
    // (Not several names under an honorary or a memorial term: "Présidents d'honneur (à titre posthume)".)
    // (A name and topics under an outside adviser's term may be a firm's: "<dt>Solicitor</dt><dd>Irwin Mitchell – contracts …".)
    if (!role || (several.length && HONORARY_TERM.test(role)) || (topical && (!isJobTitle(role) || OUTSIDE_ADVISER.test(role)))) return;
    taken.add(i);
    for (const name of names[i] ? [names[i].name] : topical ? [topical.name] : several) found.push(person(name, role, sourceUrl, `${term.text} — ${block.text}`, 'team_card'));
  });
  return found;
}

/** An imprint's "represented by" before the representative's role, in the languages read. */
const REPRESENTED_BY =
  /^(?:vertreten\s+durch|represented\s+by|repr[ée]sent[ée]e?\s+par|rappresentat[ao]\s+da|vertegenwoordigd\s+door|representad[ao]\s+por|zastupan[ao]?\s+po|zastupa|reprezentowan[aey]\s+przez)\s+(?:(?:den|die|das|dem|the|its|le|la|les|son|sa|ses|il|lo|de|het|el|su|sus)\s+)?(.+)$/iu;

/** A board's member, as a label: "Član: Ivana Kostić, …" (a word too common in other senses to be a job title anywhere). */
const BOARD_MEMBER = /^(?:član|članica|članovi|члан|чланица|чланови|members?|mitglied(?:er)?|membres?|miembros?|membr[oi]|lid|leden|członek|członkini|członkowie)$/iu;
/** A board's offices, as a label: its president, vice-president, secretary, treasurer, chair, director, members. */
const isBoardOffice = (label: string) => BOARD_MEMBER.test(label) || isOfficeOfBoard(label);

/** A team's name: an age group ("U9"), a name in quotes or guillemets, a team's word ("Herren", "Minors", "Pioniri"). */
const TEAM_NAME =
  /(?:^|\s)[UO]\s?-?\d{1,2}(?!\d)|[«»"“”„]|(?<!\p{L})(?:team|équipe|equipe|mannschaft|squadra|equipo|ploeg|ekipa|jugend|juniors?|seniors?|herren|damen|minors?|pioniri|kadeti|juniori|seniori|veterans?|cadets?|minimes|benjamins|poussins|pupilles)(?!\p{L})/iu;

/**
 * The labels a team's or a group's line gives after its name and a dash, parted by semicolons: "U9 « Loups » – Entraîneur :
 * Karim Benhaddou ; Délégué : Patrick Lejeune" — each "Role : Name" (the group's name no role of theirs).
 */
function groupLabels(text: string): string[] {
  const m = /^([^:–—,]{1,40})\s[–—]\s([^–—]+:[^–—]+)$/u.exec(text);
  // (A team's name only — an age group, a name in quotes, a team's word — never a year, an opponent, a firm or a bar:
  // "1985 – Président : …", "Match contre Lyon – Entraîneur adverse : …", "Bar Sport – Titolare: …", "Lambert & Vos Advocaten – …".)
  if (!m || !TEAM_NAME.test(m[1]) || /\d{4}|jusqu|\bbis\b|until|contre|\bvs\.?|gegen|advers|opposition|tegenstander/iu.test(m[1])) return [];
  return m[2].split(/\s*;\s*/).filter((part) => /^[^:]{2,40}:\s*\S/u.test(part));
}

/**
 * A board's office before a dash and the names holding it: "Consiglieri – Elena Favaro, Paolo Zanetti". (A board's only:
 * a dash before names is as often a credit, "Structural engineer – Anna Kowalski, Tom Price" on a project page.)
 */
function dashLabelled(sentence: string): RegExpExecArray | null {
  const labelled = /^([^:–—]{2,40})\s[–—]\s(.+?)\.?$/u.exec(sentence);
  // (Or its members by a kind: "Ordinary members – Paddy Hanratty, Olivia Szymańska".)
  const office = labelled && (isBoardOffice(labelled[1]) || BOARD_MEMBER.test(labelled[1].split(/\s+/).at(-1)!));
  return labelled && office && isNameList(labelled[2]) && namesIn(labelled[2]).length >= 2 ? labelled : null;
}

/** Labelled lines: "Inhaberin: Dr. Eva Muster", "Partner: Georg Huber, Steuerberater; Theresa Ostermaier, Steuerberaterin". */
function fromLabelledBlocks(blocks: TextBlock[], staff: boolean[], sourceUrl: string, ownWords: Set<string>): PersonFinding[] {
  const found: PersonFinding[] = [];
  // The label of the bio just read that named its people in sentences, and the element its paragraphs sit in.
  let bio = null as { label: string; parent: Element | null } | null;
  for (const [i, block] of blocks.entries()) {
    if (!staff[i]) continue;
    // A paragraph after such a bio, with no label of its own, goes on about the same staff: "Dental Nurses: … Chloe
    // has been with us since 2016." then "Farah joined in 2021 …".
    // (Not a paragraph stating a role of its own: "Sarah is our practice manager …".)
    const goesOn =
      bio && bio.parent === block.element.parent && !/^[^:]{2,60}:/u.test(block.text) && !sentenceRoles(block.text).length ? subjectsOf(sentences(block.text)[0]) : null;
    if (goesOn && bio) {
      for (const one of goesOn) found.push(person(one, bio.label, sourceUrl, block.text, 'labelled_text'));
      continue;
    }
    bio = null;
    // The block, and each later sentence of it under a short label of its own: "…: Luca Bellini, Presidente;
    // Giovanna Pezzotta, Vicepresidente. Consiglieri: Davide Rota, …".
    const [first, ...later] = sentences(block.text);
    // Later sentences after a first one about another organisation are theirs: "Northgate Chambers is a family law set …
    // Clerking: Stephen Pryce, Senior Clerk" — not after one about the business itself, led by its own name ("Hemsby Tennis
    // Club is affiliated to the LTA. Head Coach: …").
    const subject = foldText(/^(?:\p{Lu}[\p{L}'’&-]*\s*)+/u.exec(first ?? '')?.[0] ?? '').split(/[^\p{L}\p{N}]+/u);
    const laterAreOthers = later.length > 0 && namesOtherOrganisation(first) && !subject.some((w) => ownWords.has(w));
    const candidates: [string, number][] = [
      [block.text, 6],
      ...(later.length ? ([[first, 6]] as [string, number][]) : []),
      ...(laterAreOthers ? [] : later.map((s): [string, number] => [s, 3])),
      ...groupLabels(block.text).map((s): [string, number] => [s, 3]),
    ];
    for (const [sentence, maxLabelWords] of candidates) {
      const labelled = /^([^:]{2,60}):\s*(.+?)\.?$/u.exec(sentence) ?? dashLabelled(sentence);
      // (An event's speaker, "Predavač: dr Heinz Albrecht, Passivhaus Institut", comes from elsewhere.)
      // (Nor a guest's or a former holder's label: "Gastdozentin: Sophie Marchetti, Floristin aus Ludwigsburg.")
      // (Nor a line of several items set apart by "·" or "|": "Instagram · Facebook · Ovlašćeni partner: Vidoline Srbija".)
      if (
        !labelled ||
        CREDIT.test(labelled[1]) ||
        SPEAKERS.test(labelled[1]) ||
        FORMER.test(labelled[1].trim()) ||
        labelled[1].split(/\s+/).length > maxLabelWords ||
        /\s[·|•]\s/u.test(labelled[1])
      )
        continue;
      // A label saying they are hired in names no one of the business: "Guía contratado: Íñigo Zubiri Arrese, …"; nor does a
      // course's speaker from another body, "Referentin: Dr. Katrin Pohlmann, Bieneninstitut Celle" (not an association's own
      // "Referentin: Julia Weber, Tel. …").
      if (HIRED_IN.test(labelled[1]) || (/^referent(?:in|en|innen)?$/iu.test(labelled[1].trim()) && SPEAKERS_BODY.test(labelled[2]))) continue;
      // Items end at semicolons, or at commas between pairs: "Prezes Zarządu – Joanna Nowak, Członek Zarządu – Paweł Nowak".
      const items = labelled[2].split(/\s*;\s*/).flatMap((written) => {
        // A way to reach the person after the name is no part of it: "Vesna Obradović · sekretarijat@…", "Claire Vandamme – claire@…".
        // (Or after a comma, an address alone or a labelled number: "Secretariaat: Fatima el Amrani, secretaris@…",
        // "Sekretar udruženja: Jelena Marković Ilić, mob. 064 381 2270, sekretar.matica@…".)
        // (Labelled too, and with more after it: "Luca Franchi – cell. 338 661 3750", "Milan Petrović · mob. 064 311 2204 · lipa@…",
        // "Siobhán Kavanagh – accounts@… (invoices, insurance forms)"; an extension alone: "Ewa Zawadzka-Kmieć, tel. wew. 21, …".)
        const item = written.replace(
          /\s*(?:[·|]|\s[–—-]|,(?=\s*\S+@\S+$|\s*(?:tel|tél|phone|cell|cel|mob|mobile|mobil|gsm|handy|моб|тел)\.?:?\s*(?:(?:wew|ext|dw|kl|lok|int|durchwahl)\.?\s*)?\+?\d))\s*(?:(?:tel|tél|phone|cell|cel|mob|mobile|mobil|gsm|handy|моб|тел)\.?:?\s*)?(?:\S+@\S+|\+?\(?\d[\d ()/.-]{5,}\d|(?:wew|ext|dw|kl|lok|int|durchwahl)\.?\s*\d{1,5})(?:\s*\([^()]{0,80}\))?(?:\s*(?:[·|,]|\s[–—-]).*)?\s*$/iu,
          '',
        );
        // (A clause about them after the names is no part of them either: "Lucía y Bruno, que te atenderán en el mostrador"; nor
        // what to call them for after a dash: "J. P. Thornton – for concert bookings, Mob. …".)
        const named = item.replace(/,\s+(?:que|qui|who|die|che|koji|koja|који|која)\s.*$/u, '').replace(/\s+[–—-]\s+(?:for|für|pour|per|para|voor|za)\s.*$/u, '');
        const pairs = named.split(/\s*,\s*/);
        // (Or names each with a note in brackets: "Paolo Rigoni (violoncello), Anna Lenzi (flauto)".)
        return pairs.length > 1 && pairs.every((pair) => (/\s[–—-]\s/.test(pair) && nameThenRole(pair, [], isJobTitle)) || nameWithTopic(pair)) ? pairs : [named];
      });
      const own = items.map((item) => nameThenRole(item, [], isJobTitle));
      // Under a label that is no title ("Lo studio è composto da:"), only a list of people each with their own role.
      // (A desk labels the names that staff it: "Ricevimento: Giulia Bertoldi, Tobias Egger", "Reception: Mia Novak".)
      // (So does a department: "Küche: Marija Kovačević", "Schoonmaak: Fatma Yılmaz en Rina". Desks and departments together,
      // "Büro und Buchhaltung: Hildegard Brandl", were tried: "Kundenservice & Versand: Fulfillment Nord" names a firm.)
      const desk = DESK_ALONE.test(labelled[1].trim()) || /^(?:ricevimento|receptie|recepción|recepcion|accueil)$/iu.test(labelled[1].trim());
      if (desk || isDepartmentLabel(labelled[1].trim())) {
        const list = labelled[2].replace(/\s*\([^()]*\)/gu, '');
        if (isNameList(list)) for (const one of namesIn(list)) found.push(person(one.name, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
        else for (const one of deskNames(list, desk)) found.push(person(one, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
        continue;
      }
      if (!isJobTitle(labelled[1]) && !BOARD_MEMBER.test(labelled[1].trim())) {
        // (One under a label saying what to ask them about, "Za kafiće i kancelarije: Milica Đurić, menadžerka prodaje", was tried:
        // such labels as often send the reader to an outside adviser, agent or supplier, "Für Rechtsfragen: Dr. …, Rechtsanwalt".)
        if (own.filter(Boolean).length >= 2) for (const one of own) if (one) found.push(person(one.name, one.role, sourceUrl, block.text, 'labelled_text'));
        continue;
      }
      // A board's member holds that office here, whatever else follows the name; so does anyone whose "role" after the
      // name is another organisation ("Potpredsednica: Milica Ilić, Arhitektonski fakultet", "…, Fasadeks d.o.o., direktor prodaje").
      const elsewhere = (role: string) => BOARD_MEMBER.test(labelled[1].trim()) || namesOtherOrganisation(role) || isOrganisation(role);
      items.forEach((item, k) => {
        if (fromElsewhere(item)) return;
        // A degree and a profession after the name ("Katharina Brandl, Dipl.-Ing. Architektin BDA") say what she is; the label what she does here.
        // So does a profession with its degree in brackets: "Katharina Richter, Physiotherapeutin (B.Sc.)" under "Fachliche Leitung".
        // (And a licence's grade in brackets: "Cheftrainerin: Olena Hrytsenko (Swiss Rowing Trainerin B)".)
        const degree = own[k] && (isTitle(own[k].role.split(/\s+/)[0]) || /\([^()]*\p{L}\.[^()]*\)$/u.test(own[k].role) || LICENCE.test(own[k].role) || elsewhere(own[k].role));
        if (own[k] && !degree) found.push(person(own[k].name, own[k].role, sourceUrl, block.text, 'labelled_text'));
        else if (own[k]) found.push(person(own[k].name, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
        // Only a plain list of names takes the label.
        else if (isNameList(item)) for (const one of namesIn(item)) found.push(person(one.name, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
        else {
          // (A first name alone among whole ones, under a title, is a name too: "Recepcionistas: Nuria Campos Gil, Marisa".)
          // A bio under the label may name them in a later sentence: "Dental Nurses: Our nurses hold … Chloe has been with us since 2016".
          const bioNames = subjectsOf(item) ?? laterSubjects(item);
          // (First names alone, two or more, under a title as at a desk: "Receptionists: Méabh & Lorna." — not a Catalan
          // name's "i" between surnames, "Jordi Ferrer i Puig".)
          const atDesk = parseName(item) ? [] : deskNames(item, true);
          const firstNamesOnly = atDesk.every((n) => !/\s/.test(n)) ? atDesk : [];
          const listed = withFirstNames(item) ?? bioNames ?? (firstNamesOnly.length ? firstNamesOnly : null);
          if (listed) {
            for (const one of listed) found.push(person(one, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
            if (bioNames && items.length === 1) bio = { label: labelled[1].trim(), parent: block.element.parent as Element | null };
            return;
          }
          // A name and where the person works otherwise: "Predsednik: Dragan Vukićević, Termoplan d.o.o.",
          // "Član: Ivana Kostić, Građevinski fakultet u Nišu" — the label is the role here.
          // (An office of the site's board only: "Predavač: …, Poljoprivredni fakultet" is a guest lecturer.)
          // (Or what they teach or play, in brackets: "Docenti: Paolo Rigoni (violoncello), Anna Lenzi (flauto)".)
          const name = (isBoardOffice(labelled[1].trim()) && nameWithAffiliation(item)) || nameWithTopic(item);
          if (name) found.push(person(name.name, labelled[1].trim(), sourceUrl, block.text, 'labelled_text'));
        }
      });
    }
  }
  return found;
}

/** A table column of an event's speakers or lecturers ("Датум | Тема | Предавач"). */
const SPEAKER_COLUMN = /^(?:предавач|predavač|speaker|lecturer|referent|redner|intervenant|ponente|relatore|spreker|prelegent|tutor|instructor)/iu;

/** An event's speakers, with their own organisations: "Predavači: dr Zoran Tešić (Fakultet tehničkih nauka), …". */
// (A list after a colon names them plainly; these words may head a practice's own staff elsewhere: "Nos intervenants".)
const EVENT_SPEAKERS = new RegExp(String.raw`^(?:${SPEAKER_WORDS}|referenten|referentinnen|redner|intervenants)\s*:`, 'iu');

/** A name written surname first, then its role: "Caflisch, Reto, Präsident des Verwaltungsrates", "Novak, Anna — Office Manager". */
const SURNAME_FIRST =
  /^((?:(?:von|van|de|di|da|del|le|la)\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s*(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+)?)\s*(?:,|[–—]|\s-\s)\s*(.{3,100})$/u;

function fromSurnameFirst(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  blocks.forEach((block, i) => {
    // (Not a page's title: "Wohnen, Lernen, Arbeiten – Architektur für den Alltag" is a motto.)
    const m = staff[i] && !taken.has(i) && block.element.name !== 'h1' ? SURNAME_FIRST.exec(block.text) : null;
    const name = m && parseName(`${m[2]} ${m[1]}`);
    if (!m || !name || !isJobTitle(m[3]) || holdsName(m[3]) || parseName(m[1]) || parseName(m[2])) return;
    taken.add(i);
    found.push({ ...person(name.name, m[3].trim(), sourceUrl, block.text, 'team_card'), raw: `${m[1]}, ${m[2]}` });
  });
  return found;
}

/** A name and its role in brackets inside a sentence: "run by Rhiannon Pryce (practice manager) and her team". */
const BRACKETED_ROLE = /((?:\p{Lu}[\p{L}'’.-]*\s+(?:(?:van|von|de|der|den|di|da|del|della|la|le|du|dos|das|ten|ter)\s+){0,2}){1,3}\p{Lu}[\p{L}'’-]+)\s*\(([^()]{3,60})\)/gu;

/** A line's two parts when its second is an inline element of its own, last in the line: ["Pieter", "Kinesitherapeut"]. */
function inlineAfter(block: TextBlock): [string, string, string] | null {
  if (block.cuts.length !== 1) return null;
  const last = [...block.element.children].reverse().find((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
  if (!last || last.type !== 'tag' || !INLINE.has(last.name)) return null;
  const [before, after] = [block.text.slice(0, block.cuts[0]).trim(), block.text.slice(block.cuts[0]).trim()];
  return collapse(textOf(last)) === after ? [block.text, before, after] : null;
}

/** A title, then the name set in an inline element of the same line: "<h3>Legal Secretary <small>Máire Lynch</small></h3>". */
function fromRoleThenInlineName(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  return blocks.flatMap((block, i) => {
    const parts = staff[i] && !taken.has(i) ? inlineAfter(block) : null;
    if (!parts) return [];
    const [, role, rest] = parts;
    const name = parseName(rest);
    return name && name.name === rest && isJobTitle(role) && !parseName(role) ? [person(name.name, role, sourceUrl, block.text, 'team_card')] : [];
  });
}

/** Two names sharing one role after a dash: "Marloes van den Bosch en Femke Jansen-Kok – eigenaren", "Anna Berger und Max Huber – Praxisinhaber". */
const PAIR_THEN_ROLE = /^(.{5,80}?\s(?:and|und|en|et|y|e|i|и|oraz)\s.{3,60}?)\s+[–—-]\s+([^–—]{3,60})$/u;
function fromPairThenRole(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  return blocks.flatMap((block, i) => {
    if (!staff[i] || taken.has(i)) return [];
    const m = PAIR_THEN_ROLE.exec(block.text);
    if (!m || !isJobTitle(m[2]) || holdsName(m[2]) || namesOtherOrganisation(m[2])) return [];
    // Two parts, each a whole name and nothing else: "Ana und Max – …" or "Praxis Berger und Partner – …" are not read —
    // but for two first names in a list whose other items each give a whole name and a role ("Lorenzo e Sara – animatori").
    const parts = m[1].split(NAME_LIST_SEPARATOR);
    const names = parts.map((part) => leadingName(part));
    const inStaffList = block.element.name === 'li' && blocks.some((b, k) => k !== i && taken.has(k) && b.element.name === 'li' && b.element.parent === block.element.parent);
    const firstNames = inStaffList ? parts.map((part) => parseFirstName(part.trim())) : [];
    const pair =
      names.length === 2 && names.every((n) => n && !n.rest && n.name.includes(' '))
        ? names.map((n) => n!.name)
        : firstNames.length === 2 && firstNames.every(Boolean)
          ? firstNames.map((n) => n!.name)
          : null;
    if (!pair) return [];
    taken.add(i);
    // (A season in brackets after the role is no part of it: "animatori (luglio e agosto)".)
    const role = m[2].trim().replace(/\s*\(([^()]*)\)$/u, (note, inside: string) => (mentionsOccupation(inside) ? note : ''));
    return pair.map((name) => person(name, role, sourceUrl, block.text, 'team_card'));
  });
}

/** The founders as history tells of them, in the past tense: "The founders were …", "Osnivači društva bili su …". */
const FOUNDERS_WERE =
  /(?:founders?|founding\s+members|gründer(?:innen)?|gründungsmitglieder|osniva[čc]i|оснивачи|fondateurs|fondatori|soci\s+fondatori|fundadores|oprichters|założyciel\p{L}*)\s+(?:\p{L}+\s+){0,3}(?:were|waren|bili\s+su|su\s+bili|били\s+су|étaient|furent|erano|furono|fueron|eran|byli)(?!\p{L})/iu;

/** A surname's particle written with a capital at its start: "Van Looy", "De Smedt", "Von Arx", "Di Stefano". */
/** A surname's particle, alone or after a hyphen in a double surname ("Desmet-Van Hulle"), starting a name. */
const SURNAME_PARTICLE = /^(?:\p{Lu}\p{L}+-)?(?:Van|Von|De|Der|Den|Di|Da|Du|Del|Della|Le|La|Ten|Ter)\s/u;

/** Words after which a capitalised word is a noun, not a first name: "ihr Mann …", "der Inhaber …", "his partner …". */
const POSSESSIVE_OR_ARTICLE =
  /^(?:ihr|ihre|ihrem|ihren|sein|seine|seinem|seinen|mein|meine|meinem|meinen|dein|deine|euer|eure|unser\p{L}*|der|die|das|den|dem|des|ein|eine|einem|einer|his|her|their|our|my|the|a|an|son|sa|ses|mon|ma|leur|su|sus|sua|suo|mio|mia|zijn|haar|hun|mijn|de|het|een|njegov\p{L}*|njen\p{L}*|njihov\p{L}*|moj\p{L}*)$/u;
/** Kin and partners, whose words German capitalises before a name: "und Schwiegersohn Markus Lehner", "mein Mann Jürgen Roth". */
const KIN_OR_NOUN =
  /^(?:mann|frau|ehemann|ehefrau|gatte|gattin|sohn|tochter|bruder|schwester|vater|mutter|schwieger\p{L}*|enkel\p{L}*|neffe|nichte|onkel|tante|kollege|kollegin|partner\p{L}*|lebensgefährt\p{L}*|meister\p{L}*|chef\p{L}*)$/iu;

/** A licence's grade: "B-Trainer DTB", "C-Lizenz", "A-Trainerin", "Swiss Rowing Trainerin B". */
const LICENCE = /^[A-D]-\p{L}+|(?:trainer(?:in)?|coach|instru[ck]t(?:or|eur|rice)(?:in)?|übungsleiter(?:in)?|lizenz|licen[cs]e|licenza|licencia)\s[A-D]$/iu;

/** An item's role, then the name, with no mark between: "кореограф првог ансамбла Тамара Ђекић", a first name only as the last word. */
function roleThenName(item: string): { name: string; role: string } | null {
  const words = item.split(/\s+/);
  for (let k = 1; k < words.length && k <= 6; k++) {
    if (!/^\p{Lu}/u.test(words[k])) continue;
    // (A title before the name is no part of the role: "Schularzt Dr. med. Peter Frei".)
    if (isTitle(words[k - 1])) return null;
    const [role, rest] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    // (A first name alone only after a role in lower case past its first word: "руководилац дечјег ансамбла Милица", not
    // "Sponsor Bäckerei Huber".)
    const name = parseName(rest)?.name === rest ? rest : k === words.length - 1 && words.slice(1, k).every((w) => !/^\p{Lu}/u.test(w)) ? parseFirstName(rest)?.name : null;
    if (name && isJobTitle(role) && !parseName(role)) return { name, role };
  }
  return null;
}

/**
 * A paragraph of roles and names in items parted by semicolons, the role first with no mark between: "Уметнички
 * руководилац Драган Пејчић; кореограф првог ансамбла Тамара Ђекић; руководилац дечјег ансамбла Милица." — only where
 * every item reads so (a sentence's semicolon parts prose).
 */
function fromSemicolonItems(blocks: TextBlock[], staff: boolean[], sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  blocks.forEach((block, i) => {
    if (!staff[i] || !block.text.includes(';') || block.text.length > 600) return;
    const items = block.text.replace(/\.$/u, '').split(/\s*;\s*/u);
    const read = items.map(roleThenName);
    if (items.length < 2 || read.some((r) => !r)) return;
    read.forEach((r, k) => found.push(person(r!.name, r!.role, sourceUrl, items[k], 'team_card')));
  });
  return found;
}

function fromBracketedRoles(blocks: TextBlock[], staff: boolean[], taken: Set<number>, sourceUrl: string): PersonFinding[] {
  const found: PersonFinding[] = [];
  blocks.forEach((block, i) => {
    if (!staff[i] || taken.has(i) || !block.text.includes('(')) return;
    // A club's history, not its people: "Osnivači društva bili su Franjo Kralj (prvi predsjednik), Stjepan Golubić (tajnik) …"
    // — that sentence only: "… heute leiten Anna Huber (Fachärztin) …" after it is the practice now.
    // (Nor a jury's sentence: "… el jurado … estará formado por Ana Belén Soria (…) y Raúl Castán (coreógrafo)".)
    // (The jury's own word, outside the brackets: "Sabine Lang (Kampfrichterwartin)" is a club's official.)
    const history = sentences(block.text).filter((sentence) => FOUNDERS_WERE.test(sentence) || JURY.test(sentence.replace(/\([^()]*\)/gu, '')));
    for (const m of block.text.matchAll(BRACKETED_ROLE)) {
      if (history.some((sentence) => sentence.includes(m[0]))) continue;
      // (How to reach them may follow the role in the bracket: "Lukas Wettstein (Nachwuchschef, nachwuchs@…)".)
      const written = m[2]
        .replace(CONTACT_AFTER, '')
        .replace(/\s*,\s*[^\s,@]+@\S+.*$/u, '')
        .trim();
      // (A trainee's year after a comma is no part of it: "Lehrling Steuerassistenz, 3. Lehrjahr" — dates are: "fondatore, 1928–2019".)
      const year = /,\s*(?:[1-4]\.\s*(?:lehrjahr|ausbildungsjahr)|[1-4](?:re|e|ère)\s+année|(?:first|second|third|1st|2nd|3rd)\s+year)$/iu.exec(written);
      const role = year && !isJobTitle(written) ? written.slice(0, year.index).trim() : written;
      if (!isJobTitle(role) || holdsName(role) || isQualifications(role) || namesOtherOrganisation(role)) continue;
      // The words before the bracket that make a name, fewest first: "begrüssen Sie Nadja Keller" → "Nadja Keller". (Then a
      // first name before it, "ćerka Jelena Lukić Marković", was tried with any word for one: German nouns before a name
      // read as first names on the held-out corpora; below, only a first name that is neither kin nor after an article.)
      // (A surname's particle starts no name when a first name stands before it: "Griet Van Looy", not "Van Looy".)
      const words = m[1].split(/\s+/);
      const candidates = words
        .map((_, k) => words.slice(k).join(' '))
        .reverse()
        .slice(1)
        .map((candidate) => parseName(candidate));
      const at = candidates.findIndex(Boolean);
      // (The whole run when it parses as one name after a word in lower case, its first word a first name: "… y Javier Ortiz
      // Blanco (socio fundador …)", a Spanish name's two surnames, "ćerka Jelena Lukić Marković (vlasnica)" — not after a
      // possessive or an article, nor kin German capitalises: "mein Mann Jürgen Roth", "auch Schwiegersohn Markus Lehner"; or
      // after a label's colon: "Responsable del sitio web: Carmen Otero Doval (Secretaria)".)
      // (Or after a dash that sets it apart from a label in bold: "<strong>Esquí de montaña</strong> — Laia Ferrer Vidal (coordinadora)".)
      const ahead = words.length === 3 && at === 0 ? block.text.slice(Math.max(0, m.index - 40), m.index) : undefined;
      const before = ahead === undefined ? undefined : /\S\s[—–]\s*$/u.test(ahead) && block.cuts.length > 0 ? '' : /(?:^|\s)(\p{Ll}+):?\s+$/u.exec(ahead)?.[1];
      const whole = before !== undefined && !POSSESSIVE_OR_ARTICLE.test(before) && !KIN_OR_NOUN.test(words[0]) && parseFirstName(words[0]) ? candidates[1] : null;
      const name = whole ?? (at >= 0 && SURNAME_PARTICLE.test(candidates[at]!.name) && candidates[at + 1] ? candidates[at + 1] : candidates[at]);
      // A title right before the name is the role, the bracket what they hold besides: "Cheftrainer Nikola Petrović (B-Trainer DTB)".
      const lead = name ? m[1].slice(0, m[1].lastIndexOf(name.name)).trim().split(/\s+/).filter(Boolean) : [];
      // (Only where the bracket holds a qualification or a licence's grade; "Gründer Hans Meier (Präsident)" is the president.)
      const titled = lead.length > 0 && isOccupation(lead.at(-1)!) && isJobTitle(lead.join(' ')) && (isQualifications(role) || LICENCE.test(role));
      // (A licence alone is no role: "Cheftrainerin: Olena Hrytsenko (Swiss Rowing Trainerin B)" is read by its label.)
      if (name && (titled || !LICENCE.test(role))) found.push(person(name.name, titled ? lead.join(' ') : role, sourceUrl, m[0], 'team_card'));
    }
  });
  return found;
}

/** The person a page is about: its first heading, or the first part of its title, when that is a name ("Niamh Kilbride | Kilbride Nolan Solicitors"). */
function pageSubject($: CheerioAPI): string | null {
  const heading = $('h1').first().text();
  return (
    parseName(heading)?.name ??
    parseName(
      $('title')
        .first()
        .text()
        .split(/\s+[-–—|·:]\s+/)[0] ?? '',
    )?.name ??
    null
  );
}

/** A paragraph that opens with the name in bold, as bios are written: "<p><strong>Bríd Keohane</strong> is our practice nurse …". */
function leadsInBold(element: Element, name: string): boolean {
  const first = element.children.find((node) => node.type !== 'text' || (node as unknown as { data: string }).data.trim());
  return !!first && first.type === 'tag' && ['strong', 'b'].includes(first.name) && parseName(collapse(textOf(first)))?.name === name;
}

/** The name set in bold anywhere in its paragraph: "Il titolare <strong>Sandro Bertoldi</strong> si occupa …". */
const inBold = (element: Element, name: string): boolean =>
  element.children.some((node) => node.type === 'tag' && ['strong', 'b'].includes(node.name) && parseName(collapse(textOf(node)))?.name === name);

/** A surname alone as a sentence's subject, with the title the sentence writes before it: ["Dr. Whitcombe", "Dr", "Whitcombe"]. */
const titledSurname = (subject: string, sentence: string) =>
  /^\p{Lu}[\p{L}'’-]+$/u.test(subject) ? new RegExp(`(?<!\\p{L})(Dr|Dra|Prof|Dott|Dott\\.ssa|Mag)\\.?\\s+(${subject})(?![\\p{L}])`, 'u').exec(sentence) : null;
/** A surname after a form of address: "Frau Ammann", "Mr Jones", "Mme Dubois", "gospođa Kovač". */
const HONORIFIC_SURNAME =
  /^(Herr|Frau|Mr|Mrs|Ms|Miss|Monsieur|Madame|Mme|Señor|Señora|Sra|Sr|Signor|Signora|Gospodin|Gospođa|Pan|Pani|Dhr|Mevr|Mevrouw|Meneer)\.?\s+(\p{Lu}[\p{L}'’-]+)$/u;

/** Founded, run or led by, right before a name: "fondée en 2009 par", "è guidata da", "je 2011. godine osnovao", "founded in 1998 by". */
const FOUNDED_OR_LED_BY =
  /(?<!\p{L})(?:(?:founded|established|run|led|managed|headed)|gegründet|geführt|geleitet|fond[ée]e?s?|dirig[ée]e?s?|guidat[oa]|fondat[oa]|gestit[oa]|fundad[oa]|dirigid[oa]|opgericht|geleid)\s+(?:(?:in|en|nel|im)\s+\d{4}\s+)?(?:by|von|par|da|dal|dalla|por|door)\s+$|(?<!\p{L})de\s+la\s+mano\s+de\s+$|(?<!\p{L})(?:osnova(?:o|la|li)|основа(?:о|ла|ли)|vodi|води)\s+$|(?<!\p{L})(?:(?:la|lo|los|las|le|les)\s+)?(?:dirige|dirigen|lleva|llevan|gestiona|gestionan|g[èe]re|g[èe]rent|dirigent|dirigono|gestisce|gestiscono|leitet|leiten|führt|führen)\s+$/iu;

/**
 * Roles stated in sentences (sentence-roles.ts), only for a person the page also names on its own — its heading
 * or title, a card, a list, a bold name opening the paragraph — or names in a list or in apposition after the
 * business's role ("our dental nurses Chloe, Priya and Hannah"): on the held-out corpora, sentences whose person
 * only the sentence named gave as many wrong people as right ones. A first name is the one such name that starts
 * with it ("Niamh is the managing partner" on Niamh Kilbride's page); a pronoun ("Seit 2021 ist er als angestellter
 * Zahnarzt …") is the page's person. `held`: founders and leaders the sentences name, for other pages to confirm.
 */
function fromSentences(
  blocks: TextBlock[],
  staff: boolean[],
  taken: Set<number>,
  { names, firstNames }: Pick<PageReading, 'names' | 'firstNames'>,
  subject: string | null,
  sourceUrl: string,
): { found: PersonFinding[]; held: PersonFinding[] } {
  // A first name standing as a heading ("<h2>Sinéad</h2>" over "Sinéad is our practice manager …") is a name the page gives too.
  const headedFirstNames = firstNames.filter((n, i): n is ParsedName => !!n && HEADING.test(blocks[i].element.name)).map((n) => n.name);
  const known = [...new Set([subject, ...names.map((n) => n?.name), ...headedFirstNames].filter((n): n is string => !!n))];
  const found: PersonFinding[] = [];
  const held: PersonFinding[] = [];
  blocks.forEach((block, i) => {
    if (!staff[i] || taken.has(i) || block.text.length < 12) return;
    for (const said of sentenceRoles(block.text)) {
      // (Someone leaving anywhere in the sentence: the clause before the name may be about them too, "After 40 years he has now
      // retired; Wes Harlan, our founding mechanic, …" — reading only the clause naming them was tried.)
      if (holdsName(said.role) || namesOtherOrganisation(said.role) || LEFT.test(said.evidence)) continue;
      // The longest name at the subject's end: "unserer Kollegin Frauke Dittmer" → "Frauke Dittmer".
      const words = said.subject.split(/\s+/);
      let name = said.pronoun ? subject : (words.map((_, k) => parseName(words.slice(k).join(' '))).find(Boolean)?.name ?? null);
      // "Frau Ammann", "Mr Jones": the one name the page gives with that surname.
      // (Written with the same form of address before the whole name somewhere on the page: "Frau Doris Ammann".)
      // (Or a doctor's title and surname, the title read off the sentence: "Dr. Whitcombe is the founding orthodontist …".)
      const addressed = !name && (HONORIFIC_SURNAME.exec(said.subject) ?? titledSurname(said.subject, said.evidence));
      if (addressed) {
        const full = known.filter((n) => n.split(/\s+/).at(-1) === addressed[2]);
        const form = addressed[1];
        if (full.length === 1 && blocks.some((b) => b.text.includes(form) && new RegExp(`${form}\\.?\\s+(?:\\S+\\s+){0,3}${full[0]}`, 'u').test(b.text))) name = full[0];
      }
      if (!name && !said.pronoun && !said.fullNameOnly && parseFirstName(said.subject)) {
        const full = known.filter((n) => n.split(/\s+/)[0] === said.subject);
        // (Listed after the business's role, a first name is all the page gives: "our dental nurses Chloe, Priya and Hannah".)
        name = full.length === 1 ? full[0] : said.listed && !full.length ? said.subject : null;
      }
      // A name resolved from the page's heading or title is quoted with the sentence.
      if (name && (known.includes(name) || said.listed || leadsInBold(block.element, name) || inBold(block.element, name)))
        found.push(person(name, said.role, sourceUrl, said.evidence.includes(name) ? said.evidence : `${name} — ${said.evidence}`, 'sentence'));
      // A whole name with its role between commas that the page gives nowhere else, as the one who founded or leads the
      // business ("… fondée en 2009 par Nathalie Bourquin-Favre, fondatrice et directrice, après …") is held: the site's, if
      // another page names them as one of its people. (Any sentence's was tried: a role no label gives on a held-out corpus.)
      // (Not a founder of long ago, whose name a grandchild may bear: "gegründet 1952 von Karl Huber, Bäckermeister".)
      else if (
        name &&
        said.fullNameOnly &&
        name === said.subject.trim() &&
        FOUNDED_OR_LED_BY.test(said.evidence.slice(0, said.evidence.indexOf(name))) &&
        !/(?<!\d)(?:1[0-8]\d\d|19[0-7]\d)(?!\d)/.test(said.evidence)
      )
        held.push(person(name, said.role, sourceUrl, said.evidence, 'sentence'));
    }
  });
  return { found, held };
}

/** Classes naming a name's parts, as whole class names ("firstname", "first-name", "surname"; not a list's "first" and "last"). */
const FIRST_NAME_CLASS = /(?:^|\s)(?:[\w-]*[_-])?(?:first-?name|given-?name|forename|vorname|prenom|prénom|nombre|ime)(?:$|\s)/i;
const SURNAME_CLASS = /(?:^|\s)(?:[\w-]*[_-])?(?:last-?name|surname|family-?name|nachname|nom|apellidos?|cognome|prezime)(?:$|\s)/i;

/**
 * A name a card writes in two elements side by side, first name and surname ("<h4 class=firstname>Claire</h4><h4
 * class=surname>Aubry</h4>"): one block, in the first element — two sibling elements of one kind, nothing between them,
 * whose classes say which part each is (without them, adjacent cells or items are as often two people's first names).
 * And a title broken over two lines of one element after its linking word ("Head of<br>Finance", "Leiterin der<br>Buchhaltung")
 * or in a heading ("Rear<br>Commodore"); and a name a template breaks over the two lines of one inline element, its first name
 * above its surname ("<b>Rosaria<br>Pingitore</b>", "<b>Gian Marco<br>De Rose</b>") — not a role above a name
 * ("<span>Tierärztin<br>Ulrike Pölzl</span>") nor two people's names, a line each ("<b>Anna Huber<br>Max Muster</b>").
 */
function joinSplitLines(blocks: TextBlock[]): TextBlock[] {
  const joined: TextBlock[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const [a, b] = [blocks[i], blocks[i + 1]];
    const word = /^\p{Lu}[\p{L}'’-]+$/u;
    // (Or a heading's word that alone is no title nor a first name, "<h3>Rear<br>Commodore</h3>" — not "<h3>Sarah<br>Physiotherapist</h3>".)
    const brokenTitle =
      b &&
      a.element === b.element &&
      (LINKING_END.test(a.text) || (HEADING.test(a.element.name) && /^\p{L}+$/u.test(a.text) && !isJobTitle(a.text) && (!parseFirstName(a.text) || RANK_WORD.test(a.text))));
    if ((brokenTitle && isJobTitle(`${a.text} ${b.text}`) && !parseName(b.text)) || (b && a.element === b.element && nameOverTwoLines(a, b))) {
      joined.push({ ...a, text: `${a.text} ${b.text}`, cuts: [], index: joined.length });
      i++;
    } else if (
      b &&
      a.element !== b.element &&
      a.element.name === b.element.name &&
      nextElement(a.element) === b.element &&
      word.test(a.text) &&
      word.test(b.text) &&
      (FIRST_NAME_CLASS.test(a.element.attribs.class ?? '') || SURNAME_CLASS.test(b.element.attribs.class ?? '')) &&
      parseFirstName(a.text) &&
      parseName(`${a.text} ${b.text}`)
    ) {
      joined.push({ ...a, text: `${a.text} ${b.text}`, cuts: [], index: joined.length });
      i++;
    } else joined.push({ ...a, index: joined.length });
  }
  return joined;
}

/** Inline elements a template sets a name in. */
const INLINE_NAME = new Set(['b', 'strong', 'span', 'em', 'i', 'a', 'font', 'small']);

/** Whether two lines are the whole of one inline element and read as one name, the second its surname (see joinSplitLines). */
function nameOverTwoLines(a: TextBlock, b: TextBlock): boolean {
  if (!INLINE_NAME.has(a.element.name)) return false;
  // (Its children a text, a <br> and a text — counted no further than four: a span of thousands of lines is no name.)
  let parts = 0;
  for (const child of a.element.children) if ((child.type !== 'text' || (child as unknown as { data: string }).data.trim()) && ++parts > 3) return false;
  if (parts !== 3 || collapse(textOf(a.element)) !== `${a.text} ${b.text}`) return false;
  if (a.text.split(' ').length > 3 || b.text.split(' ').length > 3 || isJobTitle(a.text) || isJobTitle(b.text)) return false;
  if (parseName(a.text) && parseName(b.text) && !PARTICLES.has(b.text.split(' ')[0].toLowerCase())) return false;
  return !!parseName(`${a.text} ${b.text}`)?.name.endsWith(b.text);
}

/** The element right after another among its siblings (text between them only white space). */
function nextElement(element: Element): Element | null {
  for (let node = element.next; node; node = node.next) {
    if (node.type === 'tag') return node;
    if (node.type === 'text' && (node as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

/** A block inside a link to another page of the site or a section of this one ("<a href="/clinicians/rachel-okonkwo/"><h3>Rachel Okonkwo</h3></a>"). */
function linksToOwnPage(element: Element): boolean {
  const link = ancestors(element).find((el) => el.name === 'a');
  const href = link?.attribs.href ?? '';
  // (Or to the person's own section of the page: "#equipo-amparo-lisboa".)
  return !!href && href !== '#' && !/^(?:mailto:|tel:|javascript:|https?:)/i.test(href);
}

/** Whether a text has an occupation's word in it, a desk's aside ("Office-Managerin" has, "Empfang & Terminvereinbarung" has not). */
const namesOccupation = (text: string) => text.split(/[^\p{L}]+/u).some((word) => word && isJobTitle(word) && !DESK_ALONE.test(word));

/** Prose, not a line of a card: a sentence of some length ending in its full stop. */
const isProse = (text: string) => text.length > 60 && /\p{Ll}[.!?]$/u.test(text);

/** A sentence naming the group its heading names ("Planinarski vodiči" / "Svi vodiči društva imaju licenciju …"): the same word's first five letters. */
function aboutThem(heading: string, sentence: string): boolean {
  const said = new Set(stems(sentence, 5));
  return stems(heading, 5).some((stem) => said.has(stem));
}

/**
 * A name line that goes on with a link to write or call the person: "<span>Herr Dr. med. Urs Bachmann</span> <a
 * href="mailto:…">Mail schreiben</a>". The name is what comes before the link.
 */
function nameBeforeContactLink(block: TextBlock, contactLinks: (element: Element) => Set<string>): ParsedName | null {
  if (!block.cuts.length) return null;
  const rest = block.text.slice(block.cuts[0]).trim();
  // (A separator between them is no part of the name: "Martina Kuveždić · <a href=mailto:…>".)
  return rest && contactLinks(block.element).has(rest) ? parseName(block.text.slice(0, block.cuts[0]).replace(/[\s·•|,–—-]+$/u, '')) : null;
}

function fromBlocks($: CheerioAPI, sourceUrl: string): { found: PersonFinding[]; heldPeople: PersonFinding[]; mentions: Mention[] } {
  const blocks = joinSplitLines(textBlocks($));
  const outside = underNonStaffHeading(blocks);
  const inline = inlineIndex($);
  // Worked out once per element: blocks split by <br> share one, and the check reads its children.
  const staffElement = memoByElement((el) => isStaffContext(el, inline(el)));
  const roleElement = memoByElement((el) => isStaffContext(el, inline(el), ROLE_PLACES));
  const staff = blocks.map(
    (b, i) =>
      !outside[i] &&
      staffElement(b.element) &&
      !linksAway(b, sourceUrl, inline) &&
      !isMenuItem(b, inline) &&
      !isSiteName(b, inline) &&
      !EVENT_SPEAKERS.test(b.text) &&
      !SPEAKER_COLUMN.test(columnHeader(b.element) ?? ''),
  );
  // The texts of an element's mail and phone links, read once per element (a <br>-broken paragraph's lines share one).
  const contactLinks = memoByElement(
    (el) => new Set(el.children.flatMap((c) => (c.type === 'tag' && c.name === 'a' && /^(?:mailto|tel):/i.test(c.attribs.href ?? '') ? [collapse(textOf(c))] : []))),
  );
  // A line whose class says it is a place, qualifications or a motto is no name either ("<p class="location">Ballincollig</p>").
  // (A person's page may introduce them in its heading: "<h1>Meet Joanna Kowalczyk</h1>" — not a button's "Meet Dr. …".)
  const shown = (b: TextBlock) => (HEADING.test(b.element.name) ? b.text.replace(/^Meet\s+(?=\p{Lu})/u, '') : b.text);
  // (Or a name with a note in brackets that holds a number, a boat's or a room's: "Sjoerd Hoekstra (ZK 27 “Willem Jacob”)" —
  // not a term of office, gone by or to come: "Mladen Bošković (1994. – 2005.)", "Fabbri Alessio (fino a giugno 2025)", "Hans
  // Müller (bis 06/23)", "Margaret Ellis (until Sept '22)". A short line only: the note is read with a lazy pattern.)
  const numberNote = (b: TextBlock) => {
    const m = b.text.length <= 120 ? /^(.+?)\s*\(([^()]*\d[^()]*)\)$/u.exec(b.text) : null;
    const term = (note: string) => /(?<!\d)(?:1[89]|20)\d\d(?!\d)|\d\/\d|['’]\d\d/u.test(note) || TERM_WORD.test(note);
    const name = m && !term(m[2]) && !isJobTitle(m[2]) ? parseName(m[1]) : null;
    return name?.name === m?.[1].trim() ? name : null;
  };
  const parsed = blocks.map((b, i) => (staff[i] && !notNameLine(b.element) ? (parseName(shown(b)) ?? nameBeforeContactLink(b, contactLinks) ?? numberNote(b)) : null));
  // A title that reads like a name ("Safety Chair", "Technical Lead": its words are occupation words) beside
  // a plain name in its row or card is that name's role.
  const ambiguous = (i: number) => !!parsed[i] && isJobTitle(parsed[i].name);
  // (Or a first name on a line of another kind in its card: "<h3>Sione</h3><p>Spray Painter</p>", "<h2>Tui:</h2><h4>Spray Painter</h4>".)
  const besideName = (i: number) =>
    [i - 1, i + 1].some(
      (j) =>
        blocks[j] &&
        sameCard(blocks[j].element, blocks[i].element) &&
        ((parsed[j] && !ambiguous(j)) || (staff[j] && blocks[j].element.name !== blocks[i].element.name && !!parseFirstName(blocks[j].text.replace(/(?<=\p{L}):$/u, '')))),
    );
  const names = parsed.map((name, i) => (ambiguous(i) && besideName(i) ? null : name));
  const taken = new Set<number>();
  const context = { names: staff, roles: blocks.map((b, i) => staff[i] || (!outside[i] && roleElement(b.element))) };
  const byColumn = [
    ...fromBoardList(blocks, staff, taken, sourceUrl),
    ...fromRoleColumns(blocks, staff, names, taken, sourceUrl),
    ...fromTitleColumns(blocks, staff, taken, sourceUrl),
    ...fromLabelRows(blocks, staff, names, taken, sourceUrl),
  ];
  const sure = placePeople(blocks, context, names, sourceUrl, isJobTitle, taken);
  // An unlisted phrase as a role, where the layout says so; under a heading that states a role, a list of
  // topics ("Nepokretnosti, nasledno pravo" under "Advokati") may be a lawyer's fields or a title.
  const headingRole = headingRoles(blocks, names);
  // Either reading may be right ("izvorni govornik, italijanski jezik" is a role): such a person is left out.
  const unsure = new Set<number>();
  const topicGroups = new Set(blocks.flatMap((b, j) => (j > 0 && names[j - 1] && headingRole[j - 1] && /\s·\s/.test(b.text) && isTopicList(b.text) ? [headingRole[j - 1]] : [])));
  const more = placePeople(blocks, context, names, sourceUrl, isRolePhrase, taken, new Set(sure.map((p) => p.shape))).filter((p) => {
    // (So is a lower-case word naming no occupation after such a list: "springen" after "beginners, pony's" under "Lesgevers"
    // is what the instructor teaches — alone it may be a title the words do not know, "tesoriera".)
    // (Or a word naming no occupation in a grid whose other cards list topics set apart by "·": "Snowboard" beside
    // "Ski alpin · Freeride" under "Nos moniteurs".)
    const topic =
      isTopicList(p.finding.role) ||
      (unsure.size > 0 && /^\p{Ll}/u.test(p.finding.role) && !mentionsOccupation(p.finding.role)) ||
      (!mentionsOccupation(p.finding.role) && topicGroups.has(headingRole[p.nameAt]));
    if (!headingRole[p.nameAt] || !topic) return true;
    unsure.add(p.nameAt);
    return false;
  });
  // First names alone ("Maddie" — "Lead Veterinary Technician"): only with a recognised job title or a desk ("Bo" —
  // "Front Desk", "Dragana" — "Recepcija"), in a layout the page repeats for them or uses for its full-named staff.
  // A term or header cell labels what follows ("<dt>Betreiberin</dt>"): never a first name.
  // (A heading's first name may end in a colon over a smaller heading stating a title: "<h2>Brett:</h2><h4>Owner</h4>".)
  const headedTitle = (i: number) =>
    !!blocks[i + 1] && Number(HEADING.exec(blocks[i + 1].element.name)?.[1] ?? 0) > Number(HEADING.exec(blocks[i].element.name)?.[1] ?? 7) && isJobTitle(blocks[i + 1].text);
  const firstNames = blocks.map((b, i) =>
    // (Not a pet's kind written as one word: "Bürokatze" under "Rußi".)
    staff[i] && !names[i] && !taken.has(i) && !['dt', 'th'].includes(b.element.name) && !notNameLine(b.element) && !PET_ROLE.test(b.text)
      ? parseFirstName(/\p{L}:$/u.test(b.text) && headedTitle(i) ? b.text.slice(0, -1) : b.text)
      : null,
  );
  const tried = new Set(taken);
  const single = placePeople(
    blocks,
    context,
    names.map((n, i) => n ?? firstNames[i]),
    sourceUrl,
    // (Not "Office" or "Büro": a room's or a desk's word before it is anything's — "Lily" / "Office".)
    // (Or desks and departments together: "Kaat – onthaal en facturatie".)
    (text) => isJobTitle(text) || (isDeskLabel(text.trim()) && !/^(?:office|büro)$/iu.test(text.trim())),
    tried,
  ).filter((p) => firstNames[p.nameAt]);
  const shapes = new Set([...sure, ...more].map((p) => p.shape));
  const repeated = single.filter((p) => shapes.has(p.shape) || single.filter((q) => q.shape === p.shape).length >= 2);
  for (const p of repeated) taken.add(p.nameAt).add(p.roleAt ?? p.nameAt);
  const placed = [...sure, ...more, ...repeated];
  // A card that shows a first name may write the whole name in another line: its bio, a booking button.
  const nameElements = new Set(placed.map((p) => blocks[p.nameAt].element));
  for (const p of repeated) {
    const full = fullNameInCard($, blocks, blocks[p.nameAt].element, p.finding.name, nameElements);
    if (full) p.finding = { ...p.finding, name: full };
  }
  const ownWords = nameWords(ownSiteNames($, { title: true }));
  const found = [...placed]
    .filter((p) => !cardOfOtherOrganisation(blocks, p, ownWords) && !cardOfRetired(blocks, p))
    .sort((a, b) => a.nameAt - b.nameAt)
    .map((p) => p.finding);
  found.push(...byColumn);
  // Terms first: a group heading's list stops short of a term's own descriptions.
  found.push(...fromTermGroups(blocks, names, taken, sourceUrl));
  // (Bounded by every name line of the page: a first name's card ends where another person's begins.)
  const nameLines = new Set(blocks.filter((_, i) => names[i] || firstNames[i]).map((b) => b.element));
  // (The first 50 only: each look reads the card, and a page of thousands of first-name cards is a directory.)
  let looks = 0;
  const wholeName = (i: number, first: string) => (++looks <= 50 ? fullNameInCard($, blocks, blocks[i].element, first, nameLines) : null) ?? first;
  found.push(...fromGroupHeadings({ blocks, names, firstNames, taken, wholeName }, placed, unsure, sourceUrl));
  found.push(...fromLabelledBlocks(blocks, staff, sourceUrl, ownWords));
  found.push(...fromSurnameFirst(blocks, staff, taken, sourceUrl));
  found.push(...fromFirstNameLines(blocks, staff, names, taken, sourceUrl));
  found.push(...fromBracketedRoles(blocks, staff, taken, sourceUrl));
  found.push(...fromSemicolonItems(blocks, staff, sourceUrl));
  found.push(...fromRoleThenInlineName(blocks, staff, taken, sourceUrl));
  found.push(...fromPairThenRole(blocks, staff, taken, sourceUrl));
  // Sentences last, for people the page gives no role otherwise: a bio's "Declan is a partner in the firm" beside his card's "Partner".
  const placedNames = new Set(found.map((p) => p.name));
  const said = fromSentences(blocks, staff, taken, { names, firstNames }, pageSubject($), sourceUrl);
  found.push(...said.found.filter((p) => !placedNames.has(p.name)));
  return { found, heldPeople: said.held, mentions: blocks.flatMap((b, i) => (staff[i] ? mentionsIn(b.text) : [])) };
}

/**
 * The lines of a heading's section where the page sets people out flat, heading after heading ("<h2>Brett:</h2><h4>Owner
 * …</h4><p>Brett Kowalczyk started …</p><h2>Leanne:</h2>"): its siblings up to the next heading of its rank or above.
 */
function headingSection(blocks: TextBlock[], line: Element, nameElements: Set<Element>): string[] {
  const rank = Number(HEADING.exec(line.name)?.[1] ?? 0);
  if (!rank) return [];
  const section: Element[] = [];
  for (let el = nextElement(line); el && section.length < 6 && !nameElements.has(el); el = nextElement(el)) {
    const other = Number(HEADING.exec(el.name)?.[1] ?? 0);
    if (other && other <= rank) break;
    section.push(el);
  }
  return blocks.filter((b) => section.some((el) => b.element === el || ancestors(b.element).includes(el))).map((b) => b.text);
}

/**
 * The one whole name starting with `first` that the card of a first-name line writes in its other lines — a button
 * or link ("Book with Sophie Marchetti"), a line ending in it ("— Sophie Marchetti, RDN") — within three
 * levels of the line and short of the grid (an element holding another person's name line); null when none or
 * several. Only what a reader sees: a photo's alt text or a link's address is not the page stating the name.
 */
/** Verbs a bio's sentence goes on with after the person's name ("Róisín Delaney joined us", "Lauren and Beth are"). */
const BIO_VERB = String.raw`(?:joined|is|are|has|have|was|works|worked|leads|runs|looks|became|started|qualified|studied|trained|brings|holds|came|grew|lives|heads|manages|ist|sind|hat|war|kam|arbeitet|leitet|est|a|travaille|es|trabaja|è|lavora|je|jest|radi|werkt|heeft|versterkt|verstärkt|unterstützt|ergänzt|supports|strengthens|renforce|refuerza|rafforza|pojačava|helps|helpt|hilft|aide|ayuda|aiuta|pomaže|помаже|pomaga)`;
/** One or two names opening a sentence, then a bio's verb: "Deborah has looked after …", "Lauren and Beth are …". */
const SUBJECTS = new RegExp(
  String.raw`^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+(?:and|und|et|y|e|en|i|и)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))?\s+${BIO_VERB}\s+\p{Ll}`,
  'u',
);

/** Words that go on a clause after a person's name in passing: "Grace Oduya in our front office", "Nadia Belkacem vous répond". */
const PASSING = String.raw`(?:in|at|from|who|will|can|vous|qui|au|à|que|quien|che|koji|koja|који|која)`;
/**
 * Two to four capitalised words ending a clause — before punctuation, the text's end, a bio's verb or a word of
 * {@link PASSING} (not before another word: German nouns are capitalised, "behandelt Sophie Patienten mit …").
 */
// (Not cut inside a double surname: "Theresa Stangl-Reiter den Betrieb …" mentions no "Theresa Stangl".)
const MENTION = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?=\s*(?!-\p{L})[^\p{L}\s]|\s*$|\s+(?:${BIO_VERB}|${PASSING})(?!\p{L}))`,
  'gu',
);

/** The names the block's text mentions in passing, each with the words before it and what follows it in its sentence. */
function mentionsIn(text: string): Mention[] {
  return [...text.matchAll(MENTION)].map((m) => {
    const end = m.index + m[0].length;
    return { before: text.slice(Math.max(0, m.index - 30), m.index), name: m[1], after: text.slice(end, end + 100).split(/(?<=[.!?])\s/)[0] };
  });
}

/** The page's elements by id, gathered once per page (each first-name card's dialog is looked up in it). */
const pageIds = new WeakMap<CheerioAPI, Map<string, Element>>();
function idsOf($: CheerioAPI): Map<string, Element> {
  let ids = pageIds.get($);
  if (!ids) {
    ids = new Map();
    for (const el of $('[id]').get()) if (!ids.has(el.attribs.id)) ids.set(el.attribs.id, el);
    pageIds.set($, ids);
  }
  return ids;
}

function fullNameInCard($: CheerioAPI, blocks: TextBlock[], line: Element, first: string, nameElements: Set<Element>): string | null {
  let card: Element = line;
  for (let level = 0; level < 3; level++) {
    const up: Element | null = card.parent?.type === 'tag' ? card.parent : null;
    if (!up || [...nameElements].some((el) => el !== line && ancestors(el).includes(up))) break;
    card = up;
  }
  if (card === line) {
    const section = headingSection(blocks, line, nameElements);
    return section.length ? wholeNameIn(section, first) : null;
  }
  const inCard = (el: Element) => el !== line && ancestors(el).includes(card);
  const aroundLine = ancestors(line);
  // (And the dialog or panel a button of the card opens: "<button data-bs-target="#modalKasia">Read More</button>".)
  const opened = $(card)
    .find('[data-bs-target^="#"], [data-target^="#"]')
    .map((_, el) => (el.attribs['data-bs-target'] ?? el.attribs['data-target'] ?? '').slice(1))
    .get()
    .flatMap((id) => idsOf($).get(id) ?? []);
  const texts = [
    ...blocks.filter((b) => inCard(b.element)).map((b) => b.text),
    // (Hidden until the button is pressed, so not among the page's blocks.)
    ...opened.map((panel) => textStart(panel, 2_000, { spaced: true }).replace(/\s+/g, ' ')),
    // (A link or button around the name line itself is the card, not another line of it.)
    ...$(card)
      .find('a, button')
      .filter((_, el) => !aroundLine.includes(el))
      .map((_, el) => $(el).text())
      .get(),
  ];
  return wholeNameIn(texts, first);
}

/** The one whole name starting with `first` in these texts, or null. */
function wholeNameIn(texts: string[], first: string): string | null {
  // The name must end the text or come before punctuation or a bio's verb ("Róisín Delaney joined us in 2019"): before
  // another word a name cannot be told from a role ("Maddie Lead Veterinary Technician") or, in German, from a noun
  // ("Seit 2018 behandelt Sophie Patienten mit …").
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}((?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?=\s*[^\p{L}\s]|\s*$|\s+${BIO_VERB}(?!\p{L}))`,
    'gu',
  );
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(pattern)) {
      if (
        m[1]
          .trim()
          .split(/\s+/)
          .some((word) => isLanguage(word))
      )
        continue;
      const name = parseName(`${first}${m[1]}`);
      if (name?.name.startsWith(`${first} `)) found.add(name.name);
    }
  }
  return found.size === 1 ? [...found][0] : null;
}

/**
 * A sentence saying its person has retired, left or died: "Beat Isler, unser langjähriger Bauleiter, ist Ende 2023 in den
 * Ruhestand getreten." (Not retirement as a topic, "… helps clients prepare for retirement", nor someone else's:
 * "… took over the practice when her father retired".)
 */
const LEFT =
  /(?<!\p{L})(?:(?:in\s+den\s+ruhestand|in\s+rente)\s+(?:getreten|gegangen|verabschiedet|gehen|geht|ging)|(?:has|have|had)\s+(?:now\s+)?(?:retired|left\s+(?:us|the\s+\p{Ll}+))|retired\s+in\s+\d{4}|(?<!(?:after|when|since|before|once|until)\s)(?:he|she|they|who)\s+retired(?!\s+from)|left\s+us\s+in|passed\s+away|(?:ist|sind)\s+(?:\p{L}+\s+){0,3}verstorben|hat\s+uns\s+(?:\p{L}+\s+){0,3}verlassen|(?:est|sont)\s+parti(?:e|s|es)?\s+(?:à\s+la|en)\s+retraite|se\s+jubil[óo]|(?:è|sono)\s+andat[oaie]\s+in\s+pensione|(?:is|zijn)\s+met\s+pensioen|oti(?:šao|šla)\s+u\s+(?:penziju|mirovinu)|оти(?:шао|шла)\s+у\s+пензију|premin(?:uo|ula)|премину(?:о|ла)|died|in\s+(?:loving\s+)?memory\s+of|in\s+memoriam)/iu;

/** A line saying only that the person has retired, or that they died: "im Ruhestand seit 2019", "Retired", "In memoriam" (not a trustee's "Retired accountant"). */
const RETIRED =
  /^[\s(–—-]*(?:(?:im\s+ruhestand|retired|in\s+retirement|(?:en|à\s+la)\s+retraite|jubilad[oa]|in\s+pensione|met\s+pensioen|u\s+penziji|u\s+mirovini|у\s+пензији|na\s+emeryturze)(?:\s+(?:seit|since|in|depuis|desde|dal|od|sinds|w)\s+\d{4})?\s*\)?\.?$|in\s+memoriam|†)/iu;

/** A card that says, in a short line of its own below the name, that its person no longer works there (not a bio's "two retired greyhounds"). */
function cardOfRetired(blocks: TextBlock[], p: Placed): boolean {
  const last = Math.max(p.nameAt, p.roleAt ?? p.nameAt);
  return [last + 1, last + 2].some((k) => !!blocks[k] && sameCard(blocks[k].element, blocks[p.nameAt].element) && blocks[k].text.length <= 60 && RETIRED.test(blocks[k].text));
}

/** A practice of a person's own, not the site's: "at her own clinic", "in seiner eigenen Praxis", "dans son propre cabinet". */
const OWN_PRACTICE_ELSEWHERE =
  /(?<!\p{L})(?:(?:at|in|from)\s+(?:her|his|their)\s+own\s+(?:clinic|practice|surgery|office|studio|rooms)|in\s+(?:ihrer|seiner)\s+eigenen\s+(?:praxis|klinik|kanzlei|ordination)|dans\s+son\s+propre\s+cabinet|en\s+su\s+propi[oa]\s+(?:cl[ií]nica|consulta|despacho)|nel(?:la)?\s+su[oa]\s+(?:studio|ambulatorio|clinica)|in\s+(?:haar|zijn)\s+eigen\s+praktijk)(?!\p{L})/iu;

const HERE_TOO = /(?<!\p{L})(?:here|also|too|hier|auch|ici|aussi|qui|anche|aquí|aqui|también|ook|ovde|ovdje|takođe)(?!\p{L})/iu;

/**
 * A card whose line after the person's name and role names the organisation they work at, when that is not
 * the site's: a partner firm's "Ing. Eva Lipková, daňová poradkyňa / Lipková Tax s.r.o., Kežmarok", a
 * recommended specialist's "Poliklinika Estetika Plus, Savska 41, Zagreb".
 */
function cardOfOtherOrganisation(blocks: TextBlock[], p: Placed, ownWords: Set<string>): boolean {
  const first = Math.min(p.nameAt, p.roleAt ?? p.nameAt);
  const last = Math.max(p.nameAt, p.roleAt ?? p.nameAt);
  const next = blocks[last + 1];
  // The line before counts only within the same element ("<strong>Advokatur Seeberger</strong><br>lic. iur. Daniel Seeberger, Rechtsanwalt").
  const before = blocks[first - 1]?.element === blocks[first].element ? blocks[first - 1] : undefined;
  const namesFirm = (text: string) => {
    const firmWords = [...text.matchAll(FIRM_NAMED)].flatMap((m) => [m[1], m[2]].filter(Boolean).flatMap((words) => foldText(words).split(/[^\p{L}\p{N}]+/u)));
    return (firmWords.some((w) => w.length > 2) && !firmWords.some((w) => ownWords.has(w))) || namesOtherCompany(text, ownWords);
  };
  if (before && !leadingName(before.text) && namesFirm(before.text)) return true;
  // (Or a next line saying they work from a practice of their own: "… sees Tidewater patients by referral once a month at her own clinic".)
  // (Not one who works here too: "… sees patients here on Mondays, and at her own clinic the rest of the week".)
  if (next && sameCard(next.element, blocks[last].element) && OWN_PRACTICE_ELSEWHERE.test(next.text) && !HERE_TOO.test(next.text)) return true;
  // A heading begins the next section, and another list item or name the next entry.
  // (A firm's name is no next name: "DataSafe Nord GmbH, Hildesheim" under an external officer's title.)
  if (
    !next ||
    HEADING.test(next.element.name) ||
    next.element.name === 'li' ||
    (leadingName(next.text) && !isOrganisation(next.text)) ||
    !sameCard(next.element, blocks[last].element) ||
    // (Nor a line labelled as the site's makers' credit: "Webhosting: Breisnet Hosting GmbH, …" after the imprint's editor.)
    (/^[^:]{2,30}:\s/u.test(next.text) && CREDIT.test(next.text.slice(0, next.text.indexOf(':'))))
  )
    return false;
  // (A list's last item ends at the list: "<li>Kevin Da Silva Pereira — apprenti</li></ul><p>… la fiduciaire Perrin & Rey SA …".)
  const list = listOf(blocks[last].element);
  if (list && list !== listOf(next.element)) return false;
  // (Nor does a list of terms: "<dl>… <dt>Legale rappresentante</dt><dd>Giulia Ferrarini</dd></dl><p>Sito realizzato da Studio …"
  // — unless the firm after it bears the person's surname: "<dd>Klaus Wagner</dd></dl><p>Wagner Webdesign GmbH, Tel. …".)
  const surname = foldText(p.finding.name.split(/\s+/).at(-1) ?? '');
  if (blocks[last].element.name === 'dd' && next.element.parent !== blocks[last].element.parent && !foldText(next.text).includes(surname)) return false;
  return namesFirm(next.text);
}

/** Leadership labels anywhere in a line of text ("… d.o.o., direktor: Ana Anić"). */
function fromLabels(text: string, sourceUrl: string, placed: Set<string>): PersonFinding[] {
  const found: PersonFinding[] = [];
  for (const label of text.matchAll(ROLE_LABEL)) {
    // A label opening its line or a sentence ("… VAT No. GB 293 6172 49. Director: Graham Tull.") is a role of its own, also
    // for one the structure placed; within a longer title ("Senior Director: …") it is read only for people it did not — and
    // so after a sentence about another body, whose officer it may name ("We are affiliated to the Kent Dance Association.
    // President: Jane Smith.").
    const before = text.slice(Math.max(0, label.index - 200), label.index);
    const opens = /(?:^|\n|[.;|·]\s*)$/u.test(before.slice(-3).replace(/[^\S\n]+$/u, '')) && !ANOTHER_BODY.test(before.slice(before.lastIndexOf('\n') + 1));
    for (const one of namesIn(label[2]).filter((n) => opens || !placed.has(n.name))) {
      const evidence = snippet(text, label.index, label.index + label[0].length);
      if (evidence.includes(one.name)) found.push(person(one.name, label[1], sourceUrl, evidence, 'labelled_text'));
    }
  }
  return found;
}

/** Legal forms that end an organisation's name: "Other Company Ltd", "Hollow Pine GmbH", "Zenit d.o.o.", and French professional companies' ("SELARL Pharmacie des Tanneurs"). */
const LEGAL_FORM =
  /(?<![\p{L}])(?:selarl|selas|eurl|sasu|snc|scp|ltd|limited|llc|llp|pllc|plc|inc|p\.c|lpa|corp|gmbh|ag|kg|ohg|ug|e\.\s?v|d\.o\.o|doo|d\.d|a\.d|д\.о\.о|доо|а\.д|д\.д|s\.a|sa|s[àa]rl|sas|b\.v|bv|n\.v|nv|s\.r\.l|srl|s\.p\.a|spa|onlus|sp\.\s?z\s?o\.o|s\.l|kft|zrt|nyrt|s\.r\.o|mbh|partg(?:\s?mbb)?|asbl|a\.s\.b\.l|vzw|v\.z\.w|sprl|bvba|scrl|cvba)\.?$/iu;
/** Forms that are other words in other letters ("A.S." a US degree, "BT" a broadcaster): as written, after a capitalised name. */
const CASED_LEGAL_FORM = /(?<=\p{Lu}[\p{L}&'’.-]*\s)(?:a\.s\.|Bt\.|ApS)$/u;
const isLegalForm = (text: string) => LEGAL_FORM.test(text) || CASED_LEGAL_FORM.test(text);
/** A firm's or practice's word with a proper name beside it: "Clínica San Frutos", "Lambert & Vos Advocaten", "Cabinet Moreau-Delorme". */
const FIRM_WORD = `(?:${['kanzlei', 'advokatur', 'étude', 'salon', 'cabinet', 'studio', 'clinic', 'clínica', 'clinica', 'clinique', 'klinik', 'hospital', 'gabinete', 'gabinet', 'kancelaria', 'kancelarija', 'kancelária', 'kancelář', 'poliklinika', 'ordinacija', 'ordinace', 'bufete', 'despacho', 'praxis', 'advocaten', 'avocats', 'abogados', 'avvocati', 'ljekarna', 'apoteka', 'apteka'].map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')})`;
const PROPER = String.raw`\p{Lu}[\p{L}'’-]+`;
const FIRM_NAMED = new RegExp(
  String.raw`((?:${PROPER}\s+(?:&\s+)?)+)${FIRM_WORD}(?!\p{L})|(?<!\p{L})${FIRM_WORD}\s+((?:(?:de|del|di|am|an|der|van|la|le)\s+)?${PROPER}(?:[\s-]+${PROPER})*)`,
  'gu',
);
/** Words naming a practice or firm in its name: "… Veterinary Specialists", "Riverside Orthodontics", "Ardmore Court OMC". */
const FIRM_KIND = /(?<!\p{L})(?:specialists|orthodontics|veterinary|vets|hospital|omc|llp|plc|solicitors|associates|accountants|architects|engineers)(?!\p{L})/iu;
/** Where a role names the organisation it is held at: "Director, Other Company Ltd", "Managing Director at Hollow Pine GmbH". */
// (Or at a school, a conservatory, a university or a hospital, after "au", "à l'", "am", "al": "professeure au Conservatoire royal de
// Liège" — not "Avocate au Barreau de Lyon", "Mitarbeiterin am Empfang": any capital after "au" or "am" cost good cards.)
const ROLE_AT =
  /^(.+?)(?:\s*,\s*|\s+(?:at|bei|chez|presso|bij|en|na|u|w|@)\s+|\s+(?:au|à\s+l['’]|à\s+la|am|an\s+der|al|all['’]|alla)\s*(?=(?:Conservatoire|Conservatorio|Konservatorium|Universit|Institut|Istituto|Instituto|Hôpital|Ospedale|Klinikum|Krankenhaus|Lycée|Liceo|Gymnasium|Collège|École|Scuola|Schule)))(\p{Lu}.*)$/u;

/**
 * Whether a role is held at another organisation: a client's director signing a quote is that client's,
 * not one of this site's people. The organisation is another's when its name ends in a legal form, or
 * follows "at"/"bei"/"chez" …, unless it shares a word with the site's own name (its title, og:site_name).
 */
/** A role that says the card is another business: "(zasebna tvrtka)", "separate company", "(Partnerbetrieb)". */
const SEPARATE_BUSINESS =
  /zasebn\p{L}*\s+(?:tvrtk|firm|preduze)|separate\s+(?:company|business)|eigenständige[sn]?\s+(?:unternehmen|firma)|société\s+distincte|partner(?:betrieb|praxis|kanzlei|firma|unternehmen|werkstatt)|(?:^|,\s*)(?:extern\p{L}*\s+partner(?:in)?|external\s+partner|partenaire\s+externe|partner\s+estern[oa])$/iu;
const REFERS_TO_US =
  /(?<!\p{L})(?:upućuje\s+nam|upućuju\s+nam|upucuje\s+nam|упућује\s+нам|refers\s+(?:\p{L}+\s+)?(?:patients|clients)\s+to\s+us|überweist\s+(?:uns|an\s+uns)|nous\s+adresse|ci\s+invia|verwijst\s+(?:\p{L}+\s+)?naar\s+ons|nos\s+deriva)(?!\p{L})/iu;
function roleElsewhere(role: string, siteWords: Set<string>): boolean {
  // A "role" ending in a legal form is an organisation's name ("Oberholzer Strub Rechtsanwälte AG"); one held
  // "in association with" another firm is that firm's.
  if (isLegalForm(role.trim()) || /\b(?:in association with|in partnership with|in Kooperation mit|en collaboration avec|in collaborazione con)\b/i.test(role)) return true;
  // So is one who sends the business patients or clients ("specijalistica ortopedije, KBC Rijeka – upućuje nam pacijente …"),
  // and one held at a business named with its town in brackets ("Director, Blue Lotus Yoga (Charlotte)").
  if (REFERS_TO_US.test(role) || SEPARATE_BUSINESS.test(role)) return true;
  const placed = /^[^,]+,\s+((?:\p{Lu}[\p{L}'’&-]*\s+){1,4})\(\p{Lu}[\p{L}\s-]*\)$/u.exec(role.trim());
  if (
    placed &&
    !foldText(placed[1])
      .split(/[^\p{L}\p{N}]+/u)
      .some((w) => siteWords.has(w))
  )
    return true;
  // A practice or firm named in it by its own name ("traumatólogo (Clínica San Frutos)", "Lambert & Vos Advocaten,
  // Amsterdam – referente"), when no word of that name is the site's.
  const named = [...role.matchAll(FIRM_NAMED)]
    // "Clinic Director", "Studio Manager": the firm's word starts a role, and what comes before it is another role.
    .filter(
      (m) =>
        !(
          m[1] &&
          isJobTitle(
            role
              .slice(m.index + m[0].length)
              .trim()
              .split(/\s+/)[0] ?? '',
          )
        ),
    )
    .flatMap((m) => [m[1], m[2]].filter(Boolean).flatMap((words) => words.split(/[^\p{L}\p{N}'’-]+/u)))
    .filter((w) => w.length > 2 && !isOccupation(w) && !isJobTitle(w))
    .map(foldText);
  if (named.length && !named.some((w) => w.split(/[^\p{L}\p{N}]+/u).some((part) => siteWords.has(part)))) return true;
  const at = ROLE_AT.exec(role);
  if (!at) return false;
  const organisation = at[2].trim();
  // "Director at Large", "Member at Large": an office, not a place of work.
  if (/^large$/i.test(organisation)) return false;
  const separatedByComma = /^\s*,/.test(role.slice(at[1].length));
  // "Direktor, Agro-Trans d.o.o. Pančevo": a legal form inside names a company, a town may follow it.
  // (Or, capitalised, by a word naming a practice or firm of any kind: "Criticalist, Columbia River Veterinary Specialists",
  // "Secretary, Ardmore Court OMC" — not "Materialwart, Depot Oberdorf", where the club keeps it.)
  if (
    separatedByComma &&
    !isLegalForm(organisation) &&
    !organisation.split(/\s+/).some((word) => LEGAL_FORM.test(word)) &&
    !(/^\p{Lu}\S*\s+\p{Lu}/u.test(organisation) && FIRM_KIND.test(organisation))
  )
    return false;
  const words = foldText(organisation)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !LEGAL_FORM.test(w));
  return !words.some((w) => siteWords.has(w));
}

/** Honorary members, as a label over their names ("Ereleden:", "Ehrenmitglieder:"): no office the club's people hold now. */
const HONORARY_MEMBERS =
  /^(?:ereleden|ehrenmitglieder|honorary\s+members|honorary\s+life\s+members|life\s+members|membres\s+d['’]honneur|soci\s+onorari|socios\s+de\s+honor|počasni\s+članovi|почасни\s+чланови|członkowie\s+honorowi|honorowi\s+członkowie)$/iu;
/**
 * An honorary chair or a retired member's honorary title ("Ehrenvorsitzender", "Presidente onorario", "Почасни
 * председник", "avocat honoraire"): a title the club gives, no office its people hold — the brief's "patrons and
 * honorary members", four blind rounds' decoys since (two earlier rounds read them as officers). Not a British
 * club's "Honorary Secretary" or "Hon. Treasurer", who do the work.
 */
const HONORARY_WORDS = String.raw`ehren(?:vorsitzende[r]?|präsident(?:in)?|obmann|obfrau|mitglied|vorstand)|(?:presidente|socio|membro)\s+(?:onorari[oa]|de\s+honor)|pr[ée]sidente?\s+d['’]honneur|honorary\s+(?:president|chair(?:man|woman|person)?|life\s+president|patron|member)|life\s+president|erevoorzitter|erelid|почасн[иа]\s+председни(?:к|ца)|počasn[ia]\s+predsj?edni(?:k|ca)|častn[ia]\s+predsedni(?:k|ca)|honorow[ya]\s+prezes|(?:avocat|notaire|médecin|architecte)\s+honoraire`;
const HONORARY_TITLE = new RegExp(`^(?:${HONORARY_WORDS})(?![\\p{L}])`, 'iu');
/** A heading that is such a title alone ("<h2>Presidente onorario</h2>"; not "Ehrenpräsident und Vorstand", the board's). */
const HONORARY_HEADING = new RegExp(`^(?:${HONORARY_WORDS})\\s*:?$`, 'iu');
/** Such a title's first word before the office a label reads: "Honorary President: Sir Ian Ross", "Почасни председник: …". */
const HONORARY_BEFORE = /(?:honorary|onorari[oa]|почасн[иа]|počasn[ia]|častn[ia]|d['’]honneur)\s+$/iu;
/** Sections an imprint may run on into its own lines (an insurer's, a chamber's), and those naming their own people (a maker's, a host's). */
const INSURER_OR_CHAMBER = /versicher|insur|assuran|assicura|seguro|verzeker|osiguranj|kammer|chamber|chambre|camera\s+di|kamer\s+van/iu;
const MAKER_OR_HOST = /design|hosting|host|umsetzung|konzeption|realisierung|programmierung|agentur|agency|provider|webseite|website/iu;
/**
 * Who answers for an imprint's content is the publisher's own, wherever the imprint puts the line: "Verantwortlich für den
 * Inhalt: …" under the insurer's heading (thirty-fifth round).
 */
const CONTENT_RESPONSIBLE = /^(?:(?:inhaltlich|redaktionell)\s+verantwortlich|verantwortlich\s+für\s+den\s+inhalt|für\s+den\s+inhalt\s+verantwortlich)/iu;
/** A privacy notice's data controller names the business itself, no person's role: "Titolare del trattamento: Villa Ortensia …". */
const DATA_CONTROLLER =
  /^(?:titolare\s+del\s+trattamento|responsabile\s+(?:del\s+trattamento|della\s+protezione\s+dei\s+dati)|responsable\s+(?:du|de\s+l[ae']?)\s*traitement|responsable\s+del\s+tratamiento|verantwortliche?\s+(?:stelle|im\s+sinne)|data\s+controller|verwerkingsverantwoordelijke|rukovalac)/iu;
/**
 * A role held no longer ("Ehemalige Mitarbeiterinnen und Mitarbeiter: …", "Former partners"), or a guest's
 * ("Gasttrainer Sommercamp"): not one of the people who run the business or the club now.
 */
const FORMER =
  /^(?:ehemalig|früher|former|ex-|past\s|bivš|бивш|досадашњ|dosadašnj|anciens?\s|ancienne|voormalig|antigu|exdirett|ex\s|gast(?!geber|ro|wirt|haus|hof|st)|guest\s|invité|ospite)/iu;

/** Who made the website or its photos, as a legal notice credits them ("Créateur : DUBREUIL Florian"): not the business's people. */
const SITE_CREDIT =
  /^(?:cr[ée]ateur|cr[ée]atrice|cr[ée]ateur du site|webmaster|conception|r[ée]alisation|conception et r[ée]alisation|h[ée]bergeur|cr[ée]dits? photos?|photos?|webdesign|web design|site design)$/iu;
/** A credit for the site (a legal notice's "Webmaster : Jean Dupont", or its card), not a club's webmaster in its committee's cards. */
const creditsSite = (p: PersonFinding, legalNotice: boolean) =>
  SITE_CREDIT.test(p.role) && (legalNotice || !(/^webmaster$/iu.test(p.role.trim()) && p.method === 'team_card' && !p.evidence.includes(':')));
/** A photographer written as a label ("Photographer: Ana Horvat", "Fotografin: …") credits the site's pictures; a studio's own photographer is written as a card's role. */
const PHOTO_CREDIT = /^(?:photograph(?:er|y|s)|fotograf(?:in|ie|ía|ia|ija)?|photographe|fot[óo]grafo|фотограф(?:ија)?)\s*:/iu;

/** "Biscuit the cat", "Bruno, unser Praxishund": an animal named in apposition, in an image's alt text or a line. */
const PET = new RegExp(
  String.raw`^(\p{Lu}\p{Ll}+),?\s+(?:the|our|unser[e]?|naš[a]?|наш[а]?|notre|le|la|nuestr[oa]|el|il\s+nostro|la\s+nostra|onze|de)\s+(?:[\p{L}-]+\s+)?(?:${PET_KINDS})\b`,
  'iu',
);

/** Names the page gives its animals (a practice cat on the team page is no person), in its images' alt texts and its lines. */
function petNames($: CheerioAPI, text: string): Set<string> {
  const pets = new Set<string>();
  const read = (text: string) => {
    const m = PET.exec(collapse(text.slice(0, 200)));
    if (m) pets.add(m[1]);
  };
  // (each, not map: cheerio's map copies its result per element, which is quadratic on a page of thousands.)
  $('img[alt]').each((_, el) => read(el.attribs.alt ?? ''));
  for (const line of text.split('\n')) read(line);
  return pets;
}

/** A legal form right after the name, in up to three words: "Titular: Carpintería Hermanos Soler, S.L." names a company, not a person. */
const companyAfter = (p: PersonFinding) => {
  const at = p.evidence.indexOf(p.raw);
  if (at < 0) return false;
  const words = p.evidence
    .slice(at + p.raw.length)
    .replace(/^\s*,?\s*/, '')
    .split(/\s+/)
    .slice(0, 3);
  // (The form alone: "Jovan Ilić, Fasadeks d.o.o." is a person and where he works.)
  return words.some((_, k) => {
    const form = words
      .slice(0, k + 1)
      .join(' ')
      .replace(/[,;:]$/, '');
    return LEGAL_FORM.test(form) && !form.replace(LEGAL_FORM, '').trim();
  });
};

/** A guest's role, the word after the title as Romance languages write it: "Escaladora invitada", "Maestro ospite". */
// (Two words only: "Responsabile accoglienza ospiti" looks after guests.)
const GUEST_AFTER = /^\S+\s+(?:invitad[oa]|invit[ée]e?|ospite|convidad[oa])$/iu;

/** A role whose years have ended: "Founding Mechanic, 2009–2021", "(Obmann 1988–2014)" — held no longer. */
const heldUntil = (role: string) => {
  const years = /(?:19|20)\d\d\s*[–—-]\s*((?:19|20)\d\d)\)?$/u.exec(role.trim());
  return years !== null && Number(years[1]) < new Date().getFullYear();
};

/** A cross after the name marks one who has died: "Ehrenvorsitzender: Alfons Reichenbach (†&nbsp;2019)". */
const diedAfter = (p: PersonFinding) => {
  const at = p.evidence.indexOf(p.raw);
  return at >= 0 && /^[\s,]*\(?\s*†/u.test(p.evidence.slice(at + p.raw.length));
};

export function findPeople($: CheerioAPI, text: string, sourceUrl: string): PersonFinding[] {
  return peopleOfPage($, text, sourceUrl).people;
}

/**
 * The page's own people, and the runs of capitalised words its own text (not a quotation, a review or another
 * organisation's section) ends a clause with — "Grace Oduya in our front office", "Bev Marsden, Office Manager" —
 * where the site may write in full a name its team grid gives as a first name.
 */
export function peopleOfPage($: CheerioAPI, text: string, sourceUrl: string): { people: PersonFinding[]; heldPeople: PersonFinding[]; mentions: Mention[] } {
  const { found: fromStructure, heldPeople, mentions } = fromBlocks($, sourceUrl);
  // A label inside a line is read only for people the structure did not place ("Senior Director: …" is not "Director").
  const placed = new Set(fromStructure.map((p) => p.name));
  const seen = new Set<string>();
  const ogSiteName = $('meta[property="og:site_name"]').attr('content') ?? '';
  const siteName = `${$('title').first().text()} ${ogSiteName} ${new URL(sourceUrl).hostname.replace(/[.-]/g, ' ')}`;
  const siteWords = new Set(
    foldText(siteName)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
  // A "role" ending in the person's own surname is their practice's name ("Katharina Leitner" — "Tierarztpraxis Leitner"),
  // and one that is the site's own name (og:site_name, its logo) is the business itself.
  const practiceName = (p: PersonFinding) => p.role.split(/\s+/).at(-1)!.toLowerCase() === p.name.split(/\s+/).at(-1)!.toLowerCase();
  const ownNames = new Set(ownSiteNames($).map(foldText));
  // The business itself (its logo's or og:site_name's name) is no person: "Tierklinik Thayatal" under "Verantwortlich für den Inhalt".
  const isSiteItself = (p: PersonFinding) => ownNames.has(foldText(p.role)) || ownNames.has(foldText(p.name));
  // People in a section headed by another organisation (a chamber's secretary under "Kammerzugehörigkeit") are theirs;
  // a heading that states a role ("Vorstandsmitglieder") heads the site's own people.
  const others = othersSections($, ownSiteNames($, { title: true }), (heading) => isJobTitle(heading.replace(/:$/, '')));
  // (Read from that section: the site's own people may be named there too — "Mitgliedsnummer Katharina Brandl: …".)
  // (The person's name there too: a card's role alone, "Obmann", may be written in another's section, "Alois Pammer (Obmann 1988–2014)".)
  const sectionsOf = (p: PersonFinding) => others.filter((section) => section.includes(p.raw) && section.includes(p.evidence.split(' — ').at(-1)!));
  const inOthersSection = (p: PersonFinding) => sectionsOf(p).length > 0;
  // (Only an insurer's or a chamber's section, which an imprint may run on into its own lines; a web agency's or a host's
  // names its own people: "Konzeption & Umsetzung: Pixelhof OG … Inhaltlich verantwortlich: Max Pixel".)
  const underInsurerOrChamber = (p: PersonFinding) =>
    sectionsOf(p).every((section) => {
      const before = section.slice(0, section.indexOf(p.raw));
      return INSURER_OR_CHAMBER.test(before) && !MAKER_OR_HOST.test(before);
    });
  const pets = petNames($, text);
  const legalNotice = $('h1, h2')
    .toArray()
    .some((heading) => LEGAL_NOTICE.test(collapse($(heading).text())));
  const ownPerson = (p: PersonFinding) =>
    !roleElsewhere(p.role, siteWords) &&
    !practiceName(p) &&
    !isSiteItself(p) &&
    !isQualifications(p.role) &&
    !(inOthersSection(p) && !(CONTENT_RESPONSIBLE.test(p.role) && underInsurerOrChamber(p))) &&
    !FORMER.test(p.role) &&
    // (Nor one retired from another house, "a. D." / "i. R." and where — "Ballettmeisterin a. D., Volksoper", not "Studienrat a. D.
    // – Mathematik", who teaches here — nor one hired from outside, "Externe fotograaf & plattegronden".)
    !/(?<!\p{L})(?:a\.\s?D|i\.\s?R)\.,\s*\p{Lu}/u.test(p.role) &&
    !/^(?:extern\p{L}*|external)\s+(?!(?:partnership|relation|affair|communication|beziehung|betrekking)\p{L}*)/iu.test(p.role) &&
    // (Nor one whose "role" says when they stopped: "Jan de Vries, tot vorig jaar dirigent van onze harmonie".)
    !HELD_ONCE.test(p.role.split(/\s+/)[0]) &&
    !GUEST_AFTER.test(p.role) &&
    !heldUntil(p.role) &&
    !HONORARY_MEMBERS.test(p.role.trim()) &&
    !HONORARY_TITLE.test(p.role.trim()) &&
    !HONORARY_BEFORE.test(p.evidence.slice(0, Math.max(0, p.evidence.indexOf(p.role)))) &&
    !DATA_CONTROLLER.test(p.role) &&
    !creditsSite(p, legalNotice) &&
    !PHOTO_CREDIT.test(p.evidence.split(' — ').at(-1)!) &&
    !pets.has(p.name) &&
    !companyAfter(p) &&
    !diedAfter(p) &&
    // A legal form among the name's words names a company: "Raison sociale : SARL Optique Marchand". (As written in
    // capitals, with a dot or longer than three letters: "Sa" or "Spa" may be someone's name, "Sàrl" is none.)
    !p.name.split(/\s+/).some((word) => LEGAL_FORM.test(word) && !/^\p{Lu}\p{Ll}{1,2}$/u.test(word)) &&
    // A room whose "role" starts with its own first word: "Sala Verdi" — "Sala riunioni, piano terra".
    foldText(p.role.split(/\s+/)[0]) !== foldText(p.name.split(/\s+/)[0]);
  const people = [...fromStructure, ...fromLabels(text, sourceUrl, placed)].filter((p) => ownPerson(p) && !seen.has(p.value) && seen.add(p.value));
  // (Held people are read as the rest are: "… by Mia Novak, our landlord's agent, …" is no one of the site's.)
  return { people, heldPeople: heldPeople.filter((p) => ownPerson(p) && !seen.has(p.value)), mentions };
}
