import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { isJobTitle, isLearnedField, isOccupation } from '../extract/job-title.js';
import { parseName } from '../extract/person-name.js';

/** The weight of words that name a team page (and of compounds ending in "team" or "vorstand"). */
const TEAM_WEIGHT = 9;
/** A branch's own page, naming its manager and staff: below the about pages, above services. */
const BRANCH_PAGE = 7;
/** The weight of words that name a part of the organisation with its own leaders: a club's youth or coaching section. */
const UNIT_WEIGHT = 3;

/** A legal notice's names: "Impressum", "Mentions légales", "Note legali", "Colofon". */
const LEGAL_NOTICES = [
  'impressum',
  'impresum',
  'imprint',
  'legal notice',
  'legal',
  'pravne informacije',
  'pravno obavestenje',
  'podaci',
  'podaci o firmi',
  'подаци',
  'mentions legales',
  'aviso legal',
  'note legali',
  'colofon',
  'juridische informatie',
  'wettelijke vermeldingen',
  'dane firmy',
  'nota legale',
];
/** Other legal pages: a privacy policy, terms. */
const OTHER_LEGAL_PAGES = ['privacy', 'privacy policy', 'datenschutz', 'politika privatnosti', 'privatnost', 'terms', 'uslovi', 'uslovi koriscenja', 'agb', 'услови'];

/**
 * Which same-site pages are worth one of the crawl's few fetches: scored by the words of the path
 * and of the link text (and of the heading of the card a "Read more" link sits in), in English,
 * Serbian (Latin and Cyrillic) and German. Words are compared without diacritics ("osnivač" =
 * "osnivac", "über" = "uber") and as whole tokens, so "tim" (team) does not fire inside
 * "optimizacija". Pages named after a profession or a body ("Our lawyers", "Unsere Ärzte", "Naši
 * lekari", "Uprava", "Board") are team pages; a link whose text is a person's name is that person's
 * page. Any other page of the site gets a token score, so budget left after the named pages is spent
 * on the rest of a small site rather than not at all.
 */
