import type { SiteDef } from './fixture-sites.js';

/** A small business site: homepage, contact, about, team, imprint, privacy, a blog, robots and a sitemap. */
export function businessSite(n: number): SiteDef {
  const page = (title: string, body: string) => ({
    body: `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/contact">Contact</a> <a href="/about">About us</a> <a href="/team">Our team</a> <a href="/blog">Blog</a></nav><main><h1>${title}</h1>${body}</main><footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a> Company No. ${String(10_000_000 + n)}</footer></body></html>`,
  });
  return {
    country: 'GB',
    routes: {
      '/robots.txt': { body: 'User-agent: *\nDisallow: /admin\nSitemap: {{origin}}/sitemap.xml\n', contentType: 'text/plain' },
      '/sitemap.xml': {
        body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/contact', '/about', '/team', '/imprint', '/privacy', ...Array.from({ length: 20 }, (_, i) => `/blog/post-${i}`)].map((p) => `<url><loc>{{origin}}${p}</loc></url>`).join('')}</urlset>`,
        contentType: 'application/xml',
      },
      '/': page(`Business ${n}`, '<p>Family business since 1999.</p>'),
      '/contact': page(
        'Contact',
        `<p>Email <a href="mailto:hello@site${n}.test">hello@site${n}.test</a>, phone <a href="tel:+4420794600${String(n).padStart(2, '0')}">020 7946 00${String(n).padStart(2, '0')}</a></p>`,
      ),
      '/about': page('About us', '<p>Founder: Jane Doe</p>'),
      '/team': page('Our team', '<div class="team-member"><h3>Tom Baker</h3><p>Manager</p></div>'),
      '/imprint': page('Imprint', '<p>VAT No: GB 980 7806 84</p>'),
      '/privacy': page('Privacy', '<p>We keep your data safe.</p>'),
      '/blog': page('Blog', Array.from({ length: 20 }, (_, i) => `<a href="/blog/post-${i}">Post ${i}</a>`).join(' ')),
    },
  };
}
