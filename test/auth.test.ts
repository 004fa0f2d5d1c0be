import { expect } from 'chai';
import { hashKey } from '../src/domain/api-keys.service.js';
import { revokeKey } from '../src/domain/api-keys.service.js';
import { makeTable, makeWorkspace, request, testRuntime, type TestWorkspace } from './helpers.js';

/** Every endpoint of the spec, plus an unknown /api path: all must refuse a bad key. */
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/v1/tables'],
  ['POST', '/api/v1/tables', { name: 'x' }],
  ['PATCH', '/api/v1/tables/1', { fields: [] }],
  ['GET', '/api/v1/leads'],
  ['POST', '/api/v1/leads', { email: 'a@example.com' }],
  ['POST', '/api/v1/local-leads', { prompt: '20 dentists in Belgrade' }],
  ['POST', '/api/v1/email/verify', { email: 'a@example.com' }],
  ['POST', '/api/v1/email/find', { personName: 'Ana', domain: 'example.com' }],
  ['GET', '/api/v1/no-such-thing'],
];

describe('authentication', () => {
  let ws: TestWorkspace;
  before(async () => {
    ws = await makeWorkspace();
  });

  const badCredentials: [string, Record<string, string>][] = [
    ['no key at all', {}],
    ['a malformed bearer key', { Authorization: 'Bearer not-a-key' }],
    ['a well-formed but unknown key', { Authorization: `Bearer svc_${'A'.repeat(43)}` }],
    ['a malformed X-API-Key', { 'X-API-Key': 'svc_short' }],
    ['a Basic authorization header', { Authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ];

  for (const [label, headers] of badCredentials) {
    it(`answers 401 {error} on every endpoint for ${label}`, async () => {
      for (const [method, path, json] of ENDPOINTS) {
        const reply = await request(method, path, { headers, json });
        expect(reply.status, `${method} ${path}`).to.equal(401);
        expect(reply.headers.get('content-type')).to.match(/^application\/json/);
        expect(reply.body.error, `${method} ${path}`).to.be.a('string').and.not.be.empty;
      }
    });
  }

  it('accepts the key as a Bearer token and as X-API-Key', async () => {
    expect((await request('GET', '/api/v1/tables', { headers: { Authorization: `Bearer ${ws.key}` } })).status).to.equal(200);
    expect((await request('GET', '/api/v1/tables', { headers: { authorization: `bearer ${ws.key}` } })).status).to.equal(200);
    expect((await request('GET', '/api/v1/tables', { headers: { 'X-API-Key': ws.key } })).status).to.equal(200);
  });

  it('accepts the same key in both headers and refuses two different keys', async () => {
    const other = await makeWorkspace();
    const same = await request('GET', '/api/v1/tables', { headers: { Authorization: `Bearer ${ws.key}`, 'X-API-Key': ws.key } });
    expect(same.status).to.equal(200);
    const different = await request('GET', '/api/v1/tables', { headers: { Authorization: `Bearer ${ws.key}`, 'X-API-Key': other.key } });
    expect(different.status).to.equal(401);
    expect(different.body.error).to.match(/different keys/);
  });

  it('never takes a key from the query string or a cookie', async () => {
    expect((await request('GET', `/api/v1/tables?apiKey=${ws.key}`)).status).to.equal(401);
    expect((await request('GET', `/api/v1/tables?api_key=${ws.key}`)).status).to.equal(401);
    expect((await request('GET', '/api/v1/tables', { headers: { Cookie: `apiKey=${ws.key}; session=${ws.key}` } })).status).to.equal(401);
  });

  it('stops accepting a cached key on the very next request once its revocation is announced', async () => {
    const victim = await makeWorkspace();
    expect((await request('GET', '/api/v1/tables', { key: victim.key })).status).to.equal(200);
    expect((await request('GET', '/api/v1/tables', { key: victim.key })).status, 'served from memory now').to.equal(200);
    const { orm, caches } = await testRuntime();
    await revokeKey(orm.em.fork(), victim.keyId);
    // The announcement reaches the process asynchronously (see key-cache.test.ts); a writer in this process waits for it.
    await caches!.feed.caughtUp();
    const reply = await request('GET', '/api/v1/tables', { key: victim.key });
    expect(reply.status).to.equal(401);
    expect(reply.body.error).to.match(/revoked/);
  });

  it('stores only a hash and a short prefix of the key, and records its last use', async () => {
    const fresh = await makeWorkspace();
    await request('GET', '/api/v1/tables', { key: fresh.key });
    const { pool } = await testRuntime();
    const { rows } = await pool.query('select * from api_key where id = $1', [fresh.keyId]);
    expect(rows[0].hash).to.equal(hashKey(fresh.key));
    expect(rows[0].prefix).to.equal(fresh.key.slice(0, 8));
    expect(JSON.stringify(rows[0])).not.to.contain(fresh.key.slice(8));
    expect(rows[0].last_used_at).to.be.instanceOf(Date);
    expect(fresh.key).to.match(/^svc_[A-Za-z0-9_-]{43}$/);
  });

  it('does not answer 401 outside /api/: unknown paths are a plain 404', async () => {
    const reply = await request('GET', '/favicon.ico');
    expect(reply.status).to.equal(404);
    expect(reply.body).to.deep.equal({ error: 'No such endpoint: GET /favicon.ico' });
  });

  describe('workspace isolation', () => {
    it("treats another workspace's table as one that does not exist, on every endpoint", async () => {
      const owner = await makeWorkspace();
      const stranger = await makeWorkspace();
      const tableId = await makeTable(owner.key, 'Private');
      await request('POST', '/api/v1/leads', { key: owner.key, json: { tableId, leads: [{ email: 'secret@owner.example' }] } });

      const patch = await request('PATCH', `/api/v1/tables/${tableId}`, { key: stranger.key, json: { fields: [{ label: 'X' }] } });
      expect(patch.status).to.equal(404);
      const missing = await request('PATCH', '/api/v1/tables/2147483647', { key: stranger.key, json: { fields: [] } });
      expect(patch.body.error.replace(String(tableId), 'N')).to.equal(missing.body.error.replace('2147483647', 'N'));

      const batch = await request('POST', '/api/v1/leads', { key: stranger.key, json: { tableId, leads: [{ email: 'x@stranger.example' }] } });
      expect(batch.status).to.equal(404);
      const single = await request('POST', '/api/v1/leads', { key: stranger.key, json: { tableId, email: 'x@stranger.example' } });
      expect(single.status).to.equal(404);
      const list = await request('GET', `/api/v1/leads?tableId=${tableId}`, { key: stranger.key });
      expect(list.status).to.equal(404);
      const page = await request('GET', `/api/v1/leads?tableId=${tableId}&limit=10`, { key: stranger.key });
      expect(page.status).to.equal(404);

      const tables = await request('GET', '/api/v1/tables', { key: stranger.key });
      expect(tables.body.tables).to.deep.equal([]);
      const leads = await request('GET', '/api/v1/leads', { key: stranger.key });
      expect(leads.body.leads).to.deep.equal([]);
      expect(leads.text).not.to.contain('owner.example');

      // And the owner's data is untouched by the stranger's attempts.
      const own = await request('GET', `/api/v1/leads?tableId=${tableId}`, { key: owner.key });
      expect(own.body.leads.map((l: { email: string }) => l.email)).to.deep.equal(['secret@owner.example']);
      const ownTable = (await request('GET', '/api/v1/tables', { key: owner.key })).body.tables[0];
      expect(ownTable.fields.some((f: { label: string }) => f.label === 'X')).to.equal(false);
    });
  });
});
