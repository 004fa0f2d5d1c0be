import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020053 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "job" ("id" uuid not null, "workspace_id" int not null, "queue" varchar(64) not null, "state" varchar(16) not null default 'queued', "credit_month" date not null, "credits_reserved" int not null, "credits_refunded" int not null default 0, "result" jsonb null, "error_status" int null, "error" text null, "created_at" timestamptz(3) not null default now(), "finished_at" timestamptz(3) null, constraint "job_pkey" primary key ("id"));`);
    this.addSql(`create index "job_workspace_id_index" on "job" ("workspace_id");`);

    this.addSql(`create table "credit_usage" ("workspace_id" int not null, "month" date not null, "used" int not null default 0, constraint "credit_usage_pkey" primary key ("workspace_id", "month"));`);

    this.addSql(`alter table "job" add constraint "job_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "credit_usage" add constraint "credit_usage_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);

    this.addSql(`drop table if exists "credit_usage" cascade;`);
  }

}
