import Router from '@koa/router';
import type { Config } from '../../config.js';
import { requestFinding, type FindRequest } from '../../domain/email-find.service.js';
import { requestVerification, type VerifyRequest } from '../../domain/email-verify.service.js';
import type { JobDeps } from '../../domain/metered-job.service.js';
import type { AppState } from '../context.js';
import { sendMetered } from '../metered-response.js';
import { validateBody } from '../middleware/validate.js';
import { ajv } from '../validation.js';
import { findEmailBody, verifyEmailBody } from './email.schemas.js';

export function emailRouter(deps: JobDeps & { config: Pick<Config, 'verify' | 'find'> }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1/email', sensitive: true });

  router.post('/verify', validateBody(ajv.compile(verifyEmailBody(deps.config.verify.maxEmails))), async (ctx) => {
    sendMetered(ctx, await requestVerification(deps, ctx.state.principal.workspaceId, ctx.state.body as VerifyRequest));
  });

  router.post('/find', validateBody(ajv.compile(findEmailBody(deps.config.find.maxPeople))), async (ctx) => {
    sendMetered(ctx, await requestFinding(deps, ctx.state.principal.workspaceId, ctx.state.body as FindRequest));
  });

  return router;
}
