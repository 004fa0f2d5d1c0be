import { expect } from 'chai';
import { companiesHouse, compareNames, RegistryUpstreamError } from '../../src/discovery/registry/companies-house.js';
import { CH_KEY, startCompaniesHousePeer, type CompaniesHousePeer } from '../support/companies-house-peer.js';

describe('discovery: Companies House lookups', function () {
  this.timeout(15_000);
  let peer: CompaniesHousePeer;
  before(async () => {
    peer = await startCompaniesHousePeer();
  });
  after(() => peer.close());
  const client = (apiKey = CH_KEY) => companiesHouse({ apiKey, baseUrl: peer.url, timeoutMs: 5_000 });

  it('returns the registered facts and the current officers of a number', async () => {
    expect(await client().lookup('08123456')).to.deep.equal({
      found: true,
      company: {
        registeredName: 'SMILE DENTAL LTD',
        number: '08123456',
        status: 'active',
        incorporatedOn: '2012-07-02',
        registeredOffice: '12 Upper Street, London, N1 0PQ, England',
        sicCodes: ['86230'],
        officers: [
          { name: 'JONES, Sarah', role: 'director', appointedOn: '2012-07-02' },
          { name: 'PATEL, David', role: 'director', appointedOn: '2015-01-10' },
        ],
      },
    });
  });

  it('says plainly when the number is not registered', async () => {
    expect(await client().lookup('09999999')).to.deep.equal({ found: false, reason: 'Companies House has no company 09999999' });
  });

  it('waits out a 429 Retry-After once, then carries on', async () => {
    peer.limitNext(1);
    const started = Date.now();
    const result = await client().lookup('08123456');
    expect(result.found).to.equal(true);
    expect(Date.now() - started).to.be.at.least(950);
  });

  it('reports a refused key as an upstream failure naming the setting', async () => {
    let error: unknown;
    await client('wrong')
      .lookup('08123456')
      .catch((err) => (error = err));
    expect(error).to.be.instanceOf(RegistryUpstreamError);
    expect((error as Error).message).to.equal('Companies House answered HTTP 401 (check COMPANIES_HOUSE_API_KEY)');
  });

  it('compares the displayed and registered names as evidence', () => {
    expect(compareNames('Smile Dental', 'SMILE DENTAL LTD')).to.equal('same');
    expect(compareNames('Smile Dental London', 'SMILE DENTAL LTD')).to.equal('similar');
    expect(compareNames('Harper & Lowe Accountants', 'HARPER AND LOWE LIMITED')).to.equal('similar');
    expect(compareNames('Bloom Interiors', 'NORTHGATE PRINTING LTD')).to.equal('different');
  });
});
