import { EntitySchema } from '@mikro-orm/core';

/**
 * Webhook secrets and deliveries (src/webhooks/), written with plain SQL; declared here so the schema
 * tools know the tables. A workspace's secret signs its deliveries; during 24 h after a rotation the
 * previous one signs too. One delivery per job with a callbackUrl, its id stable across retries.
 */
export interface WebhookSecret {
  workspaceId: number;
  secret: string;
  previousSecret: string | null;
  rotatedAt: Date;
}

export const WebhookSecretSchema = new EntitySchema<WebhookSecret>({
  name: 'WebhookSecret',
  tableName: 'webhook_secret',
  properties: {
    workspaceId: { type: 'integer', primary: true, autoincrement: false, fieldName: 'workspace_id' },
    secret: { type: 'text' },
    previousSecret: { type: 'text', nullable: true },
    rotatedAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
  },
});

export interface WebhookDelivery {
  jobId: string;
  id: string;
  url: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    jobId: { type: 'uuid', primary: true, fieldName: 'job_id' },
    id: { type: 'uuid', defaultRaw: 'gen_random_uuid()' },
    url: { type: 'string', length: 2048 },
    attempts: { type: 'integer', default: 0 },
    lastStatus: { type: 'integer', nullable: true },
    lastError: { type: 'text', nullable: true },
    deliveredAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    nextAttemptAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
