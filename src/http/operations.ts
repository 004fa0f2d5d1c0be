import type { Operation } from './operation.js';
import { discoveryOperations } from './routes/discovery/operations.js';
import { emailOperations } from './routes/email/operations.js';
import { enrichmentOperations } from './routes/enrichment/operations.js';
import { jobOperations } from './routes/jobs/operations.js';
import { leadOperations } from './routes/leads/operations.js';
import { metaOperations } from './routes/meta/operations.js';
import { referenceOperations } from './routes/meta/reference.js';
import { operatorOperations } from './routes/operator/operations.js';
import { privacyOperations } from './routes/privacy/operations.js';
import type { OperationDeps } from './routes/shared.js';
import { tableOperations } from './routes/tables/operations.js';

/**
 * Every operation of the service, in the order the reference shows them, one folder of src/http/routes/
 * per resource (its operations and schemas). The router, the OpenAPI document and the MCP tools are
 * generated from this list.
 */
export function operations(deps: OperationDeps): Operation[] {
  const list: Operation[] = [
    ...tableOperations(deps),
    ...leadOperations(deps),
    ...emailOperations(deps),
    ...discoveryOperations(deps),
    ...enrichmentOperations(deps),
    ...jobOperations(deps),
    ...privacyOperations(deps),
    ...metaOperations(deps, () => list),
    ...operatorOperations(deps),
    ...referenceOperations(),
  ];
  return list;
}
