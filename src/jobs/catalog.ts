import type { QueueName } from '../config.js';

/**
 * The job catalogue: every queue's payload type, in one place. Queue names come from config's
 * QUEUE_NAMES; the worker refuses to start if one of them has no processor.
 */
export interface JobPayloads {
  'email-verify': { workspaceId: number; emails: string[] };
}

export type PayloadOf<Q extends QueueName> = JobPayloads[Q];

/** Every payload carries its workspace, so job status can be scoped without reading the payload twice. */
export type AnyPayload = JobPayloads[QueueName] & { workspaceId: number };
