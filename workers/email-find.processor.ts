import type { Config } from '../src/config.js';
import { findEmails } from '../src/finding/find-emails.js';
import type { WebsiteResearcher } from '../src/research/website-research.js';
import type { HostGates } from '../src/lib/host-gates.js';
import { createAddressPolicy } from '../src/outbound/address-policy.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import type { VerifyCache } from '../src/verification/verify-emails.js';
import { meteredProcessor, SettleAs } from './metered.js';
import { probingIdentity, type ProcessorDeps } from './processor.js';

/**
 * `email-find`: finds each person's address; the result is the response body, and the credit of every
 * person no address was found for is refunded. When no domain's mail DNS could be read at all, the
 * request failed upstream: 502, everything refunded.
 */
export function emailFindProcessor({ pool, config, cache, researcher, sessionGates }: ProcessorDeps & { config: Pick<Config, 'verify'>; cache: VerifyCache; researcher: WebsiteResearcher; sessionGates: HostGates }) {
  const { dnsServers, smtpPort, allowCidrs } = config.verify;
  const resolver = createMailResolver({ servers: dnsServers.length ? dnsServers : undefined });
  const addressPolicy = createAddressPolicy(allowCidrs);

  return meteredProcessor<'email-find'>(pool, {
    async run(job) {
      const { heloHost, mailFrom } = probingIdentity(config.verify, 'Email finding');
      const results = await findEmails(job.data.people, { researcher, resolver, verify: { smtpPort, heloHost, mailFrom, sessionGates, addressPolicy, cache } }, (done, total) =>
        void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
      );
      if (results.every((r) => r.mx.status === 'error')) {
        throw new SettleAs(502, 'Email finding failed upstream: the mail DNS of the domain(s) could not be read; nothing was charged');
      }
      return { result: { results }, refund: results.filter((r) => !r.email).length };
    },
  });
}
