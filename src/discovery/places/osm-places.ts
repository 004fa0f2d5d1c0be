import { localSpacing } from '../../lib/host-gates.js';
import { BIAS_DEGREES, definePlacesProvider, directoryJson, type Place, type PlacesCommon, type PlacesProvider, type PlacesQuery } from './places.js';

/**
 * OpenStreetMap: Nominatim resolves the place to a bounding box, Overpass lists the matching points of
 * interest inside it. OSM has no ratings (`capabilities.ratings: false`): discovery says so up front
 * and a rating constraint is never faked. Nominatim's usage policy: an identifying User-Agent and at most one request a second (kept
 * per process).
 */

/** Business words (English, Serbian Latin and Cyrillic, German; matched as word prefixes) → OSM tag. */
const TAGS: [stems: string[], key: string, value: string][] = [
  [['dentist', 'dental', 'stomatol', 'zubar', 'zubn', 'стоматол', 'зубар', 'зубн', 'zahnarzt', 'zahnärzt', 'ortodont', 'ортодонт'], 'amenity', 'dentist'],
  [['restaurant', 'restoran', 'ресторан'], 'amenity', 'restaurant'],
  [['cafe', 'café', 'coffee', 'kafić', 'kafic', 'kafan', 'кафић', 'кафан'], 'amenity', 'cafe'],
  [['pharmac', 'apotek', 'апотек', 'apotheke'], 'amenity', 'pharmacy'],
  [['vet', 'veterinar', 'ветеринар', 'tierarzt', 'tierärzt'], 'amenity', 'veterinary'],
  [['doctor', 'lekar', 'лекар', 'arzt', 'ärzt'], 'amenity', 'doctors'],
  [['lawyer', 'solicitor', 'law firm', 'advokat', 'адвокат', 'anwalt', 'anwält', 'rechtsanw'], 'office', 'lawyer'],
  [['accountant', 'bookkeep', 'knjigovođ', 'knjigovodj', 'računovođ', 'књиговођ', 'рачуновођ', 'steuerberater', 'buchhalt'], 'office', 'accountant'],
  [['hair', 'barber', 'frizer', 'фризер', 'friseur'], 'shop', 'hairdresser'],
  [['baker', 'pekar', 'пекар', 'bäcker', 'backer'], 'shop', 'bakery'],
  [['gym', 'fitness', 'teretan', 'теретан'], 'leisure', 'fitness_centre'],
  [['hotel', 'хотел'], 'tourism', 'hotel'],
  [['car repair', 'garage', 'autoservis', 'аутосервис', 'autowerkst', 'werkstatt', 'werkstätt'], 'shop', 'car_repair'],
  [['florist', 'flower', 'cvećar', 'cvecar', 'цвећар', 'blumen'], 'shop', 'florist'],
  [['physio', 'fizioterap', 'физиотерап'], 'healthcare', 'physiotherapist'],
  [['plumber', 'vodoinstalater', 'водоинсталатер', 'klempner', 'installateur'], 'craft', 'plumber'],
  [['electrician', 'električar', 'elektricar', 'електричар', 'elektriker'], 'craft', 'electrician'],
];

export function osmTagFor(businessType: string): [key: string, value: string] | null {
  const text = businessType.toLowerCase();
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  for (const [stems, key, value] of TAGS) {
    if (stems.some((stem) => (stem.includes(' ') ? text.includes(stem) : words.some((w) => w.startsWith(stem))))) return [key, value];
  }
  return null;
}

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  tags?: Record<string, string>;
}

