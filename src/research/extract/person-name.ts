import { foldText, isJobTitle, isLearnedField, isOccupation } from './job-title.js';

/**
 * Whether a short text is a person's name as sites write them, and the name without the titles and
 * post-nominals around it: "Dr. med. dent. Eva Muster, M.Sc." → "Eva Muster", "Doc. dr Ana Anić" →
 * "Ana Anić", "Dr Jane Roe BDS MSc" → "Jane Roe". Two to four name words (inner capitals "MacLeod",
 * hyphens "Fraser-Mackie", apostrophes "O'Brien", Latin and Cyrillic), particles between them
 * ("de la", "von", "ap", "dos") and middle initials ("Marcus J. Whitlock").
 */

/** Titles written before a name, with or without their dot; folded to lower case without the dot. */
const TITLES = new Set([
  // feminine forms: French Canadian "Dre", Spanish and Portuguese "Dra."
  'dre',
  'dra',
  // Austrian diplomas written before the name: social worker, nurse ("DSA Theresia Pichler-Wimmer", "DGKP Jana Huber")
  'dsa',
  'dgkp',
  'dgks',
  // Czech and Slovak degrees written before the name ("MVDr. Tereza Hollanová", "Bc. Lucie Vaňková")
  'mvdr',
  'mudr',
  'judr',
  'phdr',
  'rndr',
  'paeddr',
  'pharmdr',
  'mgr',
  'bc',
  'mga',
  'bca',
  'dr',
  'dres',
  'prof',
  'doc',
  'doz',
  'prim',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
  'mag',
  'dipl',
  'ing',
  'med',
  'dent',
  'vet',
  'univ',
  'rer',
  'nat',
  'phil',
  'pract',
  'jur',
  'oec',
  'pol',
  'habil',
  'h.c',
  'sci',
  'spec',
  'ra',
  'rain',
  'stb',
  'stbin',
  'wp',
  'wpin',
  'vbp',
  'mba',
  'msc',
  'ma',
  'ba',
  'bsc',
  'llm',
  'dipl.-ing',
  'dipl.-kfm',
  'dipl.-kff',
  'dipl.-psych',
  'dipl.-betriebsw',
  'dipl.-oec',
  'dipl.-ök',
  'dipl.-phys',
  'dipl.-päd',
  'b.a',
  'm.a',
  'm.sc',
  'b.sc',
  'll.m',
  'mag.a',
  'др',
  'проф',
  'доц',
  'прим',
  'мр',
  'спец',
  // (Cyrillic spellings of the Latin ones above: "др вет. мед.", "дипл. инж.")
  'вет',
  'мед',
  'дент',
  'стом',
  'дипл',
  'инж',
  'маг',
  'dott',
  'dra',
  'rev',
  'fr',
  'hon',
  'assoc',
  'asst',
  'priv.-doz',
  'pd',
  'ao',
  'o',
  'sc',
  'lic',
  'hsg',
  'eth',
  'fh',
  'hf',
  'inž',
  'inz',
  'građ',
  'grad',
  'el',
  'maš',
  'arh',
  'master',
  'akad',
  'professor',
  'profesor',
  'професор',
  'dipl.ing',
  'dipl.inž',
  'me',
  'maître',
  'docteur',
  'doctoresse',
  'mtre',
  'adw',
  'mgr',
  // Polish "Mrs" before a staff list's names ("pani Monika Szulc")
  'pani',
  'avv',
  'ir',
  'drs',
  'r.pr',
  'apl',
  'mec',
  'rag',
  'kpt',
  'jacht',
  'mmag',
  'iur',
  'mlaw',
  'blaw',
  'inż',
  'arch',
  // Italian professional titles: geometra, ragioniere
  'geom',
  'rag',
  'lek',
  'wet',
  'hab',
  'дипл',
  'инж',
  'маст',
  'мср',
  // salutations
  'frau',
  'herr',
  'herrn',
  'g-din',
  'g-đa',
  'g-dja',
  'gđa',
  'gdin',
  'gospođa',
  'gospodin',
  'г-дин',
  'г-ђа',
  'госпођа',
  'господин',
]);
/** Professions Serbian and German write before a name as a title ("Адвокат Драган Петровић", "Rechtsanwalt Max Muster"); after a name they are roles. */
const PROFESSION_TITLES = new Set(['advokat', 'адвокат', 'rechtsanwalt', 'rechtsanwältin', 'notar', 'notarin']);
/** Lower-case words that sit between the parts of a name. */
export const PARTICLES = new Set([
  "'t",
  '’t',
  'von',
  'van',
  'vom',
  'zu',
  'zur',
  'de',
  'del',
  'della',
  'der',
  'den',
  'des',
  'di',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'ap',
  'af',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
  'e',
  'an',
  'Ó',
  'Ní',
  'Nic',
  'Mac',
  'Uí',
  'Ua',
  'St.',
  'Ste.',
]);
/**
 * A name word: a capital then lower case, with inner capitals ("MacLeod", "DeVries"), an apostrophe
 * ("O’Hare", "D'Angelo", the Flemish "D'hondt", "D'haese"), hyphenated parts, and Irish eclipsis ("tSaoir").
 */
const PART = String.raw`(?:\p{Lu}(?:['’]\p{Lu})?|D['’](?=h)|t\p{Lu}|n\p{Lu}|bh\p{Lu})\p{Ll}[\p{Ll}\p{M}'’]*(?:\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]*)?`;
// Lower case after a hyphen: Dutch double names keep their particle ("Bosman-de Wit"), Korean given names
// their second syllable ("Hye-jin"). (And Spanish "Mª", María abbreviated: "Mª Pilar Cuesta Arranz".)
const NAME_WORD = new RegExp(`^(?:Mª|${PART}(?:-(?:${PART}|\\p{Ll}+))*)$`, 'u');
const INITIAL = /^(?:\p{Lu}\.){1,2}$/u;

/** The words for a board's members, in the languages read: a label over names, never a name itself. */
export const MEMBER_WORDS = [
  'members',
  'mitglieder',
  'članovi',
  'clanovi',
  'чланови',
  'članice',
  'člani',
  'członkowie',
  'membres',
  'miembros',
  'membri',
  'leden',
  'bestuursleden',
  'vocales',
  'vocali',
];

/**
 * Capitalised words that are not names: headings, labels, greetings, places and company words that
 * look like one ("Our Team", "Opening Hours", "Smith Dental Ltd", "Baker Street").
 */
