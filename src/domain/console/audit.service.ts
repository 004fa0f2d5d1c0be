import { auditEvents, insertAuditEvent, insertAuditEventInWorkspacesOf, type AuditEventRow, type NewAuditEvent } from '../../db/repositories/audit.repository.js';
import type { Sql } from '../../db/transaction.js';

/**
 * The audit log of a workspace: what was done in it (keys, the webhook secret, members, sign-ins), when,
 * by whom — an admin, or the operator through the CLI — and from which client address.
 */

export type Actor = { adminId: number } | 'cli';

export type AuditAction = 'key.created' | 'key.revoked' | 'webhook_secret.rotated' | 'member.invited' | 'member.joined' | 'member.removed' | 'sign_in.succeeded' | 'sign_in.failed';

export interface AuditEvent {
  id: number;
  at: Date;
  action: AuditAction;
  /** The admin's name and email, or 'cli'. */
  actor: string;
  clientIp: string | null;
  /** What it was done to, e.g. `{ keyId, prefix, name }`. */
  detail: Record<string, unknown>;
}

/** Events per page at most, whatever the caller asks for. */
const MAX_PAGE = 100;

const newEvent = (action: AuditAction, actor: Actor, clientIp: string | null, detail: Record<string, unknown>): NewAuditEvent => ({
  action,
  actorKind: actor === 'cli' ? 'cli' : 'admin',
  actorAdminId: actor === 'cli' ? null : actor.adminId,
  clientIp,
  detail,
});

export async function recordAudit(db: Sql, workspaceId: number, action: AuditAction, actor: Actor, clientIp: string | null, detail: Record<string, unknown> = {}): Promise<void> {
  await insertAuditEvent(db, workspaceId, newEvent(action, actor, clientIp, detail));
}

/** Records what an admin did outside any one workspace (signing in) in each of their workspaces. */
export async function recordAuditForAdmin(db: Sql, adminId: number, action: AuditAction, clientIp: string | null, detail: Record<string, unknown> = {}): Promise<void> {
  await insertAuditEventInWorkspacesOf(db, adminId, newEvent(action, { adminId }, clientIp, detail));
}

function actorOf(row: AuditEventRow): string {
  if (row.actorKind === 'cli') return 'cli';
  return row.actorName === null ? 'a deleted admin' : `${row.actorName} <${row.actorEmail}>`;
}

/** A page of the workspace's events, newest first: those before event `before` (none: the newest); `nextBefore` continues, null at the end. */
export async function auditPage(db: Sql, workspaceId: number, opts: { before?: number; limit: number }): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
  const limit = Math.min(MAX_PAGE, Math.max(1, Math.floor(opts.limit)));
  // One more than the page: whether there is a next page, without counting.
  const rows = await auditEvents(db, workspaceId, opts.before ?? null, limit + 1);
  const events = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action as AuditAction,
    actor: actorOf(row),
    clientIp: row.clientIp,
    detail: row.detail,
  }));
  return { events, nextBefore: rows.length > limit ? events[events.length - 1].id : null };
}
