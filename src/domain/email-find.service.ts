import type { Config } from '../config.js';
import type { FindTarget } from '../finding/find-emails.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { registrableDomain, websiteUrl } from '../lib/web-address.js';
import { runMeteredJob, type JobDeps, type MeteredOutcome } from './metered-job.service.js';

/** One person as the API takes it (after schema validation). */
export interface FindItem {
  personName?: string;
  website?: string;
  domain?: string;
  knownCompanyEmail?: string;
}

/** A validated POST /api/v1/email/find body (or the MCP tool's arguments). */
export interface FindRequest extends FindItem {
  people?: FindItem[];
  /** Where to POST the job view once the job settles (src/webhooks). */
  callbackUrl?: string;
}

/** The homepage of a given website, where research starts (http and https only). */
function homepageOf(website: string): string | null {
  try {
    const url = websiteUrl(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}/` : null;
  } catch {
    return null;
  }
}

function target(item: FindItem, label: string): FindTarget {
  const at = label ? `${label}: ` : '';
  const personName = item.personName?.trim();
  if (!personName) throw badRequest(`${at}give personName (the person's full name)`);
  if (!item.website?.trim() && !item.domain?.trim()) throw badRequest(`${at}give website or domain`);
  const source = item.website?.trim() || item.domain!.trim();
  const domain = registrableDomain(source);
  if (!domain) throw badRequest(`${at}"${source}" is not a website or domain (expected something like smile.co.uk)`);
  const website = item.website ? homepageOf(item.website) : null;
  if (item.website && !website) throw badRequest(`${at}website must be an http or https address (got "${item.website}")`);
  return { personName, domain, ...(website && { website }), ...(item.knownCompanyEmail && { knownCompanyEmail: item.knownCompanyEmail.trim() }) };
}

/**
 * Runs a find request as a metered job: one person or `people`, each with a name and a website or
 * domain, the server configured for SMTP probing; one credit per person, refunded for every person
 * no address was found for.
 */
export function requestFinding(deps: JobDeps & { config: Pick<Config, 'verify' | 'find'> }, workspaceId: number, body: FindRequest): Promise<MeteredOutcome> {
  const { maxPeople } = deps.config.find;
  const single = body.personName !== undefined || body.website !== undefined || body.domain !== undefined || body.knownCompanyEmail !== undefined;
  if (body.people && single) throw badRequest('Give one person (personName with website or domain) or people, not both');
  if (!body.people && !single) throw badRequest(`Give personName with website or domain, or people (a list of up to ${maxPeople} of them)`);
  const targets = body.people ? body.people.map((item, i) => target(item, `people[${i}]`)) : [target(body, '')];
  const { mailFrom, heloHost } = deps.config.verify;
  const missing = [!mailFrom && 'VERIFY_MAIL_FROM', !heloHost && 'VERIFY_HELO_HOST'].filter(Boolean);
  if (missing.length) {
    throw new HttpError(503, `Email finding is not configured on this server; the operator must set ${missing.join(' and ')} (it probes mail servers like verification)`);
  }
  return runMeteredJob(deps, { workspaceId, queue: 'email-find', payload: { workspaceId, people: targets }, cost: targets.length, callbackUrl: body.callbackUrl });
}
