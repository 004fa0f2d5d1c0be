import { createHash } from 'node:crypto';
import { namedIn } from '../lib/address-mention.js';
import { insertLeadUnlessKnown } from '../db/repositories/leads.repository.js';
import { addToLeadCount, insertTable, lockTableForWrite } from '../db/repositories/tables.repository.js';
import type { Sql } from '../db/transaction.js';
import { SettleAs } from '../jobs/settle-as.js';
import { registrableDomain } from '../lib/web-address.js';
import type { SiteResearch } from '../research/crawl/crawl-site.js';
import type { Finding, Findings } from '../research/findings.js';
import { addressFlags, parseAddress } from '../verification/address.js';
import type { Place, PlacesProvider, PlacesQuery } from './places/places.js';
import type { InterpretedPrompt } from './prompt-parser.js';
import { researchRegistry, type RegistryDeps, type RegistryResearch } from './registry/registry-research.js';

/** A discovery job: the interpreted prompt, and where the places go (import mode) or not (search). */
export interface DiscoveryPayload {
  workspaceId: number;
  prompt: string;
  query: InterpretedPrompt & { businessType: string; place: string };
  mode: 'search' | 'import';
  tableId?: number;
  newTableName?: string;
}

export interface DiscoveredPlace extends Place {
  /** The best address the website publishes (its own domain first); null when it publishes none. Never made up. */
  email: string | null;
  websiteResearch?: SiteResearch;
  registryResearch?: RegistryResearch;
  /** Import mode: what became of the place in the table. */
  lead?: { status: 'imported' | 'duplicate' | 'skipped'; reason?: string };
  /** Addresses the website publishes that the workspace suppressed, left out of `email` and `websiteResearch` (with every finding quoting them); absent when none. */
  suppressed?: number;
}

export interface DiscoveryResult {
  query: Pick<InterpretedPrompt, 'count' | 'countQualifier' | 'resolvedPlace' | 'minRating' | 'ratingStrict'> & { prompt: string; businessType: string; place: string };
  constraints: { provider: string; count: number; minRating: number | null; ratingStrict: boolean; notes: string[]; warnings: string[] };
  places: DiscoveredPlace[];
  imported?: number;
  duplicates?: number;
  skippedNoEmail?: number;
  /** Places left without an address because the workspace suppressed every one their website publishes (import mode: not imported). */
  suppressed: number;
  table?: { id: number; name: string };
}

export interface DiscoveryDeps {
  provider: PlacesProvider;
  /** Its name in the registry, reported in `constraints.provider`. */
  providerName: string;
  /** Website research of one site (the website-research jobs). */
  research(url: string, country: string | null): Promise<SiteResearch>;
  registry: RegistryDeps;
  /** Those of the addresses the workspace suppressed (erased with suppress: true): they are never shown or imported again. */
  suppressed(addresses: string[]): Promise<ReadonlySet<string>>;
  onProgress?(progress: { stage: string; placesFound: number; sitesResearched: number; sitesToResearch: number }): void;
}

/** The published address a salesperson would write to: on the business's own domain first. */
function bestEmail(site: SiteResearch | undefined, website: string | null): string | null {
  const emails = site?.findings.emails.map((e) => e.value) ?? [];
  const domain = website ? registrableDomain(website) : null;
  const own = emails.filter((e) => domain && e.endsWith(`@${domain}`));
  const personal = (e: string) => {
    const parsed = parseAddress(e);
    return !!parsed && !addressFlags(parsed).roleAccount;
  };
  const usable = (list: string[]) => list.find(personal) ?? list[0] ?? null;
  return usable(own) ?? usable(emails);
}

/**
 * The website research without the addresses the workspace suppressed — nor any finding quoting one (a person
 * named beside it) — and how many addresses it left out.
 */
function withoutSuppressed(site: SiteResearch, suppressed: ReadonlySet<string>): { site: SiteResearch; dropped: number } {
  if (!suppressed.size) return { site, dropped: 0 };
  const names = [...suppressed].map(namedIn);
  const quotes = (f: Finding) => names.some((named) => named(f.value) || named(`${f.raw}\n${f.evidence}`));
  const keep = <F extends Finding>(list: F[]) => list.filter((f) => !quotes(f));
  const { emails, phones, socials, people, legalIds } = site.findings;
  const findings: Findings = { emails: keep(emails), phones: keep(phones), socials: keep(socials), people: keep(people), legalIds: keep(legalIds) };
  return { site: { ...site, findings }, dropped: emails.length - findings.emails.length };
}

