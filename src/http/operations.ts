import type { RouterContext } from '@koa/router';
import type pg from 'pg';
import type { Config } from '../config.js';
import { creditBalance as readCreditBalance } from '../domain/credits.service.js';
import { requestFinding } from '../domain/email-find.service.js';
import { requestVerification } from '../domain/email-verify.service.js';
import { importLeads, type ImportRequest } from '../domain/lead-import.service.js';
import { pageLeads, StreamGate, streamLeads } from '../domain/lead-list.service.js';
import { requestDiscovery } from '../domain/discovery.service.js';
import { cancelJob, jobView as readJobView, type MeteredOutcome } from '../domain/metered-job.service.js';
import { requestEnrichment } from '../enrichment/request.js';
import { createTable, listTables, listTablesJson, updateTableFields, type TableListCache } from '../domain/tables.service.js';
import type { QueueClient } from '../jobs/queue-client.js';
import type { Logger } from '../logger.js';
import type { AppState } from './context.js';
import { CSV_LIST_DOC, csvLeadList, csvLeadPage, wantsCsv } from './csv/lead-csv-export.js';
import { CSV_IMPORT_DOC, importLeadsCsv, refuseCsvQuery } from './csv/lead-csv-import.js';
import { basicAuth } from './middleware/basic-auth.js';
import { mcpOperation, NO_ARGUMENTS } from './mcp.js';
import { AUTH_ERRORS, error, operation, type Operation, type Reply, type Schema } from './operation.js';
import { creditBalance, idSchema, jobAccepted, jobView } from './routes/common.schemas.js';
import { referenceAsset, referencePage, referenceScript, REFERENCE_ASSETS } from './reference-page.js';
import { findEmailBody, findResponse, verifyEmailBody, verifyResponse } from './routes/email.schemas.js';
import { discoveryBody, discoveryResponse } from './routes/discovery.schemas.js';
import { enrichBody, enrichResponse } from './routes/enrichment.schemas.js';
import { importLeadsBody, importLeadsQuery, importResult, leadList, listLeadsQuery } from './routes/leads.schemas.js';
import { createTableBody, leadTable, tableIdParam, updateTableBody } from './routes/tables.schemas.js';

export interface OperationDeps {
  config: Pick<Config, 'verify' | 'find' | 'discovery' | 'research' | 'defaultMonthlyCredits' | 'syncTimeoutMs' | 'maxListStreams' | 'admin' | 'enrichResearchCredits'>;
  pool: pg.Pool;
  queues: QueueClient;
  log: Logger;
  /** GET /tables bodies served from memory (domain/tables.service.ts). */
  tableLists: TableListCache;
  /** The readiness probe (src/http/readiness.ts). */
  ready: () => Promise<Reply>;
  /** Prometheus text of the process's metrics (src/http/metrics.ts). */
  metrics: () => Promise<{ type: string; body: string }>;
  /** The OpenAPI document, as served (built from this very list). */
  document: () => string;
}

const METERED = {
  202: ['Still running after SYNC_TIMEOUT_MS: poll statusUrl', jobAccepted] as [string, Schema],
  402: error("The month's credits cannot cover the request (says when they reset)"),
  503: error('Not configured on this server, or the job queue is unavailable'),
};

/** A metered endpoint's answer: its status and body, and where the workspace's credits stand. */
const metered = ({ status, body, balance }: MeteredOutcome): Reply => ({ status, body, headers: { 'X-Credits-Remaining': String(balance.remaining) } });

const workspaceOf = (ctx: RouterContext<AppState>) => ctx.state.principal.workspaceId;

/**
 * Every operation of the service, in the order the reference shows them. The router, the OpenAPI
 * document and the MCP tools are generated from this list; adding an endpoint is one entry here.
 */
