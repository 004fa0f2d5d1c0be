import { UnrecoverableError, type Job } from 'bullmq';
import type pg from 'pg';
import type { Config } from '../src/config.js';
import { findJob, settleJob } from '../src/domain/jobs.service.js';

/** What every processor gets from the worker process. */
export interface ProcessorDeps {
  pool: pg.Pool;
}

/**
 * The opening of every metered job that probes mail servers: the probing identity, or null when the job is already settled (a
 * re-run after its worker died before acknowledging: nothing left to do); settles it 503 and gives up
 * when this worker lacks the probing identity (the API checks too, but a worker deployed without it must
 * not greet mail servers as "null").
 */
export async function readyToProbe(pool: pg.Pool, job: Job<{ workspaceId: number }>, verify: Config['verify'], feature: string): Promise<{ heloHost: string; mailFrom: string } | null> {
  if ((await findJob(pool, job.data.workspaceId, job.id!))?.state !== 'queued') return null;
  if (!verify.heloHost || !verify.mailFrom) {
    await settleJob(pool, job.id!, { state: 'failed', status: 503, error: `${feature} is not configured on the worker; the operator must set VERIFY_MAIL_FROM and VERIFY_HELO_HOST` });
    throw new UnrecoverableError(`${feature} not configured on this worker`);
  }
  return { heloHost: verify.heloHost, mailFrom: verify.mailFrom };
}