/** The website-research job of one site of a discovery: named by the URL, so a retried discovery may reuse a crawl of the same site, never another site's. */
export const siteJobId = (discoveryJobId: string, url: string) => `${discoveryJobId}-site-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;

/** The website-research jobs a discovery's result came from. */
export const siteJobIds = (discoveryJobId: string, result: DiscoveryResult): string[] =>
  result.places.flatMap((place) => (place.website ? [siteJobId(discoveryJobId, place.website)] : []));

type LeadOutcome = NonNullable<DiscoveredPlace['lead']>;
const IMPORTED: LeadOutcome = { status: 'imported' };
const SKIPPED: LeadOutcome = { status: 'skipped', reason: 'The website publishes no email address, and email is the lead key; nothing is made up' };
const SUPPRESSED: LeadOutcome = { status: 'skipped', reason: 'Every address the website publishes was erased from this workspace with suppress: true; it is not stored again' };
const DUPLICATE: LeadOutcome = { status: 'duplicate', reason: 'The table already has this place (same source id) or a lead with this email' };

/**
 * Import mode: writes the discovered places with an email into the payload's table, in the caller's
 * transaction (the job's settlement, so a job run again never imports twice), and returns the result
 * with what became of each place. A place already there (same source id, or same email) is a duplicate
 * and is left as it is.
 */
export async function importPlaces(tx: Sql, payload: DiscoveryPayload, discovered: DiscoveryResult): Promise<DiscoveryResult> {
  const table = payload.newTableName ? await insertTable(tx, payload.workspaceId, payload.newTableName) : await lockTableForWrite(tx, payload.workspaceId, payload.tableId!);
  if (!table) throw new SettleAs(404, `Table ${payload.tableId} does not exist any more; nothing was imported and nothing was charged`);
  const places: DiscoveredPlace[] = [];
  for (const place of discovered.places) {
    const inserted =
      place.email &&
      (await insertLeadUnlessKnown(tx, payload.workspaceId, table.id, {
        email: place.email,
        name: place.name,
        website: place.website,
        phone: place.phone,
        address: place.address,
        rating: place.rating,
        mapsUrl: place.mapsUrl,
        source: place.source,
        sourceId: place.sourceId,
        linkedin: place.websiteResearch?.findings.socials.find((s) => s.type === 'linkedin')?.value ?? null,
        research: { websiteResearch: place.websiteResearch ?? null, registryResearch: place.registryResearch ?? null },
      }));
    places.push({ ...place, lead: !place.email ? (place.suppressed ? SUPPRESSED : SKIPPED) : inserted ? IMPORTED : DUPLICATE });
  }
  const count = (lead: LeadOutcome) => places.filter((p) => p.lead === lead).length;
  const imported = count(IMPORTED);
  await addToLeadCount(tx, table.id, imported);
  return { ...discovered, places, imported, duplicates: count(DUPLICATE), skippedNoEmail: count(SKIPPED), table: { id: table.id, name: table.name } };
}

/**
 * The places the directory returns for the query, each website researched (in parallel, as jobs)
 * and, where the site states a registry number, looked up in the registry. In import mode the caller
 * then writes them to the table with importPlaces.
 */
export async function discover(payload: DiscoveryPayload, deps: DiscoveryDeps): Promise<DiscoveryResult> {
  const { query } = payload;
  const placesQuery: PlacesQuery = {
    businessType: query.businessType,
    place: query.place,
    near: query.resolvedPlace ?? null,
    count: query.count,
    minRating: query.minRating,
    ratingStrict: query.ratingStrict,
  };
  const found = await deps.provider.search(placesQuery);
  const withSites = found.places.filter((p) => p.website).length;
  let researched = 0;
  const progress = (stage: string) => deps.onProgress?.({ stage, placesFound: found.places.length, sitesResearched: researched, sitesToResearch: withSites });
  progress('researching');
  const researchedPlaces = await Promise.all(
    found.places.map(async (place) => {
      const websiteResearch = place.website ? await deps.research(place.website, place.country) : undefined;
      if (place.website) {
        researched++;
        progress('researching');
      }
      const registryResearch = (await researchRegistry(place, websiteResearch ?? null, deps.registry)) ?? undefined;
      return { place, websiteResearch, registryResearch };
    }),
  );
  const suppressed = await deps.suppressed(researchedPlaces.flatMap(({ websiteResearch }) => websiteResearch?.findings.emails.map((e) => e.value) ?? []));
  const places = researchedPlaces.map(({ place, websiteResearch, registryResearch }): DiscoveredPlace => {
    const shown = websiteResearch && withoutSuppressed(websiteResearch, suppressed);
    return {
      ...place,
      email: bestEmail(shown?.site, place.website),
      ...(shown && { websiteResearch: shown.site }),
      ...(registryResearch && { registryResearch }),
      ...(shown && shown.dropped > 0 && { suppressed: shown.dropped }),
    };
  });
  const result: DiscoveryResult = {
    query: {
      prompt: payload.prompt,
      count: query.count,
      countQualifier: query.countQualifier ?? null,
      businessType: query.businessType,
      place: query.place,
      resolvedPlace: query.resolvedPlace ?? null,
      minRating: query.minRating,
      ratingStrict: query.ratingStrict,
    },
    constraints: { provider: deps.providerName, count: query.count, minRating: query.minRating, ratingStrict: query.ratingStrict, notes: found.notes, warnings: query.warnings },
    places,
    suppressed: places.filter((p) => p.suppressed && !p.email).length,
  };
  if (payload.mode === 'import') progress('importing');
  return result;
}
