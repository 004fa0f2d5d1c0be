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
      'list_tables',
      'create_table',
      'update_table_fields',
      'archive_table',
      'restore_table',
      'list_leads',
      'import_leads',
      'delete_lead',
      'delete_leads',
      'erase_person',
      'export_person',
      'verify_emails',
      'find_emails',
      'discover_local_leads',
      'get_job',
      'get_credits',
      'enrich_table',
      'cancel_job',
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
    expect(imported).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 0 });
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

  it('filters, deletes leads, archives and restores tables as REST does', async () => {
    const { table } = payload(await client.callTool({ name: 'create_table', arguments: { name: 'Lifecycle' } }));
    const leads = [
      { email: 'a@life.example', company: 'Smile Dental', status: 'new' },
      { email: 'b@life.example', company: 'Ortho', status: 'replied' },
      { email: 'c@life.example', company: 'Dentique', status: 'replied' },
    ];
    await client.callTool({ name: 'import_leads', arguments: { tableId: table.id, leads } });
    const found = payload(await client.callTool({ name: 'list_leads', arguments: { tableId: table.id, q: 'dent', status: 'replied' } }));
    expect(found.leads.map((l: { email: string }) => l.email)).to.deep.equal(['c@life.example']);
    const badStatus = (await client.callTool({ name: 'list_leads', arguments: { status: 'won' } })) as ToolReply;
    expect(payload(badStatus).error).to.match(/^status must be one or more lead statuses/);

    expect(payload(await client.callTool({ name: 'delete_leads', arguments: { tableId: table.id, emails: ['A@life.example'] } }))).to.deep.equal({ deleted: 1 });
    const bId = found.leads[0].id as number;
    expect(payload(await client.callTool({ name: 'delete_lead', arguments: { leadId: bId } }))).to.deep.equal({ deleted: 1 });
    const gone = (await client.callTool({ name: 'delete_lead', arguments: { leadId: bId } })) as ToolReply;
    expect(payload(gone).error).to.match(/^Lead \d+ does not exist in this workspace/);

    const archived = payload(await client.callTool({ name: 'archive_table', arguments: { tableId: table.id } }));
    expect(archived.archived).to.equal(true);
    expect(Date.parse(archived.purgeAt)).to.be.greaterThan(Date.now());
    const listed = payload(await client.callTool({ name: 'list_tables', arguments: { archived: true } }));
    expect(listed.tables.map((t: { id: number; leadCount: number }) => [t.id, t.leadCount])).to.deep.equal([[table.id, 1]]);
    const refused = (await client.callTool({ name: 'list_leads', arguments: { tableId: table.id } })) as ToolReply;
    expect(payload(refused).error).to.match(/is archived; restore it with POST/);
    const restored = payload(await client.callTool({ name: 'restore_table', arguments: { tableId: table.id } }));
    expect(restored.table).to.include({ id: table.id, leadCount: 1 });
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

  describe('answers a request the Streamable HTTP transport cannot take like the rest of the API: its status, {error} saying what to fix', () => {
    const accept = 'application/json, text/event-stream';
    const toolsList = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const post = (raw: string | undefined, headers: Record<string, string> = {}) =>
      request('POST', '/api/mcp', { key: ws.key, raw, headers: { 'Content-Type': 'application/json', Accept: accept, ...headers } });
    /** The sentence exactly, or as a pattern. */
    const refused = (reply: Awaited<ReturnType<typeof post>>, status: number, error: string | RegExp) => {
      expect(reply.status, reply.text).to.equal(status);
      expect(reply.headers.get('content-type')).to.match(/^application\/json/);
      expect(Object.keys(reply.body)).to.deep.equal(['error']);
      if (typeof error === 'string') expect(reply.body.error).to.equal(error);
      else expect(reply.body.error).to.match(error);
    };

    it('406 without an Accept of both application/json and text/event-stream', async () => {
      for (const Accept of ['', 'application/json', 'text/event-stream', '*/*']) {
        refused(await post(toolsList, { Accept }), 406, /^Send the header "Accept: application\/json, text\/event-stream"/);
      }
    });

    it('415 unless the body is sent as Content-Type: application/json', async () => {
      for (const type of ['text/plain', 'application/vnd.api+json', 'text/csv']) {
        refused(await post(toolsList, { 'Content-Type': type }), 415, /"Content-Type: application\/json"/);
      }
      refused(await request('POST', '/api/mcp', { key: ws.key, headers: { Accept: accept } }), 415, /^Send the JSON-RPC message as the request body/);
    });

    it('400 for a body that is not JSON, or not JSON-RPC 2.0 messages the transport takes', async () => {
      refused(await post('{"jsonrpc": "2.0",'), 400, /^The request body is not valid JSON/);
      const cases: [body: unknown, error: string][] = [
        ['tools/list', 'The request body must be a JSON object'],
        [{ id: 1, method: 'tools/list' }, 'jsonrpc is required'],
        [{ jsonrpc: '1.0', id: 1, method: 'tools/list' }, 'jsonrpc must be one of: 2.0'],
        [{ jsonrpc: '2.0', id: 1 }, 'method is required'],
        [{ jsonrpc: '2.0', id: 1.5, method: 'tools/list' }, 'id must be a whole number'],
        [{ jsonrpc: '2.0', id: 1, method: 'tools/call', name: 'get_credits' }, 'The request body has an unknown property "name"'],
        [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: [] }, 'params must be a JSON object'],
        [{ jsonrpc: '2.0', result: {} }, 'id is required'],
        [{ jsonrpc: '2.0', id: 1, error: { code: -1 } }, 'error.message is required'],
        [[], 'The request body must have from 1 to 100 items'],
        [Array.from({ length: 101 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' })), 'The request body must have from 1 to 100 items'],
        [
          [
            { jsonrpc: '2.0', id: 1, method: 'ping' },
            { jsonrpc: '2.0', method: 7 },
          ],
          '[1].method must be a string',
        ],
      ];
      for (const [body, error] of cases) refused(await post(JSON.stringify(body)), 400, error);
    });

    it('400 for an initialize batched with other messages, or an MCP-Protocol-Version it does not speak', async () => {
      const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
      refused(await post(JSON.stringify([initialize, { jsonrpc: '2.0', id: 2, method: 'tools/list' }])), 400, /^Send the initialize request on its own/);
      refused(await post(toolsList, { 'MCP-Protocol-Version': '1999-01-01' }), 400, /^MCP-Protocol-Version "1999-01-01" is not supported; send one of .*2025-06-18/);
    });

    it('400 {error} too for what only the transport checks, with its reason', async () => {
      const meta = { 'io.modelcontextprotocol/related-task': { taskId: 5 } };
      refused(
        await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta } })),
        400,
        /^The MCP transport refused the message: .+; see the JSON-RPC 2.0 and MCP specifications$/,
      );
    });

    it('405 with Allow: POST for GET and DELETE (no SSE stream, no session to end)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const reply = await request(method, '/api/mcp', { key: ws.key, headers: { Accept: accept } });
        refused(reply, 405, new RegExp(`^${method} is not allowed on /api/mcp; use POST`));
        expect(reply.headers.get('allow')).to.equal('POST');
      }
    });

    it('still answers well-formed JSON-RPC: a result, a protocol error in a 200, a 202 for a notification', async () => {
      const list = await post(toolsList, { 'Content-Type': 'application/json; charset=utf-8', 'MCP-Protocol-Version': '2025-06-18' });
      expect(list.status).to.equal(200);
      expect(list.body.result.tools.map((t: { name: string }) => t.name)).to.include('get_credits');
      const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 'u', method: 'resources/list' }));
      expect(unknown.status).to.equal(200);
      expect(unknown.body).to.deep.include({ jsonrpc: '2.0', id: 'u' });
      expect(unknown.body.error.code).to.equal(-32601);
      const notified = await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      expect(notified.status).to.equal(202);
      expect(notified.text).to.equal('');
      expect(notified.headers.get('x-request-id')).to.be.a('string');
    });
  });

  it('sees only its own workspace', async () => {
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
