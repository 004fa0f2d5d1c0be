/**
 * Whether a short phrase is a job title ("Senior Dental Nurse", "Zahnmedizinische Prophylaxeassistentin",
 * "Specijalista ortopedije vilica", "Адвокатски приправник"): a few words, no contact details, not a
 * sentence, and at least one word built on an occupation stem. Serbian Cyrillic is compared in Latin
 * transliteration and every script without diacritics, so one stem list serves all four spellings.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
};

/** Lower-case Latin without diacritics: "Медицинска сестра" → "medicinska sestra", "Ärztin" → "arztin". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? c)
    .replace(/đ/g, 'dj')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * Occupation stems, folded. A word is an occupation when it starts with a stem ("dentist" → "dentists",
 * "sestra" → "sestre") or ends with one plus at most a German feminine or plural ending
 * ("Zahntechnikerin", "Steuerfachangestellte", "Praxisinhaberin").
 */
const STEMS = [
  // leadership and ownership
  'founder', 'cofounder', 'co-founder', 'owner', 'director', 'ceo', 'cto', 'coo', 'cfo', 'cmo', 'chair', 'president', 'principal', 'partner', 'proprietor',
  'manager', 'head', 'lead', 'chief', 'executive', 'supervisor', 'superintendent', 'coordinator', 'administrator', 'officer', 'secretary', 'treasurer',
  'gruender', 'grunder', 'inhaber', 'geschaftsfuhr', 'gesellschafter', 'vorstand', 'prasident', 'leiter', 'leitung', 'managerin', 'prokurist',
  'osnivac', 'vlasnik', 'vlasnica', 'suvlasni', 'direktor', 'menadzer', 'rukovodilac', 'rukovoditelj', 'upravnik', 'upravitelj', 'sef', 'koordinator',
  'predsednik', 'sekretar', 'odgovorno lice',
  // professions in French, Dutch, Spanish, Italian and Polish
  'tandarts', 'mondhygien', 'assistent', 'advocaat', 'avocat', 'avvocat', 'abogad', 'notari', 'architect', 'dierenarts', 'fysiotherap', 'kinesither',
  'associe', 'collaborat', 'secretaire', 'secretari', 'segreteri', 'oficial', 'auxiliar', 'praticante', 'adwokat', 'radca', 'aplikant',
  'psychoterapeut', 'psycholoz', 'stomatoloz', 'tierarzt', 'koordynator', 'asystent', 'skarbnik', 'sekretarz', 'przewodnicz', 'czlonek', 'stomatolog', 'ortodonc', 'odontolog', 'higienist',
  'fisioterap', 'revisor', 'fondat', 'cofondat', 'co-fondat', 'wiceprezes', 'czlonk', 'kapitan', 'anwarter', 'substitut', 'socio', 'socia', 'consulente', 'technic', 'technik', 'weterynar', 'lekarz', 'kierownik', 'recepcjonist', 'lid', 'bestuurslid', 'member', 'management', 'gerant', 'directeur', 'directrice', 'attendant', 'groomer', 'kennel',
  // boards and offices of associations and companies
  'board', 'committee', 'vorsitz', 'beirat', 'beisitz', 'kassenwart', 'kassier', 'rechnungsprufer', 'kassenprufer', 'obfrau', 'obmann', 'schriftfuhr', 'odbor',
  'zarzad', 'prezes', 'nadzorcz', 'bestuur', 'voorzitter', 'penningmeester', 'secretaris', 'vocal', 'tesorer', 'presidente', 'vicepresident', 'segretari',
  'consigli', 'conseil', 'tresori', 'presiden',
  // health
  'dentist', 'orthodont', 'endodont', 'periodont', 'prosthodont', 'hygienist', 'nurse', 'therapist', 'physio', 'osteopath', 'chiropract', 'surgeon',
  'physician', 'doctor', 'gp', 'clinician', 'pharmacist', 'dispenser', 'optometrist', 'optician', 'midwife', 'psycholog', 'psychiatr', 'counsellor',
  'counselor', 'dietitian', 'nutritionist', 'radiograph', 'sonograph', 'paramedic', 'podiatrist', 'audiolog', 'veterinar', 'vet', 'technician', 'dental',
  'medical', 'clinical', 'specialist', 'consultant', 'registrar', 'trainer', 'instructor', 'coach',
  'arzt', 'arztin', 'zahnarzt', 'tierarzt', 'zahnmedizin', 'tiermedizin', 'mediziner', 'therapeut', 'pfleger', 'pflegekraft', 'krankenschwester', 'hebamme',
  'assistent', 'assistenz', 'helfer', 'fachangestellte', 'techniker', 'prophylax', 'hygieniker', 'apotheker', 'osteopath', 'heilpraktiker', 'logopad',
  'ordination', 'sportwissenschaft', 'masseur', 'kieferorthopad', 'chirurg', 'internist', 'allgemeinmedizin', 'facharzt', 'fachartzin',
  'stomatolog', 'lekar', 'doktor', 'specijalist', 'specijalizant', 'sestra', 'tehnicar', 'fizioterapeut', 'kineziterapeut', 'terapeut', 'maser', 'hirurg',
  'ortoped', 'ortodont', 'protetic', 'radiolog', 'pedijat', 'ginekolog', 'nutricionist', 'farmaceut', 'veterinar', 'higijenicar', 'psiholog', 'logoped',
  'defektolog', 'babica', 'internist', 'kardiolog', 'dermatolog', 'oftalmolog', 'neurolog', 'anesteziolog', 'primarijus',
  // law, money, office
  'lawyer', 'solicitor', 'barrister', 'attorney', 'counsel', 'paralegal', 'notary', 'clerk', 'legal', 'accountant', 'bookkeeper', 'auditor', 'tax',
  'payroll', 'adviser', 'advisor', 'analyst', 'associate', 'receptionist', 'reception', 'assistant', 'administrat', 'admin', 'agent', 'broker',
  'negotiator', 'underwriter', 'actuary', 'controller', 'cashier',
  'anwalt', 'anwaltin', 'rechtsanwalt', 'notar', 'steuerberater', 'berater', 'beraterin', 'steuerfach', 'wirtschaftsprufer', 'buchhalt', 'bilanzbuchhalt',
  'sachbearbeit', 'burokauf', 'kaufmann', 'kauffrau', 'sekretar', 'empfang', 'verwaltung', 'referent', 'jurist', 'fachwirt', 'mitarbeiter',
  'werkstudent', 'praktikant', 'auszubildend', 'azubi', 'trainee', 'angestellt', 'lehrling', 'lernende', 'rezeption', 'abrechnung', 'driver', 'courier',
  'fahrer', 'vozac',
  'advokat', 'pripravnik', 'pravnik', 'racunovodj', 'knjigovodj', 'ekonomist', 'revizor', 'savetnik', 'referent', 'saradnik', 'recepcioner',
  'recepcionar', 'obracun', 'blagajn', 'administrator', 'asistent', 'menadzment',
  // building, design, tech, trade, teaching, hospitality
  'architect', 'engineer', 'designer', 'developer', 'programmer', 'surveyor', 'planner', 'draughts', 'draftsman', 'technologist', 'strategist',
  'producer', 'editor', 'writer', 'copywriter', 'photographer', 'marketing', 'sales', 'apprentice', 'intern', 'teacher', 'tutor', 'lecturer',
  'professor', 'chef', 'sommelier', 'baker', 'barista', 'waiter', 'host', 'stylist', 'hairdresser', 'barber', 'beautician', 'electrician', 'plumber',
  'carpenter', 'joiner', 'builder', 'foreman', 'estimator', 'inspector', 'dispatcher',
  'architekt', 'ingenieur', 'planer', 'bauleit', 'zeichner', 'entwickler', 'gestalter', 'lehrer', 'dozent', 'koch', 'meister', 'geselle',
  'arhitekt', 'inzenjer', 'dizajner', 'programer', 'projektant', 'geodet', 'tehnolog', 'profesor', 'nastavni', 'predavac', 'prevodilac', 'kuvar',
  'konobar', 'poslasticar', 'sommelier', 'somelijer', 'trener', 'instruktor', 'vaspitac', 'frizer', 'kozmeticar', 'majstor', 'vodja', 'glavni',
  'rukovodilac', 'menadzer', 'sef', 'zamenik', 'pomocnik', 'student',
  // more of the same, as small businesses title their staff
  'operator', 'specialist', 'expert', 'scientist', 'researcher', 'ambassador', 'representative', 'recruiter', 'buyer', 'merchandiser', 'curator',
  'librarian', 'translator', 'interpreter', 'mentor', 'facilitator', 'moderator', 'organiser', 'organizer', 'caretaker', 'housekeeper', 'cleaner',
  'concierge', 'porter', 'gardener', 'landscaper', 'decorator', 'painter', 'glazier', 'mechanic', 'fitter', 'installer',
  'welder', 'machinist', 'tiler', 'roofer', 'labourer', 'laborer', 'bricklayer', 'locksmith', 'upholsterer', 'tailor', 'seamstress', 'florist',
  'jeweller', 'jeweler', 'butcher', 'fishmonger', 'pastry', 'patissier', 'bartender', 'mixologist', 'steward', 'hostess', 'sous',
  'commis', 'dishwasher', 'cook', 'nanny', 'carer', 'caregiver', 'orderly', 'phlebotomist', 'sonographer', 'embryologist',
  'anaesthetist', 'anesthetist', 'anesthesiologist', 'cardiologist', 'dermatologist', 'gynaecologist', 'gynecologist', 'obstetrician', 'paediatrician',
  'pediatrician', 'psychotherapist', 'hypnotherapist', 'acupuncturist', 'herbalist', 'naturopath', 'homeopath', 'reflexologist', 'masseuse', 'masseur',
  'esthetician', 'aesthetician', 'therapist', 'practitioner', 'nurse', 'matron', 'warden', 'manager', 'partner', 'governor', 'trustee', 'bursar',
  'headteacher', 'headmaster', 'headmistress', 'provost', 'rector', 'chancellor', 'registrar', 'archivist', 'accounts', 'bookkeeping',
  'compliance', 'hr', 'recruitment', 'pr', 'seo', 'ux', 'ui', 'qa',
  'devops', 'dispensing', 'conveyancer', 'conveyancing', 'litigator', 'litigation', 'executor', 'trustee', 'mediator', 'arbitrator',
  'valuer', 'appraiser', 'auctioneer', 'realtor', 'surveyor', 'assessor', 'adjuster',   'arztliche', 'zahnarztliche', 'tierarztliche', 'fachkraft', 'aushilfe', 'minijob', 'koordinat', 'disponent', 'monteur', 'elektriker',
  'installateur', 'schreiner', 'tischler', 'maler', 'gartner', 'florist', 'friseur', 'kosmetiker', 'konditor', 'backer', 'metzger', 'kellner',
  'servicekraft', 'rezeptionist', 'hausmeister', 'reinigung', 'fahrer', 'lagerist', 'einkauf', 'vertrieb', 'buchhaltung', 'controlling',
  'marketing', 'redakteur', 'lektor', 'ubersetzer', 'dolmetscher', 'erzieher', 'padagog', 'sozialarbeit', 'seelsorger', 'psychotherapeut',
  'heilerziehung', 'betreuer', 'begleiter', 'ehrenamt', 'bufdi', 'fsj', 'geschaftsleitung', 'bereichsleitung', 'teamleitung', 'standortleitung',
  'stellvertret', 'stv', 'vertreter', 'beirat', 'aufsichtsrat', 'verwaltungsrat', 'kurator', 'syndikus', 'chef',
  'sekretarica', 'administrativ', 'racunovods', 'finansij', 'komercijalist', 'prodavac', 'prodaja', 'nabavka', 'magacioner', 'vozac',
  'serviser', 'monter', 'elektricar', 'vodoinstalater', 'stolar', 'moler', 'bravar', 'zavarivac', 'tehnicki', 'medicinsk', 'stomatolosk', 'laborant',
  'radiolosk', 'fizijatar', 'hirurg', 'anesteziolog', 'urolog', 'endokrinolog', 'gastroenterolog', 'otorinolaringolog', 'psihijatar', 'psihoterapeut',
  'logoped', 'defektolog', 'vaspitac', 'uciteljic', 'ucitelj', 'nastavnic', 'direktork', 'osnivac', 'suosnivac', 'partnerk', 'vlasnic', 'strucn', 'saradnic', 'asistentk', 'menadzerk', 'pripravnic', 'volonter', 'praktikant', 'stazist', 'specijalizant',
];
/** Words with an occupation stem inside that name no occupation. */
const NOT_OCCUPATIONS = new Set(['ansprechpartner', 'ansprechpartnerin', 'kontaktperson', 'partners', 'headquarters', 'support', 'hosting', 'leading', 'bakery',
  'kammer', 'arztekammer', 'zahnarztekammer', 'tierarztekammer', 'rechtsanwaltskammer', 'steuerberaterkammer', 'architektenkammer', 'apothekerkammer']);

