import { expect } from 'chai';
import http from 'node:http';
import { LEAD_STATUSES } from '../src/lib/lead-fields.js';
import { addCustomField, apiBase, listLeads, makeTable, makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';

const LEAD_KEYS = [
  'id',
  'tableId',
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
  'status',
  'customFields',
  'mapsUrl',
  'source',
  'sourceId',
  'research',
  'verification',
  'createdAt',
  'updatedAt',
];

describe('leads', () => {
  let ws: TestWorkspace;
  let tableId: number;
  beforeEach(async () => {
    ws = await makeWorkspace();
    tableId = await makeTable(ws.key, 'Prospects');
  });

  const importLeads = (json: unknown, key = ws.key) => request('POST', '/api/v1/leads', { key, json });
  const batch = (leads: unknown[], id = tableId) => importLeads({ tableId: id, leads });
  const leadCount = async () => (await testRuntime()).pool.query('select count(*)::int as n from lead where workspace_id = $1', [ws.workspaceId]).then((r) => r.rows[0].n);

  describe('POST /api/v1/leads', () => {
    it('creates a lead with every field, status new by default, and returns it in the spec shape', async () => {
      const reply = await importLeads({
        tableId,
        email: 'Ana.Petrovic@Example.COM',
        firstName: 'Ana',
        lastName: 'Petrović',
        name: 'Ana Petrović',
        company: 'Smile d.o.o.',
        role: 'Founder',
        website: 'https://smile.example',
        linkedin: 'https://linkedin.com/in/ana',
        phone: '+381 11 123 4567',
        address: 'Knez Mihailova 1, Beograd',
        rating: 4.7,
      });
      expect(reply.status).to.equal(201);
      expect(reply.body).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 0 });
      const [lead] = await listLeads(ws.key);
      expect(Object.keys(lead)).to.deep.equal(LEAD_KEYS);
      expect(lead).to.include({
        tableId,
        email: 'ana.petrovic@example.com',
        lastName: 'Petrović',
        rating: 4.7,
        status: 'new',
        mapsUrl: null,
        source: null,
        sourceId: null,
        research: null,
      });
      expect(lead.customFields).to.deep.equal({});
      expect(lead.createdAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(lead.updatedAt).to.equal(lead.createdAt);
    });

    it('puts a single lead without tableId into the default table "Leads", created once', async () => {
      const first = await importLeads({ email: 'one@example.com' });
      const second = await importLeads({ email: 'two@example.com' });
      expect([first.status, second.status]).to.deep.equal([201, 201]);
      const tables = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables;
      const defaults = tables.filter((t: { name: string }) => t.name === 'Leads');
      expect(defaults).to.have.length(1);
      expect(defaults[0].leadCount).to.equal(2);
    });

    it('leaves no default table behind when the single lead is rejected', async () => {
      const fresh = await makeWorkspace();
      const reply = await importLeads({ email: 'a@example.com', customFields: { custom_nope: 'x' } }, fresh.key);
      expect(reply.status).to.equal(400);
      expect((await request('GET', '/api/v1/tables', { key: fresh.key })).body.tables).to.deep.equal([]);
    });

    it('agrees on one default table when first single imports race', async () => {
      for (let round = 0; round < 5; round++) {
        const fresh = await makeWorkspace();
        const replies = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => importLeads({ email: `r${n}@example.com` }, fresh.key)));
        expect(replies.map((r) => r.status)).to.deep.equal([201, 201, 201, 201, 201, 201, 201, 201]);
        const tables = (await request('GET', '/api/v1/tables', { key: fresh.key })).body.tables;
        expect(tables.map((t: { name: string; leadCount: number }) => [t.name, t.leadCount])).to.deep.equal([['Leads', 8]]);
      }
    });

    it('updates by email case-insensitively: sent fields overwrite, absent fields stay, custom fields merge', async () => {
      const budget = await addCustomField(ws.key, tableId, 'Budget');
      const size = await addCustomField(ws.key, tableId, 'Size');
      await batch([{ email: 'lee@example.com', firstName: 'Lee', company: 'Acme', customFields: { [budget]: '10k', [size]: '50' } }]);
      const [before] = await listLeads(ws.key);

      const reply = await batch([{ email: '  LEE@Example.com ', role: 'CTO', company: 'Acme Ltd', status: 'contacted', customFields: { [size]: '60' } }]);
      expect(reply.body).to.deep.equal({ imported: 1, created: 0, updated: 1, suppressed: 0 });
      const leads = await listLeads(ws.key);
      expect(leads).to.have.length(1);
      expect(leads[0]).to.include({ id: before.id, email: 'lee@example.com', firstName: 'Lee', company: 'Acme Ltd', role: 'CTO', status: 'contacted' });
      expect(leads[0].customFields).to.deep.equal({ [budget]: '10k', [size]: '60' });
      expect(leads[0].createdAt).to.equal(before.createdAt);
      expect(Date.parse(leads[0].updatedAt)).to.be.greaterThan(Date.parse(before.updatedAt));
    });

    it('clears a field sent as an empty string, and trims text', async () => {
      const note = await addCustomField(ws.key, tableId, 'Note');
      await batch([{ email: 'c@example.com', phone: '123', company: '  Acme  ', customFields: { [note]: 'hi' } }]);
      await batch([{ email: 'c@example.com', phone: '', customFields: { [note]: ' ' } }]);
      const [lead] = await listLeads(ws.key);
      expect(lead).to.include({ phone: null, company: 'Acme' });
      expect(lead.customFields).to.deep.equal({});
    });

    it('stores text exactly as sent: quotes, backslashes, braces, commas, the word NULL, non-ASCII', async () => {
      const note = await addCustomField(ws.key, tableId, 'Note');
      const odd = ['say "hi"', 'C:\\path\\', '{a,b}', 'NULL', 'Đorđe Šećerović 😀', 'a\\"b', ','];
      const asLead = (email: string, shift: number) => ({
        email,
        firstName: odd[shift % odd.length],
        lastName: odd[(shift + 1) % odd.length],
        company: odd[(shift + 2) % odd.length],
        role: odd[(shift + 3) % odd.length],
        address: odd[(shift + 4) % odd.length],
        phone: odd[(shift + 5) % odd.length],
        website: odd[(shift + 6) % odd.length],
        customFields: { [note]: odd[shift % odd.length] },
      });
      // Custom fields compared apart: include() would compare the object by identity.
      const standard = (lead: object) => ({ ...lead, customFields: undefined });
      await batch([asLead('a@example.com', 0), asLead('b@example.com', 1)]);
      const created = await listLeads(ws.key);
      for (const [email, shift] of [
        ['a@example.com', 0],
        ['b@example.com', 1],
      ] as const) {
        const lead = created.find((l) => l.email === email)!;
        expect(standard(lead)).to.include(standard(asLead(email, shift)));
        expect(lead.customFields).to.deep.equal({ [note]: odd[shift] });
      }
      // The same values through the update, shifted.
      expect((await batch([asLead('a@example.com', 2), asLead('b@example.com', 3)])).body).to.deep.equal({ imported: 2, created: 0, updated: 2, suppressed: 0 });
      const updated = await listLeads(ws.key);
      expect(standard(updated.find((l) => l.email === 'a@example.com'))).to.include(standard(asLead('a@example.com', 2)));
      expect(updated.find((l) => l.email === 'b@example.com')!.customFields).to.deep.equal({ [note]: odd[3] });
    });

    it('reads \\u escapes as the characters they spell, trimmed, and a literal backslash-u as text', async () => {
      const raw = `{"tableId":${tableId},"leads":[{"email":"esc@example.com","name":"\\u0020Ren\\u00e9e\\u00a0","role":"C:\\\\users"}]}`;
      const reply = await request('POST', '/api/v1/leads', { key: ws.key, raw, headers: { 'Content-Type': 'application/json' } });
      expect(reply.status).to.equal(201);
      expect((await listLeads(ws.key))[0]).to.include({ name: 'Renée', role: 'C:\\users' });
    });

    it('leaves updatedAt alone when a re-import changes nothing', async () => {
      await batch([{ email: 'same@example.com', firstName: 'Sam' }]);
      const [before] = await listLeads(ws.key);
      await new Promise((r) => setTimeout(r, 20));
      const reply = await batch([{ email: 'same@example.com', firstName: 'Sam' }]);
      expect(reply.body).to.deep.equal({ imported: 1, created: 0, updated: 1, suppressed: 0 });
      const [after] = await listLeads(ws.key);
      expect(after.updatedAt).to.equal(before.updatedAt);
    });

    it('updates a batch mixing new, changed and unchanged leads, counting each as it is', async () => {
      await batch([
        { email: 'changed@example.com', role: 'Old' },
        { email: 'unchanged@example.com', role: 'Same' },
      ]);
      const reply = await batch([{ email: 'new@example.com' }, { email: 'changed@example.com', role: 'New' }, { email: 'unchanged@example.com', role: 'Same' }]);
      expect(reply.body).to.deep.equal({ imported: 3, created: 1, updated: 2, suppressed: 0 });
      const roles = Object.fromEntries((await listLeads(ws.key)).map((l) => [l.email, l.role]));
      expect(roles).to.deep.equal({ 'new@example.com': null, 'changed@example.com': 'New', 'unchanged@example.com': 'Same' });
    });

    it('still updates leads written by plain SQL behind the stored lead count', async () => {
      await (await testRuntime()).pool.query(`insert into lead (workspace_id, table_id, email, role) values ($1, $2, 'sql@example.com', 'Old')`, [ws.workspaceId, tableId]);
      const reply = await batch([{ email: 'sql@example.com', role: 'New' }, { email: 'api@example.com' }]);
      expect(reply.body).to.deep.equal({ imported: 2, created: 1, updated: 1, suppressed: 0 });
      expect((await listLeads(ws.key)).find((l) => l.email === 'sql@example.com')).to.include({ role: 'New' });
    });

    it('counts an email named twice in a batch once, applying the entries in order', async () => {
      const reply = await batch([
        { email: 'dup@example.com', firstName: 'First', company: 'Kept' },
        { email: 'other@example.com' },
        { email: 'DUP@example.com', firstName: 'Last' },
      ]);
      expect(reply.body).to.deep.equal({ imported: 2, created: 2, updated: 0, suppressed: 0 });
      const dup = (await listLeads(ws.key)).find((l) => l.email === 'dup@example.com');
      expect(dup).to.include({ firstName: 'Last', company: 'Kept' });
    });

    it('merges the custom fields of an email named twice in a batch by key, and clears what a later entry empties', async () => {
      const budget = await addCustomField(ws.key, tableId, 'Budget');
      const size = await addCustomField(ws.key, tableId, 'Size');
      const reply = await batch([
        { email: 'dup@example.com', phone: '123', customFields: { [budget]: '10k', [size]: '50' } },
        { email: 'Dup@example.com', phone: '', customFields: { [size]: '' } },
      ]);
      expect(reply.body).to.deep.equal({ imported: 1, created: 1, updated: 0, suppressed: 0 });
      const [lead] = await listLeads(ws.key);
      expect(lead).to.include({ email: 'dup@example.com', phone: null });
      expect(lead.customFields).to.deep.equal({ [budget]: '10k' });
    });

    it('sets any allowed status through import', async () => {
      const reply = await batch(LEAD_STATUSES.map((status, i) => ({ email: `s${i}@example.com`, status })));
      expect(reply.status).to.equal(201);
      const statuses = (await listLeads(ws.key)).map((l) => l.status);
      expect(statuses).to.have.members([...LEAD_STATUSES]);
      await batch([
        { email: 's0@example.com', status: 'meeting_booked' },
        { email: 's7@example.com', status: 'new' },
      ]);
      const leads = await listLeads(ws.key);
      expect(leads.find((l) => l.email === 's0@example.com').status).to.equal('meeting_booked');
      expect(leads.find((l) => l.email === 's7@example.com').status).to.equal('new');
    });

    it('keeps the same email apart in different tables', async () => {
      const other = await makeTable(ws.key, 'Other');
      await batch([{ email: 'x@example.com', firstName: 'One' }]);
      await batch([{ email: 'x@example.com', firstName: 'Two' }], other);
      const leads = await listLeads(ws.key);
      expect(leads.map((l) => [l.tableId, l.firstName])).to.have.deep.members([
        [tableId, 'One'],
        [other, 'Two'],
      ]);
    });

    it('imports 5000 leads in one batch', async () => {
      const leads = Array.from({ length: 5000 }, (_, i) => ({ email: `bulk${i}@example.com`, company: `Company ${i}`, rating: (i % 50) / 10 }));
      const reply = await batch(leads);
      expect(reply.status).to.equal(201);
      expect(reply.body.imported).to.equal(5000);
      expect(await leadCount()).to.equal(5000);
      const again = await batch(leads.map((l) => ({ ...l, status: 'ready' })));
      expect(again.body).to.deep.equal({ imported: 5000, created: 0, updated: 5000, suppressed: 0 });
    });

    it('loses no lead when two imports of the same emails race', async () => {
      const emails = Array.from({ length: 300 }, (_, i) => ({ email: `race${i}@example.com` }));
      const replies = await Promise.all([batch(emails.map((l) => ({ ...l, firstName: 'A' }))), batch(emails.map((l) => ({ ...l, lastName: 'B' })))]);
      expect(replies.map((r) => r.status)).to.deep.equal([201, 201]);
      const leads = await listLeads(ws.key);
      expect(leads).to.have.length(300);
      expect(leads.every((l) => l.firstName === 'A' && l.lastName === 'B')).to.equal(true);
    });

    it('imports overlapping batches concurrently in any order without failing', async () => {
      const emails = Array.from({ length: 400 }, (_, i) => `o${i}@example.com`);
      await batch(emails.filter((_, i) => i % 2).map((email) => ({ email }))); // half exist already
      for (let round = 0; round < 3; round++) {
        const replies = await Promise.all([
          batch(emails.map((email) => ({ email, role: `r${round}` }))),
          batch([...emails].reverse().map((email) => ({ email, phone: `p${round}` }))),
          batch(emails.filter((_, i) => i % 3).map((email) => ({ email, status: 'ready' }))),
        ]);
        expect(
          replies.map((r) => r.status),
          replies.map((r) => r.text).join(),
        ).to.deep.equal([201, 201, 201]);
      }
      const leads = await listLeads(ws.key);
      expect(leads).to.have.length(400);
      expect(leads.every((l) => l.role === 'r2' && l.phone === 'p2')).to.equal(true);
      // The stored count is kept in the importing transactions: exact under racing overlapping imports.
      const tables = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables as { id: number; leadCount: number }[];
      expect(tables.find((t) => t.id === tableId)!.leadCount).to.equal(400);
      expect(await leadCount()).to.equal(400);
    });

    describe('invalid input stores nothing', () => {
      const cases: [string, (t: number) => unknown, RegExp][] = [
        [
          'an invalid email deep in a batch',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com' }, { email: 'a@b.c' }, { email: 'nope' }] }),
          /^leads\[2\]\.email is not a valid email address$/,
        ],
        ['a missing email', (t) => ({ tableId: t, leads: [{ email: 'ok@example.com' }, { firstName: 'x' }] }), /^leads\[1\]\.email is required$/],
        [
          'an unknown status',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', status: 'won' }] }),
          /^leads\[0\]\.status must be one of: new, ready, contacted, bounced, replied, interested, not_interested, meeting_booked$/,
        ],
        ['an unknown lead property', (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', mapsUrl: 'x' }] }), /^leads\[0\] has an unknown property "mapsUrl"$/],
        ['a rating that is not a number', (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', rating: '4.5' }] }), /^leads\[0\]\.rating must be a number$/],
        [
          'a custom value that is not a string',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', customFields: { custom_x: 1 } }] }),
          /^leads\[0\]\.customFields\.custom_x must be a string$/,
        ],
        [
          'a customFields key without the custom_ prefix',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', customFields: { budget: '1' } }] }),
          /^leads\[0\]\.customFields has an invalid key "budget": keys must start with "custom_"$/,
        ],
        [
          'a custom field the table does not have',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com' }, { email: 'b@example.com', customFields: { custom_nope: '1' } }] }),
          /^leads\[1\]\.customFields: "custom_nope" is not a custom field of table \d+; add it with PATCH \/api\/v1\/tables\/\d+ first$/,
        ],
        ['an empty batch', (t) => ({ tableId: t, leads: [] }), /^leads must have from 1 to 5000 items$/],
        ['a batch without tableId', () => ({ leads: [{ email: 'ok@example.com' }] }), /^tableId is required$/],
        ['a batch with a tableId of 0', () => ({ tableId: 0, leads: [{ email: 'ok@example.com' }] }), /^tableId must be at least 1$/],
        ['a batch with a string tableId', (t) => ({ tableId: String(t), leads: [{ email: 'ok@example.com' }] }), /^tableId must be a whole number$/],
        ['leads that is not an array', (t) => ({ tableId: t, leads: { email: 'ok@example.com' } }), /^leads must be an array$/],
        [
          'a lead tableId that differs from the batch',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', tableId: t + 1 }] }),
          /^leads\[0\]\.tableId \(\d+\) differs from the batch tableId/,
        ],
        ['a single lead with an invalid email', () => ({ email: 'not-an-email' }), /^email is not a valid email address$/],
        ['a single lead without email', () => ({ firstName: 'Ana' }), /^email is required$/],
        [
          'a NUL character in a text field',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com' }, { email: 'b@example.com', name: 'A\u0000B' }] }),
          /^leads\[1\]\.name contains a NUL character/,
        ],
        [
          'an unpaired surrogate in a custom field',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', customFields: { custom_x: 'A\ud800' } }] }),
          /^leads\[0\]\.customFields\.custom_x contains an unpaired UTF-16 surrogate/,
        ],
        ['a rating above 5', (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', rating: 7 }] }), /^leads\[0\]\.rating must be at most 5$/],
        ['a negative rating', (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', rating: -1 }] }), /^leads\[0\]\.rating must be at least 0$/],
        [
          'a text field over 2000 characters',
          (t) => ({ tableId: t, leads: [{ email: 'ok@example.com', address: 'x'.repeat(2001) }] }),
          /^leads\[0\]\.address must be at most 2000 characters long$/,
        ],
      ];
      for (const [label, body, message] of cases) {
        it(`answers 400 for ${label}`, async () => {
          const reply = await importLeads(body(tableId));
          expect(reply.status, reply.text).to.equal(400);
          expect(reply.body.error).to.match(message);
          expect(await leadCount()).to.equal(0);
        });
      }

      it('answers 400 for 5001 leads', async () => {
        const reply = await batch(Array.from({ length: 5001 }, (_, i) => ({ email: `x${i}@example.com` })));
        expect(reply.status).to.equal(400);
        expect(reply.body.error).to.equal('leads must have from 1 to 5000 items');
        expect(await leadCount()).to.equal(0);
      });

      it('leaves existing leads untouched when a later batch fails', async () => {
        await batch([{ email: 'keep@example.com', firstName: 'Keep' }]);
        const reply = await batch([
          { email: 'keep@example.com', firstName: 'Changed' },
          { email: 'new@example.com', customFields: { custom_missing: 'x' } },
        ]);
        expect(reply.status).to.equal(400);
        const leads = await listLeads(ws.key);
        expect(leads.map((l) => [l.email, l.firstName])).to.deep.equal([['keep@example.com', 'Keep']]);
      });

      it('answers 404 for a table that does not exist', async () => {
        const reply = await batch([{ email: 'ok@example.com' }], 2147483000);
        expect(reply.status).to.equal(404);
        expect(reply.body.error).to.match(/Lead table 2147483000 does not exist/);
      });
    });
  });

  describe('GET /api/v1/leads', () => {
    it('lists the most recently updated first, across tables or for one table', async () => {
      const other = await makeTable(ws.key, 'Other');
      await batch([{ email: 'a@example.com' }]);
      await batch([{ email: 'b@example.com' }], other);
      await batch([{ email: 'c@example.com' }]);
      await batch([{ email: 'a@example.com', role: 'Updated' }]);
      expect((await listLeads(ws.key)).map((l) => l.email)).to.deep.equal(['a@example.com', 'c@example.com', 'b@example.com']);
      expect((await listLeads(ws.key, `?tableId=${tableId}`)).map((l) => l.email)).to.deep.equal(['a@example.com', 'c@example.com']);
      expect((await listLeads(ws.key, `?tableId=${other}`)).map((l) => l.email)).to.deep.equal(['b@example.com']);
    });

    it('returns an empty list for an empty table', async () => {
      const reply = await request('GET', `/api/v1/leads?tableId=${tableId}`, { key: ws.key });
      expect(reply.status).to.equal(200);
      expect(reply.text).to.equal('{"leads":[]}');
      expect(reply.headers.get('content-type')).to.match(/^application\/json/);
    });

    it('streams a large list completely, in order', async () => {
      await batch(Array.from({ length: 2500 }, (_, i) => ({ email: `l${i}@example.com` })));
      const leads = await listLeads(ws.key, `?tableId=${tableId}`);
      expect(leads).to.have.length(2500);
      expect(new Set(leads.map((l) => l.id)).size).to.equal(2500);
      const ids = leads.map((l) => l.id);
      expect(ids).to.deep.equal([...ids].sort((a, b) => b - a)); // same updatedAt: newest id first
    });

    it('returns every connection to the pool: HEAD requests, clients that hang up mid-stream', async () => {
      await batch(Array.from({ length: 3000 }, (_, i) => ({ email: `h${i}@example.com`, address: 'x'.repeat(200) })));
      const { pool } = await testRuntime();
      for (let i = 0; i < 15; i++) {
        expect((await request('HEAD', '/api/v1/leads', { key: ws.key })).status).to.equal(200);
      }
      for (let i = 0; i < 15; i++) {
        const abort = new AbortController();
        const response = await fetch(`${await apiBase()}/api/v1/leads`, {
          headers: { Authorization: `Bearer ${ws.key}` },
          signal: abort.signal,
        });
        await response.body!.getReader().read();
        abort.abort();
      }
      for (let i = 0; i < 100 && pool.idleCount < pool.totalCount; i++) await new Promise((r) => setTimeout(r, 20));
      expect(pool.idleCount, 'connections still checked out').to.equal(pool.totalCount);
      expect(await listLeads(ws.key)).to.have.length(3000);
    });

    it('caps concurrent full-list downloads with a 503 and Retry-After, and frees the place when one ends', async () => {
      await batch(Array.from({ length: 5000 }, (_, i) => ({ email: `g${i}@example.com`, address: 'y'.repeat(1500) })));
      const runtime = await testRuntime();
      const app = await serve({ ...runtime, config: { ...runtime.config, maxListStreams: 1 } });
      const url = `${app.base}/api/v1/leads`;
      const headers = { Authorization: `Bearer ${ws.key}` };
      try {
        // A reader that takes the headers and then stops reading: its stream stalls, holding its place.
        const stalled = await new Promise<http.IncomingMessage>((resolve) => http.get(url, { headers }, resolve));
        stalled.pause();
        const refused = await fetch(url, { headers });
        expect(refused.status).to.equal(503);
        expect(refused.headers.get('retry-after')).to.equal('5');
        expect(((await refused.json()) as { error: string }).error).to.match(/^Too many full lead lists/);
        const paged = await fetch(`${url}?limit=10`, { headers });
        expect(paged.status).to.equal(200);
        stalled.destroy();
        let after = 0;
        for (let i = 0; i < 50 && after !== 200; i++) {
          await new Promise((r) => setTimeout(r, 20));
          const response = await fetch(`${url}?tableId=${tableId}`, { headers });
          after = response.status;
          await response.arrayBuffer();
        }
        expect(after).to.equal(200);
      } finally {
        app.close();
      }
    });

    it('pages with limit and nextCursor through the same order as the full list', async () => {
      for (let i = 0; i < 7; i++) await batch([{ email: `p${i}@example.com` }]);
      const full = (await listLeads(ws.key)).map((l) => l.id);
      const paged: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const reply: { status: number; body: { leads: { id: number }[]; nextCursor: string | null } } = await request(
          'GET',
          `/api/v1/leads?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          { key: ws.key },
        );
        expect(reply.status).to.equal(200);
        paged.push(...reply.body.leads.map((l) => l.id));
        cursor = reply.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).to.equal(3);
      expect(paged).to.deep.equal(full);
    });

    const invalidQueries: [string, RegExp][] = [
      ['?tableId=abc', /^tableId must be a whole number$/],
      ['?tableId=0', /^tableId must be at least 1$/],
      ['?tableId=1&tableId=2', /^tableId is given more than once/],
      ['?limit=0', /^limit must be at least 1$/],
      ['?limit=1001', /^limit must be at most 1000$/],
      ['?cursor=garbage', /^cursor is not valid/],
      ['?sort=name', /^The query string has an unknown property "sort"$/],
    ];
    for (const [query, message] of invalidQueries) {
      it(`answers 400 for ${query}`, async () => {
        const reply = await request('GET', `/api/v1/leads${query}`, { key: ws.key });
        expect(reply.status).to.equal(400);
        expect(reply.body.error).to.match(message);
      });
    }

    it('answers 404 for a table that does not exist', async () => {
      const reply = await request('GET', '/api/v1/leads?tableId=2147483000', { key: ws.key });
      expect(reply.status).to.equal(404);
    });
  });
});
