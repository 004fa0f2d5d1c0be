import type { FromSchema } from 'json-schema-to-ts';
import { assertActiveTable } from '../db/repositories/tables.repository.js';
import { discover, importPlaces, siteJobId, type DiscoveryPayload } from '../discovery/discover.js';
import { PlacesUpstreamError } from '../discovery/places/places.js';
import { createPlacesProvider, placesDefinition, placesNotConfigured, PLACES_PROVIDER_NAMES } from '../discovery/places/registry.js';
import { interpretPrompt, promptProblem } from '../discovery/prompt-parser.js';
import { companiesHouse } from '../discovery/registry/companies-house.js';
import { suppressedAmong } from '../domain/privacy.service.js';
import type { QueueClient } from '../jobs/queue-client.js';
import { SettleAs } from '../jobs/settle-as.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { MAX_ROW_ID, MAX_TABLE_NAME_LENGTH } from '../lib/lead-fields.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import { emptyFindings } from '../research/findings.js';
import { callbackUrlSchema } from '../webhooks/callback-url.js';
import type { BilledKind } from './kind.js';

/** POST /api/v1/local-leads: which of tableId/newTableName is needed depends on mode, checked by the service. */
export const discoveryBody = {
  type: 'object',
  properties: {
    prompt: { type: 'string', minLength: 1, maxLength: 500, description: 'What to find and where, e.g. "20 dentists in Belgrade rated 4.5+" (English, Serbian, German)' },
    mode: { type: 'string', enum: ['search'], description: '"search" previews without changing any table; leave out to import' },
    tableId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, description: 'Import into this existing table' },
    newTableName: { type: 'string', maxLength: 200, description: 'Import into a new table of this name (1–80 characters)' },
    callbackUrl: callbackUrlSchema,
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
    suppressed: {
      type: 'integer',
      description:
        'Addresses the website publishes that this workspace suppressed (POST /api/v1/privacy/erase with suppress: true), left out of email and websiteResearch, with every finding quoting them; absent when none',
    },
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
    suppressed: {
      type: 'integer',
      description: 'Places left without an email because this workspace suppressed every address their website publishes (import mode: not imported, lead.status "skipped")',
    },
    table: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
  },
  required: ['query', 'constraints', 'places'],
} as const;

/** A validated POST /api/v1/local-leads body (or the MCP tool's arguments). */
export type DiscoveryRequest = FromSchema<typeof discoveryBody>;

/**
 * When a discovery's site research must be done: one site budget for the crawl itself, plus one for every
 * round of `WORKER_CONCURRENCY_WEBSITE_RESEARCH` sites queued before it (a discovery of 20 places on one
 * worker of 8 waits up to three budgets). Set once per run; deadlines are compared across hosts, so
 * worker clocks must agree (NTP) to well within RESULT_MARGIN_MS.
 */
function researchDeadline(places: number, siteTimeoutMs: number, concurrency: number): number {
  return Date.now() + siteTimeoutMs * (1 + Math.ceil(places / concurrency));
}
/** After the deadline: the crawl's last page reads (at most 5 s, crawl-site.ts's READ_GRACE_MS), and Redis reporting the result. */
const RESULT_MARGIN_MS = 15_000;

/** A site researched as a `website-research` job, so sites are crawled in parallel by whichever workers serve that queue. */
async function researchSite(queues: QueueClient, jobId: string, url: string, country: string | null, deadline: number): Promise<SiteResearch> {
  const id = siteJobId(jobId, url);
  // An earlier attempt's crawl of the site is reused, but not one that never ran, or that waits with a deadline already past.
  const earlier = await queues.queue('website-research').getJob(id);
  if (earlier && (earlier.data.deadline ?? Infinity) < Date.now() && (!earlier.returnvalue || earlier.returnvalue.pages.length === 0)) {
    await earlier.remove().catch(() => undefined);
  }
  // The crawl ends by its deadline however long it queued, returning what it read (partial); the wait
  // outlasts it by RESULT_MARGIN_MS, so a slow site is a partial result here, never an empty timeout.
  await queues.enqueue('website-research', id, { url, country, deadline });
  if (await queues.waitFor('website-research', id, deadline - Date.now() + RESULT_MARGIN_MS)) {
    const done = await queues.queue('website-research').getJob(id);
    if (done?.returnvalue) return done.returnvalue;
  }
  return { url, finalUrl: null, status: 'timeout', detail: 'no worker returned the website research in time', findings: emptyFindings(), pages: [], ms: 0 };
}

