import type { Config } from '../config.js';
import { LEAD_STATUSES, MAX_BATCH_LEADS } from '../domain/lead-fields.js';
import { creditBalance, errorBody, jobAccepted, jobView } from './routes/common.schemas.js';
import { findEmailBody, findResponse, verifyEmailBody, verifyResponse } from './routes/email.schemas.js';
import { discoveryBody, discoveryResponse } from './routes/local-leads.schemas.js';
import { importLeadsBody, importResult, leadBatch, leadInput, leadList, listLeadsQuery } from './routes/leads.schemas.js';
import { createTableBody, leadTable, tableIdParam, updateTableBody } from './routes/tables.schemas.js';

/**
 * The OpenAPI 3.1 document, built from the same JSON Schemas the routes validate requests with and
 * the response schemas the tests check real responses against. `OPERATIONS` lists every route; a test
 * keeps it and the routers one-to-one.
 */
type Schema = Record<string, unknown>;

interface Operation {
  /** The OpenAPI operationId. */
  id: string;
  method: 'get' | 'post' | 'patch';
  /** OpenAPI form: `/api/v1/tables/{id}`. */
  path: string;
  summary: string;
  tag: string;
  auth: 'apiKey' | 'operator' | 'none';
  body?: Schema;
  query?: { properties: Record<string, Schema>; required?: readonly string[] };
  pathParams?: { properties: Record<string, Schema> };
  responses: Record<number, [description: string, schema?: Schema]>;
  contentType?: string;
}

const error = (description: string): [string, Schema] => [description, errorBody];
const AUTH_ERRORS = {
  401: error('Missing, malformed, unknown or revoked API key'),
  429: error('Too many requests for this key this minute (see Retry-After)'),
};
/** Every operation behind a key reads the key from PostgreSQL; its own 503 (if any) gains this cause. */
const DATABASE_DOWN = 'the database is unavailable (see Retry-After)';
const withDatabaseOutage = (responses: Operation['responses']): Operation['responses'] => {
  const own = responses[503];
  return { ...responses, 503: own ? [`${own[0]}; or ${DATABASE_DOWN}`, own[1]] : error(DATABASE_DOWN[0]!.toUpperCase() + DATABASE_DOWN.slice(1)) };
};
/** A JSON-RPC 2.0 message or batch, as MCP's Streamable HTTP transport posts them. */
const jsonRpcMessage: Schema = {
  type: 'object',
  properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer'] }, method: { type: 'string' }, params: { type: 'object' } },
  required: ['jsonrpc'],
};
const mcpMessage: Schema = { oneOf: [jsonRpcMessage, { type: 'array', items: jsonRpcMessage, minItems: 1 }] };

/** Every path answers 405 with Allow to a method it does not serve. */
const WRONG_METHOD = { 405: error('Another method on this path (see the Allow header)') };

/** What every operation with a JSON body may also answer. */
const BODY_ERRORS = { 413: error('Body larger than MAX_BODY_BYTES'), 415: error('Body not JSON, not UTF-8, or compressed') };
const METERED = {
  202: ['Still running after SYNC_TIMEOUT_MS: poll statusUrl', jobAccepted] as [string, Schema],
  402: error("The month's credits cannot cover the request (says when they reset)"),
  503: error('Not configured on this server, or the job queue is unavailable'),
};

