import { expect } from 'chai';
import { registrableDomain } from '../src/lib/web-address.js';
import { findEmails, type FindResult } from '../src/finding/find-emails.js';
import { createAddressPolicy } from '../src/outbound/address-policy.js';
import { parseName } from '../src/finding/names.js';
import { startWorkers } from '../workers/index.js';
import { makeWorkspace, request, serve, testRuntime, type TestWorkspace } from './helpers.js';
import { finderDeps, runFindCorpus, startFindPeers, type FindPeers, type LabelledPerson } from './support/find-corpus.js';
import { corpusResearchConfig } from './support/research-corpus.js';

describe('email finding: names and domains', () => {
  const parts = (raw: string) => {
    const name = parseName(raw)!;
    return [name.first, name.last];
  };

  it('spells Serbian names the way Serbian addresses do, from Latin and Cyrillic alike', () => {
    expect(parts('Đorđe Petrović')).to.deep.equal([['djordje', 'dorde'], ['petrovic']]);
    expect(parts('Ђорђе Петровић')).to.deep.equal([['djordje', 'dorde'], ['petrovic']]);
    expect(parts('Željko Šarić')).to.deep.equal([['zeljko'], ['saric']]);
    expect(parts('Љубица Њежић')).to.deep.equal([['ljubica'], ['njezic']]);
    expect(parts('Џенана Ћосић')).to.deep.equal([['dzenana'], ['cosic']]);
  });

  it('gives German umlauts both customary spellings, customary first', () => {
    expect(parts('Jürgen Müller')).to.deep.equal([
      ['juergen', 'jurgen'],
      ['mueller', 'muller'],
    ]);
    expect(parts('Sabine Groß')).to.deep.equal([['sabine'], ['gross']]);
  });

  it('drops titles and suffixes, joins multi-part surnames, keeps middle names aside', () => {
    expect(parts('Prof. Dr. Klaus Weber')).to.deep.equal([['klaus'], ['weber']]);
    expect(parts('dr Jelena Savić')).to.deep.equal([['jelena'], ['savic']]);
    expect(parts('Jane Doe, PhD')).to.deep.equal([['jane'], ['doe']]);
    expect(parts('Jan van der Berg')).to.deep.equal([['jan'], ['vanderberg']]);
    expect(parseName('Ana Marija Ilić')!.middle).to.deep.equal(['marija']);
    expect(parseName('Madonna')).to.equal(null);
  });

  it('normalises a website or domain to the registrable domain (public suffix list)', () => {
    expect(registrableDomain('https://www.smile.co.uk/team')).to.equal('smile.co.uk');
    expect(registrableDomain('shop.firma.rs')).to.equal('firma.rs');
    expect(registrableDomain('http://www.petrovic-consulting.test:8080/tim')).to.equal('petrovic-consulting.test');
    expect(registrableDomain('192.168.1.1')).to.equal(null);
    expect(registrableDomain('not a domain')).to.equal(null);
  });
});

