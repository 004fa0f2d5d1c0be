import { badRequest, HttpError } from '../lib/errors.js';
import { verifyEmails, VerifyUpstreamError } from '../verification/verify-emails.js';
import { mailProbes, missingProbingSettings, probingIdentity, type BilledKind } from './kind.js';

/** A validated POST /api/v1/email/verify body (or the MCP tool's arguments). */
export interface VerifyRequest {
  email?: string;
  emails?: string[];
  /** Where to POST the job view once the job settles (src/webhooks). */
  callbackUrl?: string;
}

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
