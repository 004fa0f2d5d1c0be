import type { CheerioAPI } from 'cheerio';
import { foldText } from './job-title.js';

/** A registrable domain's name, folded, without its suffix or dashes: "delaunay-expertise.fr" → "delaunayexpertise". */
export const domainName = (domain: string | null) => foldText((domain ?? '').split('.')[0]).replace(/-/g, '');

/** Classes of the element holding the site's own name: its logo, brand or site title. */
export const SITE_NAME_CLASS = /logo|brand|site-title|sitename/i;

/** A page's og:site_name and logo names, read once per page (phones, emails and people each ask). */
const branded = new WeakMap<object, string[]>();

/**
 * The names the site gives itself on a page: og:site_name, its logo or site title's text and alt ("Liffeyside
 * Accountants"), and, with `title`, the longest part of the page title of two words or more ("Контакт - Удружење
 * пчелара „Шумадија“ Крагујевац"). Whitespace collapsed.
 */
export function ownSiteNames($: CheerioAPI, { title = false }: { title?: boolean } = {}): string[] {
  const page = $.root()[0];
  let names = branded.get(page);
  if (!names) {
    names = [$('meta[property="og:site_name"]').attr('content') ?? ''];
    $('[class]').each((_, el) => {
      // A theme's page-wide classes ("ast-inherit-site-logo-transparent" on <body>) name no logo: a logo's text is short.
      if (SITE_NAME_CLASS.test(el.attribs.class) && !['html', 'body', 'header'].includes(el.name) && $(el).text().length <= 120)
        names!.push(
          $(el).text(),
          ...$(el)
            .find('img[alt]')
            .map((_, img) => img.attribs.alt)
            .get(),
        );
    });
    branded.set(page, names);
  }
  const parts = title
    ? $('title')
        .first()
        .text()
        .split(/\s+[-–—|·:]\s+/)
    : [];
  const longest = parts.filter((p) => p.trim().split(/\s+/).length >= 2).sort((a, b) => b.length - a.length)[0];
  return [...new Set([...names, ...(longest ? [longest] : [])].map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n.length > 2))];
}
