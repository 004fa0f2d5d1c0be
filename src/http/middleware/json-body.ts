import getRawBody from 'raw-body';
import { HttpError } from '../../domain/errors.js';
import type { AppMiddleware } from '../context.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Reads a JSON body into `ctx.state.body`, with the size limit and messages we choose. */
export function jsonBody(limitBytes: number): AppMiddleware {
  return async (ctx, next) => {
    if (!WITH_BODY.has(ctx.method) || !ctx.request.length && !ctx.get('Transfer-Encoding')) return next();
    if (!ctx.is('application/json', '+json')) {
      throw new HttpError(415, 'Send the request body as JSON with the header "Content-Type: application/json"');
    }
    let text: string;
    try {
      text = await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes, encoding: 'utf8' });
    } catch (err) {
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        throw new HttpError(413, `The request body is larger than ${limitBytes} bytes; split the import into smaller batches`);
      }
      if (type === 'request.aborted') throw new HttpError(400, 'The request body was cut off before its end');
      throw new HttpError(400, 'The request body could not be read; check its Content-Length and encoding');
    }
    try {
      ctx.state.body = JSON.parse(text);
    } catch (err) {
      throw new HttpError(400, `The request body is not valid JSON: ${(err as Error).message}`);
    }
    await next();
  };
}
