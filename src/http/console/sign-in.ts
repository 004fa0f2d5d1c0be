import type Router from '@koa/router';
import { signIn } from '../../domain/console/sessions.service.js';
import type { AppState } from '../context.js';
import { closeBrowserSession, openBrowserSession } from './browser-session.js';
import type { ConsoleContext, ConsoleDeps } from './context.js';
import { anonymousToken, checkAnonymousCsrf } from './csrf.js';
import { formRefusal } from './error-pages.js';
import { readForm } from './form.js';
import { action } from './guard.js';
import { renderPage, seeOther } from './respond.js';

const HOME = '/settings';

/** Where to go after signing in: a console page of this site, never elsewhere (an open redirect). */
function pageAfter(next: unknown): string {
  const origin = 'http://console.invalid';
  if (typeof next !== 'string' || !URL.canParse(next, origin)) return HOME;
  const url = new URL(next, origin);
  const inConsole = url.origin === origin && (url.pathname === HOME || url.pathname.startsWith(`${HOME}/`));
  return inConsole ? url.pathname + url.search : HOME;
}

interface SignInForm {
  email: string;
  next: string;
  error?: string;
}

function renderSignIn(ctx: ConsoleContext, deps: ConsoleDeps, form: SignInForm, status = 200): void {
  renderPage(ctx, 'sign-in', { title: 'Sign in', csrf: anonymousToken(ctx, deps.config.publicUrl), ...form }, status);
}

/** Sign-in (email and password; a refusal, or a throttle saying how long to wait, shows the form again) and sign-out. */
export function signInPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get('/sign-in', (ctx) => renderSignIn(ctx, deps, { email: '', next: pageAfter(ctx.query.next) }));

  router.post('/sign-in', async (ctx) => {
    const form = await readForm(ctx);
    checkAnonymousCsrf(ctx, form);
    const email = form.get('email') ?? '';
    const next = pageAfter(form.get('next'));
    try {
      const session = await signIn(deps.pool, deps.queues.redis, deps.config.queuePrefix, { email, password: form.get('password') ?? '' }, ctx.ip, ctx.get('User-Agent') || null);
      await openBrowserSession(ctx, deps, session);
      seeOther(ctx, next);
    } catch (err) {
      const refusal = formRefusal(ctx, err);
      renderSignIn(ctx, deps, { email, next, error: refusal.message }, refusal.status);
    }
  });

  router.post(
    '/sign-out',
    action(deps, async (ctx, { session }) => {
      await closeBrowserSession(ctx, deps, session);
      seeOther(ctx, `${HOME}/sign-in`);
    }),
  );
}
