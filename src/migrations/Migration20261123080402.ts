import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080402 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "lead" add column "research" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead" drop column "research";`);
  }

}
