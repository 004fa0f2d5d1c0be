import { createHmac, randomBytes } from 'node:crypto';
import type { Sql } from '../db/transaction.js';

/** How long after a rotation deliveries are signed with the previous secret too. */
const PREVIOUS_SECRET_HOURS = 24;

/**
 * Makes a new webhook secret for the workspace (the first, or a rotation that keeps the old one as
 * "previous"), and returns it: this is the only time it is shown. It is stored as is, since signing
 * needs it.
 */
export async function rotateWebhookSecret(db: Sql, workspaceId: number): Promise<string> {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  await db.query(
    `insert into webhook_secret (workspace_id, secret) values ($1, $2)
     on conflict (workspace_id) do update set previous_secret = webhook_secret.secret, secret = excluded.secret, rotated_at = now()`,
    [workspaceId, secret],
  );
  return secret;
}

/** The secrets a delivery is signed with now: the current one, then the previous one for 24 h after a rotation; none = no secret. */
export async function signingSecrets(db: Sql, workspaceId: number): Promise<string[]> {
  const { rows } = await db.query<{ secret: string; previous: string | null }>(
    `select secret, case when rotated_at > now() - interval '${PREVIOUS_SECRET_HOURS} hours' then previous_secret end as previous
     from webhook_secret where workspace_id = $1`,
    [workspaceId],
  );
  return rows[0] ? [rows[0].secret, ...(rows[0].previous ? [rows[0].previous] : [])] : [];
}

/** `Leadbase-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one `v1` per secret. */
export function signatureHeader(secrets: string[], body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return [`t=${t}`, ...secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`)].join(',');
}
