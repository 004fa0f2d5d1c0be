import { isAscii } from 'node:buffer';
import getRawBody from 'raw-body';
import { HttpError } from '../../lib/errors.js';
import type { AppMiddleware, Next } from '../context.js';
import { parseRequestJson } from '../request-json.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Media types besides JSON read as text. Only the operations that declare one take it
 * (`textBodies`, e.g. POST /api/v1/leads takes text/csv); the others answer 415.
 */
const TEXT_TYPES = ['text/csv'];

/** A request body in one of TEXT_TYPES: valid UTF-8 (a leading BOM removed), unparsed. */
export class TextBody {
  constructor(
    readonly type: string,
    readonly text: string,
  ) {}
}

/**
 * Reads a JSON body into `ctx.state.body` — parsed and normalised (see parseRequestJson) — or a
 * text body (TEXT_TYPES) as a TextBody: UTF-8, uncompressed, within the size limit, each refusal
 * with a message that says what to fix.
 */
export function jsonBody(limitBytes: number): AppMiddleware {
  return async (ctx, next: Next) => {
    if (!WITH_BODY.has(ctx.method)) return next();
    // By its header, not ctx.is (which sees no type without a body): an empty CSV is still a CSV, and told so.
    const textType = TEXT_TYPES.find((type) => ctx.request.type === type);
    if (!textType && !ctx.request.length && !ctx.get('Transfer-Encoding')) return next();
    if (!textType && !ctx.is('application/json', '+json')) {
      throw new HttpError(415, 'Send the request body as JSON with the header "Content-Type: application/json" (POST /api/v1/leads also takes "text/csv")');
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
      // ASCII — most bodies — is the same text read as Latin-1, which is quicker than decoding UTF-8.
      text = isAscii(bytes) ? bytes.toString('latin1') : utf8.decode(bytes);
    } catch {
      throw new HttpError(400, textType ? 'The request body is not valid UTF-8; save the file as "CSV UTF-8"' : 'The request body is not valid UTF-8');
    }
    if (textType) {
      ctx.state.body = new TextBody(textType, text);
      return next();
    }
    try {
      ctx.state.body = parseRequestJson(text);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, `The request body is not valid JSON: ${(err as Error).message}`);
    }
    await next();
  };
}
