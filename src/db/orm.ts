import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.js';

export type Orm = MikroORM;

export function initOrm(databaseUrl: string): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl));
}

/** Applies pending migrations; returns the names of those applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
