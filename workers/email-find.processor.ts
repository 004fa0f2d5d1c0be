import { UnrecoverableError, type Job } from 'bullmq';
import type { Config } from '../src/config.js';
import { settleJob } from '../src/domain/jobs.service.js';
import { findEmails } from '../src/finding/find-emails.js';
import type { PayloadOf, ResultOf } from '../src/jobs/catalog.js';
import type { WebsiteResearcher } from '../src/research/website-research.js';
import { createAddressPolicy } from '../src/research/outbound/address-policy.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import type { VerifyCache } from '../src/verification/verify-emails.js';
import { readyToProbe, type ProcessorDeps } from './processor.js';

/**
 * `email-find`: finds each person's address, stores the response body with the job and refunds the
 * credit of every person no address was found for. When no domain's mail DNS could be read at all,
 * the request failed upstream: 502, everything refunded.
 */
export function emailFindProcessor({ pool, config, cache, researcher }: ProcessorDeps & { config: Pick<Config, 'verify'>; cache: VerifyCache; researcher: WebsiteResearcher }) {
  const { dnsServers, smtpPort, maxSessionsPerHost, allowCidrs } = config.verify;
  const resolver = createMailResolver({ servers: dnsServers.length ? dnsServers : undefined });
  const addressPolicy = createAddressPolicy(allowCidrs);

  return async (job: Job<PayloadOf<'email-find'>>): Promise<{ settled: true }> => {
    const identity = await readyToProbe(pool, job, config.verify, 'Email finding');
    if (!identity) return { settled: true };
    const { heloHost, mailFrom } = identity;
    try {
      const results = await findEmails(job.data.people, { researcher, resolver, verify: { smtpPort, heloHost, mailFrom, maxSessionsPerHost, addressPolicy, cache } }, (done, total) =>
        void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
      );
      if (results.every((r) => r.mx.status === 'error')) {
        await settleJob(pool, job.id!, { state: 'failed', status: 502, error: 'Email finding failed upstream: the mail DNS of the domain(s) could not be read; nothing was charged' });
        throw new UnrecoverableError('mail DNS failed for every domain');
      }
      const result: ResultOf<'email-find'> = { results };
      await settleJob(pool, job.id!, { state: 'completed', result, refund: results.filter((r) => !r.email).length });
      return { settled: true };
    } catch (err) {
      if (err instanceof UnrecoverableError) throw err;
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await settleJob(pool, job.id!, { state: 'failed', status: 500, error: 'Email finding failed; its credits were refunded' });
      }
      throw err;
    }
  };
}
