import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { HttpError } from '../../lib/errors.js';
import type { AppContext, Next } from '../context.js';
import { setSecurityHeaders } from './headers.js';
import { renderPage } from './respond.js';

const DATABASE_RETRY_AFTER_S = 5;

/**
 * The console's failures as HTML pages: an HttpError's sentence with its status; anything unexpected is
 * logged and shown as a 500 page naming the request id, never its details.
 */
export async function withErrorPages(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    const error = toHttpError(err);
    if (!error) ctx.state.log.error({ err }, 'console request failed');
    else if (error.status >= 500) ctx.state.log.warn({ err }, 'console request failed');
    // Headers set before the failure describe a response that will not be sent.
    for (const name of ctx.res.getHeaderNames()) if (name !== 'x-request-id') ctx.remove(name);
    setSecurityHeaders(ctx);
    const status = error?.status ?? 500;
    if (error) ctx.set(error.headers);
    renderPage(ctx, 'error', { title: STATUS_CODES[status] ?? 'Error', message: error?.message, requestId: ctx.state.requestId }, status);
  }
}

/**
 * A refusal to show with the form that was sent, for the person to act on (with Retry-After when throttled).
 * Anything else is rethrown, to its error page: failures, and the statuses the form cannot help with.
 */
export function formRefusal(ctx: AppContext, err: unknown, notForTheForm: number[] = []): HttpError {
  if (!(err instanceof HttpError) || err.status >= 500 || notForTheForm.includes(err.status)) throw err;
  if (err.headers['Retry-After']) ctx.set('Retry-After', err.headers['Retry-After']);
  return err;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return new HttpError(503, 'The database is unavailable; try again in a few seconds', { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
  return null;
}
