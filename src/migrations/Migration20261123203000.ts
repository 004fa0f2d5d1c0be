import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to an API key (revocation, deletion) is announced on the `leadbase_api_key` channel
 * with the key's hash, whoever makes it (the CLI, another process, plain SQL), so web processes that
 * keep keys in memory drop them before the next request.
 */
export class Migration20261123203000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "leadbase_api_key_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('leadbase_api_key', old.hash);
  return null;
end $$;`);
    // Not on last_used_at: that changes once a minute per key in use and says nothing about validity.
    this.addSql(`create trigger "api_key_changed" after update of "hash", "revoked_at", "workspace_id" or delete on "api_key" for each row execute function "leadbase_api_key_changed"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "api_key_changed" on "api_key";`);
    this.addSql(`drop function if exists "leadbase_api_key_changed"();`);
  }
}
