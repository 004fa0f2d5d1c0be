import Router from '@koa/router';
import type pg from 'pg';
import { badRequest } from '../../domain/errors.js';
import { importLeads, type LeadInput } from '../../domain/lead-import.service.js';
import { pageLeads, streamLeads, type ListQuery } from '../../domain/lead-list.service.js';
import { defaultTableId } from '../../domain/tables.service.js';
import type { AppContext, AppState } from '../context.js';
import { validateBody } from '../middleware/validate.js';
import { ajv, paramsValidator } from '../validation.js';
import { importLeadsBody, listLeadsQuery } from './leads.schemas.js';

const parseListQuery = paramsValidator<ListQuery>(listLeadsQuery, 'The query string');

type ImportBody = LeadInput | { tableId: number; leads: LeadInput[] };

/** The destination table and leads of either request form. */
async function importTarget(ctx: AppContext, body: ImportBody): Promise<{ tableId: number; leads: LeadInput[] }> {
  if (!('leads' in body)) {
    return { tableId: body.tableId ?? (await defaultTableId(ctx.state.em, ctx.state.principal.workspaceId)), leads: [body] };
  }
  const stray = body.leads.findIndex((lead) => lead.tableId !== undefined && lead.tableId !== body.tableId);
  if (stray >= 0) {
    throw badRequest(`leads[${stray}].tableId (${body.leads[stray].tableId}) differs from the batch tableId (${body.tableId}); send one batch per table`);
  }
  return body;
}

export function leadsRouter(pool: pg.Pool): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1/leads' });

  router.get('/', async (ctx) => {
    const query = parseListQuery(ctx.query);
    const { workspaceId } = ctx.state.principal;
    ctx.type = 'application/json';
    if (query.limit === undefined && query.cursor === undefined) {
      ctx.body = await streamLeads(pool, workspaceId, query.tableId);
      return;
    }
    const page = await pageLeads(pool, workspaceId, query);
    ctx.body = `{"leads":[${page.leadsJson.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
  });

  router.post('/', validateBody(ajv.compile(importLeadsBody)), async (ctx) => {
    const body = ctx.state.body as ImportBody;
    const { tableId, leads } = await importTarget(ctx, body);
    ctx.status = 201;
    ctx.body = await importLeads(pool, ctx.state.principal.workspaceId, tableId, leads, { single: !('leads' in body) });
  });

  return router;
}
