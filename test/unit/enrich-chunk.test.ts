import { expect } from 'chai';
import { enrichLeads } from '../../src/enrichment/enrich-chunk.js';
import type { ChunkLead } from '../../src/db/repositories/enrichment-chunks.repository.js';
import type { SiteResearch } from '../../src/research/crawl/crawl-site.js';
import { VerifyUpstreamError, type VerifyResult } from '../../src/verification/verify-emails.js';

/**
 * A chunk that stepped aside while other chunks read its websites comes back with the verdicts it had: what it
 * does with them when the leads changed meanwhile, or when nothing could be verified.
 */
describe('a chunk that stepped aside (enrichLeads with known verdicts)', () => {
  const options = { verify: true, research: true, checkedAfter: new Date(0).toISOString(), jobId: 'run-1' };
  const lead = (id: number, email: string, website: string | null = null): ChunkLead => ({ id, email, website, verification: null, researchCheckedAt: null });
  const verdict = (email: string): VerifyResult =>
    ({ email, normalized: email, status: 'deliverable', reason: 'accepted', mx: [], smtp: null, catchAll: false, checkedAt: new Date().toISOString() }) as unknown as VerifyResult;
  const site = { status: 'ok', findings: {} } as unknown as SiteResearch;

  it("asks again for a lead whose address was edited while it waited, and keeps the others' verdicts", async () => {
    const asked: string[][] = [];
    const tools = { verify: async (emails: string[]) => (asked.push(emails), emails.map(verdict)), research: async () => site };
    const known = { 1: verdict('anna@acme.test'), 2: verdict('old@acme.test') };
    const outcome = await enrichLeads([lead(1, 'anna@acme.test'), lead(2, 'new@acme.test')], options, 1, tools, known);
    expect(asked).to.deep.equal([['new@acme.test']]);
    expect('writes' in outcome && outcome.writes.map((w) => w.id)).to.deep.equal([1, 2]);
  });

  it('does not ask again, at every look, when nothing could be verified', async () => {
    let asks = 0;
    let read = false;
    const tools = {
      verify: async () => {
        asks++;
        throw new VerifyUpstreamError('the resolver is down');
      },
      // The website is being read by another chunk the first time, read the second.
      research: async () => (read ? site : ((read = true), null)),
    };
    const first = await enrichLeads([lead(1, 'anna@acme.test', 'https://acme.test/')], options, 1, tools);
    expect(first).to.deep.include({ waiting: {}, verifyFailed: true });
    const second = await enrichLeads([lead(1, 'anna@acme.test', 'https://acme.test/')], options, 1, tools, {}, true);
    expect(asks).to.equal(1);
    expect('counts' in second && second.counts).to.deep.include({ verified: 0, researched: 1, failed: 1 });
  });
});
