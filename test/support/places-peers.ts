import http from 'node:http';
import type net from 'node:net';
import type { DiscoveryConfig } from '../../src/config.js';

/**
 * Loopback stand-ins for the places directories, speaking their wire formats: Google Places API (New)
 * Text Search — key header, mandatory field mask (answers hold only the masked fields), 20-per-page
 * tokens, at most 60 results, `minRating` rounded up to the next 0.5 — and Nominatim + Overpass.
 */
export const GOOGLE_KEY = 'test-google-key';

/** Discovery settings asking the Google peer at `baseUrl` (with `apiKey`; null: not configured). */
export const googleDirectory = (discovery: DiscoveryConfig, baseUrl: string, apiKey: string | null = GOOGLE_KEY): DiscoveryConfig => ({
  ...discovery,
  placesProvider: 'google',
  places: { ...discovery.places, google: { apiKey, baseUrl } },
});

export interface GooglePlaceRecord {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  googleMapsUri: string;
  addressComponents: { longText: string; shortText: string; types: string[] }[];
}

/** `count` places for a query, ratings cycling 3.0–5.0 in steps of 0.1 so thresholds are tested exactly. */
export function googleDataset(prefix: string, city: string, country: string, count: number, websites: (i: number) => string | undefined = () => undefined): GooglePlaceRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `ChIJ${prefix}${String(i).padStart(4, '0')}`,
    displayName: { text: `${prefix} ${i + 1}`, languageCode: 'en' },
    formattedAddress: `${i + 1} Main Street, ${city}`,
    internationalPhoneNumber: `+381 11 ${String(3000000 + i)}`,
    ...(websites(i) && { websiteUri: websites(i) }),
    ...(i % 10 !== 9 && { rating: Math.round((3 + ((i * 7) % 21) / 10) * 10) / 10 }),
    googleMapsUri: `https://maps.google.com/?cid=${1000 + i}`,
    addressComponents: [
      { longText: city, shortText: city, types: ['locality', 'political'] },
      { longText: country, shortText: country, types: ['country', 'political'] },
    ],
  }));
}

export interface OsmRecord {
  type: 'node' | 'way';
  id: number;
  tags: Record<string, string>;
}

/** A Text Search request body: the fields the fake reads, typed as Google documents them, and whatever else was sent. */
type TextSearchBody = { textQuery?: string; pageSize?: number; minRating?: number; pageToken?: string } & Record<string, unknown>;

export interface PlacesPeers {
  googleUrl: string;
  nominatimUrl: string;
  overpassUrl: string;
  /** Bodies and headers Google received. */
  googleRequests: { body: TextSearchBody; fieldMask: string | undefined }[];
  /** When Nominatim was asked (ms), and with which User-Agent. */
  nominatimRequests: { at: number; userAgent: string | undefined }[];
  overpassQueries: string[];
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const googleError = (res: http.ServerResponse, code: number, status: string, message: string) =>
  res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message, status } }));

function pick(place: GooglePlaceRecord, mask: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of mask) {
    if (field === 'places.*' || field === '*') return { ...place };
    const name = field.replace(/^places\./, '') as keyof GooglePlaceRecord;
    if (field.startsWith('places.') && place[name] !== undefined) out[name] = place[name];
  }
  return out;
}

export async function startPlacesPeers({
  google = {},
  cities = {},
  osm = [],
}: {
  /** textQuery (lower case) → its places, in relevance order. */
  google?: Record<string, GooglePlaceRecord[]>;
  /** Nominatim: place name (lower case) → bounding box [south, north, west, east] and country code. */
  cities?: Record<string, { bbox: [number, number, number, number]; countryCode: string }>;
  osm?: OsmRecord[];
} = {}): Promise<PlacesPeers> {
  let latency = 0;
  const googleRequests: PlacesPeers['googleRequests'] = [];
  const nominatimRequests: PlacesPeers['nominatimRequests'] = [];
  const overpassQueries: string[] = [];
  const tokens = new Map<string, { query: string; offset: number; minRating: number }>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      setTimeout(() => {
        const url = new URL(req.url ?? '/', 'http://peer');
        const raw = Buffer.concat(chunks).toString('utf8');
        if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
          const fieldMask = req.headers['x-goog-fieldmask'] as string | undefined;
          let body: TextSearchBody;
          try {
            body = JSON.parse(raw);
          } catch {
            return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
          }
          googleRequests.push({ body, fieldMask });
          if (req.headers['x-goog-api-key'] !== GOOGLE_KEY) return googleError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
          if (!fieldMask)
            return googleError(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.');
          const query = String(body.textQuery ?? '');
          const pageSize = Math.min(Number(body.pageSize ?? 20), 20);
          const requested = body.minRating === undefined ? 0 : Number(body.minRating);
          if (!(requested >= 0 && requested <= 5)) return googleError(res, 400, 'INVALID_ARGUMENT', 'minRating must be between 0.0 and 5.0.');
          const minRating = Math.ceil(requested * 2) / 2; // as documented: rounded up to the nearest 0.5
          let offset = 0;
          if (body.pageToken !== undefined) {
            const token = tokens.get(String(body.pageToken));
            if (!token || token.query !== query || token.minRating !== minRating) return googleError(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
            offset = token.offset;
          }
          const all = (google[query.toLowerCase()] ?? []).filter((p) => minRating === 0 || (p.rating ?? 0) >= minRating).slice(0, 60);
          const page = all.slice(offset, offset + pageSize);
          const mask = fieldMask.split(',').map((f) => f.trim());
          const answer: Record<string, unknown> = page.length ? { places: page.map((p) => pick(p, mask)) } : {};
          if (offset + pageSize < all.length && mask.includes('nextPageToken')) {
            const token = `tok-${tokens.size + 1}`;
            tokens.set(token, { query, offset: offset + pageSize, minRating });
            answer.nextPageToken = token;
          }
          return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        }
        if (req.method === 'GET' && url.pathname === '/nominatim/search') {
          nominatimRequests.push({ at: Date.now(), userAgent: req.headers['user-agent'] });
          if (!req.headers['user-agent'] || /^node$|undici/i.test(req.headers['user-agent']))
            return res.writeHead(403).end('Access blocked: identify your application (usage policy)');
          const city = cities[(url.searchParams.get('q') ?? '').toLowerCase()];
          const results = city ? [{ place_id: 1, display_name: url.searchParams.get('q'), boundingbox: city.bbox.map(String), address: { country_code: city.countryCode } }] : [];
          return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
        }
        if (req.method === 'POST' && url.pathname === '/overpass/api/interpreter') {
          const ql = new URLSearchParams(raw).get('data') ?? '';
          overpassQueries.push(ql);
          const tag = /nwr\["([^"]+)"="([^"]+)"\]/.exec(ql);
          const name = /nwr\["name"~"([^"]+)",i\]/.exec(ql);
          const limit = Number(/out tags (\d+);/.exec(ql)?.[1] ?? 1e9);
          const elements = osm.filter((e) => (tag ? e.tags[tag[1]] === tag[2] : name ? new RegExp(name[1], 'i').test(e.tags.name ?? '') : false)).slice(0, limit);
          return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: 0.6, generator: 'Overpass API (peer)', elements }));
        }
        res.writeHead(404).end();
      }, latency),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    googleUrl: base,
    nominatimUrl: `${base}/nominatim`,
    overpassUrl: `${base}/overpass/api/interpreter`,
    googleRequests,
    nominatimRequests,
    overpassQueries,
    setLatency: (ms) => void (latency = ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
