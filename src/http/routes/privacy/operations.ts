import { erasePerson, exportPerson } from '../../../domain/privacy.service.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import type { OperationDeps } from '../shared.js';
import { eraseBody, erasure, exportBody, personalData } from './schemas.js';

/** A person's rights (GDPR Art. 15 and 17): what the workspace stores about an address, exported or erased (docs/privacy.md). */
export function privacyOperations({ pool, queues, config }: OperationDeps): Operation[] {
  const deps = { pool, queues, config };
  return [
    operation({
      id: 'erasePersonalData',
      method: 'post',
      path: '/api/v1/privacy/erase',
      summary: 'Erase everything the workspace stores about an address (right to erasure), optionally keeping it suppressed',
      tag: 'Privacy',
      auth: 'apiKey',
      body: eraseBody,
      responses: {
        200: ['What was erased (zeros when there was nothing left: erasure is idempotent), and the jobs still running that name the address', erasure],
        400: error('email missing or not an address, or suppress missing'),
        503: error('The job queue is unavailable: what was erased stays erased; erase again to finish'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => ({ body: await erasePerson(deps, ctx.state.principal, body) }),
      mcp: {
        name: 'erase_person',
        description:
          "Erase a person's address from this workspace (GDPR right to erasure): its leads in every table, the jobs and webhook deliveries that named it, the verifier's cache. suppress (required): true keeps a keyed hash so later imports, discoveries and findings skip the address; false keeps nothing.",
      },
    }),
    operation({
      id: 'exportPersonalData',
      method: 'post',
      path: '/api/v1/privacy/export',
      summary: 'Export everything the workspace stores about an address (right of access), as one JSON document',
      tag: 'Privacy',
      auth: 'apiKey',
      body: exportBody,
      responses: {
        200: ['Its leads with every field, and the jobs that named it', personalData],
        400: error('email missing or not an address'),
        503: error('The job queue is unavailable, so the jobs that named the address cannot be read; retry'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => ({ body: await exportPerson(deps, ctx.state.principal, body) }),
      mcp: {
        name: 'export_person',
        description:
          "Export everything this workspace stores about a person's address (GDPR right of access): its leads in every table with every field, verification and research, the jobs that named it, and whether it is suppressed.",
      },
    }),
  ];
}
