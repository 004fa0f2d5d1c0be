import { badRequest, HttpError } from '../lib/errors.js';
import { runMeteredJob, type JobDeps, type MeteredOutcome } from './metered-job.service.js';
import type { Config } from '../config.js';

/** A validated POST /api/v1/email/verify body (or the MCP tool's arguments). */
export interface VerifyRequest {
  email?: string;
  emails?: string[];
  /** Where to POST the job view once the job settles (src/webhooks). */
  callbackUrl?: string;
}

/**
 * Runs a verification request as a metered job: one of `email`/`emails`, the server configured for
 * outbound probing, then one credit per distinct address (case-insensitive).
 */
export function requestVerification(deps: JobDeps & { config: Pick<Config, 'verify'> }, workspaceId: number, body: VerifyRequest): Promise<MeteredOutcome> {
  const { maxEmails, mailFrom, heloHost } = deps.config.verify;
  if (body.email === undefined && body.emails === undefined) {
    throw badRequest(`Give email (one address) or emails (a list of up to ${maxEmails} addresses)`);
  }
  if (body.email !== undefined && body.emails !== undefined) throw badRequest('Give email or emails, not both');
  const missing = [!mailFrom && 'VERIFY_MAIL_FROM', !heloHost && 'VERIFY_HELO_HOST'].filter(Boolean);
  if (missing.length) {
    throw new HttpError(503, `Email verification is not configured on this server; the operator must set ${missing.join(' and ')}`);
  }
  const emails = body.emails ?? [body.email!];
  const cost = new Set(emails.map((e) => e.toLowerCase())).size;
  return runMeteredJob(deps, { workspaceId, queue: 'email-verify', payload: { workspaceId, emails }, cost, callbackUrl: body.callbackUrl });
}
