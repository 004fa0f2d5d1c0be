import Router from '@koa/router';
import type Koa from 'koa';
import { notFound } from '../../lib/errors.js';
import type { AppContext, AppState, Next } from '../context.js';
import { accountPages } from './account.js';
import { assets } from './assets.js';
import { auditPages } from './audit.js';
import type { ConsoleDeps } from './context.js';
import { withErrorPages } from './error-pages.js';
import { setSecurityHeaders } from './headers.js';
import { invitePages } from './invite.js';
import { keyPages } from './keys.js';
import { memberPages } from './members.js';
import { signInPages } from './sign-in.js';
import { usagePages } from './usage.js';
import { webhookPages } from './webhooks.js';

const CONSOLE_PATH = '/settings';

function consoleRouter(deps: ConsoleDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: CONSOLE_PATH, sensitive: true });
  router.get('/assets/:name', assets());
  for (const pages of [signInPages, invitePages, accountPages, keyPages, usagePages, webhookPages, memberPages, auditPages]) pages(router, deps);
  return router;
}

/**
 * The workspace settings console: server-rendered pages for workspace admins under /settings, signed in with
 * a session cookie. Mounted before the API's authentication, which guards only /api/ (and never reads the cookie).
 */
export function mountConsole(app: Koa<AppState>, deps: ConsoleDeps): void {
  const routes = consoleRouter(deps).routes() as unknown as (ctx: AppContext, next: Next) => Promise<void>;
  const unknownPage = (): Promise<void> => Promise.reject(notFound('There is no such page'));
  app.use(async (ctx, next: Next) => {
    if (ctx.path !== CONSOLE_PATH && !ctx.path.startsWith(`${CONSOLE_PATH}/`)) return next();
    setSecurityHeaders(ctx);
    await withErrorPages(ctx, () => routes(ctx, unknownPage));
  });
}
