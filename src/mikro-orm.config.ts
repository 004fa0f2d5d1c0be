import { loadConfig } from './config.js';
import { ormConfig } from './db/orm-config.js';

// Read only by the MikroORM CLI (`npm run migration:create`); the service builds its config in db/orm.ts.
export default ormConfig(loadConfig().databaseUrl);
