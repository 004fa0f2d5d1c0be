import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

/**
 * A metered job as the workspace sees it: who asked, what it reserved, and — once finished — the
 * response body and what was refunded. Redis holds the queue; this row is what must not be lost.
 */
export interface Job {
  /** Also the BullMQ job id. */
  id: string;
  workspace: Workspace;
  queue: string;
  /** `queued` until it settles as `completed`, `failed` or (asked to stop) `cancelled`. */
  state: 'queued' | 'completed' | 'failed' | 'cancelled';
  creditMonth: string;
  creditsReserved: number;
  creditsRefunded: number;
  /** The response body (JSON), null when there is none. */
  result: unknown;
  /** For failed jobs: the HTTP status and message the endpoint answers with. */
  errorStatus: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** When a cancellation was asked (enrichment); the job settles `cancelled` once its running chunks end. */
  cancelledAt: Date | null;
  /** When the result and error were deleted (JOB_RETENTION_DAYS after it finished, or a person's erasure); the credits stay. */
  purgedAt: Date | null;
}

export const JobSchema = new EntitySchema<Job>({
  name: 'Job',
  tableName: 'job',
  properties: {
    id: { type: 'uuid', primary: true },
    workspace: { kind: 'm:1', entity: 'Workspace', deleteRule: 'cascade', index: true },
    queue: { type: 'string', length: 64 },
    state: { type: 'string', length: 16, default: 'queued' },
    creditMonth: { type: 'string', columnType: 'date' },
    creditsReserved: { type: 'integer' },
    creditsRefunded: { type: 'integer', default: 0 },
    result: { type: 'json', columnType: 'jsonb', nullable: true },
    errorStatus: { type: 'integer', nullable: true },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)', defaultRaw: 'now()' },
    finishedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true, index: true },
    cancelledAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    purgedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
  indexes: [{ name: 'job_purge_due_index', expression: 'create index "job_purge_due_index" on "job" ("finished_at") where "purged_at" is null' }],
});
