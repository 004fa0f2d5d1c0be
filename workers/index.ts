import { Worker, type Processor } from 'bullmq';
import { boot, closeRuntime, onShutdown, type Runtime } from '../src/bootstrap.js';
import { settleFinalFailure } from '../src/domain/jobs.service.js';
import { describePlacesProvider } from '../src/discovery/places/registry.js';
import { isMain } from '../src/is-main.js';
import type { PayloadOf, ReturnOf } from '../src/jobs/payloads.js';
import { JOB_CATALOGUE, QUEUE_NAMES, type BilledQueue, type QueueName } from '../src/jobs/queues.js';
import { createRedis } from '../src/jobs/redis.js';
import { ClusterGates, clusterSpacing } from '../src/jobs/cluster-gates.js';
import { createRedisCache } from '../src/jobs/redis-cache.js';
import { createWebsiteResearcher, type WebsiteResearcher } from '../src/research/website-research.js';
import { redisMailFleet, type MailFleet } from '../src/verification/mail-fleet.js';
import { createWebhookPoster, type WebhookPoster } from '../src/webhooks/post.js';
import { webhookBackoff } from '../src/webhooks/retry.js';
import { scheduleWebhook } from '../src/webhooks/schedule.js';
import { startWebhookSweeper } from '../src/webhooks/sweep.js';
import { enrichmentChunkProcessor, enrichmentTools } from './enrichment-chunk.processor.js';
import { meteredProcessor, schedulingWebhooks } from './metered.js';
import { BILLED_KINDS } from '../src/kinds/index.js';
import type { BilledKind, WorkerTools } from '../src/kinds/kind.js';
import type { Logger } from '../src/logger.js';
import { registryResearchProcessor, scheduleAprRefresh } from './registry-research.processor.js';
import { startRetentionSweeper } from './retention.js';
import { startStrandedJobSweeper } from './stranded-jobs.js';
import { webhookDeliveryProcessor } from './webhook-delivery.processor.js';
import { websiteResearchProcessor } from './website-research.processor.js';

/** Logs a politeness wait on an unreachable Redis once per minute at most: the waiters retry every half second. */
function politenessOutage(log: Logger): (err: Error) => void {
  let last = 0;
  return (err) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log.warn({ err }, 'politeness limits cannot be asked of Redis: probes and crawls wait for it rather than go past a limit');
  };
}

/**
 * The worker process: one BullMQ Worker per queue it serves (WORKER_QUEUES, default all), each
 * with its concurrency from WORKER_CONCURRENCY_<QUEUE>. Returns the function that stops them:
 * no new jobs are taken and jobs in flight finish (the caller bounds how long that may take).
 */