const FOLDED_STEMS = [...new Set(STEMS.map(foldText))];
const SINGLE = FOLDED_STEMS.filter((s) => !s.includes(' '));
const PHRASES = FOLDED_STEMS.filter((s) => s.includes(' '));
/** A compound ending in an occupation, with a German feminine or plural ending: "…technikerin", "…angestellte". */
const compoundEnd = (minStem: number) => new RegExp(`(?:${SINGLE.filter((s) => s.length >= minStem).join('|')})(?:in|innen|e|en|er|erin|n)?$`);
const COMPOUND = compoundEnd(4);
const NAME_COMPOUND = compoundEnd(5);

/** Fields of work, not people's titles: "Endodontie", "Kinderzahnheilkunde", "Orthodontics", "Implantologie". */
const FIELD = /(?:ie|ics|kunde|ology)$/;

function isOccupationWord(word: string): boolean {
  if (NOT_OCCUPATIONS.has(word) || FIELD.test(word)) return false;
  // Abbreviations ("PR", "GP", "CEO") are whole words: "pravo" (law) is no PR.
  return SINGLE.some((stem) => (stem.length <= 3 ? word === stem || word === `${stem}s` : word.startsWith(stem))) || COMPOUND.test(word);
}

/** First-person and linking words: their presence makes a phrase a sentence about someone, not a title. */
const PROSE = new Set(
  ['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'we', 'our', 'you', 'your', 'he', 'she', 'they', 'his', 'her', 'their', 'my', 'meet', 'us',
    'ist', 'sind', 'hat', 'haben', 'wir', 'unser', 'unsere', 'unser', 'sie', 'er', 'ich', 'ihr', 'ihre',
    'je', 'su', 'smo', 'ima', 'imaju', 'mi', 'vi', 'nas', 'nasi', 'nase', 'nasa', 'on', 'ona', 'oni', 'moj', 'vas'].map(foldText),
);

