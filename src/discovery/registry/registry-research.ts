import type pg from 'pg';
import type { SiteResearch } from '../../research/crawl/crawl-site.js';
import type { Place } from '../places/places.js';
import { lookupApr } from './apr-dataset.js';
import type { AprDatasetState } from './apr-state.js';
import type { AprStatus } from './apr-status.js';
import { compareNames, RegistryUpstreamError, type companiesHouse, type CompanyRecord } from './companies-house.js';

/**
 * What an official registry says about a place — only for an identifier the business's own website
 * states (never a name search): UK company number → Companies House; Serbian matični broj → the APR
 * dataset. The comparison of the displayed and registered names is evidence for a human, not the match.
 */
export interface RegistryResearch {
  registry: 'companies_house' | 'apr';
  status: 'matched' | 'not_found' | 'not_configured' | 'no_identifier' | 'error';
  /** Why, in a sentence, when not matched. */
  detail?: string;
  number?: string;
  /** Where the number was read: the site's page and the verbatim snippet. */
  source?: { url: string; evidence: string };
  nameComparison?: { displayed: string; registered: string; verdict: ReturnType<typeof compareNames> };
  company?: CompanyRecord | AprCompany;
  /** APR: the state of the dataset the answer comes from (edition, last success and failure, a load running). */
  dataset?: AprDatasetState;
}

/** `status` is a stable English value; `statusLabel` the registry's own words; `edition` the dataset's date. */
interface AprCompany {
  registeredName: string;
  number: string;
  legalForm: string | null;
  status: AprStatus | null;
  statusLabel: string | null;
  foundedOn: string | null;
  municipality: string | null;
  activityCode: string | null;
  edition: string | null;
  pib?: { value: string; valid: boolean | null; note: string };
}

export interface RegistryDeps {
  pool: pg.Pool;
  companiesHouse: ReturnType<typeof companiesHouse> | null;
  aprConfigured: boolean;
}

export async function researchRegistry(place: Place, site: SiteResearch | null, deps: RegistryDeps): Promise<RegistryResearch | null> {
  const ids = site?.findings.legalIds ?? [];
  if (place.country === 'GB') {
    const id = ids.find((i) => i.type === 'uk_company_number');
    if (!id) return { registry: 'companies_house', status: 'no_identifier', detail: 'The website states no company number; registries are not searched by name' };
    const source = { url: id.sourceUrl, evidence: id.evidence };
    if (!deps.companiesHouse)
      return { registry: 'companies_house', status: 'not_configured', detail: 'COMPANIES_HOUSE_API_KEY is not set on this server', number: id.value, source };
    try {
      const found = await deps.companiesHouse.lookup(id.value);
      if (!found.found) return { registry: 'companies_house', status: 'not_found', detail: found.reason, number: id.value, source };
      return {
        registry: 'companies_house',
        status: 'matched',
        number: id.value,
        source,
        company: found.company,
        nameComparison: { displayed: place.name, registered: found.company.registeredName, verdict: compareNames(place.name, found.company.registeredName) },
      };
    } catch (err) {
      if (err instanceof RegistryUpstreamError) return { registry: 'companies_house', status: 'error', detail: err.message, number: id.value, source };
      throw err;
    }
  }
  if (place.country === 'RS') {
    const mb = ids.find((i) => i.type === 'rs_mb');
    const pib = ids.find((i) => i.type === 'rs_pib');
    const pibNote = pib && { value: pib.value, valid: pib.valid, note: 'As stated on the website; a PIB cannot be resolved through the APR open data' };
    if (!mb)
      return {
        registry: 'apr',
        status: 'no_identifier',
        detail: `The website states no matični broj${pib ? ` (it states PIB ${pib.value}, which open data cannot resolve)` : ''}; registries are not searched by name`,
      };
    const source = { url: mb.sourceUrl, evidence: mb.evidence };
    if (!deps.aprConfigured) return { registry: 'apr', status: 'not_configured', detail: 'APR_OPENDATA_URL is not set on this server', number: mb.value, source };
    const found = await lookupApr(deps.pool, mb.value);
    if (!found.found) return { registry: 'apr', status: 'not_found', detail: found.reason, number: mb.value, source, dataset: found.dataset };
    const { registrationNumber, name, status, statusCode, ...facts } = found.company;
    return {
      registry: 'apr',
      status: 'matched',
      number: mb.value,
      source,
      company: { registeredName: name, number: registrationNumber, ...facts, status: statusCode, statusLabel: status, ...(pibNote && { pib: pibNote }) },
      nameComparison: { displayed: place.name, registered: name, verdict: compareNames(place.name, name) },
      dataset: found.dataset,
    };
  }
  return null;
}