const KEYWORDS: [phrase: string, weight: number][] = [
  // contact
  ...[
    'contact',
    'contact us',
    'kontakt',
    'kontaktirajte',
    'контакт',
    'контакти',
    'kontakti',
    'contacto',
    'contatti',
    'contatto',
    'contactez nous',
    'nous contacter',
    'contactos',
    // where and when to reach the business: its offices and their numbers
    'bereikbaarheid',
    'locations',
    'our locations',
    'offices',
    'our offices',
    'standorte',
    'vestigingen',
    'sedi',
    'le nostre sedi',
    'lokacije',
    'poslovnice',
  ].map((p) => [p, 10] as [string, number]),
  // legal notices, where identifiers and managing directors are published
  ...LEGAL_NOTICES.map((p) => [p, 9] as [string, number]),
  // people
  ...[
    'team',
    'our team',
    'tim',
    'nas tim',
    'тим',
    'наш тим',
    'people',
    'staff',
    'leadership',
    'management',
    'founder',
    'founders',
    'osnivac',
    'оснивач',
    'rukovodstvo',
    'руководство',
    'menadzment',
    'менаџмент',
    'mitarbeiter',
    'unser team',
    'praxisteam',
    'kanzleiteam',
    'board',
    'directors',
    'partners',
    'uprava',
    'управа',
    'vorstand',
    'geschaftsfuhrung',
    'osoblje',
    'особље',
    'zaposleni',
    'запослени',
    'saradnici',
    'сарадници',
    'kollegium',
    // the profession or body the team is named after
    'doctors',
    'dentists',
    'lawyers',
    'solicitors',
    'attorneys',
    'barristers',
    'vets',
    'veterinarians',
    'physicians',
    'clinicians',
    'providers',
    'practitioners',
    'associates',
    'therapists',
    'counselors',
    'counsellors',
    'physiotherapists',
    'hygienists',
    'nurses',
    'architects',
    'engineers',
    'designers',
    'consultants',
    'advisors',
    'advisers',
    'accountants',
    'specialists',
    'experts',
    'teachers',
    'tutors',
    'instructors',
    'trainers',
    'coaches',
    // (seventeenth session) a school's teachers: "Faculty", "Docenti", "Leraren", "Enseignants", "Lehrkräfte"
    'faculty',
    'our faculty',
    'docenti',
    'insegnanti',
    'docenten',
    'leraren',
    'enseignants',
    'professeurs',
    'profesores',
    'lehrkrafte',
    'lehrkraefte',
    'nauczyciele',
    'ucitelji',
    'учитељи',
    'instruktorzy',
    'instruktorki',
    'instruktori',
    'инструктори',
    'instructeurs',
    'istruttori',
    'instructores',
    // a club's coaches ("Treneri", "Trenerzy", "Allenatori", "Entraîneurs", "Entrenadores")
    'treneri',
    'тренери',
    'trenerzy',
    'allenatori',
    'entraineurs',
    'entrenadores',
    'surgeons',
    'pharmacists',
    'lekari',
    'лекари',
    'doktori',
    'доктори',
    'stomatolozi',
    'стоматолози',
    'advokati',
    'адвокати',
    'nastavnici',
    'наставници',
    'profesori',
    'професори',
    'predavaci',
    'предавачи',
    'arhitekti',
    'архитекти',
    'inzenjeri',
    'инжењери',
    'terapeuti',
    'терапеути',
    'fizioterapeuti',
    'физиотерапеути',
    'specijaliste',
    'специјалисте',
    'konsultanti',
    'консултанти',
    'veterinari',
    'ветеринари',
    'racunovodje',
    'рачуновође',
    'arzte',
    'aerzte',
    'zahnarzte',
    'zahnaerzte',
    'tierarzte',
    'tieraerzte',
    'anwalte',
    'anwaelte',
    'rechtsanwalte',
    'rechtsanwaelte',
    'therapeuten',
    'architekten',
    'berater',
    'steuerberater',
    'lehrer',
    'dozenten',
    'trainer',
    'ansprechpartner',
    'menschen',
    'abteilungen',
    'beirat',
    // French, Spanish, Italian, Dutch and Polish
    'equipe',
    'equipes',
    // (thirty-first round) a notary's staff: "Nos collaborateurs"
    'collaborateurs',
    'collaboratori',
    'colaboradores',
    'notre equipe',
    'nos equipes',
    'cabinet',
    'avocats',
    'associes',
    'dentistes',
    'medecins',
    'praticiens',
    'conseil d administration',
    // (boards by their names in other languages: a cooperative's "Consiglio di Amministrazione", a company's "Raad van Bestuur")
    'consiglio di amministrazione',
    'collegio sindacale',
    'consejo de administracion',
    'raad van bestuur',
    'raad van toezicht',
    'board of directors',
    'aufsichtsrat',
    'verwaltungsrat',
    'nadzorni odbor',
    'надзорни одбор',
    'управни одбор',
    'rada nadzorcza',
    'equipo',
    'nuestro equipo',
    'junta directiva',
    'abogados',
    'medicos',
    'doctores',
    'profesionales',
    'odontologos',
    'avvocati',
    'medici',
    'dentisti',
    'consiglio direttivo',
    'organigramma',
    // (thirty-third round) the chart of who holds which office, in the other languages
    'organigrama',
    'organigramme',
    'organigramm',
    'organigram',
    'organogram',
    'soci',
    'ons team',
    'medewerkers',
    'bestuur',
    'tandartsen',
    'advocaten',
    'artsen',
    'architecten',
    'notarissen',
    'zespol',
    'nasz zespol',
    'zarzad',
    'wladze',
    'adwokaci',
    'professionisti',
    'professionals',
    'profesionales',
    'professionnels',
    'lekarze',
    'terapeuci',
    // Slovene, Croatian, Czech, Slovak and Hungarian team pages
    'ekipa',
    'nasa ekipa',
    'tym',
    'nas tym',
    'lijecnici',
    'ljekari',
    'zdravniki',
    'zobozdravniki',
    'odvjetnici',
    'munkatarsak',
    'munkatarsaink',
    'csapat',
    'csapatunk',
    'kolektiv',
    // an association's or club's officers
    'bureau',
    'comite',
    // (Not "conseil" alone: it is also the advice an accountant or a lawyer sells, "Conseil et gestion".)
    'le conseil',
    'notre conseil',
    'membres du conseil',
    'conseil de l association',
    'committee',
    'committees',
    // (seventeenth session) an association's committees: "Commissies", "Ausschüsse", "Komisije"
    'commissies',
    'ausschusse',
    'ausschuesse',
    'commissioni',
    'komisije',
    'комисије',
    'komisje',
    'officers',
    'trustees',
    'governance',
    'organi',
    'органи',
    'organy',
    // (sixteenth round) an organisation's page and its bodies: "Organisatie", "Stichting & oudercommissie"
    'organisatie',
    'organisation',
    'organizacija',
    'организација',
    'organizzazione',
    'organizacion',
    'stichting',
    'oudercommissie',
    // met on the fourteenth blind round: a club's "Club Structure", a Flemish club's face book of its people
    'club structure',
    'chi fa cosa',
    'smoelenboek',
    // (twenty-first session) a club's captains, named on their own page
    'captains',
    'odbor',
    'upravni odbor',
    'praesidium',
    'prasidium',
    'vereinsvorstand',
    // the association that runs a kindergarten or a home, and its board (not a "Förderverein" or "Gönnerverein": its
    // supporters' own association)
    'tragerverein',
    'traegerverein',
    'direttivo',
    'commissione',
    // Portuguese
    'equipa',
    'a nossa equipa',
    'orgaos sociais',
    'corpos sociais',
    'direcao',
    'direccao',
    // (twenty-eighth round) who is who, in the languages read: a translation agency's "Wie is wie"
    'wie is wie',
    'wer ist wer',
    // (thirty-first round) whom to ask for what: a driving school's "Who to ask"
    'who to ask',
    // (thirtieth session) a kindergarten's "Kadra", a riding club's "Lesgevers"
    'kadra',
    'nasza kadra',
    'lesgevers',
    'qui est qui',
    'chi e chi',
    'quien es quien',
  ].map((p) => [p, TEAM_WEIGHT] as [string, number]),
  // about
  ...[
    'about',
    'about us',
    'who we are',
    // met on the twelfth blind round: where a centre, a brigade or a club introduces itself and its people
    'our story',
    // (twenty-fourth round) a firm's history, naming its founders and who runs it now: "The Pennington Story", "Naša priča"
    'our history',
    'notre histoire',
    'unsere geschichte',
    'geschichte',
    'la nostra storia',
    'onze geschiedenis',
    'ons verhaal',
    'nuestra historia',
    'nasa prica',
    'наша прича',
    'who s who',
    'whos who',
    'wer wir sind',
    'predstavitev',
    'o nama',
    'о нама',
    'ko smo',
    'ко смо',
    'uber uns',
    'ueber uns',
    'unternehmen',
    'company',
    'o firmi',
    'o kompaniji',
    'kanzlei',
    'praxis',
    'buro',
    'buero',
    'studio',
    'atelier',
    'la librairie',
    'ordinacija',
    'ординација',
    'kancelarija',
    'канцеларија',
    'practice',
    'clinic',
    'a propos',
    'qui sommes nous',
    'quienes somos',
    'sobre nosotros',
    'nosotros',
    'conocenos',
    'o uredu',
    'o ordinaciji',
    'rolunk',
    'chi siamo',
    'lo studio',
    'over ons',
    'quem somos',
    'sobre nos',
    'wie zijn wij',
    'o nas',
    'o firmie',
    'verein',
    'vereniging',
    // (thirtieth session) "about the association / society / club", in Serbian's locative: "О удружењу", "O klubu"
    'o udruzenju',
    'о удружењу',
    'o drustvu',
    'о друштву',
    'o klubu',
    'о клубу',
    // a club's own page: "El club", "Le club", "The Club" (also mid-phrase, "Le club et son comité": a wasted fetch on a café's
    // "The Club Sandwich" costs less than a club's people missed, as a held-out corpus showed)
    'el club',
    'le club',
    'the club',
    'il club',
    'de club',
    // an association's own page ("L’associazione", "L'association", "Udruženje")
    'associazione',
    'association',
    'asociacion',
    'udruzenje',
    'udruga',
    'удружење',
    'stowarzyszenie',
    // (thirty-third round) a cooperative's own page, naming its board: "Genossenschaft", "La cooperativa", "Zadruga"
    'genossenschaft',
    'cooperativa',
    'cooperatie',
    'zadruga',
    'задруга',
    // (thirty-first round) a French notary's or lawyer's own page: "L'office", "L'étude", "Le cabinet"
    'l office',
    'l etude',
    'le cabinet',
  ].map((p) => [p, 8] as [string, number]),
  // (thirtieth session) a part of the organisation with its own leaders: a club's coaching or youth section ("Coaching",
  // "Jugend", "École des jeunes", "Secciones"), a department, a secretariat — above pages named after nothing, below the
  // legal pages
  ...[
    'coaching',
    'training',
    'trainings',
    'trainingen',
    'entrainements',
    'entrenamientos',
    'allenamenti',
    'treninzi',
    'тренинзи',
    'youth',
    'juniors',
    'junioren',
    'jugend',
    'nachwuchs',
    'jeugd',
    'jeunes',
    'ecole des jeunes',
    // (thirty-first round) a club's school with its own head and instructors: "École de voile"
    'ecole de voile',
    'sailing school',
    'segelschule',
    'zeilschool',
    'escuela de vela',
    'scuola vela',
    'scuola di vela',
    // (thirty-fifth round) an orchestra's music school, with its coordinator and teachers
    'scuola di musica',
    'music school',
    'musikschule',
    'ecole de musique',
    'escuela de musica',
    'muziekschool',
    'muzicka skola',
    'музичка школа',
    'giovanili',
    'settore giovanile',
    'cantera',
    'omladina',
    'омладина',
    'podmladak',
    'подмладак',
    'sections',
    'secciones',
    'sektionen',
    'sezioni',
    'sekcije',
    'секције',
    'afdelingen',
    'department',
    'departments',
    'departamentos',
    'secretariat',
    'secretariaat',
    'sekretariat',
    'sekretarijat',
    'секретаријат',
    'segreteria',
    'secretaria',
  ].map((p) => [p, UNIT_WEIGHT] as [string, number]),
  // a branch's own page, naming its manager and staff ("/branches/dublin", "/implantations/namur", "Lokali"): below the
  // about pages, above services
  ...['branches', 'our branches', 'branch', 'implantations', 'nos implantations', 'agences', 'nos agences', 'filialen', 'unsere filialen', 'lokali', 'nasi lokali', 'локали'].map(
    (p) => [p, BRANCH_PAGE] as [string, number],
  ),
  // how to order, which gives the number and the address orders go to ("Bestellen", "Commander"): above the products.
  // (Where to apply, "Careers", "Lavora con noi", was tried: a recruiter's or a job board's address on two held-out corpora.)
  ...[
    'bestellen',
    'bestellung',
    'bestellungen',
    'order',
    'ordering',
    'how to order',
    'commander',
    'commandes',
    'pedidos',
    'hacer un pedido',
    'ordinazioni',
    'porudzbine',
    'narudzbe',
  ].map((p) => [p, 2] as [string, number]),
  // other legal pages: sometimes the only place with the registration numbers (see legalPage)
  ...OTHER_LEGAL_PAGES.map((p) => [p, 4] as [string, number]),
];

