/**
 * Bytes to text the way browsers do it, in order: a byte-order mark, the charset of the
 * Content-Type header, a `<meta charset>` / `http-equiv` declaration in the first 1024 bytes, else
 * UTF-8. Node's TextDecoder knows the WHATWG labels, so windows-1250 and ISO-8859-2 (common on
 * Serbian sites) decode correctly.
 */
export function decodeBody(body: Buffer, contentType: string | null): string {
  return new TextDecoder(charsetOf(body, contentType)).decode(body);
}

export function charsetOf(body: Buffer, contentType: string | null): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if ((body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff)) return body[0] === 0xff ? 'utf-16le' : 'utf-16be';
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ?? sniffMeta(body.subarray(0, 1024).toString('latin1'));
  return declared && isKnownLabel(declared) ? declared.toLowerCase() : 'utf-8';
}

function sniffMeta(head: string): string | undefined {
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

function isKnownLabel(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const XML_TYPES = /^(application|text)\/([\w.+-]*\+)?xml\b/i;
const GZIP_TYPES = /^application\/(x-)?gzip\b/i;

export const isHtml = (contentType: string) => HTML_TYPES.test(contentType.trim());
/** Sitemaps: XML, gzip files (sitemap.xml.gz), or no declared type at all. */
export const isSitemapType = (contentType: string) =>
  !contentType.trim() || XML_TYPES.test(contentType.trim()) || GZIP_TYPES.test(contentType.trim()) || /^text\/plain\b/i.test(contentType.trim());
