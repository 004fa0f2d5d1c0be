import type { Job } from 'bullmq';
import type { PayloadOf, ResultOf } from '../src/jobs/catalog.js';
import type { WebsiteResearcher } from '../src/research/website-research.js';

/**
 * `website-research`: crawls one site and returns what it states, with evidence. Internal (discovery
 * enqueues it per place), so no credits here; never retried: a site that failed seconds ago will
 * not have changed, and the result's status already says what went wrong.
 */
export function websiteResearchProcessor(researcher: WebsiteResearcher) {
  return async (job: Job<PayloadOf<'website-research'>>): Promise<ResultOf<'website-research'>> => {
    await job.updateProgress({ stage: 'crawling', url: job.data.url }).catch(() => undefined);
    return researcher.research({ url: job.data.url, country: job.data.country ?? null });
  };
}
