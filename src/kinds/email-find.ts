import { findEmails, type FindTarget } from '../finding/find-emails.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { registrableDomain, websiteUrl } from '../lib/web-address.js';
import { SettleAs } from '../jobs/settle-as.js';
import { mailProbes, missingProbingSettings, probingIdentity, type BilledKind } from './kind.js';

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
 * `email-find`: one person or `people`, each with a name and a website or domain, the server configured
 * for SMTP probing; one credit per person. The worker finds each person's address; the result is the
 * response body, and the credit of every person no address was found for is refunded. When no domain's
 * mail DNS could be read at all, the request failed upstream: 502, everything refunded.
 */
export const emailFind: BilledKind<'email-find', FindRequest> = {
  queue: 'email-find',
  order({ config }, workspaceId, body) {
    const { maxPeople } = config.find;
    const single = body.personName !== undefined || body.website !== undefined || body.domain !== undefined || body.knownCompanyEmail !== undefined;
    if (body.people && single) throw badRequest('Give one person (personName with website or domain) or people, not both');
    if (!body.people && !single) throw badRequest(`Give personName with website or domain, or people (a list of up to ${maxPeople} of them)`);
    const targets = body.people ? body.people.map((item, i) => target(item, `people[${i}]`)) : [target(body, '')];
    const missing = missingProbingSettings(config.verify);
    if (missing.length) {
      throw new HttpError(503, `Email finding is not configured on this server; the operator must set ${missing.join(' and ')} (it probes mail servers like verification)`);
    }
    return { payload: { workspaceId, people: targets }, cost: targets.length };
  },
  worker(tools) {
    const { resolver, ...probes } = mailProbes(tools);
    return {
      async run(job) {
        const verify = { ...probes, ...probingIdentity(tools.config.verify, 'Email finding') };
        const results = await findEmails(
          job.data.people,
          { researcher: tools.researcher(), resolver, verify },
          (done, total) => void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
        );
        if (results.every((r) => r.mx.status === 'error')) {
          throw new SettleAs(502, 'Email finding failed upstream: the mail DNS of the domain(s) could not be read; nothing was charged');
        }
        return { result: { results }, refund: results.filter((r) => !r.email).length };
      },
    };
  },
};
