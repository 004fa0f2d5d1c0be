import { UnrecoverableError, type Job } from 'bullmq';
import type { Config } from '../src/config.js';
import { settleJob } from '../src/domain/jobs.service.js';
import { createAddressPolicy } from '../src/research/outbound/address-policy.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import { verifyEmails, VerifyUpstreamError, type VerifyCache } from '../src/verification/verify-emails.js';
import type { PayloadOf, ResultOf } from '../src/jobs/catalog.js';
import { readyToProbe, type ProcessorDeps } from './processor.js';

/**
 * `email-verify`: checks the addresses, stores the response body with the job and refunds the
 * credits of addresses whose result is `unknown` (nothing could be learnt about them). Settlement
 * happens once even if BullMQ runs the job again after a crash.
 */
export function emailVerifyProcessor({ pool, config, cache }: ProcessorDeps & { config: Pick<Config, 'verify'>; cache: VerifyCache }) {
  const { dnsServers, smtpPort, maxSessionsPerHost, allowCidrs } = config.verify;
  const resolver = createMailResolver({ servers: dnsServers.length ? dnsServers : undefined });
  const addressPolicy = createAddressPolicy(allowCidrs);

  return async (job: Job<PayloadOf<'email-verify'>>): Promise<{ settled: true }> => {
    // A re-run of a job already settled (its worker died before acknowledging) has nothing left to do.
    const identity = await readyToProbe(pool, job, config.verify, 'Email verification');
    if (!identity) return { settled: true };
    const { heloHost, mailFrom } = identity;
    try {
      const results = await verifyEmails(job.data.emails, {
        resolver,
        smtpPort,
        heloHost,
        mailFrom,
        maxSessionsPerHost,
        addressPolicy,
        cache,
        onProgress: (done, total) => void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
      });
      const unknown = new Set(results.filter((r) => r.status === 'unknown').map((r) => r.email.toLowerCase()));
      const result: ResultOf<'email-verify'> = { results };
      await settleJob(pool, job.id!, { state: 'completed', result, refund: unknown.size });
      return { settled: true };
    } catch (err) {
      if (err instanceof VerifyUpstreamError) {
        // Deliberately not retried: the caller is waiting, and the same resolver or mail servers failing
        // seconds from now help nobody. Answer 502 now and refund; the caller may try again later.
        await settleJob(pool, job.id!, { state: 'failed', status: 502, error: `Email verification failed upstream: ${err.message}` });
        throw new UnrecoverableError(err.message);
      }
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await settleJob(pool, job.id!, { state: 'failed', status: 500, error: 'Email verification failed; its credits were refunded' });
      }
      throw err;
    }
  };
}
