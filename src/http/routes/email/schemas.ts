import { MAX_EMAIL_LENGTH } from '../../../lib/lead-fields.js';
import { FIND_METHODS, FIND_REASONS } from '../../../finding/find-emails.js';
import { callbackUrl } from '../common.schemas.js';

// Any text: each address is checked and reported on its own (`invalid_syntax` too, and IDN domains are
// normalised), so one bad entry does not sink a whole list.
const address = { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH, description: 'An email address; invalid ones are reported as invalid_syntax' } as const;

/** POST /api/v1/email/verify: `email`, or `emails` (1…maxEmails); which one is checked by the route. */
export const verifyEmailBody = (maxEmails: number) =>
  ({
    type: 'object',
    properties: {
      email: address,
      emails: { type: 'array', minItems: 1, maxItems: maxEmails, items: address },
      callbackUrl,
    },
    additionalProperties: false,
  }) as const;

/** Responses. */
export const verifyResult = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    normalized: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['deliverable', 'undeliverable', 'risky', 'unknown'] },
    reason: { type: 'string' },
    mx: { type: 'array', items: { type: 'string' } },
    smtp: {
      type: ['object', 'null'],
      properties: { host: { type: 'string' }, code: { type: 'integer' }, enhancedCode: { type: ['string', 'null'] }, message: { type: 'string' } },
    },
    catchAll: { type: ['boolean', 'null'] },
    disposable: { type: 'boolean' },
    freeProvider: { type: 'boolean' },
    roleAccount: { type: 'boolean' },
    checkedAt: { type: 'string', format: 'date-time' },
  },
  required: ['email', 'normalized', 'status', 'reason', 'mx', 'smtp', 'catchAll', 'disposable', 'freeProvider', 'roleAccount', 'checkedAt'],
  additionalProperties: false,
} as const;

export const verifyResponse = {
  type: 'object',
  properties: { results: { type: 'array', items: verifyResult } },
  required: ['results'],
  additionalProperties: false,
} as const;

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
      callbackUrl,
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
