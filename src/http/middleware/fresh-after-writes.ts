import type { TableListCache } from '../../domain/tables.service.js';
import type { AppMiddleware } from '../context.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A workspace's cached table list is forgotten as soon as this process has answered a write of that
 * workspace (an import, a new or edited table, an awaited discovery), so the client's next read here
 * sees its own write without waiting for the database's announcement, which other processes wait for.
 */
export function freshAfterWrites(tableLists: TableListCache): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (!READS.has(ctx.method) && ctx.state.principal) tableLists.forget(String(ctx.state.principal.workspaceId));
    }
  };
}
