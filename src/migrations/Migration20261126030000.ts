import { Migration } from '@mikro-orm/migrations';

/**
 * The lead lifecycle (issue 29):
 * - listing filters answer from indexes: `q` from a trigram index over the searched text (pg_trgm,
 *   a trusted extension the database owner may create), `status` from one per table and status in
 *   listing order;
 * - tables are archived (`archived_at`) before a worker purges them;
 * - a person's erasure keeps only a keyed hash of a suppressed address (`suppression`, keyed with the
 *   workspace's `privacy_key`), and every erase and export is recorded without the address;
 * - job results are purged after JOB_RETENTION_DAYS (`purged_at`); the credits stay.
 * The searched text's expression is repeated in db/repositories/leads.repository.ts (LEAD_SEARCH_TEXT): the planner
 * uses the indexes only for the identical expression.
 */
export class Migration20261126030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "lead_search_trgm_idx" on "lead" using gin ((lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company", ''))) gin_trgm_ops);`,
    );
    this.addSql(`create index "lead_table_status_recent_idx" on "lead" ("table_id", "status", "updated_at" desc, "id" desc);`);
    this.addSql(`alter table "lead_table" add column "archived_at" timestamptz(3) null;`);
    this.addSql(`create index "lead_table_archived_at_index" on "lead_table" ("archived_at") where "archived_at" is not null;`);
    this.addSql(`alter table "workspace" add column "privacy_key" bytea null;`);
    this.addSql(`create table "suppression" (
      "workspace_id" int not null references "workspace" ("id") on delete cascade,
      "address_hash" bytea not null,
      "created_at" timestamptz(3) not null default now(),
      primary key ("workspace_id", "address_hash"));`);
    this.addSql(`create table "privacy_request" (
      "id" serial primary key,
      "workspace_id" int not null references "workspace" ("id") on delete cascade,
      "kind" varchar(16) not null,
      "api_key_id" int null,
      "counts" jsonb not null,
      "created_at" timestamptz(3) not null default now());`);
    this.addSql(`create index "privacy_request_workspace_index" on "privacy_request" ("workspace_id", "created_at" desc);`);
    this.addSql(`alter table "job" add column "purged_at" timestamptz(3) null;`);
    // The retention sweep's next jobs, however many it purged before.
    this.addSql(`create index "job_purge_due_index" on "job" ("finished_at") where "purged_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_purge_due_index";`);
    this.addSql(`alter table "job" drop column if exists "purged_at";`);
    this.addSql(`drop table if exists "privacy_request";`);
    this.addSql(`drop table if exists "suppression";`);
    this.addSql(`alter table "workspace" drop column if exists "privacy_key";`);
    this.addSql(`drop index if exists "lead_table_archived_at_index";`);
    this.addSql(`alter table "lead_table" drop column if exists "archived_at";`);
    this.addSql(`drop index if exists "lead_table_status_recent_idx";`);
    this.addSql(`drop index if exists "lead_search_trgm_idx";`);
  }
}
