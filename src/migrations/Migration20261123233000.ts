import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to a lead table (created, renamed, fields edited, its lead count moved by an import,
 * deleted) is announced on the `leadbase_lead_table` channel with the workspace's id, whoever makes it,
 * so web processes that serve GET /tables from memory forget that workspace's list. PostgreSQL delivers
 * the announcement at commit, and once per transaction however many rows it touched.
 */
export class Migration20261123233000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "leadbase_lead_table_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('leadbase_lead_table', coalesce(new.workspace_id, old.workspace_id)::text);
  return null;
end $$;`);
    this.addSql(`create trigger "lead_table_changed" after insert or update or delete on "lead_table" for each row execute function "leadbase_lead_table_changed"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "lead_table_changed" on "lead_table";`);
    this.addSql(`drop function if exists "leadbase_lead_table_changed"();`);
  }
}