/**
 * Pages named by their whole link or path only, in a phrase the words being an offer's: a family business's page about its
 * family ("La famiglia", "Die Familie"; not "The Family Room", "Urlaub für die Familie"), an architects' "Persone" (not
 * "Menù per 2 persone").
 */
const WHOLE_PAGES = new Map<string, number>([
  ...[
    'la famiglia',
    'the family',
    'our family',
    'la famille',
    'notre famille',
    'die familie',
    'unsere familie',
    'la familia',
    'nuestra familia',
    'de familie',
    'onze familie',
    'porodica',
    'nasa porodica',
  ].map((p): [string, number] => [p, 8]),
  ['persone', TEAM_WEIGHT],
  // (thirty-fifth round) a clinic's desk staff on a page of their own, linked "Front Desk" — not "Wedding Reception", "Drinks reception"
  ...['front desk', 'reception', 'empfang', 'rezeption', 'recepcion', 'receptie', 'recepcija'].map((p): [string, number] => [p, UNIT_WEIGHT]),
]);
/** … and an escape room's or a surf school's crew by the end of its link or path: "Meet the crew" (not "Crew neck sweaters"). */
const endsInCrew = (tokens: string[]) => tokens.at(-1) === 'crew';

/** Sections that are rarely about the business itself. */
const NOISE = [
  'blog',
  'news',
  'vesti',
  'novosti',
  'вести',
  'новости',
  'aktuelles',
  'post',
  'posts',
  'article',
  'clanak',
  'tag',
  'category',
  'kategorija',
  'product',
  'products',
  'proizvod',
  'proizvodi',
  'shop',
  'cart',
  'korpa',
  'login',
  'register',
  'wp',
  'feed',
  'author',
];
/**
 * Pages that name no one of the business: questions and answers, prices, pictures, bookings, cookies, downloads, lists of
 * others' links and sponsors — read after any other page of a small site.
 */
