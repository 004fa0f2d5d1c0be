import { expect } from 'chai';
import { STANDARD_FIELDS } from '../src/lib/lead-fields.js';
import { makeTable, makeWorkspace, request, type TestWorkspace } from './helpers.js';

const STANDARD_IDS = STANDARD_FIELDS.map((f) => f.id);

describe('tables', () => {
  let ws: TestWorkspace;
  beforeEach(async () => {
    ws = await makeWorkspace();
  });

  const patch = (tableId: number | string, body: unknown, key = ws.key) => request('PATCH', `/api/v1/tables/${tableId}`, { key, json: body });

  describe('POST /api/v1/tables', () => {
    it('creates a table with every standard field shown, trimming the name', async () => {
      const reply = await request('POST', '/api/v1/tables', { key: ws.key, json: { name: '  Dentists in Belgrade ' } });
      expect(reply.status).to.equal(201);
      const { table } = reply.body;
      expect(table).to.include({ name: 'Dentists in Belgrade', leadCount: 0 });
      expect(table.id).to.be.a('number').greaterThan(0);
      expect(table.fields.map((f: { id: string }) => f.id)).to.deep.equal(STANDARD_IDS);
      expect(table.fields.every((f: { hidden: boolean; label: string }) => f.hidden === false && f.label)).to.equal(true);
      expect(Date.parse(table.createdAt)).to.be.closeTo(Date.now(), 60_000);
      expect(table.updatedAt).to.be.a('string');
    });

    it('accepts a name of exactly 80 characters', async () => {
      const reply = await request('POST', '/api/v1/tables', { key: ws.key, json: { name: 'n'.repeat(80) } });
      expect(reply.status).to.equal(201);
    });

    const invalid: [string, unknown, RegExp][] = [
      ['a missing name', {}, /name is required/],
      ['an empty name', { name: '' }, /name must not be empty/],
      ['a blank name', { name: '   ' }, /name must not be empty/],
      ['a name over 80 characters', { name: 'n'.repeat(81) }, /name must be at most 80 characters/],
      ['a name that is not a string', { name: 42 }, /name must be a string/],
      ['an unknown property', { name: 'A', color: 'red' }, /unknown property "color"/],
      ['a body that is not an object', ['A'], /must be a JSON object/],
    ];
    for (const [label, body, message] of invalid) {
      it(`answers 400 for ${label}`, async () => {
        const reply = await request('POST', '/api/v1/tables', { key: ws.key, json: body });
        expect(reply.status).to.equal(400);
        expect(reply.body.error).to.match(message);
      });
    }

    it('answers 400 when there is no body at all', async () => {
      const reply = await request('POST', '/api/v1/tables', { key: ws.key });
      expect(reply.status).to.equal(400);
      expect(reply.body.error).to.equal('The request body must be a JSON object');
    });
  });

  describe('GET /api/v1/tables', () => {
    it("lists the workspace's tables with lead counts and fields, oldest first", async () => {
      const a = await makeTable(ws.key, 'A');
      const b = await makeTable(ws.key, 'B');
      await request('POST', '/api/v1/leads', { key: ws.key, json: { tableId: b, leads: [{ email: 'x@b.example' }, { email: 'y@b.example' }] } });
      const reply = await request('GET', '/api/v1/tables', { key: ws.key });
      expect(reply.status).to.equal(200);
      expect(reply.body.tables.map((t: { id: number; name: string; leadCount: number }) => [t.id, t.name, t.leadCount])).to.deep.equal([
        [a, 'A', 0],
        [b, 'B', 2],
      ]);
      expect(reply.body.tables[0].fields).to.have.length(STANDARD_IDS.length);
    });
  });

  describe('PATCH /api/v1/tables/{id}', () => {
    let tableId: number;
    beforeEach(async () => {
      tableId = await makeTable(ws.key, 'Prospects');
    });

    it('hides and relabels standard fields and returns the whole table', async () => {
      const reply = await patch(tableId, {
        fields: [
          { id: 'phone', hidden: true },
          { id: 'company', label: 'Firma' },
        ],
      });
      expect(reply.status).to.equal(200);
      const { table } = reply.body;
      expect(table).to.include({ id: tableId, name: 'Prospects', leadCount: 0 });
      expect(table.fields.find((f: { id: string }) => f.id === 'phone')).to.deep.equal({ id: 'phone', label: 'Phone', hidden: true });
      expect(table.fields.find((f: { id: string }) => f.id === 'company')).to.deep.equal({ id: 'company', label: 'Firma', hidden: false });
      // Persisted: a fresh read shows the same.
      const listed = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables[0];
      expect(listed.fields).to.deep.equal(table.fields);
      // Showing it again leaves the label alone.
      const shown = await patch(tableId, { fields: [{ id: 'phone', hidden: false }] });
      expect(shown.body.table.fields.find((f: { id: string }) => f.id === 'phone')).to.deep.equal({ id: 'phone', label: 'Phone', hidden: false });
    });

    it('adds custom fields with stable, unique custom_ ids made from the label', async () => {
      const reply = await patch(tableId, {
        fields: [{ label: 'Budget (€)' }, { label: 'budget' }, { label: 'Đorđe Čačak', hidden: true }, { label: 'Име фирме' }, { label: '!!!' }],
      });
      expect(reply.status).to.equal(200);
      const custom = reply.body.table.fields.slice(STANDARD_IDS.length);
      expect(custom).to.deep.equal([
        { id: 'custom_budget', label: 'Budget (€)', hidden: false },
        { id: 'custom_budget_2', label: 'budget', hidden: false },
        { id: 'custom_djordje_cacak', label: 'Đorđe Čačak', hidden: true },
        { id: 'custom_ime_firme', label: 'Име фирме', hidden: false },
        { id: 'custom_field', label: '!!!', hidden: false },
      ]);

      // Renaming keeps the id; a new field with the old label gets a fresh id.
      const renamed = await patch(tableId, { fields: [{ id: 'custom_budget', label: 'Annual budget' }, { label: 'Budget' }] });
      const after = renamed.body.table.fields.slice(STANDARD_IDS.length);
      expect(after[0]).to.deep.equal({ id: 'custom_budget', label: 'Annual budget', hidden: false });
      expect(after.at(-1)).to.deep.equal({ id: 'custom_budget_3', label: 'Budget', hidden: false });
    });

    it('gives concurrent additions of the same label different ids', async () => {
      const replies = await Promise.all([1, 2, 3, 4].map(() => patch(tableId, { fields: [{ label: 'Score' }] })));
      expect(replies.map((r) => r.status)).to.deep.equal([200, 200, 200, 200]);
      const table = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables[0];
      expect(table.fields.slice(STANDARD_IDS.length).map((f: { id: string }) => f.id)).to.have.members(['custom_score', 'custom_score_2', 'custom_score_3', 'custom_score_4']);
    });

    it('changes nothing when one entry of the request is invalid', async () => {
      const reply = await patch(tableId, { fields: [{ label: 'Good' }, { id: 'nonsense', hidden: true }] });
      expect(reply.status).to.equal(400);
      expect(reply.body.error).to.match(/^fields\[1\]\.id "nonsense" is not a field id; standard fields are email, firstName/);
      const table = (await request('GET', '/api/v1/tables', { key: ws.key })).body.tables[0];
      expect(table.fields).to.have.length(STANDARD_IDS.length);
    });

    const invalid: [string, unknown, RegExp][] = [
      ['a missing fields array', {}, /fields is required/],
      ['fields that is not an array', { fields: { label: 'x' } }, /fields must be an array/],
      [
        'an unknown custom id',
        { fields: [{ id: 'custom_nope', label: 'x' }] },
        /fields\[0\]\.id "custom_nope" is not a custom field of table \d+; leave out id to add a new custom field/,
      ],
      ['a new field without a label', { fields: [{ hidden: true }] }, /fields\[0\] has no id, so it adds a custom field and needs a label/],
      ['a blank label', { fields: [{ id: 'email', label: '  ' }] }, /fields\[0\]\.label must not be empty/],
      ['a label over 80 characters', { fields: [{ label: 'x'.repeat(81) }] }, /fields\[0\]\.label must be at most 80 characters/],
      ['hidden that is not a boolean', { fields: [{ id: 'email', hidden: 'yes' }] }, /fields\[0\]\.hidden must be a boolean/],
      ['an unknown entry property', { fields: [{ id: 'email', width: 3 }] }, /fields\[0\] has an unknown property "width"/],
    ];
    for (const [label, body, message] of invalid) {
      it(`answers 400 for ${label}`, async () => {
        const reply = await patch(tableId, body);
        expect(reply.status).to.equal(400);
        expect(reply.body.error).to.match(message);
      });
    }

    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      it(`answers 400 for the table id "${id}"`, async () => {
        const reply = await patch(id, { fields: [] });
        expect(reply.status).to.equal(400);
        expect(reply.body.error).to.match(/^The table id|^id must/);
      });
    }

    it('answers 404 for a table that does not exist', async () => {
      const reply = await patch(2147483000, { fields: [] });
      expect(reply.status).to.equal(404);
      expect(reply.body.error).to.match(/Lead table 2147483000 does not exist in this workspace/);
    });
  });
});