/**
 * `discovery`. The API interprets the prompt (400 with what is missing), checks that the directory is
 * configured (503) and the destination (import mode: exactly one of tableId — the workspace's, else 404 —
 * and newTableName). Credits: DISCOVERY_CREDITS_PER_PLACE for each place asked for, reserved before the
 * directory is called. The worker asks the places directory, researches every website, looks registry
 * numbers up, and in import mode writes the leads in the transaction that settles the job, so a job run
 * again never imports twice. Its progress says how far it is; its result is the response body. Places
 * not delivered are refunded; a directory failure is a 502, all refunded.
 */
export const discovery: BilledKind<'discovery', DiscoveryRequest> = {
  queue: 'discovery',
  async order({ pool, config }, workspaceId, body) {
    const query = interpretPrompt(body.prompt);
    const problem = promptProblem(query);
    if (problem) throw badRequest(problem);
    const search = body.mode === 'search';
    if (search && (body.tableId !== undefined || body.newTableName !== undefined)) throw badRequest('mode "search" changes no table: leave out tableId and newTableName');
    if (!search) {
      if ((body.tableId === undefined) === (body.newTableName === undefined)) {
        throw badRequest('To import, give either tableId (an existing table) or newTableName (a table to create), not both; or set mode to "search" to preview');
      }
      const name = body.newTableName?.trim();
      if (body.newTableName !== undefined && (!name || name.length > MAX_TABLE_NAME_LENGTH)) throw badRequest(`newTableName must be 1 to ${MAX_TABLE_NAME_LENGTH} characters`);
      if (body.tableId !== undefined) await assertActiveTable(pool, workspaceId, body.tableId);
    }
    // The settings are checked, not a client built: the worker's client is the one that asks the directory.
    const notConfigured = placesNotConfigured(config.discovery);
    if (notConfigured) throw new HttpError(503, notConfigured);
    // Said up front, and only here, so a rating asked of a directory without ratings is never silently dropped.
    const directory = placesDefinition(config.discovery);
    if (!directory.capabilities.ratings) {
      const setting = `PLACES_PROVIDER=${directory.name}`;
      query.warnings.push(
        query.minRating === null
          ? `Ratings are unavailable from ${directory.title} (${setting}): every place comes without one`
          : `Ratings are unavailable from ${directory.title} (${setting}): the rating constraint (${query.ratingStrict ? 'above' : 'at least'} ${query.minRating}) cannot be applied`,
      );
    }
    const payload: DiscoveryPayload = {
      workspaceId,
      prompt: body.prompt,
      query: { ...query, businessType: query.businessType!, place: query.place! },
      mode: search ? 'search' : 'import',
      ...(body.tableId !== undefined && { tableId: body.tableId }),
      ...(body.newTableName !== undefined && { newTableName: body.newTableName.trim() }),
    };
    return { payload, cost: query.count * config.discovery.creditsPerPlace, creates: !search };
  },
  worker({ pool, config, queues, spacing }) {
    const { discovery: settings } = config;
    const ch = settings.companiesHouseApiKey
      ? companiesHouse({ apiKey: settings.companiesHouseApiKey, baseUrl: settings.companiesHouseBaseUrl, timeoutMs: settings.timeoutMs })
      : null;
    // One directory client for the process; the directory's request spacing (Nominatim: 1/s) holds across the fleet.
    const provider = createPlacesProvider(settings, config.research.userAgent, spacing);
    return {
      async run(job) {
        if (!provider) throw new SettleAs(503, placesNotConfigured(settings)!);
        const deadline = researchDeadline(job.data.query.count, config.research.siteTimeoutMs, config.workerConcurrency['website-research']);
        const result = await discover(job.data, {
          provider,
          providerName: settings.placesProvider,
          research: (url, country) => researchSite(queues, job.id!, url, country, deadline),
          registry: { pool, companiesHouse: ch, aprConfigured: !!settings.aprOpendataUrl },
          suppressed: (addresses) => suppressedAmong(pool, job.data.workspaceId, addresses),
          onProgress: (progress) => void job.updateProgress(progress).catch(() => undefined),
        });
        const refund = (job.data.query.count - result.places.length) * settings.creditsPerPlace;
        if (job.data.mode === 'search') return { result, refund };
        return { commit: async (tx) => ({ result: await importPlaces(tx, job.data, result), refund }) };
      },
      upstreamErrors: [[PlacesUpstreamError, 502, (err) => `The places directory failed: ${err.message}; nothing was charged`]],
    };
  },
};
