import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { acceptInvite, createInvite, inviteOf, isMember, membersOf, removeMember, workspacesOf } from '../src/domain/console/admins.service.js';
import { auditPage, type AuditEvent } from '../src/domain/console/audit.service.js';
import { endOtherSessions, endSession, sessionOf, sessionsOf, signIn, startSession } from '../src/domain/console/sessions.service.js';
import { createKey, keysOf, revokeKeyOf, rotateSecret, usageOf, webhookSecretOf } from '../src/domain/console/workspace-settings.service.js';
import { HttpError } from '../src/lib/errors.js';
import { makeWorkspace, request, testRuntime, unique } from './helpers.js';

/**
 * The workspace settings console's accounts and settings, through its services against the real
 * PostgreSQL and Redis (the pages are tested in the browser by the console's own tests).
 */

const PUBLIC_URL = 'https://console.example.test';
const PASSWORD = 'violet harbour tangent ninety';
const IDLE_HOURS = 12;

const tokenOf = (url: string) => url.split('/').pop()!;

/** A unique client address per test, so the throttle's per-address counters do not meet across tests. */
let addressSeq = 0;
const clientAddress = () => `198.51.100.${++addressSeq}`;

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

async function deps() {
  const { pool, queues, config, caches } = await testRuntime();
  return { pool, redis: queues.redis, prefix: config.queuePrefix, caches: caches! };
}

/** acceptInvite with the shared Redis counting password guesses. */
async function accept(token: string, form: { name: string; password: string }, clientIp: string | null) {
  const { pool, redis, prefix } = await deps();
  return acceptInvite(pool, token, form, clientIp, { redis, prefix });
}

/** A workspace with a first admin who accepted the CLI's invite. */
async function workspaceWithAdmin(email = `${unique('admin')}@example.com`, name = 'Ana Novak') {
  const { pool } = await deps();
  const ws = await makeWorkspace();
  const invite = await createInvite(pool, { workspaceId: ws.workspaceId, email, actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL });
  const { adminId } = await accept(tokenOf(invite.url), { name, password: PASSWORD }, '192.0.2.10');
  return { ...ws, adminId, email, name };
}

const actions = (events: AuditEvent[]) => events.map((e) => e.action);

