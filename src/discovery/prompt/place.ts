import { fold } from './fold.js';
import { nameKey, nearestPlaceName, placesNamed, type GazetteerPlace } from './gazetteer.js';
import type { Language } from './numerals.js';
import { nominativeGuesses } from './serbian-cases.js';
import type { Token } from './tokens.js';
import { isFiller } from './fillers.js';

/**
 * The place phrase, found by gazetteer lookup rather than capital letters: after a preposition ("in",
 * "near", "close to", "u", "kod", "blizu", "u okolini", "bei", "in der Nähe von", "rund um", "im Raum"),
 * Serbian declined forms turned back into the nominative by rules checked against the gazetteer; without
 * one, a known town at the edge of a phrase ("plumbers manchester", "Exeter: 12 bike shops"). A district
 * qualified by its city is kept ("Camden, London"); a country after the place only narrows it down.
 */
export interface ResolvedPlace {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface PlaceReading {
  /** As written, in the nominative: "Novi Sad", "Ваљево", "Camden, London". */
  place: string;
  resolved: ResolvedPlace | null;
}

const PREPOSITIONS = [
  'in der nahe von',
  'in der umgebung von',
  'im umkreis von',
  'im grossraum',
  'in der region',
  'in and around',
  'in the area of',
  'close to',
  'nahe von',
  'rund um',
  'im raum',
  'in und um',
  'u okolini',
  'u blizini',
  'у околини',
  'in',
  'near',
  'around',
  'within',
  'at',
  'nearby',
  'u',
  'na',
  'kod',
  'blizu',
  'oko',
  'okolina',
  'bei',
  'nahe',
  'um',
  'im',
  'aus',
  'from',
  'iz',
].map((p) => p.split(' '));
/** Prepositions that introduce a town, after which a name the gazetteer lacks is still taken as one ("im", "um" take any noun). */
const TOWN_PREPOSITIONS = new Set(['in', 'near', 'around', 'close to', 'u', 'kod', 'blizu', 'u okolini', 'bei', 'nahe', 'in der nahe von', 'rund um']);
/** Prepositions after which Serbian puts the place in a case other than the nominative. */
const SERBIAN_CASE = new Set(['u', 'na', 'kod', 'blizu', 'oko', 'okolini', 'blizini', 'iz']);
const COUNTRIES: Record<string, string> = {
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  ireland: 'IE',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  america: 'US',
  serbia: 'RS',
  srbija: 'RS',
  srbiji: 'RS',
  serbien: 'RS',
  germany: 'DE',
  deutschland: 'DE',
  nemacka: 'DE',
  nemackoj: 'DE',
  njemacka: 'DE',
  austria: 'AT',
  osterreich: 'AT',
  austrija: 'AT',
  austriji: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  svajcarska: 'CH',
  svajcarskoj: 'CH',
  croatia: 'HR',
  hrvatska: 'HR',
  hrvatskoj: 'HR',
  kroatien: 'HR',
  bosnia: 'BA',
  bih: 'BA',
  montenegro: 'ME',
  'crna gora': 'ME',
  'crnoj gori': 'ME',
  france: 'FR',
  frankreich: 'FR',
  spain: 'ES',
  spanien: 'ES',
  italy: 'IT',
  italien: 'IT',
  netherlands: 'NL',
  portugal: 'PT',
  poland: 'PL',
  hungary: 'HU',
  'czech republic': 'CZ',
  czechia: 'CZ',
};
/**
 * When a name is shared, the place the writer most likely means: population weighted by the countries
 * of the prompt's language (Požega in Serbia for a Serbian prompt, Waterford in Ireland for an English one).
 */
const HOME: Record<Language, Record<string, number>> = { sr: { RS: 10_000, BA: 1000, ME: 1000, HR: 100 }, de: { DE: 1000, AT: 1000, CH: 1000 }, en: { GB: 6, IE: 6, US: 2 } };
/** A town found without a preposition must be at least this big: small ones share names with common words. */
const BARE_POPULATION = 5000;
/** A town that shares its name with a request word ("Nice", "List") is read as one from this size. */
const MIN_NAMED_POPULATION = 1000;
/** A city that qualifies a district ("Camden, London") is at least this big. */
const QUALIFIER_POPULATION = 50_000;
/** Tokens in the longest name read ("Bad Sankt Leonhard im Lavanttal", "St. Martin am Tennengebirge"). */
const MAX_WORDS = 8;

/**
 * A place whose own name is the one written outweighs one that merely has it among its alternate names
 * this many times ("Loznica" is Loznica in Serbia before Loznitsa in Bulgaria, also written "Loznica";
 * "Nis" is Niš before Nice, "Nis" in Serbian).
 */
const OWN_NAME = 10;

/**
 * The place of that name the writer most likely means; in `country` when the prompt names one; with
 * `ownName`, only a town of 1000 or more whose own name it is (for a word that is also a request word).
 */
function pick(written: string, language: Language, country?: string, ownName = false): GazetteerPlace | null {
  const key = nameKey(written);
  const candidates = placesNamed(written).filter((c) => (!country || c.countryCode === country) && (!ownName || (c.population >= MIN_NAMED_POPULATION && nameKey(c.name) === key)));
  // A seat GeoNames gives no population still counts as a town of a thousand.
  const weight = (c: GazetteerPlace) => (c.population || (c.seat ? 1000 : 1)) * (HOME[language][c.countryCode] ?? 1) * (nameKey(c.name) === key ? OWN_NAME : 1);
  return candidates.reduce<GazetteerPlace | null>((best, c) => (!best || weight(c) > weight(best) ? c : best), null);
}

const toResolved = (p: GazetteerPlace): ResolvedPlace => ({ name: p.name, countryCode: p.countryCode, latitude: p.latitude, longitude: p.longitude });

/** Title case for a name written all lower or all upper case ("IN DERBY" → "Derby"). */
function tidy(written: string): string {
  if (written !== written.toLowerCase() && written !== written.toUpperCase()) return written;
  return written.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function raw(text: string, tokens: Token[], first: number, last: number): string {
  return text.slice(tokens[first].start, tokens[last].end);
}

/** Words of the span, each with its nominative guesses when Serbian declension applies. */
function spellings(text: string, tokens: Token[], first: number, last: number, decline: boolean): string[] {
  const written = raw(text, tokens, first, last);
  if (!decline) return [written];
  const words = written.split(/(\s+|-)/);
  let options = [''];
  for (const part of words) {
    const guesses = /^\p{L}/u.test(part) ? nominativeGuesses(part) : [part];
    options = options.flatMap((o) => guesses.map((g) => o + g)).slice(0, 200);
  }
  return options;
}

/** A quoted place ("in 'Leeds'", "in „München“", "in ‘Allān") is read without its opening quote. */
const OPENING_QUOTES = new Set(["'", '‘', '’', '`', '"', '“', '„', '«', '‚']);
/** Words, and the dots, apostrophes, brackets, slashes and dashes of "St. Gallen", "Halle (Saale)", "Reichenbach/Vogtland". */
const PLACE_PUNCTUATION = new Set(['.', "'", '’', '‘', '`', '(', ')', '[', ']', '/', '-', '–']);
function isPlaceToken(t: Token | undefined): boolean {
  return !!t && !t.used && (t.kind === 'word' || PLACE_PUNCTUATION.has(t.raw));
}

/**
 * "near me", "in us", "find list": a request word alone is no place, whatever town shares its name,
 * unless it is written as a name is, with a capital in a prompt that is not all capitals, and a town of
 * 1000 or more has it as its own name ("dentists in Nice", "Zahnärzte in List", "in Best"; not
 * "Dentists Near Me", nor "plumbers near Me", Me in Vietnam being a seat of no stated population).
 */
function writtenAsName(t: Token, tokens: Token[]): boolean {
  return /^\p{Lu}\p{Ll}/u.test(t.raw) && tokens.some((w) => w.kind === 'word' && /^\p{Ll}/u.test(w.raw));
}

interface Match {
  first: number;
  last: number;
  place: string;
  found: GazetteerPlace;
}

/** The longest span from `first` that names a known place. */
/** Sections of towns that GeoNames gives no population ("Zentrum") are not read as places; seats are. */
function spanAt(text: string, tokens: Token[], first: number, language: Language, decline: boolean, minPopulation = 1): Match | null {
  let end = first;
  while (end - first < MAX_WORDS && isPlaceToken(tokens[end])) end++;
  if (tokens[first]?.kind !== 'word') return null;
  for (let last = end - 1; last >= first; last--) {
    // A name ends in a word, a bracket or a dot ("Halle (Saale)", "Rühme - Lincolnsdlg.").
    if (tokens[last].kind !== 'word' && !/^[).\]]$/.test(tokens[last].raw)) continue;
    const requestWord = last === first && isFiller(tokens[first].fold);
    if (requestWord && !writtenAsName(tokens[first], tokens)) continue;
    for (const spelling of spellings(text, tokens, first, last, decline)) {
      const found = pick(spelling, language, undefined, requestWord);
      if (found && (found.population >= minPopulation || found.seat)) return { first, last, place: tidy(spelling), found };
    }
  }
  return null;
}

