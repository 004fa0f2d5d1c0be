import Router from '@koa/router';
import type pg from 'pg';
import { importLeads, type ImportRequest } from '../../domain/lead-import.service.js';
import { pageLeads, StreamGate, streamLeads, type ListQuery } from '../../domain/lead-list.service.js';
import type { AppState } from '../context.js';
import { validateBody } from '../middleware/validate.js';
import { ajv, paramsValidator } from '../validation.js';
import { importLeadsBody, listLeadsQuery } from './leads.schemas.js';

const parseListQuery = paramsValidator<ListQuery>(listLeadsQuery, 'The query string');

export function leadsRouter(pool: pg.Pool, maxListStreams: number): Router<AppState> {
  const streams = new StreamGate(maxListStreams);
  const router = new Router<AppState>({ prefix: '/api/v1/leads', sensitive: true });

  router.get('/', async (ctx) => {
    const query = parseListQuery(ctx.query);
    const { workspaceId } = ctx.state.principal;
    ctx.type = 'application/json';
    const paged = query.limit !== undefined || query.cursor !== undefined;
    ctx.body = paged ? await pageLeads(pool, workspaceId, query) : await streamLeads(pool, streams, workspaceId, query.tableId);
  });

  router.post('/', validateBody(ajv.compile(importLeadsBody)), async (ctx) => {
    ctx.status = 201;
    ctx.body = await importLeads(pool, ctx.state.principal.workspaceId, ctx.state.body as ImportRequest);
  });

  return router;
}
