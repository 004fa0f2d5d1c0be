import type { RouterContext } from '@koa/router';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { HttpError } from '../lib/errors.js';
import type { AppState } from './context.js';
import { AUTH_ERRORS, operation, type Operation, type Schema } from './operation.js';
import { ajv, assertValid } from './validation.js';

const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false } as const;

/** A JSON-RPC 2.0 message or batch, as MCP's Streamable HTTP transport posts them. */
const jsonRpcMessage: Schema = {
  type: 'object',
  properties: { jsonrpc: { type: 'string', const: '2.0' }, id: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, method: { type: 'string' }, params: { type: 'object' } },
  required: ['jsonrpc'],
};
const mcpMessage: Schema = { oneOf: [jsonRpcMessage, { type: 'array', items: jsonRpcMessage, minItems: 1 }] };

interface Tool {
  name: string;
  description: string;
  inputSchema: Schema;
  run: (ctx: RouterContext<AppState>, args: any) => Promise<unknown>;
}

/**
 * The operations that are MCP tools, as tools: the input schema is the REST request's (body, else
 * query), the arguments validated with it; the result is the REST response body. Requests that are
 * invalid for the REST operation are invalid for the tool, with the same sentence.
 */
function toolsOf(operations: Operation[]): Tool[] {
  return operations.flatMap((op) => {
    if (!op.mcp) return [];
    const { name, description, run, input } = op.mcp;
    const inputSchema = op.mcp.inputSchema ?? (op.body as Schema | undefined) ?? (op.query as Schema | undefined) ?? NO_ARGUMENTS;
    const validate = ajv.compile(inputSchema);
    return [{
      name,
      description,
      inputSchema,
      run: async (ctx: RouterContext<AppState>, args: unknown) => {
        assertValid(validate, args, 'The arguments');
        if (run) return run(ctx, args);
        // Validated by the tool's schema: the arguments are the operation's body (or query) as they stand.
        const mapped = input ? input(args) : { body: args, query: args, params: args };
        return (await op.handle(ctx, mapped as never))?.body;
      },
    }];
  });
}

/**
 * The hosted MCP server at /api/mcp (Streamable HTTP, stateless): every request gets its own server
 * and transport, bound to the workspace whose key authenticated it — the key check already ran.
 */
export function mcpOperation(operations: () => Operation[]): Operation {
  let tools: Tool[] | null = null;
  return operation({
    id: 'mcp', method: 'post', path: '/api/mcp', summary: 'The MCP server (Streamable HTTP, stateless); tools mirror this API', tag: 'Meta', auth: 'apiKey', body: mcpMessage,
    responses: { 200: ['An MCP JSON-RPC response'], ...AUTH_ERRORS },
    async handle(ctx) {
      tools ??= toolsOf(operations());
      const catalogue = tools;
      const server = new Server({ name: 'leadbase', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.setRequestHandler(ListToolsRequestSchema, async () => ({
        tools: catalogue.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
      }));
      server.setRequestHandler(CallToolRequestSchema, async (request) => {
        const tool = catalogue.find((t) => t.name === request.params.name);
        try {
          if (!tool) throw new HttpError(404, `No tool named "${request.params.name}"`);
          const result = await tool.run(ctx, request.params.arguments ?? {});
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
    },
  });
}
