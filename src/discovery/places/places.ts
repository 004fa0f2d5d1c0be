/**
 * The places directory behind discovery: a provider turns the interpreted query into places. Fields
 * a directory cannot supply stay null — never guessed — and no directory supplies emails.
 */
import type { PlacesProviderName } from '../../config.js';
import { fetchJson } from '../../lib/fetch-json.js';

export interface PlacesQuery {
  businessType: string;
  place: string;
  count: number;
  minRating: number | null;
  ratingStrict: boolean;
  /** Where the prompt's place is, from the gazetteer: the directory's search is biased towards it. */
  near?: { countryCode: string; latitude: number; longitude: number } | null;
}

/** Half the side of the box (degrees) and the radius (metres) a search is biased to around the place. */
export const BIAS_DEGREES = 0.3;
export const BIAS_RADIUS_M = 30_000;

export interface Place {
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  rating: number | null;
  mapsUrl: string | null;
  source: PlacesProviderName;
  /** The provider's own id of the place. */
  sourceId: string;
  /** ISO 3166-1 alpha-2, when the directory says. */
  country: string | null;
}

export interface PlacesSearch {
  places: Place[];
  /** What the caller should know about how the query was served (a constraint not supported, …). */
  notes: string[];
}

export interface PlacesProvider {
  name: PlacesProviderName;
  search(query: PlacesQuery, signal?: AbortSignal): Promise<PlacesSearch>;
}

/** The directory failed (HTTP error, bad answer, timeout): discovery answers 502 with this message. */
export class PlacesUpstreamError extends Error {}

/** Whether a rating meets the constraint exactly ("at least 4.3", or "above 4"). */
export function meetsRating(rating: number | null, query: Pick<PlacesQuery, 'minRating' | 'ratingStrict'>): boolean {
  if (query.minRating === null) return true;
  if (rating === null) return false;
  return query.ratingStrict ? rating > query.minRating : rating >= query.minRating;
}

/** JSON from a configured directory endpoint, or PlacesUpstreamError saying what went wrong. */
export async function directoryJson(what: string, url: string, init: RequestInit & { timeoutMs: number }): Promise<unknown> {
  const answer = await fetchJson(what, url, init, (message) => new PlacesUpstreamError(message));
  if (answer.status < 200 || answer.status >= 300) throw new PlacesUpstreamError(`${what} answered HTTP ${answer.status}: ${answer.excerpt}`);
  return answer.body;
}