export function operations(deps: OperationDeps): Operation[] {
  const { config, pool } = deps;
  const streams = new StreamGate(config.maxListStreams);
  const verifyBody = verifyEmailBody(config.verify.maxEmails);
  const findBody = findEmailBody(config.find.maxPeople);
  const list: Operation[] = [
    operation({
      id: 'listTables', method: 'get', path: '/api/v1/tables', summary: "List the workspace's lead tables", tag: 'Tables', auth: 'apiKey',
      responses: { 200: ['The tables, oldest first', { type: 'object', properties: { tables: { type: 'array', items: leadTable } }, required: ['tables'] }], ...AUTH_ERRORS },
      handle: async (ctx) => ({ type: 'application/json', body: await listTablesJson(pool, deps.tableLists, workspaceOf(ctx)) }),
      mcp: {
        name: 'list_tables',
        description: "List the workspace's lead tables with their lead counts and fields.",
        inputSchema: NO_ARGUMENTS,
        run: async (ctx) => ({ tables: await listTables(pool, workspaceOf(ctx)) }),
      },
    }),
    operation({
      id: 'createTable', method: 'post', path: '/api/v1/tables', summary: 'Create a lead table', tag: 'Tables', auth: 'apiKey', body: createTableBody,
      responses: { 201: ['The new table', { type: 'object', properties: { table: leadTable }, required: ['table'] }], 400: error('Name missing, empty or over 80 characters'), ...AUTH_ERRORS },
      handle: async (ctx, { body }) => ({ status: 201, body: { table: await createTable(ctx.state.em, workspaceOf(ctx), body.name) } }),
      mcp: { name: 'create_table', description: 'Create a lead table. name: 1–80 characters.' },
    }),
    operation({
      id: 'updateTable', method: 'patch', path: '/api/v1/tables/{id}', summary: 'Show or hide fields, relabel them, add custom fields', tag: 'Tables', auth: 'apiKey', body: updateTableBody, params: tableIdParam,
      responses: { 200: ['The whole updated table', { type: 'object', properties: { table: leadTable }, required: ['table'] }], 400: error('Invalid table id, fields not an array, or an unknown field id'), 404: error('No such table in this workspace'), ...AUTH_ERRORS },
      handle: async (ctx, { body, params }) => ({ body: { table: await updateTableFields(ctx.state.em, workspaceOf(ctx), params.id, body.fields) } }),
      mcp: {
        name: 'update_table_fields',
        description: 'Show/hide or relabel fields of a table (entries with id), or add custom fields (entries without id; the response gives their stable custom_… ids).',
        inputSchema: { ...updateTableBody, properties: { tableId: idSchema, ...updateTableBody.properties }, required: ['tableId', 'fields'] },
        input: ({ tableId, fields }: { tableId: number; fields: never }) => ({ body: { fields }, params: { id: tableId }, query: undefined }),
      },
    }),
    operation({
      id: 'listLeads', method: 'get', path: '/api/v1/leads', summary: 'List leads, most recently updated first (streamed in full, or paged with limit/cursor), as JSON or CSV', tag: 'Leads', auth: 'apiKey', query: listLeadsQuery,
      alsoAnswers: { 'text/csv': CSV_LIST_DOC },
      responses: { 200: ['The leads', leadList], 400: error('Invalid query parameter or cursor, or CSV asked for without tableId'), 404: error('No such table in this workspace'), 503: error('Too many full lists streaming; retry or page'), ...AUTH_ERRORS },
      handle: async (ctx, { query }) => {
        if (wantsCsv(query, ctx.accepts('application/json', 'text/csv') === 'text/csv')) return csvLeadList(pool, streams, workspaceOf(ctx), query);
        const paged = query.limit !== undefined || query.cursor !== undefined;
        return { type: 'application/json', headers: { Vary: 'Accept' }, body: paged ? await pageLeads(pool, workspaceOf(ctx), query) : await streamLeads(pool, streams, workspaceOf(ctx), query) };
      },
      mcp: {
        name: 'list_leads',
        description: 'List leads, most recently updated first, a page at a time (limit 1–1000, default 100; pass nextCursor back as cursor). tableId limits to one table. format "csv" (needs tableId) returns the page as {csv, nextCursor}: a header row of field ids (header "labels": labels), then one row per lead.',
        run: async (ctx, args) => (wantsCsv(args) ? csvLeadPage(pool, workspaceOf(ctx), args) : JSON.parse(await pageLeads(pool, workspaceOf(ctx), args))),
      },
    }),
    operation({
      id: 'importLeads', method: 'post', path: '/api/v1/leads', summary: 'Create or update leads by email: one LeadInput, or a batch of 1–5000 (JSON, or a CSV file)', tag: 'Leads', auth: 'apiKey', body: importLeadsBody, query: importLeadsQuery,
      textBodies: { 'text/csv': CSV_IMPORT_DOC },
      responses: { 201: ['How many leads were created or updated', importResult], 400: error('Invalid input, with the index of the lead (CSV: its row and column)'), 404: error('No such table in this workspace'), ...AUTH_ERRORS },
      handle: async (ctx, { body, query, text }) => {
        if (text) return { status: 201, body: await importLeadsCsv(pool, workspaceOf(ctx), query, text.text) };
        refuseCsvQuery(query);
        // The schema is built from the field catalogue at run time, so its type is declared by the service.
        return { status: 201, body: await importLeads(pool, workspaceOf(ctx), body as ImportRequest) };
      },
      mcp: {
        name: 'import_leads',
        description: 'Create or update leads by email: one lead (tableId optional: the default table "Leads") or {tableId, leads: [1–5000]}. customFields keys must be custom field ids of the table. (Over REST the same endpoint also takes a CSV file; this tool takes JSON leads.)',
        input: (args: unknown) => ({ body: args as never, query: {}, params: undefined }),
      },
    }),
    operation({
      id: 'verifyEmails', method: 'post', path: '/api/v1/email/verify', summary: 'Verify one address or a list (syntax, MX, SMTP; never sends mail)', tag: 'Email', auth: 'apiKey', body: verifyBody,
      responses: { 200: ['One result per address, in request order', verifyResponse], 400: error('Neither email nor emails, or an invalid address; a callbackUrl refused (not http(s), a non-public address) or the workspace has no webhook secret'), 502: error('Nothing could be checked because the upstream failed'), ...METERED, ...AUTH_ERRORS },
      handle: async (ctx, { body }) => metered(await requestVerification(deps, workspaceOf(ctx), body)),
      mcp: {
        name: 'verify_emails',
        description: 'Verify email or emails (syntax, MX, SMTP; never sends mail). Costs 1 credit per distinct address; unknown results are refunded. May return {jobId, status: "running"} for long lists: then call get_job, or pass callbackUrl to be sent the job when it settles.',
      },
    }),
    operation({
      id: 'findEmails', method: 'post', path: '/api/v1/email/find', summary: "Find a person's business email, only with evidence: published on the company's site, the company's pattern, or a single SMTP-accepted candidate", tag: 'Email', auth: 'apiKey', body: findBody,
      responses: { 200: ['One result per person, in request order', findResponse], 400: error('A person without a name, or without website or domain (names the item); a callbackUrl refused or no webhook secret'), 502: error('Nothing could be checked because the upstream failed'), ...METERED, ...AUTH_ERRORS },
      handle: async (ctx, { body }) => metered(await requestFinding(deps, workspaceOf(ctx), body)),
      mcp: {
        name: 'find_emails',
        description: `Find a person's business email: {personName, website or domain, knownCompanyEmail?} or {people: [1–${config.find.maxPeople} of them]}. Only with evidence (published on the site, the company's pattern, or one SMTP-accepted candidate); otherwise email null with a reason. 1 credit per person, refunded when nothing is found. May return {jobId, status: "running"}: then call get_job, or pass callbackUrl to be sent the job when it settles.`,
      },
    }),
    operation({
      id: 'discoverLocalLeads', method: 'post', path: '/api/v1/local-leads', summary: 'Discover local businesses from a prompt: preview (mode "search") or import into a table, with website and registry research', tag: 'Discovery', auth: 'apiKey', body: discoveryBody,
      responses: { 200: ['Search mode: the interpreted query, the constraints and the places', discoveryResponse], 201: ['Import mode: the places, how many were imported or were duplicates, and the table', discoveryResponse],
        400: error('The prompt names no business type or place, or the destination is missing or given twice; a callbackUrl refused or no webhook secret'), 404: error('No such table in this workspace'), 502: error('The places directory failed'), ...METERED, ...AUTH_ERRORS },
      handle: async (ctx, { body }) => metered(await requestDiscovery(deps, workspaceOf(ctx), body)),
      mcp: {
        name: 'discover_local_leads',
        description: 'Discover local businesses from a prompt ("20 dentists in Belgrade rated 4.5+"): mode "search" previews; otherwise give tableId or newTableName to import. Places carry website and registry research with evidence. Credits per place returned. May return {jobId, status: "running"}: then call get_job, or pass callbackUrl to be sent the job when it settles.',
      },
    }),
    operation({
      id: 'enrichTable', method: 'post', path: '/api/v1/tables/{id}/enrich', summary: "Verify every address and/or research every website of a table, in the background; verdicts and research are written on the leads", tag: 'Tables', auth: 'apiKey', body: enrichBody, params: tableIdParam,
      responses: { 200: ['The run finished within SYNC_TIMEOUT_MS: its counts', enrichResponse], 400: error('Neither verify nor research, or maxAgeDays outside 0–365; a callbackUrl refused or no webhook secret'), 404: error('No such table in this workspace'), ...METERED, ...AUTH_ERRORS },
      handle: async (ctx, { body, params }) => metered(await requestEnrichment(deps, workspaceOf(ctx), params.id, body)),
      mcp: {
        name: 'enrich_table',
        description: 'Enrich a whole lead table: verify every address (1 credit each) and/or research every website (ENRICH_RESEARCH_CREDITS each); leads checked within maxAgeDays (default 30) are skipped and not charged. Results are written on the leads (verification, research; list_leads can filter by verification). Usually returns {jobId, status: "running"}: then call get_job (cancel_job stops it).',
        inputSchema: { ...enrichBody, properties: { tableId: idSchema, ...enrichBody.properties }, required: ['tableId'] },
        input: ({ tableId, ...body }: { tableId: number }) => ({ body: body as never, params: { id: tableId }, query: undefined }),
      },
    }),
    operation({
      id: 'getJob', method: 'get', path: '/api/v1/jobs/{id}', summary: 'Status of a job (after a 202), with its result once finished and its webhook delivery', tag: 'Jobs', auth: 'apiKey',
      // Not validated as a UUID: an id that names no job of this workspace is a 404, whatever its shape.
      params: { type: 'object', properties: { id: { type: 'string', description: 'The job id (a UUID)' } }, required: ['id'], additionalProperties: false },
      responses: { 200: ['The job', jobView], 404: error('No such job in this workspace'), ...AUTH_ERRORS },
      handle: async (ctx, { params }) => ({ body: await readJobView(deps, workspaceOf(ctx), params.id) }),
      mcp: {
        name: 'get_job',
        description: 'Status of a job returned by another tool, with its result once completed.',
        inputSchema: { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'], additionalProperties: false },
        input: ({ jobId }: { jobId: string }) => ({ params: { id: jobId }, body: undefined, query: undefined }),
      },
    }),
    operation({
      id: 'cancelJob', method: 'delete', path: '/api/v1/jobs/{id}', summary: 'Cancel a running table enrichment: chunks not started are not run and their credits are refunded', tag: 'Jobs', auth: 'apiKey',
      params: { type: 'object', properties: { id: { type: 'string', description: 'The job id (a UUID)' } }, required: ['id'], additionalProperties: false },
      responses: { 200: ['The job, status cancelled (finishedAt is set once the chunks in flight have finished)', jobView], 404: error('No such job in this workspace'), 409: error('The job has settled already, is being cancelled, or is not an enrichment'), ...AUTH_ERRORS },
      handle: async (ctx, { params }) => ({ body: await cancelJob(deps, workspaceOf(ctx), params.id) }),
      mcp: {
        name: 'cancel_job',
        description: 'Cancel a running table enrichment (enrich_table): chunks not started are not run and their credits are refunded.',
        inputSchema: { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'], additionalProperties: false },
        input: ({ jobId }: { jobId: string }) => ({ params: { id: jobId }, body: undefined, query: undefined }),
      },
    }),
    operation({
      id: 'getCredits', method: 'get', path: '/api/v1/credits', summary: "The workspace's credits this month", tag: 'Jobs', auth: 'apiKey',
      responses: { 200: ['The balance', creditBalance], ...AUTH_ERRORS },
      handle: async (ctx) => ({ body: await readCreditBalance(pool, workspaceOf(ctx), config.defaultMonthlyCredits) }),
      mcp: { name: 'get_credits', description: "The workspace's credit allowance, use and reset time this month.", inputSchema: NO_ARGUMENTS },
    }),
    operation({
      id: 'getOpenApiDocument', method: 'get', path: '/api/v1/openapi.json', summary: 'This document', tag: 'Meta', auth: 'none', responses: { 200: ['The OpenAPI document'] },
      handle: () => ({ type: 'application/json', body: deps.document() }),
    }),
    mcpOperation(() => list),
    operation({
      id: 'healthz', method: 'get', path: '/healthz', summary: 'The process serves', tag: 'Operator', auth: 'none', responses: { 200: ['Up'] },
      handle: () => ({ body: { status: 'ok' } }),
    }),
    operation({
      id: 'readyz', method: 'get', path: '/readyz', summary: 'PostgreSQL and Redis answer', tag: 'Operator', auth: 'none', responses: { 200: ['Ready'], 503: error('A dependency is unreachable') },
      handle: () => deps.ready(),
    }),
    operation({
      id: 'metrics', method: 'get', path: '/metrics', summary: 'Prometheus metrics', tag: 'Operator', auth: 'operator', contentType: 'text/plain',
      responses: { 200: ['Metrics in Prometheus text format'], 401: error('Operator credentials needed'), 404: error('Off: ADMIN_USER and ADMIN_PASSWORD are not set') },
      // Scraped with the operator's credentials (HTTP basic auth, as Prometheus supports); off without them.
      enabled: !!config.admin,
      before: config.admin ? [basicAuth(config.admin, 'Leadbase metrics')] : [],
      handle: () => deps.metrics(),
    }),
    operation({
      id: 'getReferencePage', method: 'get', path: '/docs', summary: 'This reference, rendered', tag: 'Meta', auth: 'none', contentType: 'text/html', responses: { 200: ['An HTML page'] },
      handle: () => referencePage(),
    }),
    operation({
      id: 'getReferenceScript', method: 'get', path: '/docs/reference.js', summary: "The reference page's start-up script", tag: 'Meta', auth: 'none', contentType: 'application/javascript', responses: { 200: ['JavaScript'] },
      handle: () => referenceScript(),
    }),
    operation({
      id: 'getReferenceAsset', method: 'get', path: '/docs/{asset}', summary: "The reference page's renderer files (Swagger UI, served from its npm package)", tag: 'Meta', auth: 'none',
      params: { type: 'object', properties: { asset: { type: 'string', description: `One of: ${REFERENCE_ASSETS.join(', ')}` } }, required: ['asset'], additionalProperties: false },
      responses: { 200: ['The file'], 404: error('Not one of these files') },
      handle: (_ctx, { params }) => referenceAsset(params.asset),
    }),
  ];
  return list;
}