describe('console: invites and accounts', () => {
  it('invites by a single-use link that makes a new account, which then signs in', async () => {
    const { pool, redis, prefix } = await deps();
    const ws = await makeWorkspace();
    const before = Date.now();
    const invite = await createInvite(pool, { workspaceId: ws.workspaceId, email: ' Nina.Petrovic@Example.COM ', actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL });
    expect(invite.url).to.match(/^https:\/\/console\.example\.test\/settings\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(invite.expiresAt.getTime()).to.be.closeTo(before + 7 * 86_400_000, 60_000);

    const { rows } = await pool.query('select token_hash from admin_invite where workspace_id = $1', [ws.workspaceId]);
    expect(rows[0].token_hash)
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.contain(tokenOf(invite.url));

    const view = await inviteOf(pool, tokenOf(invite.url));
    expect(view).to.deep.include({ workspaceId: ws.workspaceId, email: 'nina.petrovic@example.com', accountExists: false });
    expect(view.workspaceName).to.be.a('string').and.not.be.empty;

    const { adminId } = await accept(tokenOf(invite.url), { name: '  Nina Petrović  ', password: PASSWORD }, '192.0.2.20');
    const [member, ...others] = await membersOf(pool, ws.workspaceId);
    expect(others).to.deep.equal([]);
    expect(member).to.deep.include({ adminId, name: 'Nina Petrović', email: 'nina.petrovic@example.com' });
    expect(member.joinedAt.getTime()).to.be.closeTo(Date.now(), 60_000);
    expect(await isMember(pool, adminId, ws.workspaceId)).to.equal(true);
    const stored = await pool.query('select password_hash from admin where id = $1', [adminId]);
    expect(stored.rows[0].password_hash)
      .to.match(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
      .and.not.contain(PASSWORD);

    // Signing in: any case of the email, a new session each time.
    const session = await signIn(pool, redis, prefix, { email: 'NINA.petrovic@example.com', password: PASSWORD }, clientAddress(), 'Mozilla/5.0 test');
    expect(session).to.deep.include({ adminId, name: 'Nina Petrović', email: 'nina.petrovic@example.com' });
    expect(session.id).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(session.csrfToken).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt.getTime()).to.be.closeTo(Date.now() + 7 * 86_400_000, 60_000);
    expect((await sessionOf(pool, session.id, IDLE_HOURS))?.adminId).to.equal(adminId);
    const again = await signIn(pool, redis, prefix, { email: 'nina.petrovic@example.com', password: PASSWORD }, clientAddress(), null);
    expect(again.id).not.to.equal(session.id);
    const hashes = await pool.query('select id_hash from admin_session where admin_id = $1', [adminId]);
    expect(JSON.stringify(hashes.rows)).not.to.contain(session.id);

    const log = (await auditPage(pool, ws.workspaceId, { limit: 10 })).events;
    expect(actions(log)).to.deep.equal(['sign_in.succeeded', 'sign_in.succeeded', 'member.joined', 'member.invited']);
    expect(log[3]).to.deep.include({ actor: 'cli', clientIp: null });
    expect(log[3].detail).to.include({ email: 'nina.petrovic@example.com' });
    expect(log[2]).to.deep.include({ actor: 'Nina Petrović <nina.petrovic@example.com>', clientIp: '192.0.2.20' });
  });

  it('invites an existing account: its password is asked for, and the name given is ignored', async () => {
    const { pool } = await deps();
    const first = await workspaceWithAdmin(`${unique('marko')}@example.com`, 'Marko Ilić');
    const second = await makeWorkspace();
    const invite = await createInvite(pool, {
      workspaceId: second.workspaceId,
      email: first.email.toUpperCase(),
      actor: { adminId: first.adminId },
      clientIp: '192.0.2.30',
      publicUrl: PUBLIC_URL,
    });
    const token = tokenOf(invite.url);
    expect((await inviteOf(pool, token)).accountExists).to.equal(true);

    const wrong = await refusal(accept(token, { name: 'Someone Else', password: 'not the password at all' }, null));
    expect(wrong.status).to.equal(401);
    expect(wrong.message).to.match(/not the password of the account/);
    expect(await isMember(pool, first.adminId, second.workspaceId)).to.equal(false);

    const accepted = await accept(token, { name: 'Someone Else', password: PASSWORD }, null);
    expect(accepted.adminId).to.equal(first.adminId);
    const members = await membersOf(pool, second.workspaceId);
    expect(members.map((m) => [m.adminId, m.name])).to.deep.equal([[first.adminId, 'Marko Ilić']]);
    expect((await workspacesOf(pool, first.adminId)).map((w) => w.id).sort()).to.deep.equal([first.workspaceId, second.workspaceId].sort());

    const again = await refusal(createInvite(pool, { workspaceId: second.workspaceId, email: first.email, actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL }));
    expect(again.status).to.equal(409);
    expect(again.message).to.match(/already an admin of this workspace/);
  });

  it("counts password guesses at an existing account's invite as failed sign-ins: the sixth is throttled", async () => {
    const { pool } = await deps();
    const first = await workspaceWithAdmin(`${unique('guess')}@example.com`, 'Guess Target');
    const second = await makeWorkspace();
    const invite = await createInvite(pool, { workspaceId: second.workspaceId, email: first.email, actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL });
    const address = clientAddress();
    for (let i = 0; i < 5; i++) expect((await refusal(accept(tokenOf(invite.url), { name: '', password: `guess number ${i}` }, address))).status).to.equal(401);
    const throttled = await refusal(accept(tokenOf(invite.url), { name: '', password: PASSWORD }, address));
    expect(throttled.status).to.equal(429);
    expect(throttled.headers['Retry-After']).to.match(/^\d+$/);
    expect(await isMember(pool, first.adminId, second.workspaceId)).to.equal(false);
  });

  it('refuses an invite used once, one past its 7 days, an unknown one, and an invitee that is not an address', async () => {
    const { pool } = await deps();
    const ws = await makeWorkspace();
    const make = () => createInvite(pool, { workspaceId: ws.workspaceId, email: `${unique('late')}@example.com`, actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL });

    const used = tokenOf((await make()).url);
    await accept(used, { name: 'First', password: PASSWORD }, null);
    for (const attempt of [inviteOf(pool, used), accept(used, { name: 'Second', password: PASSWORD }, null)]) {
      const err = await refusal(attempt);
      expect(err.status).to.equal(410);
      expect(err.message).to.match(/already used/);
    }

    const late = await make();
    await pool.query("update admin_invite set expires_at = now() - interval '1 second' where token_hash = encode(sha256($1::bytea), 'hex')", [tokenOf(late.url)]);
    const expired = await refusal(accept(tokenOf(late.url), { name: 'Late', password: PASSWORD }, null));
    expect(expired.status).to.equal(410);
    expect(expired.message).to.match(/expired on .*ask an admin of the workspace for a new one/);

    const unknown = await refusal(inviteOf(pool, 'A'.repeat(43)));
    expect(unknown.status).to.equal(404);

    const notAnAddress = await refusal(createInvite(pool, { workspaceId: ws.workspaceId, email: 'someone', actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL }));
    expect(notAnAddress.status).to.equal(400);
    expect(notAnAddress.message).to.match(/is not an email address/);
    const noWorkspace = await refusal(createInvite(pool, { workspaceId: 2_147_483_000, email: 'a@example.com', actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL }));
    expect(noWorkspace.status).to.equal(404);
  });

  it('refuses weak passwords and a missing name with a sentence, and keeps the invite usable', async () => {
    const { pool } = await deps();
    const ws = await makeWorkspace();
    const invite = await createInvite(pool, { workspaceId: ws.workspaceId, email: 'margot.kowalczyk@example.com', actor: 'cli', clientIp: null, publicUrl: PUBLIC_URL });
    const token = tokenOf(invite.url);
    const cases: [{ name: string; password: string }, RegExp][] = [
      [{ name: 'Margot', password: 'short1!' }, /at least 12 characters/],
      [{ name: 'Margot', password: 'password1234' }, /commonly used password/],
      [{ name: 'Margot', password: 'margot.kowalczyk2024' }, /built from your email address/],
      [{ name: '   ', password: PASSWORD }, /Give your name/],
    ];
    for (const [form, message] of cases) {
      const err = await refusal(accept(token, form, null));
      expect(err.status, form.password).to.equal(400);
      expect(err.message, form.password)
        .to.match(message)
        .and.match(/^[A-Z]/);
    }
    expect((await accept(token, { name: 'Margot', password: PASSWORD }, null)).adminId).to.be.a('number');
  });
});

describe('console: signing in', () => {
  it('gives a wrong email and a wrong password the same answer, and audits only known accounts', async () => {
    const { pool, redis, prefix } = await deps();
    const admin = await workspaceWithAdmin();
    const wrongPassword = await refusal(signIn(pool, redis, prefix, { email: admin.email, password: 'not the password at all' }, clientAddress(), null));
    const wrongEmail = await refusal(signIn(pool, redis, prefix, { email: `nobody-${admin.email}`, password: PASSWORD }, clientAddress(), null));
    expect(wrongPassword.status).to.equal(401);
    expect(wrongEmail.status).to.equal(401);
    expect(wrongEmail.message).to.equal(wrongPassword.message);
    const log = (await auditPage(pool, admin.workspaceId, { limit: 1 })).events[0];
    expect(log.action).to.equal('sign_in.failed');
    expect(log.actor).to.equal(`Ana Novak <${admin.email}>`);
  });

  it('throttles an account after 5 failures in 15 minutes, with Retry-After; a success resets the count', async () => {
    const { pool, redis, prefix } = await deps();
    const admin = await workspaceWithAdmin();
    const attempt = (password: string) => signIn(pool, redis, prefix, { email: admin.email, password }, clientAddress(), null);

    for (let i = 0; i < 4; i++) expect((await refusal(attempt('wrong password, sorry'))).status).to.equal(401);
    await attempt(PASSWORD);
    for (let i = 0; i < 5; i++) expect((await refusal(attempt('wrong password, sorry'))).status, `failure ${i + 1} after the reset`).to.equal(401);

    for (const password of ['wrong password, sorry', PASSWORD]) {
      const throttled = await refusal(attempt(password));
      expect(throttled.status).to.equal(429);
      expect(throttled.message).to.match(/try again in 15 minutes/);
      expect(Number(throttled.headers['Retry-After'])).to.be.within(890, 900);
    }
    // Counted under the lower-cased email, whatever case is typed.
    expect((await refusal(signIn(pool, redis, prefix, { email: admin.email.toUpperCase(), password: PASSWORD }, clientAddress(), null))).status).to.equal(429);
  });

  it('counts guesses sent all at once before checking any of them: no more than 5 get an answer', async () => {
    const { pool, redis, prefix } = await deps();
    const admin = await workspaceWithAdmin();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refusal(signIn(pool, redis, prefix, { email: admin.email, password: `guess ${i}` }, clientAddress(), null))),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 401)).to.have.length(5);
    expect(statuses.filter((s) => s === 429)).to.have.length(7);
  });

  it('throttles a client address after 5 failures, whichever accounts they were for', async () => {
    const { pool, redis, prefix } = await deps();
    const admin = await workspaceWithAdmin();
    const address = clientAddress();
    for (let i = 0; i < 5; i++) {
      expect((await refusal(signIn(pool, redis, prefix, { email: `${unique('guess')}@example.com`, password: PASSWORD }, address, null))).status).to.equal(401);
    }
    const throttled = await refusal(signIn(pool, redis, prefix, { email: admin.email, password: PASSWORD }, address, null));
    expect(throttled.status).to.equal(429);
    expect(throttled.headers['Retry-After']).to.match(/^\d+$/);
    expect((await signIn(pool, redis, prefix, { email: admin.email, password: PASSWORD }, clientAddress(), null)).adminId).to.equal(admin.adminId);
  });
});

