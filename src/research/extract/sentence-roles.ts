import { isJobTitle, isOccupation, isOccupationAfterRoleWords } from './job-title.js';
import { creditsMakers } from './others-sections.js';
import { sentences } from './sentences.js';

/**
 * Roles stated in a sentence of running text, the way bios and about pages write them:
 * - "Declan is a partner in the firm", "Eoin is our trainee solicitor", "Pieter De Smet is sinds 2016 geassocieerd notaris";
 * - "Fiona McCrea joined us in 2017 as a solicitor in our conveyancing department";
 * - "Hi, I'm Lauren Whitford-Baines, the founder and principal psychologist here at Wattle Grove";
 * - "… Marko Veljković, savetnik za pčelarstvo, svakog četvrtka …" (a name, then its role between commas);
 * - "Seit 2021 ist er als angestellter Zahnarzt …", "Frauke Dittmer, die als Ergotherapeutin …";
 * - "Predsednik Skupštine je Radoslav Nedeljković."
 * The subject is returned as written — a full name, a first name or a pronoun (`pronoun: true`) — for the
 * caller to resolve against the names of the page; the role is only ever a recognised job title.
 */
export interface SentenceRole {
  subject: string;
  pronoun: boolean;
  /** Only a full name may be the subject: a capitalised word before "X, role," may be a topic ("Probate, conveyancing, …"). */
  fullNameOnly: boolean;
  /** Named after the business's possessive and role ("our dental nurses Chloe, Priya and Hannah", "… Jan Vogt, unser Korrepetitor"): a first name alone is a name there, and a whole name needs no other mention. */
  listed?: boolean;
  role: string;
  evidence: string;
}

const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]*\p{L}`;
const PARTICLE = String.raw`(?:van|von|de|der|den|di|da|del|della|la|le|du|dos|das|ten|ter|Ó|Ní|Mac)`;
/** One to four capitalised words, particles between them: "Fiona McCrea", "Pieter De Smet", "Eoin Ó Súilleabháin". */
const NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)?${NAME_WORD}){0,3}`;
const PRONOUN = String.raw`he|she|er|sie|il|elle|hij|zij|ze|ella|él|lei|lui|on|ona|он|она`;
/** A pronoun opening a sentence: the page's person. */
const PRONOUN_CAPITAL = String.raw`He|She|Er|Sie|Il|Elle|Hij|Zij|Ze|Ella|Él|Lei|Lui|On|Ona|Он|Она`;
const COPULA = String.raw`is|ist|est|es|è|je|jest|é|је`;
const SINCE = String.raw`(?:\s+(?:since|seit|sinds|depuis|desde|dal|od)\s+\d{4})?`;
const ARTICLE = String.raw`(?:the|a|an|our|one\s+of\s+our|unser(?:e|er)?|ein(?:e|er)?|notre|le|la|l['’]|un|une|nuestr[oa]|el|una|il|lo|la\s+nostra|il\s+nostro|de|een|onze|ons|naš[a]?|наш[а]?)\s+`;
const AS = String.raw`als|as|comme|como|come|kao|као`;
/** Letters after a name in a sentence: "I'm Dana Whitcombe-Reyes, LPC, the founder …". */
/** A title with its dot before a name opening the sentence, not part of the name: "Dr. Hanna Lindqvist ist …". */
const TITLE_DOT = String.raw`(?:(?:Dr|Prof|Mag|Dott|Avv|Ing|Me|Mme)\.\s*(?:(?:med|dent|vet|rer|nat|phil)\.\s*){0,3})?`;
const POST_NOMINALS = String.raw`\p{Lu}[\p{Lu}.]{1,8}(?:,?\s+\p{Lu}[\p{Lu}.]{1,8})*`;

