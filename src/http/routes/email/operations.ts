import { emailFind, findEmailBody, findResponse } from '../../../kinds/email-find.js';
import { emailVerify, verifyEmailBody, verifyResponse } from '../../../kinds/email-verify.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { METERED, orderJob, workspaceOf, type OperationDeps } from '../shared.js';

/** Email verification and finding, each a billed job (src/kinds). */
export function emailOperations(deps: OperationDeps): Operation[] {
  const { config } = deps;
  const verifyBody = verifyEmailBody(config.verify.maxEmails);
  const findBody = findEmailBody(config.find.maxPeople);
  return [
    operation({
      id: 'verifyEmails',
      method: 'post',
      path: '/api/v1/email/verify',
      summary: 'Verify one address or a list (syntax, MX, SMTP; never sends mail)',
      tag: 'Email',
      auth: 'apiKey',
      body: verifyBody,
      responses: {
        200: ['One result per address, in request order', verifyResponse],
        400: error('Neither email nor emails, or an invalid address; a callbackUrl refused (not http(s), a non-public address) or the workspace has no webhook secret'),
        502: error('Nothing could be checked because the upstream failed'),
        ...METERED,
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => orderJob(deps, emailVerify, workspaceOf(ctx), body),
      mcp: {
        name: 'verify_emails',
        description:
          'Verify email or emails (syntax, MX, SMTP; never sends mail). Costs 1 credit per distinct address; unknown results are refunded. May return {jobId, status: "running"} for long lists: then call get_job, or pass callbackUrl to be sent the job when it settles.',
      },
    }),
    operation({
      id: 'findEmails',
      method: 'post',
      path: '/api/v1/email/find',
      summary: "Find a person's business email, only with evidence: published on the company's site, the company's pattern, or a single SMTP-accepted candidate",
      tag: 'Email',
      auth: 'apiKey',
      body: findBody,
      responses: {
        200: ['One result per person, in request order', findResponse],
        400: error('A person without a name, or without website or domain (names the item); a callbackUrl refused or no webhook secret'),
        502: error('Nothing could be checked because the upstream failed'),
        ...METERED,
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => orderJob(deps, emailFind, workspaceOf(ctx), body),
      mcp: {
        name: 'find_emails',
        description: `Find a person's business email: {personName, website or domain, knownCompanyEmail?} or {people: [1–${config.find.maxPeople} of them]}. Only with evidence (published on the site, the company's pattern, or one SMTP-accepted candidate); otherwise email null with a reason. 1 credit per person, refunded when nothing is found. May return {jobId, status: "running"}: then call get_job, or pass callbackUrl to be sent the job when it settles.`,
      },
    }),
  ];
}