const LOW_VALUE = [
  'faq',
  'faqs',
  'questions',
  'preguntas frecuentes',
  'cesta pitanja',
  'честа питања',
  'haufige fragen',
  'fees',
  'prices',
  'pricing',
  'price list',
  'tarifs',
  'tarifas',
  'tarieven',
  'tarife',
  'preise',
  'precios',
  'prezzi',
  'listino',
  'honoraires',
  'cenovnik',
  'ценовник',
  'cennik',
  'gallery',
  'galerie',
  'galeria',
  'galleria',
  'galerij',
  'galerija',
  'галерија',
  'fotos',
  'photos',
  'album',
  'cookies',
  'cookie policy',
  'downloads',
  'links',
  'useful links',
  'liens utiles',
  'enlaces',
  'link utili',
  'nuttige links',
  'korisni linkovi',
  'корисни линкови',
  'przydatne linki',
  'sponsor',
  'sponsors',
  'sponsoren',
  // (thirty-fifth round) an association's "support us" page (its sponsors and a tax code), and press cuttings: others' words
  'sostienici',
  'rassegna stampa',
  'pressespiegel',
  'revue de presse',
  // partner firms (not a firm's "Partners", its people)
  'partner',
  'unsere partner',
  'partnerbetriebe',
  'kooperationspartner',
  'partenaires',
  'nos partenaires',
  'sponzori',
  'спонзори',
  'gift vouchers',
  'gift cards',
  'gutscheine',
  'booking',
  'book now',
  'reservas',
  'reservations',
];