/** `bare`: the group holding the article, when one may be missing ("Declan is a partner" / "Cedar Ford is hiring"). */
const PATTERNS: { re: RegExp; subject: number; rest: number; bare?: number; pronoun?: boolean }[] = [
  // Name is (our) role …
  { re: new RegExp(String.raw`^${TITLE_DOT}(${NAME})\s+(?:${COPULA})${SINCE}\s+(${ARTICLE})?(.+)$`, 'u'), subject: 1, bare: 2, rest: 3 },
  // Name joined us in 2017 as a role; She … joined Harrowgate in 2016 as an associate dentist; Joanne … has been our practice manager since 2017.
  {
    re: new RegExp(
      String.raw`^${TITLE_DOT}(${NAME}|${PRONOUN_CAPITAL})\s.*?\bjoined\s+(?:us|him|her|them|the\s+\p{Ll}+|${NAME})(?:\s+in\s+\d{4})?\s+as\s+(?:${ARTICLE})?(.+)$`,
      'u',
    ),
    subject: 1,
    rest: 2,
  },
  // … in French, Spanish and Italian: "Inès a rejoint le cabinet en 2022 comme sage-femme remplaçante".
  {
    re: new RegExp(
      String.raw`^${TITLE_DOT}(${NAME}|${PRONOUN_CAPITAL})\s+(?:a\s+rejoint|se\s+unió\s+al?|è\s+entrat[oa]\s+(?:a|in|nel|nella|nello))\s+(?:[^\s.]+\s+){1,4}?(?:(?:en|in|nel)\s+\d{4}\s+)?(?:comme|como|come)\s+(?:${ARTICLE})?(.+)$`,
      'u',
    ),
    subject: 1,
    rest: 2,
  },
  { re: new RegExp(String.raw`^${TITLE_DOT}(${NAME}|${PRONOUN_CAPITAL})\s.*?\b(?:has\s+been|is\s+now|is\s+currently)\s+(?:${ARTICLE})?(.+)$`, 'u'), subject: 1, rest: 2 },
  // Darragh founded Ardmore in 2011 and is our Clinical Director (an article after the copula: "and is happy to …" is no role).
  { re: new RegExp(String.raw`^(${NAME}|${PRONOUN_CAPITAL})\s[^.]*?\s(?:and|und|et|y|e|en|i)\s+(?:${COPULA})\s+(?:${ARTICLE})(.+)$`, 'u'), subject: 1, rest: 2 },
  // Katarzyna works as a Senior Physiotherapist in our Naas clinic; Lukas arbeitet seit 2020 als Klinischer Psychologe …;
  // Bo werkt sinds 2021 bij ons als projectarchitect; Harriet still runs it as Centre Director; Ruben werkt sinds 2018 bij
  // De Linde als kinderergotherapeut (the business's name between)
  {
    re: new RegExp(
      String.raw`^${TITLE_DOT}(${NAME})\s+(?:works|worked|runs|leads|manages|arbeitet|leitet|travaille|trabaja|lavora|werkt|radi|pracuje)\s+(?:[\p{L}\d]+\s+){0,5}?(?:${AS})\s+(?:${ARTICLE})?(.+)$`,
      'u',
    ),
    subject: 1,
    rest: 2,
  },
  // German puts the verb first after a time: "Seit April arbeitet Frau Dr. Selin Aydın als Ärztin in Weiterbildung bei uns."
  {
    re: new RegExp(
      String.raw`(?:^|\s)(?:arbeitet|ist|verstärkt\s+uns)\s+(?:(?:Frau|Herr)\s+)?(?:(?:Dr|Prof|Mag|Dipl)\.\s*(?:(?:med|dent|vet|rer|nat|phil)\.\s*){0,3})?(${NAME})\s+(?:[\p{Ll}\d]+\s+){0,3}?(?:als)\s+(?:${ARTICLE})?(.+)$`,
      'u',
    ),
    subject: 1,
    rest: 2,
  },
  // Hi, I'm Name, the role …
  {
    re: new RegExp(String.raw`(?:^|[\s,])(?:I['’]m|I\s+am|ich\s+bin|je\s+suis|soy|sono|ik\s+ben|ja\s+sam)\s+(${NAME})(?:,\s+${POST_NOMINALS})?,\s+(?:${ARTICLE})?(.+)$`, 'u'),
    subject: 1,
    rest: 2,
  },
  // … and Harriet still runs it as Centre Director (the name after "and", mid-sentence)
  {
    re: new RegExp(
      String.raw`(?:^|\s(?:and|und|et|y|e|en|i)\s)(${NAME})\s+(?:\p{Ll}+\s+)?(?:runs|leads|manages|leitet|führt|dirige|gère|gestisce|vodi)\s+(?:it|the\s+\p{Ll}+|es|sie|la|le|lo|ga|je)\s+(?:${AS})\s+(?:${ARTICLE})?(.+)$`,
      'u',
    ),
    subject: 1,
    rest: 2,
  },
  // … he works as a role / Name, who works as a role
  {
    re: new RegExp(String.raw`(?:^|\s)(${PRONOUN})\s+(?:\p{Ll}+\s+){0,2}(?:${AS})\s+(?:${ARTICLE})?(.+)$`, 'u'),
    subject: 1,
    rest: 2,
    pronoun: true,
  },
  { re: new RegExp(String.raw`(${NAME}),\s+(?:die|der|who|qui|que|che)\s+(?:\p{Ll}+\s+){0,2}(?:${AS})\s+(?:${ARTICLE})?(.+)$`, 'u'), subject: 1, rest: 2 },
];

const IS_PRONOUN = new RegExp(String.raw`^(?:${PRONOUN_CAPITAL})$`, 'u');

/** Words that end a role: "partner in the firm", "practice manager since 2019", "psychologist here at …". */
const HARD_STOP = new Set(
  'in at here there since who which that with from bei im seit mit tätig à au chez depuis avec qui dans presso con che nel nella bij sinds met dat ook also has is was u у desde para'.split(
    ' ',
  ),
);
/** Words a role may go on with ("Directeur de la publication", "savetnik za pčelarstvo"), unless an article or (after a preposition) a name follows ("partner of Kilbride Nolan"). */
const SOFT_STOP = new Set('of for de du des di del della van voor za за für von en y e et und and i и per pour na od'.split(' '));
const CONJUNCTION = new Set('and und et y e en i и'.split(' '));
/** What follows a copula without an article and is no role: "Cedar Ford is hiring …", "Declan is admitted as …", "is also …". */
const NOT_ROLE_START = /^(?:\p{Ll}+(?:ing|ed)|also|now|currently|still|always|available|happy|proud|open|closed|based|located|auch|jetzt|aussi|también|anche|ook)$/u;
const PRAISE =
  /^(?:wonderful|great|fantastic|amazing|brilliant|excellent|lovely|friendly|caring|kind|gentle|super|best|true|real|very|really|so|such|most|fabulous|awesome|incredible|outstanding|toll(?:e|er)?|wunderbar(?:e|er)?|großartig(?:e|er)?|hervorragend(?:e|er)?|exzellent(?:e|er)?|génial(?:e)?|formidable|excellente?|super(?:be)?|genial|estupend[oa]|bravissim[oa]|fantastic[oa]|geweldig(?:e)?|fantastisch(?:e)?|odličn[aiy]|sjajn[aiy])$/iu;
const NOT_ONE_PERSON =
  /^(?:team|group|practice|firm|company|network|collective|family|service|équipe|groupe|cabinet|equipo|grupo|squadra|gruppo|studio|praxis|kanzlei|gruppe|tim|ekipa)$/iu;
const ARTICLE_WORD = new Set(
  'the our a an la le les el los las il lo i der die das dem den des unserer unseren unserem ons onze het de een nuestra nuestro notre nos naše naša naši наше'.split(' '),
);
const MAX_ROLE_WORDS = 5;
/** Fields of work: "Oralchirurgie", "Kieferorthopädie", "Arbeitsrecht", "Orthodontics". */
const FIELD_OF_WORK = /(?:ie|ics|kunde|ology|recht|wesen)$/u;

