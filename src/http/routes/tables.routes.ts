import Router from '@koa/router';
import { createTable, listTables, updateTableFields, type FieldChange } from '../../domain/tables.service.js';
import type { AppState } from '../context.js';
import { validateBody } from '../middleware/validate.js';
import { ajv, paramsValidator } from '../validation.js';
import { createTableBody, tableIdParam, updateTableBody } from './tables.schemas.js';

const parseTableId = paramsValidator<{ id: number }>(tableIdParam, 'The table id');

export function tablesRouter(): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/v1/tables', sensitive: true });

  router.get('/', async (ctx) => {
    ctx.body = { tables: await listTables(ctx.state.em, ctx.state.principal.workspaceId) };
  });

  router.post('/', validateBody(ajv.compile(createTableBody)), async (ctx) => {
    const { name } = ctx.state.body as { name: string };
    ctx.status = 201;
    ctx.body = { table: await createTable(ctx.state.em, ctx.state.principal.workspaceId, name) };
  });

  router.patch('/:id', validateBody(ajv.compile(updateTableBody)), async (ctx) => {
    const { id } = parseTableId(ctx.params);
    const { fields } = ctx.state.body as { fields: FieldChange[] };
    ctx.body = { table: await updateTableFields(ctx.state.em, ctx.state.principal.workspaceId, id, fields) };
  });

  return router;
}
