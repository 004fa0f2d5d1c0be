import { MAX_EMAIL_LENGTH } from '../../domain/lead-fields.js';

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
