import { createTable, listTables, listTablesJson, updateTableFields } from '../../../domain/tables.service.js';
import { NO_ARGUMENTS } from '../../mcp.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { idSchema } from '../../../lib/lead-fields.js';
import { workspaceOf, type OperationDeps } from '../shared.js';
import { createTableBody, leadTable, tableIdParam, updateTableBody } from './schemas.js';

/** Lead tables: list, create, change their fields. */
export function tableOperations({ pool, tableLists }: OperationDeps): Operation[] {
  return [
    operation({
      id: 'listTables',
      method: 'get',
      path: '/api/v1/tables',
      summary: "List the workspace's lead tables",
      tag: 'Tables',
      auth: 'apiKey',
      responses: { 200: ['The tables, oldest first', { type: 'object', properties: { tables: { type: 'array', items: leadTable } }, required: ['tables'] }], ...AUTH_ERRORS },
      handle: async (ctx) => ({ type: 'application/json', body: await listTablesJson(pool, tableLists, workspaceOf(ctx)) }),
      mcp: {
        name: 'list_tables',
        description: "List the workspace's lead tables with their lead counts and fields.",
        inputSchema: NO_ARGUMENTS,
        run: async (ctx) => ({ tables: await listTables(pool, workspaceOf(ctx)) }),
      },
    }),
    operation({
      id: 'createTable',
      method: 'post',
      path: '/api/v1/tables',
      summary: 'Create a lead table',
      tag: 'Tables',
      auth: 'apiKey',
      body: createTableBody,
      responses: {
        201: ['The new table', { type: 'object', properties: { table: leadTable }, required: ['table'] }],
        400: error('Name missing, empty or over 80 characters'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => ({ status: 201, body: { table: await createTable(ctx.state.em, workspaceOf(ctx), body.name) } }),
      mcp: { name: 'create_table', description: 'Create a lead table. name: 1–80 characters.' },
    }),
    operation({
      id: 'updateTable',
      method: 'patch',
      path: '/api/v1/tables/{id}',
      summary: 'Show or hide fields, relabel them, add custom fields',
      tag: 'Tables',
      auth: 'apiKey',
      body: updateTableBody,
      params: tableIdParam,
      responses: {
        200: ['The whole updated table', { type: 'object', properties: { table: leadTable }, required: ['table'] }],
        400: error('Invalid table id, fields not an array, or an unknown field id'),
        404: error('No such table in this workspace'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body, params }) => ({ body: { table: await updateTableFields(ctx.state.em, workspaceOf(ctx), params.id, body.fields) } }),
      mcp: {
        name: 'update_table_fields',
        description: 'Show/hide or relabel fields of a table (entries with id), or add custom fields (entries without id; the response gives their stable custom_… ids).',
        inputSchema: { ...updateTableBody, properties: { tableId: idSchema, ...updateTableBody.properties }, required: ['tableId', 'fields'] },
        input: ({ tableId, fields }: { tableId: number; fields: never }) => ({ body: { fields }, params: { id: tableId }, query: undefined }),
      },
    }),
  ];
}
