import type { Job } from 'bullmq';
import type { PayloadOf, ResultOf } from '../src/jobs/payloads.js';
import type { Logger } from '../src/logger.js';
import type { WebsiteResearcher } from '../src/research/website-research.js';

/**
 * `website-research`: crawls one site and returns what it states, with evidence. Internal (discovery
 * enqueues it per place), so no credits here. Whatever the site does is reported in the result's
 * status, not thrown, so a site is not crawled again; only an unexpected fault is retried (the
 * catalogue's attempts).
 */
export function websiteResearchProcessor(researcher: WebsiteResearcher, log: Logger) {
  return async (job: Job<PayloadOf<'website-research'>>): Promise<ResultOf<'website-research'>> => {
    const result = await researcher.research({
      url: job.data.url,
      country: job.data.country ?? null,
      ...(job.data.deadline !== undefined && { deadline: job.data.deadline }),
      onProgress: ({ pagesRead, maxPages }) => void job.updateProgress({ pagesRead, maxPages }).catch(() => undefined),
    });
    const { findings } = result;
    log.info(
      {
        jobId: job.id,
        url: result.url,
        status: result.status,
        detail: result.detail,
        ms: result.ms,
        requests: result.pages.length,
        found: {
          emails: findings.emails.length,
          phones: findings.phones.length,
          socials: findings.socials.length,
          people: findings.people.length,
          legalIds: findings.legalIds.length,
        },
      },
      'website researched',
    );
    return result;
  };
}
