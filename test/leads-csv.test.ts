import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import http from 'node:http';
import { expect } from 'chai';
import { parse } from 'csv-parse/sync';
import { addCustomField, apiBase, listLeads, makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';

const csvHeaders = (key: string, extra: Record<string, string> = {}) => ({ key, headers: { 'Content-Type': 'text/csv', ...extra } });

describe('leads as CSV', () => {
  let ws: TestWorkspace;
  let tableId: number;
  beforeEach(async () => {
    ws = await makeWorkspace();
    tableId = await makeTable(ws.key, 'Prospects');
  });

  const importCsv = (csv: string, query = `?tableId=${tableId}`, headers: Record<string, string> = {}) =>
    request('POST', `/api/v1/leads${query}`, { ...csvHeaders(ws.key, headers), raw: csv });
  const exportCsv = (query = `?tableId=${tableId}`, headers: Record<string, string> = { Accept: 'text/csv' }) => request('GET', `/api/v1/leads${query}`, { key: ws.key, headers });
  const importJson = (leads: unknown[], id = tableId) => request('POST', '/api/v1/leads', { key: ws.key, json: { tableId: id, leads } });
  const leadCount = async () => (await testRuntime()).pool.query('select count(*)::int as n from lead where workspace_id = $1', [ws.workspaceId]).then((r) => r.rows[0].n);
  /** A lead without what differs between tables and imports. */
  const content = ({ id, tableId: _t, createdAt, updatedAt, ...rest }: Record<string, unknown>) => rest;

  describe('round trip', () => {
    const tricky = [
      {
        email: 'ana@example.rs',
        firstName: 'Ана',
        lastName: 'Петровић',
        company: 'Smile, "Dental" d.o.o.',
        address: 'Knez Mihailova 1\nBeograd',
        phone: '+381 11 123 4567',
        rating: 4.5,
        status: 'contacted',
        role: 'Founder 🦷',
      },
      { email: 'bob@example.com', name: 'Bob; "the builder"', website: 'https://bob.example/?a=1,2', linkedin: '=HYPERLINK("http://evil")' },
      { email: 'cara@example.de', company: 'Müller\r\nGmbH', rating: 0 },
    ];

    async function tableWithCustomFields(name: string) {
      const id = await makeTable(ws.key, name);
      const budget = await addCustomField(ws.key, id, 'Budget, €');
      const note = await addCustomField(ws.key, id, 'Напомена');
      return { id, budget, note };
    }

    it('exports a table with custom fields and imports it into a twin table unchanged, by ids and by labels', async () => {
      const source = await tableWithCustomFields('Source');
      const leads = tricky.map((lead, i) => ({ ...lead, customFields: { [source.budget]: `${i},5 "k"`, [source.note]: i === 1 ? '@home\n😀 нота' : 'ок' } }));
      expect((await importJson(leads, source.id)).status).to.equal(201);
      const original = await listLeads(ws.key, `?tableId=${source.id}`);

      for (const header of ['ids', 'labels']) {
        const exported = await exportCsv(`?tableId=${source.id}&header=${header}`);
        expect(exported.status).to.equal(200);
        expect(exported.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
        const records: string[][] = parse(exported.text);
        expect(records).to.have.length(4);
        expect(exported.text.split('\r\n').at(-1), 'CRLF record ends').to.equal('');
        if (header === 'ids') {
          expect(records[0]).to.deep.equal([
            'id',
            'email',
            'firstName',
            'lastName',
            'name',
            'company',
            'role',
            'website',
            'linkedin',
            'phone',
            'address',
            'rating',
            'mapsUrl',
            source.budget,
            source.note,
            'status',
            'source',
            'createdAt',
            'updatedAt',
          ]);
          // The JSON list's order, one record per lead.
          expect(records.slice(1).map((r) => Number(r[0]))).to.deep.equal(original.map((l) => l.id));
        } else {
          expect(records[0]).to.include.members(['ID', 'Email', 'First name', 'Budget, €', 'Напомена', 'Status', 'Created at']);
        }

        const twin = await tableWithCustomFields(`Twin ${header}`);
        expect([twin.budget, twin.note]).to.deep.equal([source.budget, source.note]);
        const imported = await importCsv(exported.text, `?tableId=${twin.id}`);
        expect(imported.status, imported.text).to.equal(201);
        expect(imported.body).to.deep.equal({ imported: 3, created: 3, updated: 0, suppressed: 0 });
        const copy = await listLeads(ws.key, `?tableId=${twin.id}`);
        const byEmail = (list: Record<string, unknown>[]) => list.map(content).sort((a, b) => String(a.email).localeCompare(String(b.email)));
        expect(byEmail(copy)).to.deep.equal(byEmail(original));
      }

      // Back into the table it came from: every lead matched, none changed.
      const again = await importCsv((await exportCsv(`?tableId=${source.id}`)).text, `?tableId=${source.id}`);
      expect(again.body).to.deep.equal({ imported: 3, created: 0, updated: 3, suppressed: 0 });
      expect(await listLeads(ws.key, `?tableId=${source.id}`)).to.deep.equal(original);
    });

    it('leaves hidden fields out of the export and keeps status and source at the end', async () => {
      await request('PATCH', `/api/v1/tables/${tableId}`, {
        key: ws.key,
        json: {
          fields: [
            { id: 'linkedin', hidden: true },
            { id: 'status', hidden: true },
            { id: 'email', label: 'E-mail' },
          ],
        },
      });
      await importJson([{ email: 'a@example.com', linkedin: 'https://linkedin.com/in/a' }]);
      const [header, row] = parse((await exportCsv(`?tableId=${tableId}&format=csv&header=labels`, {})).text);
      expect(header).to.not.include('LinkedIn');
      expect(header.slice(0, 2)).to.deep.equal(['ID', 'E-mail']);
      expect(header.slice(-4)).to.deep.equal(['Status', 'Source', 'Created at', 'Updated at']);
      expect(row[1]).to.equal('a@example.com');
    });
  });

  it('guards formula cells on export and restores them on import', async () => {
    const values = { name: '=1+2', company: '+381 cell', role: '-rf', website: '@SUM(A1)', address: "'=already quoted", phone: "'plain apostrophe" };
    await importJson([{ email: 'f@example.com', ...values }]);
    const exported = await exportCsv();
    const [header, row] = parse(exported.text);
    const cell = (id: string) => row[header.indexOf(id)];
    expect([cell('name'), cell('company'), cell('role'), cell('website'), cell('address'), cell('phone')]).to.deep.equal([
      "'=1+2",
      "'+381 cell",
      "'-rf",
      "'@SUM(A1)",
      "''=already quoted",
      "'plain apostrophe",
    ]);
    expect(cell('rating'), 'numbers are not text').to.equal('');
    const other = await makeTable(ws.key, 'Other');
    expect((await importCsv(exported.text, `?tableId=${other}`)).status).to.equal(201);
    const [lead] = await listLeads(ws.key, `?tableId=${other}`);
    expect(lead).to.include(values);
  });

  it('reads an Excel-style file: BOM, semicolons, CRLF, labels in any case, decimal commas; empty cells leave fields alone', async () => {
    await importJson([{ email: 'known@example.com', company: 'Kept d.o.o.', phone: '+381 1' }]);
    const budget = await addCustomField(ws.key, tableId, 'Budžet');
    const file =
      '\uFEFFEMAIL;first name;COMPANY;Rating;budžet;Status\r\n' +
      'known@example.com;Zoran;;4,5;"1.000; net";ready\r\n' +
      'new@example.com;"Ђорђе ""Đoka""";Nova;;;\r\n' +
      ';;;;;\r\n';
    const reply = await importCsv(file);
    expect(reply.status, reply.text).to.equal(201);
    expect(reply.body).to.deep.equal({ imported: 2, created: 1, updated: 1, suppressed: 0 });
    const leads = await listLeads(ws.key, `?tableId=${tableId}`);
    const known = leads.find((l) => l.email === 'known@example.com');
    expect(known).to.include({ firstName: 'Zoran', company: 'Kept d.o.o.', phone: '+381 1', rating: 4.5, status: 'ready' });
    expect(known.customFields).to.deep.equal({ [budget]: '1.000; net' });
    expect(leads.find((l) => l.email === 'new@example.com')).to.include({ firstName: 'Ђорђе "Đoka"', company: 'Nova', rating: null, status: 'new' });

    const tabs = await importCsv('email\tlastName\nt@example.com\tTab\n');
    expect(tabs.status, tabs.text).to.equal(201);
    expect((await listLeads(ws.key, `?tableId=${tableId}`)).find((l) => l.email === 't@example.com').lastName).to.equal('Tab');
  });

  describe('refusals: nothing of the request is stored', () => {
    const rows = (n: number, bad?: number) =>
      'email,company\n' + Array.from({ length: n }, (_, i) => `${i + 2 === bad ? 'not-an-email' : `p${i}@example.com`},Ђоко 😀 ${i}`).join('\n');

    it('names the row and column of a bad cell', async () => {
      const reply = await importCsv(rows(30, 17));
      expect(reply.status).to.equal(400);
      expect(reply.body).to.deep.equal({ error: 'row 17, column "email": not a valid email address' });
      expect(await leadCount()).to.equal(0);
      const cases: [string, string][] = [
        ['email,rating\na@example.com,6', 'row 2, column "rating": not a number from 0 to 5'],
        ['email,Status\na@example.com,done', 'row 2, column "Status": not one of: new, ready, contacted, bounced, replied, interested, not_interested, meeting_booked'],
        ['email,company\n,Acme', 'row 2, column "email": empty; every lead needs an email address'],
        [`email,company\na@example.com,${'x'.repeat(2001)}`, 'row 2, column "company": longer than 2000 characters'],
        ['email,company\na@example.com,"a\u0000b"', 'row 2, column "company": contains a NUL character (\\u0000), which cannot be stored'],
        ['email,company\na@example.com,Acme,extra', 'row 2 has 3 cells but the header row has 2; quote cells that contain ","'],
      ];
      for (const [csv, error] of cases) expect((await importCsv(csv)).body).to.deep.equal({ error });
      expect(await leadCount()).to.equal(0);
    });

    it('takes 5000 rows and refuses 5001', async () => {
      const over = await importCsv(rows(5001));
      expect(over.status).to.equal(400);
      expect(over.body.error).to.equal('The CSV has more than 5000 leads; split it into files of at most 5000 rows');
      expect(await leadCount()).to.equal(0);
      const full = await importCsv(rows(5000));
      expect(full.body).to.deep.equal({ imported: 5000, created: 5000, updated: 0, suppressed: 0 });
      // The file is parsed in slices: no character may be torn at their edges.
      const intact = await (await testRuntime()).pool.query("select count(*)::int as n from lead where workspace_id = $1 and company ~ '^Ђоко 😀 [0-9]+$'", [ws.workspaceId]);
      expect(intact.rows[0].n).to.equal(5000);
    });

    it('refuses unknown columns unless told to ignore them, and a file without an email column', async () => {
      const unknown = await importCsv('email,Budget,,company\na@example.com,5,x,Acme');
      expect(unknown.status).to.equal(400);
      expect(unknown.body.error).to.match(/^Unknown columns "Budget", column 3 \(no header\): .* ignoreUnknown=true/);
      expect(await leadCount()).to.equal(0);
      const ignored = await importCsv('email,Budget,,company\na@example.com,5,x,Acme', `?tableId=${tableId}&ignoreUnknown=true`);
      expect(ignored.status).to.equal(201);
      expect((await listLeads(ws.key))[0]).to.include({ email: 'a@example.com', company: 'Acme' });

      expect((await importCsv('company\nAcme')).body.error).to.match(/no email column/);
      expect((await importCsv('email,Email\na@example.com,b@example.com')).body.error).to.equal('Columns "email" and "Email" both name the field email; keep one of them');
    });

    it('answers 400 for broken quoting, an empty file and a header without leads', async () => {
      expect((await importCsv('email,company\na@example.com,"open')).body.error).to.match(/^The CSV could not be read at line 2: .*Quote Not Closed/);
      expect((await importCsv('')).body.error).to.match(/^The CSV is empty/);
      expect((await importCsv('email\n\n')).body.error).to.equal('The CSV has a header row but no leads; send 1–5000');
      expect(await leadCount()).to.equal(0);
    });
  });

  describe('choosing the format', () => {
    it('needs tableId for CSV in both directions, and keeps the query parameters to CSV', async () => {
      expect((await exportCsv('')).body.error).to.match(/^A CSV holds the columns of one table/);
      expect((await exportCsv('?format=csv', {})).status).to.equal(400);
      expect((await importCsv('email\na@example.com', '')).body.error).to.match(/^A CSV import needs its table/);
      const json = await request('POST', `/api/v1/leads?tableId=${tableId}`, { key: ws.key, json: { email: 'a@example.com' } });
      expect(json.status).to.equal(400);
      expect(json.body.error).to.match(/^tableId in the query is for CSV bodies/);
      expect((await request('GET', `/api/v1/leads?tableId=${tableId}&header=labels`, { key: ws.key })).status).to.equal(400);
      expect((await exportCsv('?tableId=2147483000')).status).to.equal(404);
    });

    it('takes CSV bodies only where an operation declares them', async () => {
      const reply = await request('POST', '/api/v1/tables', { ...csvHeaders(ws.key), raw: 'name\nA' });
      expect(reply.status).to.equal(415);
      expect(reply.body.error).to.match(/JSON only/);
      const latin1 = await request('POST', `/api/v1/leads?tableId=${tableId}`, {
        key: ws.key,
        headers: { 'Content-Type': 'text/csv; charset=windows-1252' },
        raw: 'email\na@example.com',
      });
      expect(latin1.status).to.equal(415);
    });

    it('negotiates by Accept; format wins over it', async () => {
      await importJson([{ email: 'a@example.com' }]);
      expect((await exportCsv(`?tableId=${tableId}`, { Accept: 'text/csv' })).headers.get('content-type')).to.match(/^text\/csv/);
      expect((await exportCsv(`?tableId=${tableId}`, { Accept: '*/*' })).headers.get('content-type')).to.match(/^application\/json/);
      expect((await exportCsv(`?tableId=${tableId}&format=json`, { Accept: 'text/csv' })).body.leads).to.have.length(1);
    });
  });

  it('streams a table larger than a cursor batch in the JSON order, and pages it with X-Next-Cursor', async () => {
    const n = 2500;
    await (
      await testRuntime()
    ).pool.query(
      `insert into lead (workspace_id, table_id, email, company, updated_at)
       select $1, $2, 'p' || g || '@example.com', '=Co ' || g, now() - (g % 7) * interval '1 second' from generate_series(1, $3) g`,
      [ws.workspaceId, tableId, n],
    );
    const ids = (await listLeads(ws.key, `?tableId=${tableId}`)).map((l) => l.id);
    const streamed = parse((await exportCsv()).text);
    expect(streamed.slice(1).map((r) => Number(r[0]))).to.deep.equal(ids);
    expect(streamed[1][5]).to.match(/^'=Co \d+$/);

    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const reply = await exportCsv(`?tableId=${tableId}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
      const [header, ...rows] = parse(reply.text);
      expect(header[0]).to.equal('id');
      paged.push(...rows.map((r) => Number(r[0])));
      cursor = reply.headers.get('x-next-cursor');
    } while (cursor);
    expect(paged).to.deep.equal(ids);
  });

  describe('the streamed export', () => {
    /** The response's bytes, undecoded. */
    const exportBytes = async (query: string) => {
      const response = await fetch(`${await apiBase()}/api/v1/leads${query}&format=csv`, { headers: { Authorization: `Bearer ${ws.key}` } });
      expect(response.status).to.equal(200);
      return { bytes: Buffer.from(await response.arrayBuffer()), next: response.headers.get('x-next-cursor') };
    };
    /** Where two files first differ, with some context of each, for a readable failure. */
    const firstDifference = (a: Buffer, b: Buffer) => {
      let i = 0;
      while (i < a.length && i < b.length && a[i] === b[i]) i++;
      const around = (x: Buffer) => JSON.stringify(x.subarray(Math.max(0, i - 80), i + 80).toString());
      return i === a.length && i === b.length ? null : `byte ${i}: streamed ${around(a)}, paged ${around(b)}`;
    };

    /** The streamed file is the pages' records under one header row, byte for byte. */
    const expectSameBytes = async (query: string, records: number) => {
      const streamed = (await exportBytes(query)).bytes;
      const pages: Buffer[] = [];
      let cursor: string | null = null;
      do {
        const page: { bytes: Buffer; next: string | null } = await exportBytes(`${query}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
        // Every page starts with the header row; the file has it once.
        pages.push(pages.length ? page.bytes.subarray(page.bytes.indexOf('\r\n') + 2) : page.bytes);
        cursor = page.next;
      } while (cursor);
      expect(firstDifference(streamed, Buffer.concat(pages)), query).to.equal(null);
      expect(parse(streamed), query).to.have.length(records);
    };

    it('writes the same bytes as the pages, for every kind of value, header and filter, and for an empty table', async () => {
      const budget = await addCustomField(ws.key, tableId, '=Budget, "net"');
      const note = await addCustomField(ws.key, tableId, 'Напомена 😀');
      await request('PATCH', `/api/v1/tables/${tableId}`, {
        key: ws.key,
        json: {
          fields: [
            { id: 'company', label: '+Company' },
            { id: 'phone', hidden: true },
          ],
        },
      });
      const texts = [
        'plain',
        ' padded ',
        'a,b',
        '"',
        'say "hi", twice ""',
        'line\nbreak',
        'cr\ronly',
        'crlf\r\nend',
        '\n',
        '"\n"',
        '=1+2',
        '+381 11 123',
        '-rf',
        '@SUM(A1)',
        '\tTab',
        '\rCR',
        "'=already",
        "''+twice",
        "'plain",
        'Ђорђе 😀 Đoka',
        '\\.',
        'back\\slash',
        'x'.repeat(2000),
        `${'y'.repeat(1500)},"\n${'z'.repeat(400)}`,
      ];
      // Ratings as the API takes them (0–5): the streamed list writes their digits in SQL, the pages in JavaScript.
      const ratings = [0, 5, 4.5, 0.1, 4.35, 1 / 3, 0.1 + 0.2, 1e-6, 9.99e-7, 1e-7, 5e-324, 2.5e-300];
      const pick = (i: number, k: number) => texts[(i * 7 + k * 3) % texts.length];
      const leads = Array.from({ length: 1500 }, (_, i) => ({
        email: `p${i}@example.com`,
        ...(i % 5 !== 0 && { firstName: pick(i, 1), company: pick(i, 2), address: pick(i, 3), phone: pick(i, 4), role: pick(i, 5) }),
        rating: i % 11 === 0 ? undefined : i < ratings.length ? ratings[i] : (i * Math.SQRT2) % 5,
        customFields: { ...(i % 3 !== 0 && { [budget]: pick(i, 6) }), ...(i % 4 !== 0 && { [note]: pick(i, 7) }) },
      }));
      expect((await importJson(leads)).status).to.equal(201);
      // What the API does not write but the table can hold: empty text, and numbers beyond 0–5 or no number at all.
      await (
        await testRuntime()
      ).pool.query(
        `update lead l set company = '', rating = v.r from (select unnest($2::int[]) as n, unnest($3::float8[]) as r) v
         where l.table_id = $1 and l.email = 'p' || v.n || '@example.com'`,
        [tableId, [0, 1, 2, 3, 4, 5, 6, 7, 8], ['NaN', 'Infinity', '-Infinity', '-0', '-2.5', '1e21', '1.5e300', '123456789012345', '-1e-7']],
      );
      await (await testRuntime()).pool.query(`update lead set verification = '{"status": "risky"}' where table_id = $1 and id % 3 = 0`, [tableId]);

      await expectSameBytes(`?tableId=${tableId}`, 1501);
      await expectSameBytes(`?tableId=${tableId}&header=labels`, 1501);
      await expectSameBytes(`?tableId=${tableId}&verification=risky`, 501);
      await expectSameBytes(`?tableId=${await makeTable(ws.key, 'Empty')}`, 1);
    });

    it('gives back its connection and its place when a download is cut off, and the next one works', async () => {
      await (
        await testRuntime()
      ).pool.query(`insert into lead (workspace_id, table_id, email, address) select $1, $2, 'c' || g || '@example.com', repeat('x', 1000) from generate_series(1, 30000) g`, [
        ws.workspaceId,
        tableId,
      ]);
      const runtime = await testRuntime();
      const { pool } = runtime;
      const app = await serve({ ...runtime, config: { ...runtime.config, maxListStreams: 1 } });
      const url = `${app.base}/api/v1/leads?tableId=${tableId}&format=csv`;
      const headers = { Authorization: `Bearer ${ws.key}` };
      const copies = async (where = '') =>
        Number(
          (await pool.query(`select count(*) from pg_stat_activity where datname = current_database() and state = 'active' and query like 'copy (select%' ${where}`)).rows[0].count,
        );
      const settled = async () => {
        for (let i = 0; i < 250 && (pool.idleCount < pool.totalCount || (await copies()) > 0); i++) await new Promise((r) => setTimeout(r, 20));
        expect(pool.idleCount, 'connections still checked out').to.equal(pool.totalCount);
        expect(await copies(), 'a COPY still running').to.equal(0);
      };
      try {
        // A reader that takes the first bytes and then stops: PostgreSQL waits for it instead of this process buffering the table.
        const stalled = await new Promise<http.IncomingMessage>((resolve) => http.get(url, { headers }, resolve));
        stalled.pause();
        let waiting = 0;
        for (let i = 0; i < 250 && !waiting; i++) {
          await new Promise((r) => setTimeout(r, 20));
          waiting = await copies("and wait_event = 'ClientWrite'");
        }
        expect(waiting, 'the COPY waits on the slow client').to.equal(1);
        const refused = await fetch(url, { headers });
        expect(refused.status).to.equal(503);
        await refused.arrayBuffer();
        stalled.destroy();
        await settled();

        for (let i = 0; i < 5; i++) {
          const head = await fetch(url, { method: 'HEAD', headers });
          expect(head.status).to.equal(200);
          const abort = new AbortController();
          const response = await fetch(url, { headers, signal: abort.signal });
          await response.body!.getReader().read();
          abort.abort();
          await settled();
        }

        const full = await fetch(url, { headers });
        expect(full.status).to.equal(200);
        expect(parse(await full.text())).to.have.length(30001);
        await settled();
      } finally {
        app.close();
      }
    });
  });

  it('gives MCP clients a page as CSV text with format "csv"', async () => {
    await importJson([{ email: 'm@example.com', company: 'Acme, Inc.' }]);
    const client = new Client({ name: 'leadbase-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${await apiBase()}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${ws.key}` } } }));
    try {
      const reply = (await client.callTool({ name: 'list_leads', arguments: { tableId, format: 'csv', header: 'labels' } })) as unknown as {
        structuredContent: { csv: string; nextCursor: string | null };
      };
      const [header, row] = parse(reply.structuredContent.csv);
      expect(header.slice(0, 2)).to.deep.equal(['ID', 'Email']);
      expect(row[header.indexOf('Company')]).to.equal('Acme, Inc.');
      expect(reply.structuredContent.nextCursor).to.equal(null);
    } finally {
      await client.close();
    }
  });

  it('describes both media types in the OpenAPI document', async () => {
    const doc = (await request('GET', '/api/v1/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v1/leads'].post.requestBody.content)).to.deep.equal(['application/json', 'text/csv']);
    expect(Object.keys(doc.paths['/api/v1/leads'].get.responses['200'].content)).to.deep.equal(['application/json', 'text/csv']);
  });
});
