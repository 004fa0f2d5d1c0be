import type { ActorKind } from '../entities/console.entity.js';
import type { Sql } from '../transaction.js';

/** The SQL of the workspaces' audit logs (src/domain/console/audit.service.ts). */

export interface NewAuditEvent {
  action: string;
  actorKind: ActorKind;
  actorAdminId: number | null;
  clientIp: string | null;
  detail: Record<string, unknown>;
}

const params = (event: NewAuditEvent) => [event.action, event.actorKind, event.actorAdminId, event.clientIp, JSON.stringify(event.detail)];

export async function insertAuditEvent(db: Sql, workspaceId: number, event: NewAuditEvent): Promise<void> {
  await db.query('insert into audit_event (action, actor_kind, actor_admin_id, client_ip, detail, workspace_id) values ($1, $2, $3, $4, $5, $6)', [...params(event), workspaceId]);
}

/** Records the event in every workspace `adminId` is a member of (what an admin does outside any one workspace, such as signing in). */
export async function insertAuditEventInWorkspacesOf(db: Sql, adminId: number, event: NewAuditEvent): Promise<void> {
  await db.query(
    `insert into audit_event (action, actor_kind, actor_admin_id, client_ip, detail, workspace_id)
     select $1, $2, $3, $4, $5, workspace_id from workspace_member where admin_id = $6`,
    [...params(event), adminId],
  );
}

export interface AuditEventRow {
  id: number;
  at: Date;
  action: string;
  actorKind: ActorKind;
  actorName: string | null;
  actorEmail: string | null;
  clientIp: string | null;
  detail: Record<string, unknown>;
}

/** Up to `limit` of the workspace's events older than event `before` (null: the newest), newest first. */
export async function auditEvents(db: Sql, workspaceId: number, before: number | null, limit: number): Promise<AuditEventRow[]> {
  const { rows } = await db.query<AuditEventRow>(
    `select e.id, e.at, e.action, e.actor_kind as "actorKind", a.name as "actorName", a.email as "actorEmail", e.client_ip as "clientIp", e.detail
     from audit_event e left join admin a on a.id = e.actor_admin_id
     where e.workspace_id = $1 and ($2::int is null or e.id < $2)
     order by e.id desc limit $3`,
    [workspaceId, before, limit],
  );
  return rows;
}
