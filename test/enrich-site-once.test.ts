import { expect } from 'chai';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { researchOncePerRun } from '../src/enrichment/site-once.js';
import { createRedis } from '../src/jobs/redis.js';
import { createRedisCache } from '../src/jobs/redis-cache.js';
import { createLogger } from '../src/logger.js';
import type { SiteResearch } from '../src/research/crawl/crawl-site.js';
import { unique } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An enrichment run reads each website once across its chunks and worker processes: each reader here has its
 * own Redis connection, as each worker process has, and a "crawl" that counts how often it ran.
 */
describe('each website read once per enrichment run (researchOncePerRun)', function () {
  this.timeout(20_000);
  const connections: Redis[] = [];
  const prefix = unique('site-once');
  after(async () => {
    const keys = await connections[0].keys(`${prefix}:*`);
    if (keys.length) await connections[0].del(...keys);
    connections.forEach((redis) => redis.disconnect());
  });

  /** A worker process's reader, once its connection is up (until then its cache would miss and let it crawl). */
  async function processReading(crawl: (url: string) => Promise<SiteResearch>, claimMs = 10_000) {
    const redis = createRedis('redis://127.0.0.1:6379', 'failfast', createLogger('silent'));
    connections.push(redis);
    if (redis.status !== 'ready') await once(redis, 'ready');
    return researchOncePerRun(createRedisCache(redis, prefix), crawl, claimMs);
  }
  const found = (url: string, note: string) => ({ status: 'ok', url, note }) as unknown as SiteResearch;

  it('reads a site once among every chunk of every process asking for it in one run; the others hear it is being read; a new run reads it again', async () => {
    const crawled: string[] = [];
    const crawl = async (url: string) => {
      crawled.push(url);
      await sleep(300);
      return found(url, `crawl ${crawled.length}`);
    };
    const [a, b] = await Promise.all([processReading(crawl), processReading(crawl)]);
    const sites = await Promise.all([a, b, a, b, a, b].map((read) => read('https://acme.test/', 'run-1')));
    expect(crawled).to.deep.equal(['https://acme.test/']);
    // One chunk read it; the five others were told it is being read (and step aside to ask again later).
    expect(sites.filter((s) => s === null)).to.have.length(5);
    expect(sites.find((s) => s)).to.deep.include({ note: 'crawl 1' });
    // Asked again: from the cache, in either process.
    expect(await a('https://acme.test/', 'run-1')).to.deep.include({ note: 'crawl 1' });
    expect(await b('https://acme.test/', 'run-1')).to.deep.include({ note: 'crawl 1' });
    expect(await a('https://acme.test/', 'run-2')).to.deep.include({ note: 'crawl 2' });
    expect(crawled).to.have.length(2);
  });

  it('a process that dies while reading holds the site only until its claim lapses; a failed read lets the next one try', async () => {
    const crawled: string[] = [];
    // The first reader never finishes (its process was killed); its claim lapses after 500 ms.
    const dying = await processReading(() => new Promise<SiteResearch>(() => undefined), 500);
    const alive = await processReading(async (url) => {
      crawled.push(url);
      return found(url, 'read by the survivor');
    }, 500);
    void dying('https://stuck.test/', 'run-1');
    await sleep(50);
    expect(await alive('https://stuck.test/', 'run-1')).to.equal(null);
    await sleep(600);
    expect(await alive('https://stuck.test/', 'run-1')).to.deep.include({ note: 'read by the survivor' });
    expect(crawled).to.deep.equal(['https://stuck.test/']);

    let attempts = 0;
    const flaky = await processReading(async (url) => {
      if (++attempts === 1) throw new Error('a bug in the crawl');
      return found(url, 'second try');
    });
    const failed = await flaky('https://flaky.test/', 'run-1').catch((err: Error) => err);
    expect(failed).to.be.an('error').with.property('message', 'a bug in the crawl');
    expect(await flaky('https://flaky.test/', 'run-1')).to.deep.include({ note: 'second try' });
  });
});
