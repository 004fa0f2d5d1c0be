import { GOOGLE_PLACES } from './google-places.js';
import { OSM_PLACES } from './osm-places.js';
import type { PlacesCommon, PlacesProvider, PlacesProviderDefinition, SettingValues } from './places.js';

/**
 * Every places directory discovery can ask. config.ts reads their settings, PLACES_PROVIDER chooses one
 * (by default the first whose required settings are set), the OpenAPI document lists their names as a
 * place's `source`, and discovery reads what they can do. A third directory: one file and one entry here.
 */
export const PLACES_PROVIDERS = [GOOGLE_PLACES, OSM_PLACES] as const;

type Definition = (typeof PLACES_PROVIDERS)[number];
export type PlacesProviderName = Definition['name'];
export const PLACES_PROVIDER_NAMES = PLACES_PROVIDERS.map((d) => d.name);
/** Each directory's settings, as config.ts read them. */
export type PlacesSettingsConfig = { [D in Definition as D['name']]: SettingValues<D['settings']> };

/** What discovery's configuration says of the directory. */
export interface PlacesConfig {
  placesProvider: PlacesProviderName;
  /** Why this one, for the start-up log: PLACES_PROVIDER, or the default rule. */
  placesProviderChosenBy: string;
  places: PlacesSettingsConfig;
  /** Per request to a directory. */
  timeoutMs: number;
}

const definitionOf = (name: PlacesProviderName): PlacesProviderDefinition => PLACES_PROVIDERS.find((d) => d.name === name)!;
const valuesOf = (places: PlacesSettingsConfig, name: PlacesProviderName) => places[name] as Record<string, string | null>;

/** The variables of a directory's required settings (those without a default) that are not set. */
function missingSettings(definition: PlacesProviderDefinition, values: Record<string, string | null>): string[] {
  return Object.entries(definition.settings)
    .filter(([key, setting]) => setting.default === undefined && !values[key])
    .map(([, setting]) => setting.env);
}

/** PLACES_PROVIDER when given, else the first directory whose required settings are all set; and why. */
export function choosePlacesProvider(explicit: PlacesProviderName | null, places: PlacesSettingsConfig): Pick<PlacesConfig, 'placesProvider' | 'placesProviderChosenBy'> {
  if (explicit) return { placesProvider: explicit, placesProviderChosenBy: 'PLACES_PROVIDER' };
  const index = PLACES_PROVIDERS.findIndex((d) => !missingSettings(d, valuesOf(places, d.name)).length);
  const chosen = PLACES_PROVIDERS[index]; // the last one needs no setting
  const required = Object.values(chosen.settings as Record<string, { env: string; default?: string }>)
    .filter((s) => s.default === undefined)
    .map((s) => s.env);
  const skipped = PLACES_PROVIDERS.slice(0, index).flatMap((d) => missingSettings(d, valuesOf(places, d.name)));
  const why = skipped.length ? `no ${skipped.join(', ')}` : required.length ? `${required.join(', ')} ${required.length > 1 ? 'are' : 'is'} set` : 'first listed';
  return { placesProvider: chosen.name, placesProviderChosenBy: `default: ${why}` };
}

/** The chosen directory's declaration: its name, title and capabilities. */
export const placesDefinition = (config: Pick<PlacesConfig, 'placesProvider'>): PlacesProviderDefinition => definitionOf(config.placesProvider);

/** The sentence a 503 answers with when the chosen directory lacks a setting; null when it can be asked. */
export function placesNotConfigured(config: Pick<PlacesConfig, 'placesProvider' | 'places'>): string | null {
  const missing = missingSettings(placesDefinition(config), valuesOf(config.places, config.placesProvider));
  if (!missing.length) return null;
  const ready = PLACES_PROVIDERS.filter((d) => !missingSettings(d, valuesOf(config.places, d.name)).length).map((d) => `PLACES_PROVIDER=${d.name}`);
  return `Local-lead discovery is not configured on this server; the operator must set ${missing.join(' and ')}${ready.length ? ` (or ${ready.join(' or ')})` : ''}`;
}

/**
 * The process's one client of the chosen directory, which keeps the directory's request spacing
 * (Nominatim: one a second); null when it is not configured (placesNotConfigured says why).
 */
export function createPlacesProvider(config: PlacesConfig, userAgent: string, spacing?: PlacesCommon['spacing']): PlacesProvider | null {
  if (placesNotConfigured(config)) return null;
  const definition = placesDefinition(config);
  return definition.create(valuesOf(config.places, config.placesProvider) as Record<string, string>, { userAgent, timeoutMs: config.timeoutMs, spacing });
}

/** The start-up log's sentence on which directory discovery asks, and why. */
export function describePlacesProvider(config: Pick<PlacesConfig, 'placesProvider' | 'placesProviderChosenBy'>): string {
  const definition = placesDefinition(config);
  return `discovery asks ${definition.title}${definition.capabilities.ratings ? '' : ', without ratings'} (${config.placesProviderChosenBy})`;
}
