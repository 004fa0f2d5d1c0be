import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const QUEUE_CLIENT = fileURLToPath(new URL('../src/jobs/queue-client.ts', import.meta.url));
const CONFIG = fileURLToPath(new URL('../src/config.ts', import.meta.url));
const LOGGER = fileURLToPath(new URL('../src/logger.ts', import.meta.url));

/** A process that waited on a job and closed its queue client exits by itself (a bench or a script that hangs at the end is noticed). */
describe('the queue client', function () {
  this.timeout(60_000);

  it('leaves nothing open once closed, after waiting on jobs of two queues', async () => {
    const script = `
      import { QueueClient } from ${JSON.stringify(QUEUE_CLIENT)};
      import { loadConfig } from ${JSON.stringify(CONFIG)};
      import { createLogger } from ${JSON.stringify(LOGGER)};
      const config = { ...loadConfig(), queuePrefix: 'leadbase-test-${process.pid}-exit' };
      const queues = new QueueClient(config, createLogger('silent'));
      for (const name of ['discovery', 'website-research']) {
        await queues.enqueue(name, 'job-' + name, {});
        await queues.waitFor(name, 'job-' + name, 200);
        await queues.queue(name).obliterate({ force: true });
      }
      await queues.close();
      console.log('closed');
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = await new Promise<number | null | 'still running'>((resolve) => {
      const timer = setTimeout(() => resolve('still running'), 30_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    if (exited === 'still running') child.kill('SIGKILL');
    expect(output).to.contain('closed');
    expect(exited, output).to.equal(0);
  });
});
