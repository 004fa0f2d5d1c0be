import Router from '@koa/router';
import type { Config } from '../../config.js';
import { requestVerification, type VerifyRequest } from '../../domain/email-verify.service.js';
import type { JobDeps } from '../../domain/metered-job.service.js';
import type { AppState } from '../context.js';
import { validateBody } from '../middleware/validate.js';
import { ajv } from '../validation.js';
import { verifyEmailBody } from './email.schemas.js';

export function emailRouter(deps: JobDeps & { config: Pick<Config, 'verify'> }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1/email', sensitive: true });

  router.post('/verify', validateBody(ajv.compile(verifyEmailBody(deps.config.verify.maxEmails))), async (ctx) => {
    const outcome = await requestVerification(deps, ctx.state.principal.workspaceId, ctx.state.body as VerifyRequest);
    // Metered responses say where the workspace stands.
    ctx.set('X-Credits-Remaining', String(outcome.balance.remaining));
    ctx.status = outcome.status;
    ctx.body = outcome.body;
  });

  return router;
}
