import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { ConsoleDeps } from './context.js';

/** What the page after a form's redirect shows once: a sentence, and perhaps a secret (or an invite link). */
export interface Flash {
  notice?: string;
  once?: { title: string; value: string; warning: string };
}

/** The redirect follows at once; a flash nobody fetched in this time is dropped. */
const TTL_SECONDS = 120;
const IV_BYTES = 12;
const TAG_BYTES = 16;

// Keys derived from the session's cookie value, which Redis never holds: a secret waiting there is unreadable without the cookie.
const derived = (sessionId: string, purpose: string) => createHmac('sha256', sessionId).update(purpose).digest();
const slot = (prefix: string, sessionId: string) => `${prefix}:console:flash:${derived(sessionId, 'slot').toString('base64url')}`;

/** Leaves the flash for the session's next page (one slot per session: the latest form wins). */
export async function putFlash({ queues, config }: ConsoleDeps, sessionId: string, flash: Flash): Promise<void> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derived(sessionId, 'key'), iv);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(flash), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  await queues.redis.set(slot(config.queuePrefix, sessionId), sealed.toString('base64'), 'EX', TTL_SECONDS);
}

/** The session's flash, removed as it is read (GETDEL): a reload or the back button never shows it again. */
export async function takeFlash({ queues, config }: ConsoleDeps, sessionId: string): Promise<Flash | null> {
  const sealed = await queues.redis.getdel(slot(config.queuePrefix, sessionId));
  if (!sealed) return null;
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', derived(sessionId, 'key'), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(-TAG_BYTES));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, -TAG_BYTES)), decipher.final()]).toString('utf8')) as Flash;
}
