import type Router from '@koa/router';
import { auditPage, type AuditAction } from '../../domain/console/audit.service.js';
import type { AppState } from '../context.js';
import type { ConsoleDeps } from './context.js';
import { workspacePage } from './guard.js';
import { renderPage } from './respond.js';

const PAGE_SIZE = 50;
const EVENT_ID = /^[1-9]\d{0,15}$/;

const ACTIONS: Record<AuditAction, string> = {
  'key.created': 'API key created',
  'key.revoked': 'API key revoked',
  'webhook_secret.rotated': 'Webhook secret rotated',
  'member.invited': 'Admin invited',
  'member.joined': 'Admin joined',
  'member.removed': 'Admin removed',
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Sign-in failed',
};

/** The audit log, newest first, PAGE_SIZE events a page; "Older events" pages on by event id. */
export function auditPages(router: Router<AppState>, deps: ConsoleDeps): void {
  router.get(
    '/w/:workspaceId/audit',
    workspacePage(deps, async (ctx, scope) => {
      const { before } = ctx.query;
      const from = typeof before === 'string' && EVENT_ID.test(before) ? Number(before) : undefined;
      const { events, nextBefore } = await auditPage(deps.pool, scope.workspace.id, { before: from, limit: PAGE_SIZE });
      renderPage(ctx, 'audit', { title: 'Audit log', section: 'audit', scope, events, nextBefore, paged: from !== undefined, actions: ACTIONS });
    }),
  );
}
