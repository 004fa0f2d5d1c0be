import Router from '@koa/router';
import type { Config } from '../../config.js';
import { badRequest, HttpError } from '../../domain/errors.js';
import { runMeteredJob, type JobDeps } from '../../domain/metered-job.service.js';
import type { AppContext, AppState } from '../context.js';
import { validateBody } from '../middleware/validate.js';
import { ajv } from '../validation.js';
import { verifyEmailBody } from './email.schemas.js';

/** The header metered responses carry, so callers always know where they stand. */
export function setCreditsHeader(ctx: AppContext, remaining: number): void {
  ctx.set('X-Credits-Remaining', String(remaining));
}

export function emailRouter(deps: JobDeps & { config: Pick<Config, 'verify'> }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1/email', sensitive: true });
  const { maxEmails, mailFrom, heloHost } = deps.config.verify;

  router.post('/verify', validateBody(ajv.compile(verifyEmailBody(maxEmails))), async (ctx) => {
    const body = ctx.state.body as { email?: string; emails?: string[] };
    if (body.email === undefined && body.emails === undefined) {
      throw badRequest(`Give email (one address) or emails (a list of up to ${maxEmails} addresses)`);
    }
    if (body.email !== undefined && body.emails !== undefined) throw badRequest('Give email or emails, not both');
    const missing = [!mailFrom && 'VERIFY_MAIL_FROM', !heloHost && 'VERIFY_HELO_HOST'].filter(Boolean);
    if (missing.length) {
      throw new HttpError(503, `Email verification is not configured on this server; the operator must set ${missing.join(' and ')}`);
    }
    const emails = body.emails ?? [body.email!];
    // One credit per distinct address; the same address twice is checked once.
    const cost = new Set(emails.map((e) => e.toLowerCase())).size;
    const outcome = await runMeteredJob(deps, { workspaceId: ctx.state.principal.workspaceId, queue: 'email-verify', payload: { workspaceId: ctx.state.principal.workspaceId, emails }, cost });
    setCreditsHeader(ctx, outcome.balance.remaining);
    ctx.status = outcome.status;
    ctx.body = outcome.body;
  });

  return router;
}
