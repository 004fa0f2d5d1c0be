import { Migration } from '@mikro-orm/migrations';

/**
 * The workspace settings console (issue 27): admins (people who sign in with an email and a password),
 * their workspaces, the invites that bring them in, their browser sessions, and the audit log of what was
 * done in a workspace — by an admin or by the CLI.
 * - Invite tokens and session ids are bearer secrets: only their SHA-256 is stored, as for API keys.
 * - An admin's email is unique whatever its case (people type it in any case when they sign in).
 * - A session ends after SESSION_IDLE_HOURS without use or at `expires_at` (7 days after it began),
 *   whichever comes first; signing out sets `ended_at`.
 * - An API key records its name and the admin who created it (null: the CLI).
 */
export class Migration20261126050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin" (
      "id" serial primary key,
      "email" varchar(254) not null,
      "name" varchar(80) not null,
      "password_hash" text not null,
      "created_at" timestamptz(3) not null default now());`);
    this.addSql(`create unique index "admin_email_unique" on "admin" (lower("email"));`);

    this.addSql(`create table "workspace_member" (
      "workspace_id" int not null,
      "admin_id" int not null,
      "joined_at" timestamptz(3) not null default now(),
      constraint "workspace_member_pkey" primary key ("workspace_id", "admin_id"),
      constraint "workspace_member_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade,
      constraint "workspace_member_admin_id_foreign" foreign key ("admin_id") references "admin" ("id") on update cascade on delete cascade);`);
    this.addSql(`create index "workspace_member_admin_id_index" on "workspace_member" ("admin_id");`);

    this.addSql(`create table "admin_invite" (
      "id" serial primary key,
      "token_hash" char(64) not null,
      "workspace_id" int not null,
      "email" varchar(254) not null,
      "created_by_kind" text check ("created_by_kind" in ('admin', 'cli')) not null,
      "created_by_admin_id" int null,
      "created_at" timestamptz(3) not null default now(),
      "expires_at" timestamptz(3) not null,
      "used_at" timestamptz(3) null,
      constraint "admin_invite_token_hash_unique" unique ("token_hash"),
      constraint "admin_invite_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade,
      constraint "admin_invite_created_by_admin_id_foreign" foreign key ("created_by_admin_id") references "admin" ("id") on update cascade on delete set null);`);
    this.addSql(`create index "admin_invite_workspace_id_index" on "admin_invite" ("workspace_id");`);

    this.addSql(`create table "admin_session" (
      "id" serial primary key,
      "id_hash" char(64) not null,
      "admin_id" int not null,
      "csrf_token" varchar(64) not null,
      "client_ip" varchar(64) null,
      "user_agent" varchar(512) null,
      "created_at" timestamptz(3) not null default now(),
      "last_seen_at" timestamptz(3) not null default now(),
      "expires_at" timestamptz(3) not null,
      "ended_at" timestamptz(3) null,
      constraint "admin_session_id_hash_unique" unique ("id_hash"),
      constraint "admin_session_admin_id_foreign" foreign key ("admin_id") references "admin" ("id") on update cascade on delete cascade);`);
    this.addSql(`create index "admin_session_admin_id_index" on "admin_session" ("admin_id");`);

    this.addSql(`create table "audit_event" (
      "id" serial primary key,
      "workspace_id" int not null,
      "at" timestamptz(3) not null default now(),
      "action" varchar(32) not null,
      "actor_kind" text check ("actor_kind" in ('admin', 'cli')) not null,
      "actor_admin_id" int null,
      "client_ip" varchar(64) null,
      "detail" jsonb not null default '{}',
      constraint "audit_event_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade,
      constraint "audit_event_actor_admin_id_foreign" foreign key ("actor_admin_id") references "admin" ("id") on update cascade on delete set null);`);
    // The audit page: a workspace's events newest first, paged by id.
    this.addSql(`create index "audit_event_workspace_recent_idx" on "audit_event" ("workspace_id", "id" desc);`);

    this.addSql(`alter table "api_key" add column "name" varchar(80) null;`);
    this.addSql(`alter table "api_key" add column "created_by_admin_id" int null;`);
    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_admin_id_foreign" foreign key ("created_by_admin_id") references "admin" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_key" drop column if exists "created_by_admin_id";`);
    this.addSql(`alter table "api_key" drop column if exists "name";`);
    this.addSql(`drop table if exists "audit_event";`);
    this.addSql(`drop table if exists "admin_session";`);
    this.addSql(`drop table if exists "admin_invite";`);
    this.addSql(`drop table if exists "workspace_member";`);
    this.addSql(`drop table if exists "admin";`);
  }
}
