import { BIAS_RADIUS_M, definePlacesProvider, directoryJson, meetsRating, PlacesUpstreamError, type Place, type PlacesProvider } from './places.js';

/** The fields we read, and nothing more: Google bills Text Search by the field mask. */
export const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.internationalPhoneNumber',
  'places.websiteUri',
  'places.rating',
  'places.googleMapsUri',
  'places.addressComponents',
  'nextPageToken',
].join(',');
const PAGE_SIZE = 20;
/** Text Search (New) never returns more than 60 places for one query. */
const MAX_RESULTS = 60;

interface GooglePlace {
  id: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  googleMapsUri?: string;
  addressComponents?: { shortText?: string; types?: string[] }[];
}

function toPlace(p: GooglePlace): Place {
  return {
    name: p.displayName?.text ?? '',
    address: p.formattedAddress ?? null,
    phone: p.internationalPhoneNumber ?? null,
    website: p.websiteUri ?? null,
    rating: typeof p.rating === 'number' ? p.rating : null,
    mapsUrl: p.googleMapsUri ?? null,
    source: 'google',
    sourceId: p.id,
    country: p.addressComponents?.find((c) => c.types?.includes('country'))?.shortText ?? null,
  };
}

/**
 * Google Places API (New) Text Search: `POST /v1/places:searchText` with the key in X-Goog-Api-Key and
 * a minimal field mask, 20 a page until the count is met or 60 are seen. Google rounds `minRating` up to
 * the next 0.5 (4.3 would drop a 4.4), so we send the threshold rounded down to 0.5 and filter exactly.
 * When the gazetteer placed the prompt's place, the search is biased to a circle around it.
 */
export function googlePlaces({ apiKey, baseUrl, timeoutMs }: { apiKey: string; baseUrl: string; timeoutMs: number }): PlacesProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/places:searchText`;
  return {
    async search(query, signal) {
      const places: Place[] = [];
      let seen = 0;
      let pageToken: string | undefined;
      const body = {
        textQuery: `${query.businessType} in ${query.place}`,
        pageSize: PAGE_SIZE,
        ...(query.minRating !== null && { minRating: Math.floor(query.minRating * 2) / 2 }),
        // A bias, not a restriction: "Camden, London" must not find Camden, New Jersey first.
        ...(query.near && { locationBias: { circle: { center: { latitude: query.near.latitude, longitude: query.near.longitude }, radius: BIAS_RADIUS_M } } }),
      };
      do {
        const page = (await directoryJson('Google Places', url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': FIELD_MASK },
          body: JSON.stringify({ ...body, ...(pageToken && { pageToken }) }),
          signal,
          timeoutMs,
        })) as { places?: GooglePlace[]; nextPageToken?: string };
        if (page === null || typeof page !== 'object') throw new PlacesUpstreamError('Google Places answered an unexpected body');
        for (const found of page.places ?? []) {
          seen++;
          const place = toPlace(found);
          if (place.name && meetsRating(place.rating, query) && places.length < query.count) places.push(place);
        }
        pageToken = page.nextPageToken;
      } while (pageToken && places.length < query.count && seen < MAX_RESULTS);
      return { places, notes: [] };
    },
  };
}

export const GOOGLE_PLACES = definePlacesProvider({
  name: 'google',
  title: 'Google Places',
  capabilities: { ratings: true },
  settings: {
    apiKey: { env: 'GOOGLE_PLACES_API_KEY', kind: 'secret' },
    baseUrl: { env: 'GOOGLE_PLACES_BASE_URL', kind: 'url', default: 'https://places.googleapis.com' },
  },
  create: ({ apiKey, baseUrl }, { timeoutMs }) => googlePlaces({ apiKey, baseUrl, timeoutMs }),
});
