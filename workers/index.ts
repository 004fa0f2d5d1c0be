import { Worker, type Processor } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from '../src/config.js';
import { boot, closeRuntime, onShutdown, type Runtime } from '../src/bootstrap.js';
import { settleFailedUnexpectedly } from '../src/domain/jobs.service.js';
import { isMain } from '../src/is-main.js';
import { createRedis } from '../src/jobs/redis.js';
import { createRedisCache } from '../src/jobs/redis-cache.js';
import { createWebsiteResearcher, type WebsiteResearcher } from '../src/research/website-research.js';
import { discoveryProcessor } from './discovery.processor.js';
import { emailFindProcessor } from './email-find.processor.js';
import { emailVerifyProcessor } from './email-verify.processor.js';
import { registryResearchProcessor, scheduleAprRefresh } from './registry-research.processor.js';
import { websiteResearchProcessor } from './website-research.processor.js';

/**
 * The worker process: one BullMQ Worker per queue it serves (WORKER_QUEUES, default all), each
 * with its concurrency from WORKER_CONCURRENCY_<QUEUE>. Returns the function that stops them:
 * no new jobs are taken and jobs in flight finish (the caller bounds how long that may take).
 */
export async function startWorkers(runtime: Runtime): Promise<() => Promise<void>> {
  const { config, log, pool } = runtime;
  const cacheConnection = createRedis(config.redisUrl, 'failfast', log);
  // One researcher (connection pool, host politeness, browser) for every queue of the process that crawls.
  let researcher: WebsiteResearcher | null = null;
  const sharedResearcher = () => (researcher ??= createWebsiteResearcher(config.research));
  const verifyCache = () => createRedisCache(cacheConnection, `${config.queuePrefix}:cache`);
  const processors: Record<QueueName, () => Processor> = {
    'email-verify': () => emailVerifyProcessor({ pool, config, cache: verifyCache() }),
    'website-research': () => websiteResearchProcessor(sharedResearcher(), log),
    'email-find': () => emailFindProcessor({ pool, config, cache: verifyCache(), researcher: sharedResearcher() }),
    'registry-research': () => registryResearchProcessor({ pool, config, log }),
    discovery: () => discoveryProcessor({ pool, config, queues: runtime.queues }),
  };
  const names = config.workerQueues.length ? (config.workerQueues as QueueName[]) : [...QUEUE_NAMES];
  const missing = names.filter((name) => !processors[name]);
  if (missing.length) throw new Error(`No processor for queue(s) ${missing.join(', ')}`);

  const connection = createRedis(config.redisUrl, 'blocking', log);
  const workers = names.map((name) => {
    const worker = new Worker(name, processors[name](), {
      connection,
      prefix: config.queuePrefix,
      concurrency: config.workerConcurrency[name],
      // A killed worker's job is picked up again after ~15 s instead of the default minute.
      lockDuration: 10_000,
      stalledInterval: 5_000,
    });
    worker.on('error', () => undefined); // the connection logs outages once
    worker.on('failed', (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err }, 'job failed');
      if (!job?.id) return;
      // Failed for good — out of attempts, unrecoverable, or stalled too often (which BullMQ reports as
      // unrecoverable) — without its processor settling it: refund. Settling twice is a no-op.
      const final = err?.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) void settleFailedUnexpectedly(pool, job.id).catch(() => undefined);
    });
    return worker;
  });
  if (names.includes('registry-research')) {
    await scheduleAprRefresh(runtime.queues.queue('registry-research'), config, pool).catch((err: Error) => log.warn({ err }, 'could not schedule the APR dataset download'));
  }
  log.info({ queues: names }, 'worker started');

  return async () => {
    await Promise.all(workers.map((w) => w.close()));
    await researcher?.close();
    connection.disconnect();
    cacheConnection.disconnect();
  };
}

if (isMain(import.meta.url)) {
  const runtime = await boot();
  const stopWorkers = await startWorkers(runtime);
  onShutdown(runtime.log, async () => {
    await stopWorkers();
    await closeRuntime(runtime);
  });
}
