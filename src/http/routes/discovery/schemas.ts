import { PLACES_PROVIDER_NAMES } from '../../../discovery/places/registry.js';
import { MAX_ROW_ID } from '../../../lib/lead-fields.js';
import { callbackUrl } from '../common.schemas.js';

/** POST /api/v1/local-leads: which of tableId/newTableName is needed depends on mode, checked by the service. */
export const discoveryBody = {
  type: 'object',
  properties: {
    prompt: { type: 'string', minLength: 1, maxLength: 500, description: 'What to find and where, e.g. "20 dentists in Belgrade rated 4.5+" (English, Serbian, German)' },
    mode: { type: 'string', enum: ['search'], description: '"search" previews without changing any table; leave out to import' },
    tableId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, description: 'Import into this existing table' },
    newTableName: { type: 'string', maxLength: 200, description: 'Import into a new table of this name (1–80 characters)' },
    callbackUrl,
  },
  required: ['prompt'],
  additionalProperties: false,
} as const;

const place = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    address: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    website: { type: ['string', 'null'] },
    rating: { type: ['number', 'null'] },
    mapsUrl: { type: ['string', 'null'] },
    source: { type: 'string', enum: PLACES_PROVIDER_NAMES, description: 'The places directory it came from (PLACES_PROVIDER)' },
    sourceId: { type: 'string' },
    country: { type: ['string', 'null'] },
    email: { type: ['string', 'null'], description: 'The best address the website publishes; null when it publishes none' },
    websiteResearch: { type: 'object', description: 'What the website states, with evidence (see the README: website research)' },
    registryResearch: { type: 'object', description: 'Companies House (GB) or APR (RS) facts for a number the website states' },
    lead: { type: 'object', properties: { status: { type: 'string', enum: ['imported', 'duplicate', 'skipped'] }, reason: { type: 'string' } }, required: ['status'] },
  },
  required: ['name', 'address', 'phone', 'website', 'rating', 'mapsUrl', 'source', 'sourceId', 'country', 'email'],
} as const;

export const discoveryResponse = {
  type: 'object',
  properties: {
    query: {
      type: 'object',
      properties: {
        prompt: { type: 'string' },
        count: { type: 'integer' },
        countQualifier: {
          type: ['string', 'null'],
          enum: ['exactly', 'atLeast', 'atMost', 'about', 'range', null],
          description: 'How the count was asked ("at least 15", "10-15" → the upper bound, "around 25")',
        },
        businessType: { type: 'string' },
        place: { type: 'string', description: 'As written, in the nominative ("u Novom Sadu" → "Novi Sad")' },
        resolvedPlace: {
          type: ['object', 'null'],
          description: 'The gazetteer place the directory search is biased to (GeoNames, CC BY 4.0); null when the town is not in it',
          properties: { name: { type: 'string' }, countryCode: { type: 'string' }, latitude: { type: 'number' }, longitude: { type: 'number' } },
          required: ['name', 'countryCode', 'latitude', 'longitude'],
        },
        minRating: { type: ['number', 'null'] },
        ratingStrict: { type: 'boolean' },
      },
      required: ['prompt', 'count', 'countQualifier', 'businessType', 'place', 'resolvedPlace', 'minRating', 'ratingStrict'],
    },
    constraints: {
      type: 'object',
      properties: {
        provider: { type: 'string' },
        count: { type: 'integer' },
        minRating: { type: ['number', 'null'] },
        ratingStrict: { type: 'boolean' },
        notes: { type: 'array', items: { type: 'string' } },
        warnings: { type: 'array', items: { type: 'string' } },
      },
      required: ['provider', 'count', 'minRating', 'ratingStrict', 'notes', 'warnings'],
    },
    places: { type: 'array', items: place },
    imported: { type: 'integer' },
    duplicates: { type: 'integer' },
    skippedNoEmail: { type: 'integer' },
    table: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
  },
  required: ['query', 'constraints', 'places'],
} as const;