/** The labelled set of test/fixtures/find/companies.json, through the finder against fixture sites and SMTP peers. */
describe('email finding: the labelled set', function () {
  this.timeout(60_000);
  let peers: FindPeers;
  let rows: (LabelledPerson & { result: FindResult })[];

  before(async () => {
    peers = await startFindPeers();
    const { labelled, results } = await runFindCorpus(peers);
    rows = labelled.map((l, i) => ({ ...l, result: results[i] }));
  });
  after(() => peers.close());

  it('holds at least 40 people', () => expect(rows.length).to.be.at.least(40));

  it('returns exactly the right address, by the expected method, or null with the expected reason', () => {
    const wrong = rows
      .filter(({ person, result }) => result.email !== person.expected || (result.email ? result.method !== person.method : result.reason !== person.reason))
      .map(({ person, company, result }) => `${person.personName} @ ${company.domain}: ${result.email} ${result.method ?? result.reason}`);
    expect(wrong).to.deep.equal([]);
  });

  it('backs every address with evidence, and states a confidence that fits its method', () => {
    for (const { result } of rows.filter((r) => r.result.email)) {
      expect(result.evidence, result.input.personName).to.not.be.empty;
      const expectedRange = { published: [85, 95], pattern: [50, 90], smtp: [75, 75] }[result.method!];
      expect(result.confidence).to.be.within(expectedRange[0], expectedRange[1]);
      if (result.method === 'published') expect(result.evidence[0].snippet).to.include(result.email!.split('@')[0]);
      if (result.method === 'smtp' || result.smtpConfirmed) expect(result.evidence.at(-1)!.snippet).to.match(/^RCPT TO:<.+> → 250/);
    }
    for (const { result } of rows.filter((r) => !r.result.email)) {
      expect(result.confidence).to.equal(0);
      expect(result.reason).to.be.a('string');
    }
  });

  it('never returns a generic address as a person’s, even where it is the only one published', () => {
    expect(rows.map((r) => r.result.email).filter((e) => e && /^(info|kanzlei|reception|office)@/.test(e))).to.deep.equal([]);
    const mueller = rows.filter((r) => r.company.domain === 'mueller-bau.test' && !r.person.knownCompanyEmail);
    expect(mueller.map((r) => [r.result.email, r.result.reason, r.result.catchAll])).to.deep.equal(mueller.map(() => [null, 'catch_all_unconfirmed', true]));
  });

  it('learns the pattern from a personal address the site publishes and confirms it by SMTP', () => {
    const djordje = rows.find((r) => r.person.personName === 'Ђорђе Јовановић')!.result;
    expect(djordje).to.include({ email: 'djordje.jovanovic@petrovic-consulting.test', method: 'pattern', pattern: '{first}.{last}', smtpConfirmed: true, confidence: 90 });
    expect(djordje.evidence.map((e) => e.type)).to.deep.equal(['site_person', 'site_person', 'pattern', 'smtp']);
    expect(djordje.mx).to.deep.equal({ status: 'ok', hosts: ['mx.ok.test'] });
  });

  it('researches each company’s website once per request, however many people work there', () => {
    const requests = peers.sites.requests();
    for (const slug of ['petrovic-consulting', 'weber-partner', 'mueller-bau', 'london-legal']) {
      expect(requests.get(slug), slug).to.be.within(2, 12); // one crawl: robots, homepage, sitemap and a few pages
    }
  });

  it('never probes a mail host on an internal address: mx_not_public, and no SMTP session is opened', async () => {
    const { deps, close } = finderDeps(peers);
    try {
      const before = peers.peers.sessions();
      const production = { ...deps, verify: { ...deps.verify, addressPolicy: createAddressPolicy([]) } };
      const [onLoopback, onPrivate] = await findEmails(
        [
          { personName: 'Jane Doe', domain: 'ok.test' },
          { personName: 'Jane Doe', domain: 'internal.test' },
        ],
        production,
      );
      for (const result of [onLoopback, onPrivate]) expect(result).to.include({ email: null, reason: 'mx_not_public' });
      expect(peers.peers.sessions()).to.equal(before);
    } finally {
      await close();
    }
  });
});

