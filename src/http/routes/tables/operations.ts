import { archiveTable, createTable, listArchivedTables, listTables, listTablesJson, restoreTable, updateTableFields } from '../../../domain/tables.service.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { idSchema } from '../../../lib/lead-fields.js';
import { workspaceOf, type OperationDeps } from '../shared.js';
import { createTableBody, leadTable, listTablesQuery, oneTable, tableIdParam, updateTableBody } from './schemas.js';

/** The MCP tools' input for operations on one table: its id as tableId. */
const tableIdInput = { type: 'object', properties: { tableId: idSchema }, required: ['tableId'], additionalProperties: false } as const;
const byTableId = ({ tableId }: { tableId: number }) => ({ body: undefined, params: { id: tableId }, query: undefined });

/** Lead tables: list, create, change their fields, archive and restore. */
export function tableOperations({ config, pool, tableLists }: OperationDeps): Operation[] {
  const archivedTables = (workspaceId: number) => listArchivedTables(pool, workspaceId, config.tableRetentionDays);
  return [
    operation({
      id: 'listTables',
      method: 'get',
      path: '/api/v1/tables',
      summary: "List the workspace's active lead tables (or, with archived=true, its archived ones)",
      tag: 'Tables',
      auth: 'apiKey',
      query: listTablesQuery,
      responses: {
        200: ['The tables, oldest first', { type: 'object', properties: { tables: { type: 'array', items: leadTable } }, required: ['tables'], additionalProperties: false }],
        400: error('Invalid query parameter'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { query }) =>
        query.archived === 'true'
          ? { body: { tables: await archivedTables(workspaceOf(ctx)) } }
          : { type: 'application/json', body: await listTablesJson(pool, tableLists, workspaceOf(ctx)) },
      mcp: {
        name: 'list_tables',
        description: "List the workspace's active lead tables with their lead counts and fields; archived: true lists the archived ones instead, with archivedAt and purgeAt.",
        inputSchema: { type: 'object', properties: { archived: { type: 'boolean' } }, additionalProperties: false },
        run: async (ctx, { archived }: { archived?: boolean }) => ({ tables: archived ? await archivedTables(workspaceOf(ctx)) : await listTables(pool, workspaceOf(ctx)) }),
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
        201: ['The new table', oneTable],
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
        200: ['The whole updated table', oneTable],
        400: error('Invalid table id, fields not an array, or an unknown field id'),
        404: error('No such table in this workspace, or it is archived'),
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
    operation({
      id: 'archiveTable',
      method: 'delete',
      path: '/api/v1/tables/{id}',
      summary: 'Archive a table: it and its leads leave every list and take no writes; restorable until purged TABLE_RETENTION_DAYS later',
      tag: 'Tables',
      auth: 'apiKey',
      params: tableIdParam,
      responses: {
        204: ['Archived (also when it already was)'],
        400: error('Invalid table id'),
        404: error('No such table in this workspace'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { params }) => {
        await archiveTable(pool, workspaceOf(ctx), params.id, config.tableRetentionDays);
        return { status: 204, body: null };
      },
      mcp: {
        name: 'archive_table',
        description:
          'Archive a lead table: it and its leads leave every list and take no imports, discovery or enrichment; restore_table brings it back until it is purged (list_tables with archived: true shows when).',
        inputSchema: tableIdInput,
        run: async (ctx, { tableId }: { tableId: number }) => ({ archived: true, ...(await archiveTable(pool, workspaceOf(ctx), tableId, config.tableRetentionDays)) }),
      },
    }),
    operation({
      id: 'restoreTable',
      method: 'post',
      path: '/api/v1/tables/{id}/restore',
      summary: 'Make an archived table active again, with all its leads (an active table is answered as it is)',
      tag: 'Tables',
      auth: 'apiKey',
      params: tableIdParam,
      responses: {
        200: ['The table, active', oneTable],
        400: error('Invalid table id'),
        404: error('No such table in this workspace'),
        410: error('Archived more than TABLE_RETENTION_DAYS ago: being purged, no longer restorable'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { params }) => ({ body: { table: await restoreTable(pool, workspaceOf(ctx), params.id, config.tableRetentionDays) } }),
      mcp: { name: 'restore_table', description: 'Make an archived lead table active again, with all its leads.', inputSchema: tableIdInput, input: byTableId },
    }),
  ];
}