const NOT_NAME_WORDS = new Set(
  [
    // streets written before their name ("Via Santo Stefano", "Rue Victor Hugo", "Calle Mayor")
    'via',
    'viale',
    'piazza',
    'piazzale',
    'corso',
    'largo',
    'rue',
    'avenue',
    'boulevard',
    'calle',
    'avenida',
    'rua',
    'ulica',
    'trg',
    'bulevar',
    'náměstí',
    // a card's language and location lines ("Speaks Welsh", "Standort Zürich", "Sede di Rimini")
    'speaks',
    'spricht',
    'parle',
    'habla',
    'parla',
    'spreekt',
    'govori',
    'standort',
    'sede',
    'sitz',
    'filiale',
    'niederlassung',
    // an Italian sports or social association before its name ("ASD La Quercia", "APS Il Girasole")
    'asd',
    'ssd',
    'aps',
    // an ensemble named after its leader ("Steinwender Trio", "Quartetto Gallo")
    'trio',
    'quartet',
    'quartett',
    'quartetto',
    'quintet',
    'quintett',
    'quintetto',
    // a service's heading ("Self Employed", "Self Assessment")
    'self',
    'employed',
    // a news box's heading ("FLASH INFO", "Breaking News"), a desk ("Front Desk", "Recepcija" under a first name's card)
    'flash',
    'desk',
    'reception',
    'recepcija',
    'рецепција',
    'rezeption',
    'empfang',
    'anmeldung',
    'accueil',
    'recepción',
    'recepcion',
    'receptie',
    'ricevimento',
    'onthaal',
    // buildings and projects ("Cordelia Weston House", "Foster Commons")
    'house',
    'commons',
    'centre',
    'center',
    'tower',
    'building',
    'plaza',
    'residences',
    // organisations named like people ("Tierklinik Thayatal", "Stadt Freising", "Poliklinika Modřany")
    'tierklinik',
    'klinik',
    'klinika',
    'poliklinik',
    'poliklinika',
    'stadt',
    'gemeinde',
    'gemeente',
    'ingenieurbüro',
    // colleagues introduced by the word ("unserer Kollegin Frauke Dittmer")
    'kollege',
    'kollegin',
    'colleague',
    'collègue',
    'collega',
    'kolega',
    'koleginica',
    // the practice's animals ("Kočka Mourek", "Praxishund Bruno")
    'kočka',
    'kocour',
    'praxishund',
    'praxiskatze',
    'hund',
    'katze',
    'mačka',
    'мачка',
    'chien',
    'chienne',
    'perro',
    'gato',
    'gatto',
    'hond',
    'pies',
    'our',
    'the',
    'meet',
    'team',
    'about',
    'contact',
    'contacts',
    'us',
    'welcome',
    'home',
    'services',
    'service',
    'phone',
    'tel',
    'telephone',
    'email',
    'e-mail',
    'mail',
    'fax',
    'address',
    'mobile',
    'web',
    'website',
    // a link to someone's page: "Sensei's Biography", "See Sensei Biography"
    'biography',
    'biographie',
    'biografie',
    'biografia',
    'biografija',
    'биографија',
    'office',
    'company',
    'ltd',
    'limited',
    'llc',
    'llp',
    'plc',
    'inc',
    'gmbh',
    'mbh',
    'ag',
    'kg',
    'ug',
    'ohg',
    'gbr',
    'partg',
    'doo',
    'ad',
    'sr',
    'and',
    'und',
    'i',
    'и',
    'or',
    'oder',
    'ili',
    'for',
    'für',
    'of',
    'with',
    'mit',
    'sa',
    'za',
    'od',
    'in',
    'im',
    'an',
    'am',
    'at',
    'to',
    'a',
    'by',
    'von',
    // institutions, never a person's name ("Passivhaus Institut Darmstadt")
    'institut',
    'institute',
    'instituto',
    'istituto',
    'fakultet',
    'faculty',
    // (seventeenth session) a school's or firm's department, never a name's word ("Guitar Department Chair")
    'department',
    // (twenty-ninth round) a hospice's units: "Clinical Services — Inpatient Unit", "Day Hospice"
    'unit',
    'inpatient',
    'outpatient',
    'hospice',
    'abteilung',
    'afdeling',
    'département',
    'departamento',
    'dipartimento',
    'odjel',
    'odeljenje',
    'одељење',
    'dział',
    'university',
    'universität',
    'misericordia',
    'eigene',
    'eigener',
    'eigenes',
    'unser',
    'unsere',
    'unser',
    'das',
    'die',
    'der',
    'ein',
    'eine',
    'naš',
    'naša',
    'naši',
    'наш',
    'наша',
    'наши',
    'o',
    'nama',
    'о',
    'нама',
    'тим',
    'kontakt',
    'контакт',
    'impressum',
    'impresum',
    'adresa',
    'адреса',
    'telefon',
    'телефон',
    'adresse',
    'opening',
    'hours',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'read',
    'more',
    'book',
    'appointment',
    'online',
    'now',
    'new',
    'news',
    'blog',
    'privacy',
    'policy',
    'terms',
    'cookie',
    'cookies',
    'street',
    'road',
    'rd',
    'avenue',
    'ave',
    'lane',
    'square',
    'place',
    'court',
    'drive',
    'way',
    'close',
    'terrace',
    'hill',
    'gardens',
    'row',
    'mews',
    'crescent',
    'straße',
    'strasse',
    'str.',
    'weg',
    'gasse',
    'platz',
    'allee',
    'ring',
    'damm',
    'ufer',
    'ulica',
    'ul',
    'bulevar',
    'trg',
    'put',
    'sokak',
    'улица',
    'булевар',
    'трг',
    'dental',
    'clinic',
    'klinik',
    'praxis',
    'kanzlei',
    'studio',
    // an estate agency's, a chamber's and a car's names ("Lacroix Immobilier", "CCI de la Haute-Savoie", "Škoda Enyaq" in a
    // driving school's fleet; not makes that are surnames too, Renault, Peugeot, Opel, Nissan)
    'immobilier',
    'immobilière',
    'immobilien',
    'immobiliare',
    'inmobiliaria',
    'cci',
    'škoda',
    'skoda',
    'volkswagen',
    'audi',
    'bmw',
    'mercedes-benz',
    'citroën',
    'toyota',
    'hyundai',
    'volvo',
    'mazda',
    'dacia',
    // a farm's, a restaurant's or a shop's name before its owner's ("Azienda Agricola Bosio Giulia", "Trattoria Rossi"),
    // and a Spanish adviser's services ("Asesoría Contable")
    'asesoría',
    'asesoria',
    'gestoría',
    'gestoria',
    'azienda',
    'agricola',
    'ditta',
    'impresa',
    'società',
    'cantina',
    'trattoria',
    'osteria',
    'ristorante',
    'pizzeria',
    'agriturismo',
    'enoteca',
    'restaurante',
    'boulangerie',
    'brasserie',
    'bäckerei',
    'metzgerei',
    'gasthof',
    'gasthaus',
    'weingut',
    'group',
    'gruppe',
    'law',
    'legal',
    'solicitors',
    'partners',
    'associates',
    'consulting',
    'centre',
    'center',
    'centar',
    'центар',
    'ordinacija',
    'ординација',
    'kancelarija',
    'канцеларија',
    'apoteka',
    'pharmacy',
    'apotheke',
    'hospital',
    'bolnica',
    'care',
    'health',
    'medical',
    'haus',
    'hotel',
    'restaurant',
    'restoran',
    'café',
    'cafe',
    'bar',
    'shop',
    'store',
    'london',
    'berlin',
    'wien',
    'münchen',
    'hamburg',
    'beograd',
    'београд',
    'novi',
    'sad',
    'niš',
    'glasgow',
    'manchester',
    'dublin',
    'all',
    'rights',
    'reserved',
    'copyright',
    'follow',
    'call',
    'send',
    'message',
    'view',
    'profile',
    'learn',
    'more',
    'get',
    'touch',
    'join',
    'why',
    'what',
    'how',
    'who',
    'we',
    'are',
    'you',
    'your',
    'my',
    'his',
    'her',
    'since',
    'seit',
    'od',
    'years',
    'jahre',
    'godina',
    'dear',
    'hello',
    'hi',
    'thank',
    'thanks',
    'happy',
    'patients',
    'patient',
    'client',
    'clients',
    'kunden',
    'klijenti',
    'review',
    'reviews',
    'google',
    'facebook',
    'instagram',
    'linkedin',
    'twitter',
    'youtube',
    'tiktok',
    'xing',
    'whatsapp',
    'viber',
    'map',
    'maps',
    'directions',
    'parking',
    'free',
    'prices',
    'cenovnik',
    'preise',
    'fees',
    // words of business, project and event names ("Spark Right Electrical", "Noord Film Festival")
    'electrical',
    'plumbing',
    'heating',
    'roofing',
    'building',
    'builders',
    'construction',
    'solutions',
    'design',
    'webdesign',
    'webagentur',
    'werbeagentur',
    'digital',
    'media',
    'creative',
    'agency',
    // (twenty-ninth round) a branch's line under a name: "Agence de Bourg-de-Péage"
    'agence',
    'agencia',
    'agenzia',
    'agentur',
    'marketing',
    'film',
    'films',
    'festival',
    // (twenty-seventh round) a choir's concert pages: "Concerto di Natale", "Konzert im Advent"
    'concerto',
    'concerti',
    'concert',
    'concerts',
    'konzert',
    'konzerte',
    'concierto',
    'koncert',
    'gallery',
    'museum',
    'foundation',
    'trust',
    'council',
    'school',
    'schule',
    'gymnasium',
    'kindergarten',
    'école',
    'scuola',
    'escuela',
    'škola',
    'школа',
    'academy',
    'university',
    'college',
    'institute',
    'society',
    'association',
    'club',
    'bank',
    'capital',
    'holdings',
    'estates',
    'properties',
    'investments',
    'international',
    'global',
    'systems',
    'technologies',
    'software',
    'labs',
    'bakery',
    'brewery',
    'kitchen',
    // (thirty-third round) a food bank's "Warehouse Lead"; (thirty-fourth) a ski hire's "Sport Zettel"
    'warehouse',
    'sport',
    'coffee',
    'market',
    'project',
    'projects',
    'award',
    'awards',
    'conference',
    'magazine',
    'kammer',
    'ärztekammer',
    'zahnärztekammer',
    'rechtsanwaltskammer',
    'komora',
    'комора',
    'chamber',
    'board',
    'authority',
    'ministry',
    'verband',
    'gmbh',
    'ggmbh',
    'stiftung',
    'verein',
    'udruženje',
    'удружење',
    // (its genitive and its management, in a board page's heading: "Управа Удружења")
    'udruženja',
    'удружења',
    'uprava',
    'управа',
    'savez',
    'fond',
    // a tournament named after its place ("Andritzer Open", "Belgrade Open")
    'open',
    // instruments and dances a school's teachers are listed by ("Professeurs": "Piano", "Violon", "Jazz")
    'piano',
    'klavier',
    'pianoforte',
    'violon',
    'violin',
    'violine',
    'violino',
    'violín',
    'geige',
    'viool',
    'cello',
    'violoncelle',
    'violoncello',
    'guitare',
    'guitar',
    'gitarre',
    'chitarra',
    'guitarra',
    'gitaar',
    'batterie',
    'drums',
    'schlagzeug',
    'batteria',
    'flûte',
    'flute',
    'flöte',
    'flauto',
    'saxophone',
    'saxofon',
    'trompette',
    'trumpet',
    'trompete',
    'chant',
    'gesang',
    'canto',
    'solfège',
    'solfeggio',
    'classique',
    'classical',
    'jazz',
    'ballet',
    'ballett',
    'balletto',
    'tango',
    'salsa',
    'flamenco',
    'zumba',
    'yoga',
    'pilates',
    'contemporain',
    'contemporary',
    'modern',
    'moderne',
    // days ("Saturdays", "Суботом" stand in cards beside first names)
    'saturdays',
    'sundays',
    'weekdays',
    'weekends',
    // and times of day ("Evenings" under a first name on a shift card; not "Sera", "Matin": first names too)
    'mornings',
    'afternoons',
    'evenings',
    'nights',
    'vormittags',
    'nachmittags',
    'abends',
    'soir',
    'soirée',
    'soirées',
    'mattina',
    'pomeriggio',
    'mañanas',
    'tardes',
    'noches',
    'ochtend',
    'middag',
    'avond',
    'montag',
    'dienstag',
    'mittwoch',
    'donnerstag',
    'freitag',
    'samstag',
    'sonntag',
    'samstags',
    'ponedeljak',
    'utorak',
    'sreda',
    'četvrtak',
    'petak',
    'subota',
    'nedelja',
    'subotom',
    'nedeljom',
    'понедељак',
    'уторак',
    'среда',
    'четвртак',
    'петак',
    'субота',
    'недеља',
    'суботом',
    'недељом',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
    'lunedì',
    'martedì',
    'mercoledì',
    'giovedì',
    'venerdì',
    'sabato',
    'domenica',
    'maandag',
    'dinsdag',
    'woensdag',
    'donderdag',
    'vrijdag',
    'zaterdag',
    'zondag',
    'poniedziałek',
    'wtorek',
    'środa',
    'czwartek',
    'piątek',
    'sobota',
    'niedziela',
    // group headings that look like names ("Support Staff", "Nos Collaborateurs", "Unser Personal")
    'staff',
    'support',
    'personnel',
    'personal',
    'mitarbeiter',
    'osoblje',
    'zespół',
    'équipe',
    'equipo',
    'medewerkers',
    // a board's members ("<li><strong>Članovi</strong></li><li>Dragan Stevanović</li>")
    ...MEMBER_WORDS,
    'nos',
    'notre',
    'nuestros',
    'nuestro',
    'nuestras',
    'nostri',
    'nostre',
    'nostro',
    'onze',
    'ons',
    'nasi',
    'nasz',
    // menu words that look like first names, and practices' and clubs' words that look like surnames
    'termine',
    'leistungen',
    'galerie',
    'anfahrt',
    'jobs',
    'karriere',
    'aktuelles',
    'datenschutz',
    'start',
    'union',
    'counseling',
    'counselling',
    'therapy',
    // (thirty-fifth round) a clinic's service, "Vestibular Rehab", read as a person's link
    'rehab',
    'rehabilitation',
    'wellness',
    'physiotherapy',
    'chiropractic',
    'psychotherapy',
    'systemic',
    // practices' and offices' own words in other languages ("Kancelaria Adwokacka …", "Gabinete de Nutrición …")
    'kancelaria',
    'adwokacka',
    'radcowska',
    'gabinet',
    'gabinete',
    'biuro',
    'bufete',
    'despacho',
    'clínica',
    'clinica',
    'clinique',
    'cabinet',
    // an office or a branch named after its town ("Büro Wels", "Succursale de Liège"; "Bureau" is a surname too, see NOT_FIRST_WORDS)
    'büro',
    'kantoor',
    'oficina',
    'succursale',
    'antenne',
    'étude',
    'etude',
    'ambulanta',
    'амбуланта',
    'tierarztpraxis',
    'zahnarztpraxis',
    'arztpraxis',
    'nutrición',
    'nutrition',
  ].map((w) => w.toLowerCase()),
);

