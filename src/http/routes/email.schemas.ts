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
