import { expect } from 'chai';
import axe from 'axe-core';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { createInvite } from '../src/domain/console/admins.service.js';
import { SESSION_COOKIE, sessionOf } from '../src/domain/console/sessions.service.js';
import { createApp } from '../src/http/app.js';
import { freePort, makeWorkspace, request, testRuntime, unique, type TestWorkspace } from './helpers.js';

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

interface Admin {
  email: string;
  password: string;
  name: string;
}

const newAdmin = (name: string): Admin => ({ email: `${unique(name.toLowerCase())}@console.example`, password: `pw ${randomUUID()}`, name });

/**
 * The workspace settings console in Debian's Chromium, against the real app (its own port, so that PUBLIC_URL
 * and the invite links point at it) and the real PostgreSQL and Redis. The tests follow one story in order:
 * the first admin joins, manages keys and the webhook secret, invites a second; sign-in throttling comes last,
 * since it locks this client address out for a while.
 */
describe('workspace settings console, in a browser', function () {
  this.timeout(60_000);
  let base: string;
  let server: Server;
  let browser: Browser;
  let ws: TestWorkspace;
  const workspaceName = unique('Acme');
  const first = newAdmin('Ana');
  const second = newAdmin('Bo');
  let firstContext: BrowserContext;
  let page: Page;

  const workspacePage = (section: string) => `${base}/settings/w/${ws.workspaceId}/${section}`;

  /** An invite link as the CLI makes one. */
  async function inviteLink(email: string): Promise<string> {
    const { pool } = await testRuntime();
    const { url } = await createInvite(pool, { workspaceId: ws.workspaceId, email, actor: 'cli', clientIp: null, publicUrl: base });
    return url;
  }

  /** Submits the page's form holding `button` and waits for the page it leads to. */
  async function submit(on: Page, button: string): Promise<Response | null> {
    const [response] = await Promise.all([on.waitForNavigation(), on.getByRole('button', { name: button, exact: true }).click()]);
    return response;
  }

  async function join(on: Page, url: string, admin: Admin): Promise<void> {
    await on.goto(url);
    await on.getByLabel('Your name').fill(admin.name);
    await on.getByLabel('Password', { exact: true }).fill(admin.password);
    await on.getByLabel('Password again').fill(admin.password);
    await submit(on, 'Create account and sign in');
  }

  async function signIn(on: Page, admin: Pick<Admin, 'email' | 'password'>): Promise<Response | null> {
    if (!on.url().includes('/settings/sign-in')) await on.goto(`${base}/settings/sign-in`);
    await on.getByLabel('Email').fill(admin.email);
    await on.getByLabel('Password').fill(admin.password);
    return submit(on, 'Sign in');
  }

  const heading = (on: Page) => on.locator('h1').textContent();
  const shownOnce = (on: Page) => on.locator('#once-value');

  async function createKey(on: Page, name: string): Promise<Response | null> {
    await on.goto(workspacePage('keys'));
    await on.getByLabel('Name').fill(name);
    return submit(on, 'Create key');
  }

  /** No serious or critical axe-core violation. axe is evaluated through the DevTools protocol, which the page's CSP does not govern. */
  async function expectAccessible(on: Page): Promise<void> {
    await on.evaluate(axe.source);
    const { violations } = await on.evaluate<axe.AxeResults>("axe.run(document, { resultTypes: ['violations'] })");
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
      on.url(),
    ).to.deep.equal([]);
  }

  before(async () => {
    expect(existsSync('/usr/bin/chromium'), 'Chromium is missing: apt-get install -y chromium (.ci/run does this)').to.equal(true);
    const runtime = await testRuntime();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Its own Redis prefix: the throttling test's counters stay out of every other test's way.
    const app = createApp({ ...runtime, config: { ...runtime.config, publicUrl: base, queuePrefix: unique('console') } });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(port, '127.0.0.1', () => resolve(s));
    });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    ws = await makeWorkspace(workspaceName);
    firstContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await firstContext.newPage();
  });

  after(async () => {
    await browser?.close();
    server?.closeAllConnections();
    server?.close();
  });

  it('signs the first admin in from an invite link, with a session cookie only the console receives', async () => {
    const url = await inviteLink(first.email);
    expect(url).to.match(new RegExp(`^${base}/settings/invite/[\\w-]+$`));
    await page.goto(url);
    expect(await heading(page)).to.equal(`Join ${workspaceName}`);
    await page.getByLabel('Your name').fill(first.name);
    await page.getByLabel('Password', { exact: true }).fill(first.password);
    await page.getByLabel('Password again').fill(`${first.password} typo`);
    await submit(page, 'Create account and sign in');
    expect(await page.getByRole('alert').textContent()).to.match(/differ/);
    await join(page, url, first);
    expect(page.url()).to.equal(workspacePage('keys'));
    expect(await heading(page)).to.equal('API keys');
    expect(await page.getByRole('navigation', { name: 'Account' }).textContent()).to.contain(first.name);

    const cookie = (await firstContext.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).to.include({ httpOnly: true, sameSite: 'Lax', path: '/settings', secure: false });
    await page.goto(url);
    expect(await page.locator('main').textContent(), 'an invite works once').to.match(/already used/);
  });

  it('sends a page that was not signed in for to the sign-in page, and back after it', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    const [redirect] = await Promise.all([other.waitForResponse((r) => r.url() === workspacePage('usage')), other.goto(workspacePage('usage'))]);
    expect(redirect.status()).to.equal(303);
    expect(other.url()).to.equal(`${base}/settings/sign-in?next=${encodeURIComponent(`/settings/w/${ws.workspaceId}/usage`)}`);
    await signIn(other, first);
    expect(other.url()).to.equal(workspacePage('usage'));
    await context.close();
  });

  it('shows a new key once: it works on the API, a reload no longer shows it, and revoking stops it', async () => {
    const shown = await createKey(page, 'CRM sync');
    expect(shown?.headers()['cache-control']).to.equal('no-store');
    const secret = (await shownOnce(page).textContent()) ?? '';
    expect(secret).to.match(/^svc_[\w-]{43}$/);
    expect(await page.getByRole('button', { name: 'Copy' }).isVisible(), 'copy.js shows the copy button').to.equal(true);
    expect((await request('GET', '/api/v1/tables', { base, key: secret })).status).to.equal(200);

    await page.reload();
    expect(await page.content()).not.to.contain(secret);
    await page.goBack();
    await page.goForward();
    expect(await page.content(), 'nor coming back').not.to.contain(secret);
    const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
    expect(await row.textContent())
      .to.contain(`${secret.slice(0, 8)}…`)
      .and.to.contain(first.name)
      .and.to.contain('Active');

    if (process.env.CONSOLE_SCREENSHOT === '1') await page.screenshot({ path: 'docs/console-keys.png', fullPage: true });

    await row.getByRole('link', { name: /Revoke/ }).click();
    expect(await heading(page)).to.match(/^Revoke key “CRM sync”/);
    await submit(page, 'Revoke key');
    expect(await page.getByRole('status').first().textContent()).to.match(/revoked/);
    expect(await page.getByRole('row').filter({ hasText: 'CRM sync' }).textContent()).to.contain('Revoked');
    // The revocation reaches the key cache through the database's announcement (see auth.test.ts).
    await (await testRuntime()).caches!.feed.caughtUp();
    expect((await request('GET', '/api/v1/tables', { base, key: secret })).status).to.equal(401);
  });

  it('rotates the webhook signing secret and shows the new one once', async () => {
    await page.goto(workspacePage('webhooks'));
    expect(await page.locator('main').textContent()).to.contain('no signing secret yet');
    const shown = await submit(page, 'Rotate the secret');
    expect(shown?.headers()['cache-control']).to.equal('no-store');
    const secret = (await shownOnce(page).textContent()) ?? '';
    expect(secret).to.match(/^whsec_/);
    await page.reload();
    expect(await page.content()).not.to.contain(secret);
    expect(await page.locator('main').textContent()).to.contain('last rotated');
  });

  it('invites a second admin, who joins, signs in in another browser and switches workspaces; the last admin cannot leave', async () => {
    await page.goto(workspacePage('members'));
    await page.getByLabel('Email').fill(second.email);
    await submit(page, 'Create invite link');
    const link = (await shownOnce(page).textContent()) ?? '';
    expect(link).to.match(new RegExp(`^${base}/settings/invite/`));

    const context = await browser.newContext();
    const other = await context.newPage();
    await join(other, link, second);
    expect(other.url()).to.equal(workspacePage('keys'));
    await submit(other, 'Sign out');
    expect(other.url()).to.equal(`${base}/settings/sign-in`);
    await other.goto(workspacePage('members'));
    await signIn(other, second);
    expect(other.url()).to.equal(workspacePage('members'));
    expect(await other.getByRole('row').count(), 'a header and two admins').to.equal(3);

    // Invited to a second workspace with the same email, they give their password only, then switch between the two.
    const elsewhere = await makeWorkspace(unique('Elsewhere'));
    const { pool, config } = await testRuntime();
    const { url } = await createInvite(pool, { workspaceId: elsewhere.workspaceId, email: second.email, actor: 'cli', clientIp: null, publicUrl: base });
    await other.goto(url);
    expect(await other.getByLabel('Your name').count()).to.equal(0);
    await other.getByLabel('Password', { exact: true }).fill(second.password);
    await submit(other, 'Accept and sign in');
    expect(other.url()).to.equal(`${base}/settings/w/${elsewhere.workspaceId}/keys`);
    await other.goto(`${base}/settings/w/${elsewhere.workspaceId}/usage`);
    await other.getByLabel('Workspace', { exact: true }).selectOption({ label: workspaceName });
    await submit(other, 'Switch');
    expect(other.url()).to.equal(workspacePage('usage'));
    await expectAccessible(other);

    // The first admin removes the second, whose pages of this workspace are gone at once.
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: second.email })
      .getByRole('link', { name: /Remove/ })
      .click();
    await submit(page, 'Remove admin');
    expect(await page.getByRole('status').first().textContent()).to.match(/removed/);
    const gone = await other.goto(workspacePage('keys'));
    expect(gone?.status()).to.equal(404);
    expect(await heading(other)).to.equal('Not Found');
    await other.goto(`${base}/settings`);
    expect(other.url()).to.equal(`${base}/settings/w/${elsewhere.workspaceId}/keys`);
    await context.close();

    // Alone again, the first admin is offered no way to leave, and the confirmation page's form is refused.
    expect(await page.locator('a[href$="/remove"]').count()).to.equal(0);
    const cookie = (await firstContext.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const { adminId } = (await sessionOf(pool, cookie.value, config.sessionIdleHours))!;
    await page.goto(`${workspacePage('members')}/${adminId}/remove`);
    expect(await heading(page)).to.equal(`Leave ${workspaceName}?`);
    const refused = await submit(page, 'Leave workspace');
    expect(refused?.status()).to.equal(409);
    expect(await page.locator('main').textContent()).to.match(/last admin/);
  });

  it('refuses a form without the CSRF token, or with a wrong one, with 403', async () => {
    for (const token of [null, 'wrong-token']) {
      await page.goto(workspacePage('keys'));
      await page.getByLabel('Name').fill('Forged');
      await page.locator('main form input[name="csrf"]').evaluate((input, value) => {
        if (value === null) input.remove();
        else (input as unknown as { value: string }).value = value;
      }, token);
      const response = await submit(page, 'Create key');
      expect(response?.status()).to.equal(403);
      expect(await heading(page)).to.equal('Forbidden');
      expect(await page.locator('main').textContent()).to.match(/expired or did not come from this site/);
    }
    await page.goto(workspacePage('keys'));
    expect(await page.getByRole('row').filter({ hasText: 'Forged' }).count()).to.equal(0);
  });

  it('shows a key named with markup as text, and runs none of it', async () => {
    const name = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await createKey(page, name);
    expect(await page.locator('#once-title').textContent()).to.contain(name);
    await page.reload();
    expect(await page.getByRole('cell', { name, exact: true }).count()).to.equal(1);
    expect(await page.locator('main img').count()).to.equal(0);
    expect(dialogs).to.equal(0);
  });

  it('is not an API credential, and takes none: the cookie gets 401 from the API, a key gets no console page', async () => {
    const cookie = (await firstContext.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const api = await request('GET', '/api/v1/tables', { base, headers: { Cookie: `${SESSION_COOKIE}=${cookie.value}` } });
    expect(api.status).to.equal(401);
    const console = await fetch(workspacePage('keys'), { headers: { Authorization: `Bearer ${ws.key}` }, redirect: 'manual' });
    expect(console.status).to.equal(303);
    expect(console.headers.get('location')).to.match(/^\/settings\/sign-in/);
  });

  it('sends the security headers on every console response, and serves its assets with their types', async () => {
    const cookie = (await firstContext.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const signedIn = { Cookie: `${SESSION_COOKIE}=${cookie.value}` };
    const pages: [string, Record<string, string>, number][] = [
      ['/settings/sign-in', {}, 200],
      ['/settings/invite/no-such-token', {}, 404],
      ['/settings/nowhere', {}, 404],
      [`/settings/w/${ws.workspaceId}/keys`, {}, 303],
      [`/settings/w/${ws.workspaceId}/keys`, signedIn, 200],
      [`/settings/w/${ws.workspaceId}/usage`, signedIn, 200],
      ['/settings/w/2147483647/keys', signedIn, 404],
      ['/settings/account', signedIn, 200],
      ['/settings/assets/style.css', {}, 200],
      ['/settings/assets/copy.js', {}, 200],
    ];
    for (const [path, headers, status] of pages) {
      const reply = await fetch(base + path, { headers, redirect: 'manual' });
      expect(reply.status, path).to.equal(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(reply.headers.get(name), `${name} on ${path}`).to.equal(value);
      if (status === 200 && !path.includes('/assets/')) expect(reply.headers.get('cache-control'), path).to.equal('no-store');
    }
    expect((await fetch(`${base}/settings/assets/style.css`)).headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect((await fetch(`${base}/settings/assets/copy.js`)).headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
  });

  it('passes axe-core on every page', async () => {
    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.goto(`${base}/settings/sign-in`);
    await expectAccessible(anonymous);
    await anonymous.goto(await inviteLink(second.email)); // an existing account: the password only
    expect(await anonymous.getByLabel('Your name').count()).to.equal(0);
    await expectAccessible(anonymous);
    await anonymous.goto(`${base}/settings/nowhere`);
    await expectAccessible(anonymous);
    const third = newAdmin('Cy');
    const link = await inviteLink(third.email);
    await anonymous.goto(link);
    await expectAccessible(anonymous);
    await join(anonymous, link, third);
    // As when the workspace is deleted: the admin is still signed in, with no workspace.
    const { pool } = await testRuntime();
    await pool.query('delete from workspace_member where admin_id = (select id from admin where email = $1)', [third.email]);
    await anonymous.goto(`${base}/settings`);
    expect(await heading(anonymous)).to.equal('No workspace yet');
    await expectAccessible(anonymous);
    await anonymous.context().close();

    await createKey(page, 'Accessible');
    await expectAccessible(page); // with a secret shown once
    await page
      .getByRole('row')
      .filter({ hasText: 'Accessible' })
      .getByRole('link', { name: /Revoke/ })
      .click();
    await expectAccessible(page);
    for (const section of ['keys', 'usage', 'webhooks', 'members', 'audit']) {
      await page.goto(workspacePage(section));
      await expectAccessible(page);
    }
    await page.goto(`${base}/settings/account`);
    await expectAccessible(page);
  });

  it('lists the audit log newest first and the sessions of the account', async () => {
    await page.goto(workspacePage('audit'));
    const events = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(events[0]).to.equal('API key created');
    expect(events).to.include.members(['Admin invited', 'Admin joined', 'Admin removed', 'Webhook secret rotated', 'API key revoked', 'Signed in']);
    await page.goto(`${base}/settings/account`);
    expect(await page.getByRole('row').filter({ hasText: 'this browser' }).count()).to.equal(1);
    await submit(page, 'Sign out all other sessions');
    expect(await page.getByRole('status').first().textContent()).to.match(/signed out/);
    expect(await page.getByRole('row').count(), 'a header and this session').to.equal(2);
  });

  it('throttles sign-in after five wrong passwords, saying how long to wait', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(other, { email: first.email, password: `wrong ${attempt}` });
      expect(response?.status(), `attempt ${attempt}`).to.equal(401);
    }
    const throttled = await signIn(other, { email: first.email, password: 'wrong 6' });
    expect(throttled?.status()).to.equal(429);
    expect(await other.getByRole('alert').textContent()).to.match(/try again in \d+ minutes?/);
    expect(Number(throttled?.headers()['retry-after'])).to.be.greaterThan(0);
    const right = await signIn(other, first);
    expect(right?.status(), 'even the right password waits').to.equal(429);
    await context.close();
  });
});
