import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { findEmails } from '../src/research/extract/emails.js';
import { findJsonLd } from '../src/research/extract/json-ld.js';
import { visibleText } from '../src/research/extract/page-text.js';
import { findPeople } from '../src/research/extract/people.js';
import { findPhones } from '../src/research/extract/phones.js';
import { findSocials } from '../src/research/extract/socials.js';
import { scorePage } from '../src/research/crawl/page-picker.js';

const URL_ = 'http://firma.test/kontakt';
const page = (html: string) => {
  const $ = cheerio.load(html);
  return { $, text: visibleText($) };
};

describe('website research: extraction', () => {
  describe('emails', () => {
    it('reads mailto links, text, Cloudflare protection and bracket obfuscation, each with its evidence', () => {
      // "info@firma.rs" Cloudflare-encoded with key 0x42
      const hex = '42' + Buffer.from(Buffer.from('info@firma.rs').map((b) => b ^ 0x42)).toString('hex');
      const { $, text } = page(`<body>
        <a href="mailto:Ana.Petrovic@Firma.rs?subject=Hi">Pišite Ani</a>
        <p>Prodaja: prodaja@firma.rs</p>
        <a href="/cdn-cgi/l/email-protection#${hex}">[email&#160;protected]</a>
        <p>Podrška: podrska [at] firma [dot] rs</p></body>`);
      const found = findEmails($, text, URL_);
      const byValue = Object.fromEntries(found.map((f) => [f.value, f]));
      expect(Object.keys(byValue)).to.have.members(['ana.petrovic@firma.rs', 'prodaja@firma.rs', 'info@firma.rs', 'podrska@firma.rs']);
      expect(byValue['ana.petrovic@firma.rs']!.method).to.equal('mailto');
      expect(byValue['info@firma.rs']!.method).to.equal('cloudflare');
      expect(byValue['podrska@firma.rs']!.method).to.equal('obfuscated');
      for (const f of found) expect(f.evidence).to.include(f.raw);
    });

    it('rejects look-alikes: image names, placeholders, tracking addresses, hidden text', () => {
      const { $, text } = page(`<body>
        <p>logo@2x.png banner@3x.webp</p>
        <input placeholder="you@example.com"><p>e.g. name@domain.com or ime.prezime@firma.rs</p>
        <p>abc@o12345.ingest.sentry.io 5f2b9c1d7e8a4b3c9d0e1f2a3b4c5d6e@firma.rs 12345@sentry-next.wixpress.com</p>
        <script>var x = "hidden@firma.rs"</script><p style="display:none">secret@firma.rs</p></body>`);
      expect(findEmails($, text, URL_).map((f) => f.value)).to.deep.equal([]);
    });
  });

  describe('phones', () => {
    it('normalises tel: links and labelled numbers to E.164 with the business country, never fax', () => {
      const { $, text } = page(`<body><a href="tel:011 123 4567">Pozovite</a>
        <p>Tel: 021 456 789</p><p>Fax: 011 765 4321</p><p>Račun: 160-0000000123456-89</p></body>`);
      const found = findPhones($, text, URL_, 'RS');
      expect(found.map((f) => [f.value, f.method, f.labelled])).to.deep.equal([
        ['+381111234567', 'tel_link', false],
        ['+38121456789', 'labelled_text', true],
      ]);
      expect(found[1]!.evidence).to.include('021 456 789');
    });
  });

  describe('socials', () => {
    it('keeps profiles and drops share buttons and post links', () => {
      const { $ } = page(`<body>
        <a href="https://www.linkedin.com/company/firma-doo/">LinkedIn</a>
        <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
        <a href="https://twitter.com/intent/tweet?text=x">Tweet</a>
        <a href="https://www.instagram.com/p/Cx1/">A post</a>
        <a href="https://www.instagram.com/firma.rs/?hl=en">Instagram</a>
        <a href="https://x.com/firma_rs">X</a>
        <a href="https://www.youtube.com/@firma">YouTube</a>
        <a href="https://www.tiktok.com/@firma">TikTok</a></body>`);
      expect(findSocials($, URL_).map((f) => [f.type, f.value])).to.deep.equal([
        ['linkedin', 'https://www.linkedin.com/company/firma-doo'],
        ['instagram', 'https://www.instagram.com/firma.rs'],
        ['x', 'https://x.com/firma_rs'],
        ['youtube', 'https://www.youtube.com/@firma'],
        ['tiktok', 'https://www.tiktok.com/@firma'],
      ]);
    });
  });

  describe('people', () => {
    it('reads team cards: the name and the role stated in the same card', () => {
      const { $, text } = page(`<body><section class="team"><h2>Our Team</h2>
        <div class="team-member"><h3>Dr. Sarah Jones</h3><p>Principal Dentist</p></div>
        <div class="team-member"><h3>Tom Baker</h3><p class="role">Hygienist</p></div>
        <div class="team-member"><h3>Reception</h3><p>Front desk</p></div>
        <div class="team-member"><h3>Lucy Grey</h3></div></section></body>`);
      const people = findPeople($, text, URL_);
      expect(people.map((p) => [p.name, p.role])).to.deep.equal([
        ['Sarah Jones', 'Principal Dentist'],
        ['Tom Baker', 'Hygienist'],
      ]);
      for (const p of people) expect(p.evidence).to.include(p.name).and.include(p.role);
    });

    it('reads labelled lines in English, German and Serbian (Latin and Cyrillic), names only when capitalised words follow', () => {
      const { $, text } = page(`<body>
        <p>Founder: Jane Doe</p>
        <p>Geschäftsführer: Dr. Thomas Weber, Anna Schmidt</p>
        <p>Direktor: Đorđe Šćepanović</p>
        <p>Директор: Јована Петровић</p>
        <p>Director: to be announced</p>
        <p>Owner: ACME Holdings Ltd</p>
        <p>Vlasnik: Marko Marković Telefon: 011 123 4567</p></body>`);
      const people = findPeople($, text, URL_);
      expect(people.map((p) => [p.name, p.role])).to.deep.equal([
        ['Jane Doe', 'Founder'],
        ['Thomas Weber', 'Geschäftsführer'],
        ['Anna Schmidt', 'Geschäftsführer'],
        ['Đorđe Šćepanović', 'Direktor'],
        ['Јована Петровић', 'Директор'],
        ['Marko Marković', 'Vlasnik'],
      ]);
      for (const p of people) expect(p.evidence).to.include(p.name);
    });
  });

  describe('JSON-LD', () => {
    it('reads email, telephone, sameAs, founder and employees with a job title', () => {
      const { $ } = page(`<head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Dentist',
            name: 'Smile Dental',
            email: 'mailto:hello@smile.test',
            telephone: '+44 20 7946 0958',
            sameAs: ['https://www.facebook.com/smiledental', 'https://smile.test/about'],
            founder: { '@type': 'Person', name: 'Sarah Jones' },
            employee: [{ '@type': 'Person', name: 'Tom Baker', jobTitle: 'Hygienist' }, { '@type': 'Person', name: 'Lucy Grey' }],
          },
        ],
      })}</script><script type="application/ld+json">{ broken</script></head>`);
      const found = findJsonLd($, URL_, 'GB');
      expect(found.emails.map((f) => f.value)).to.deep.equal(['hello@smile.test']);
      expect(found.phones.map((f) => f.value)).to.deep.equal(['+442079460958']);
      expect(found.socials.map((f) => f.value)).to.deep.equal(['https://www.facebook.com/smiledental']);
      expect(found.people.map((p) => [p.name, p.role])).to.deep.equal([
        ['Sarah Jones', 'Founder'],
        ['Tom Baker', 'Hygienist'],
      ]);
    });
  });

  describe('page picking', () => {
    it('prefers contact, legal and team pages in English, Serbian and German over blog posts', () => {
      const score = (path: string, text = '') => scorePage(new URL(path, 'http://firma.test'), text);
      expect(score('/kontakt')).to.be.greaterThan(score('/blog/2024/05/kontakt-sa-klijentima'));
      expect(score('/%D0%BA%D0%BE%D0%BD%D1%82%D0%B0%D0%BA%D1%82')).to.be.greaterThan(0); // /контакт
      expect(score('/impressum')).to.be.greaterThan(0);
      expect(score('/ueber-uns')).to.be.greaterThan(0);
      expect(score('/p/12', 'Naš tim')).to.be.greaterThan(0);
      expect(score('/optimizacija')).to.equal(0);
      expect(score('/brochure.pdf', 'Contact')).to.equal(0);
    });
  });
});
