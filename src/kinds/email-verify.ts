import type { FromSchema } from 'json-schema-to-ts';
import { badRequest, HttpError } from '../lib/errors.js';
import { MAX_EMAIL_LENGTH } from '../lib/lead-fields.js';
import { verifyEmails, VerifyUpstreamError } from '../verification/verify-emails.js';
import { callbackUrlSchema } from '../webhooks/callback-url.js';
import { mailProbes, missingProbingSettings, probingIdentity, type BilledKind } from './kind.js';

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
      callbackUrl: callbackUrlSchema,
    },
    additionalProperties: false,
  }) as const;

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

/** A validated POST /api/v1/email/verify body (or the MCP tool's arguments). */
export type VerifyRequest = FromSchema<ReturnType<typeof verifyEmailBody>>;

/**
 * `email-verify`: one of `email`/`emails`, the server configured for outbound probing, then one credit per
 * distinct address (case-insensitive). The worker checks the addresses; the result is the response body,
 * and the credits of addresses whose result is `unknown` (nothing could be learnt about them) are
 * refunded. When nothing could be checked upstream: 502, everything refunded.
 */
export const emailVerify: BilledKind<'email-verify', VerifyRequest> = {
  queue: 'email-verify',
  order({ config }, workspaceId, body) {
    const { maxEmails } = config.verify;
    if (body.email === undefined && body.emails === undefined) {
      throw badRequest(`Give email (one address) or emails (a list of up to ${maxEmails} addresses)`);
    }
    if (body.email !== undefined && body.emails !== undefined) throw badRequest('Give email or emails, not both');
    const missing = missingProbingSettings(config.verify);
    if (missing.length) throw new HttpError(503, `Email verification is not configured on this server; the operator must set ${missing.join(' and ')}`);
    const emails = body.emails ?? [body.email!];
    return { payload: { workspaceId, emails }, cost: new Set(emails.map((e) => e.toLowerCase())).size };
  },
  worker(tools) {
    const probes = mailProbes(tools);
    return {
      async run(job) {
        const results = await verifyEmails(job.data.emails, {
          ...probes,
          ...probingIdentity(tools.config.verify, 'Email verification'),
          onProgress: (done, total) => void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
        });
        const unknown = new Set(results.filter((r) => r.status === 'unknown').map((r) => r.email.toLowerCase()));
        return { result: { results }, refund: unknown.size };
      },
      upstreamErrors: [[VerifyUpstreamError, 502, (err) => `Email verification failed upstream: ${err.message}`]],
    };
  },
};
