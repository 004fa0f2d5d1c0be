import type { RouterContext } from '@koa/router';
import type { MeteredOutcome } from '../domain/metered-job.service.js';
import type { AppState } from './context.js';

/** A metered endpoint's answer: its status and body, and where the workspace's credits stand. */
export function sendMetered(ctx: RouterContext<AppState>, outcome: MeteredOutcome): void {
  ctx.set('X-Credits-Remaining', String(outcome.balance.remaining));
  ctx.status = outcome.status;
  ctx.body = outcome.body;
}
