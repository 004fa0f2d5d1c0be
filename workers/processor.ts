import type pg from 'pg';
import type { Config } from '../src/config.js';
import { SettleAs } from './metered.js';

/** What every processor gets from the worker process. */
export interface ProcessorDeps {
  pool: pg.Pool;
}

/**
 * The identity a job that probes mail servers greets them with. A worker deployed without it settles
 * the job 503 rather than greet mail servers as "null" (the API checks too).
 */
export function probingIdentity(verify: Config['verify'], feature: string): { heloHost: string; mailFrom: string } {
  if (!verify.heloHost || !verify.mailFrom) {
    throw new SettleAs(503, `${feature} is not configured on the worker; the operator must set VERIFY_MAIL_FROM and VERIFY_HELO_HOST`);
  }
  return { heloHost: verify.heloHost, mailFrom: verify.mailFrom };
}
