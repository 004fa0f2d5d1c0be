import type { ActorKind } from '../entities/console.entity.js';
import type { Sql } from '../transaction.js';

/**
 * The SQL of the workspace settings console: admins, their workspaces, invites and sessions, and what the
 * webhook page shows of a workspace's secret. Invite tokens and session ids arrive here already hashed
 * (SHA-256, hex); emails are compared whatever their case, as the unique index does. Times that decide
 * whether something is still valid are compared with the database's clock, so every process agrees.
 */

// Admins.

export interface AdminRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
}

const ADMIN_COLUMNS = 'id, email, name, password_hash as "passwordHash"';

export async function adminByEmail(db: Sql, email: string): Promise<AdminRow | null> {
  const { rows } = await db.query<AdminRow>(`select ${ADMIN_COLUMNS} from admin where lower(email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

export async function insertAdmin(db: Sql, admin: { email: string; name: string; passwordHash: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>('insert into admin (email, name, password_hash) values ($1, $2, $3) returning id', [admin.email, admin.name, admin.passwordHash]);
  return rows[0].id;
}

// Workspaces and their members.

/** Locks the workspace's row until the transaction ends, so membership changes in it happen one at a time; false: no such workspace. */
export async function lockWorkspace(db: Sql, workspaceId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from workspace where id = $1 for update', [workspaceId]);
  return rows.length > 0;
}

export interface MemberRow {
  adminId: number;
  name: string;
  email: string;
  joinedAt: Date;
}

export async function membersOfWorkspace(db: Sql, workspaceId: number): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `select a.id as "adminId", a.name, a.email, m.joined_at as "joinedAt"
     from workspace_member m join admin a on a.id = m.admin_id
     where m.workspace_id = $1 order by m.joined_at, a.id`,
    [workspaceId],
  );
  return rows;
}

/** Makes the admin a member; false when they already were. */
export async function addMember(db: Sql, workspaceId: number, adminId: number): Promise<boolean> {
  const { rowCount } = await db.query('insert into workspace_member (workspace_id, admin_id) values ($1, $2) on conflict do nothing', [workspaceId, adminId]);
  return rowCount === 1;
}

/** False when the admin was not a member. */
export async function deleteMember(db: Sql, workspaceId: number, adminId: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from workspace_member where workspace_id = $1 and admin_id = $2', [workspaceId, adminId]);
  return rowCount === 1;
}

export async function isWorkspaceMember(db: Sql, adminId: number, workspaceId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from workspace_member where admin_id = $1 and workspace_id = $2', [adminId, workspaceId]);
  return rows.length > 0;
}

export async function workspacesOfAdmin(db: Sql, adminId: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'select w.id, w.name from workspace_member m join workspace w on w.id = m.workspace_id where m.admin_id = $1 order by w.name, w.id',
    [adminId],
  );
  return rows;
}

// Invites.

export interface NewInvite {
  tokenHash: string;
  workspaceId: number;
  email: string;
  createdByKind: ActorKind;
  createdByAdminId: number | null;
  validDays: number;
}

/** Stores the invite; returns when it expires. */
export async function insertInvite(db: Sql, invite: NewInvite): Promise<Date> {
  const { rows } = await db.query<{ expiresAt: Date }>(
    `insert into admin_invite (token_hash, workspace_id, email, created_by_kind, created_by_admin_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) returning expires_at as "expiresAt"`,
    [invite.tokenHash, invite.workspaceId, invite.email, invite.createdByKind, invite.createdByAdminId, invite.validDays],
  );
  return rows[0].expiresAt;
}

export interface InviteRow {
  id: number;
  workspaceId: number;
  workspaceName: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  expired: boolean;
  /** The admin whose email the invite names, if there is one. */
  accountId: number | null;
}

/** The invite with this token hash; `lock` holds it until the transaction ends, so it is accepted once. */
export async function inviteByTokenHash(db: Sql, tokenHash: string, lock: boolean): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    `select i.id, i.workspace_id as "workspaceId", w.name as "workspaceName", i.email, i.expires_at as "expiresAt", i.used_at as "usedAt",
       i.expires_at <= now() as expired, (select a.id from admin a where lower(a.email) = lower(i.email)) as "accountId"
     from admin_invite i join workspace w on w.id = i.workspace_id
     where i.token_hash = $1 ${lock ? 'for update of i' : ''}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markInviteUsed(db: Sql, inviteId: number): Promise<void> {
  await db.query('update admin_invite set used_at = now() where id = $1', [inviteId]);
}

// Sessions.

export interface NewSession {
  idHash: string;
  adminId: number;
  csrfToken: string;
  clientIp: string | null;
  userAgent: string | null;
  maxDays: number;
}

/** Stores the session; returns when it ends at the latest, and whose it is. */
export async function insertSession(db: Sql, session: NewSession): Promise<{ expiresAt: Date; name: string; email: string }> {
  const { rows } = await db.query<{ expiresAt: Date; name: string; email: string }>(
    `with s as (
       insert into admin_session (id_hash, admin_id, csrf_token, client_ip, user_agent, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) returning admin_id, expires_at)
     select s.expires_at as "expiresAt", a.name, a.email from s join admin a on a.id = s.admin_id`,
    [session.idHash, session.adminId, session.csrfToken, session.clientIp, session.userAgent, session.maxDays],
  );
  return rows[0];
}

export interface LiveSessionRow {
  id: number;
  adminId: number;
  name: string;
  email: string;
  csrfToken: string;
  expiresAt: Date;
  /** Last seen more than a minute ago: worth recording that it was seen now. */
  stale: boolean;
}

/** The session with this id hash, unless it ended, went unused for `idleHours`, or passed its absolute end. */
export async function liveSessionByHash(db: Sql, idHash: string, idleHours: number): Promise<LiveSessionRow | null> {
  const { rows } = await db.query<LiveSessionRow>(
    `select s.id, s.admin_id as "adminId", a.name, a.email, s.csrf_token as "csrfToken", s.expires_at as "expiresAt",
       s.last_seen_at < now() - interval '1 minute' as stale
     from admin_session s join admin a on a.id = s.admin_id
     where s.id_hash = $1 and s.ended_at is null and s.expires_at > now() and s.last_seen_at > now() - make_interval(hours => $2)`,
    [idHash, idleHours],
  );
  return rows[0] ?? null;
}

export async function touchSession(db: Sql, sessionRowId: number): Promise<void> {
  await db.query('update admin_session set last_seen_at = now() where id = $1', [sessionRowId]);
}

export async function endSessionByHash(db: Sql, idHash: string): Promise<void> {
  await db.query('update admin_session set ended_at = now() where id_hash = $1 and ended_at is null', [idHash]);
}

/** Ends the admin's sessions but the one with `keepHash` (null: all of them); returns how many. */
export async function endSessionsOf(db: Sql, adminId: number, keepHash: string | null): Promise<number> {
  const { rowCount } = await db.query('update admin_session set ended_at = now() where admin_id = $1 and ended_at is null and id_hash is distinct from $2', [adminId, keepHash]);
  return rowCount ?? 0;
}

export interface SessionListRow {
  id: number;
  idHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  clientIp: string | null;
  userAgent: string | null;
}

/** The admin's live sessions (as liveSessionByHash judges them), most recently used first. */
export async function liveSessionsOf(db: Sql, adminId: number, idleHours: number): Promise<SessionListRow[]> {
  const { rows } = await db.query<SessionListRow>(
    `select id, id_hash as "idHash", created_at as "createdAt", last_seen_at as "lastSeenAt", client_ip as "clientIp", user_agent as "userAgent"
     from admin_session
     where admin_id = $1 and ended_at is null and expires_at > now() and last_seen_at > now() - make_interval(hours => $2)
     order by last_seen_at desc, id desc`,
    [adminId, idleHours],
  );
  return rows;
}
