import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to a lead table (created, renamed, fields edited, its lead count moved by an import,
 * deleted, moved to another workspace) is announced on the `leadbase_lead_table` channel with the
 * workspace's id — both workspaces' for a move — whoever makes it, so web processes that serve GET
 * /tables from memory forget that workspace's list. A TRUNCATE, of lead tables or of API keys, is
 * announced with no id: everything is forgotten. PostgreSQL delivers an announcement at commit, and
 * once per transaction however many rows it touched.
 */
export class Migration20261123233000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "leadbase_lead_table_changed"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('leadbase_lead_table', old.workspace_id::text); end if;
  if tg_op <> 'DELETE' then perform pg_notify('leadbase_lead_table', new.workspace_id::text); end if;
  return null;
end $$;`);
    this.addSql(`create trigger "lead_table_changed" after insert or update or delete on "lead_table" for each row execute function "leadbase_lead_table_changed"();`);
    this.addSql(`create or replace function "leadbase_truncated"() returns trigger language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], '');
  return null;
end $$;`);
    this.addSql(`create trigger "lead_table_truncated" after truncate on "lead_table" for each statement execute function "leadbase_truncated"('leadbase_lead_table');`);
    this.addSql(`create trigger "api_key_truncated" after truncate on "api_key" for each statement execute function "leadbase_truncated"('leadbase_api_key');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "api_key_truncated" on "api_key";`);
    this.addSql(`drop trigger if exists "lead_table_truncated" on "lead_table";`);
    this.addSql(`drop function if exists "leadbase_truncated"();`);
    this.addSql(`drop trigger if exists "lead_table_changed" on "lead_table";`);
    this.addSql(`drop function if exists "leadbase_lead_table_changed"();`);
  }
}
