import { Migration } from '@mikro-orm/migrations';

export class Migration20261123074720 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "apr_company" ("registration_number" char(8) not null, "name" text not null, "legal_form" text null, "status" text null, "founded_on" date null, "municipality" text null, "activity_code" varchar(16) null, "refreshed_at" timestamptz(3) not null, constraint "apr_company_pkey" primary key ("registration_number"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "apr_company" cascade;`);
  }

}
