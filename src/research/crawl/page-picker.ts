/**
 * Which same-site pages are worth one of the crawl's few fetches: scored by the words of the path
 * and of the link text, in English, Serbian (Latin and Cyrillic) and German. Words are compared
 * without diacritics ("osnivač" = "osnivac", "über" = "uber") and as whole tokens, so "tim" (team)
 * does not fire inside "optimizacija".
 */
const KEYWORDS: [phrase: string, weight: number][] = [
  // contact
  ...['contact', 'contact us', 'kontakt', 'kontaktirajte', 'контакт', 'контакти', 'kontakti'].map((p) => [p, 10] as [string, number]),
  // legal notices, where identifiers and managing directors are published
  ...['impressum', 'impresum', 'imprint', 'legal notice', 'legal', 'pravne informacije', 'pravno obavestenje'].map((p) => [p, 9] as [string, number]),
  // people
  ...['team', 'our team', 'tim', 'nas tim', 'тим', 'наш тим', 'people', 'staff', 'leadership', 'management', 'founder', 'founders', 'osnivac', 'оснивач',
    'rukovodstvo', 'руководство', 'menadzment', 'менаџмент', 'mitarbeiter', 'unser team', 'doctors', 'lekari', 'лекари'].map((p) => [p, 9] as [string, number]),
  // about
  ...['about', 'about us', 'who we are', 'o nama', 'о нама', 'ko smo', 'ко смо', 'uber uns', 'ueber uns', 'unternehmen', 'company', 'o firmi', 'o kompaniji'].map((p) => [p, 8] as [string, number]),
  // other legal pages: sometimes the only place with the registration numbers
  ...['privacy', 'privacy policy', 'datenschutz', 'politika privatnosti', 'privatnost', 'terms', 'uslovi', 'uslovi koriscenja', 'agb', 'услови'].map((p) => [p, 4] as [string, number]),
];

/** Sections that are rarely about the business itself. */
const NOISE = ['blog', 'news', 'vesti', 'novosti', 'вести', 'новости', 'aktuelles', 'post', 'posts', 'article', 'clanak', 'tag', 'category', 'kategorija',
  'product', 'products', 'proizvod', 'proizvodi', 'shop', 'cart', 'korpa', 'login', 'register', 'wp', 'feed', 'author'];

const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|rar|gz|mp4|mp3|webm|docx?|xlsx?|pptx?|css|js|json|xml|txt|woff2?|ttf)$/i;

const tokens = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function hasPhrase(haystack: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

const PHRASES = KEYWORDS.map(([phrase, weight]) => [tokens(phrase), weight] as const);

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The page's score; 0 or less means not worth a fetch. */
export function scorePage(url: URL, linkText: string): number {
  if (NOT_PAGES.test(url.pathname)) return 0;
  const pathTokens = tokens(decodePath(url.pathname));
  const textTokens = tokens(linkText.slice(0, 200));
  let best = 0;
  for (const [phrase, weight] of PHRASES) {
    if (hasPhrase(pathTokens, phrase)) best = Math.max(best, weight + 1); // the path is the stronger signal
    if (hasPhrase(textTokens, phrase)) best = Math.max(best, weight);
  }
  if (best === 0) return 0;
  const depth = url.pathname.split('/').filter(Boolean).length;
  const noise = pathTokens.some((t) => NOISE.includes(t)) || /\/(19|20)\d\d\//.test(url.pathname);
  return best - Math.max(0, depth - 2) - (noise ? 6 : 0) - (url.search ? 2 : 0);
}
