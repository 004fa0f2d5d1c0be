import { discovery, discoveryBody, discoveryResponse } from '../../../kinds/discovery.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { METERED, orderJob, workspaceOf, type OperationDeps } from '../shared.js';

/** Local-lead discovery from a prompt, a billed job (src/kinds/discovery.ts). */
export function discoveryOperations(deps: OperationDeps): Operation[] {
  return [
    operation({
      id: 'discoverLocalLeads',
      method: 'post',
      path: '/api/v1/local-leads',
      summary: 'Discover local businesses from a prompt: preview (mode "search") or import into a table, with website and registry research',
      tag: 'Discovery',
      auth: 'apiKey',
      body: discoveryBody,
      responses: {
        200: ['Search mode: the interpreted query, the constraints and the places', discoveryResponse],
        201: ['Import mode: the places, how many were imported or were duplicates, and the table', discoveryResponse],
        400: error('The prompt names no business type or place, or the destination is missing or given twice; a callbackUrl refused or no webhook secret'),
        404: error('No such table in this workspace'),
        502: error('The places directory failed'),
        ...METERED,
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => orderJob(deps, discovery, workspaceOf(ctx), body),
      mcp: {
        name: 'discover_local_leads',
        description:
          'Discover local businesses from a prompt ("20 dentists in Belgrade rated 4.5+"): mode "search" previews; otherwise give tableId or newTableName to import. Places carry website and registry research with evidence. Credits per place returned. May return {jobId, status: "running"}: then call get_job, or pass callbackUrl to be sent the job when it settles.',
      },
    }),
  ];
}