/** ", London" (a city: district qualifier) or ", Serbia" (a country) after the place. */
function qualifier(text: string, tokens: Token[], after: number, language: Language): { last: number; country?: string; city?: Match } | null {
  if (tokens[after]?.raw !== ',' || !isPlaceToken(tokens[after + 1])) return null;
  let end = after + 1;
  while (end - after <= 3 && isPlaceToken(tokens[end])) end++;
  for (let last = end - 1; last > after; last--) {
    const country = COUNTRIES[fold(raw(text, tokens, after + 1, last))];
    if (country) return { last, country };
  }
  const city = spanAt(text, tokens, after + 1, language, false, QUALIFIER_POPULATION);
  return city ? { last: city.last, city } : null;
}

const distanceKm = (a: GazetteerPlace, b: GazetteerPlace) =>
  Math.hypot((a.latitude - b.latitude) * 111, (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180));

/** Completes a match with its qualifier, marks the tokens used. */
function settle(text: string, tokens: Token[], match: Match | null, from: number, language: Language): PlaceReading | null {
  // An unknown district before a known city ("Shoreditch, London") still reads as that city.
  let districtEnd = from;
  while (!match && districtEnd - from < MAX_WORDS && isPlaceToken(tokens[districtEnd])) districtEnd++;
  const q = qualifier(text, tokens, match ? match.last + 1 : districtEnd, language);
  if (!match) {
    if (!q?.city || districtEnd === from) return null;
    for (let k = from; k <= q.last; k++) tokens[k].used = true;
    return { place: `${tidy(raw(text, tokens, from, districtEnd - 1))}, ${q.city.place}`, resolved: toResolved(q.city.found) };
  }
  let found = match.found;
  let place = match.place;
  let last = match.last;
  if (q?.country) {
    found = pick(match.place, language, q.country) ?? found;
    last = q.last;
  } else if (q?.city) {
    const near = placesNamed(match.place)
      .filter((c) => distanceKm(c, q.city!.found) < 40)
      .sort((a, b) => distanceKm(a, q.city!.found) - distanceKm(b, q.city!.found))[0];
    found = near ?? q.city.found;
    place = `${place}, ${q.city.place}`;
    last = q.last;
  }
  for (let k = match.first; k <= last; k++) tokens[k].used = true;
  return { place, resolved: toResolved(found) };
}

