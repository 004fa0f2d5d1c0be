import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { apiBase, makeWorkspace, request, type TestWorkspace } from './helpers.js';

/** The hosted MCP server, driven by the SDK's own client over HTTP. */
async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${await apiBase()}/api/mcp`), { requestInit: { headers } }));
  return client;
}

type ToolReply = { isError?: boolean; content: { type: string; text: string }[] };
const payload = (reply: unknown) => JSON.parse((reply as ToolReply).content[0].text);

describe('MCP server at /api/mcp', function () {
  this.timeout(20_000);
  let ws: TestWorkspace;
  let client: Client;
  before(async () => {
    ws = await makeWorkspace();
    client = await connect({ Authorization: `Bearer ${ws.key}` });
  });
  after(() => client.close());

  it('refuses a missing, invalid or revoked key with 401 {error} before any MCP message is handled', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    for (const headers of [{}, { Authorization: 'Bearer svc_nope' }, { Cookie: `key=${ws.key}` }] as Record<string, string>[]) {
      const reply = await request('POST', '/api/mcp', { raw: body, headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers } });
      expect(reply.status).to.equal(401);
      expect(reply.body.error).to.be.a('string');
    }
    let failed = false;
    try {
      await connect({ Authorization: 'Bearer svc_nope' });
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
  });

  it('lists a tool per API operation, with the REST request schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.have.members([
      'list_tables', 'create_table', 'update_table_fields', 'list_leads', 'import_leads', 'verify_emails', 'find_emails', 'discover_local_leads', 'get_job', 'get_credits',
      'enrich_table', 'cancel_job',
    ]);
    const create = tools.find((t) => t.name === 'create_table')!;
    expect(create.inputSchema).to.deep.include({ required: ['name'] });
    expect(tools.every((t) => t.description && t.description.length > 20)).to.equal(true);
  });

  it('runs the lead workflow with REST-shaped results, and reports errors with the REST sentence', async () => {
    const created = payload(await client.callTool({ name: 'create_table', arguments: { name: 'From MCP' } }));
    const tableId = created.table.id;
    const patched = payload(await client.callTool({ name: 'update_table_fields', arguments: { tableId, fields: [{ label: 'Budget' }] } }));
    expect(patched.table.fields.at(-1)).to.deep.equal({ id: 'custom_budget', label: 'Budget', hidden: false });
    const imported = payload(await client.callTool({ name: 'import_leads', arguments: { tableId, leads: [{ email: 'a@mcp.example', customFields: { custom_budget: '5' } }] } }));
    expect(imported).to.deep.equal({ imported: 1, created: 1, updated: 0 });
    const listed = payload(await client.callTool({ name: 'list_leads', arguments: { tableId } }));
    expect(listed.leads.map((l: { email: string }) => l.email)).to.deep.equal(['a@mcp.example']);
    expect(listed.nextCursor).to.equal(null);
    const tables = payload(await client.callTool({ name: 'list_tables', arguments: {} }));
    expect(tables.tables.find((t: { id: number }) => t.id === tableId).leadCount).to.equal(1);
    const credits = payload(await client.callTool({ name: 'get_credits', arguments: {} }));
    expect(credits).to.include({ allowance: 1000, used: 0 });

    const bad = (await client.callTool({ name: 'import_leads', arguments: { tableId, leads: [{ email: 'nope' }] } })) as ToolReply;
    expect(bad.isError).to.equal(true);
    expect(payload(bad)).to.deep.equal({ error: 'leads[0].email is not a valid email address' });
    const missing = (await client.callTool({ name: 'update_table_fields', arguments: { tableId: 2147483000, fields: [] } })) as ToolReply;
    expect(payload(missing).error).to.match(/^Lead table 2147483000 does not exist in this workspace/);
    const noName = (await client.callTool({ name: 'create_table', arguments: {} })) as ToolReply;
    expect(payload(noName)).to.deep.equal({ error: 'name is required' });
    const vague = (await client.callTool({ name: 'discover_local_leads', arguments: { prompt: 'dentists', mode: 'search' } })) as ToolReply;
    expect(payload(vague).error).to.match(/^The prompt names no place;/);
    const nobody = (await client.callTool({ name: 'find_emails', arguments: { domain: 'firma.rs' } })) as ToolReply;
    expect(payload(nobody)).to.deep.equal({ error: "give personName (the person's full name)" });
    const job = (await client.callTool({ name: 'get_job', arguments: { jobId: 'x' } })) as ToolReply;
    expect(job.isError).to.equal(true);
  });

  it('charges credits exactly as REST does', async () => {
    const fresh = await makeWorkspace();
    const own = await connect({ 'X-API-Key': fresh.key });
    try {
      const reply = (await own.callTool({ name: 'verify_emails', arguments: { emails: [] } })) as ToolReply;
      expect(payload(reply)).to.deep.equal({ error: 'emails must have from 1 to 100 items' });
      const none = (await own.callTool({ name: 'verify_emails', arguments: {} })) as ToolReply;
      expect(payload(none).error).to.match(/^Give email/);
      expect(payload(await own.callTool({ name: 'get_credits', arguments: {} })).used).to.equal(0);
    } finally {
      await own.close();
    }
  });

  it("sees only its own workspace", async () => {
    const owner = await makeWorkspace();
    const tableId = (await request('POST', '/api/v1/tables', { key: owner.key, json: { name: 'Secret' } })).body.table.id;
    await request('POST', '/api/v1/leads', { key: owner.key, json: { tableId, leads: [{ email: 'secret@owner.example' }] } });
    const tables = payload(await client.callTool({ name: 'list_tables', arguments: {} }));
    expect(tables.tables.some((t: { id: number }) => t.id === tableId)).to.equal(false);
    const leads = (await client.callTool({ name: 'list_leads', arguments: { tableId } })) as ToolReply;
    expect(leads.isError).to.equal(true);
    expect(JSON.stringify(payload(await client.callTool({ name: 'list_leads', arguments: {} })))).not.to.contain('owner.example');
    const write = (await client.callTool({ name: 'import_leads', arguments: { tableId, leads: [{ email: 'x@y.example' }] } })) as ToolReply;
    expect(write.isError).to.equal(true);
  });
});