describe('console: sessions', () => {
  it('ends a session after the idle hours, after 7 days, and when signed out; use is recorded at most once a minute', async () => {
    const { pool } = await deps();
    const admin = await workspaceWithAdmin();
    const idle = await startSession(pool, admin.adminId, null, null);
    await pool.query("update admin_session set last_seen_at = now() - interval '13 hours' where admin_id = $1", [admin.adminId]);
    expect(await sessionOf(pool, idle.id, IDLE_HOURS)).to.equal(null);
    expect((await sessionOf(pool, idle.id, 24))?.adminId, 'with a longer idle time').to.equal(admin.adminId);
    const seen = await pool.query('select last_seen_at from admin_session where admin_id = $1', [admin.adminId]);
    expect(seen.rows[0].last_seen_at.getTime()).to.be.closeTo(Date.now(), 60_000);

    const old = await startSession(pool, admin.adminId, null, null);
    await pool.query("update admin_session set created_at = now() - interval '7 days', expires_at = now() - interval '1 second' where id_hash = encode(sha256($1::bytea), 'hex')", [
      old.id,
    ]);
    expect(await sessionOf(pool, old.id, 168)).to.equal(null);

    const ended = await startSession(pool, admin.adminId, null, null);
    expect(await sessionOf(pool, ended.id, IDLE_HOURS)).to.not.equal(null);
    await endSession(pool, ended.id);
    expect(await sessionOf(pool, ended.id, IDLE_HOURS)).to.equal(null);

    expect(await sessionOf(pool, 'not a session id', IDLE_HOURS)).to.equal(null);
    expect(await sessionOf(pool, 'A'.repeat(43), IDLE_HOURS)).to.equal(null);
  });

  it("ends an admin's other sessions, and lists the live ones", async () => {
    const { pool } = await deps();
    const admin = await workspaceWithAdmin();
    const other = await workspaceWithAdmin();
    const [mine, second, third] = await Promise.all([1, 2, 3].map((n) => startSession(pool, admin.adminId, `192.0.2.${n}`, `Browser ${n}`)));
    const theirs = await startSession(pool, other.adminId, null, null);

    const listed = await sessionsOf(pool, admin.adminId, mine.id, IDLE_HOURS);
    expect(listed).to.have.length(3);
    expect(listed.filter((s) => s.current).map((s) => s.userAgent)).to.deep.equal(['Browser 1']);
    expect(JSON.stringify(listed)).not.to.contain(mine.id);

    expect(await endOtherSessions(pool, admin.adminId, mine.id)).to.equal(2);
    expect(await sessionOf(pool, mine.id, IDLE_HOURS)).to.not.equal(null);
    expect(await sessionOf(pool, second.id, IDLE_HOURS)).to.equal(null);
    expect(await sessionOf(pool, third.id, IDLE_HOURS)).to.equal(null);
    expect(await sessionOf(pool, theirs.id, IDLE_HOURS), "another admin's session").to.not.equal(null);
    expect((await sessionsOf(pool, admin.adminId, mine.id, IDLE_HOURS)).map((s) => s.current)).to.deep.equal([true]);
  });
});

