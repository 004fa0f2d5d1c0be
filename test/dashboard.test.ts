import { expect } from 'chai';
import { makeWorkspace, request, serve, testRuntime } from './helpers.js';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('queue dashboard at /admin/queues', () => {
  let app: { base: string; close: () => void };
  before(async () => {
    const runtime = await testRuntime();
    app = await serve({ ...runtime, config: { ...runtime.config, admin: { user: 'ops', password: 's3cret:with:colons' } } });
  });
  after(() => app.close());

  const get = (path: string, authorization?: string) => fetch(app.base + path, { headers: authorization ? { Authorization: authorization } : {} });

  it('asks for basic auth, refuses wrong credentials and API keys, and serves the dashboard to the operator', async () => {
    const anonymous = await get('/admin/queues');
    expect(anonymous.status).to.equal(401);
    expect(anonymous.headers.get('www-authenticate')).to.match(/^Basic realm=/);
    expect((await get('/admin/queues', basic('ops', 'wrong'))).status).to.equal(401);
    const ws = await makeWorkspace();
    expect((await get('/admin/queues', `Bearer ${ws.key}`)).status).to.equal(401);

    const page = await get('/admin/queues', basic('ops', 's3cret:with:colons'));
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/text\/html/);
    const queues = await get('/admin/queues/api/queues', basic('ops', 's3cret:with:colons'));
    expect(queues.status).to.equal(200);
    expect(JSON.stringify(await queues.json())).to.contain('email-verify');
  });

  it('never accepts the dashboard credentials on the API', async () => {
    const reply = await fetch(`${app.base}/api/v1/tables`, { headers: { Authorization: basic('ops', 's3cret:with:colons') } });
    expect(reply.status).to.equal(401);
  });

  it('is not there at all when no operator credentials are configured', async () => {
    expect((await request('GET', '/admin/queues')).status).to.equal(404);
  });
});
