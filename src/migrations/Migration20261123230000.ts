import { Migration } from '@mikro-orm/migrations';

/**
 * Table enrichment (issue 18): a lead's latest verification verdict and when its website was last
 * researched successfully (research itself is the existing `research` column); a job's cancellation
 * request; an enrichment run's table, and the chunks the run is split into, each with its leads and its accounting.
 * The run's and chunks' foreign keys are checked at commit: they are written before their job row, because the
 * credits the job reserves are the sum of what its chunks are due.
 */
export class Migration20261123230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "verification" jsonb null, add column "research_checked_at" timestamptz(3) null;`);
    this.addSql(`alter table "job" add column "cancelled_at" timestamptz(3) null;`);
    this.addSql(`create table "enrichment_run" ("job_id" uuid not null, "table_id" int not null, constraint "enrichment_run_pkey" primary key ("job_id"));`);
    this.addSql(`alter table "enrichment_run" add constraint "enrichment_run_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade deferrable initially deferred;`);
    this.addSql(`create table "enrichment_chunk" ("job_id" uuid not null, "seq" int not null, "lead_ids" int[] not null, "reserved" int not null,
      "state" varchar(16) not null default 'pending', "charged" int not null default 0, "verified" int not null default 0,
      "researched" int not null default 0, "skipped" int not null default 0, "failed" int not null default 0, "finished_at" timestamptz(3) null,
      constraint "enrichment_chunk_pkey" primary key ("job_id", "seq"));`);
    this.addSql(`alter table "enrichment_chunk" add constraint "enrichment_chunk_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade deferrable initially deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "enrichment_chunk" cascade;`);
    this.addSql(`drop table if exists "enrichment_run" cascade;`);
    this.addSql(`alter table "job" drop column "cancelled_at";`);
    this.addSql(`alter table "lead" drop column "verification", drop column "research_checked_at";`);
  }
}