/** POST /api/v1/email/find end to end: API → queue → worker → website research and SMTP peers on loopback. */
describe('POST /api/v1/email/find with workers', function () {
  this.timeout(60_000);
  let peers: FindPeers;
  let stopWorkers: () => Promise<void>;
  let ws: TestWorkspace;

  before(async () => {
    peers = await startFindPeers();
    const runtime = await testRuntime();
    stopWorkers = await startWorkers({
      ...runtime,
      config: {
        ...runtime.config,
        workerQueues: ['email-find'],
        verify: { ...runtime.config.verify, dnsServers: [peers.peers.dnsServer], smtpPort: peers.peers.smtpPort, allowCidrs: ['127.0.0.0/8'] },
        research: corpusResearchConfig(peers.sites.dnsServer, { chromiumPath: null }),
      },
    });
  });
  beforeEach(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    await stopWorkers();
    await peers.close();
  });

  const find = (json: unknown) => request('POST', '/api/v1/email/find', { key: ws.key, json });
  const used = async () => (await request('GET', '/api/v1/credits', { key: ws.key })).body.used as number;

  it('finds one person from a website, with the input echoed, evidence, MX and SMTP facts', async () => {
    const website = `${peers.sites.startUrl('petrovic-consulting')}tim`;
    const reply = await find({ personName: 'Marko Ilić', website });
    expect(reply.status, reply.text).to.equal(200);
    const [result] = reply.body.results;
    expect(result).to.include({ email: 'marko.ilic@petrovic-consulting.test', method: 'pattern', confidence: 90, smtpConfirmed: true, catchAll: false, reason: null });
    expect(result.input).to.deep.equal({ personName: 'Marko Ilić', domain: 'petrovic-consulting.test', website: peers.sites.startUrl('petrovic-consulting') });
    expect(result.smtp).to.deep.include({ address: 'marko.ilic@petrovic-consulting.test', status: 'deliverable', reason: 'accepted' });
    expect(reply.headers.get('x-credits-remaining')).to.equal('999');
  });

  it('takes a list, charging one credit per person and refunding those without an address', async () => {
    const reply = await find({
      people: [
        { personName: 'Sarah Jones', domain: 'greenway-ltd.test' },
        { personName: 'Liam Nobody', domain: 'https://www.greenway-ltd.test/about' },
        { personName: 'John Doe', domain: 'nomail.test' },
      ],
    });
    expect(reply.status, reply.text).to.equal(200);
    expect(reply.body.results.map((r: FindResult) => [r.input.domain, r.email, r.method, r.reason])).to.deep.equal([
      ['greenway-ltd.test', 'sarah.jones@greenway-ltd.test', 'smtp', null],
      ['greenway-ltd.test', null, null, 'no_evidence'],
      ['nomail.test', null, null, 'no_mx'],
    ]);
    expect(await used()).to.equal(1);
  });

  it('returns no address the workspace suppressed: reason suppressed, nothing showing it, refunded', async () => {
    const erased = await request('POST', '/api/v1/privacy/erase', { key: ws.key, json: { email: 'sarah.jones@greenway-ltd.test', suppress: true } });
    expect(erased.status, erased.text).to.equal(200);
    const reply = await find({ personName: 'Sarah Jones', domain: 'greenway-ltd.test' });
    expect(reply.status, reply.text).to.equal(200);
    expect(reply.body.results[0]).to.include({ email: null, method: null, confidence: 0, reason: 'suppressed', pattern: null, smtpConfirmed: false, smtp: null });
    expect(reply.body.results[0].evidence).to.deep.equal([]);
    expect(reply.text).to.not.include('sarah.jones@');
    expect(await used()).to.equal(0);
  });

  it('answers 400 naming what is missing, and which item', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^Give personName with website or domain, or people/],
      [{ personName: 'Ana Petrović' }, /^give website or domain$/],
      [{ domain: 'firma.rs' }, /^give personName/],
      [
        { people: [{ personName: 'Ana', domain: 'firma.rs' }, { personName: 'Jane Doe', domain: 'x.rs' }, { personName: 'Bob Roe', domain: 'y.rs' }, { personName: 'Eve Poe' }] },
        /^people\[3\]: give website or domain$/,
      ],
      [{ people: [{ personName: 'Ana Petrović', domain: 'not a domain' }] }, /^people\[0\]: "not a domain" is not a website or domain/],
      [{ personName: 'Ana Petrović', domain: 'firma.rs', people: [] }, /people/],
      [{ people: Array.from({ length: 51 }, () => ({ personName: 'Ana Petrović', domain: 'firma.rs' })) }, /people/],
      [{ personName: 'Ana Petrović', domain: 'firma.rs', knownCompanyEmail: 'not-an-address' }, /knownCompanyEmail/],
    ];
    for (const [body, message] of cases) {
      const reply = await find(body);
      expect(reply.status, JSON.stringify(body)).to.equal(400);
      expect(reply.body.error, JSON.stringify(body)).to.match(message);
    }
    expect(await used()).to.equal(0);
  });

  it('answers 402 when the month’s credits cannot cover every person', async () => {
    await (await testRuntime()).pool.query('update workspace set monthly_credits = 1 where id = $1', [ws.workspaceId]);
    const reply = await find({
      people: [
        { personName: 'Sarah Jones', domain: 'greenway-ltd.test' },
        { personName: 'David Patel', domain: 'greenway-ltd.test' },
      ],
    });
    expect(reply.status).to.equal(402);
    expect(reply.body.error).to.be.a('string');
  });

  it('answers 502 and refunds when no mail DNS could be read at all', async () => {
    const reply = await find({ personName: 'Ana Petrović', domain: 'servfail.test' });
    expect(reply.status, reply.text).to.equal(502);
    expect(reply.body.error).to.match(/^Email finding failed upstream/);
    expect(await used()).to.equal(0);
  });

  it('answers 503 naming the settings when finding is not configured', async () => {
    const runtime = await testRuntime();
    const unconfigured = await serve({ ...runtime, config: { ...runtime.config, verify: { ...runtime.config.verify, mailFrom: null, heloHost: null } } });
    try {
      const response = await fetch(`${unconfigured.base}/api/v1/email/find`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ personName: 'Ana Petrović', domain: 'firma.rs' }),
      });
      expect(response.status).to.equal(503);
      expect(((await response.json()) as { error: string }).error).to.match(
        /^Email finding is not configured on this server; the operator must set VERIFY_MAIL_FROM and VERIFY_HELO_HOST/,
      );
    } finally {
      unconfigured.close();
    }
  });
});
