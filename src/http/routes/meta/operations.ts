import { mcpOperation } from '../../mcp.js';
import { operation, type Operation } from '../../operation.js';
import type { OperationDeps } from '../shared.js';

/** The OpenAPI document and the MCP server, both generated from `all`, the service's operations. */
export function metaOperations({ document }: OperationDeps, all: () => Operation[]): Operation[] {
  return [
    operation({
      id: 'getOpenApiDocument',
      method: 'get',
      path: '/api/v1/openapi.json',
      summary: 'This document',
      tag: 'Meta',
      auth: 'none',
      responses: { 200: ['The OpenAPI document'] },
      handle: () => ({ type: 'application/json', body: document() }),
    }),
    mcpOperation(all),
  ];
}
