import { getDomain } from 'tldts';

/** The registrable domain of a website or domain as people write them ("https://www.smile.co.uk/team" → "smile.co.uk"), by the public suffix list. */
export function registrableDomain(input: string): string | null {
  const text = input.trim();
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return null;
  }
  return getDomain(host) ?? null;
}
