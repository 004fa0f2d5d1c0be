import { creditBalance as readCreditBalance } from '../../../domain/credits.service.js';
import { cancelJob, jobView as readJobView } from '../../../domain/metered-job.service.js';
import { BILLED_KINDS } from '../../../kinds/index.js';
import { NO_ARGUMENTS } from '../../mcp.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { creditBalance, jobView } from '../common.schemas.js';
import { workspaceOf, type OperationDeps } from '../shared.js';

// Not validated as a UUID: an id that names no job of this workspace is a 404, whatever its shape.
const jobIdParam = { type: 'object', properties: { id: { type: 'string', description: 'The job id (a UUID)' } }, required: ['id'], additionalProperties: false } as const;
/** The MCP tools name the job `jobId`. */
const byJobId = {
  inputSchema: { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'], additionalProperties: false },
  input: ({ jobId }: { jobId: string }) => ({ params: { id: jobId }, body: undefined, query: undefined }),
};

/** Jobs (after a 202) and the credits they draw on. */
export function jobOperations(deps: OperationDeps): Operation[] {
  const { config, pool } = deps;
  const cancellationOf = (queue: string) => Object.values(BILLED_KINDS).find((kind) => kind.queue === queue)?.cancel;
  return [
    operation({
      id: 'getJob',
      method: 'get',
      path: '/api/v1/jobs/{id}',
      summary: 'Status of a job (after a 202), with its result once finished and its webhook delivery',
      tag: 'Jobs',
      auth: 'apiKey',
      params: jobIdParam,
      responses: {
        200: ['The job', jobView],
        404: error('No such job in this workspace'),
        410: error(
          "The job's result was deleted (JOB_RETENTION_DAYS after it finished, or at a person's erasure request); its credits are unchanged, and the request can be sent again",
        ),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { params }) => ({ body: await readJobView(deps, workspaceOf(ctx), params.id) }),
      mcp: {
        name: 'get_job',
        description: 'Status of a job returned by another tool, with its result once completed.',
        ...byJobId,
      },
    }),
    operation({
      id: 'cancelJob',
      method: 'delete',
      path: '/api/v1/jobs/{id}',
      summary: 'Cancel a running table enrichment: chunks not started are not run and their credits are refunded',
      tag: 'Jobs',
      auth: 'apiKey',
      params: jobIdParam,
      responses: {
        200: ['The job, status cancelled (finishedAt is set once the chunks in flight have finished)', jobView],
        404: error('No such job in this workspace'),
        409: error('The job has settled already, is being cancelled, or is not an enrichment'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { params }) => ({ body: await cancelJob(deps, workspaceOf(ctx), params.id, cancellationOf) }),
      mcp: {
        name: 'cancel_job',
        description: 'Cancel a running table enrichment (enrich_table): chunks not started are not run and their credits are refunded.',
        ...byJobId,
      },
    }),
    operation({
      id: 'getCredits',
      method: 'get',
      path: '/api/v1/credits',
      summary: "The workspace's credits this month",
      tag: 'Jobs',
      auth: 'apiKey',
      responses: { 200: ['The balance', creditBalance], ...AUTH_ERRORS },
      handle: async (ctx) => ({ body: await readCreditBalance(pool, workspaceOf(ctx), config.defaultMonthlyCredits) }),
      mcp: { name: 'get_credits', description: "The workspace's credit allowance, use and reset time this month.", inputSchema: NO_ARGUMENTS },
    }),
  ];
}
