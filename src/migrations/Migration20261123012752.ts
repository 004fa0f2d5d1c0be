import { Migration } from '@mikro-orm/migrations';

export class Migration20261123012752 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "workspace" ("id" serial primary key, "name" varchar(120) not null, "monthly_credits" int null, "created_at" timestamptz(3) not null default now());`);

    this.addSql(`create table "lead_table" ("id" serial primary key, "workspace_id" int not null, "name" varchar(80) not null, "is_default" boolean not null default false, "standard_fields" jsonb not null default '{}', "custom_fields" jsonb not null default '[]', "created_at" timestamptz(3) not null default now(), "updated_at" timestamptz(3) not null default now());`);
    this.addSql(`create index "lead_table_workspace_id_index" on "lead_table" ("workspace_id");`);
    this.addSql(`create unique index "lead_table_one_default_per_workspace" on "lead_table" ("workspace_id") where "is_default";`);

    this.addSql(`create table "lead" ("id" serial primary key, "workspace_id" int not null, "table_id" int not null, "email" varchar(320) not null, "first_name" varchar(2000) null, "last_name" varchar(2000) null, "name" varchar(2000) null, "company" varchar(2000) null, "role" varchar(2000) null, "website" varchar(2000) null, "linkedin" varchar(2000) null, "phone" varchar(2000) null, "address" varchar(2000) null, "rating" double precision null, "status" text check ("status" in ('new', 'ready', 'contacted', 'bounced', 'replied', 'interested', 'not_interested', 'meeting_booked')) not null default 'new', "custom_fields" jsonb not null default '{}', "maps_url" varchar(2000) null, "source" varchar(64) null, "source_id" varchar(255) null, "created_at" timestamptz(3) not null default now(), "updated_at" timestamptz(3) not null default now());`);
    this.addSql(`create index "lead_workspace_recent_idx" on "lead" ("workspace_id", "updated_at" desc, "id" desc);`);
    this.addSql(`create index "lead_table_recent_idx" on "lead" ("table_id", "updated_at" desc, "id" desc);`);
    this.addSql(`create unique index "lead_table_email_unique" on "lead" ("table_id", lower("email"));`);

    this.addSql(`create table "api_key" ("id" serial primary key, "workspace_id" int not null, "prefix" varchar(16) not null, "hash" char(64) not null, "created_at" timestamptz(3) not null default now(), "last_used_at" timestamptz(3) null, "revoked_at" timestamptz(3) null);`);
    this.addSql(`create index "api_key_workspace_id_index" on "api_key" ("workspace_id");`);
    this.addSql(`alter table "api_key" add constraint "api_key_hash_unique" unique ("hash");`);

    this.addSql(`alter table "lead_table" add constraint "lead_table_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lead" add constraint "lead_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lead" add constraint "lead_table_id_foreign" foreign key ("table_id") references "lead_table" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_key" add constraint "api_key_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`);
  }

}
