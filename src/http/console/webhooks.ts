import type Router from '@koa/router';
import { rotateSecret, webhookSecretOf } from '../../domain/console/workspace-settings.service.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { putFlash } from './flash.js';
import { workspaceAction, workspacePage } from './guard.js';
import { workspacePath } from './paths.js';
import { renderPage, seeOther } from './respond.js';
import { at } from './time.js';

/** The webhook signing secret: whether it exists, when it was rotated; "Rotate" shows the new one once. */
export function webhookPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/w/:workspaceId/webhooks',
    workspacePage(deps, async (ctx, scope) => {
      renderPage(ctx, 'webhooks', { title: 'Webhooks', section: 'webhooks', scope, secret: await webhookSecretOf(deps.pool, scope.workspace.id) });
    }),
  );

  router.post(
    '/w/:workspaceId/webhooks/rotate',
    workspaceAction(deps, async (ctx, { session, workspace }) => {
      const { secret, state } = await rotateSecret(deps.pool, workspace.id, { adminId: session.adminId }, ctx.ip);
      const previous = state.previousValidUntil ? ` The previous secret stays valid until ${at(state.previousValidUntil)}.` : '';
      const warning = `This is the only time the secret is shown: give it to the service that checks your webhooks' signatures.${previous}`;
      await putFlash(deps, session.id, { once: { title: 'New webhook signing secret', value: secret, warning } });
      seeOther(ctx, workspacePath(workspace.id, 'webhooks'));
    }),
  );
}
