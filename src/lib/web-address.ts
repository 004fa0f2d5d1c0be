import { getDomain } from 'tldts';

/**
 * A website as people write it ("smile.co.uk/team", "https://www.smile.co.uk") as a URL: without a
 * scheme, https is assumed. Throws like `new URL` on what is no address at all.
 */
export function websiteUrl(input: string): URL {
  const text = input.trim();
  return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
}

/** The registrable domain of a website or domain as people write them ("https://www.smile.co.uk/team" → "smile.co.uk"), by the public suffix list. */
export function registrableDomain(input: string): string | null {
  let host: string;
  try {
    host = websiteUrl(input).hostname;
  } catch {
    return null;
  }
  return getDomain(host) ?? null;
}