export function operations(config: Pick<Config, 'verify' | 'find'>): Operation[] {
  return [
    { id: 'listTables', method: 'get', path: '/api/v1/tables', summary: "List the workspace's lead tables", tag: 'Tables', auth: 'apiKey',
      responses: { 200: ['The tables, oldest first', { type: 'object', properties: { tables: { type: 'array', items: leadTable } }, required: ['tables'] }], ...AUTH_ERRORS } },
    { id: 'createTable', method: 'post', path: '/api/v1/tables', summary: 'Create a lead table', tag: 'Tables', auth: 'apiKey', body: createTableBody,
      responses: { 201: ['The new table', { type: 'object', properties: { table: leadTable }, required: ['table'] }], 400: error('Name missing, empty or over 80 characters'), ...AUTH_ERRORS } },
    { id: 'updateTable', method: 'patch', path: '/api/v1/tables/{id}', summary: "Show or hide fields, relabel them, add custom fields", tag: 'Tables', auth: 'apiKey', body: updateTableBody, pathParams: tableIdParam,
      responses: { 200: ['The whole updated table', { type: 'object', properties: { table: leadTable }, required: ['table'] }], 400: error('Invalid table id, fields not an array, or an unknown field id'), 404: error('No such table in this workspace'), ...AUTH_ERRORS } },
    { id: 'listLeads', method: 'get', path: '/api/v1/leads', summary: 'List leads, most recently updated first (streamed in full, or paged with limit/cursor)', tag: 'Leads', auth: 'apiKey', query: listLeadsQuery,
      responses: { 200: ['The leads', leadList], 400: error('Invalid query parameter or cursor'), 404: error('No such table in this workspace'), 503: error('Too many full lists streaming; retry or page'), ...AUTH_ERRORS } },
    { id: 'importLeads', method: 'post', path: '/api/v1/leads', summary: `Create or update leads by email: one LeadInput, or a batch of 1–${MAX_BATCH_LEADS}`, tag: 'Leads', auth: 'apiKey', body: importLeadsBody,
      responses: { 201: ['How many leads were created or updated', importResult], 400: error('Invalid input, with the index of the lead'), 404: error('No such table in this workspace'), ...AUTH_ERRORS } },
    { id: 'verifyEmails', method: 'post', path: '/api/v1/email/verify', summary: 'Verify one address or a list (syntax, MX, SMTP; never sends mail)', tag: 'Email', auth: 'apiKey', body: verifyEmailBody(config.verify.maxEmails),
      responses: { 200: ['One result per address, in request order', verifyResponse], 400: error('Neither email nor emails, or an invalid address'), 502: error('Nothing could be checked because the upstream failed'), ...METERED, ...AUTH_ERRORS } },
    { id: 'findEmails', method: 'post', path: '/api/v1/email/find', summary: "Find a person's business email, only with evidence: published on the company's site, the company's pattern, or a single SMTP-accepted candidate", tag: 'Email', auth: 'apiKey', body: findEmailBody(config.find.maxPeople),
      responses: { 200: ['One result per person, in request order', findResponse], 400: error('A person without a name, or without website or domain (names the item)'), 502: error('Nothing could be checked because the upstream failed'), ...METERED, ...AUTH_ERRORS } },
    { id: 'discoverLocalLeads', method: 'post', path: '/api/v1/local-leads', summary: 'Discover local businesses from a prompt: preview (mode "search") or import into a table, with website and registry research', tag: 'Discovery', auth: 'apiKey', body: discoveryBody,
      responses: { 200: ['Search mode: the interpreted query, the constraints and the places', discoveryResponse], 201: ['Import mode: the places, how many were imported or were duplicates, and the table', discoveryResponse],
        400: error('The prompt names no business type or place, or the destination is missing or given twice'), 404: error('No such table in this workspace'), 502: error('The places directory failed'), ...METERED, ...AUTH_ERRORS } },
    { id: 'getJob', method: 'get', path: '/api/v1/jobs/{id}', summary: 'Status of a job (after a 202), with its result once finished', tag: 'Jobs', auth: 'apiKey', pathParams: { properties: { id: { type: 'string', format: 'uuid' } } },
      responses: { 200: ['The job', jobView], 404: error('No such job in this workspace'), ...AUTH_ERRORS } },
    { id: 'getCredits', method: 'get', path: '/api/v1/credits', summary: "The workspace's credits this month", tag: 'Jobs', auth: 'apiKey',
      responses: { 200: ['The balance', creditBalance], ...AUTH_ERRORS } },
    { id: 'getOpenApiDocument', method: 'get', path: '/api/v1/openapi.json', summary: 'This document', tag: 'Meta', auth: 'none', responses: { 200: ['The OpenAPI document'] } },
    { id: 'mcp', method: 'post', path: '/api/mcp', summary: 'The MCP server (Streamable HTTP, stateless); tools mirror this API', tag: 'Meta', auth: 'apiKey', body: mcpMessage,
      responses: { 200: ['An MCP JSON-RPC response'], ...AUTH_ERRORS } },
    { id: 'healthz', method: 'get', path: '/healthz', summary: 'The process serves', tag: 'Operator', auth: 'none', responses: { 200: ['Up'] } },
    { id: 'readyz', method: 'get', path: '/readyz', summary: 'PostgreSQL and Redis answer', tag: 'Operator', auth: 'none', responses: { 200: ['Ready'], 503: error('A dependency is unreachable') } },
    { id: 'metrics', method: 'get', path: '/metrics', summary: 'Prometheus metrics', tag: 'Operator', auth: 'operator', contentType: 'text/plain',
      responses: { 200: ['Metrics in Prometheus text format'], 401: error('Operator credentials needed'), 404: error('Off: ADMIN_USER and ADMIN_PASSWORD are not set') } },
    { id: 'getReferencePage', method: 'get', path: '/docs', summary: 'This reference, rendered', tag: 'Meta', auth: 'none', contentType: 'text/html', responses: { 200: ['An HTML page'] } },
    { id: 'getReferenceScript', method: 'get', path: '/docs/reference.js', summary: "The reference page's start-up script", tag: 'Meta', auth: 'none', contentType: 'application/javascript', responses: { 200: ['JavaScript'] } },
    { id: 'getReferenceAsset', method: 'get', path: '/docs/{asset}', summary: "The reference page's renderer files (Swagger UI, served from its npm package)", tag: 'Meta', auth: 'none',
      pathParams: { properties: { asset: { type: 'string', enum: ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] } } },
      responses: { 200: ['The file'], 404: ['Not one of these files'] } },
  ];
}