export async function startWorkers(runtime: Runtime): Promise<() => Promise<void>> {
  const { config, log, pool } = runtime;
  const cacheConnection = createRedis(config, 'failfast', log);
  // The politeness limits hold across every worker process: counted in Redis (src/jobs/cluster-gates.ts).
  const politeness = { redis: cacheConnection, prefix: config.queuePrefix, onRedisError: politenessOutage(log) };
  let researcher: WebsiteResearcher | null = null;
  let mailFleet: MailFleet | null = null;
  const tools: WorkerTools = {
    pool,
    config,
    queues: runtime.queues,
    log,
    sessionGates: new ClusterGates({ ...politeness, kind: 'smtp', concurrency: config.verify.maxSessionsPerHost }),
    spacing: (name, delayMs) => clusterSpacing(politeness, name, delayMs),
    sharedCache: () => createRedisCache(cacheConnection, `${config.queuePrefix}:cache`),
    researcher: () => (researcher ??= createWebsiteResearcher(config.research, new ClusterGates({ ...politeness, kind: 'http', concurrency: config.research.perHostConcurrency }))),
    // Answers from other processes' sessions are heard on a blocking connection of its own.
    mailFleet: () => (mailFleet ??= redisMailFleet({ redis: cacheConnection, listener: createRedis(config, 'blocking', log), prefix: config.queuePrefix })),
  };
  let poster: WebhookPoster | null = null;
  const schedule = (jobId: string) => scheduleWebhook(pool, runtime.queues, jobId);
  type Processors<Q extends QueueName> = { [K in Q]: () => Processor<PayloadOf<K>, ReturnOf<K>> };
  // Every billed kind's work in the one lifecycle of billed jobs; the internal queues' processors below.
  const billed = Object.fromEntries(
    Object.values(BILLED_KINDS).map((kind: BilledKind<BilledQueue, never>) => [kind.queue, () => meteredProcessor(pool, kind.worker(tools))]),
  ) as Processors<BilledQueue>;
  const processors: Processors<QueueName> = {
    ...billed,
    'website-research': () => websiteResearchProcessor(tools.researcher(), log),
    'registry-research': () => registryResearchProcessor(tools),
    'webhook-delivery': () => webhookDeliveryProcessor({ ...tools, poster: (poster = createWebhookPoster(config.research)) }),
    'enrichment-chunk': () => enrichmentChunkProcessor({ ...tools, tools: enrichmentTools(tools) }),
  };
  const names = config.workerQueues.length ? (config.workerQueues as QueueName[]) : [...QUEUE_NAMES];
  const missing = names.filter((name) => !processors[name]);
  if (missing.length) throw new Error(`No processor for queue(s) ${missing.join(', ')}`);

  const connection = createRedis(config, 'blocking', log);
  const start = <Q extends QueueName>(name: Q) => {
    const processor = processors[name]();
    const worker = new Worker<PayloadOf<Q>, ReturnOf<Q>>(name, JOB_CATALOGUE[name].billed ? schedulingWebhooks(processor, schedule) : processor, {
      connection,
      prefix: config.queuePrefix,
      concurrency: config.workerConcurrency[name],
      // A killed worker's job is picked up again after ~15 s instead of the default minute.
      lockDuration: 10_000,
      stalledInterval: 5_000,
      // The `webhook` backoff type of webhook-delivery's retries.
      settings: { backoffStrategy: webhookBackoff(config.webhookRetryBaseMs) },
    });
    worker.on('error', () => undefined); // the connection logs outages once
    worker.on('failed', (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err }, 'job failed');
      if (!job?.id) return;
      // A billed job failed for good — out of attempts, unrecoverable, or stalled too often (which BullMQ
      // reports as unrecoverable): settled here, and only here, unless its processor already did (a no-op then).
      const final = err?.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final && JOB_CATALOGUE[name].billed) {
        const jobId = job.id;
        void settleFinalFailure(tools, jobId, name).catch((e: Error) => log.warn({ jobId, err: e }, 'could not settle a failed job; the stranded-job sweep settles it'));
      }
    });
    return worker;
  };
  const workers = names.map((name) => start(name));
  // Deliveries whose scheduling was lost (Redis down when their job settled, a process killed in between) go out again.
  const stopSweeper = names.includes('webhook-delivery') ? startWebhookSweeper({ pool, queues: runtime.queues, log }, config.webhookSweepIntervalMs) : null;
  // Billed jobs the queue will never run or settle (enqueue and refund both failed, a process died in between) settle failed, refunded.
  const stopStrandedSweeper = startStrandedJobSweeper({ pool, queues: runtime.queues, log }, { intervalMs: config.strandedJobSweepIntervalMs, graceMs: config.strandedJobGraceMs });
  // Archived tables purged TABLE_RETENTION_DAYS after archiving, job results JOB_RETENTION_DAYS after finishing.
  const stopRetentionSweeper = startRetentionSweeper({ pool, log }, config);
  if (names.includes('registry-research')) {
    await scheduleAprRefresh(runtime.queues.queue('registry-research'), config, pool).catch((err: Error) => log.warn({ err }, 'could not schedule the APR dataset download'));
  }
  log.info({ queues: names, ...(names.includes('discovery') && { places: describePlacesProvider(config.discovery) }) }, 'worker started');

  return async () => {
    await Promise.all([stopSweeper?.(), stopStrandedSweeper(), stopRetentionSweeper(), ...workers.map((w) => w.close())]);
    await researcher?.close();
    await poster?.close();
    mailFleet?.close();
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