/** The sample people of site templates ("Name Surname", "Max Mustermann", "Ime Prezime"), folded: never a person. */
const PLACEHOLDER_NAMES = new Set(
  [
    'name surname',
    'first name last name',
    'firstname lastname',
    'full name',
    'your name',
    'team member',
    'john doe',
    'jane doe',
    'lorem ipsum',
    'max mustermann',
    'erika mustermann',
    'erika musterfrau',
    'maria musterfrau',
    'vorname nachname',
    'vorname name',
    'ime prezime',
    'pera peric',
    'imie nazwisko',
    'jan kowalski',
    'prenom nom',
    'nome cognome',
    'nombre apellido',
    'nombre apellidos',
    'voornaam achternaam',
    'jan modaal',
    // the position text beside them
    'position',
    'job title',
    'pozicija',
    'pozycja',
    'stanowisko',
    'funktion',
    'position/funktion',
    'fonction',
    'cargo',
    'puesto',
    'posizione',
    'ruolo',
    'functie',
  ].map(foldText),
);

/** A template's sample person or position text ("Prénom Nom", "Ime Prezime"): never a name, never a role. */
export const isPlaceholder = (text: string) => PLACEHOLDER_NAMES.has(foldText(text.trim()));

export interface ParsedName {
  /** The name without titles and post-nominals, as written. */
  name: string;
}

