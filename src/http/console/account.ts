import type Router from '@koa/router';
import { workspacesOf } from '../../domain/console/admins.service.js';
import { endOtherSessions, sessionsOf } from '../../domain/console/sessions.service.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { putFlash } from './flash.js';
import { action, page } from './guard.js';
import { idParam, isSection, workspacePath } from './paths.js';
import { renderPage, seeOther } from './respond.js';

/** The admin's own pages: /settings (to their first workspace), the workspace switcher, their account and sessions. */
export function accountPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/',
    page(deps, async (ctx, scope) => {
      const [first] = await workspacesOf(deps.pool, scope.session.adminId);
      if (first) return seeOther(ctx, workspacePath(first.id, 'keys'));
      renderPage(ctx, 'no-workspace', { title: 'No workspace yet', scope });
    }),
  );

  // The switcher is a plain GET form; the page it leads to checks that the workspace is the admin's.
  router.get('/switch', (ctx) => {
    const { workspace, section } = ctx.query;
    const workspaceId = idParam(typeof workspace === 'string' ? workspace : undefined, 'Choose one of your workspaces');
    seeOther(ctx, workspacePath(workspaceId, isSection(section) ? section : 'keys'));
  });

  router.get(
    '/account',
    page(deps, async (ctx, scope) => {
      const { adminId, id } = scope.session;
      const [sessions, workspaces] = await Promise.all([sessionsOf(deps.pool, adminId, id, deps.config.sessionIdleHours), workspacesOf(deps.pool, adminId)]);
      renderPage(ctx, 'account', { title: 'Your account', current: 'account', scope, sessions, workspaces });
    }),
  );

  router.post(
    '/account/sign-out-others',
    action(deps, async (ctx, { session }) => {
      const ended = await endOtherSessions(deps.pool, session.adminId, session.id);
      await putFlash(deps, session.id, { notice: ended === 1 ? 'Your other session is signed out.' : `${ended} other sessions are signed out.` });
      seeOther(ctx, '/settings/account');
    }),
  );
}
