import type { RouterMiddleware } from '@koa/router';
import { workspacesOf, type WorkspaceRef } from '../../domain/console/admins.service.js';
import { SESSION_COOKIE, sessionOf, type Session } from '../../domain/console/sessions.service.js';
import { notFound } from '../../lib/errors.js';
import type { AppState } from '../context.js';
import type { ConsoleContext, ConsoleDeps } from './context.js';
import { clearCookie } from './cookies.js';
import { checkCsrf } from './csrf.js';
import { takeFlash, type Flash } from './flash.js';
import { readForm } from './form.js';
import { idParam } from './paths.js';
import { seeOther } from './respond.js';

/** A signed-in admin's request. Only the session cookie counts: the console never reads an API key. */
export interface Admin {
  session: Session;
}

/** A signed-in admin's request about one of their workspaces. */
export interface InWorkspace extends Admin {
  workspace: WorkspaceRef;
  /** All of the admin's workspaces, for the switcher. */
  workspaces: WorkspaceRef[];
}

/** A page (GET) also shows what the form before it left to show once. */
export type Shown = { flash: Flash | null };
/** A form's post (POST), read and checked against the session's CSRF token. */
export type Posted = { form: URLSearchParams };

type Handler<S> = (ctx: ConsoleContext, scope: S) => Promise<void>;
type Scope<S> = (deps: ConsoleDeps, ctx: ConsoleContext, admin: Admin) => Promise<S>;

/** The live session of the request's cookie; a stale cookie is cleared. */
async function adminOf(deps: ConsoleDeps, ctx: ConsoleContext): Promise<Admin | null> {
  const id = ctx.cookies.get(SESSION_COOKIE);
  if (!id) return null;
  const session = await sessionOf(deps.pool, id, deps.config.sessionIdleHours);
  if (!session) clearCookie(ctx, deps.config.publicUrl, SESSION_COOKIE);
  return session && { session };
}

const asAdmin: Scope<Admin> = (_deps, _ctx, admin) => Promise.resolve(admin);

/** The workspace of the path, among the admin's: any other (or none) is a page that does not exist. */
const inWorkspace: Scope<InWorkspace> = async (deps, ctx, admin) => {
  const missing = 'There is no such workspace among yours';
  const workspaceId = idParam(ctx.params.workspaceId, missing);
  const workspaces = await workspacesOf(deps.pool, admin.session.adminId);
  const workspace = workspaces.find(({ id }) => id === workspaceId);
  if (!workspace) throw notFound(missing);
  return { ...admin, workspace, workspaces };
};

/** Not signed in: to the sign-in page, and from there back to the page asked for. */
function toSignIn(ctx: ConsoleContext): void {
  seeOther(ctx, ctx.method === 'GET' ? `/settings/sign-in?next=${encodeURIComponent(ctx.originalUrl)}` : '/settings/sign-in');
}

function guarded<S>(deps: ConsoleDeps, scope: Scope<S>, handle: (ctx: ConsoleContext, admin: Admin, scoped: S) => Promise<void>): RouterMiddleware<AppState> {
  return async (ctx) => {
    const admin = await adminOf(deps, ctx);
    if (!admin) return toSignIn(ctx);
    await handle(ctx, admin, await scope(deps, ctx, admin));
  };
}

const showing =
  <S>(deps: ConsoleDeps, handler: Handler<S & Shown>) =>
  async (ctx: ConsoleContext, admin: Admin, scoped: S) =>
    handler(ctx, { ...scoped, flash: await takeFlash(deps, admin.session.id) });

const posting =
  <S>(handler: Handler<S & Posted>) =>
  async (ctx: ConsoleContext, admin: Admin, scoped: S) => {
    const form = await readForm(ctx);
    checkCsrf(form, admin.session.csrfToken);
    await handler(ctx, { ...scoped, form });
  };

/** A signed-in admin's page. */
export const page = (deps: ConsoleDeps, handler: Handler<Admin & Shown>) => guarded(deps, asAdmin, showing(deps, handler));
/** A page of one of the admin's workspaces. */
export const workspacePage = (deps: ConsoleDeps, handler: Handler<InWorkspace & Shown>) => guarded(deps, inWorkspace, showing(deps, handler));
/** A signed-in admin's form. */
export const action = (deps: ConsoleDeps, handler: Handler<Admin & Posted>) => guarded(deps, asAdmin, posting(handler));
/** A form of one of the admin's workspaces. */
export const workspaceAction = (deps: ConsoleDeps, handler: Handler<InWorkspace & Posted>) => guarded(deps, inWorkspace, posting(handler));
