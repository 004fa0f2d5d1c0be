import { Migration } from '@mikro-orm/migrations';

/**
 * Deliveries still due, by when: each worker process's webhook sweep (src/webhooks/sweep.ts) reads
 * only those, however many deliveries are done.
 */
export class Migration20261123235000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "webhook_delivery_next_attempt_at_index" on "webhook_delivery" ("next_attempt_at", "job_id") where "next_attempt_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_delivery_next_attempt_at_index";`);
  }
}
