import type { DiscoveryConfig } from '../../config.js';
import { googlePlaces } from './google-places.js';
import { osmPlaces } from './osm-places.js';
import type { PlacesProvider } from './places.js';

/** The configured places directory, or the sentence a 503 answers with when it cannot be used. */
export function placesProvider(config: DiscoveryConfig, userAgent: string): PlacesProvider | { notConfigured: string } {
  if (config.placesProvider === 'osm') {
    return osmPlaces({ nominatimUrl: config.nominatimUrl, overpassUrl: config.overpassUrl, userAgent, timeoutMs: config.timeoutMs });
  }
  if (!config.googleApiKey) {
    return { notConfigured: 'Local-lead discovery is not configured on this server; the operator must set GOOGLE_PLACES_API_KEY (or PLACES_PROVIDER=osm)' };
  }
  return googlePlaces({ apiKey: config.googleApiKey, baseUrl: config.googleBaseUrl, timeoutMs: config.timeoutMs });
}

/** The start-up log's sentence on which directory discovery asks, and why. */
export function describePlacesProvider(config: DiscoveryConfig, env: NodeJS.ProcessEnv = process.env): string {
  const why = env.PLACES_PROVIDER?.trim() ? 'PLACES_PROVIDER' : config.googleApiKey ? 'default: GOOGLE_PLACES_API_KEY is set' : 'default: no GOOGLE_PLACES_API_KEY';
  return `discovery asks ${config.placesProvider === 'osm' ? 'OpenStreetMap (Nominatim + Overpass; no ratings)' : 'Google Places'} (${why})`;
}
