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
    // PostgreSQL cannot store U+0000 in text; refuse it here, naming where it is, rather than fail later.
    const nul = text.includes('\\u0000') ? pathOfNul(ctx.state.body, '') : undefined;
    if (nul !== undefined) throw new HttpError(400, `${nul || 'The request body'} contains a NUL character (\\u0000), which cannot be stored`);
    await next();
  };
}

/** Where in a parsed JSON value a string (or key) holds U+0000, as `leads[3].name`; undefined if nowhere. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return at;
      const found = pathOfNul(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
