import { expect } from 'chai';
import { UnrecoverableError, type Job } from 'bullmq';
import { schedulingWebhooks } from '../../workers/metered.js';

/** What BullMQ is handed by a billed queue's processor, which schedules the job's webhook once it settled. */
describe('a billed job processor scheduling its webhook', () => {
  const job = { id: 'job-1' } as Job<unknown, string>;
  const redisDown = async () => {
    throw new Error('Connection is closed.');
  };

  it("hands BullMQ the processor's own error when scheduling fails too: an unrecoverable job stays unrecoverable", async () => {
    const scheduled: string[] = [];
    const processor = schedulingWebhooks<unknown, string>(
      async () => {
        throw new UnrecoverableError('Discovery is not configured on this server');
      },
      async (id) => void scheduled.push(id),
    );
    const failure = await Promise.resolve(processor(job, 'token')).then(
      () => null,
      (err: Error) => err,
    );
    expect(failure).to.be.instanceOf(UnrecoverableError).and.have.property('message', 'Discovery is not configured on this server');
    expect(scheduled, "the worker's failed listener schedules a job that failed for good").to.deep.equal([]);

    const withRedisDown = schedulingWebhooks<unknown, string>(async () => {
      throw new UnrecoverableError('Discovery is not configured on this server');
    }, redisDown);
    expect(
      await Promise.resolve(withRedisDown(job, 'token')).then(
        () => null,
        (err: Error) => err,
      ),
    ).to.be.instanceOf(UnrecoverableError);
  });

  it('schedules the webhook of a settled job before acknowledging it, and fails the run (to be retried) when it cannot', async () => {
    const scheduled: string[] = [];
    expect(
      await schedulingWebhooks<unknown, string>(
        async () => 'settled',
        async (id) => void scheduled.push(id),
      )(job, 'token'),
    ).to.equal('settled');
    expect(scheduled).to.deep.equal(['job-1']);
    const failure = await Promise.resolve(schedulingWebhooks<unknown, string>(async () => 'settled', redisDown)(job, 'token')).then(
      () => null,
      (err: Error) => err,
    );
    expect(failure).to.be.instanceOf(Error).and.not.be.instanceOf(UnrecoverableError);
    expect(failure?.message).to.equal('Connection is closed.');
  });
});
