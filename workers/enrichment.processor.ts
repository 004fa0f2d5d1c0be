import { setTimeout as sleep } from 'node:timers/promises';
import { findJob } from '../src/domain/jobs.service.js';
import { abandonChunk, runTotals } from '../src/enrichment/chunks.repository.js';
import { runOutcome } from '../src/enrichment/run.js';
import type { QueueClient } from '../src/jobs/queue-client.js';
import { meteredProcessor } from './metered.js';
import type { ProcessorDeps } from './processor.js';

const POLL_MS = 250;
/** How often (in polls) the open chunks' queue state is checked for chunks the queue gave up on. */
const SWEEP_EVERY = 20;

const chunkJobId = (jobId: string, seq: number) => `${jobId}-${seq}`;

/**
 * `enrichment`: the parent of a run. Its chunks were recorded with the job (src/enrichment/request.ts);
 * it enqueues those still open as `enrichment-chunk` jobs, which every worker process takes, and waits
 * for all of them to settle, moving its progress as they do. Then it settles with the run's counts,
 * refunding whatever was skipped, failed or cancelled. Run again after its worker died, it enqueues the
 * open chunks again under the same ids (a no-op for those still queued) and waits on.
 */
export function enrichmentProcessor({ pool, queues }: ProcessorDeps & { queues: QueueClient }) {
  const chunkQueue = queues.queue('enrichment-chunk');
  /**
   * A chunk BullMQ failed without its processor settling it (stalled too often), or lost (Redis lost its
   * data), would be waited for forever.
   */
  const sweep = async (jobId: string, open: number[]) => {
    for (const seq of open) {
      const state = await chunkQueue.getJobState(chunkJobId(jobId, seq));
      if (state === 'failed' || state === 'unknown') await abandonChunk(pool, jobId, seq);
    }
  };
  return meteredProcessor<'enrichment'>(pool, {
    async run(job) {
      const jobId = job.id!;
      const reserved = (await findJob(pool, job.data.workspaceId, jobId))!.credits_reserved;
      let totals = await runTotals(pool, jobId);
      await chunkQueue.addBulk(totals.open.map((seq) => ({ name: 'enrichment-chunk', data: { ...job.data, jobId, seq }, opts: { jobId: chunkJobId(jobId, seq) } })));
      for (let poll = 1; totals.settled < totals.chunks; poll++) {
        await sleep(POLL_MS);
        if (poll % SWEEP_EVERY === 0) {
          // Settled elsewhere (the stranded-job sweep, when Redis lost this run): nothing left to wait for.
          if ((await findJob(pool, job.data.workspaceId, jobId))?.state !== 'queued') break;
          await sweep(jobId, totals.open);
        }
        totals = await runTotals(pool, jobId);
        await job.updateProgress(Math.floor((100 * totals.settled) / totals.chunks)).catch(() => undefined);
      }
      return runOutcome(totals, reserved);
    },
  });
}
