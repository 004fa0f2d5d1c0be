import { Migration } from '@mikro-orm/migrations';

export class Migration20261123202200 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "apr_dataset" ("id" smallint not null default 1, "edition" date null, "companies" int null, "last_success_at" timestamptz(3) null, "last_failure_at" timestamptz(3) null, "last_failure" text null, "loading_since" timestamptz(3) null, constraint "apr_dataset_pkey" primary key ("id"), constraint "apr_dataset_one_row" check ("id" = 1));`);
    this.addSql(`insert into "apr_dataset" ("id") values (1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "apr_dataset" cascade;`);
  }

}
