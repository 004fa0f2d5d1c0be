import { LEAD_STATUSES } from '../lib/lead-fields.js';
import { error, type Operation, type Schema } from './operation.js';
import { errorBody } from './routes/common.schemas.js';
import { leadBatch, leadInput } from './routes/leads/schemas.js';
import { leadTable } from './routes/tables/schemas.js';

/**
 * The OpenAPI 3.1 document, generated from the operation table (src/http/operations.ts): the same
 * JSON Schemas the routes validate requests with, and the response schemas the tests check real
 * responses against. Statuses every operation of a kind can answer are added here, once.
 */

/** Every operation behind a key reads the key from PostgreSQL; its own 503 (if any) gains this cause. */
const DATABASE_DOWN = 'the database is unavailable (see Retry-After)';
const withDatabaseOutage = (responses: Operation['responses']): Operation['responses'] => {
  const own = responses[503];
  return { ...responses, 503: own ? [`${own[0]}; or ${DATABASE_DOWN}`, own[1]] : error(DATABASE_DOWN[0].toUpperCase() + DATABASE_DOWN.slice(1)) };
};

/** Every path answers 405 with Allow to a method it does not serve. */
const WRONG_METHOD = { 405: error('Another method on this path (see the Allow header)') };
/** What every operation with a body may also answer. */
const bodyErrors = (op: Operation) => ({
  413: error('Body larger than MAX_BODY_BYTES'),
  415: error(`Body not ${['JSON', ...Object.keys(op.textBodies ?? {})].join(' or ')}, not UTF-8, or compressed`),
});

/** Media types a body or answer also comes in besides the JSON `schema` (text, described). */
const withText = (content: Record<string, unknown>, texts: Record<string, string> = {}) => ({
  ...content,
  ...Object.fromEntries(Object.entries(texts).map(([type, description]) => [type, { schema: { type: 'string', description } }])),
});

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

type ParamSpec = { properties: Record<string, Schema>; required?: readonly string[] };

const parameters = (where: 'query' | 'path', spec?: unknown) =>
  Object.entries((spec as ParamSpec | undefined)?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || ((spec as ParamSpec).required ?? []).includes(name),
    schema,
    ...(schema.description ? { description: schema.description } : {}),
  }));

export function openApiDocument(operations: Operation[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    const responses = { ...WRONG_METHOD, ...(op.body ? bodyErrors(op) : {}), ...(op.auth === 'apiKey' ? withDatabaseOutage(op.responses) : op.responses) };
    paths[op.path][op.method] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      security: op.auth === 'apiKey' ? [{ bearer: [] }, { apiKeyHeader: [] }] : op.auth === 'operator' ? [{ operator: [] }] : [],
      parameters: [...parameters('path', op.params), ...parameters('query', op.query)],
      ...(op.body ? { requestBody: { required: true, content: withText({ 'application/json': { schema: op.body } }, op.textBodies) } } : {}),
      responses: Object.fromEntries(
        Object.entries(responses).map(([status, [description, schema]]) => [
          status,
          {
            description,
            ...(schema
              ? { content: withText({ [status === '200' && op.contentType ? op.contentType : 'application/json']: { schema } }, status === '200' ? op.alsoAnswers : {}) }
              : {}),
          },
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
        `Lead statuses: ${LEAD_STATUSES.join(', ')}; any status may follow any other. Wrong methods answer 405 with Allow; unknown paths 404; bodies over the limit 413; bodies not JSON (nor CSV where an operation takes it) 415.`,
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
