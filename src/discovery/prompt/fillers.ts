import { editDistance } from './gazetteer.js';

/**
 * Words around the business type that are not part of it: requests ("could you pull up", "treba mi",
 * "kannst du mir bitte"), politeness, vague amounts ("some", "nekoliko", "einige"), generic praise
 * ("best", "top", "local") and leftovers of the other phrases ("with", "sa", "mit"). Folded, per
 * language, stripped only at the edges of the type, so "fish and chip shops" and "rent a car agencije" keep
 * their inner words.
 */
const ENGLISH = `could can would will you u please pls plz kindly pull up find fetch get give show list search look looking lookup for me us i i'm im i'd id
like want need needs needed a an the some any all of hey hi hello what whats what's where which who are is there it possible to best top good great
local highly nice after have got do know recommend suggest provide send grab compile list lists me. thanks thank thx cheers asap just also
that with near nearby rated ones them max minimum min only please. around about several few more be able help tell where's in on at by
many how them: okay ok so located based situated operating within miles mile km of best-rated top-rated highly-rated well-rated highest-rated
well reviewed well-reviewed`;
const SERBIAN = `pronadi pronades nadi nades mi nam treba trebaju trebalo bi molim te vas moze mozes mozete li da daj dajte
spisak spiska lista listu lis od trazim trazimo posaljite posalji izlistaj prikazi prikazite pokazi najboljih najbolje najbolji najbolja dobrih dobre dobri
hocu zelim pronaci naci koji koje su ima imaju sa i nekoliko hvala neke neki nekih listu molimo potrebni potrebne potrebno zanima zanimaju me sve kakve
koje gde ima li. najbolje-ocenjenih kilometara km`;
const GERMAN = `ich suche such suchen mir mal raus bitte finde finden zeig zeige zeigt gib gebt geben brauche brauchte brauchen eine einen ein liste mit hallo hey hi
danke welche welcher gibt es kannst du konntest konnen sie die der das den besten beste guten gute top einige paar so raussuchen heraussuchen auflisten
nennen nenn wir uns listе alle gern gerne bitte. und auch gute.`;
const WORDS = new Set([ENGLISH, SERBIAN, GERMAN].flatMap((list) => list.split(/\s+/)).filter(Boolean));
/** Request words people mistype ("fnid", "lsit", "Thansk"): matched within one edit. */
const MISTYPED = ['find', 'list', 'please', 'thanks', 'could', 'would', 'fetch', 'looking', 'search', 'possible', 'pronadi', 'bitte', 'finde', 'suche'];
/** Nouns that name no kind of business: "20 places in Leeds" asks for nothing in particular. */
const GENERIC = new Set([
  'places',
  'place',
  'businesses',
  'business',
  'results',
  'result',
  'spots',
  'ones',
  'komada',
  'komad',
  'mesta',
  'mesto',
  'lokala',
  'rezultata',
  'firmi',
  'firme',
  'ergebnisse',
  'orte',
  'stuck',
  'eintrage',
  'adressen',
  'things',
  'shops',
  'stores',
  'companies',
  'radnji',
]);

export function isFiller(folded: string): boolean {
  if (WORDS.has(folded)) return true;
  return folded.length >= 3 && MISTYPED.some((w) => editDistance(folded, w, 1) <= 1);
}

/** Whether the words name no kind of business at all. */
export function isGeneric(folded: string[]): boolean {
  return folded.length > 0 && folded.every((w) => GENERIC.has(w) || WORDS.has(w));
}
