import { expect } from 'chai';
import { ALLOW_ALL, DISALLOW_ALL, parseRobots } from '../src/research/crawl/robots.js';

/** robots.txt as RFC 9309 reads it, for our product token LeadbaseBot. */
describe('website research: robots.txt', () => {
  const rules = (text: string) => parseRobots(text, 'LeadbaseBot');

  it('a site that shuts out everyone but LeadbaseBot lets us crawl; one that shuts out only others does not stop us', () => {
    const ours = rules('User-agent: *\nDisallow: /\n\nUser-agent: LeadbaseBot/1.0\nAllow: /\n');
    expect(ours.isAllowed('/kontakt')).to.equal(true);
    const others = rules('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin\n');
    expect(others.isAllowed('/kontakt')).to.equal(true);
    expect(others.isAllowed('/admin/users')).to.equal(false);
  });

  it('groups several user-agent lines, and combines groups naming the same agent', () => {
    const r = rules('User-agent: googlebot\nUser-agent: leadbasebot\nDisallow: /a\n\nUser-agent: LeadbaseBot\nDisallow: /b\n\nUser-agent: *\nDisallow: /c\n');
    expect([r.isAllowed('/a'), r.isAllowed('/b'), r.isAllowed('/c')]).to.deep.equal([false, false, true]);
  });

  it('the longest match wins, Allow wins a tie, with * and $ wildcards', () => {
    const r = rules('User-agent: *\nDisallow: /private\nAllow: /private/contact\nDisallow: /*.pdf$\nAllow: /same\nDisallow: /same\n');
    expect(r.isAllowed('/private/files')).to.equal(false);
    expect(r.isAllowed('/private/contact')).to.equal(true);
    expect(r.isAllowed('/docs/price-list.pdf')).to.equal(false);
    expect(r.isAllowed('/docs/price-list.pdf.html')).to.equal(true);
    expect(r.isAllowed('/same')).to.equal(true);
  });

  it('compares percent-encoding in one form, including non-ASCII patterns', () => {
    const r = rules('User-agent: *\nDisallow: /über-uns\nDisallow: /%7ejoe\nDisallow: /a%2fb\n');
    expect(r.isAllowed('/%C3%BCber-uns')).to.equal(false);
    expect(r.isAllowed('/~joe/')).to.equal(false);
    expect(r.isAllowed('/a%2Fb')).to.equal(false);
    expect(r.isAllowed('/a/b')).to.equal(true);
  });

  it('ignores an empty Disallow, comments, a BOM and any line ending; robots.txt itself is always allowed', () => {
    const r = rules('\uFEFFUser-agent: * # everyone\r\nDisallow:\r\nDisallow: /tmp # scratch\rCrawl-delay: 2.5\n');
    expect(r.isAllowed('/')).to.equal(true);
    expect(r.isAllowed('/tmp/x')).to.equal(false);
    expect(r.crawlDelaySeconds).to.equal(2.5);
    expect(rules('User-agent: *\nDisallow: /').isAllowed('/robots.txt')).to.equal(true);
  });

  it('takes the Crawl-delay of the group that applies to us, and sitemaps from anywhere', () => {
    const r = rules('Sitemap: https://firma.test/sitemap.xml\nUser-agent: *\nCrawl-delay: 10\n\nUser-agent: LeadbaseBot\nCrawl-delay: 1\nSitemap: https://firma.test/news.xml\nSitemap: /relative.xml\n');
    expect(r.crawlDelaySeconds).to.equal(1);
    expect(r.sitemaps).to.deep.equal(['https://firma.test/sitemap.xml', 'https://firma.test/news.xml']);
    expect(rules('User-agent: *\nCrawl-delay: soon\n').crawlDelaySeconds).to.equal(null);
  });

  it('4xx means everything is allowed, 5xx or no answer means nothing is', () => {
    expect(ALLOW_ALL.isAllowed('/anything')).to.equal(true);
    expect(DISALLOW_ALL.isAllowed('/')).to.equal(false);
  });
});
