import type { CheerioAPI } from 'cheerio';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PhoneFinding } from '../findings.js';
import { snippet } from './page-text.js';

/**
 * Labels that mark a telephone number in visible text (English, Serbian Latin and Cyrillic, German).
 * Fax labels are deliberately absent: a fax number is not a number to call.
 */
const LABEL = String.raw`(?<![\p{L}])(?:tel(?:efon|ephone)?|phone|ph|mob(?:ile|il|ilni)?|handy|cell|fiksni|телефон|тел|моб(?:илни)?)\.?(?![\p{L}])`;
const LABELLED = new RegExp(String.raw`${LABEL}(?:\s*\/\s*fax\.?)?\s*[:.]?\s*(\+?\(?\d[\d ()./-]{5,22}\d)`, 'giu');

/** E.164 for a number as written, with the business's country as the region of national numbers. */
export function toE164(raw: string, country: string | null): string | null {
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: (country ?? undefined) as CountryCode | undefined, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}

/** Numbers from tel: links, and from text right after a telephone label (flagged `labelled`). */
export function findPhones($: CheerioAPI, text: string, sourceUrl: string, country: string | null): PhoneFinding[] {
  const found: PhoneFinding[] = [];
  $('a[href^="tel:"], a[href^="TEL:"], a[href^="Tel:"]').each((_, a) => {
    const href = $(a).attr('href')!.trim();
    let raw = href.slice(4);
    try {
      raw = decodeURIComponent(raw);
    } catch {
      /* keep as written */
    }
    const value = toE164(raw.trim(), country);
    if (value) found.push({ type: 'phone', value, raw: raw.trim(), sourceUrl, evidence: href, method: 'tel_link', labelled: false });
  });
  for (const match of text.matchAll(LABELLED)) {
    const raw = match[1]!.trim();
    const value = toE164(raw, country);
    if (!value) continue;
    const start = match.index + match[0].lastIndexOf(raw);
    found.push({ type: 'phone', value, raw, sourceUrl, evidence: snippet(text, match.index, start + raw.length), method: 'labelled_text', labelled: true });
  }
  return found;
}