/** Possessives that name whom a field serves, part of the role: "women's", "children's", "men's". */
const SERVED = /^(?:women|children|men|kids|girls|boys|people)['’]s$/iu;

/** The role at the start of `rest`: up to a stop, as a recognised title (whole, or up to its last occupation word). */
function leadingRole(rest: string, bare = false): string | null {
  const run: string[] = [];
  const words = rest.split(/(?=[,.;:!?()–—])|\s+/u);
  if (bare && NOT_ROLE_START.test(words[0] ?? '')) return null;
  // Praise is no statement of a role: "Dr Smith is a wonderful dentist" (a patient's words).
  if (PRAISE.test(words[0] ?? '')) return null;
  // "Today Riverbend is a team of five clinicians": a body of people, not one person's role.
  if (NOT_ONE_PERSON.test(words[0] ?? '') && (words.length === 1 || /^(?:of|de|du|des|di|van|von|der|od|[,.])$/iu.test(words[1]))) return null;
  for (let k = 0; k < words.length && run.length <= MAX_ROLE_WORDS + 2; k++) {
    const word = words[k];
    if (!word || /^[,.;:!?()–—]/u.test(word)) break;
    const lower = word.toLowerCase();
    // "Ärztin in Weiterbildung", "Zahnarzt in Ausbildung": a title, not a place.
    if (run.length && lower === 'in' && /^(?:weiterbildung|ausbildung|opleiding|formation|training)$/iu.test(words[k + 1] ?? '')) {
      run.push(word, words[++k]);
      continue;
    }
    if (run.length && HARD_STOP.has(lower)) break;
    // The organisation's possessive before the role: "the firm's Managing Partner", "the practice’s manager".
    // (Not a field named for those it serves: "women's health physiotherapist", "children's dentist".)
    if (!run.length && /\p{L}['’]s$/u.test(word) && !SERVED.test(word) && words[k + 1]) continue;
    // (Nor "today" before it: "… fondée en 2012 par Hélène Marchal, aujourd'hui directrice, avec …".)
    if (!run.length && NOW_WORD.test(word) && words[k + 1]) continue;
    const next = words[k + 1] ?? '';
    // "and" before a verb and its object ends the role: "Managing Partner and leads our commercial property team".
    if (run.length && CONJUNCTION.has(lower) && ARTICLE_WORD.has((words[k + 2] ?? '').toLowerCase())) break;
    // (Or an English verb in its -s form and a preposition: "our pre-need counselor and meets with families …".)
    // (Not "head of sales and lettings for the Oakfield estate": a noun in -s before "for".)
    if (run.length && lower === 'and' && /^\p{Ll}+s$/u.test(next) && /^(?:with|after)$/u.test(words[k + 2] ?? '')) break;
    // A capital after "für" is a German noun, not a name, when it names a field: "Fachzahnarzt für Oralchirurgie".
    if (run.length && SOFT_STOP.has(lower) && ((!CONJUNCTION.has(lower) && /^\p{Lu}/u.test(next) && !FIELD_OF_WORK.test(next)) || ARTICLE_WORD.has(next.toLowerCase()))) break;
    run.push(word);
  }
  while (run.length && SOFT_STOP.has(run.at(-1)!.toLowerCase())) run.pop();
  // (A title in training is read without its training: "Ärztin in Weiterbildung" is a physician's title.)
  const core = run.length > 2 && run.at(-2)!.toLowerCase() === 'in' ? run.slice(0, -2) : run;
  if (run.length <= MAX_ROLE_WORDS && isJobTitle(core.join(' ')) && isOccupationEnd(core)) return run.join(' ');
  // A title's standing or its field after it, as French, Spanish and Italian write it: "sage-femme remplaçante", "médico
  // suplente", "directora técnica", "direttore artistico".
  if (
    run.length >= 2 &&
    run.length <= MAX_ROLE_WORDS &&
    (STANDING_AFTER.test(run.at(-1)!) || FIELD_AFTER.test(run.at(-1)!)) &&
    isOccupation(run.at(-2)!) &&
    isJobTitle(run.slice(0, -1).join(' '))
  )
    return run.join(' ');
  // Else the longest part ending in an occupation: "Ergotherapeutin zweimal wöchentlich …" → "Ergotherapeutin".
  for (let n = Math.min(run.length, MAX_ROLE_WORDS); n > 0; n--) {
    if (isOccupation(run[n - 1]) && isJobTitle(run.slice(0, n).join(' '))) return run.slice(0, n).join(' ');
  }
  return null;
}

/** "Today", "now", "currently", before a role in apposition. */
const NOW_WORDS = String.raw`aujourd['’]hui|actuellement|today|now|currently|heute|inzwischen|mittlerweile|oggi|attualmente|hoy|actualmente|nu|tegenwoordig|danas|sada|данас|сада`;
const NOW_WORD = new RegExp(`^(?:${NOW_WORDS})$`, 'iu');
const NOW_START = new RegExp(`^(?:${NOW_WORDS})\\s+`, 'iu');

/** A title's standing, written after it: a substitute, a trainee, a titular holder, self-employed. */
const STANDING_AFTER = /^(?:rempla[çc]ant|stagiaire|titulaire|lib[ée]ral|collaborat(?:eur|rice)|suplente|sustitut|interin|sostitut|supplente|tirocinante)\p{L}{0,2}$/iu;
/** A title's field after it: "técnica", "artistico", "générale", "comercial". */
const FIELD_AFTER =
  /^(?:t[ée]cni(?:c[oa]s?|que)|general|g[ée]n[ée]rale?|generale|art[íi]stic[oa]|artistique|comercial|commerciale?|administrativ[oa]|administrati(?:f|ve)|pedag[óo]gic[oa]|p[ée]dagogique|deportiv[oa]|sportiv[oa]|sanitari[oa]|m[ée]dic[oa]|m[ée]dicale?|musical[e]?|ejecutiv[oa]|esecutiv[oa]|ex[ée]cuti(?:f|ve))$/iu;

/** A role's words end on an occupation, or on the field it serves after a linking word ("savetnik za pčelarstvo"). */
const isOccupationEnd = (run: string[]) =>
  // (A compound's parts count: "architect-vennoot".)
  run
    .at(-1)!
    .split('-')
    .some(run.length > 1 ? isOccupationAfterRoleWords : isOccupation) || run.slice(0, -1).some((w, k) => SOFT_STOP.has(w.toLowerCase()) && run.slice(0, k).some(isOccupation));

/** Possessives as written in a sentence or starting one: "our" and "Our" (the pattern's letters are otherwise case-sensitive). */
const capitalisedToo = (alternatives: string) =>
  alternatives
    .split('|')
    .map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|');

/** "are" in the languages read, between a role and the names it lists. */
const COPULA_PLURAL = String.raw`(?:are|sind|sont|son|sono|zijn|su|су)`;

/**
 * "our dental nurses Chloe, Priya and Hannah", "Our two optical assistants, Bethany Cole and Ruth …", "Our junior coaches
 * for 2025/26 are Isla …, Jaxon … and Ruby …": the business's role (lower case), then two or more names.
 */
const LISTED = new RegExp(
  String.raw`(?:^|[\s,(])(?:${capitalisedToo('our|unsere[nr]?|nos|nuestr[oa]s|i\\s+nostri|le\\s+nostre|onze|naši|naše|наши|nasze|nasi')})\s+((?:(?!${COPULA_PLURAL}\s)\p{Ll}[\p{L}-]*\s+){0,2}(?!${COPULA_PLURAL}[\s,])\p{Ll}[\p{L}-]*)(?:(?:\s+(?:for|in|this|für|pour|en|para|per|voor|za|u)\s+[^\s,]+(?:\s+[^\s,]+)?)?\s+${COPULA_PLURAL})?,?\s+(${NAME}(?:\s*,\s*${NAME})*\s*,?\s+(?:and|und|et|y|e|en|i|и|oraz)\s+${NAME})`,
  'gu',
);

/** "we", "us", "our" in the languages read: a sentence about the business's own people says so. */
const WE =
  /(?:^|[^\p{L}])(?:we|us|our|wir|uns|unser\p{L}*|nous|nos|notre|nosotros|nuestr\p{L}*|noi|nostr\p{L}*|wij|ons|onze|mi|nas|naš\p{L}*|наш\p{L}*|my|nasz\p{L}*)(?![\p{L}])/iu;
/** After the names, where they work, when that is elsewhere: "… John Smith at Smile Clinic", "… of Harbour Physio", "… von der Praxis Vita". */
const ELSEWHERE_AFTER = /^\s*(?:at|of|from|bei|von|vom|der|chez|de|du|del|della|di|da|van|uit|iz|z|ze|u|в|из)\s+(?:(?:der|dem|den|the|la|le|el|het|de)\s+)?\p{Lu}/u;
/** A list of whole names after a bare role (LISTED_WHOLE) is the business's own only where the sentence says "we" and names nothing else after them. */
const oursListed = (sentence: string, m: RegExpMatchArray) =>
  WE.test(sentence.slice(0, m.index)) &&
  !ELSEWHERE_AFTER.test(sentence.slice(m.index! + m[0].length)) &&
  !/thank|danke|merci|gracias|grazie|hvala|bedankt|dziękuj/iu.test(sentence);

/** A preposition: a role after it names other people ("to", "by", "von", "par", "da" …). */
const PREPOSITION = /^(?:to|by|from|with|zu|zum|von|bei|à|par|a|da|di|con|por|para|naar|door|van|do|od|kod|przez|der)$/iu;
/** The business's possessive opening a match: where LISTED matched, not LISTED_WHOLE; ROLE_BEFORE_NAME's article when it is "our". */
const OUR_START = /^(?:^|[\s,;(])(?:our|unser|nos|notre|nuestr|i\s+nostri|le\s+nostre|il\s+nostro|la\s+nostra|onze|naš|наш|nasz|nasi)/iu;

/** Adjectives' endings, for the word that qualifies an occupation: "dental", "dentalne", "senior", "klinische". */
const QUALIFIER = /(?:al|ale|ales|aln[aeiy]|isch(?:e[nr]?)?|ary|ior)$/u;

/** Words that start no role before a list of names: "with assistant coaches …", "pomažu dentalne asistentice …". */
const NOT_ROLE_WORD = new Set([...HARD_STOP, ...SOFT_STOP, ...ARTICLE_WORD, 'with', 'by', 'avec', 'par', 'con', 'por', 'mit', 'door', 'sa', 's', 'z', 'ze']);

/** A whole name: two to four capitalised words. */
const FULL_NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)?${NAME_WORD}){1,3}`;
/**
 * The founder of the business named after its founding, then "(and) today", "still" and the role they hold now (no article:
 * "…, today a master baker" may have left), ending the sentence: "Pržionicu je 2015. osnovao Nikola Stanković, i danas
 * vlasnik i glavni pržilac." — one of the business's own (`listed`). (A founder's role with no such word may be history:
 * "…, géomètre-expert juré"; one named otherwise may be anyone's — a master one trained with, "… bei Josef Huber, heute
 * Obermeister".)
 */
const NAME_NOW_ROLE_END = new RegExp(
  String.raw`(?:${capitalisedToo('founded|established|started|opened|gegründet|eröffnet|fond[ée]e?s?|fundad[oa]|fondat[oa]|opgericht|osnovao|osnovala|osnovali|основао|основала|основали')})\s+(?:(?:in|en|im|nel|el|u|у)\s+)?(?:\d{4}\.?\s+(?:godine\s+|године\s+)?)?(?:(?:by|von|par|por|da|door)\s+)?(${FULL_NAME}),\s+(?:(?:and|und|et|y|e|en|i|и)\s+)?(?:noch\s+heute|ancora\s+oggi|nog\s+steeds|i\s+dalje|и\s+даље|${NOW_WORDS}|still|toujours|todavía)\s+(?!(?:a|an|its|his|her|un|une|ein|eine|een|una|uno)\s)([^,;:()]{3,60}?)[.!]?$`,
  'u',
);
/**
 * A whole name, then the business's possessive and its role, ending the sentence (or before how to write to them: "…, our events
 * coordinator: events@…"; or before a clause about them: "… Rebecca Holt, our Youth Band Manager, who also runs …").
 */
const NAME_THEN_OUR_ROLE = new RegExp(
  String.raw`(${FULL_NAME}),\s+(?:our|unser(?:e|er|em)?|notre|nuestr[oa]|il\s+nostro|la\s+nostra|onze|ons|naš[ae]?|наш[ае]?)\s+([^,.;:]{3,60})(?:[.!]?$|:\s*\S+@\S+$|,\s+(?:who|qui|die|der|che|que|quien|koji|koja|који|која)\s)`,
  'u',
);
/**
 * An article and a role (lower case) right before a whole name, the sentence going on in lower case — or after how to reach
 * them in brackets: "… ligt bij onze stationsmanager Niels Hoogendijk (niels@…)" — or, after the business's possessive,
 * ending it: "Kurseve vodi naša head barista Ana Kostić."
 */
const ROLE_BEFORE_NAME = new RegExp(
  String.raw`(?:^|[\s,;(])(?:${capitalisedToo('il|la|lo|dal|dalla|the|our|unser(?:e|er|en)?|der|die|el|notre|nuestr[oa]|onze|de|het|il\\s+nostro|la\\s+nostra|naš[ae]?|наш[ае]?')})\s+((?:\p{Ll}[\p{L}-]*\s+){0,2}\p{Ll}[\p{L}-]*)\s+(${FULL_NAME})(?=\s+\p{Ll}|\s*\([^()]*(?:@|\d{3})[^()]*\)|\s*[.!]?$)`,
  'gu',
);
/** German capitalises the role after "unser" before a whole name, the sentence going on: "… ist unser Fähnrich Marco Rüegg mit …". */
// (Not before how to reach them in brackets, "… ist unsere Jugendwartin Franziska Lais (jugend@…, Mobil …)": tried, it
// brought a decoy back on holdout-24.)
const OUR_GERMAN_ROLE = new RegExp(String.raw`(?:^|[\s,;(])[Uu]nser(?:e|er|en|em)?\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?)\s+(${FULL_NAME})(?=\s+\p{Ll})`, 'gu');
/** One who works with "us" as a role, in German: "Seit 2017 unterstützt uns Mario Ruggiero als Brenngehilfe in der …". */
const WITH_US_AS = new RegExp(String.raw`(?:unterstützt|unterstützen|verstärkt|verstärken|ergänzt|ergänzen)\s+uns\s+(?:\p{Ll}+\s+)?(${FULL_NAME})\s+als\s+(.+)$`, 'u');
/**
 * The deputy of one of its people given with her role in brackets just before: "… von Mag. Barbara Leitgeb-Hofer
 * (Schulleiterin) und ihrem Stellvertreter Florian Wimmer, der auch …". (Any "ihrem"/"seinem" was tried: a client's
 * architect, a team's coach, a founder's tax adviser.)
 */
const DEPUTY_OF_ROLE = new RegExp(String.raw`\)\s+und\s+(?:ihre[mrn]?|seine[mrn]?)\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?)\s+(${FULL_NAME})(?=\s+\p{Ll}|,\s+(?:der|die)\s)`, 'gu');

/** Verbs saying someone leads or gives something: "Kurseve vodi …", "Courses are led by …", "Die Kurse leitet …". */
const LEADS =
  /(?<!\p{L})(?:led|run|managed|headed|taught|given|leads|runs|teaches|vodi|vode|води|воде|leitet|leiten|geleitet|gibt|dirige|dirigé|dirigés|animé|animés|anime|animent|gestito|gestiti|guidato|guidati|tenuto|tenuti|impartido|impartidos|dirigido|dirigidos|geleid|gegeven|geeft|leidt)(?!\p{L})/iu;
/** A guest's word before the occupation: "gostujući barista", "guest coach", "Gasttrainer". */
const GUEST = /(?<!\p{L})(?:gostuju\p{L}*|гостују\p{L}*|guest|gast\p{L}*|invit[ée]e?s?|ospite|invitad[oa]s?|visiting)(?!\p{L})/iu;

/** Working with someone, not employing them: "zusammen", "kooperieren", "Partner". */
const WORKS_WITH = /(?<!\p{L})(?:zusammen\p{L}*|kooperier\p{L}*|partner\p{L}*)(?!\p{L})/iu;

/** German capitalises the role after its article before two or more whole names: "… mit den Leitern Anna-Lena Graf und Pascal Imhof." */
const GERMAN_LISTED = new RegExp(
  String.raw`(?:^|[\s,;(])(\p{L}+\s+)?(?:den|dem|der|die|unsere[nmr]?)\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?)\s+(${FULL_NAME}(?:\s*,\s*${FULL_NAME})*\s*,?\s+und\s+${FULL_NAME})(?![\p{L}'’-])`,
  'gu',
);

/**
 * "pomažu dentalne asistentice Lana Perić, Dora Vuković i Ema Kovač", "with assistant coaches Sophie Clarke-Wilson and
 * Tom Hadfield": a role (lower case) with no possessive, then two or more whole names — first names alone there
 * could be anyone's.
 */
const LISTED_WHOLE = new RegExp(
  String.raw`(?:^|[\s,(])((?:\p{Ll}[\p{L}-]*\s+){0,2}\p{Ll}[\p{L}-]*)\s+(${FULL_NAME}(?:\s*,\s*${FULL_NAME})*\s*,?\s+(?:and|und|et|y|e|en|i|и|oraz)\s+${FULL_NAME})(?![\p{L}'’-])`,
  'gu',
);

/** "our centre manager, Priya Raman-Hale, who …": the business's role ("our Head Coach, Rory Devlin, holds …" in title case too), then the name between commas. */
const APPOSED = new RegExp(
  String.raw`(?:^|[\s,(])(?:${capitalisedToo('our|unsere[nr]?|nos|notre|nuestr[oa]|il\\s+nostro|del\\s+nostro|dal\\s+nostro|la\\s+nostra|della\\s+nostra|dalla\\s+nostra|onze|ons|naš[ae]?|наш[ае]?|nasz[ae]?')})\s+((?:\p{L}[\p{L}-]*\s+){0,2}\p{L}[\p{L}-]*),\s+(${NAME})(?=\s*[,.;)(])`,
  'gu',
);

/** Kin, as a relative is introduced: "his wife", "seine Tochter", "sa fille", "njegova supruga". */
const KIN = String.raw`(?:wife|husband|son|daughter|brother|sister|father|mother|[Ff]rau|[Mm]ann|[Ss]ohn|[Tt]ochter|[Bb]ruder|[Ss]chwester|[Vv]ater|[Mm]utter|femme|épouse|mari|fils|fille|frère|sœur|père|mère|moglie|marito|figlio|figlia|fratello|sorella|esposa|esposo|hijo|hija|hermano|hermana|vrouw|man|zoon|dochter|broer|zus|supruga|suprug|sin|ćerka|kćerka|brat|sestra)`;
/**
 * A whole name in mid-sentence after a relative ("his wife", "seine Tochter", "sa fille"), then the copula, the business's
 * possessive and a role: "…, and his wife Ellen Harada is our Business Manager — …". (Without the relative a business's
 * name reads alike: "Harbour Print Works is our printing partner".) Italian and Spanish name the relative with the article:
 * "la figlia Giulia Bertoldi è la nostra responsabile del ricevimento".
 */
const RELATIVE_IS_OUR = new RegExp(
  String.raw`(?:^|[\s,;:(])(?:his|her|their|sein[e]?|ihr[e]?|son|sa|leur|su|suo|sua|zijn|haar|njegov[a]?|njen[a]?|[Ll]a|[Ii]l|[Ee]l)\s+${KIN}\s+(${FULL_NAME})\s+(?:${COPULA})${SINCE}\s+(?:our|unser(?:e|er)?|notre|nuestr[oa]|il\s+nostro|la\s+nostra|onze|naš[ae]?|наш[ае]?)\s+(.+)$`,
  'u',
);

/** Words without which RELATIVE_IS_OUR, REPRESENTED and RUN_BY cannot match. */
const MAY_BE_KIN = new RegExp(String.raw`(?:his|her|their|seine?|ihre?|son|sa|leur|su|suo|sua|zijn|haar|njegova?|njena?|la|il|el)\s+${KIN}`, 'iu');
const MAY_BE_REPRESENTED = /vertreten|represent|repr[ée]sent|vertegenwoordigd|rappresentat|run|led|managed|headed|geleitet|dirig|gestit|geleid/iu;

/** Outside advisers, often firms named after their founders: "Solicitor", "Accountants", "Steuerberater", "Notaire". */
export const OUTSIDE_ADVISER =
  /(?:solicitor|lawyer|accountant|auditor|steuerberat|wirtschaftsprüf|anwalt|anwält|notar|notaire|comptable|avocat|abogad|advocaat|advokat|commercialista|avvocat)/iu;
/** Roles a business's outside advisers and suppliers hold: said after "our", they name another firm's people ("Tom Baker, our accountant, …"). */
const ADVISER = new RegExp(
  `${OUTSIDE_ADVISER.source}|bookkeeper|buchhalter|berater|extern|insurer|landlord|designer|partner|supplier|asesor|gestor|boekhouder|knjigovođ|računovođ|књиговођ|рачуновођ|адвокат|нотар`,
  'iu',
);

/** An imprint's representative with the role before the name: "…, diese vertreten durch den Geschäftsführer Matthias Hauser". */
const REPRESENTED = new RegExp(
  String.raw`(?:${capitalisedToo('vertreten\\s+durch|represented\\s+by|repr[ée]sent[ée]e?\\s+par|vertegenwoordigd\\s+door|rappresentat[ao]\\s+da')})\s+(?:(?:den|die|the|its|le|la|son|sa|de|het|il|dal|dalla)\s+)?((?:\p{L}[\p{L}-]*\s+){2,6})$`,
  'u',
);

/** One of the business's own units said to be run by whoever follows: "Our Carindale clinic is run by", "Our kids camps are led by". */
const OURS_RUN_BY = String.raw`^(?:${capitalisedToo('our|unser(?:e|er)?|notre|nos|nuestr[oa]s?|il\\s+nostro|la\\s+nostra|onze|naš[ae]?')})\s[^.]{1,60}?\s(?:is\s+|are\s+|wird\s+|werden\s+|est\s+|sont\s+|es\s+|son\s+|è\s+|sono\s+|wordt\s+|worden\s+)?(?:run|led|managed|headed|geleitet|dirig[ée]e?s?|dirigid[ao]s?|gestit[ao]|geleid)\s+(?:day\s+to\s+day\s+)?(?:by|von|par|por|da|door)\s+`;
/** Whoever runs one of the business's own units, the role before the name: "Our Carindale clinic is run by senior audiologist Rebecca Tran." */
const RUN_BY = new RegExp(String.raw`${OURS_RUN_BY}((?:\p{L}[\p{L}-]*\s+){2,6})$`, 'u');
/** … or the name first and its role between commas: "Our kids camps are led by Sienna O'Loughlin, camp coordinator, with …". */
const RUN_BY_NAME_FIRST = new RegExp(`${OURS_RUN_BY}$`, 'u');

/** A day's name, which starts no name: "… Lorraine Whitworth, our office manager, Monday to Thursday 9am–4pm." */
const DAY = String.raw`(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)(?!\p{L})`;
/** A name, then its role between commas, then lower-case text or a day (with an article or the business's possessive before the role or not). */
// (Or ending at a semicolon, or at where they work: "… run by Shonda Ruiz and Perry Lockhart, member service
// representatives at the Main Office.")
const NAME_COMMA_ROLE = new RegExp(String.raw`(${NAME}),\s+(${ARTICLE})?([^,;]{3,60}?)(?:,\s+(?=\p{Ll}|${DAY})|;\s|\s+(?=at\s+the\s+\p{Lu}))`, 'gu');
/** A whole name and "and" right before another name: the first of two who share the role after them. */
const PAIRED_NAME = new RegExp(String.raw`(?<![\p{L}'’-])(${NAME})\s+(?:y|and|und|et|e|en|i|и)\s+$`, 'u');
/** A name, then its role in brackets, in running text: "… opgericht door Els Verhaegen-Claes (oprichtster), na …". */
const NAME_BRACKET_ROLE = new RegExp(String.raw`(${NAME})\s+\(([^()]{3,60})\)`, 'gu');
/** The role first, after the business's possessive or not, then the copula and a name ending the sentence. */
const ROLE_FIRST = new RegExp(
  String.raw`^((?:${capitalisedToo('our|unser(?:e|er)?|notre|nuestr[oa]|il\\s+nostro|la\\s+nostra|onze|ons|naš[ae]?|наш[ае]?')})\s+)?(.{3,60}?)\s+(?:${COPULA})\s+(${NAME})\.?$`,
  'u',
);
/** A whole name and nothing else. */
const WHOLE_NAME = new RegExp(`^${FULL_NAME}$`, 'u');

/** The role and the whole name after "represented by": the role's words end on an occupation, the rest is a name. */
function representative(words: string[]): { role: string; name: string } | null {
  for (let k = 1; k <= Math.min(3, words.length - 2); k++) {
    const role = words.slice(0, k).join(' ');
    const name = words.slice(k).join(' ');
    if ((isOccupation(words[k - 1]) || isJobTitle(words[k - 1])) && isJobTitle(role) && WHOLE_NAME.test(name)) return { role, name };
  }
  return null;
}

export function sentenceRoles(text: string): SentenceRole[] {
  const found: SentenceRole[] = [];
  // (A year ends a sentence here: "… founded the practice in 2009. Chloe Hart is now our practice manager.")
  for (const sentence of sentences(text, { afterYears: true })) {
    if (sentence.length > 400) continue;
    for (const { re, subject, rest, bare, pronoun = false } of PATTERNS) {
      const m = re.exec(sentence);
      const role = m && leadingRole(m[rest], bare !== undefined && !m[bare]);
      if (m && role) found.push({ subject: m[subject], pronoun: pronoun || IS_PRONOUN.test(m[subject]), fullNameOnly: false, role, evidence: sentence });
    }
    // A name, then its role between commas, then lowercase text: "… Marko Veljković, savetnik za pčelarstvo, svakog …".
    for (const m of sentence.matchAll(NAME_COMMA_ROLE)) {
      const role = leadingRole(m[3]);
      // "Rocío, nuestra administrativa, …" names her; without the possessive only a full name does. The possessive makes a
      // whole name the business's own, given nowhere else on the page: "Helen Aldridge, our Managing Director, joined in
      // 2011 …". (For a first name too, as after "our dental nurses …", it was tried: a wrong person on holdout-12.)
      const ours =
        ((!!m[2] && OUR_START.test(` ${m[2]}`)) || RUN_BY_NAME_FIRST.test(sentence.slice(0, m.index).trimStart())) && m[1].trim().includes(' ') && !ADVISER.test(role ?? '');
      // ("Today" before the role is none of it: "… fondée en 2012 par Hélène Marchal, aujourd'hui directrice, avec …".)
      if (role !== m[3].trim().replace(NOW_START, '')) continue;
      // (Two whole names before it share it: "… de la mano de Irene Salcedo Mena y Javier Ortiz de Zárate, socios fundadores y
      // gerentes, …" — both the business's own after "Our office is run day to day by Shonda Ruiz and Perry Lockhart, …".)
      const pair = PAIRED_NAME.exec(sentence.slice(0, m.index));
      // (A plural role only: "Tom Hardy and Sarah Wilson, our treasurer, …" is one treasurer.)
      const paired = pair && pair[1].includes(' ') && m[1].includes(' ') && /\p{L}{3}s$/u.test(role) ? pair : null;
      const listed = ours || (!!paired && RUN_BY_NAME_FIRST.test(sentence.slice(0, paired.index).trimStart()) && !ADVISER.test(role));
      for (const subject of paired ? [paired[1], m[1]] : [m[1]])
        found.push({ subject, pronoun: false, fullNameOnly: !m[2], ...(listed ? { listed: true } : {}), role, evidence: sentence });
    }
    const nowRole = NAME_NOW_ROLE_END.exec(sentence);
    const now = nowRole && leadingRole(nowRole[2]);
    if (nowRole && now === nowRole[2].trim()) found.push({ subject: nowRole[1], pronoun: false, fullNameOnly: true, listed: true, role: now, evidence: sentence });
    // … or its role in brackets: "opgericht door Els Verhaegen-Claes (oprichtster), na tien jaar …" (a whole name only).
    for (const m of sentence.matchAll(NAME_BRACKET_ROLE)) {
      const role = leadingRole(m[2]);
      if (role === m[2].trim()) found.push({ subject: m[1], pronoun: false, fullNameOnly: true, role, evidence: sentence });
    }
    // A name, then the business's possessive and its role, ending the sentence: "Am Klavier begleitet uns seit 2019 Jan
    // Vogt, unser Korrepetitor."
    const ourRole = NAME_THEN_OUR_ROLE.exec(sentence);
    const said = ourRole && leadingRole(ourRole[2]);
    if (ourRole && said && said === ourRole[2].trim()) found.push({ subject: ourRole[1], pronoun: false, fullNameOnly: false, listed: true, role: said, evidence: sentence });
    // An article and the role right before a name, the sentence going on: "Il titolare Sandro Bertoldi si occupa …",
    // "our receptionist Mia Novak will …" (the caller keeps it only for a name the page gives in bold or elsewhere — or
    // after the business's possessive, as in apposition: "Onze havenmeester Sjoerd Hoekstra woont …").
    for (const m of sentence.matchAll(ROLE_BEFORE_NAME)) {
      const after = sentence.slice(m.index + m[0].length);
      // (Before how to reach them, only after the business's possessive, not an adviser's or partner's role: "… onze
      // stationsmanager Niels Hoogendijk (niels@…)", not "… contact the building manager John Smith (0412 …)", "… with our
      // partner WestLink Community Transport (ph …)".)
      if (/^\s*\(/u.test(after) && (ADVISER.test(m[1]) || !OUR_START.test(m[0]))) continue;
      // (Ending the sentence, only after the business's possessive and a verb saying they lead something of it: "Kurseve vodi
      // naša head barista Ana Kostić." — not "… said the head coach Tom Price.", "Bonne retraite à notre pâtissier …", "Routine
      // care is provided by our vet …", nor a guest's: "Radionicu vodi naš gostujući barista …".)
      if (/^\s*[.!]?$/u.test(after) && (!OUR_START.test(m[0]) || !LEADS.test(sentence.slice(0, m.index)) || GUEST.test(m[1]))) continue;
      // (Nor an outside adviser after the possessive: "Naš knjigovođa Milan Jović vodi nam knjige …".)
      if (OUR_START.test(m[0]) && ADVISER.test(m[1])) continue;
      if (isOccupation(m[1].split(/\s+/).at(-1)!) && isJobTitle(m[1]) && !ELSEWHERE_AFTER.test(after))
        found.push({ subject: m[2], pronoun: false, fullNameOnly: true, listed: OUR_START.test(m[0]), role: m[1], evidence: sentence });
    }
    // (Not "unser Partner", a business working with the site's: "Unser Partner Sport Zettel verleiht Ski …, Tel. …".)
    for (const m of sentence.matchAll(OUR_GERMAN_ROLE)) {
      if (isOccupation(m[1]) && isJobTitle(m[1]) && !WORKS_WITH.test(m[1]))
        found.push({ subject: m[2], pronoun: false, fullNameOnly: true, listed: true, role: m[1], evidence: sentence });
    }
    const withUs = WITH_US_AS.exec(sentence);
    const withUsRole = withUs && leadingRole(withUs[2]);
    // (Not a role held elsewhere, "… als Geschäftsführer der Bauer GmbH", "… als Kinderärztin aus der Praxis am Markt", nor an
    // outside adviser's, "als Unternehmensberater", "als externer Buchhalter".)
    const heldElsewhere =
      !!withUs && !!withUsRole && /^\s*(?:der|des|von|vom|aus|bei|am|im)\s+(?:\p{Ll}+\s+)?\p{Lu}/u.test(withUs[2].slice(withUs[2].indexOf(withUsRole) + withUsRole.length));
    if (withUs && withUsRole && !heldElsewhere && !ADVISER.test(withUsRole))
      found.push({ subject: withUs[1], pronoun: false, fullNameOnly: true, listed: true, role: withUsRole, evidence: sentence });
    for (const m of sentence.matchAll(DEPUTY_OF_ROLE)) {
      if (isOccupation(m[1]) && isJobTitle(m[1]) && !ADVISER.test(m[1]))
        found.push({ subject: m[2], pronoun: false, fullNameOnly: true, listed: true, role: m[1], evidence: sentence });
    }
    for (const m of sentence.matchAll(APPOSED)) {
      // A bracket after the name says how to reach them ("(coordination@…)", "(tel. …)"), not where they work ("(Norwich Equine)").
      const bracket = /^\s*\(([^)]*)/u.exec(sentence.slice(m.index + m[0].length))?.[1];
      if (bracket !== undefined && !/@|\d/.test(bracket) && !/^\p{Ll}/u.test(bracket)) continue;
      if (isOccupation(m[1].split(/\s+/).at(-1)!) && isJobTitle(m[1]))
        found.push({ subject: m[2], pronoun: false, fullNameOnly: false, listed: true, role: m[1], evidence: sentence });
    }
    for (const m of [...sentence.matchAll(LISTED), ...[...sentence.matchAll(LISTED_WHOLE)].filter((w) => oursListed(sentence, w))]) {
      const words = m[1].split(/\s+/);
      if (!isOccupation(words.at(-1)!)) continue;
      // The occupation, and the word before it when that qualifies it: "with assistant coaches" → "assistant coaches",
      // "pomažu dentalne asistentice" → "dentalne asistentice"; a verb before it is no part of it.
      const before = words.at(-2);
      const roleWords = before && !NOT_ROLE_WORD.has(before.toLowerCase()) && (isOccupation(before) || QUALIFIER.test(before)) ? words.slice(-2) : words.slice(-1);
      const role = roleWords.join(' ');
      if (!isJobTitle(role)) continue;
      // Not people the business sends patients to or was taught by ("refer patients to oral surgeons Mark Doyle and …",
      // "trained by professors …"): a preposition right before a role with no possessive.
      const preceding =
        (words.length > roleWords.length ? words[words.length - roleWords.length - 1] : /(\S+)\s*$/u.exec(sentence.slice(0, m.index + m[0].indexOf(m[1])))?.[1]) ?? '';
      if (m[0].search(OUR_START) < 0 && PREPOSITION.test(preceding)) continue;
      for (const subject of m[2].split(/\s*,\s*(?:(?:and|und|et|y|e|en|i|и|oraz)\s+)?|\s+(?:and|und|et|y|e|en|i|и|oraz)\s+/u)) {
        found.push({ subject, pronoun: false, fullNameOnly: false, listed: true, role, evidence: sentence });
      }
    }
    // (Only where its "und" stands: a page is tens of thousands of sentences.)
    for (const m of sentence.includes(' und ') ? sentence.matchAll(GERMAN_LISTED) : []) {
      // (Not people elsewhere, nor whom the business sends to: "… vom TC Grün", "bei den Ärzten …"; nor others in the same
      // house, "Im Haus praktizieren die Physiotherapeuten …" — a sentence about the business's own says so, "wir", "unser";
      // nor those it works with, "Wir arbeiten eng mit den Physiotherapeuten … zusammen".)
      if (!isOccupation(m[2]) || !isJobTitle(m[2]) || PREPOSITION.test((m[1] ?? '').trim()) || !oursListed(sentence, m) || WORKS_WITH.test(sentence)) continue;
      for (const subject of m[3].split(/\s*,\s*(?:und\s+)?|\s+und\s+/u)) found.push({ subject, pronoun: false, fullNameOnly: false, listed: true, role: m[2], evidence: sentence });
    }
    // (Each rare pattern asked only where its words stand: a page is tens of thousands of sentences.)
    const ourAfter = MAY_BE_KIN.test(sentence) ? RELATIVE_IS_OUR.exec(sentence) : null;
    const stated = ourAfter && leadingRole(ourAfter[2]);
    if (ourAfter && stated && !ADVISER.test(stated)) found.push({ subject: ourAfter[1], pronoun: false, fullNameOnly: true, listed: true, role: stated, evidence: sentence });
    const ended = `${sentence.replace(/[.;]$/, '')} `;
    const represented = MAY_BE_REPRESENTED.test(sentence) ? (REPRESENTED.exec(ended) ?? RUN_BY.exec(ended)) : null;
    // (Not a credited agency's: "Webdesign: Pixelhof GmbH, vertreten durch den Geschäftsführer …".)
    const named = represented && !creditsMakers(sentence) && representative(represented[1].trim().split(/\s+/));
    if (named) found.push({ subject: named.name, pronoun: false, fullNameOnly: true, listed: true, role: named.role, evidence: sentence });
    // The role first: "Predsednik Skupštine je Radoslav Nedeljković."
    // (After the business's possessive too, which names the person its own: "Our Privacy Officer is Anahera Pōtae.")
    const roleFirst = ROLE_FIRST.exec(sentence);
    const firstWords = roleFirst?.[2].split(/\s+/) ?? [];
    if (roleFirst && firstWords.length <= 4 && (isOccupation(firstWords[0]) || (!!roleFirst[1] && isOccupation(firstWords.at(-1)!))) && isJobTitle(roleFirst[2]))
      found.push({
        subject: roleFirst[3],
        pronoun: false,
        fullNameOnly: true,
        ...(roleFirst[1] && !ADVISER.test(roleFirst[2]) ? { listed: true } : {}),
        role: roleFirst[2],
        evidence: sentence,
      });
  }
  return found;
}
