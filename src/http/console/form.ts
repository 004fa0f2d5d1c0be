import getRawBody from 'raw-body';
import { HttpError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';

/** The console's forms are a few short fields; anything larger is not one of them. */
export const FORM_LIMIT_BYTES = 16 * 1024;

/** The posted form (application/x-www-form-urlencoded, UTF-8), at most FORM_LIMIT_BYTES. */
export async function readForm(ctx: AppContext): Promise<URLSearchParams> {
  if (ctx.request.type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'Submit the form from its page; this address only takes web forms');
  try {
    return new URLSearchParams(await getRawBody(ctx.req, { length: ctx.request.length, limit: FORM_LIMIT_BYTES, encoding: 'utf-8' }));
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw new HttpError(413, `The form is larger than ${FORM_LIMIT_BYTES / 1024} KB; shorten what you typed`);
    throw new HttpError(400, 'The form could not be read; submit it again');
  }
}
