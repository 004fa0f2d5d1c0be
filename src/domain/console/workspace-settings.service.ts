import type pg from 'pg';
import { MAX_KEY_NAME_LENGTH } from '../../db/entities/api-key.entity.js';
import { insertKey, keyOfWorkspace, keysOfWorkspace, revokeWorkspaceKey, type ConsoleKeyRow } from '../../db/repositories/api-keys.repository.js';
import { webhookSecretRow } from '../../db/repositories/webhook-secrets.repository.js';
import { creditsByQueue, creditsPerDay } from '../../db/repositories/usage.repository.js';
import { inTransaction, type Sql } from '../../db/transaction.js';
import { JOB_CATALOGUE, QUEUE_NAMES } from '../../jobs/queues.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { rotateWebhookSecret } from '../../webhooks/signing.js';
import { mintKey } from '../api-keys.service.js';
import { creditBalance } from '../credits.service.js';
import { recordAudit, type Actor } from './audit.service.js';

/**
 * What a workspace's admins manage in the console: its API keys (made and revoked as the CLI's are; the
 * secret is shown once), its webhook signing secret, and what its credits went on. Every change is audited.
 */

export interface KeyRow {
  id: number;
  name: string | null;
  prefix: string;
  createdAt: Date;
  /** The admin's name, or 'cli'. */
  createdBy: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface WebhookSecretState {
  exists: boolean;
  rotatedAt: Date | null;
  /** While the previous secret still signs deliveries (24 h after a rotation); null otherwise. */
  previousValidUntil: Date | null;
}

export interface Usage {
  /** `YYYY-MM`. */
  month: string;
  allowance: number;
  used: number;
  remaining: number;
  /** Every billed operation, this month's credits (zeros included), in the catalogue's order. */
  byOperation: { operation: string; credits: number }[];
  /** The last 30 days (UTC), oldest first, zeros included. */
  perDay: { day: string; credits: number }[];
}

const USAGE_DAYS = 30;

const keyRow = (row: ConsoleKeyRow): KeyRow => ({ ...row, createdBy: row.createdBy ?? 'cli' });

const keyDetail = (key: KeyRow) => ({ keyId: key.id, prefix: key.prefix, name: key.name });

export async function keysOf(db: Sql, workspaceId: number): Promise<KeyRow[]> {
  return (await keysOfWorkspace(db, workspaceId)).map(keyRow);
}

/** The key's name, trimmed, or 400. */
function keyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_KEY_NAME_LENGTH) {
    throw badRequest(`Give the key a name of 1 to ${MAX_KEY_NAME_LENGTH} characters that says where it is used, such as "CRM sync"`);
  }
  return trimmed;
}

/** A new key named `name`; its secret is returned this once. Audited as key.created. */
export async function createKey(db: pg.Pool, workspaceId: number, name: string, actor: Actor, clientIp: string | null): Promise<{ key: KeyRow; secret: string }> {
  const { apiKey, prefix, hash } = mintKey();
  const row = { workspaceId, prefix, hash, name: keyName(name), createdByAdminId: actor === 'cli' ? null : actor.adminId };
  const key = await inTransaction(db, async (tx) => {
    const created = keyRow((await keyOfWorkspace(tx, workspaceId, await insertKey(tx, row)))!);
    await recordAudit(tx, workspaceId, 'key.created', actor, clientIp, keyDetail(created));
    return created;
  });
  return { key, secret: apiKey };
}

/**
 * Revokes the workspace's key: `revoked_at` is set, which the database announces to every process's key
 * cache, so the API refuses the key from the next request on. Revoking twice keeps the first time (and
 * audits once). 404 for a key of another workspace.
 */
export async function revokeKeyOf(db: pg.Pool, workspaceId: number, keyId: number, actor: Actor, clientIp: string | null): Promise<KeyRow> {
  return inTransaction(db, async (tx) => {
    const revoked = await revokeWorkspaceKey(tx, workspaceId, keyId);
    const row = await keyOfWorkspace(tx, workspaceId, keyId);
    if (!row) throw notFound(`Key ${keyId} does not exist in this workspace`);
    const key = keyRow(row);
    if (revoked) await recordAudit(tx, workspaceId, 'key.revoked', actor, clientIp, keyDetail(key));
    return key;
  });
}

export async function webhookSecretOf(db: Sql, workspaceId: number): Promise<WebhookSecretState> {
  const row = await webhookSecretRow(db, workspaceId);
  return { exists: row !== null, rotatedAt: row?.rotatedAt ?? null, previousValidUntil: row?.previousValidUntil ?? null };
}

/** A new webhook secret, returned this once (the previous one keeps signing for 24 h). Audited as webhook_secret.rotated. */
export async function rotateSecret(db: pg.Pool, workspaceId: number, actor: Actor, clientIp: string | null): Promise<{ secret: string; state: WebhookSecretState }> {
  return inTransaction(db, async (tx) => {
    const secret = await rotateWebhookSecret(tx, workspaceId);
    await recordAudit(tx, workspaceId, 'webhook_secret.rotated', actor, clientIp);
    return { secret, state: await webhookSecretOf(tx, workspaceId) };
  });
}

const BILLED_FEATURES = [...new Set(QUEUE_NAMES.filter((q) => JOB_CATALOGUE[q].billed).map((q) => JOB_CATALOGUE[q].feature))];

const featureOf = (queue: string): string => (JOB_CATALOGUE as Record<string, { feature: string } | undefined>)[queue]?.feature ?? queue;

/** Credits per operation: every billed feature (zeros included), then any other queue that spent credits. */
function byOperation(perQueue: { queue: string; credits: number }[]): Usage['byOperation'] {
  const credits = new Map<string, number>(BILLED_FEATURES.map((feature) => [feature, 0]));
  for (const { queue, credits: spent } of perQueue) {
    const feature = featureOf(queue);
    credits.set(feature, (credits.get(feature) ?? 0) + spent);
  }
  return [...credits].map(([operation, spent]) => ({ operation, credits: spent }));
}

/** This month's allowance and use, what it went on, and the last 30 days' credits per day. */
export async function usageOf(db: Sql, workspaceId: number, defaultAllowance: number): Promise<Usage> {
  const balance = await creditBalance(db, workspaceId, defaultAllowance);
  const [perQueue, perDay] = await Promise.all([creditsByQueue(db, workspaceId, `${balance.month}-01`), creditsPerDay(db, workspaceId, USAGE_DAYS)]);
  return { month: balance.month, allowance: balance.allowance, used: balance.used, remaining: balance.remaining, byOperation: byOperation(perQueue), perDay };
}
