import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiBase, freePort, makeTable, makeWorkspace, type TestWorkspace } from './helpers.js';

/**
 * The published document judged by the ecosystem's own tools, not only by our tests: `redocly lint`
 * (recommended rules) must find nothing, and Stoplight Prism's validating proxy, replaying real
 * traffic to the running service, must report no response that the document does not describe.
 */
const exec = promisify(execFile);
const BIN = join(process.cwd(), 'node_modules', '.bin');

describe('OpenAPI document under redocly lint and a Prism validating proxy', function () {
  this.timeout(90_000);
  let dir: string;
  let documentPath: string;
  let prism: ChildProcess;
  let prismBase: string;
  let ws: TestWorkspace;
  let tableId: number;

  before(async () => {
    const base = await apiBase();
    dir = mkdtempSync(join(tmpdir(), 'leadbase-openapi-'));
    documentPath = join(dir, 'openapi.json');
    writeFileSync(documentPath, await (await fetch(`${base}/api/v1/openapi.json`)).text());
    ws = await makeWorkspace();
    tableId = await makeTable(ws.key, 'Replayed');

    const port = await freePort();
    prismBase = `http://127.0.0.1:${port}`;
    prism = spawn(join(BIN, 'prism'), ['proxy', documentPath, base, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    prism.stdout!.on('data', (d) => (output += d));
    prism.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 30_000;
    while (!/Prism is listening/.test(output)) {
      if (Date.now() > deadline || prism.exitCode !== null) throw new Error(`Prism did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  after(() => {
    prism?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes redocly lint (recommended rules) with no error and no warning', async () => {
    const { stdout } = await exec(join(BIN, 'redocly'), ['lint', '--format=json', documentPath]).catch((err: { stdout: string }) => err);
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    expect(report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).to.deep.equal([]);
    expect(report.totals).to.include({ errors: 0, warnings: 0 });
  });

  it('describes every response the service gives to real requests, errors included (no Prism response violation)', async () => {
    const auth = { Authorization: `Bearer ${ws.key}` };
    const json = { ...auth, 'Content-Type': 'application/json' };
    const calls: [method: string, path: string, headers?: Record<string, string>, body?: string][] = [
      ['GET', '/api/v1/tables', auth],
      ['GET', '/api/v1/tables'],
      ['POST', '/api/v1/tables', json, JSON.stringify({ name: 'Another' })],
      ['POST', '/api/v1/tables', json, JSON.stringify({ name: '' })],
      ['DELETE', '/api/v1/tables', auth],
      ['PATCH', `/api/v1/tables/${tableId}`, json, JSON.stringify({ fields: [{ label: 'Budget' }] })],
      ['PATCH', '/api/v1/tables/2147483000', json, JSON.stringify({ fields: [] })],
      ['POST', '/api/v1/leads', json, JSON.stringify({ tableId, leads: [{ email: 'a@replay.example', rating: 4.5 }] })],
      ['POST', '/api/v1/leads', json, JSON.stringify({ tableId, leads: [{ email: 'not an address' }] })],
      ['POST', '/api/v1/leads', { ...auth, 'Content-Type': 'text/plain' }, 'hello'],
      ['GET', `/api/v1/leads?tableId=${tableId}&limit=1`, auth],
      ['POST', `/api/v1/leads?tableId=${tableId}`, { ...auth, 'Content-Type': 'text/csv' }, 'email,firstName\nb@replay.example,Bea\n'],
      ['POST', `/api/v1/leads?tableId=${tableId}`, { ...auth, 'Content-Type': 'text/csv' }, 'email,shoeSize\nc@replay.example,42\n'],
      ['POST', '/api/v1/tables', { ...auth, 'Content-Type': 'text/csv' }, 'name\nX\n'],
      ['GET', `/api/v1/leads?tableId=${tableId}`, { ...auth, Accept: 'text/csv' }],
      ['GET', `/api/v1/leads?tableId=${tableId}&format=csv&header=labels&limit=1`, auth],
      ['GET', '/api/v1/leads?format=csv', auth],
      ['GET', '/api/v1/leads?limit=0', auth],
      ['GET', '/api/v1/credits', auth],
      ['GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000', auth],
      ['POST', '/api/v1/email/verify', json, JSON.stringify({})],
      ['POST', '/api/v1/email/find', json, JSON.stringify({ people: [] })],
      ['POST', '/api/v1/local-leads', json, JSON.stringify({ prompt: 'hello', mode: 'search' })],
      ['POST', '/api/mcp', { ...json, Accept: 'application/json, text/event-stream' }, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })],
      ['GET', '/api/v1/openapi.json'],
      ['DELETE', '/api/v1/openapi.json'],
      ['GET', '/healthz'],
      ['POST', '/healthz'],
      ['GET', '/readyz'],
      ['PUT', '/readyz'],
      ['GET', '/metrics'],
      ['POST', '/metrics'],
      ['GET', '/docs'],
      ['POST', '/docs'],
      ['GET', '/docs/reference.js'],
      ['GET', '/docs/swagger-ui.css'],
      ['DELETE', '/docs/swagger-ui.css'],
    ];
    const problems: string[] = [];
    for (const [method, path, headers, body] of calls) {
      const response = await fetch(prismBase + path, { method, headers, body });
      await response.arrayBuffer();
      const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as { location: string[]; message: string }[];
      for (const v of violations.filter((v) => v.location[0] === 'response')) problems.push(`${method} ${path} → ${response.status}: ${v.location.join('.')} ${v.message}`);
    }
    expect(problems).to.deep.equal([]);
  });
});
