import { createHmac, randomBytes } from 'node:crypto';
import { currentWebhookSecrets, storeWebhookSecret } from '../db/repositories/webhook-secrets.repository.js';
import type { Sql } from '../db/transaction.js';

/**
 * Makes a new webhook secret for the workspace (the first, or a rotation that keeps the old one as
 * "previous"), and returns it: this is the only time it is shown.
 */
export async function rotateWebhookSecret(db: Sql, workspaceId: number): Promise<string> {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  await storeWebhookSecret(db, workspaceId, secret);
  return secret;
}

/** The secrets a delivery is signed with now: the current one, then the previous one for 24 h after a rotation; none = no secret. */
export async function signingSecrets(db: Sql, workspaceId: number): Promise<string[]> {
  const row = await currentWebhookSecrets(db, workspaceId);
  return row ? [row.secret, ...(row.previous ? [row.previous] : [])] : [];
}

/** `Leadbase-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one `v1` per secret. */
export function signatureHeader(secrets: string[], body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return [`t=${t}`, ...secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`)].join(',');
}
