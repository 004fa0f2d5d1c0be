import { expect } from 'chai';
import http from 'node:http';
import pg from 'pg';
import { pino } from 'pino';
import { apiBase, makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';

describe('HTTP behaviour', () => {
  let ws: TestWorkspace;
  before(async () => {
    ws = await makeWorkspace();
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const reply = await request('POST', '/api/v1/tables', { key: ws.key, raw: '{"name": "A",', headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).to.equal(400);
    expect(reply.body.error).to.match(/^The request body is not valid JSON/);
    expect((await request('GET', '/api/v1/tables', { key: ws.key })).body.tables).to.deep.equal([]);
  });

  it('answers a body that is not JSON with 415', async () => {
    const reply = await request('POST', '/api/v1/tables', { key: ws.key, raw: 'name=A', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).to.equal(415);
    expect(reply.body.error).to.match(/Content-Type: application\/json/);
  });

  it('accepts 5000 realistic leads in one body but answers 413 for a body over the limit', async () => {
    const tableId = await makeTable(ws.key);
    const leads = Array.from({ length: 5000 }, (_, i) => ({
      email: `firstname.lastname${i}@some-company-domain.example`,
      firstName: 'Firstname',
      lastName: 'Lastname-Longer',
      name: 'Firstname Lastname-Longer',
      company: 'Some Company Domain Holdings d.o.o.',
      role: 'Head of Business Development',
      website: 'https://www.some-company-domain.example/about-us',
      linkedin: 'https://www.linkedin.com/in/firstname-lastname-1234567',
      phone: '+381 11 1234 567',
      address: 'Bulevar kralja Aleksandra 123, 11000 Beograd, Serbia',
      rating: 4.6,
      status: 'new',
    }));
    const ok = await request('POST', '/api/v1/leads', { key: ws.key, json: { tableId, leads } });
    expect(ok.status).to.equal(201);
    const { config } = await testRuntime();
    const huge = JSON.stringify({ tableId, leads: [{ email: 'a@example.com', address: 'x'.repeat(config.maxBodyBytes) }] });
    const reply = await request('POST', '/api/v1/leads', { key: ws.key, raw: huge, headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).to.equal(413);
    expect(reply.body.error).to.match(/larger than \d+ bytes/);
  });

  it('answers an unknown path with a JSON 404, with or without a key', async () => {
    const withKey = await request('GET', '/api/v1/nothing-here', { key: ws.key });
    expect(withKey.status).to.equal(404);
    expect(withKey.body).to.deep.equal({ error: 'No such endpoint: GET /api/v1/nothing-here' });
    expect(withKey.headers.get('content-type')).to.match(/^application\/json/);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const reply = await request('DELETE', '/api/v1/tables', { key: ws.key });
    expect(reply.status).to.equal(405);
    expect(reply.headers.get('allow')).to.contain('GET').and.contain('POST');
    expect(reply.body.error).to.match(/^DELETE is not allowed on \/api\/v1\/tables/);
    const patch = await request('PUT', '/api/v1/tables/1', { key: ws.key, json: {} });
    expect(patch.status).to.equal(405);
    expect(patch.headers.get('allow')).to.contain('PATCH');
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await request('GET', '/api/v1/tables', { key: ws.key, headers: { 'X-Request-Id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).to.equal('trace-123');
    const made = await request('GET', '/api/v1/tables', { key: ws.key, headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  describe('an unexpected failure, and the logs', () => {
    let app: { base: string; close: () => void };
    let logged: string[];
    before(async () => {
      const { orm, config, queues, caches } = await testRuntime();
      // A pool that was shut down: the leads routes fail the way a lost database would. The key is
      // already in the process's key cache (one request made it), so the request gets that far.
      const deadPool = new pg.Pool({ connectionString: config.databaseUrl });
      await deadPool.end();
      expect((await request('GET', '/api/v1/tables', { key: ws.key })).status).to.equal(200);
      logged = [];
      const log = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
      app = await serve({ config, orm, pool: deadPool, log, queues, caches });
    });
    after(() => app.close());

    it('is a 500 with a generic message and the request id; details only in the log', async () => {
      const response = await fetch(`${app.base}/api/v1/leads`, { headers: { Authorization: `Bearer ${ws.key}` } });
      const body = await response.json();
      expect(response.status).to.equal(500);
      expect(body).to.deep.equal({ error: 'Internal server error; the request id in X-Request-Id identifies it in our logs' });
      const requestId = response.headers.get('x-request-id');
      const entry = logged.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId && l.msg === 'request failed');
      expect(entry?.err?.message).to.match(/pool after calling end/);
      // The access line is written when the server side of the response closes, just after the client has it.
      const accessLine = () => logged.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId && l.msg === 'request');
      for (let i = 0; i < 50 && !accessLine(); i++) await new Promise((r) => setTimeout(r, 10));
      const access = accessLine();
      expect(access).to.include({ method: 'GET', path: '/api/v1/leads', status: 500, workspaceId: ws.workspaceId });
      expect(logged.join('\n')).not.to.contain(ws.key.slice(4));
    });
  });
});

describe('the access log', () => {
  it('writes the route a path matched, so a secret in the path (an invite token) never reaches it', async () => {
    const runtime = await testRuntime();
    const logged: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
    const app = await serve({ ...runtime, log });
    try {
      const token = 'Zx9-secret-invite-token-0123456789abcdef';
      const response = await fetch(`${app.base}/settings/invite/${token}`);
      await response.text();
      const accessLine = () => logged.map((l) => JSON.parse(l) as { msg: string; path: string }).find((l) => l.msg === 'request');
      for (let i = 0; i < 50 && !accessLine(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(accessLine()?.path).to.equal('/settings/invite/:token');
      expect(logged.join('\n')).not.to.contain(token);
    } finally {
      app.close();
    }
  });
});

describe('hostile input', () => {
  let ws: TestWorkspace;
  before(async () => {
    ws = await makeWorkspace();
  });

  it('authenticates /api/ paths in any letter case, and routes only the exact path', async () => {
    for (const path of ['/API/v1/tables', '/Api/V1/Leads', '/api/V1/tables']) {
      const anonymous = await request('POST', path, { json: { name: 'x' } });
      expect(anonymous.status, path).to.equal(401);
      const keyed = await request('POST', path, { key: ws.key, json: { name: 'x' } });
      expect(keyed.status, path).to.equal(404);
    }
    expect((await request('GET', '/api/v1/tables', { key: ws.key })).body.tables).to.deep.equal([]);
  });

  it('answers 401 with a WWW-Authenticate challenge', async () => {
    const reply = await request('GET', '/api/v1/tables');
    expect(reply.headers.get('www-authenticate')).to.equal('Bearer');
  });

  it('refuses a repeated Authorization header carrying a second key', async () => {
    const other = await makeWorkspace();
    const status = await new Promise<number>((resolve, reject) => {
      apiBase().then((base) => {
        const req = http.request(`${base}/api/v1/tables`, { headers: { Authorization: [`Bearer ${ws.key}`, `Bearer ${other.key}`] } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      }, reject);
    });
    expect(status).to.equal(401);
  });

  it('refuses strings PostgreSQL cannot store, wherever they are, without a 500', async () => {
    const tableId = await makeTable(ws.key);
    const surrogate = await request('POST', '/api/v1/tables', { key: ws.key, raw: '{"name":"A\\ud800"}', headers: { 'Content-Type': 'application/json' } });
    expect(surrogate.status).to.equal(400);
    expect(surrogate.body.error).to.match(/^name contains an unpaired UTF-16 surrogate/);
    const label = await request('PATCH', `/api/v1/tables/${tableId}`, { key: ws.key, raw: '{"fields":[{"label":"\\ud83d"}]}', headers: { 'Content-Type': 'application/json' } });
    expect(label.status).to.equal(400);
    expect(label.body.error).to.match(/^fields\[0\]\.label contains an unpaired/);
    const key = await request('POST', '/api/v1/leads', {
      key: ws.key,
      raw: '{"email":"a@example.com","customFields":{"custom_\\u0000":"x"}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(key.status).to.equal(400);
    expect(key.body.error).to.match(/contains a NUL character/);
    const deep = '{"a":'.repeat(100_000) + '"\\u0000"' + '}'.repeat(100_000);
    const nested = await request('POST', '/api/v1/tables', { key: ws.key, raw: deep, headers: { 'Content-Type': 'application/json' } });
    expect(nested.status).to.equal(400);
    const invalidUtf8 = await fetch(`${await apiBase()}/api/v1/tables`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect(invalidUtf8.status).to.equal(400);
    expect(((await invalidUtf8.json()) as { error: string }).error).to.equal('The request body is not valid UTF-8');
    expect((await request('GET', '/api/v1/tables', { key: ws.key })).body.tables).to.have.length(1);
  });

  it('refuses compressed bodies and charsets other than UTF-8 with 415', async () => {
    const gzip = await request('POST', '/api/v1/tables', { key: ws.key, raw: '{"name":"A"}', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
    expect(gzip.status).to.equal(415);
    const latin1 = await request('POST', '/api/v1/tables', { key: ws.key, raw: '{"name":"A"}', headers: { 'Content-Type': 'application/json; charset=iso-8859-1' } });
    expect(latin1.status).to.equal(415);
  });

  it('trims every string before checking its length', async () => {
    const padded = `  ${'n'.repeat(80)}  `;
    const created = await request('POST', '/api/v1/tables', { key: ws.key, json: { name: padded } });
    expect(created.status).to.equal(201);
    expect(created.body.table.name).to.equal('n'.repeat(80));
    const patched = await request('PATCH', `/api/v1/tables/${created.body.table.id}`, { key: ws.key, json: { fields: [{ label: padded }] } });
    expect(patched.status).to.equal(200);
    expect(patched.body.table.fields.at(-1).label).to.equal('n'.repeat(80));
  });

  it('answers forged list cursors and odd query names with 400, not 500', async () => {
    const forge = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const cursor of [
      forge(['1', 1]),
      forge(['Tue Mar 01 2022 10:00:00 GMT+0100 (CET)', 1]),
      forge(['2026-01-01T00:00:00.000Z\u0000', 1]),
      forge(['2026-01-01T00:00:00.000Z', 1e20]),
      forge([['2026-01-01T00:00:00.000Z'], 1]),
      forge({}),
      'x',
    ]) {
      const reply = await request('GET', `/api/v1/leads?limit=5&cursor=${cursor}`, { key: ws.key });
      expect(reply.status, cursor).to.equal(400);
      expect(reply.body.error).to.match(/^cursor is not valid/);
    }
    const proto = await request('GET', '/api/v1/leads?__proto__=1', { key: ws.key });
    expect(proto.status).to.equal(400);
  });
});