describe('console: members', () => {
  it('removes a member but never the last admin, and audits it', async () => {
    const { pool } = await deps();
    const admin = await workspaceWithAdmin();
    const last = await refusal(removeMember(pool, admin.workspaceId, admin.adminId, { adminId: admin.adminId }, '192.0.2.40'));
    expect(last.status).to.equal(409);
    expect(last.message).to.match(/last admin of this workspace/);

    const invite = await createInvite(pool, {
      workspaceId: admin.workspaceId,
      email: `${unique('second')}@example.com`,
      actor: { adminId: admin.adminId },
      clientIp: '192.0.2.40',
      publicUrl: PUBLIC_URL,
    });
    const { adminId: secondId } = await accept(tokenOf(invite.url), { name: 'Second Admin', password: PASSWORD }, null);
    const secondSession = await startSession(pool, secondId, null, null);
    await removeMember(pool, admin.workspaceId, secondId, { adminId: admin.adminId }, '192.0.2.40');
    expect((await membersOf(pool, admin.workspaceId)).map((m) => m.adminId)).to.deep.equal([admin.adminId]);
    expect(await isMember(pool, secondId, admin.workspaceId)).to.equal(false);
    expect(await sessionOf(pool, secondSession.id, IDLE_HOURS), 'an admin left with no workspace is signed out').to.equal(null);

    const notMember = await refusal(removeMember(pool, admin.workspaceId, secondId, { adminId: admin.adminId }, null));
    expect(notMember.status).to.equal(404);

    const [removed] = (await auditPage(pool, admin.workspaceId, { limit: 1 })).events;
    expect(removed).to.deep.include({ action: 'member.removed', actor: `Ana Novak <${admin.email}>`, clientIp: '192.0.2.40' });
    expect(removed.detail).to.include({ adminId: secondId, name: 'Second Admin' });
  });
});

