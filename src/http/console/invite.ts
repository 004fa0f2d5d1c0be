import type Router from '@koa/router';
import { MAX_ADMIN_NAME_LENGTH } from '../../db/entities/console.entity.js';
import { acceptInvite, inviteOf, type InviteView } from '../../domain/console/admins.service.js';
import { MIN_PASSWORD_LENGTH } from '../../domain/console/passwords.js';
import { startSession } from '../../domain/console/sessions.service.js';
import { HttpError } from '../../lib/errors.js';
import type { AppState } from '../context.js';
import { openBrowserSession } from './browser-session.js';
import type { ConsoleContext, ConsoleDeps } from './context.js';
import { anonymousToken, checkAnonymousCsrf } from './csrf.js';
import { formRefusal } from './error-pages.js';
import { readForm } from './form.js';
import { workspacePath } from './paths.js';
import { renderPage, seeOther } from './respond.js';

function renderInvite(ctx: ConsoleContext, deps: ConsoleDeps, invite: InviteView, form: { name: string; error?: string }, status = 200): void {
  const title = `Join ${invite.workspaceName}`;
  renderPage(
    ctx,
    'invite',
    { title, invite, action: ctx.path, maxName: MAX_ADMIN_NAME_LENGTH, minPassword: MIN_PASSWORD_LENGTH, csrf: anonymousToken(ctx, deps.config.publicUrl), ...form },
    status,
  );
}

/**
 * An invite's page: a name and a new password, or only the password of the account the email already has.
 * Accepting signs the admin in; a refused (or throttled) password shows the form again, an unknown, used or expired invite its error page.
 */
export function invitePages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get('/invite/:token', async (ctx) => renderInvite(ctx, deps, await inviteOf(deps.pool, ctx.params.token), { name: '' }));

  router.post('/invite/:token', async (ctx) => {
    const form = await readForm(ctx);
    checkAnonymousCsrf(ctx, form);
    const { token } = ctx.params;
    const invite = await inviteOf(deps.pool, token);
    const name = form.get('name') ?? '';
    const password = form.get('password') ?? '';
    try {
      if (!invite.accountExists && password !== form.get('confirm')) throw new HttpError(400, 'The two passwords differ; type the same password twice');
      const throttle = { redis: deps.queues.redis, prefix: deps.config.queuePrefix };
      const { adminId } = await acceptInvite(deps.pool, token, { name, password }, ctx.ip, throttle);
      await openBrowserSession(ctx, deps, await startSession(deps.pool, adminId, ctx.ip, ctx.get('User-Agent') || null));
      seeOther(ctx, workspacePath(invite.workspaceId, 'keys'));
    } catch (err) {
      const refusal = formRefusal(ctx, err, [404, 410]);
      renderInvite(ctx, deps, invite, { name, error: refusal.message }, refusal.status);
    }
  });
}
