import type { AppContext } from '../context.js';

/**
 * On every console response, errors included: only our own scripts, styles and forms (no inline script
 * or style), never framed, no referrer beyond the site (an invite's token is in its address).
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export const setSecurityHeaders = (ctx: AppContext) => ctx.set(SECURITY_HEADERS);