describe('console: keys, webhook secret, usage, audit log', () => {
  it('creates a named key whose secret works once shown, and revokes it so the API refuses it at once', async () => {
    const { pool, caches } = await deps();
    const admin = await workspaceWithAdmin();
    const { key, secret } = await createKey(pool, admin.workspaceId, '  CRM sync  ', { adminId: admin.adminId }, '192.0.2.50');
    expect(key).to.deep.include({ name: 'CRM sync', prefix: secret.slice(0, 8), createdBy: 'Ana Novak', lastUsedAt: null, revokedAt: null });
    expect(secret).to.match(/^svc_[A-Za-z0-9_-]{43}$/);
    expect((await request('GET', '/api/v1/tables', { key: secret })).status).to.equal(200);

    const listed = await keysOf(pool, admin.workspaceId);
    expect(listed.map((k) => [k.id, k.createdBy])).to.deep.equal([
      [key.id, 'Ana Novak'],
      [admin.keyId, 'cli'],
    ]);
    expect(JSON.stringify(listed)).not.to.contain(secret.slice(8));

    const revoked = await revokeKeyOf(pool, admin.workspaceId, key.id, { adminId: admin.adminId }, '192.0.2.50');
    expect(revoked.revokedAt).to.be.instanceOf(Date);
    await caches.feed.caughtUp();
    const refused = await request('GET', '/api/v1/tables', { key: secret });
    expect(refused.status).to.equal(401);
    expect(refused.body.error).to.match(/revoked/);
    expect((await revokeKeyOf(pool, admin.workspaceId, key.id, { adminId: admin.adminId }, null)).revokedAt).to.deep.equal(revoked.revokedAt);

    const stranger = await makeWorkspace();
    const foreign = await refusal(revokeKeyOf(pool, admin.workspaceId, stranger.keyId, { adminId: admin.adminId }, null));
    expect(foreign.status).to.equal(404);
    expect((await request('GET', '/api/v1/tables', { key: stranger.key })).status).to.equal(200);

    for (const name of ['   ', 'x'.repeat(81)]) {
      const err = await refusal(createKey(pool, admin.workspaceId, name, { adminId: admin.adminId }, null));
      expect(err.status).to.equal(400);
      expect(err.message).to.match(/1 to 80 characters/);
    }

    const log = (await auditPage(pool, admin.workspaceId, { limit: 2 })).events;
    expect(actions(log)).to.deep.equal(['key.revoked', 'key.created']);
    expect(log[0]).to.deep.include({ actor: `Ana Novak <${admin.email}>`, clientIp: '192.0.2.50' });
    expect(log[0].detail).to.deep.equal({ keyId: key.id, prefix: key.prefix, name: 'CRM sync' });
  });

  it('rotates the webhook secret, showing it once and keeping the previous one for 24 hours', async () => {
    const { pool } = await deps();
    const admin = await workspaceWithAdmin();
    expect(await webhookSecretOf(pool, admin.workspaceId)).to.deep.equal({ exists: false, rotatedAt: null, previousValidUntil: null });
    const first = await rotateSecret(pool, admin.workspaceId, { adminId: admin.adminId }, null);
    expect(first.secret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(first.state).to.deep.include({ exists: true, previousValidUntil: null });
    const second = await rotateSecret(pool, admin.workspaceId, { adminId: admin.adminId }, '192.0.2.60');
    expect(second.secret).not.to.equal(first.secret);
    expect(second.state.previousValidUntil!.getTime() - second.state.rotatedAt!.getTime()).to.equal(86_400_000);
    const { rows } = await pool.query('select secret, previous_secret from webhook_secret where workspace_id = $1', [admin.workspaceId]);
    expect(rows).to.deep.equal([{ secret: second.secret, previous_secret: first.secret }]);
    expect(JSON.stringify(await auditPage(pool, admin.workspaceId, { limit: 10 }))).not.to.contain(second.secret);
  });

  it("reports the month's usage by operation and the last 30 days' credits per day from the jobs", async () => {
    const { pool } = await deps();
    const ws = await makeWorkspace();
    await pool.query('update workspace set monthly_credits = 500 where id = $1', [ws.workspaceId]);
    const month = "date_trunc('month', now() at time zone 'UTC')::date";
    await pool.query(`insert into credit_usage (workspace_id, month, used) values ($1, ${month}, 42)`, [ws.workspaceId]);
    const job = (queue: string, reserved: number, refunded: number, daysAgo: number, creditMonth = month) =>
      pool.query(
        `insert into job (id, workspace_id, queue, state, credit_month, credits_reserved, credits_refunded, created_at)
         values ($1, $2, $3, 'completed', ${creditMonth}, $4, $5, now() - make_interval(days => $6))`,
        [randomUUID(), ws.workspaceId, queue, reserved, refunded, daysAgo],
      );
    await job('email-verify', 10, 2, 0);
    await job('email-verify', 5, 0, 0);
    await job('email-find', 7, 7, 1);
    await job('enrichment', 20, 5, 3);
    await job('discovery', 9, 0, 40, `(${month} - interval '2 months')::date`);

    const usage = await usageOf(pool, ws.workspaceId, 1000);
    expect(usage).to.deep.include({ month: new Date().toISOString().slice(0, 7), allowance: 500, used: 42, remaining: 458 });
    expect(usage.byOperation).to.deep.equal([
      { operation: 'Email verification', credits: 13 },
      { operation: 'Email finding', credits: 0 },
      { operation: 'Discovery', credits: 0 },
      { operation: 'Table enrichment', credits: 15 },
    ]);
    expect(usage.perDay).to.have.length(30);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expect(usage.perDay[29]).to.deep.equal({ day: day(0), credits: 13 });
    expect(usage.perDay[28]).to.deep.equal({ day: day(1), credits: 0 });
    expect(usage.perDay[26]).to.deep.equal({ day: day(3), credits: 15 });
    expect(usage.perDay[0].day).to.equal(day(29));
    expect(usage.perDay.reduce((sum, d) => sum + d.credits, 0)).to.equal(28);

    const fresh = await makeWorkspace();
    const none = await usageOf(pool, fresh.workspaceId, 1000);
    expect(none).to.deep.include({ allowance: 1000, used: 0, remaining: 1000 });
    expect(none.perDay.every((d) => d.credits === 0)).to.equal(true);
  });

  it("pages the audit log newest first, with each event's actor and client address", async () => {
    const { pool } = await deps();
    const admin = await workspaceWithAdmin();
    for (let i = 0; i < 4; i++) await rotateSecret(pool, admin.workspaceId, i % 2 ? 'cli' : { adminId: admin.adminId }, i % 2 ? null : `192.0.2.${70 + i}`);
    // 2 events from joining (invited, joined), then 4 rotations: 6 in all.
    const first = await auditPage(pool, admin.workspaceId, { limit: 4 });
    expect(first.events).to.have.length(4);
    expect(first.events.map((e) => [e.action, e.actor, e.clientIp])).to.deep.equal([
      ['webhook_secret.rotated', 'cli', null],
      ['webhook_secret.rotated', `Ana Novak <${admin.email}>`, '192.0.2.72'],
      ['webhook_secret.rotated', 'cli', null],
      ['webhook_secret.rotated', `Ana Novak <${admin.email}>`, '192.0.2.70'],
    ]);
    const ids = first.events.map((e) => e.id);
    expect(ids).to.deep.equal([...ids].sort((a, b) => b - a));
    expect(first.nextBefore).to.equal(ids[3]);
    const second = await auditPage(pool, admin.workspaceId, { before: first.nextBefore!, limit: 4 });
    expect(actions(second.events)).to.deep.equal(['member.joined', 'member.invited']);
    expect(second.nextBefore).to.equal(null);
    expect(second.events[0].at).to.be.instanceOf(Date);

    const other = await makeWorkspace();
    expect((await auditPage(pool, other.workspaceId, { limit: 10 })).events).to.deep.equal([]);
  });
});