/** Of two readings, the one of more words ("in the City of London": "City of London", not "The City"). */
function longer(a: Match | null, b: Match | null): Match | null {
  if (!a || !b) return a ?? b;
  return b.last - b.first > a.last - a.first ? b : a;
}

function prepositionAt(tokens: Token[], i: number): number {
  for (const words of PREPOSITIONS) {
    if (words.every((w, k) => tokens[i + k] && !tokens[i + k].used && tokens[i + k].fold === fold(w))) return words.length;
  }
  return 0;
}

export interface PlaceSearch {
  reading: PlaceReading | null;
  /** A capitalised name after a preposition that the gazetteer does not know, and the nearest it does. */
  unknown?: { written: string; suggestion: string | null };
}

interface Unknown {
  /** The preposition's first token. */
  start: number;
  last: number;
  written: string;
  /** Its nominative guess. */
  place: string;
  suggestion: string | null;
}

/**
 * The countries a prompt points to, likeliest first: those it names ("…, Serbia", "u Srbiji", "in
 * Österreich"), then those of its language (Serbia, then its neighbours, for a Serbian prompt).
 */
function countriesPointedTo(tokens: Token[], language: Language): string[] {
  const named: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const words = tokens.slice(i, i + n);
      if (words.length < n || words.some((t) => t.kind !== 'word')) continue;
      const code = COUNTRIES[words.map((t) => t.fold).join(' ')];
      // "us" is far more often the pronoun than the country.
      if (code && !(n === 1 && words[0].fold === 'us' && words[0].raw !== 'US')) named.push(code);
    }
  }
  const home = Object.entries(HOME[language])
    .sort((a, b) => b[1] - a[1])
    .map(([code]) => code);
  return [...new Set([...named, ...home])];
}

