import Router from '@koa/router';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ValidateFunction } from 'ajv';
import type pg from 'pg';
import type { Config } from '../config.js';
import { creditBalance } from '../domain/credits.service.js';
import { requestFinding, type FindRequest } from '../domain/email-find.service.js';
import { requestDiscovery, type DiscoveryRequest } from '../domain/local-leads.service.js';
import { requestVerification, type VerifyRequest } from '../domain/email-verify.service.js';
import { HttpError } from '../domain/errors.js';
import { importLeads, type ImportRequest } from '../domain/lead-import.service.js';
import { pageLeads, type ListQuery } from '../domain/lead-list.service.js';
import { jobView, type JobDeps } from '../domain/metered-job.service.js';
import { createTable, listTables, updateTableFields, type FieldChange } from '../domain/tables.service.js';
import type { AppContext, AppState } from './context.js';
import { idSchema } from './routes/common.schemas.js';
import { findEmailBody, verifyEmailBody } from './routes/email.schemas.js';
import { discoveryBody } from './routes/local-leads.schemas.js';
import { importLeadsBody, listLeadsQuery } from './routes/leads.schemas.js';
import { createTableBody, updateTableBody } from './routes/tables.schemas.js';
import { ajv, assertValid } from './validation.js';

type Deps = JobDeps & { pool: pg.Pool; config: Pick<Config, 'verify' | 'find' | 'discovery' | 'research' | 'defaultMonthlyCredits' | 'syncTimeoutMs'> };

interface Tool {
  name: string;
  description: string;
  /** The same JSON Schema the REST route validates with. */
  inputSchema: Record<string, unknown>;
  run: (ctx: AppContext, args: any) => Promise<unknown>;
}

const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false } as const;

/** The API as MCP tools, one per operation; results are the REST response bodies. */
function tools(deps: Deps): Tool[] {
  const ws = (ctx: AppContext) => ctx.state.principal.workspaceId;
  return [
    { name: 'list_tables', description: "List the workspace's lead tables with their lead counts and fields.", inputSchema: NO_ARGUMENTS,
      run: async (ctx) => ({ tables: await listTables(ctx.state.em, ws(ctx)) }) },
    { name: 'create_table', description: 'Create a lead table. name: 1–80 characters.', inputSchema: createTableBody,
      run: async (ctx, args: { name: string }) => ({ table: await createTable(ctx.state.em, ws(ctx), args.name) }) },
    { name: 'update_table_fields', description: 'Show/hide or relabel fields of a table (entries with id), or add custom fields (entries without id; the response gives their stable custom_… ids).',
      inputSchema: { ...updateTableBody, properties: { tableId: idSchema, ...updateTableBody.properties }, required: ['tableId', 'fields'] },
      run: async (ctx, args: { tableId: number; fields: FieldChange[] }) => ({ table: await updateTableFields(ctx.state.em, ws(ctx), args.tableId, args.fields) }) },
    { name: 'list_leads', description: 'List leads, most recently updated first, a page at a time (limit 1–1000, default 100; pass nextCursor back as cursor). tableId limits to one table.',
      inputSchema: listLeadsQuery, run: async (ctx, args: ListQuery) => JSON.parse(await pageLeads(deps.pool, ws(ctx), args)) },
    { name: 'import_leads', description: 'Create or update leads by email: one lead (tableId optional: the default table "Leads") or {tableId, leads: [1–5000]}. customFields keys must be custom field ids of the table.',
      inputSchema: importLeadsBody, run: async (ctx, args: ImportRequest) => importLeads(deps.pool, ws(ctx), args) },
    { name: 'verify_emails', description: 'Verify email or emails (syntax, MX, SMTP; never sends mail). Costs 1 credit per distinct address; unknown results are refunded. May return {jobId, status: "running"} for long lists: then call get_job.',
      inputSchema: verifyEmailBody(deps.config.verify.maxEmails), run: async (ctx, args: VerifyRequest) => (await requestVerification(deps, ws(ctx), args)).body },
    { name: 'find_emails', description: `Find a person's business email: {personName, website or domain, knownCompanyEmail?} or {people: [1–${deps.config.find.maxPeople} of them]}. Only with evidence (published on the site, the company's pattern, or one SMTP-accepted candidate); otherwise email null with a reason. 1 credit per person, refunded when nothing is found. May return {jobId, status: "running"}: then call get_job.`,
      inputSchema: findEmailBody(deps.config.find.maxPeople), run: async (ctx, args: FindRequest) => (await requestFinding(deps, ws(ctx), args)).body },
    { name: 'discover_local_leads', description: 'Discover local businesses from a prompt ("20 dentists in Belgrade rated 4.5+"): mode "search" previews; otherwise give tableId or newTableName to import. Places carry website and registry research with evidence. Credits per place returned. May return {jobId, status: "running"}: then call get_job.',
      inputSchema: discoveryBody, run: async (ctx, args: DiscoveryRequest) => (await requestDiscovery(deps, ws(ctx), args)).body },
    { name: 'get_job', description: 'Status of a job returned by another tool, with its result once completed.', inputSchema: { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'], additionalProperties: false },
      run: async (ctx, args: { jobId: string }) => jobView(deps, ws(ctx), args.jobId) },
    { name: 'get_credits', description: "The workspace's credit allowance, use and reset time this month.", inputSchema: NO_ARGUMENTS,
      run: async (ctx) => creditBalance(deps.pool, ws(ctx), deps.config.defaultMonthlyCredits) },
  ];
}

/**
 * The hosted MCP server at /api/mcp (Streamable HTTP, stateless): every request gets its own server
 * and transport, bound to the workspace whose key authenticated it — the key check already ran.
 */
export function mcpRouter(deps: Deps): Router<AppState> {
  const catalogue = tools(deps);
  const validators = new Map<string, ValidateFunction>(catalogue.map((t) => [t.name, ajv.compile(t.inputSchema)]));
  const router = new Router<AppState>({ sensitive: true });

  router.post('/api/mcp', async (ctx) => {
    const server = new Server({ name: 'leadbase', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: catalogue.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = catalogue.find((t) => t.name === request.params.name);
      const args = request.params.arguments ?? {};
      try {
        if (!tool) throw new HttpError(404, `No tool named "${request.params.name}"`);
        assertValid(validators.get(tool.name)!, args, 'The arguments');
        const result = await tool.run(ctx, args);
        return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
      } catch (err) {
        if (!(err instanceof HttpError)) ctx.state.log.error({ err, tool: request.params.name }, 'MCP tool failed');
        const message = err instanceof HttpError ? err.message : 'Internal server error; the request id in X-Request-Id identifies it in our logs';
        return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: message }) }] };
      }
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.respond = false;
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(ctx.req, ctx.res, ctx.state.body);
  });
  return router;
}
