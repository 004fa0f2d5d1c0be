import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

/**
 * The workspace settings console (src/domain/console/), written with plain SQL
 * (db/repositories/console.repository.ts and audit.repository.ts); declared here so the schema tools know
 * the tables. Invite tokens and session ids are stored only as their SHA-256 (hex), like API keys.
 */

export const MAX_ADMIN_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 254;

/** A person who signs in to the console; a member of one or more workspaces. */
export interface Admin {
  id: number;
  /** Unique whatever its case. */
  email: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash` (src/domain/console/passwords.ts). */
  passwordHash: string;
  createdAt: Date;
}

export const AdminSchema = new EntitySchema<Admin>({
  name: 'Admin',
  tableName: 'admin',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: MAX_EMAIL_LENGTH },
    name: { type: 'string', length: MAX_ADMIN_NAME_LENGTH },
    passwordHash: { type: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
  indexes: [{ name: 'admin_email_unique', expression: 'create unique index "admin_email_unique" on "admin" (lower("email"))' }],
});

export interface WorkspaceMember {
  workspace: Workspace;
  admin: Admin;
  joinedAt: Date;
}

export const WorkspaceMemberSchema = new EntitySchema<WorkspaceMember>({
  name: 'WorkspaceMember',
  tableName: 'workspace_member',
  properties: {
    workspace: { kind: 'm:1', entity: 'Workspace', primary: true, deleteRule: 'cascade' },
    admin: { kind: 'm:1', entity: 'Admin', primary: true, deleteRule: 'cascade', index: true },
    joinedAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
});

/** Who did something in a workspace: an admin, or the operator through the CLI. */
export const ACTOR_KINDS = ['admin', 'cli'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** A single-use link that makes its holder an admin of the workspace. */
export interface AdminInvite {
  id: number;
  tokenHash: string;
  workspace: Workspace;
  email: string;
  createdByKind: ActorKind;
  createdByAdmin: Admin | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const AdminInviteSchema = new EntitySchema<AdminInvite>({
  name: 'AdminInvite',
  tableName: 'admin_invite',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tokenHash: { type: 'string', columnType: 'char(64)', unique: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade', index: true },
    email: { type: 'string', length: MAX_EMAIL_LENGTH },
    createdByKind: { enum: true, items: () => [...ACTOR_KINDS] },
    createdByAdmin: { kind: 'm:1', entity: 'Admin', nullable: true, deleteRule: 'set null' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    expiresAt: { type: 'Date', columnType: 'timestamptz(3)' },
    usedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});

/** A browser's signed-in session; the cookie holds the id, the row only its hash. */
export interface AdminSession {
  id: number;
  idHash: string;
  admin: Admin;
  csrfToken: string;
  clientIp: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The absolute end: 7 days after it began, however often it is used. */
  expiresAt: Date;
  endedAt: Date | null;
}

export const AdminSessionSchema = new EntitySchema<AdminSession>({
  name: 'AdminSession',
  tableName: 'admin_session',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    idHash: { type: 'string', columnType: 'char(64)', unique: true },
    admin: { kind: 'm:1', entity: 'Admin', deleteRule: 'cascade', index: true },
    csrfToken: { type: 'string', length: 64 },
    clientIp: { type: 'string', length: 64, nullable: true },
    userAgent: { type: 'string', length: 512, nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    lastSeenAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    expiresAt: { type: 'Date', columnType: 'timestamptz(3)' },
    endedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});

/** One thing done in a workspace, kept for its audit log. */
export interface AuditEvent {
  id: number;
  workspace: Workspace;
  at: Date;
  action: string;
  actorKind: ActorKind;
  actorAdmin: Admin | null;
  clientIp: string | null;
  detail: Record<string, unknown>;
}

export const AuditEventSchema = new EntitySchema<AuditEvent>({
  name: 'AuditEvent',
  tableName: 'audit_event',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade' },
    at: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    action: { type: 'string', length: 32 },
    actorKind: { enum: true, items: () => [...ACTOR_KINDS] },
    actorAdmin: { kind: 'm:1', entity: 'Admin', nullable: true, deleteRule: 'set null' },
    clientIp: { type: 'string', length: 64, nullable: true },
    detail: { type: 'json', columnType: 'jsonb', default: '{}' },
  },
  indexes: [{ name: 'audit_event_workspace_recent_idx', expression: 'create index "audit_event_workspace_recent_idx" on "audit_event" ("workspace_id", "id" desc)' }],
});
