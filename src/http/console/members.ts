import type Router from '@koa/router';
import { createInvite, membersOf, removeMember, workspacesOf } from '../../domain/console/admins.service.js';
import { notFound } from '../../lib/errors.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { putFlash } from './flash.js';
import { workspaceAction, workspacePage } from './guard.js';
import { idParam, workspacePath } from './paths.js';
import { renderPage, seeOther } from './respond.js';
import { at } from './time.js';

const NOT_A_MEMBER = 'This workspace has no such admin';

/** Members: the workspace's admins; invite one (the link shown once, to pass on); remove one after a confirmation. */
export function memberPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/w/:workspaceId/members',
    workspacePage(deps, async (ctx, scope) => {
      renderPage(ctx, 'members', { title: 'Members', section: 'members', scope, members: await membersOf(deps.pool, scope.workspace.id) });
    }),
  );

  router.post(
    '/w/:workspaceId/members',
    workspaceAction(deps, async (ctx, { session, workspace, form }) => {
      const email = (form.get('email') ?? '').trim();
      const invite = await createInvite(deps.pool, { workspaceId: workspace.id, email, actor: { adminId: session.adminId }, clientIp: ctx.ip, publicUrl: deps.config.publicUrl });
      const warning = `Send this link to ${email} yourself. It works once, until ${at(invite.expiresAt)}, and is not shown again.`;
      await putFlash(deps, session.id, { once: { title: `Invite link for ${email}`, value: invite.url, warning } });
      seeOther(ctx, workspacePath(workspace.id, 'members'));
    }),
  );

  router.get(
    '/w/:workspaceId/members/:adminId/remove',
    workspacePage(deps, async (ctx, scope) => {
      const adminId = idParam(ctx.params.adminId, NOT_A_MEMBER);
      const member = (await membersOf(deps.pool, scope.workspace.id)).find((m) => m.adminId === adminId);
      if (!member) throw notFound(NOT_A_MEMBER);
      const yourself = adminId === scope.session.adminId;
      renderPage(ctx, 'confirm', {
        title: yourself ? `Leave ${scope.workspace.name}?` : `Remove ${member.name} (${member.email})?`,
        section: 'members',
        scope,
        sentence: `${yourself ? 'You lose' : 'They lose'} access to this workspace's settings at once; only a new invite brings it back.`,
        action: ctx.path,
        button: yourself ? 'Leave workspace' : 'Remove admin',
        cancel: workspacePath(scope.workspace.id, 'members'),
      });
    }),
  );

  router.post(
    '/w/:workspaceId/members/:adminId/remove',
    workspaceAction(deps, async (ctx, { session, workspace }) => {
      const adminId = idParam(ctx.params.adminId, NOT_A_MEMBER);
      await removeMember(deps.pool, workspace.id, adminId, { adminId: session.adminId }, ctx.ip);
      if (adminId !== session.adminId) {
        await putFlash(deps, session.id, { notice: 'The admin is removed from this workspace.' });
        return seeOther(ctx, workspacePath(workspace.id, 'members'));
      }
      // Having left, the admin goes to another of their workspaces, or to the page saying they have none.
      const [next] = await workspacesOf(deps.pool, session.adminId);
      await putFlash(deps, session.id, { notice: `You have left ${workspace.name}.` });
      seeOther(ctx, next ? workspacePath(next.id, 'keys') : '/settings');
    }),
  );
}