const parameters = (where: 'query' | 'path', spec?: { properties: Record<string, Schema>; required?: readonly string[] }) =>
  Object.entries(spec?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || (spec?.required ?? []).includes(name),
    schema,
    ...(schema.description ? { description: schema.description } : {}),
  }));

/** Named schemas: wherever an operation uses one of these very objects, the document refers to it. */
const COMPONENTS: Record<string, Schema> = { LeadInput: leadInput, LeadBatch: leadBatch, LeadTable: leadTable, Error: errorBody };
const componentNames = new Map(Object.entries(COMPONENTS).map(([name, schema]) => [schema as unknown, name]));

function withRefs(value: unknown, top = true): unknown {
  const name = componentNames.get(value);
  if (name && !top) return { $ref: `#/components/schemas/${name}` };
  if (Array.isArray(value)) return value.map((item) => withRefs(item, false));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRefs(item, false)]));
  return value;
}

export function openApiDocument(config: Pick<Config, 'verify' | 'find'>): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations(config)) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      security: op.auth === 'apiKey' ? [{ bearer: [] }, { apiKeyHeader: [] }] : op.auth === 'operator' ? [{ operator: [] }] : [],
      parameters: [...parameters('path', op.pathParams), ...parameters('query', op.query)],
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } }),
      responses: Object.fromEntries(
        Object.entries({ ...WRONG_METHOD, ...(op.body && BODY_ERRORS), ...(op.auth === 'apiKey' ? withDatabaseOutage(op.responses) : op.responses) }).map(([status, [description, schema]]) => [
          status,
          { description, ...(schema ? { content: { [status === '200' && op.contentType ? op.contentType : 'application/json']: { schema } } } : {}) },
        ]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadbase — Workspace Lead Management API',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Leadbase-Proprietary' },
      description:
        'Workspace-scoped lead API. Every non-2xx body is `{"error": "…"}`, a sentence saying what to fix. Decisions the specification left open ' +
        '(standard field ids, default table, matching, paging, credits, limits) are described in the README and on each operation. ' +
        `Lead statuses: ${LEAD_STATUSES.join(', ')}; any status may follow any other. Wrong methods answer 405 with Allow; unknown paths 404; bodies over the limit 413; non-JSON bodies 415.`,
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer svc_…' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        operator: { type: 'http', scheme: 'basic', description: 'ADMIN_USER / ADMIN_PASSWORD' },
      },
      schemas: Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, withRefs(schema)])),
    },
    paths: withRefs(paths),
  };
}
