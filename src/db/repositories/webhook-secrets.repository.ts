import type { Sql } from '../transaction.js';

/** How long after a rotation deliveries are signed with the previous secret too. */
const PREVIOUS_SECRET_HOURS = 24;

/**
 * Stores the workspace's new webhook secret: its first, or a rotation that keeps the old one as
 * "previous". It is stored as is, since signing needs it.
 */
export async function storeWebhookSecret(db: Sql, workspaceId: number, secret: string): Promise<void> {
  await db.query(
    `insert into webhook_secret (workspace_id, secret) values ($1, $2)
     on conflict (workspace_id) do update set previous_secret = webhook_secret.secret, secret = excluded.secret, rotated_at = now()`,
    [workspaceId, secret],
  );
}

/** The workspace's current secret, and its previous one while PREVIOUS_SECRET_HOURS have not passed since the rotation; null: no secret. */
export async function currentWebhookSecrets(db: Sql, workspaceId: number): Promise<{ secret: string; previous: string | null } | null> {
  const { rows } = await db.query<{ secret: string; previous: string | null }>(
    `select secret, case when rotated_at > now() - interval '${PREVIOUS_SECRET_HOURS} hours' then previous_secret end as previous
     from webhook_secret where workspace_id = $1`,
    [workspaceId],
  );
  return rows[0] ?? null;
}

export interface WebhookSecretRow {
  rotatedAt: Date;
  /** When the previous secret stops signing; null when there is none, or it already stopped. */
  previousValidUntil: Date | null;
}

/** What the console shows of the workspace's webhook secret (never the secret); null: it has none. */
export async function webhookSecretRow(db: Sql, workspaceId: number): Promise<WebhookSecretRow | null> {
  const { rows } = await db.query<WebhookSecretRow>(
    `select rotated_at as "rotatedAt",
       case when previous_secret is not null and rotated_at > now() - interval '${PREVIOUS_SECRET_HOURS} hours' then rotated_at + interval '${PREVIOUS_SECRET_HOURS} hours' end as "previousValidUntil"
     from webhook_secret where workspace_id = $1`,
    [workspaceId],
  );
  return rows[0] ?? null;
}
