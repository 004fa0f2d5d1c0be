import type { AppMiddleware } from '../context.js';

/** One line per request once the response is finished (streamed bodies included). Never logs headers. */
export function accessLog(): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          workspaceId: ctx.state.principal?.workspaceId,
          completed: ctx.res.writableFinished,
        },
        'request',
      );
    });
    await next();
  };
}
