import type { Config } from '../src/config.js';
import type { HostGates } from '../src/lib/host-gates.js';
import { createAddressPolicy } from '../src/outbound/address-policy.js';
import { createMailResolver } from '../src/verification/mail-dns.js';
import { verifyEmails, VerifyUpstreamError, type VerifyCache } from '../src/verification/verify-emails.js';
import { meteredProcessor } from './metered.js';
import { probingIdentity, type ProcessorDeps } from './processor.js';

/**
 * `email-verify`: checks the addresses; the result is the response body, and the credits of addresses
 * whose result is `unknown` (nothing could be learnt about them) are refunded. When nothing could be
 * checked upstream: 502, everything refunded.
 */
export function emailVerifyProcessor({ pool, config, cache, sessionGates }: ProcessorDeps & { config: Pick<Config, 'verify'>; cache: VerifyCache; sessionGates: HostGates }) {
  const { dnsServers, smtpPort, allowCidrs } = config.verify;
  const resolver = createMailResolver({ servers: dnsServers.length ? dnsServers : undefined });
  const addressPolicy = createAddressPolicy(allowCidrs);

  return meteredProcessor<'email-verify'>(pool, {
    async run(job) {
      const { heloHost, mailFrom } = probingIdentity(config.verify, 'Email verification');
      const results = await verifyEmails(job.data.emails, {
        resolver,
        smtpPort,
        heloHost,
        mailFrom,
        sessionGates,
        addressPolicy,
        cache,
        onProgress: (done, total) => void job.updateProgress(Math.round((100 * done) / total)).catch(() => undefined),
      });
      const unknown = new Set(results.filter((r) => r.status === 'unknown').map((r) => r.email.toLowerCase()));
      return { result: { results }, refund: unknown.size };
    },
    upstreamErrors: [[VerifyUpstreamError, 502, (err) => `Email verification failed upstream: ${err.message}`]],
  });
}
