import { deleteLead, deleteLeadsOfTable } from '../../../domain/lead-delete.service.js';
import { importLeads, type ImportRequest } from '../../../domain/lead-import.service.js';
import { pageLeads, StreamGate, streamLeads } from '../../../domain/lead-list.service.js';
import { CSV_LIST_DOC, csvLeadList, csvLeadPage, wantsCsv, type CsvListQuery } from '../../csv/lead-csv-export.js';
import { CSV_IMPORT_DOC, importLeadsCsv, refuseCsvQuery } from '../../csv/lead-csv-import.js';
import { AUTH_ERRORS, error, operation, type Operation } from '../../operation.js';
import { workspaceOf, type OperationDeps } from '../shared.js';
import { deleteLeadsBody, deleteResult, importLeadsBody, importLeadsQuery, importResult, leadIdParam, leadList, listLeadsQuery } from './schemas.js';

/** Leads: listed (JSON or CSV, streamed or paged, filtered), imported (JSON or CSV) and deleted. */
export function leadOperations({ config, pool }: OperationDeps): Operation[] {
  const streams = new StreamGate(config.maxListStreams);
  return [
    operation({
      id: 'listLeads',
      method: 'get',
      path: '/api/v1/leads',
      summary: 'List leads, most recently updated first (streamed in full, or paged with limit/cursor), as JSON or CSV',
      tag: 'Leads',
      auth: 'apiKey',
      query: listLeadsQuery,
      alsoAnswers: { 'text/csv': CSV_LIST_DOC },
      responses: {
        200: ['The leads', leadList],
        400: error('Invalid query parameter or cursor, or CSV asked for without tableId'),
        404: error('No such table in this workspace, or it is archived'),
        503: error('Too many full lists streaming; retry or page'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { query }) => {
        if (wantsCsv(query, ctx.accepts('application/json', 'text/csv') === 'text/csv')) return csvLeadList(pool, streams, workspaceOf(ctx), query);
        const paged = query.limit !== undefined || query.cursor !== undefined;
        return {
          type: 'application/json',
          headers: { Vary: 'Accept' },
          body: paged ? await pageLeads(pool, workspaceOf(ctx), query) : await streamLeads(pool, streams, workspaceOf(ctx), query),
        };
      },
      mcp: {
        name: 'list_leads',
        description:
          'List leads, most recently updated first, a page at a time (limit 1–1000, default 100; pass nextCursor back as cursor, with the same filters). tableId limits to one table; status (comma-separated statuses), q (text in email, names or company, at least 2 characters), updatedSince (ISO date-time) and verification filter. format "csv" (needs tableId) returns the page as {csv, nextCursor}: a header row of field ids (header "labels": labels), then one row per lead.',
        run: async (ctx, args: CsvListQuery) =>
          wantsCsv(args) ? csvLeadPage(pool, workspaceOf(ctx), args) : (JSON.parse(await pageLeads(pool, workspaceOf(ctx), args)) as unknown),
      },
    }),
    operation({
      id: 'importLeads',
      method: 'post',
      path: '/api/v1/leads',
      summary: 'Create or update leads by email: one LeadInput, or a batch of 1–5000 (JSON, or a CSV file)',
      tag: 'Leads',
      auth: 'apiKey',
      body: importLeadsBody,
      query: importLeadsQuery,
      textBodies: { 'text/csv': CSV_IMPORT_DOC },
      responses: {
        201: ['How many leads were created or updated', importResult],
        400: error('Invalid input, with the index of the lead (CSV: its row and column)'),
        404: error('No such table in this workspace'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body, query, text }) => {
        if (text) return { status: 201, body: await importLeadsCsv(pool, workspaceOf(ctx), query, text.text) };
        refuseCsvQuery(query);
        // The schema is built from the field catalogue at run time, so its type is declared by the service.
        return { status: 201, body: await importLeads(pool, workspaceOf(ctx), body as ImportRequest) };
      },
      mcp: {
        name: 'import_leads',
        description:
          'Create or update leads by email: one lead (tableId optional: the default table "Leads") or {tableId, leads: [1–5000]}. customFields keys must be custom field ids of the table. (Over REST the same endpoint also takes a CSV file; this tool takes JSON leads.)',
        input: (args: unknown) => ({ body: args, query: {}, params: undefined }),
      },
    }),
    operation({
      id: 'deleteLead',
      method: 'delete',
      path: '/api/v1/leads/{id}',
      summary: 'Delete a lead for good',
      tag: 'Leads',
      auth: 'apiKey',
      params: leadIdParam,
      responses: {
        204: ['Deleted'],
        400: error('Invalid lead id'),
        404: error('No such lead in this workspace, or its table is archived'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { params }) => {
        await deleteLead(pool, workspaceOf(ctx), params.id);
        return { status: 204, body: null };
      },
      mcp: {
        name: 'delete_lead',
        description: 'Delete one lead for good, by its id.',
        inputSchema: { type: 'object', properties: { leadId: leadIdParam.properties.id }, required: ['leadId'], additionalProperties: false },
        run: async (ctx, { leadId }: { leadId: number }) => {
          await deleteLead(pool, workspaceOf(ctx), leadId);
          return { deleted: 1 };
        },
      },
    }),
    operation({
      id: 'deleteLeads',
      method: 'post',
      path: '/api/v1/leads/delete',
      summary: "Delete 1–5000 of a table's leads for good, by id or by email",
      tag: 'Leads',
      auth: 'apiKey',
      body: deleteLeadsBody,
      responses: {
        200: ['How many leads were deleted', deleteResult],
        400: error('Invalid body, or both or neither of ids and emails'),
        404: error('No such table in this workspace, or it is archived'),
        ...AUTH_ERRORS,
      },
      handle: async (ctx, { body }) => ({ body: await deleteLeadsOfTable(pool, workspaceOf(ctx), body) }),
      mcp: {
        name: 'delete_leads',
        description: "Delete 1–5000 of a table's leads for good: {tableId, ids: [...]} or {tableId, emails: [...]}. Ids and emails the table does not have are not counted.",
      },
    }),
  ];
}
