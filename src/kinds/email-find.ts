import type { FromSchema } from 'json-schema-to-ts';
import type pg from 'pg';
import { suppressedAmong } from '../domain/privacy.service.js';
import { FIND_METHODS, FIND_REASONS, findEmails, withoutSuppressedAddress, type FindResult, type FindTarget } from '../finding/find-emails.js';
import { SettleAs } from '../jobs/settle-as.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { MAX_EMAIL_LENGTH } from '../lib/lead-fields.js';
import { registrableDomain, websiteUrl } from '../lib/web-address.js';
import { callbackUrlSchema } from '../webhooks/callback-url.js';
import { verifyResult } from './email-verify.js';
import { mailProbes, missingProbingSettings, probingIdentity, type BilledKind } from './kind.js';

/** POST /api/v1/email/find: one person, or `people` (1…maxPeople); which fields each needs is checked by the service, naming the item. */
const findItemProperties = {
  personName: { type: 'string', minLength: 1, maxLength: 200, description: 'The person\'s full name, e.g. "Ana Petrović"' },
  website: { type: 'string', minLength: 1, maxLength: 2000, description: "The company's website; its registrable domain is used (https://www.smile.co.uk/team → smile.co.uk)" },
  domain: { type: 'string', minLength: 1, maxLength: 253, description: "The company's domain (used when website is absent)" },
  knownCompanyEmail: {
    type: 'string',
    format: 'email',
    maxLength: MAX_EMAIL_LENGTH,
    description: 'Any address at the company (teaches its pattern; a personal one is best, e.g. jane.doe@)',
  },
} as const;

export const findEmailBody = (maxPeople: number) =>
  ({
    type: 'object',
    properties: {
      ...findItemProperties,
      people: { type: 'array', minItems: 1, maxItems: maxPeople, items: { type: 'object', properties: findItemProperties, additionalProperties: false } },
      callbackUrl: callbackUrlSchema,
    },
    additionalProperties: false,
  }) as const;

const evidence = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['published', 'site_person', 'known_email', 'pattern', 'smtp'] },
    source: { type: 'string' },
    snippet: { type: 'string' },
  },
  required: ['type', 'source', 'snippet'],
  additionalProperties: false,
} as const;

export const findResult = {
  type: 'object',
  properties: {
    input: {
      type: 'object',
      properties: { personName: { type: 'string' }, domain: { type: 'string' }, website: { type: 'string' }, knownCompanyEmail: { type: 'string' } },
      required: ['personName', 'domain'],
      additionalProperties: false,
    },
    email: { type: ['string', 'null'] },
    method: { enum: [...FIND_METHODS, null] },
    confidence: { type: 'integer', minimum: 0, maximum: 100 },
    reason: { enum: [...FIND_REASONS, null] },
    pattern: { type: ['string', 'null'] },
    smtpConfirmed: { type: 'boolean' },
    mx: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok', 'none', 'error'] }, hosts: { type: 'array', items: { type: 'string' } } },
      required: ['status', 'hosts'],
      additionalProperties: false,
    },
    catchAll: { type: ['boolean', 'null'] },
    smtp: {
      type: ['object', 'null'],
      properties: { address: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' }, reply: verifyResult.properties.smtp },
      required: ['address', 'status', 'reason', 'reply'],
      additionalProperties: false,
    },
    evidence: { type: 'array', items: evidence },
    website: { type: ['object', 'null'], properties: { url: { type: 'string' }, status: { type: 'string' } }, required: ['url', 'status'], additionalProperties: false },
  },
  required: ['input', 'email', 'method', 'confidence', 'reason', 'pattern', 'smtpConfirmed', 'mx', 'catchAll', 'smtp', 'evidence', 'website'],
  additionalProperties: false,
} as const;

export const findResponse = {
  type: 'object',
  properties: { results: { type: 'array', items: findResult } },
  required: ['results'],
  additionalProperties: false,
} as const;

/** A validated POST /api/v1/email/find body (or the MCP tool's arguments). */
export type FindRequest = FromSchema<ReturnType<typeof findEmailBody>>;
/** One person as the API takes it. */
type FindItem = Omit<FindRequest, 'people' | 'callbackUrl'>;

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

/** The results, those whose address the workspace suppressed (erased with suppress: true) without it: reason `suppressed`, refunded. */
async function withoutSuppressed(pool: pg.Pool, workspaceId: number, results: FindResult[]): Promise<FindResult[]> {
  const found = results.flatMap((r) => (r.email ? [r.email] : []));
  const suppressed = await suppressedAmong(pool, workspaceId, found);
  return results.map((r) => (r.email && suppressed.has(r.email) ? withoutSuppressedAddress(r) : r));
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
        const found = await findEmails(
          job.data.people,
          { researcher: tools.researcher(), resolver, verify },
          (done, total) => void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
        );
        const results = await withoutSuppressed(tools.pool, job.data.workspaceId, found);
        if (results.every((r) => r.mx.status === 'error')) {
          throw new SettleAs(502, 'Email finding failed upstream: the mail DNS of the domain(s) could not be read; nothing was charged');
        }
        return { result: { results }, refund: results.filter((r) => !r.email).length };
      },
    };
  },
};