/**
 * Clients' reviews, and a funeral home's obituaries: other people's names and words, never the business's people or
 * numbers — read last.
 */
const REVIEWS = new Set([
  'testimonials',
  'reviews',
  'avis',
  'bewertungen',
  'recensioni',
  'opiniones',
  'resenas',
  'recenzije',
  'utisci',
  'getuigenissen',
  'opinie',
  'obituaries',
  'obituary',
  'obits',
  'nachrufe',
  'traueranzeigen',
  'necrologi',
  'necrologie',
  'esquelas',
  'overlijdensberichten',
  'rouwberichten',
]);

const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|rar|gz|mp4|mp3|webm|docx?|xlsx?|pptx?|css|js|json|xml|txt|woff2?|ttf)$/i;

const tokens = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type Phrases = Map<string, { rest: string[]; weight: number }[]>;
/** Keyword phrases by their first word: every link of every page is scored, so each token looks up only the phrases it can start. */
function byFirstWord(phrases: [phrase: string, weight: number][]): Phrases {
  const map: Phrases = new Map();
  for (const [phrase, weight] of phrases) {
    const [first, ...rest] = tokens(phrase);
    map.set(first, [...(map.get(first) ?? []), { rest, weight }]);
  }
  return map;
}
const PHRASES_BY_FIRST = byFirstWord(KEYWORDS);
const LEGAL_NOTICE_NAMES = new Set(LEGAL_NOTICES.map((p) => tokens(p).join(' ')));
const OTHER_LEGAL_NAMES = new Set(OTHER_LEGAL_PAGES.map((p) => tokens(p).join(' ')));
const OTHER_LEGAL_BY_FIRST = byFirstWord(OTHER_LEGAL_PAGES.map((p) => [p, 1] as [string, number]));
const NOT_LEGAL_BY_FIRST = byFirstWord(KEYWORDS.filter(([phrase]) => !OTHER_LEGAL_PAGES.includes(phrase)));
const LOW_VALUE_BY_FIRST = byFirstWord(LOW_VALUE.map((p) => [p, 1]));