function address(tags: Record<string, string>): string | null {
  const street = [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ');
  const city = [tags['addr:postcode'], tags['addr:city']].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ') || null;
}

/** Nominatim's search for the place, narrowed to its country and biased to the gazetteer's box around it. */
function nominatimSearch(nominatimUrl: string, query: PlacesQuery): URL {
  const search = new URL(`${nominatimUrl.replace(/\/+$/, '')}/search`);
  const params = new URLSearchParams({ q: query.place, format: 'jsonv2', limit: '1', addressdetails: '1' });
  if (query.near) {
    const { latitude: lat, longitude: lon, countryCode } = query.near;
    params.set('countrycodes', countryCode.toLowerCase());
    params.set('viewbox', [lon - BIAS_DEGREES, lat + BIAS_DEGREES, lon + BIAS_DEGREES, lat - BIAS_DEGREES].map((v) => v.toFixed(4)).join(','));
  }
  search.search = params.toString();
  return search;
}

/** Nominatim's usage policy: at most one request a second. */
const NOMINATIM_SPACING_MS = 1_000;

/**
 * OpenStreetMap as a places directory. Nominatim's policy is at most one request a second: the
 * provider's requests wait their turn, across the worker fleet when `spacing` is the cluster's, else in
 * this process (a process builds one provider at start-up and shares it).
 */
export function osmPlaces({
  nominatimUrl,
  overpassUrl,
  userAgent,
  timeoutMs,
  spacing,
}: {
  nominatimUrl: string;
  overpassUrl: string;
  userAgent: string;
  timeoutMs: number;
  spacing?: PlacesCommon['spacing'];
}): PlacesProvider {
  const nominatimTurn = spacing ? spacing('nominatim', NOMINATIM_SPACING_MS) : localSpacing(NOMINATIM_SPACING_MS);
  return {
    async search(query, signal) {
      const notes: string[] = [];
      await nominatimTurn();
      const search = nominatimSearch(nominatimUrl, query);
      const found = (await directoryJson('Nominatim', search.href, { headers: { 'user-agent': userAgent, accept: 'application/json' }, signal, timeoutMs })) as {
        boundingbox?: string[];
        address?: { country_code?: string };
      }[];
      const area = Array.isArray(found) ? found[0] : undefined;
      if (!area?.boundingbox || area.boundingbox.length !== 4) return { places: [], notes: [...notes, `OpenStreetMap does not know the place "${query.place}"`] };
      const [south, north, west, east] = area.boundingbox.map(Number) as [number, number, number, number];
      const tag = osmTagFor(query.businessType);
      const filter = tag ? `[${quote(tag[0])}=${quote(tag[1])}]` : `["name"~${quote(query.businessType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))},i]`;
      if (!tag) notes.push(`No OpenStreetMap category is known for "${query.businessType}": matched by name instead`);
      const ql = `[out:json][timeout:25];nwr${filter}["name"](${south},${west},${north},${east});out tags ${query.count};`;
      const data = (await directoryJson('Overpass', overpassUrl, {
        method: 'POST',
        headers: { 'user-agent': userAgent, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: ql }).toString(),
        signal,
        timeoutMs,
      })) as { elements?: OsmElement[] };
      const country = area.address?.country_code?.toUpperCase() ?? null;
      const places = (data.elements ?? [])
        .filter((e) => e.tags?.name)
        .slice(0, query.count)
        .map((e): Place => {
          const tags = e.tags!;
          return {
            name: tags.name,
            address: address(tags),
            phone: tags.phone ?? tags['contact:phone'] ?? null,
            website: tags.website ?? tags['contact:website'] ?? null,
            rating: null,
            mapsUrl: `https://www.openstreetmap.org/${e.type}/${e.id}`,
            source: 'osm',
            sourceId: `${e.type}/${e.id}`,
            country: tags['addr:country']?.toUpperCase() ?? country,
          };
        });
      return { places, notes };
    },
  };
}

export const OSM_PLACES = definePlacesProvider({
  name: 'osm',
  title: 'OpenStreetMap',
  capabilities: { ratings: false },
  settings: {
    nominatimUrl: { env: 'NOMINATIM_URL', kind: 'url', default: 'https://nominatim.openstreetmap.org' },
    overpassUrl: { env: 'OVERPASS_URL', kind: 'url', default: 'https://overpass-api.de/api/interpreter' },
  },
  create: ({ nominatimUrl, overpassUrl }, { userAgent, timeoutMs, spacing }) => osmPlaces({ nominatimUrl, overpassUrl, userAgent, timeoutMs, spacing }),
});