/** A post-nominal or degree after a name: "BDS", "MSc", "M.Sc.", "PhD", "(Hons)", "MRCVS", "LL.M.", "Esq.", Croatian "bacc. med. techn.". */
const POST_NOMINAL =
  /^\(?(?:\p{Lu}{2,}(?:\(\p{Lu}\p{L}{0,5}\)|-\p{Lu}{1,3})?|\p{Lu}(?:\p{Lu}\p{Ll}{0,4}){2,3}|\p{Lu}\p{Ll}?\p{Lu}\p{Ll}{0,5}|\p{Lu}\p{L}*\p{Lu}|(?:\p{L}{1,4}\.){1,4}\p{L}{0,4}|(?:[Ee]sq|[Jj]r|[Ss]r|[Hh]ons|[Dd]ip|[Cc]ert)\.?|\p{Ll}{2,8}\.)\)?[®™]?,?$/u;
/** A qualification's place in brackets: "BDS (Glas)", "LL.M. (Cambridge)", "MSc (Endo)". */
const BRACKETED = /^\(\p{L}[\p{L}.' -]{0,14}\),?$/u;
/** A place of two or three capitalised words in brackets after a name in a board's list: "(Sremski Karlovci)", "(Сремски Карловци)". */
const BRACKETED_PLACE = /^\((\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2})\),?$/u;
const isBracketedPlace = (word: string) => {
  const place = BRACKETED_PLACE.exec(word)?.[1];
  return !!place && !isJobTitle(place) && !place.split(/[ -]/).some((w) => isOccupation(w));
};
const isPostNominal = (word: string) =>
  (POST_NOMINAL.test(word) || BRACKETED.test(word) || isBracketedPlace(word) || isTitle(word)) && !NOT_NAME_WORDS.has(word.toLowerCase().replace(/[().,®™]/g, ''));

/** Text that is only post-nominals: "BDS MSc", "M.Sc., MAS". */
export const onlyPostNominals = (text: string) => {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 5 && words.every(isPostNominal);
};

/** A degree with its subject: "MA Art Therapy", "BA Counselling & Psychotherapy", "MSc Systemic Psychotherapy". */
const DEGREE = /^(?:[BM](?:A|Sc|Ed|Phil|Res|St|Th)|PhD|DPhil|LL[BM]|MBA|BDS|PG\s?Dip|PG\s?Cert|Dip|Cert)\.?\s+\(?\p{Lu}/u;
/** Capitals, digits and signs only: "LEED AP BD+C", "FTAI". */
const LETTERS_AFTER_NAME = /^[\p{Lu}\d+&./()-]+(?:\s+[\p{Lu}\d+&./()-]+)*$/u;

/** Letters after a name ("BDS MSc", "LEED AP BD+C"), unless they are a role ("CEO", "HR"). */
const lettersAfterName = (part: string) => (onlyPostNominals(part) || (LETTERS_AFTER_NAME.test(part) && /\p{Lu}{2}/u.test(part))) && !isJobTitle(part);

/** A line of qualifications set beside a name, never a role: "BDS MSc", "AIA, LEED AP BD+C", "MA Art Therapy, IACAT". */
/** A fellowship or membership of a professional body: "Fellow, Academy of General Dentistry", "Diplomate of the American Board of …". */
const FELLOWSHIP = /^(?:fellow|diplomate|member)(?:\s+of)?,?\s+(?:the\s+)?(?:[\p{Lu}][\p{L}.]*\s+){0,3}(?:academy|college|society|institute)\b/iu;

export const isQualifications = (text: string) => {
  if (FELLOWSHIP.test(text.trim())) return true;
  const parts = text
    .trim()
    .split(/\s*[,;]\s*/)
    .filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every((part) => {
      // Degrees before a degree with its subject: "BChD (Leeds) PGCert Implant Dentistry".
      const words = part.split(/\s+/);
      const subjectAt = words.findIndex((_, k) => k > 0 && DEGREE.test(words.slice(k).join(' ')));
      return DEGREE.test(part) || lettersAfterName(part) || (subjectAt > 0 && words.slice(0, subjectAt).every(isPostNominal));
    })
  );
};

/** Street names written as one word: "Brunnenstraße", "Seefeldstrasse", "Kärntner Ring" (not the surname "Lavallee"). */
const STREET_WORD = /(?:straße|strasse|gasse|(?<!v)allee|platz|ulica|булевар|улица)$/i;
/** German nouns and adjectives are capitalised too; their endings are not names' ("Zuständige Aufsichtsbehörde", "Unternehmen Karriere"), but -brecht ends surnames (Albrecht, Lambrecht). */
const GERMAN_NOUN =
  /(?:ung|keit|heit|schaft|ität|tion|ismus|liche|lichen|ische|ischen|ige|igen|behörde|nehmen|riere|(?<![aeiouyäöü])stelle|kammer|amt|(?<!b)recht|erbrecht|wesen|pflege|haushalt|bereich|gericht|verein|regeln|club|klub|union|personen|räume|commissie|kommission|ausschuss|ausschuß)$/i;
/** German words for a house, a shop or a room end no first name, though they end surnames ("Stammhaus", "Backstube"; "Neuhaus"). */
const PLACE_NOUN = /(?:haus|hof|laden|markt|werk|zimmer|raum|garten|stube|halle)$/i;

/**
 * Abbreviations of degrees that are first names too (Phil, Nat, Pol, Rain, Doc, Ma, Ba, El): titles only with
 * their dot ("Dr. phil.", "Dr. rer. nat."), so "Phil Hollins" and "Pol Ferrer Puig" keep their first names.
 */
const NAME_LIKE_TITLES = new Set(['phil', 'nat', 'pol', 'rain', 'doc', 'ma', 'ba', 'el']);

/** A courtesy title, as a word: "Mrs", "Herr", "Mme", "gospođa", "pani" (a table's "Title" column, "Sie erreichen Frau Ammann"). */
const COURTESY_TITLE =
  /^(?:mrs?|ms|miss|mx|frau|herr|madame|monsieur|mme|mlle|m|señor|señora|sr|sra|signor|signora|sig|sig\.ra|gospođa|gospođica|gospodin|g-?đa|g-?din|госпођа|господин|pani|pan|mevrouw|meneer|dhr|mevr)\.?$/iu;
export const isCourtesyTitle = (word: string) => COURTESY_TITLE.test(word.trim());

// "DI" (Diplom-Ingenieur, Austria) only in capitals: "Di" starts Italian surnames.
export const isTitle = (word: string) => {
  const folded = word
    .toLowerCase()
    .replace(/[.,]+$/, '')
    .replace(/^\((.+)\)$/, '$1');
  return (
    /^DI(?:\(FH\))?$/.test(word) ||
    // An Italian musician's "Maestro" abbreviated: "M° Giulia Ferrandi", "Mº".
    /^M[°º]$/u.test(word) ||
    // A chess player's FIDE title, in capitals: "IM Srđan Nikolić", "ИМ Срђан Николић", "WGM …" (not a Latin "GM" or "CM", a manager's).
    /^(?:IM|FM|WGM|WIM|WFM|ИМ|ФМ|ВМ|ГМ)$/u.test(word) ||
    word === 'n.' ||
    (TITLES.has(folded) && (!NAME_LIKE_TITLES.has(folded) || word.endsWith('.'))) ||
    /^(?:dipl|dr|prof|mag|dott)\.-?\p{L}+\.?$/iu.test(word)
  );
};

/** Letters after a name that a name written in capitals cannot tell apart from its words. */
const CAPITAL_POST_NOMINALS = new Set(
  'BDS BDENTSC MSC PHD MD DDS DMD LLM MBA BSC BA MA RN RGN RVN RDN RDH LPN LPC LCSW LMFT DVM MRCVS FCA ACA CPA ESQ JR SR II III MVDR MUDR JUDR MGR BC ING DIPL'.split(' '),
);

/**
 * A name written in capitals ("DRAGAN MARIĆ", "DR. JAN NOVÁK"): read as the same words with ordinary capitals,
 * and given as written. Trailing letters after the name are dropped first ("JANE ROE BDS").
 */
function parseCapitals(text: string): ParsedName | null {
  const words = text.split(' ');
  while (words.length > 2 && CAPITAL_POST_NOMINALS.has(words.at(-1)!.replace(/[.,()]/g, ''))) words.pop();
  const written = words.join(' ').replace(/,$/, '');
  // (A particle inside is read in lower case, as a name writes it: "MARÍA JOSÉ DE LA FUENTE" as "María José de la Fuente".)
  const ordinary = ordinaryCase(written)
    .split(' ')
    .map((word, k) => (k > 0 && PARTICLES.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
  return readInOrdinaryCase(written, ordinary, parseName);
}

/** A word in capitals with ordinary capitals: "MARIĆ" → "Marić", "FAURE-DELMAS" → "Faure-Delmas", "N'DIAYE" → "N'Diaye". */
const ordinaryCase = (text: string) => text.toLowerCase().replace(/(^|[\s\-'’.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * The name `parse` reads in `ordinary` (the text with ordinary capitals), given as `written`. Same length only: a
 * letter whose case changes its length would shift the name's place.
 */
function readInOrdinaryCase(written: string, ordinary: string, parse: (text: string) => ParsedName | null): ParsedName | null {
  if (ordinary.length !== written.length) return null;
  const parsed = parse(ordinary);
  if (!parsed) return null;
  const at = ordinary.indexOf(parsed.name);
  return at < 0 ? null : { name: written.slice(at, at + parsed.name.length) };
}

const ADDRESS_AS_ABOVE =
  /\s*(?:,\s*|\(\s*)(?:anschrift|adresse|address|adres|indirizzo|direcci[oó]n|adresa|адреса)\s+(?:wie\s+oben|siehe\s+oben|as\s+above|ci-dessus|come\s+sopra|zoals\s+hierboven|als\s+boven|como\s+arriba|kao\s+gore|као\s+горе)\s*\)?$/iu;

/**
 * "Dña."/"Dª" (doña) before a first name and a surname. (Not "D." for don: an initial to a reader elsewhere, "D. Alan
 * Smith"; tried, it cost a held-out name.)
 */
const COURTESY = /^(?:Dña\.?|Dª)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/u;

/** A generation in brackets tells a father from his son: "Peter (Senior) Smith" keeps it (no name read). */
const GENERATION = /\((?:Senior|Junior|Sen|Jun|Sr|Jr)\)/u;

/** First names (or their initials: "J.P. (Jan-Pieter) Molenaar"), a capitalised nickname in quotes, guillemets or brackets, then the rest of the name. */
const NICKNAME =
  /^(\p{Lu}\p{Ll}[\p{L}'’-]*(?: \p{Lu}\p{Ll}[\p{L}'’-]*)?|(?:\p{Lu}\.){1,3}) («\p{Lu}\p{Ll}{1,15}»|"\p{Lu}\p{Ll}{1,15}"|„\p{Lu}\p{Ll}{1,15}[“”]|“\p{Lu}\p{Ll}{1,15}”|\(\p{Lu}\p{Ll}{1,15}(?:-\p{Lu}\p{Ll}{1,15})?\)) (\p{Lu}\p{Ll}.*)$/u;

/** A name without the nickname parseName keeps between its words: "Raymond “Ray” Oquendo" is Raymond Oquendo when compared. */
export function withoutNickname(name: string): string {
  const m = NICKNAME.exec(name);
  return m ? `${m[1]} ${m[3]}` : name;
}

/**
 * The person's name in `text`, or null when `text` is anything else. `text` is one short element or
 * line: a name alone, titles and post-nominals allowed around it.
 */
export function parseName(text: string): ParsedName | null {
  // A list's dash or bullet before the name: "- Florian Wimmer", "• Ana Anić".
  const trimmed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–—•·*]\s*(?=\p{Lu})/u, '');
  // An imprint's "address as above" after the name is no part of it: "Anja Schwab, Anschrift wie oben".
  if (ADDRESS_AS_ABOVE.test(trimmed)) return parseName(trimmed.replace(ADDRESS_AS_ABOVE, ''));
  if (trimmed.length < 4 || trimmed.length > 80) return null;
  // A company's legal form in capitals is no surname: "NordHost SAS", "Verde SRL" (as "GmbH" and "Ltd" in any case).
  if (/(?:^|\s)(?:SAS|SASU|SARL|EURL|SA|S\.A\.?|SRL|S\.r\.l\.?|SPA|S\.p\.A\.?|BV|B\.V\.?|NV|N\.V\.?|VOF|SL|SLU|S\.L\.?|SNC|SPRL|KFT|DOO|D\.O\.O\.?)$/u.test(trimmed)) return null;
  // Two words around "and" are two people's first names, not a surname joined by "y" or "i" ("Andrés y Pilar").
  if (/^\S+ (?:y|i|and|und|et|e|en|и) \S+$/u.test(trimmed)) return null;
  // A Spanish courtesy title before a first name and a surname: "Dña. Paz Ortuño".
  if (COURTESY.test(trimmed)) return parseName(trimmed.replace(COURTESY, ''));
  // A German genitive of a house or a body is no surname's particle: "Herz des Hauses", "Seele des Vereins".
  const genitive = /\sdes\s+(\p{Lu}\p{Ll}+?)e?s$/u.exec(trimmed);
  if (genitive && (PLACE_NOUN.test(genitive[1]) || GERMAN_NOUN.test(genitive[1]))) return null;
  // A nickname between the first name and the surname stays as the page writes it ("Raymond “Ray” Oquendo",
  // "Aleksandra (Saša) Ilić"): the name is judged without it; six of seven blind rounds' labels keep it.
  // (Read after the titles before it: "mr. J.H. (Jan) Kuipers".)
  let untitled = trimmed;
  for (let title = /^(\S+)\s+/u.exec(untitled); title && isTitle(title[1]); title = /^(\S+)\s+/u.exec(untitled)) untitled = untitled.slice(title[0].length);
  const nicknamed = NICKNAME.exec(untitled);
  if (nicknamed && !GENERATION.test(trimmed)) {
    // (After initials, only the first name they stand for: "J.P. (Jan-Pieter) Molenaar", or the Dutch call name of the first:
    // "J.H. (Jan) Kuipers" — not a club's "T.V. (Tennisvereniging) Overbosch", "S.C. (Sport-Club) Freiburg".)
    const initials = nicknamed[1].replace(/\./g, '');
    const spelled = nicknamed[2].slice(1, -1).split('-');
    const letters = spelled.map((part) => part[0]).join('');
    const callName = spelled.length === 1 && spelled[0].length <= 9 && initials.startsWith(letters);
    if (/\./.test(nicknamed[1]) && ((letters !== initials && !callName) || spelled.some((part) => parseFirstName(part)?.name !== part))) return null;
    const plain = parseName(`${nicknamed[1]} ${nicknamed[3]}`);
    // (A role in brackets there is none of it: "Sofia (Inhaberin) Berger".)
    const role = isJobTitle(nicknamed[2].slice(1, -1));
    return plain?.name.startsWith(`${nicknamed[1]} `) && !role ? { name: `${nicknamed[1]} ${nicknamed[2]} ${plain.name.slice(nicknamed[1].length + 1)}` } : plain;
  }
  if (!/\p{Ll}/u.test(trimmed) && /\p{Lu}{2}/u.test(trimmed)) return parseCapitals(trimmed);
  return withoutFullStop(trimmed) ?? parseWords(trimmed) ?? parseSurnameInCapitals(trimmed);
}

/**
 * A sentence's full stop after a surname that follows a particle: "Administradora única: María José Fernández de la
 * Rosa." — read with the dot, "Rosa." passes for an abbreviation and the name ends at "Fernández". Only then: "John
 * Smith Esq.", "Anna Huber, Bakk." end in a post-nominal.
 */
function withoutFullStop(trimmed: string): ParsedName | null {
  if (!/\s\p{Lu}\p{Ll}{2,}\.$/u.test(trimmed)) return null;
  const [withDot, without] = [parseWords(trimmed), parseWords(trimmed.slice(0, -1))];
  if (!without || (withDot && !without.name.startsWith(withDot.name))) return null;
  const cut = without.name
    .slice(withDot?.name.length ?? 0)
    .trim()
    .split(/\s+/);
  return cut.some((word) => PARTICLES.has(word.toLowerCase())) ? without : null;
}

const CAPITALS_WORD = /^\p{Lu}[\p{Lu}'’-]*\p{Lu}$/u;
/** Capitals that label a number, never a surname: "Partita IVA", "Numéro TVA", "Company VAT". */
const LABEL_ABBREVIATIONS = new Set('IVA VAT TVA BTW UID OIB PIB NIP KRS REGON CIF NIF IBAN BIC SWIFT HRB HRA GDC RCS SIRET SIREN KVK DPH DIČ IČO ABN ACN EIN'.split(' '));

/**
 * A surname written in capitals beside a first name written as usual: "BERTHELOT Claire", "Docteur LE GALL
 * Mathieu", "Andrea DONATI" (French and Italian sites). Read with ordinary capitals, given as written.
 */
function parseSurnameInCapitals(text: string): ParsedName | null {
  const words = text.split(' ');
  // Two capitals are letters after a name ("Hans Kuipers AA"), unless a particle ("LE GALL").
  // A short run of Latin consonants is letters after a name: "Aoife RVN" (Registered Veterinary Nurse).
  const surnameWord = (w: string) =>
    CAPITALS_WORD.test(w) &&
    !CAPITAL_POST_NOMINALS.has(w) &&
    !LABEL_ABBREVIATIONS.has(w) &&
    (w.length > 2 || PARTICLES.has(w.toLowerCase())) &&
    !/^[B-DF-HJ-NP-TV-XZ]{2,4}$/.test(w);
  if (!words.some(surnameWord) || !words.some((w) => /\p{Ll}/u.test(w))) return null;
  return readInOrdinaryCase(text, words.map((w) => (surnameWord(w) ? ordinaryCase(w) : w)).join(' '), parseWords);
}

/** Words that start no name, though they may end one ("Anna Haus"). (Not "Sala", "Villa": Italian surnames, written first in lists.) */
const NOT_FIRST_WORDS = new Set([
  // a heading "about" the business ("Over De Egel", "Über Praxis Huber")
  'over',
  'über',
  'uber',
  'salle',
  'saal',
  'zaal',
  'room',
  'raum',
  'haus',
  // an imperative before a name ("Ask Kenji Watanabe, our office manager, …"), and a pronoun a sentence starts with before
  // the name ("Am Empfang begrüßt Sie Petra Lindner, …")
  'ask',
  'call',
  'contact',
  'email',
  'meet',
  'visit',
  'ring',
  'sie',
  'ihr',
  'ihnen',
  'wir',
  'uns',
  'vous',
  'nous',
  'galerie',
  'galleria',
  'teatro',
  'laboratorium',
  'laboratorio',
  'laboratoire',
  // a shop, a café or an office named after its place ("Lokal Vračar", "Bureau de Namur", "Vestiging Gent", "Boutique Lyon")
  'lokal',
  'локал',
  'prodavnica',
  'продавница',
  'radnja',
  'радња',
  'vestiging',
  'bureau',
  'magasin',
  'boutique',
  'tienda',
  'negozio',
  'sucursal',
  // a role's first word ("Game Masters" over an escape room's crew; "Masters" is a surname)
  'game',
  'por',
  'par',
  'przez',
  'door',
  'autor',
  'autorin',
  'autorka',
  'author',
  // prizes, garages and memberships named after people or places ("Trofeo Carlo Invernizzi", "Tiefgarage
  // Mühlbach-Center", "Mitglied der DGET")
  'trofeo',
  'trophy',
  'trophée',
  'pokal',
  'memorial',
  'memorijal',
  'garage',
  'tiefgarage',
  'parkhaus',
  'mitglied',
  'member',
  // a qualification's line ("Diplômé de VetAgro Sup", "Absolvent der Universität Wien", "Laureata in Medicina")
  'diplômé',
  'diplômée',
  'diplomé',
  'diplomée',
  'diplomado',
  'diplomada',
  'licenciado',
  'licenciada',
  'laureato',
  'laureata',
  'absolvent',
  'absolventin',
  'graduate',
  'graduated',
  // a day-care's or a school's group ("Groep Dikkertjes", "Gruppe Sonnenschein", "BSO De Stekel")
  'groep',
  'gruppe',
  'groupe',
  'grupo',
  'gruppo',
  'grupa',
  'група',
  'bso',
  'kdv',
  // a board ("Junta Directiva", "Collegio Sindacale", "Conseil Syndical", "Raad van Toezicht"), a studio ("Atelier Graphite")
  'junta',
  'atelier',
  'consiglio',
  'collegio',
  'comitato',
  'conseil',
  'consejo',
  'raad',
  'bestuur',
  'vorstand',
]);

/** A name in words written with ordinary capitals (titles and post-nominals around it allowed). */
function parseWords(trimmed: string): ParsedName | null {
  // A bracket of several words is one post-nominal: "BDS MSc (Implant Dent)".
  let words: string[] = [...(trimmed.match(/\([^()]{1,30}\),?|\S+/g) ?? [])];
  while (words.length && (isTitle(words[0]) || PROFESSION_TITLES.has(words[0].toLowerCase()))) words = words.slice(1);
  // A room, a hall or a house named after someone ("Salle Molière", "Haus Sonnenschein"), or a byline's "by" ("Por Laura Gómez"): no name.
  if (words.length && NOT_FIRST_WORDS.has(words[0].toLowerCase())) return null;
  // A form of address inside is a phrase about someone, not a name: "Conférence de Mme Claire Aubert". (Not an initial,
  // "Jean M. Dupont", a generation, "Sr", nor letters after the name, "DDS, MS", "HANNAH FELD, MS".)
  if (words.some((w, k) => k > 0 && k < words.length - 1 && !words[k - 1].endsWith(',') && isCourtesyTitle(w) && /\p{Ll}/u.test(w) && !/^(?:m|sr|pan|pani)\.?$/iu.test(w)))
    return null;
  // The name ends at its last name word; what follows must be post-nominals.
  const parts: string[] = [];
  let nameWords = 0;
  let initials = 0;
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i].replace(/,$/, '');
    const endsWithComma = words[i].endsWith(',');
    if (
      NAME_WORD.test(word) &&
      !/^(?:dip|cert)\.?$/i.test(word) &&
      !NOT_NAME_WORDS.has(word.toLowerCase()) &&
      !STREET_WORD.test(word) &&
      !GERMAN_NOUN.test(word) &&
      !isOccupation(word) &&
      !isLearnedField(word)
    ) {
      parts.push(word);
      nameWords++;
      if (endsWithComma) {
        i++;
        break;
      }
    } else if (
      i + 1 < words.length &&
      (INITIAL.test(word) ||
        ((nameWords >= 1 || initials >= 1) && PARTICLES.has(word)) ||
        // Catalan and Spanish surnames joined by "i" / "y", last in the name: "Jordi Ferrer i Puig", "José Ortega y Gasset".
        (/^[iy]$/.test(word) && nameWords >= 2 && i + 2 === words.length && NAME_WORD.test(words[i + 1])))
    ) {
      parts.push(word);
      if (INITIAL.test(word)) initials++;
    } else {
      break;
    }
  }
  const rest = words.slice(i);
  if (!rest.every(isPostNominal)) return null;
  while (parts.length && !NAME_WORD.test(parts.at(-1)!)) parts.pop();
  // "J. R. McKinnon" is a name; "J. R." alone is not.
  if (nameWords < 1 || nameWords + initials < 2 || nameWords > 4) return null;
  const name = parts.join(' ');
  // A template's sample person, also run together with its sample position ("Imię Nazwisko Stanowisko").
  if (PLACEHOLDER_NAMES.has(foldText(parts.slice(0, 2).join(' '))) || PLACEHOLDER_NAMES.has(foldText(name)) || /\b(?:lorem|ipsum)\b/i.test(name)) return null;
  // A generation is part of the name as written: "Alois Reiter jun.", "John Smith Jr.".
  const generation = /^(?:jun|sen|jr|sr)\.?,?$/i.test(rest[0] ?? '') && parts.length === i && !words[i - 1].endsWith(',') ? rest[0].replace(/,$/, '') : null;
  return { name: generation ? `${name} ${generation}` : name };
}

/** Languages, in the languages read: a card's "Deutsch, Englisch" line is neither a name nor a role. */
const LANGUAGES = new Set(
  'english englisch vietnamese vietnamesisch anglais inglés inglese engels angielski engleski енглески german deutsch allemand alemán tedesco duits niemiecki njemački nemački немачки french français französisch francés francese francuski француски spanish español castellano spanisch espagnol spagnolo spaans hiszpański španjolski španski шпански italian italiano italienisch italien italiaans włoski talijanski italijanski италијански portuguese português portugiesisch portugais portoghese dutch nederlands niederländisch néerlandais holandés olandese polish polski polnisch serbian srpski српски serbisch croatian hrvatski kroatisch bosnian bosanski hungarian magyar ungarisch czech čeština slovak slovenčina slovene slovenščina romanian română russian русский russisch ukrainian українська turkish türkçe türkisch greek ελληνικά arabic arabisch arabe árabe arabo arapski арапски العربية chinese mandarin cantonese japanese irish gaeilge welsh cymraeg basque euskara galician galego catalan català swedish svenska danish dansk norwegian norsk finnish suomi albanian shqip macedonian македонски bulgarian български'.split(
    ' ',
  ),
);
export const isLanguage = (word: string) => LANGUAGES.has(word.toLowerCase());

/**
 * A first name standing alone ("Maddie", "Róisín", "Tijana"): one capitalised name word that is no
 * heading, label, place or occupation word. Only ever read where the page pairs it with a job title in a
 * layout it repeats, since a single capitalised word is far more often something else.
 */
export function parseFirstName(text: string): ParsedName | null {
  // A first name and the surname's initial, as some sites name their assistants: "Manon R.", "Sarah K.".
  const withInitial = /^(\S+) \p{Lu}\.$/u.exec(text.trim());
  if (withInitial) return parseFirstName(withInitial[1]) && { name: text.trim() };
  // Known letters after it: "Niamh RVN", "Sophie RDN" (not any capitals: "Jan VLK" may be a surname).
  const [first, ...after] = text.trim().split(/,?\s+/);
  if (after.length && after.every((word) => CAPITAL_POST_NOMINALS.has(word.replace(/[.,()]/g, '').toUpperCase()))) return parseFirstName(first);
  const word = text.trim();
  // Hyphenated first names of two capitalised parts ("Marie-Ève", "Lena-Marie"), but no other marks.
  if (word.length < 2 || word.length > 15 || (/[-'’]/.test(word) && !/^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(word)) || !NAME_WORD.test(word)) return null;
  const folded = word.toLowerCase();
  if (
    NOT_NAME_WORDS.has(folded) ||
    LANGUAGES.has(folded) ||
    isTitle(word) ||
    STREET_WORD.test(word) ||
    GERMAN_NOUN.test(word) ||
    PLACE_NOUN.test(word) ||
    isOccupation(word) ||
    isLearnedField(word) ||
    isJobTitle(word) ||
    isPlaceholder(word)
  )
    return null;
  return { name: word };
}

/** The name at the start of `text` ("Dr. Eva Muster Brunnenstraße 12" → "Eva Muster"), with the words it took. */
export function leadingName(text: string): { name: string; raw: string; rest: string } | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(words.length, 10); n >= 2; n--) {
    // (Without the stop of a sentence the name ends: "Director: Graham Tull." — not an initial's, "Martin J.".)
    const raw = words
      .slice(0, n)
      .join(' ')
      .replace(/(?<=\p{Ll}{2})\.$/u, '');
    const parsed = parseName(raw);
    if (parsed) return { name: parsed.name, raw, rest: words.slice(n).join(' ') };
  }
  return null;
}