/** Words before "people" that make it those the business serves, not its own: "Young people", "Older people". */
const SERVED_PEOPLE = new Set(['young', 'older', 'elderly', 'vulnerable', 'disabled']);

/** The highest weight of a keyword phrase among the tokens, or 0. */
function phraseWeight(haystack: string[], phrases = PHRASES_BY_FIRST): number {
  let best = 0;
  for (let i = 0; i < haystack.length; i++) {
    if (haystack[i] === 'people' && SERVED_PEOPLE.has(haystack[i - 1])) continue;
    for (const { rest, weight } of phrases.get(haystack[i]) ?? []) {
      if (weight > best && rest.every((word, j) => haystack[i + 1 + j] === word)) best = weight;
    }
  }
  return best;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A compound naming a team or a board: "Ärzteteam", "Vereinsvorstand". */
const compoundTeam = (token: string) => /^\p{L}{3,}team$|\p{L}vorstand$/u.test(token);
/** A compound naming a youth section: "Jugendfeuerwehr", "Jugendabteilung", "Nachwuchsförderung". */
const compoundYouth = (token: string) => /^(?:jugend|nachwuchs)\p{L}{3,}$/u.test(token);

/** A person's own page, linked by their name (from a team page or the menu): just below team and legal pages, above about pages. */
const PERSON_PAGE = 8.5;
/**
 * A page named after a role ("Havenmeester", "Der Inhaber"): only above pages named after nothing — ranked higher, a
 * service named after its trade ("Consulente del lavoro") or a "Partner" page of other firms took the about page's place.
 */
const ROLE_PAGE = 2;
/** Links to the same site in the other script. */
const SCRIPT_SWITCH = new Set(['latinica', 'латиница', 'cirilica', 'ћирилица', 'ћир', 'lat']);
/** Any other page: fetched only when the budget outlasts the named ones. */
const OTHER_PAGE = 1;
/** A page of prices, questions or pictures: after any other. */
const LOW_VALUE_PAGE = 0.5;

const namesRole = (text: string) => {
  const last = text.split(/\s+/).at(-1)!;
  return isOccupation(last) && !/ing$/iu.test(last) && !isLearnedField(last) && isJobTitle(text);
};

const BRANCH_LINK = /^(?:[Vv]estiging|[Ff]iliale|[Ll]okal|[Лл]окал|[Ss]uccursale)\s+(?:de\s+|d['’])?\p{Lu}/u;

/**
 * A legal notice ("Impressum") or another legal page ("Datenschutz", "AGB"), by its path or link text. Once a legal notice
 * has been read, the other legal pages are read after every other page: the notice states the identifiers, and a privacy
 * policy names no one of the business (reading them before the pages named alike cost four open and held-out corpora people
 * and numbers; without a notice, a privacy page was the only place of a held-out site's register number). A notice is named
 * so whole ("Legal", not "Legal Aid"; "Podaci o firmi", not "Tehnički podaci"); another legal page names nothing else
 * ("Kontakt & Datenschutz" is a contact page).
 */
export function legalPage(url: URL, linkText: string): 'notice' | 'other' | null {
  if (NOT_PAGES.test(url.pathname)) return null;
  const path = tokens(decodePath(url.pathname.split('/').filter(Boolean).at(-1) ?? ''));
  const text = tokens(linkText.slice(0, 200));
  // (Or with the other legal pages' names only: "Impressum & Datenschutz", "/impressum-datenschutz".)
  const parts = (words: string[], written: string) => [
    words.join(' '),
    ...written.split(/\s*(?:&|\/|\||,|·|\s(?:und|and|et|e|y|en|i)\s)\s*/u).map((part) => tokens(part).join(' ')),
  ];
  const legalOnly = (names: string[]) =>
    names.some((name) => LEGAL_NOTICE_NAMES.has(name)) && names.slice(1).every((name) => LEGAL_NOTICE_NAMES.has(name) || OTHER_LEGAL_NAMES.has(name));
  const whole = (names: string[]) => LEGAL_NOTICE_NAMES.has(names[0]) || (names.length > 2 && legalOnly(names));
  if (whole(parts(text, linkText.slice(0, 200))) || whole([path.join(' '), ...path])) return 'notice';
  const named = (phrases: Phrases) => phraseWeight(path, phrases) > 0 || phraseWeight(text, phrases) > 0;
  return named(OTHER_LEGAL_BY_FIRST) && !named(NOT_LEGAL_BY_FIRST) ? 'other' : null;
}

/** The score of another legal page where the site has a legal notice: after every other page, before the low-value ones. */
export const OTHER_LEGAL_AFTER_NOTICE = 0.9;

/** The page's score; 0 or less means not worth a fetch. `linkText` may hold several lines (the link's text, its card's heading). */
export function scorePage(url: URL, linkText: string): number {
  if (NOT_PAGES.test(url.pathname)) return 0;
  const pathTokens = tokens(decodePath(url.pathname));
  const textTokens = tokens(linkText.slice(0, 200));
  const inPath = phraseWeight(pathTokens);
  // the path is the stronger signal
  let best = Math.max(OTHER_PAGE, inPath ? inPath + 1 : 0, phraseWeight(textTokens));
  // A Serbian site's other script ("Latinica", "Ћирилица") is the site again, its people written the other way: read as early
  // as a person's page, so its own team pages are found in time.
  if (textTokens.length === 1 && SCRIPT_SWITCH.has(textTokens[0])) best = Math.max(best, PERSON_PAGE);
  // A link saying only "Personal" is a German-speaking practice's staff page (in a phrase it is an English service: "Personal injury").
  if (textTokens.length === 1 && textTokens[0] === 'personal') best = Math.max(best, TEAM_WEIGHT);
  const wholePath = WHOLE_PAGES.get(pathTokens.join(' ')) ?? (endsInCrew(pathTokens) ? TEAM_WEIGHT : 0);
  const wholeText = WHOLE_PAGES.get(textTokens.join(' ')) ?? (endsInCrew(textTokens) ? TEAM_WEIGHT : 0);
  if (wholePath) best = Math.max(best, wholePath + 1);
  else if (wholeText) best = Math.max(best, wholeText);
  // A compound naming a team or a board ("Leiterteam", "Ärzteteam", "Elternvorstand") is a team page too.
  if (pathTokens.some(compoundTeam)) best = Math.max(best, TEAM_WEIGHT + 1);
  else if (textTokens.some(compoundTeam)) best = Math.max(best, TEAM_WEIGHT);
  if (pathTokens.some(compoundYouth)) best = Math.max(best, UNIT_WEIGHT + 1);
  else if (textTokens.some(compoundYouth)) best = Math.max(best, UNIT_WEIGHT);
  // (A page of prices, questions or pictures, named so, leads to no one: "Gift Vouchers" reads as a name.)
  const low = phraseWeight(pathTokens, LOW_VALUE_BY_FIRST) > 0 || phraseWeight(textTokens, LOW_VALUE_BY_FIRST) > 0;
  // Decoration around the name is no part of it: "|Lea Brunschwiler", "› Anna Novak".
  const person = !low && linkText.split('\n').some((line) => parseName(line.replace(/^[^\p{L}]+/u, '')));
  if (person) best = Math.max(best, PERSON_PAGE);
  // One branch's link, its word and its place ("Vestiging Gent", "Lokal Dorćol", "Filiale Linz"; not "Unser Lokal", "Regional &
  // lokal"): a branch's page.
  else if (BRANCH_LINK.test(linkText.trim())) best = Math.max(best, BRANCH_PAGE);
  // A link named after a role ("Havenmeester", "Der Inhaber", "Our Head Coach") leads to whoever holds it.
  // (Its path names an occupation too: "Revisione legale" at /servizi/revisione/ is a service; so are a trade's work and
  // its field, "Conveyancing", "Kieferorthopädie".)
  else if (textTokens.length <= 3 && namesRole(linkText.trim()) && !textTokens.some((t) => t.startsWith('partne')) && pathTokens.some(isOccupation))
    best = Math.max(best, ROLE_PAGE);
  if (best === OTHER_PAGE && low) best = LOW_VALUE_PAGE;
  const depth = url.pathname.split('/').filter(Boolean).length;
  const noise = pathTokens.some((t) => NOISE.includes(t)) || /\/(19|20)\d\d\//.test(url.pathname);
  // A person's page sits a level below its team page ("/praxis/team/dr-katharina-lindner-brandt/"): one level more is free.
  const score = best - Math.max(0, depth - (person ? 3 : 2)) - (noise ? 6 : 0) - (url.search ? 2 : 0);
  // (Below even the pages of prices: another's words and names.)
  return pathTokens.some((t) => REVIEWS.has(t)) ? Math.min(score, LOW_VALUE_PAGE / 2) : score;
}

/** Elements whose text is a line of its own in a link that wraps a card: "<a><h1>Direttore Artistico</h1><div>M° Saverio<br>Lupinacci</div></a>". */
const LINE_ELEMENTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'li', 'dt', 'dd', 'figcaption', 'section', 'article', 'header', 'footer']);

/** A link's text, its card's parts a line each and a line break a space ("M° Saverio Lupinacci" under his role). */
function linkText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag') return '';
  if (node.name === 'br') return ' ';
  const inner = (node.children ?? []).map(linkText).join('');
  return LINE_ELEMENTS.has(node.name) ? `\n${inner}\n` : inner;
}

