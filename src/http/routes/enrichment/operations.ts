import { enrichBody, enrichment, enrichResponse } from '../../../kinds/enrichment.js';
import { idSchema } from '../../../lib/lead-fields.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { METERED, orderJob, workspaceOf, type OperationDeps } from '../shared.js';
import { tableIdParam } from '../tables/schemas.js';

/** Table enrichment, a billed job (src/kinds/enrichment.ts). */
export function enrichmentOperations(deps: OperationDeps): Operation[] {
  return [
    operation({
      id: 'enrichTable',
      method: 'post',
      path: '/api/v1/tables/{id}/enrich',
      summary: 'Verify every address and/or research every website of a table, in the background; verdicts and research are written on the leads',
      tag: 'Tables',
      auth: 'apiKey',
      body: enrichBody,
      params: tableIdParam,
      responses: {
        200: ['The run finished within SYNC_TIMEOUT_MS: its counts', enrichResponse],
        400: error('Neither verify nor research, or maxAgeDays outside 0–365; a callbackUrl refused or no webhook secret'),
        404: error('No such table in this workspace'),
        ...METERED,
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body, params }) => orderJob(deps, enrichment, workspaceOf(ctx), { ...body, tableId: params.id }),
      mcp: {
        name: 'enrich_table',
        description:
          'Enrich a whole lead table: verify every address (1 credit each) and/or research every website (ENRICH_RESEARCH_CREDITS each); leads checked within maxAgeDays (default 30) are skipped and not charged. Results are written on the leads (verification, research; list_leads can filter by verification). Usually returns {jobId, status: "running"}: then call get_job (cancel_job stops it).',
        inputSchema: { ...enrichBody, properties: { tableId: idSchema, ...enrichBody.properties }, required: ['tableId'] },
        input: ({ tableId, ...body }: { tableId: number }) => ({ body: body as never, params: { id: tableId }, query: undefined }),
      },
    }),
  ];
}
