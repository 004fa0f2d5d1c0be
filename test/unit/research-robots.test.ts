import { expect } from 'chai';
import { ALLOW_ALL, DISALLOW_ALL, parseRobots } from '../../src/research/crawl/robots.js';

/** robots.txt as RFC 9309 reads it, for our product token LeadbaseBot. */
describe('website research: robots.txt', () => {
  const rules = (text: string) => parseRobots(text, 'LeadbaseBot');

  describe('which group applies to us', () => {
    it('a site that disallows everything for * but allows LeadbaseBot lets us crawl', () => {
      const r = rules('User-agent: *\nDisallow: /\n\nUser-agent: LeadbaseBot/1.0\nAllow: /\n');
      expect(r.isAllowed('/kontakt')).to.equal(true);
    });

    it('a site that shuts out only LeadbaseBot stops us even though * may crawl', () => {
      const r = rules('User-agent: *\nAllow: /\n\nUser-agent: leadbasebot\nDisallow: /\n');
      expect(r.isAllowed('/kontakt')).to.equal(false);
    });

    it('without a LeadbaseBot group we follow the * group, not rules written for other bots', () => {
      const r = rules('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin\n');
      expect(r.isAllowed('/kontakt')).to.equal(true);
      expect(r.isAllowed('/admin/users')).to.equal(false);
    });

    it('a file with no group for us or * allows everything', () => {
      expect(rules('User-agent: Googlebot\nDisallow: /\n').isAllowed('/impressum')).to.equal(true);
      expect(rules('').isAllowed('/impressum')).to.equal(true);
    });

    it('several User-agent lines share one group, even with an unknown line among them', () => {
      const r = rules('User-agent: Googlebot\nUser-agent: LeadbaseBot\nX-Note: hi\nUser-agent: Bingbot\nDisallow: /shop\n\nUser-agent: *\nDisallow: /\n');
      expect(r.isAllowed('/shop/cart')).to.equal(false);
      expect(r.isAllowed('/team')).to.equal(true);
    });

    it('a User-agent line after rules starts a new group, whose rules are not ours', () => {
      const r = rules('User-agent: LeadbaseBot\nDisallow: /a\nUser-agent: Googlebot\nDisallow: /b\n');
      expect(r.isAllowed('/a')).to.equal(false);
      expect(r.isAllowed('/b')).to.equal(true);
    });

    it('combines every group naming LeadbaseBot, and ignores * once one does', () => {
      const r = rules('User-agent: leadbasebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /c\n\nUSER-AGENT: LeadBaseBot\nDisallow: /b\n');
      expect([r.isAllowed('/a'), r.isAllowed('/b'), r.isAllowed('/c')]).to.deep.equal([false, false, true]);
    });

    it('combines several * groups when none names us', () => {
      const r = rules('User-agent: *\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /b\n');
      expect([r.isAllowed('/a'), r.isAllowed('/b'), r.isAllowed('/c')]).to.deep.equal([false, false, true]);
    });

    it('accepts our full user-agent string as the token', () => {
      const r = parseRobots('User-agent: LeadbaseBot\nDisallow: /\n', 'LeadbaseBot/1.0 (+https://leadbase.test/bot)');
      expect(r.isAllowed('/x')).to.equal(false);
    });
  });

  describe('which rule wins', () => {
    it('the longest matching pattern wins, so an Allow can open a page inside a disallowed folder', () => {
      const r = rules('User-agent: *\nDisallow: /private\nAllow: /private/contact\nDisallow: /private/contact/form\n');
      expect(r.isAllowed('/private/files')).to.equal(false);
      expect(r.isAllowed('/private/contact')).to.equal(true);
      expect(r.isAllowed('/private/contact/form')).to.equal(false);
    });

    it('Allow wins a tie of equal length, whatever the order', () => {
      expect(rules('User-agent: *\nDisallow: /same\nAllow: /same\n').isAllowed('/same')).to.equal(true);
      expect(rules('User-agent: *\nAllow: /same\nDisallow: /same\n').isAllowed('/same')).to.equal(true);
    });

    it('an empty Disallow disallows nothing', () => {
      const r = rules('User-agent: *\nDisallow:\n');
      expect(r.isAllowed('/')).to.equal(true);
      expect(r.isAllowed('/anything?q=1')).to.equal(true);
    });

    it('patterns match from the start of the path, including the query', () => {
      const r = rules('User-agent: *\nDisallow: /search?\nDisallow: /admin\n');
      expect(r.isAllowed('/search?q=leads')).to.equal(false);
      expect(r.isAllowed('/search')).to.equal(true);
      expect(r.isAllowed('/de/admin')).to.equal(true);
    });

    it('* matches any run of characters and a trailing $ anchors to the end', () => {
      const r = rules('User-agent: *\nDisallow: /*.pdf$\nDisallow: /*/print\nDisallow: /exact$\n');
      expect(r.isAllowed('/docs/price-list.pdf')).to.equal(false);
      expect(r.isAllowed('/docs/price-list.pdf.html')).to.equal(true);
      expect(r.isAllowed('/docs/price-list.pdf?dl=1')).to.equal(true);
      expect(r.isAllowed('/news/2024/print')).to.equal(false);
      expect(r.isAllowed('/exact')).to.equal(false);
      expect(r.isAllowed('/exact/more')).to.equal(true);
    });

    it('a $ that is not at the end is an ordinary character', () => {
      const r = rules('User-agent: *\nDisallow: /a$b\n');
      expect(r.isAllowed('/a$b/c')).to.equal(false);
      expect(r.isAllowed('/a')).to.equal(true);
    });

    it('a hostile pattern full of stars answers quickly', () => {
      const r = rules(`User-agent: *\nDisallow: /${'*a'.repeat(40)}b$\n`);
      const started = Date.now();
      expect(r.isAllowed(`/${'a'.repeat(2000)}`)).to.equal(true);
      expect(Date.now() - started).to.be.below(500);
    });
  });

  describe('percent-encoding', () => {
    it('a pattern written with raw non-ASCII matches the encoded path, and the other way round', () => {
      expect(rules('User-agent: *\nDisallow: /über-uns\n').isAllowed('/%C3%BCber-uns')).to.equal(false);
      expect(rules('User-agent: *\nDisallow: /%c3%bcber-uns\n').isAllowed('/%C3%BCber-uns/team')).to.equal(false);
    });

    it('escaped unreserved characters equal the plain ones; reserved ones stay distinct', () => {
      const r = rules('User-agent: *\nDisallow: /%7ejoe\nDisallow: /a%2fb\n');
      expect(r.isAllowed('/~joe/')).to.equal(false);
      expect(r.isAllowed('/a%2Fb')).to.equal(false);
      expect(r.isAllowed('/a/b')).to.equal(true);
    });

    it('a broken character from a file cut short does not crash the parser', () => {
      expect(rules('User-agent: *\nDisallow: /a\uD800').isAllowed('/b')).to.equal(true);
    });
  });

  describe('Crawl-delay', () => {
    it('uses the delay from our own group, not the stricter * one', () => {
      const r = rules('User-agent: *\nCrawl-delay: 10\n\nUser-agent: LeadbaseBot\nCrawl-delay: 1.5\nDisallow: /x\n');
      expect(r.crawlDelaySeconds).to.equal(1.5);
    });

    it('falls back to the * group delay when we have no group', () => {
      expect(rules('User-agent: Googlebot\nCrawl-delay: 30\n\nUser-agent: *\nCrawl-delay: 5\n').crawlDelaySeconds).to.equal(5);
    });

    it('takes the largest delay across our groups', () => {
      expect(rules('User-agent: LeadbaseBot\nCrawl-delay: 2\n\nUser-agent: LeadbaseBot\ncrawl-delay: 7\n').crawlDelaySeconds).to.equal(7);
    });

    it('is null when absent or unusable, so we do not wait forever on nonsense', () => {
      expect(rules('User-agent: *\nDisallow: /a\n').crawlDelaySeconds).to.equal(null);
      for (const bad of ['soon', '-1', '0x10', 'Infinity', '1e9', '']) {
        expect(rules(`User-agent: *\nCrawl-delay: ${bad}\n`).crawlDelaySeconds, bad).to.equal(null);
      }
    });

    it('does not end a run of User-agent lines early', () => {
      const r = rules('User-agent: LeadbaseBot\nCrawl-delay: 3\nDisallow: /a\n');
      expect(r.crawlDelaySeconds).to.equal(3);
      expect(r.isAllowed('/a')).to.equal(false);
    });
  });

  it('collects absolute sitemap URLs from anywhere in the file, once each, in order', () => {
    const r = rules(
      'Sitemap: https://firma.test/sitemap.xml\nUser-agent: Googlebot\nSitemap: https://firma.test/news.xml\nDisallow: /\n' +
        'Sitemap: /relative.xml\nSitemap: ftp://firma.test/s.xml\nsitemap:  https://firma.test/sitemap.xml  \n',
    );
    expect(r.sitemaps).to.deep.equal(['https://firma.test/sitemap.xml', 'https://firma.test/news.xml']);
  });

  it('a Sitemap line between User-agent lines does not split the group', () => {
    const r = rules('User-agent: Googlebot\nSitemap: https://firma.test/s.xml\nUser-agent: LeadbaseBot\nDisallow: /private\n');
    expect(r.isAllowed('/private')).to.equal(false);
  });

  it('reads files with comments, a BOM, odd key casing and any line ending', () => {
    const r = rules('\uFEFFuser-agent: * # everyone\r\nDISALLOW: /tmp # scratch\rDisallow: /old\rDisallow /nocolon\n# Disallow: /\nUser agent: ignored-spelling-ok\n');
    expect(r.isAllowed('/')).to.equal(true);
    expect(r.isAllowed('/tmp/x')).to.equal(false);
    expect(r.isAllowed('/old/page')).to.equal(false); // a lone CR ended the commented line before it
    expect(r.isAllowed('/nocolon')).to.equal(true);
  });

  it('ignores rules that come before any User-agent line', () => {
    expect(rules('Disallow: /\nUser-agent: *\nDisallow: /a\n').isAllowed('/b')).to.equal(true);
  });

  it('only reads the first 500 KiB', () => {
    const r = rules(`User-agent: *\n${'#'.repeat(500 * 1024)}\nDisallow: /\n`);
    expect(r.isAllowed('/page')).to.equal(true);
  });

  it('always allows /robots.txt itself, even when everything is disallowed', () => {
    expect(rules('User-agent: *\nDisallow: /').isAllowed('/robots.txt')).to.equal(true);
    expect(rules('User-agent: *\nDisallow: /').isAllowed('/')).to.equal(false);
  });

  it('a 4xx robots.txt lets us crawl everything; a 5xx or unreachable one lets us crawl nothing', () => {
    expect(ALLOW_ALL.isAllowed('/anything')).to.equal(true);
    expect(ALLOW_ALL.crawlDelaySeconds).to.equal(null);
    expect(DISALLOW_ALL.isAllowed('/')).to.equal(false);
    expect(DISALLOW_ALL.isAllowed('/impressum')).to.equal(false);
    expect(DISALLOW_ALL.sitemaps).to.deep.equal([]);
  });
});
