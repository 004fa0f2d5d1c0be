import { expect } from 'chai';
import { freePort, makeWorkspace } from './helpers.js';
import { run, waitFor, type Proc } from './support/processes.js';

/**
 * The per-key limit is shared by every web process through Redis, yet spent locally a block at a
 * time: across two real web processes a key gets at most the limit in a minute, and at most one
 * unspent block per process (5 %) fewer.
 */
describe('rate limit across web processes', function () {
  // Start-up waits are generous (test/support/processes.ts): a busy machine starts processes slowly.
  this.timeout(180_000);
  const LIMIT = 100;
  const webs: { proc: Proc; base: string }[] = [];

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const proc = run('dist/src/server.js', { PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: String(LIMIT) });
      await waitFor(proc, /API listening/);
      webs.push({ proc, base: `http://127.0.0.1:${port}` });
    }
  });
  after(() => {
    for (const { proc } of webs) proc.child.kill('SIGKILL');
  });

  it('admits at most the limit per minute in all, at most 5 % fewer, and says when to retry', async () => {
    // All inside one window: wait out the end of a minute rather than straddle it.
    const second = new Date().getUTCSeconds();
    if (second >= 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const { key } = await makeWorkspace();
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let round = 0; round < 15; round++) {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${webs[i % 2].base}/api/v1/credits`, { headers: { Authorization: `Bearer ${key}` } })));
      for (const reply of replies) {
        statuses.push(reply.status);
        if (reply.status === 429) refusal ??= reply;
        await reply.arrayBuffer();
      }
    }
    const admitted = statuses.filter((s) => s === 200).length;
    expect(admitted).to.be.at.most(LIMIT);
    expect(admitted).to.be.at.least(LIMIT - 2 * (LIMIT / 20));
    expect(statuses.filter((s) => s !== 200 && s !== 429)).to.deep.equal([]);
    expect(refusal!.headers.get('retry-after')).to.match(/^\d+$/);
    expect(refusal!.headers.get('x-ratelimit-remaining')).to.equal('0');
  });
});
