import Router, { type RouterContext } from '@koa/router';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { HttpError } from '../lib/errors.js';
import type { AppMiddleware, AppState } from './context.js';
import { TextBody } from './middleware/json-body.js';
import { errorBody } from './routes/common.schemas.js';
import { ajv, assertValid, paramsValidator } from './validation.js';

/**
 * One operation of the service, declared once: the router, the OpenAPI document and the MCP tools
 * are generated from the list of these (src/http/operations.ts). Its schemas validate the request
 * and type the handler's input; its responses are every status it can answer.
 */
export type Schema = Record<string, unknown>;
type ParamSchema = { type: 'object'; properties: Record<string, Schema>; required?: readonly string[]; additionalProperties?: boolean };

/** What a handler answers; `undefined` when it wrote the response itself (streams of its own, MCP). */
export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Content type when the body is not a JSON value (a string or stream). */
  type?: string;
}

/** No schema: nothing; an `as const` schema: its exact type; a schema built at run time: unknown. */
type Input<S> = [S] extends [undefined] ? undefined : S extends JSONSchema ? FromSchema<S> : unknown;

export interface OperationInput<B, Q, P> {
  body: Input<B>;
  query: Input<Q>;
  params: Input<P>;
  /** A body in one of the operation's `textBodies` media types (then `body` is undefined). */
  text?: TextBody;
}

export interface McpTool<B, Q, P> {
  name: string;
  description: string;
  /** Default: the body schema, else the query schema, else no arguments. */
  inputSchema?: Schema;
  /**
   * Default: the arguments are the body (or the query); the result is the reply's body. `args` (here and in
   * `run`) is what the tool's input schema validated, so each tool declares its own type for it.
   */
  input?: (args: never) => OperationInput<B, Q, P>;
  /** Replaces the handler for tools whose result differs from the REST body (e.g. always one page). */
  run?: (ctx: RouterContext<AppState>, args: never) => Promise<unknown>;
}

export interface Operation<B = unknown, Q = unknown, P = unknown> {
  /** The OpenAPI operationId. */
  id: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI form: `/api/v1/tables/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it: API key (checked by the authenticate middleware), the operator (basic auth), anyone. */
  auth: 'apiKey' | 'operator' | 'none';
  body?: B;
  query?: Q;
  params?: P;
  /** Every status besides the ones added for all operations (405; 413/415 with a body; 503 behind a key). */
  responses: Record<number, [description: string, schema?: Schema]>;
  /** Media type of the 200 answer when it is not JSON. */
  contentType?: string;
  /** Media types the 200 answer may also have (the handler negotiates), each with what it holds. */
  alsoAnswers?: Record<string, string>;
  /** Media types besides JSON the request body may have, each with what it holds; the handler gets it as `input.text`. */
  textBodies?: Record<string, string>;
  /** Run before validation (e.g. the operator's basic auth). */
  before?: AppMiddleware[];
  /** Served only when true (documented either way: e.g. /metrics without operator credentials is 404). */
  enabled?: boolean;
  handle(ctx: RouterContext<AppState>, input: OperationInput<B, Q, P>): Promise<Reply | void> | Reply | void;
  mcp?: McpTool<B, Q, P>;
}

export const error = (description: string): [string, Schema] => [description, errorBody];
/** What every operation behind an API key may answer. */
export const AUTH_ERRORS = {
  401: error('Missing, malformed, unknown or revoked API key'),
  429: error('Too many requests for this key this minute (see Retry-After)'),
};

/** Declares an operation; its handler's input is typed from its schemas (`as const` schemas give exact types). */
export const operation = <const B = undefined, const Q = undefined, const P = undefined>(op: Operation<B, Q, P>): Operation => op;

const koaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Writes a handler's reply. */
export function send(ctx: RouterContext<AppState>, reply: Reply | void): void {
  if (!reply) return;
  for (const [name, value] of Object.entries(reply.headers ?? {})) ctx.set(name, value);
  if (reply.type) ctx.type = reply.type;
  ctx.status = reply.status ?? 200;
  ctx.body = reply.body;
}

/** The validators of an operation, compiled once: body (JSON), query string and path parameters. */
export function inputReader(op: Operation): (ctx: RouterContext<AppState>) => OperationInput<unknown, unknown, unknown> {
  const body = op.body ? ajv.compile(op.body) : null;
  const query = op.query ? paramsValidator(op.query as ParamSchema, 'The query string') : null;
  const params = op.params ? paramsValidator(op.params as ParamSchema, 'The path') : null;
  return (ctx) => {
    const text = ctx.state.body instanceof TextBody ? ctx.state.body : undefined;
    if (text && !op.textBodies?.[text.type]) {
      throw new HttpError(415, `This endpoint takes request bodies as JSON only; send "Content-Type: application/json" (got ${text.type})`);
    }
    if (body && !text) assertValid(body, ctx.state.body);
    return {
      body: body && !text ? ctx.state.body : undefined,
      query: query ? query(ctx.query) : undefined,
      params: params ? params(ctx.params) : undefined,
      ...(text && { text }),
    };
  };
}

/** One router serving every enabled operation. */
export function routerOf(operations: Operation[]): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });
  for (const op of operations) {
    if (op.enabled === false) continue;
    const read = inputReader(op);
    router[op.method](koaPath(op.path), ...(op.before ?? []), async (ctx) => send(ctx, await op.handle(ctx, read(ctx))));
  }
  return router;
}
