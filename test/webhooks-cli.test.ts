import { expect } from 'chai';
import { makeWorkspace, testRuntime } from './helpers.js';
import { cli } from './support/processes.js';

describe('admin CLI: webhook-secret rotate', function () {
  this.timeout(60_000);

  it('prints the new secret once as one JSON line, keeping the previous one for signing', async () => {
    const ws = await makeWorkspace();
    const first = await cli('webhook-secret', 'rotate', '--workspace', String(ws.workspaceId));
    expect(first.code, first.stderr).to.equal(0);
    expect(first.stdout.split('\n').filter(Boolean)).to.have.length(1);
    const printed = JSON.parse(first.stdout);
    expect(Object.keys(printed)).to.deep.equal(['workspace', 'webhookSecret']);
    expect(printed.workspace).to.deep.equal({ id: ws.workspaceId });
    expect(printed.webhookSecret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);

    const second = JSON.parse((await cli('webhook-secret', 'rotate', '--workspace', String(ws.workspaceId))).stdout);
    expect(second.webhookSecret).to.not.equal(printed.webhookSecret);
    const { pool } = await testRuntime();
    const { rows } = await pool.query('select secret, previous_secret from webhook_secret where workspace_id = $1', [ws.workspaceId]);
    expect(rows).to.deep.equal([{ secret: second.webhookSecret, previous_secret: printed.webhookSecret }]);
  });

  it('refuses a workspace that does not exist, or none, as a usage error', async () => {
    const missing = await cli('webhook-secret', 'rotate', '--workspace', '2147483647');
    expect(missing.code).to.equal(2);
    expect(missing.stderr).to.equal('error: workspace 2147483647 does not exist');
    const none = await cli('webhook-secret', 'rotate');
    expect(none.code).to.equal(2);
    expect(none.stderr).to.equal('error: --workspace is required');
    expect(none.stdout).to.equal('');
  });
});
