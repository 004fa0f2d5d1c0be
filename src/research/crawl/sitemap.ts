import zlib from 'node:zlib';

export interface Sitemap {
  /** A sitemap index lists other sitemaps; a urlset lists pages. */
  kind: 'index' | 'urlset';
  locs: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The `<loc>` entries of a sitemap or sitemap index (sitemaps.org), gzip or plain, at most
 * `maxUrls` of them. A regular expression is enough here: we need one element's text, and a
 * malformed sitemap should still give us what it can.
 */
export function parseSitemap(body: Buffer, { maxBytes, maxUrls }: { maxBytes: number; maxUrls: number }): Sitemap | null {
  let bytes = body;
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      bytes = zlib.gunzipSync(body, { maxOutputLength: maxBytes });
    } catch {
      return null; // corrupt, or bigger than the byte budget once unpacked
    }
  }
  const xml = bytes.toString('utf8');
  if (!/<(urlset|sitemapindex)\b/i.test(xml)) return null;
  const locs: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi)) {
    locs.push(match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]));
    if (locs.length >= maxUrls) break;
  }
  return { kind: /<sitemapindex\b/i.test(xml) ? 'index' : 'urlset', locs };
}
