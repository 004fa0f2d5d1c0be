import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks: each workspace's signing secret (stored as is, since it signs; the previous one is
 * kept for 24 h after a rotation), and one delivery per job that asked for a callback, with its state.
 */
export class Migration20261123211900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_secret" ("workspace_id" int not null, "secret" text not null, "previous_secret" text null, "rotated_at" timestamptz(3) not null default now(), constraint "webhook_secret_pkey" primary key ("workspace_id"));`);
    this.addSql(`alter table "webhook_secret" add constraint "webhook_secret_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "webhook_delivery" ("job_id" uuid not null, "id" uuid not null default gen_random_uuid(), "url" varchar(2048) not null, "attempts" int not null default 0, "last_status" int null, "last_error" text null, "delivered_at" timestamptz(3) null, "next_attempt_at" timestamptz(3) null, constraint "webhook_delivery_pkey" primary key ("job_id"));`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_secret" cascade;`);
  }
}
