import { endSession, SESSION_COOKIE, type Session } from '../../domain/console/sessions.service.js';
import type { ConsoleContext, ConsoleDeps } from './context.js';
import { clearCookie, setCookie } from './cookies.js';

/** Signs the browser in to a new session (a new cookie at every sign-in), ending the one it had before. */
export async function openBrowserSession(ctx: ConsoleContext, deps: ConsoleDeps, session: Session): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await endSession(deps.pool, previous);
  setCookie(ctx, deps.config.publicUrl, SESSION_COOKIE, session.id, session.expiresAt);
}

/** Signs the browser out: the session ends server-side, the cookie goes. */
export async function closeBrowserSession(ctx: ConsoleContext, deps: ConsoleDeps, session: Session): Promise<void> {
  await endSession(deps.pool, session.id);
  clearCookie(ctx, deps.config.publicUrl, SESSION_COOKIE);
}