/** Spellings of a misspelt name compared with known places: as written, and its likeliest nominatives. */
const SUGGESTION_SPELLINGS = 4;

/** Capitalised words after a preposition ("in Birmingam", "u Loznici"), with the nearest known name. */
function unknownAfter(text: string, tokens: Token[], start: number, from: number, decline: boolean, language: Language): Unknown | undefined {
  const lettercase = (t: Token | undefined) => !!t && isPlaceToken(t) && t.kind === 'word' && /^\p{Lu}\p{Ll}/u.test(t.raw) && !isFiller(t.fold);
  if (!lettercase(tokens[from])) return undefined;
  let last = from;
  while (last - from < 2 && lettercase(tokens[last + 1])) last++;
  const written = raw(text, tokens, from, last);
  const guesses = spellings(text, tokens, from, last, decline);
  const suggestion = nearestPlaceName([written, ...guesses.slice(0, SUGGESTION_SPELLINGS - 1)], countriesPointedTo(tokens, language));
  return { start, last, written, place: guesses[0], suggestion };
}

/** Reads the place and marks its tokens used. */
export function readPlace(text: string, tokens: Token[], language: Language): PlaceSearch {
  let unknown: Unknown | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const length = prepositionAt(tokens, i);
    if (!length) continue;
    const from = i + length + (OPENING_QUOTES.has(tokens[i + length]?.raw ?? '') ? 1 : 0);
    const decline = SERBIAN_CASE.has(tokens[i + length - 1].fold) && (language === 'sr' || /^\p{Lu}/u.test(tokens[from]?.raw ?? ''));
    const direct = spanAt(text, tokens, from, language, decline);
    const afterArticle = isFiller(tokens[from]?.fold ?? '') ? spanAt(text, tokens, from + 1, language, decline) : null;
    const reading = settle(text, tokens, longer(direct, afterArticle), from, language);
    if (reading) {
      for (let k = i; k < from; k++) tokens[k].used = true;
      return { reading };
    }
    if (
      TOWN_PREPOSITIONS.has(
        tokens
          .slice(i, i + length)
          .map((t) => t.fold)
          .join(' '),
      )
    )
      unknown ??= unknownAfter(text, tokens, i, from, decline, language);
  }
  // No preposition: a known town in a run of words, the later the likelier ("plumbers manchester 4.5+").
  const runs: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isPlaceToken(tokens[i]) || tokens[i].kind !== 'word') continue;
    let j = i;
    while (isPlaceToken(tokens[j + 1])) j++;
    runs.push([i, j]);
    i = j;
  }
  for (const [first, last] of runs.reverse()) {
    for (let start = last; start >= first; start--) {
      if (isFiller(tokens[start].fold)) continue;
      const match = spanAt(text, tokens, start, language, false, BARE_POPULATION);
      if (match) return { reading: settle(text, tokens, match, start, language) };
    }
  }
  // A name after a preposition that the gazetteer lacks, and that is no near miss of one it has, is
  // searched as written (GeoNames lists no town of 1000 or more as Babušnica).
  if (!unknown) return { reading: null };
  for (let k = unknown.start; k <= unknown.last; k++) tokens[k].used = true;
  if (!unknown.suggestion) return { reading: { place: unknown.place, resolved: null } };
  return { reading: null, unknown: { written: unknown.written, suggestion: unknown.suggestion } };
}
