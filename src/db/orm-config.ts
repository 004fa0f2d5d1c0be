import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { CONNECTION_WAIT_MS, IDLE_CONNECTION_MS, ORM_CONNECTIONS } from './connection-budget.js';
import { ENTITIES } from './entities/index.js';

// Under tsx (tests, dev CLI) load the TypeScript migrations; compiled code loads dist/.
const runningTs = import.meta.url.endsWith('.ts');

export function ormConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    preferTs: runningTs,
    discovery: { warnWhenNoEntities: true },
    debug: false,
    pool: { min: 0, max: ORM_CONNECTIONS, idleTimeoutMillis: IDLE_CONNECTION_MS, acquireTimeoutMillis: CONNECTION_WAIT_MS },
    migrations: {
      path: 'dist/src/migrations',
      pathTs: 'src/migrations',
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
