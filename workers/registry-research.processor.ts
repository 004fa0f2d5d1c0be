import { UnrecoverableError, type Job } from 'bullmq';
import type { Config } from '../src/config.js';
import { refreshAprDataset } from '../src/discovery/registry/apr-dataset.js';
import { readAprState } from '../src/discovery/registry/apr-state.js';
import type { PayloadOf, ResultOf } from '../src/jobs/payloads.js';
import { JOB_CATALOGUE } from '../src/jobs/queues.js';
import type { WorkerTools } from '../src/kinds/kind.js';

/** A download within this of the last successful one is not started (the dataset is published monthly). */
const RECENT_SUCCESS_MS = 3_600_000;

/** `registry-research`: for now the scheduled download of the APR companies dataset (APR_OPENDATA_URL). */
export function registryResearchProcessor({ pool, config, log }: Pick<WorkerTools, 'pool' | 'config' | 'log'>) {
  return async (job: Job<PayloadOf<'registry-research'>>): Promise<ResultOf<'registry-research'>> => {
    const url = config.discovery.aprOpendataUrl;
    if (!url) throw new UnrecoverableError('APR_OPENDATA_URL is not set on this worker');
    // A download run again soon after one succeeded — a job delivered twice (BullMQ delivers at least once),
    // the first-edition job and a scheduled one meeting — would fetch hundreds of MB for the same edition.
    const state = await readAprState(pool);
    if (state.lastSuccessAt && Date.now() - Date.parse(state.lastSuccessAt) < RECENT_SUCCESS_MS) {
      log.info({ jobId: job.id, lastSuccessAt: state.lastSuccessAt }, 'the APR dataset was downloaded less than an hour ago; not downloading it again');
      return { companies: state.companies ?? 0, skipped: 0 };
    }
    const started = Date.now();
    const { loaded, edition, companies, skipped } = await refreshAprDataset(pool, url);
    if (loaded) log.info({ jobId: job.id, edition, companies, skipped, ms: Date.now() - started }, 'APR dataset refreshed');
    else log.info({ jobId: job.id }, 'another APR download is running; this one was not started');
    return { companies, skipped };
  };
}

/**
 * Keeps the APR download on its schedule while APR_OPENDATA_URL is set (and takes it off when not),
 * and asks for one at once while no download has succeeded yet.
 */
export async function scheduleAprRefresh(queue: import('bullmq').Queue, config: Pick<Config, 'discovery'>, pool: WorkerTools['pool']): Promise<void> {
  if (!config.discovery.aprOpendataUrl) {
    await queue.removeJobScheduler('apr-refresh');
    return;
  }
  const template = { name: 'apr-refresh', data: { kind: 'apr-refresh' as const }, opts: JOB_CATALOGUE['registry-research'].retry };
  await queue.upsertJobScheduler('apr-refresh', { pattern: config.discovery.aprRefreshCron, tz: 'UTC' }, template);
  if (!(await readAprState(pool)).lastSuccessAt)
    await queue.add('apr-refresh', template.data, { ...template.opts, jobId: 'apr-refresh-initial', removeOnComplete: true, removeOnFail: true });
}
