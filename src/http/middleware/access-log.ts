import type { Logger } from '../../logger.js';
import type { AppMiddleware } from '../context.js';

/**
 * One line per request once the response is finished (streamed bodies included). Never logs headers.
 * Through the process's logger, naming the request itself: a child logger per request costs a poll.
 */
export function accessLog(log: Logger): AppMiddleware {
  // Its fields are fixed and hold no credential (paths as routes, below), so the line skips redaction (which would only cost).
  const lines = log.child({}, { redact: [] });
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      lines.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          // The route as declared where one matched (`/settings/invite/:token`): a path can carry a secret
          // (an invite's token), and the request id leads to the request's own log lines for the rest.
          path: (ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path,
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
