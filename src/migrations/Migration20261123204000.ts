import { Migration } from '@mikro-orm/migrations';

/**
 * A table's lead count, stored and kept in the transaction that inserts its leads, so listing tables
 * does not count every lead of the workspace. Filled once from the leads there are.
 */
export class Migration20261123204000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead_table" add column "lead_count" int not null default 0;`);
    this.addSql(`update "lead_table" t set "lead_count" = (select count(*) from "lead" l where l."table_id" = t."id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead_table" drop column "lead_count";`);
  }
}
