import { expect } from 'chai';
import { startWorkers } from '../workers/index.js';
import { testRuntime, unique } from './helpers.js';
import { startFixtureSites, type FixtureSites } from './support/fixture-sites.js';
import { corpusResearchConfig } from './support/research-corpus.js';

/** The website-research queue end to end: a job in Redis, a worker crawling a loopback site, the result on the job. */
describe('website-research jobs', function () {
  this.timeout(30_000);
  let sites: FixtureSites;
  let stopWorkers: () => Promise<void>;

  before(async () => {
    sites = await startFixtureSites({
      sites: {
        'acme-plumbing': {
          routes: {
            '/': { body: '<html><body><h1>Acme Plumbing</h1><a href="/contact">Contact us</a><footer>Company No. 01234567</footer></body></html>' },
            '/contact': {
              body: '<html><body><p>Call <a href="tel:+442079460958">020 7946 0958</a> or write to <a href="mailto:jobs@acme-plumbing.test">us</a>.</p></body></html>',
            },
          },
        },
      },
    });
    const runtime = await testRuntime();
    stopWorkers = await startWorkers({
      ...runtime,
      config: { ...runtime.config, workerQueues: ['website-research'], research: corpusResearchConfig(sites.dnsServer, { chromiumPath: null }) },
    });
  });
  after(async () => {
    await stopWorkers();
    await sites.close();
  });

  it('settles with the findings, their evidence and the pages visited', async () => {
    const { queues } = await testRuntime();
    const jobId = unique('research');
    await queues.enqueue('website-research', jobId, { url: sites.startUrl('acme-plumbing'), country: 'GB' });
    expect(await queues.waitFor('website-research', jobId, 20_000)).to.equal(true);
    const job = await queues.queue('website-research').getJob(jobId);
    const result = job!.returnvalue;
    expect(job!.progress, 'progress: pages read of the budget').to.deep.equal({ pagesRead: 2, maxPages: 8 });
    expect(result.status).to.equal('ok');
    expect(result.findings.emails.map((e) => [e.value, e.sourceUrl])).to.deep.equal([['jobs@acme-plumbing.test', `${sites.origin('acme-plumbing')}/contact`]]);
    expect(result.findings.phones.map((p) => p.value)).to.deep.equal(['+442079460958']);
    expect(result.findings.legalIds.map((l) => [l.type, l.value, l.evidence])).to.deep.equal([['uk_company_number', '01234567', 'Company No. 01234567']]);
    expect(result.pages.map((p) => [p.kind, new URL(p.url).pathname, p.via])).to.deep.equal([
      ['robots', '/robots.txt', 'http'],
      ['page', '/', 'http'],
      ['sitemap', '/sitemap.xml', 'http'],
      ['page', '/contact', 'http'],
    ]);
  });
});
