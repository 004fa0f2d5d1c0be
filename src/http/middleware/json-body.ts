import getRawBody from 'raw-body';
import { HttpError } from '../../domain/errors.js';
import type { AppMiddleware } from '../context.js';
import { normalizeJson } from '../request-json.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a JSON body into `ctx.state.body`: UTF-8, uncompressed, within the size limit, parsed and
 * normalised (see normalizeJson), each refusal with a message that says what to fix.
 */
export function jsonBody(limitBytes: number): AppMiddleware {
  return async (ctx, next) => {
    if (!WITH_BODY.has(ctx.method) || (!ctx.request.length && !ctx.get('Transfer-Encoding'))) return next();
    if (!ctx.is('application/json', '+json')) {
      throw new HttpError(415, 'Send the request body as JSON with the header "Content-Type: application/json"');
    }
    const charset = ctx.request.charset.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      throw new HttpError(415, `Send the request body as UTF-8 (got charset=${charset})`);
    }
    const encoding = ctx.get('Content-Encoding').toLowerCase();
    if (encoding && encoding !== 'identity') throw new HttpError(415, `Send the request body uncompressed (got Content-Encoding: ${encoding})`);

    let bytes: Buffer;
    try {
      bytes = await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes });
    } catch (err) {
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        throw new HttpError(413, `The request body is larger than ${limitBytes} bytes; split the import into smaller batches`);
      }
      if (type === 'request.aborted') throw new HttpError(400, 'The request body was cut off before its end');
      throw new HttpError(400, 'The request body could not be read; check its Content-Length');
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new HttpError(400, 'The request body is not valid UTF-8');
    }
    try {
      ctx.state.body = normalizeJson(JSON.parse(text));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, `The request body is not valid JSON: ${(err as Error).message}`);
    }
    await next();
  };
}
