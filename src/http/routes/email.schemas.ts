import { MAX_EMAIL_LENGTH } from '../../domain/lead-fields.js';

const address = { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH } as const;

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
