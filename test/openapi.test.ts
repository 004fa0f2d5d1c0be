import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import af from 'ajv-formats';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { apiRouters } from '../src/http/app.js';
import { apiBase, makeTable, makeWorkspace, request, testRuntime } from './helpers.js';

const addFormats = af.default;

describe('OpenAPI document and reference page', function () {
  this.timeout(60_000);
  let doc: any;
  before(async () => {
    const reply = await request('GET', '/api/v1/openapi.json');
    expect(reply.status, 'the document is public').to.equal(200);
    doc = reply.body;
  });

  it('is OpenAPI 3.1 with both key schemes', () => {
    expect(doc.openapi).to.equal('3.1.0');
    expect(doc.info.version).to.equal('1.0.0');
    expect(Object.keys(doc.components.securitySchemes)).to.include.members(['bearer', 'apiKeyHeader']);
  });

  it('has an operation for every route and a route for every operation', async () => {
    const runtime = await testRuntime();
    const routes = new Set<string>();
    for (const router of apiRouters(runtime)) {
      for (const layer of router.stack) {
        for (const method of layer.methods.filter((m) => m !== 'HEAD')) routes.add(`${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`);
      }
    }
    routes.add('GET /metrics'); // mounted by the metrics module, documented all the same
    const operations = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...routes].sort()).to.deep.equal([...operations].sort());
  });

  it('documents the spec statuses and the ones we added', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    expect(statuses('/api/v1/leads', 'post')).to.include.members(['201', '400', '401', '404', '405', '413', '415', '429']);
    expect(statuses('/api/v1/tables/{id}', 'patch')).to.include.members(['200', '400', '401', '404']);
    expect(statuses('/api/v1/email/verify', 'post')).to.include.members(['200', '202', '400', '401', '402', '429', '502', '503']);
  });

  it('describes the real responses: bodies from the running service validate against the documented schemas', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = (path: string, method: string, reply: { status: number; body: unknown }) => {
      const schema = doc.paths[path][method].responses[String(reply.status)]?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path} documents ${reply.status}`).to.be.an('object');
      // Shared schemas are $refs into the document's components.
      const valid = ajv.validate({ ...schema, components: doc.components }, reply.body);
      expect(valid, `${method} ${path} ${reply.status}: ${ajv.errorsText(ajv.errors)}`).to.equal(true);
    };
    const ws = await makeWorkspace();
    const tableId = await makeTable(ws.key, 'Documented');
    check('/api/v1/tables', 'post', await request('POST', '/api/v1/tables', { key: ws.key, json: { name: 'Another' } }));
    check('/api/v1/tables', 'get', await request('GET', '/api/v1/tables', { key: ws.key }));
    check('/api/v1/tables/{id}', 'patch', await request('PATCH', `/api/v1/tables/${tableId}`, { key: ws.key, json: { fields: [{ label: 'Budget' }] } }));
    check('/api/v1/tables/{id}', 'patch', await request('PATCH', '/api/v1/tables/2147483000', { key: ws.key, json: { fields: [] } }));
    check(
      '/api/v1/leads',
      'post',
      await request('POST', '/api/v1/leads', { key: ws.key, json: { tableId, leads: [{ email: 'a@doc.example', rating: 4.5, customFields: { custom_budget: '1' } }] } }),
    );
    check('/api/v1/leads', 'post', await request('POST', '/api/v1/leads', { key: ws.key, json: { tableId, leads: [] } }));
    check('/api/v1/leads', 'get', await request('GET', '/api/v1/leads', { key: ws.key }));
    check('/api/v1/leads', 'get', await request('GET', `/api/v1/leads?tableId=${tableId}&limit=1`, { key: ws.key }));
    check('/api/v1/credits', 'get', await request('GET', '/api/v1/credits', { key: ws.key }));
    check('/api/v1/email/verify', 'post', await request('POST', '/api/v1/email/verify', { key: ws.key, json: {} }));
    check('/api/v1/tables', 'get', await request('GET', '/api/v1/tables'));
  });

  it('renders every operation in a real browser, offline', async () => {
    expect(existsSync('/usr/bin/chromium'), 'Chromium is missing: apt-get install -y chromium (.ci/run does this)').to.equal(true);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const outside: string[] = [];
      const base = await apiBase();
      page.on('request', (r) => {
        if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url());
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/docs`);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      const count = Object.values(doc.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
      expect(await page.locator('.opblock').count()).to.equal(count);
      expect(await page.textContent('body')).to.contain('Leadbase');
      const shot = await page.screenshot({ fullPage: false });
      expect(shot.length, 'a screenshot with content').to.be.greaterThan(30_000);
      expect(outside, 'the page loads nothing from outside').to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    } finally {
      await browser.close();
    }
  });
});
