import { expect } from 'chai';
import { loadConfig } from '../src/config.js';
import { inviteOf } from '../src/domain/console/admins.service.js';
import { auditPage } from '../src/domain/console/audit.service.js';
import { makeWorkspace, request, testRuntime } from './helpers.js';
import { cli, type CliRun } from './support/processes.js';

function oneJsonLine(run: CliRun): any {
  expect(run.code, run.stderr).to.equal(0);
  const lines = run.stdout.split('\n').filter(Boolean);
  expect(lines, run.stdout).to.have.length(1);
  return JSON.parse(lines[0]);
}

describe('admin CLI', function () {
  this.timeout(60_000);

  it('creates a workspace with a working key, then keys that can be listed and revoked', async () => {
    const created = oneJsonLine(await cli('workspace', 'create', '--name', 'Acme', '--credits', '500'));
    expect(Object.keys(created)).to.deep.equal(['workspace', 'key', 'apiKey']);
    expect(created.workspace).to.deep.equal({ id: created.workspace.id, name: 'Acme' });
    expect(created.key).to.deep.equal({ id: created.key.id, prefix: created.apiKey.slice(0, 8) });
    expect(created.apiKey).to.match(/^svc_[A-Za-z0-9_-]{43}$/);
    expect((await request('GET', '/api/v1/tables', { key: created.apiKey })).status).to.equal(200);
    const { pool } = await testRuntime();
    const { rows } = await pool.query('select monthly_credits from workspace where id = $1', [created.workspace.id]);
    expect(rows[0].monthly_credits).to.equal(500);

    const second = oneJsonLine(await cli('key', 'create', '--workspace', String(created.workspace.id)));
    expect(Object.keys(second)).to.deep.equal(['key', 'apiKey']);
    expect(second.apiKey).not.to.equal(created.apiKey);
    expect((await request('GET', '/api/v1/tables', { key: second.apiKey })).status).to.equal(200);

    const revoked = oneJsonLine(await cli('key', 'revoke', String(second.key.id)));
    expect(revoked.key.id).to.equal(second.key.id);
    expect(Date.parse(revoked.key.revokedAt)).to.be.closeTo(Date.now(), 60_000);
    expect((await request('GET', '/api/v1/tables', { key: second.apiKey })).status).to.equal(401);
    expect((await request('GET', '/api/v1/tables', { key: created.apiKey })).status).to.equal(200);

    const listed = oneJsonLine(await cli('key', 'list', '--workspace', String(created.workspace.id)));
    expect(listed.keys.map((k: { id: number }) => k.id)).to.deep.equal([created.key.id, second.key.id]);
    expect(listed.keys[0]).to.have.all.keys('id', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt');
    expect(listed.keys[0].lastUsedAt).to.be.a('string');
    expect(listed.keys[0].revokedAt).to.equal(null);
    expect(listed.keys[1].revokedAt).to.equal(revoked.key.revokedAt);
    expect(JSON.stringify(listed)).not.to.contain(created.apiKey.slice(8));

    const credits = oneJsonLine(await cli('credits', 'set', '--workspace', String(created.workspace.id), '--monthly', '1000'));
    expect(credits).to.deep.equal({ workspace: { id: created.workspace.id, name: 'Acme', monthlyCredits: 1000 } });
  });

  const mistakes: [string[], RegExp][] = [
    [[], /no command given/],
    [['workspace', 'delete'], /unknown command "workspace delete"/],
    [['workspace', 'create'], /--name is required/],
    [['workspace', 'create', '--name', 'A', '--credits', 'lots'], /--credits must be a whole number/],
    [['workspace', 'create', '--name', 'A', '--credits', '99999999999'], /--credits must be a whole number from 0 to 2147483647/],
    [['workspace', 'create', 'extra', '--name', 'A'], /unexpected argument "extra" for workspace create/],
    [['key', 'revoke', '1', '2'], /unexpected argument "2" for key revoke/],
    [['key', 'list', '--workspace', '1', '--monthly', '5'], /key list does not take --monthly/],
    [['workspace', 'create', '--name', 'A', '--colour', 'red'], /Unknown option '--colour'/],
    [['key', 'create'], /--workspace is required/],
    [['key', 'create', '--workspace', '2147483000'], /workspace 2147483000 does not exist/],
    [['key', 'revoke'], /<keyId> is required/],
    [['key', 'revoke', '2147483000'], /key 2147483000 does not exist/],
    [['credits', 'set', '--workspace', '1'], /--monthly is required|workspace 1 does not exist/],
    [['admin', 'invite', '--email', 'ana@example.com'], /--workspace is required/],
    [['admin', 'invite', '--workspace', '2147483000', '--email', 'ana@example.com'], /workspace 2147483000 does not exist/],
    [['admin', 'invite', '--workspace', '1', '--name', 'Ana'], /admin invite does not take --name/],
  ];
  for (const [args, message] of mistakes) {
    it(`fails with one line on stderr for: cli ${args.join(' ') || '(nothing)'}`, async () => {
      const run = await cli(...args);
      expect(run.code).to.not.equal(0);
      expect(run.stdout).to.equal('');
      expect(run.stderr.split('\n'), run.stderr).to.have.length(1);
      expect(run.stderr)
        .to.match(/^error: /)
        .and.match(message);
    });
  }

  describe('admin invite, and the audit log of what the CLI does', () => {
    it('prints one JSON line with a 7-day invite link under PUBLIC_URL, and audits it as cli', async () => {
      const ws = await makeWorkspace();
      const invited = oneJsonLine(await cli('admin', 'invite', '--workspace', String(ws.workspaceId), '--email', 'Ana.Owner@Example.com'));
      expect(Object.keys(invited)).to.deep.equal(['invite']);
      expect(Object.keys(invited.invite)).to.deep.equal(['url', 'expiresAt']);
      const prefix = `${loadConfig().publicUrl}/settings/invite/`;
      expect(invited.invite.url.startsWith(prefix), invited.invite.url).to.equal(true);
      expect(invited.invite.url.slice(prefix.length)).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(invited.invite.expiresAt)).to.be.closeTo(Date.now() + 7 * 86_400_000, 60_000);

      const { pool } = await testRuntime();
      const view = await inviteOf(pool, invited.invite.url.slice(prefix.length));
      expect(view).to.deep.include({ workspaceId: ws.workspaceId, email: 'ana.owner@example.com', accountExists: false });
      const [event] = (await auditPage(pool, ws.workspaceId, { limit: 1 })).events;
      expect(event).to.deep.include({ action: 'member.invited', actor: 'cli', clientIp: null });
    });

    it('uses PUBLIC_URL as given, less its trailing slash', async () => {
      const ws = await makeWorkspace();
      process.env.PUBLIC_URL = 'https://console.example.test/leadbase/';
      try {
        const invited = oneJsonLine(await cli('admin', 'invite', '--workspace', String(ws.workspaceId), '--email', 'ops@example.com'));
        expect(invited.invite.url).to.match(/^https:\/\/console\.example\.test\/leadbase\/settings\/invite\/[A-Za-z0-9_-]{43}$/);
      } finally {
        delete process.env.PUBLIC_URL;
      }
    });

    it('refuses an invitee that is not an email address as a usage error', async () => {
      const ws = await makeWorkspace();
      const run = await cli('admin', 'invite', '--workspace', String(ws.workspaceId), '--email', 'not-an-address');
      expect(run.code).to.equal(2);
      expect(run.stdout).to.equal('');
      expect(run.stderr).to.match(/^error: "not-an-address" is not an email address/);
      expect(run.stderr.split('\n')).to.have.length(1);
    });

    it('records key create, key revoke and webhook-secret rotate in the workspace audit log, by cli', async () => {
      const ws = await makeWorkspace();
      const created = oneJsonLine(await cli('key', 'create', '--workspace', String(ws.workspaceId)));
      oneJsonLine(await cli('key', 'revoke', String(created.key.id)));
      oneJsonLine(await cli('key', 'revoke', String(created.key.id)));
      oneJsonLine(await cli('webhook-secret', 'rotate', '--workspace', String(ws.workspaceId)));
      const { pool } = await testRuntime();
      const { events } = await auditPage(pool, ws.workspaceId, { limit: 10 });
      expect(events.map((e) => [e.action, e.actor, e.clientIp])).to.deep.equal([
        ['webhook_secret.rotated', 'cli', null],
        ['key.revoked', 'cli', null],
        ['key.created', 'cli', null],
      ]);
      expect(events[2].detail).to.deep.equal({ keyId: created.key.id, prefix: created.key.prefix, name: null });
    });
  });
});