/** The words of a phrase, folded. */
const words = (text: string) => foldText(text).split(/[^\p{L}\p{N}-]+/u).filter(Boolean);

/**
 * A phrase that could be a role where the layout says it is one: 1–12 words, up to 100 characters, no
 * numbers (dates, phone numbers), addresses or links, not a sentence.
 */
export function isRolePhrase(text: string): boolean {
  // An ordinal in front is part of an office: "1. Vorsitzender", "2. Vorsitzende".
  // A licence or membership number is part of a title: "doradca podatkowy nr 11482".
  const phrase = text.trim().replace(/^[1-9]\.\s+(?=\p{L})/u, '').replace(/\s(?:nr|no|n°|br|broj)\.?\s*\d{2,7}$/iu, '');
  // Digits only inside a word ("3D"): numbers are dates, phones and addresses.
  if (phrase.length < 2 || phrase.length > 100 || /\d{2,}|(?<![\p{L}\d])\d(?![\p{L}\d])|@|https?:|www\.|[!?;"“”„«»©]/u.test(phrase)) return false;
  // Opening days ("ma · wo · za", "Mo, Di"): several words, none of three letters.
  const short = phrase.split(/[^\p{L}]+/u).filter(Boolean);
  if (short.length > 1 && short.every((w) => w.length <= 2)) return false;
  // "Partnerin | Fachanwältin" is a role; three or more parts between bars are a menu.
  if ((phrase.match(/\|/g)?.length ?? 0) >= 2) return false;
  // A sentence: a full stop after a long word with more text following, or closing the phrase.
  if (/\p{L}{5,}\.(?:\s|$)/u.test(phrase)) return false;
  const list = words(phrase);
  return list.length > 0 && list.length <= 12 && !list.some((w) => PROSE.has(w));
}

/** A job title as a page states one next to a name: a role phrase with at least one occupation word. */
export function isJobTitle(text: string): boolean {
  if (!isRolePhrase(text)) return false;
  const list = words(text);
  const folded = list.join(' ');
  return list.some(isOccupationWord) || PHRASES.some((p) => folded.includes(p));
}

/** Stems that mark a title but are too common in surnames to keep a word out of a name ("Maria Socias", "Luca Consiglio", "Eva Lidl"). */
const TITLE_ONLY = ['socio', 'socia', 'lid', 'member', 'kennel', 'consigli', 'tesorer', 'vocal', 'presiden', 'conseil', 'kapitan', 'attendant', 'groomer',
  'management', 'substitut', 'consulente', 'revisor'];

/** Occupation stems that are also common surnames: "Robert Koch", "Jane Baker" stay names. */
const SURNAMES = new Set(['baker', 'koch', 'meister', 'host', 'head', 'lead', 'chair', 'clerk', 'cook', 'porter', 'butcher', 'painter', 'warden', 'chancellor',
  'provost', 'gardener', 'tailor', 'fitter', 'governor', 'cleaner', 'maler', 'fahrer', 'rector', 'steward', 'mentor', 'curator', 'keeper', 'fisher',
  // German surnames built on an occupation
  'baumgartner', 'gartner', 'schumacher', 'zimmermann', 'kaufmann', 'fischer', 'schneider', 'wagner', 'becker', 'schuster', 'weber', 'muller', 'richter',
  'schreiber', 'lehrer', 'bauer', 'jager', 'schmied', 'schmidt', 'schmitt', 'hofmann', 'hoffmann', 'kellner', 'pfarrer', 'ritter']);

/**
 * Whether one word of a candidate name is an occupation ("Practice Manager" is a title, not a person):
 * the stem itself or with a short ending, so a surname that merely starts like one ("Sefton") stays.
 */
export function isOccupation(word: string): boolean {
  const folded = foldText(word);
  if (SURNAMES.has(folded) || NOT_OCCUPATIONS.has(folded) || TITLE_ONLY.some((stem) => folded.startsWith(stem))) return false;
  return SINGLE.some((stem) => folded.startsWith(stem) && folded.length - stem.length <= 2) || NAME_COMPOUND.test(folded);
}
