import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';
import { setCookie } from './cookies.js';

/** The hidden input every console form carries. */
export const CSRF_FIELD = 'csrf';

/** Before there is a session (sign-in, invite) the token is this cookie's value, repeated by the form. */
const FORM_COOKIE = 'leadbase_form';
const TOKEN = /^[\w-]{43}$/;

/** Refuses a form whose token is missing or not the one expected (compared in constant time). */
export function checkCsrf(form: URLSearchParams, expected: string | undefined): void {
  const given = Buffer.from(form.get(CSRF_FIELD) ?? '');
  const wanted = Buffer.from(expected ?? '');
  if (!wanted.length || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new HttpError(403, 'This form has expired or did not come from this site; reload the page and submit it again');
  }
}

/** The token for a form shown before sign-in: the browser's form cookie, set now when it has none. */
export function anonymousToken(ctx: AppContext, publicUrl: string): string {
  const existing = ctx.cookies.get(FORM_COOKIE);
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(ctx, publicUrl, FORM_COOKIE, token);
  return token;
}

export const checkAnonymousCsrf = (ctx: AppContext, form: URLSearchParams) => checkCsrf(form, ctx.cookies.get(FORM_COOKIE));
