/**
 * The places directory behind discovery: a provider turns the interpreted query into places. Fields
 * a directory cannot supply stay null — never guessed — and no directory supplies emails.
 */
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
  /** The provider's name (src/discovery/places/registry.ts). */
  source: string;
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
  search(query: PlacesQuery, signal?: AbortSignal): Promise<PlacesSearch>;
}

/** One environment variable of a provider; config.ts reads and checks it. Without a default it is required. */
export interface PlacesSetting {
  env: string;
  kind: 'url' | 'secret';
  default?: string;
}

export type PlacesSettings = Record<string, PlacesSetting>;
/** The values config.ts read for a provider's settings: null for a required one that is not set. */
export type SettingValues<S extends PlacesSettings> = { [K in keyof S]: S[K] extends { default: string } ? string : string | null };

/**
 * A places directory as the rest of the service knows it: its settings, what it can do and how it is
 * created. Adding a directory is one such file, listed in registry.ts.
 */
export interface PlacesProviderDefinition<N extends string = string, S extends PlacesSettings = PlacesSettings> {
  name: N;
  /** In the start-up log: "discovery asks <title>". */
  title: string;
  /** Whether places carry ratings, so a rating constraint can be applied. */
  capabilities: { ratings: boolean };
  settings: S;
  /** Called once per process with settings that are all set (null only where a setting is optional). */
  create(settings: { [K in keyof S]: string }, common: PlacesCommon): PlacesProvider;
}

/** What every provider is created with: spacing(name, delayMs) spaces a directory's requests (across the worker fleet where the caller gives one). */
export interface PlacesCommon {
  userAgent: string;
  timeoutMs: number;
  spacing?: (name: string, delayMs: number) => () => Promise<void>;
}

/** Declares a provider, keeping the exact types of its name and settings. */
export const definePlacesProvider = <const N extends string, const S extends PlacesSettings>(definition: PlacesProviderDefinition<N, S>) => definition;

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
