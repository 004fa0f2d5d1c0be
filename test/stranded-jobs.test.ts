import { expect } from 'chai';
import { UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import type { Runtime } from '../src/bootstrap.js';
import { createJob } from '../src/domain/jobs.service.js';
import { finalFailureMessage, type BilledQueue } from '../src/jobs/queues.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createRedis } from '../src/jobs/redis.js';
import { deliveryJobId } from '../src/webhooks/schedule.js';
import { startStrandedJobSweeper, strandedJobMessage, sweepStrandedJobs, type StrandedSweepResult } from '../workers/stranded-jobs.js';
import { makeWorkspace, request, testRuntime, type TestWorkspace } from './helpers.js';

/**
 * Billed jobs whose row was created (credits reserved) but which the queue will never run or settle: the
 * enqueue failed and so did the refund, or a process died in between. No worker runs here, so a job that
 * is enqueued stays waiting in the queue, as one would behind a long backlog.
 */
async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await check()); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
  }
}

describe('the sweep of stranded billed jobs', function () {
  this.timeout(30_000);
  let runtime: Runtime;
  let ws: TestWorkspace;

  before(async () => {
    runtime = await testRuntime();
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
    await completeWitness();
  });

  const sweepDeps = () => ({ pool: runtime.pool, queues: runtime.queues });
  /** A job recorded with its credits reserved, as runMeteredJob records it before enqueuing. */
  const reserve = async (queue: BilledQueue, cost: number, callbackUrl?: string) =>
    (await createJob(runtime.pool, { workspaceId: ws.workspaceId, queue, cost, defaultAllowance: runtime.config.defaultMonthlyCredits, callbackUrl })).jobId;
  const age = (jobId: string, createdAt = "now() - interval '10 minutes'") => runtime.pool.query(`update job set created_at = ${createdAt} where id = $1`, [jobId]);
  /**
   * The sweep first checks that it sees the queue the jobs ran on, by the billed job completed last: make
   * that one of this queue's, whatever other test files completed under other queue prefixes.
   */
  const completeWitness = async () => {
    const { workspaceId } = await makeWorkspace(); // its own: the tests count their workspace's credits
    const { jobId: witness } = await createJob(runtime.pool, { workspaceId, queue: 'email-verify', cost: 1, defaultAllowance: runtime.config.defaultMonthlyCredits });
    await runtime.queues.enqueue('email-verify', witness, { workspaceId, emails: ['witness@example.test'] });
    await runtime.pool.query(`update job set state = 'completed', result = '{}', finished_at = now() where id = $1`, [witness]);
    return witness;
  };
  const view = async (jobId: string) => (await request('GET', `/api/v1/jobs/${jobId}`, { key: ws.key })).body;
  const creditsUsed = async () => (await request('GET', '/api/v1/credits', { key: ws.key })).body.used;

  it('settles a job that never reached the queue: failed 503, credits refunded, webhook scheduled, once however many workers sweep', async () => {
    const jobId = await reserve('email-verify', 3, 'http://127.0.0.1:9/stranded');
    await age(jobId);
    expect((await view(jobId)).status, 'before the sweep it would say queued forever').to.equal('queued');
    expect(await creditsUsed()).to.equal(3);

    // Two worker processes sweep at the same moment: both find it, and both wait for its row (held here) to settle it.
    const holder = await runtime.pool.connect();
    let sweeps: StrandedSweepResult[];
    try {
      await holder.query('begin');
      await holder.query('select 1 from job where id = $1 for no key update', [jobId]);
      const both = Promise.all([sweepStrandedJobs(sweepDeps()), sweepStrandedJobs(sweepDeps())]);
      await until('both sweeps wait for the row', async () => {
        const { rows } = await runtime.pool.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()");
        return rows[0].n >= 2;
      });
      await holder.query('commit');
      sweeps = await both;
    } finally {
      holder.release();
    }
    const settled = sweeps.flatMap((s) => s.settled).filter((s) => s.jobId === jobId);
    expect(settled, 'settled by one sweep only').to.deep.equal([{ jobId, queue: 'email-verify', stranding: 'lost' }]);

    const job = await view(jobId);
    expect(job).to.deep.include({ status: 'failed', error: { status: 503, message: strandedJobMessage('email-verify') }, credits: { reserved: 3, refunded: 3 } });
    expect(job.finishedAt).to.be.a('string');
    expect(await creditsUsed(), 'refunded once').to.equal(0);
    expect(job.webhook).to.include({ attempts: 0, deliveredAt: null });
    expect(job.webhook.nextAttemptAt, 'its webhook is due').to.be.a('string');
    expect(await runtime.queues.queue('webhook-delivery').getJobState(deliveryJobId(jobId)), 'and in the queue').to.equal('waiting');

    const again = await sweepStrandedJobs(sweepDeps());
    expect(again.settled.map((s) => s.jobId)).to.not.include(jobId);
    expect(await creditsUsed()).to.equal(0);
  });

  it('settles nothing as lost when its queue lacks the job completed last (another REDIS_URL or QUEUE_PREFIX, or Redis lost its data)', async () => {
    const stranded = await reserve('email-verify', 2);
    await age(stranded);
    const elsewhere = new QueueClient({ ...runtime.config, queuePrefix: `lbt-elsewhere-${process.pid}` }, runtime.log);
    try {
      const sweep = await sweepStrandedJobs({ pool: runtime.pool, queues: elsewhere });
      expect(sweep.settled).to.deep.equal([]);
      expect(sweep.foreignQueue?.left).to.be.at.least(1);
    } finally {
      await elsewhere.close();
    }
    expect((await view(stranded)).status, 'left for a worker that sees the right queue').to.equal('queued');
    expect((await sweepStrandedJobs(sweepDeps())).settled.map((s) => s.jobId)).to.include(stranded);
  });

  it('leaves alone a job the queue holds, however long it waits, and one created within the grace period', async () => {
    const waiting = await reserve('email-verify', 2);
    await runtime.queues.enqueue('email-verify', waiting, { workspaceId: ws.workspaceId, emails: ['jane@example.test', 'john@example.test'] });
    await age(waiting);
    const recent = await reserve('email-find', 1);

    const { settled, failed } = await sweepStrandedJobs(sweepDeps());
    expect(settled.map((s) => s.jobId)).to.not.include(waiting);
    expect(settled.map((s) => s.jobId)).to.not.include(recent);
    expect(failed).to.deep.equal([]);
    expect((await view(waiting)).status).to.equal('queued');
    expect((await view(recent)).status).to.equal('queued');
    expect(await creditsUsed(), 'both still reserved').to.equal(3);
  });

  it('settles as the worker would have a job the queue failed for good while its settlement was lost', async () => {
    const jobId = await reserve('email-find', 4);
    await runtime.queues.enqueue('email-find', jobId, { workspaceId: ws.workspaceId, people: [] });
    // A worker whose `failed` listener never settled it (Postgres was down, the process was killed).
    const connection = createRedis(runtime.config.redisUrl, 'blocking', runtime.log);
    const giveUp = async () => {
      throw new UnrecoverableError('the worker gave up');
    };
    const worker = new Worker('email-find', giveUp, { connection, prefix: runtime.config.queuePrefix });
    try {
      await until('the queue fails the job', async () => (await runtime.queues.queue('email-find').getJobState(jobId)) === 'failed');
    } finally {
      await worker.close();
      connection.disconnect();
    }
    await age(jobId);

    const { settled } = await sweepStrandedJobs(sweepDeps());
    expect(settled).to.deep.include({ jobId, queue: 'email-find', stranding: 'given-up' });
    expect(await view(jobId)).to.deep.include({ status: 'failed', error: { status: 500, message: finalFailureMessage('email-find') }, credits: { reserved: 4, refunded: 4 } });
    expect(await creditsUsed()).to.equal(0);
  });

  it('pages past jobs the queue holds to reach a stranded one behind them', async () => {
    const waiting = await reserve('email-verify', 1);
    await runtime.queues.enqueue('email-verify', waiting, { workspaceId: ws.workspaceId, emails: ['jane@example.test'] });
    const stranded = await reserve('email-verify', 1);
    // Older than anything else in the table, in this order.
    await age(waiting, "'2001-01-01T00:00:00Z'");
    await age(stranded, "'2001-01-01T00:00:01Z'");

    const first = await sweepStrandedJobs(sweepDeps(), { limit: 1 });
    expect(first.settled).to.deep.equal([]);
    expect(first.next?.jobId).to.equal(waiting);
    const second = await sweepStrandedJobs(sweepDeps(), { limit: 1, after: first.next });
    expect(second.settled).to.deep.equal([{ jobId: stranded, queue: 'email-verify', stranding: 'lost' }]);
    expect((await view(waiting)).status).to.equal('queued');
  });

  it('runs in the background, says what it settled, and stops after the sweep in progress', async () => {
    const jobId = await reserve('discovery', 5);
    await age(jobId);
    const logged: { msg: string; settled?: { jobId: string }[] }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const stop = startStrandedJobSweeper({ ...sweepDeps(), log }, { intervalMs: 100 });
    try {
      await until('the sweeper settles the job', async () => (await view(jobId)).status === 'failed');
    } finally {
      await stop();
    }
    const settled = logged.filter((line) => line.msg === 'settled billed jobs the queue will never run; their credits were refunded').flatMap((line) => line.settled);
    expect(settled).to.deep.include({ jobId, queue: 'discovery', stranding: 'lost' });
    expect(await creditsUsed()).to.equal(0);
  });
});
