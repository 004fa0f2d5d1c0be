import type { AppContext } from '../context.js';

/**
 * A console cookie: HttpOnly, SameSite=Lax, sent only to /settings (never to the API), Secure when the
 * console's public address is https. Written by hand: Koa refuses a Secure cookie unless it sees TLS
 * itself, which it does not behind a TLS-terminating proxy.
 */
export function setCookie(ctx: AppContext, publicUrl: string, name: string, value: string, expires?: Date): void {
  const attributes = [`${name}=${value}`, 'Path=/settings', 'HttpOnly', 'SameSite=Lax'];
  if (expires) attributes.push(`Expires=${expires.toUTCString()}`);
  if (publicUrl.startsWith('https:')) attributes.push('Secure');
  ctx.append('Set-Cookie', attributes.join('; '));
}

export const clearCookie = (ctx: AppContext, publicUrl: string, name: string) => setCookie(ctx, publicUrl, name, '', new Date(0));