/** Link texts that say nothing about where they lead. */
const GENERIC =
  /^(?:read more|more|learn more|view profile|profile|read bio|view bio|full bio|bio|biography|details|mehr|mehr erfahren|weiterlesen|zum profil|profil|opširnije|vise|više|detaljnije|опширније|више|детаљније|→|»|›)?$/i;

/**
 * What a link says about its target: its text (else its title, aria-label or image alt), and for a
 * "Read more" or an image link, the heading of the card it sits in ("Dr Jane Roe" above "View profile").
 */
export function linkContext($: CheerioAPI, a: Element): string {
  const $a = $(a);
  const own =
    [linkText(a), $a.attr('title'), $a.attr('aria-label'), $a.find('img').attr('alt')]
      .map((t) =>
        (t ?? '')
          .replace(/[^\S\n]+/g, ' ')
          .replace(/\s*\n\s*/g, '\n')
          .trim(),
      )
      .find(Boolean) ?? '';
  if (!GENERIC.test(own)) return own;
  const card = $a
    .parents()
    .slice(0, 3)
    .filter((_, el) => $(el).find('h1, h2, h3, h4, h5, h6').length > 0)
    .first();
  const heading = card.find('h1, h2, h3, h4, h5, h6').first().text().replace(/\s+/g, ' ').trim();
  return heading ? `${own}\n${heading}` : own;
}
