import type Router from '@koa/router';
import { MAX_KEY_NAME_LENGTH } from '../../db/entities/api-key.entity.js';
import { createKey, keysOf, revokeKeyOf, type KeyRow } from '../../domain/console/workspace-settings.service.js';
import { notFound } from '../../lib/errors.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { putFlash } from './flash.js';
import { workspaceAction, workspacePage } from './guard.js';
import { idParam, workspacePath } from './paths.js';
import { renderPage, seeOther } from './respond.js';

const keyLabel = (key: KeyRow) => (key.name ? `“${key.name}” (${key.prefix}…)` : `${key.prefix}…`);

/** API keys: the list, "Create key" (the secret shown once, on the next page), "Revoke" after a confirmation. */
export function keyPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/w/:workspaceId/keys',
    workspacePage(deps, async (ctx, scope) => {
      renderPage(ctx, 'keys', { title: 'API keys', section: 'keys', scope, maxName: MAX_KEY_NAME_LENGTH, keys: await keysOf(deps.pool, scope.workspace.id) });
    }),
  );

  router.post(
    '/w/:workspaceId/keys',
    workspaceAction(deps, async (ctx, { session, workspace, form }) => {
      const { key, secret } = await createKey(deps.pool, workspace.id, (form.get('name') ?? '').trim(), { adminId: session.adminId }, ctx.ip);
      const warning = 'This is the only time the key is shown: store it where your application keeps secrets. If it is lost, revoke it and create another.';
      await putFlash(deps, session.id, { once: { title: `New API key ${keyLabel(key)}`, value: secret, warning } });
      seeOther(ctx, workspacePath(workspace.id, 'keys'));
    }),
  );

  router.get(
    '/w/:workspaceId/keys/:keyId/revoke',
    workspacePage(deps, async (ctx, scope) => {
      const missing = 'This workspace has no such active key';
      const keyId = idParam(ctx.params.keyId, missing);
      const key = (await keysOf(deps.pool, scope.workspace.id)).find(({ id, revokedAt }) => id === keyId && !revokedAt);
      if (!key) throw notFound(missing);
      renderPage(ctx, 'confirm', {
        title: `Revoke key ${keyLabel(key)}?`,
        section: 'keys',
        scope,
        sentence: 'Every application using this key is refused from the moment you revoke it. This cannot be undone.',
        action: ctx.path,
        button: 'Revoke key',
        cancel: workspacePath(scope.workspace.id, 'keys'),
      });
    }),
  );

  router.post(
    '/w/:workspaceId/keys/:keyId/revoke',
    workspaceAction(deps, async (ctx, { session, workspace }) => {
      const keyId = idParam(ctx.params.keyId, 'This workspace has no such key');
      const key = await revokeKeyOf(deps.pool, workspace.id, keyId, { adminId: session.adminId }, ctx.ip);
      await putFlash(deps, session.id, { notice: `Key ${keyLabel(key)} is revoked: the API refuses it from now on.` });
      seeOther(ctx, workspacePath(workspace.id, 'keys'));
    }),
  );
}
