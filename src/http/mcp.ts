import type { RouterContext } from '@koa/router';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { CallToolRequestSchema, isInitializeRequest, ListToolsRequestSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { badRequest, HttpError } from '../lib/errors.js';
import type { AppMiddleware, AppState } from './context.js';
import { AUTH_ERRORS, error, operation, type Operation, type Reply, type Schema } from './operation.js';
import { ajv, assertValid } from './validation.js';

/** The input schema of a tool that takes no arguments. */
export const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false } as const;

const jsonRpcMessageOf = (required: string[], properties: Schema): Schema => ({
  type: 'object',
  properties: { jsonrpc: { enum: ['2.0'] }, ...properties },
  required: ['jsonrpc', ...required],
  additionalProperties: false,
});
const requestId = { anyOf: [{ type: 'integer' }, { type: 'string' }] };
const has = (key: string): Schema => ({ type: 'object', properties: { [key]: {} }, required: [key] });
/**
 * One JSON-RPC 2.0 message as the SDK's transport takes it: a request (with id) or notification, a
 * result or an error response. The kind is told by its key (result, error, else method), so a
 * refusal names what to fix in the message meant rather than in all four.
 */
const jsonRpcMessage: Schema = {
  if: has('result'),
  then: jsonRpcMessageOf(['id', 'result'], { id: requestId, result: { type: 'object' } }),
  else: {
    if: has('error'),
    then: jsonRpcMessageOf(['error'], {
      id: requestId,
      error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} }, required: ['code', 'message'], additionalProperties: false },
    }),
    else: jsonRpcMessageOf(['method'], {
      id: requestId,
      method: { type: 'string' },
      params: { type: 'object', properties: { _meta: { type: 'object', properties: { progressToken: requestId } } } },
    }),
  },
};
/** The transport refuses batches over 100 messages. */
const mcpMessage: Schema = {
  description: 'A JSON-RPC 2.0 message (request, notification or response), or a batch of 1 to 100',
  if: { type: 'array' },
  then: { type: 'array', items: jsonRpcMessage, minItems: 1, maxItems: 100 },
  else: jsonRpcMessage,
};

/**
 * The headers the Streamable HTTP transport demands, checked before the body so that a refusal is
 * ours ({error}, a sentence) and not the transport's JSON-RPC error; the same tests as the SDK's.
 */
const streamableHttpHeaders: AppMiddleware = async (ctx, next) => {
  const accept = ctx.get('Accept');
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    throw new HttpError(406, 'Send the header "Accept: application/json, text/event-stream": MCP clients must accept both (this server answers in JSON)');
  }
  if (!isJsonContentType(ctx.get('Content-Type'))) {
    throw new HttpError(415, 'Send the JSON-RPC message as the request body with the header "Content-Type: application/json"');
  }
  await next();
};

/** What the transport checks of the messages themselves, once the body is a valid message or batch. */
function assertTransportAccepts(ctx: RouterContext<AppState>, body: unknown): void {
  const messages = Array.isArray(body) ? body : [body];
  const initializing = messages.some(isInitializeRequest);
  if (initializing && messages.length > 1) throw badRequest('Send the initialize request on its own, not in a batch with other messages');
  // initialize negotiates the version; every later request names it, when it does, in this header.
  const version = ctx.req.headers['mcp-protocol-version'];
  if (!initializing && typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    throw badRequest(`MCP-Protocol-Version "${version}" is not supported; send one of ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')} (the one initialize agreed)`);
  }
}

interface Tool {
  name: string;
  description: string;
  inputSchema: Schema;
  run: (ctx: RouterContext<AppState>, args: unknown) => Promise<unknown>;
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
    return [
      {
        name,
        description,
        inputSchema,
        run: async (ctx: RouterContext<AppState>, args: unknown) => {
          assertValid(validate, args, 'The arguments');
          // Validated by the tool's schema, the arguments have the type the tool declares for them.
          if (run) return run(ctx, args as never);
          // Validated by the tool's schema: the arguments are the operation's body (or query) as they stand.
          const mapped = input ? input(args as never) : { body: args, query: args, params: args };
          return (await op.handle(ctx, mapped))?.body;
        },
      },
    ];
  });
}

/** An MCP server for one request: its tools act for the workspace whose key authenticated it. */
function mcpServer(ctx: RouterContext<AppState>, tools: Tool[]): Server {
  const server = new Server({ name: 'leadbase', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.onerror = (err) => ctx.state.log.warn({ err }, 'MCP protocol error');
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  // A failing tool is a tool result with isError (MCP's protocol), its text the REST error body.
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
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
  return server;
}

/**
 * The request as the web-standard transport reads it: the headers (the body goes in parsed). The
 * origin is fixed: the transport only copies the URL into requestInfo, which no tool reads, and a
 * malformed Host header must not fail the request.
 */
function webRequestOf(ctx: RouterContext<AppState>): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(ctx.originalUrl, 'http://localhost'), { method: 'POST', headers });
}

/** The transport's answer, as ours: its JSON, or no body (202: only notifications or responses came). */
async function replyOf(ctx: RouterContext<AppState>, response: Response): Promise<Reply | void> {
  const text = await response.text();
  if (!response.ok) {
    // Our checks above run first; this keeps {error} should the transport refuse something they let through.
    let reason = text;
    try {
      reason = (JSON.parse(text) as { error: { message: string } }).error.message;
    } catch {
      // Not a JSON-RPC error: its text as it is.
    }
    throw new HttpError(response.status, `The MCP transport refused the message: ${reason}; see the JSON-RPC 2.0 and MCP specifications`);
  }
  if (!text) {
    // Koa turns an empty body into 204; the status set after the body stays.
    ctx.body = null;
    ctx.status = response.status;
    return;
  }
  return { status: response.status, type: response.headers.get('Content-Type') ?? 'application/json', body: text };
}

/**
 * The hosted MCP server at /api/mcp (Streamable HTTP, stateless, JSON answers): every request gets
 * its own server and transport, bound to the workspace whose key authenticated it — the key check
 * already ran. Koa answers throughout, so any failure is an {error} answer like everywhere else.
 */
export function mcpOperation(operations: () => Operation[]): Operation {
  let tools: Tool[] | null = null;
  return operation({
    id: 'mcp',
    method: 'post',
    path: '/api/mcp',
    summary: 'The MCP server (Streamable HTTP, stateless); tools mirror this API',
    tag: 'Meta',
    auth: 'apiKey',
    body: mcpMessage,
    responses: {
      200: ['The JSON-RPC response, or batch of them; a tool that fails is a result with isError, its text the REST {"error"}'],
      202: ['Only notifications or responses came: nothing to answer'],
      400: error('Not a JSON-RPC 2.0 message or batch of 1 to 100 (the sentence names what), initialize batched with other messages, or an unsupported MCP-Protocol-Version'),
      406: error('Accept does not list both application/json and text/event-stream'),
      415: error('Content-Type not application/json, body not UTF-8, or compressed'),
      ...AUTH_ERRORS,
    },
    before: [streamableHttpHeaders],
    async handle(ctx, { body }) {
      assertTransportAccepts(ctx, body);
      tools ??= toolsOf(operations());
      const server = mcpServer(ctx, tools);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      try {
        await server.connect(transport);
        return await replyOf(ctx, await transport.handleRequest(webRequestOf(ctx), { parsedBody: body }));
      } finally {
        await server.close(); // closes the transport too
      }
    },
  });
}
