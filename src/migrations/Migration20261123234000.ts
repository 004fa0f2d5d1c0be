import { Migration } from '@mikro-orm/migrations';

/**
 * The `finished_at` index of jobs: the metrics read only the jobs not settled yet and those settled in
 * the last minutes (src/http/metrics.ts), however long the job history grows.
 */
export class Migration20261123234000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "job_finished_at_index" on "job" ("finished_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "job_finished_at_index";`);
  }
}
