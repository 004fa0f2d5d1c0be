import type { CheerioAPI } from 'cheerio';
import type { SocialFinding, SocialNetwork } from '../findings.js';
import type { Element } from 'domhandler';
import { getDomain } from 'tldts';
import { foldText } from './job-title.js';
import { nameWords, namesOtherOrganisation, postcodeTowns } from './other-organisation.js';
import { namesAnotherParty, sentenceEnding } from './named-party.js';
import { creditsMakers } from './others-sections.js';
import { collapse, textBefore, textStart } from './page-text.js';
import { parseName } from './person-name.js';
import { domainName, ownSiteNames } from './site-name.js';

/**
 * Profile URLs only: a share button or a link to one post says nothing about who the business is.
 * Each network: its hosts, and the path shapes of a profile there.
 */
const PROFILES: [SocialNetwork, RegExp, RegExp][] = [
  ['linkedin', /(^|\.)linkedin\.com$/, /^\/(company|in|school|showcase)\/[^/]+$/],
  [
    'facebook',
    /(^|\.)(facebook|fb)\.com$/,
    /^\/(?!(sharer|sharer\.php|share|share\.php|dialog|plugins|tr|watch|photo|photo\.php|story\.php|permalink\.php|hashtag|login|events|groups|help|policies|privacy)(\/|$))[^/]+$/i,
  ],
  ['instagram', /(^|\.)instagram\.com$/, /^\/(?!(p|reel|reels|tv|explore|stories|accounts|about|developer|legal)(\/|$))[^/]+$/i],
  ['x', /(^|\.)(twitter|x)\.com$/, /^\/(?!(intent|share|home|i|search|hashtag|privacy|tos|login|signup|explore|settings)(\/|$))[A-Za-z0-9_]{1,15}$/],
  ['youtube', /(^|\.)youtube\.com$/, /^\/(@[^/]+|channel\/[^/]+|c\/[^/]+|user\/[^/]+)$/],
  ['tiktok', /(^|\.)tiktok\.com$/, /^\/@[^/]+$/],
];

/** The network and the profile URL (without query, fragment or trailing slash, but for a Facebook page's id), or null. */
export function socialProfile(href: string): { network: SocialNetwork; url: string } | null {
  // Profiles are absolute links; most of a page's links are not, and a URL that fails to parse costs a thrown error.
  if (!/^https?:\/\//i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  for (const [network, host, profile] of PROFILES) {
    if (!host.test(url.hostname.toLowerCase()) || !profile.test(path)) continue;
    // A Facebook page without a user name is named by its id: "profile.php?id=61560517000001" (without it, no one's).
    if (network === 'facebook' && /^\/profile\.php$/i.test(path)) {
      const id = url.searchParams.get('id');
      return id && /^\d+$/.test(id) ? { network, url: `${url.protocol}//${url.host}${path}?id=${id}` } : null;
    }
    return { network, url: `${url.protocol}//${url.host}${path}` };
  }
  return null;
}

/** A network's name in a link's text, in any case ending ("Facebook-u", "Instagramie"). */
const NETWORK_WORD = /^(?:facebook|instagram|linkedin|twitter|youtube|tiktok)|^(?:fb|ig|x)$/;
/** Words a profile link's text goes with: "sur", "auf", "on our page", "Seite", "stranica". */
const LINK_FILLER = new Set([
  'sur',
  'auf',
  'the',
  'our',
  'und',
  'and',
  'von',
  'for',
  'page',
  'profil',
  'profile',
  'seite',
  'stranica',
  'strani',
  'follow',
  'folgen',
  'suivez',
  'seguici',
  'pratite',
  'nas',
  'uns',
  'nous',
  'bei',
  'per',
]);

/**
 * A link's text naming whose profile it is after the network's name, a public body or another organisation by its kind:
 * "Instagram der Ortswehr", "Facebook de la Mairie", "page Facebook de la station", "Instagram of the Parish Council" — another's, unless a word of the
 * site's own names is among its words ("Instagram der Feuerwehr Ottendorf" on the brigade's own site). Any other owner is
 * read as the site's: "Facebook der Zahnarztpraxis", "Instagram des Weinguts".
 */
const NETWORK_OF =
  /^(?:(?:la|the|die|le|notre|our|unsere)\s+)?(?:(?:page|profil|compte|pagina|perfil)\s+)?(?:facebook|instagram|linkedin|twitter|x|youtube|tiktok|xing|pinterest|threads|mastodon)(?:[\s-]+(?:page|seite|profil|profile|account|kanal|channel|pagina))?\s+(?:of|der|des|du|de\s+la|de\s+l['’]|de|di|del|della|dello|dell['’]|van\s+de|van\s+het|van|von|od)\s+(?:the\s+|la\s+|le\s+|il\s+|lo\s+|het\s+|de\s+)?(\p{L}[\p{L}\s'’-]{2,60})$/iu;
const OTHER_BODY =
  /(?:wehr|feuerwehr|gemeinde|stadt|mairie|commune|comune|ayuntamiento|gemeente|opštin\p{L}*|општин\p{L}*|municipality|council|parish|pfarrei|paroisse|parrocchia|parroquia|schule|school|école|ecole|scuola|escuela|verband|federation|fédération|federazione|federación|savez\p{L}*|савез\p{L}*|landkreis|kanton|canton|region|région|regione|station|resort|skigebiet|bergbahn\p{L}*|t[ée]l[ée]ski\p{L}*)$/iu;
function namesOtherOwner(text: string, ownWords: Set<string>): boolean {
  const owner = NETWORK_OF.exec(collapse(text))?.[1];
  if (!owner) return false;
  // (A German genitive's -s or -es is no part of the word: "des Weinguts", "des Verbandes".)
  const words = owner.split(/[^\p{L}]+/u).filter(Boolean);
  const stems = words.map((w) => foldText(w).replace(/e?s$/u, ''));
  return stems.some((w) => OTHER_BODY.test(w)) && !words.some((w, k) => ownWords.has(foldText(w)) || ownWords.has(stems[k]));
}

/**
 * A profile named after the organisation its link's text names, when that is not the site: "<a
 * href=facebook.com/comunedimodena>Comune di Modena</a>" on an association's page, "Papierwerkstatt Kassel
 * (Schwesterladen)" or "Lavanda Vjenčanja" beside a shop's own "Facebook" and "Instagram", a town's "#obertauern". In
 * running text none of its words is the site's own name or domain; in an icon bar beside the site's own profile at most
 * half, its towns not counted (as in named-party.ts) — a sister brand's there. (At most half in running text too was
 * tried: a held-out site's own profile named so was lost.)
 */
function namedForAnother(profileUrl: string, text: string, ownWords: Set<string>, siteDomain: string, { towns, inBar }: { towns: Set<string>; inBar: boolean }): boolean {
  // The words that name someone: not the network's name or words around it ("SFT sur LinkedIn", "Njuška na Facebook-u"),
  // nor a note in brackets.
  const words = foldText(text.replace(/\([^)]*\)/g, ' '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !NETWORK_WORD.test(w) && !LINK_FILLER.has(w));
  const handle = handleOf(profileUrl);
  // (The handle written out, "@petalandstemcardiff", names the profile, not its owner; a hashtag names a topic.)
  const own = words.filter((w) => (ownWords.has(w) || siteDomain.includes(w)) && !(inBar && towns.has(w))).length;
  if (
    !words.length ||
    words.join('').length < 3 ||
    (words.length === 1 && words[0] === handle && !text.trim().startsWith('#')) ||
    text.trim().startsWith('@') ||
    own > (inBar ? words.length / 2 : 0)
  )
    return false;
  return words.every((w) => handle.includes(w));
}

/** A sentence asking the reader to follow someone by name, right before the link: "Sigue a la DGT en", "Follow Visit Kendal on". */
const FOLLOW_NAMED =
  /(?:[Ff]ollow|[Ss]igue\s+a|[Ss]eguid\s+a|[Ff]olgen\s+[Ss]ie|[Ff]olge|[Ss]uivez|[Ss]eguite|[Vv]olg|[Pp]ratite|[Pp]rati|[Śś]ledź)\s+(?!(?:[Uu]s|[Uu]ns|[Oo]ur|[Oo]ns|[Oo]nze|[Nn]ous|[Nn]os|[Nn]as|[Nn]aš\p{L}*|[Nn]ostr\p{L}*|[Nn]uestr\p{L}*|[Uu]nser\p{L}*|[Mm]e|[Mm]y|[Mm]i)\s)(?:the\s+|la\s+|el\s+|los\s+|las\s+|dem\s+|der\s+|den\s+|le\s+|les\s+|l['’]|il\s+|lo\s+|de\s+|het\s+)?((?:\p{Lu}[\p{L}\p{N}&'’.-]*\s+){1,4})(?:on|en|auf|sur|su|op|na|w)\s*$/u;

/** Whether the sentence before a link in running text asks to follow someone other than the site ("Sigue a la DGT en <a>X</a>"). */
function followsAnother(before: string, ownWords: Set<string>, siteDomain: string): boolean {
  const named = FOLLOW_NAMED.exec(before.slice(-80))?.[1];
  if (!named) return false;
  const words = foldText(named)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);
  return words.length > 0 && !words.some((w) => ownWords.has(w) || siteDomain.includes(w));
}

/**
 * Words right before a link that call the profile someone's own ("na njegovom osobnom profilu", "her personal profile", "Follow
 * his own surfing at", "ihre eigenen Arbeiten auf").
 */
const PERSONAL_PROFILE =
  /(?<!\p{L})(?:(?:personal|private|privat\p{L}*|persönlich\p{L}*|personnel\p{L}*|priv[ée]e?|personale|persoonlijk\p{L}*|osobn\p{L}*|lični|ličnom|личн\p{L}*|prywatn\p{L}*)\s+(?:\p{L}+\s+)?(?:profile?|profilu?|perfil|profilo|profiel|account|konto|stranic\p{L}*|page|seite)|(?:his|her|their)\s+own\s+(?:\p{L}+\s+){0,3}?(?:at|on|via)|(?:sein|seine|seinen|ihr|ihre|ihren)\s+eigene[nrs]?\s+(?:\p{L}+\s+){0,3}?(?:auf|bei|unter))\s*:?\s*$/iu;
/** A body the business belongs to, named by the link right after: "Affiliated with <a>Swimming WA</a>", "Mitglied im <a>…</a>". */
const MEMBER_OF =
  /(?<!\p{L})(?:affiliated\s+(?:with|to)|(?:a\s+)?member\s+of(?:\s+the)?|mitglied\s+(?:im|in\s+der|des|der|bei)|membre\s+(?:de\s+la|du|de\s+l['’]|des|de)|socio\s+de(?:l|\s+la)?|affiliat[oa]\s+(?:a|al|alla)|lid\s+van(?:\s+de)?)\s*$/iu;

/** A label right before the link naming another body, in a line of the site's own links: "Facebook · Instagram · Comitato regionale: <a>UITS Toscana</a>". */
function labelledForAnother(before: string, own: string[], ownWords: Set<string>): boolean {
  const label = /([^·|•:\n]{3,60}):\s*$/u.exec(before)?.[1].trim();
  return !!label && namesOtherOrganisation(label, own) && ![...nameWords([label])].some((w) => ownWords.has(w));
}

/**
 * The business's own profiles. `text` (the page's visible text) and `ownPeople` tell whom a sentence names before a
 * profile linked in running text: the business, one of its people, or someone else; `others` are the texts of the
 * sections the page gives to other parties (others-sections.ts).
 */
export function findSocials($: CheerioAPI, sourceUrl: string, text = '', ownPeople: string[] = [], others: string[] = []): SocialFinding[] {
  const found: SocialFinding[] = [];
  const own = ownSiteNames($, { title: true });
  const ownWords = nameWords(own);
  const siteDomain = domainName(getDomain(sourceUrl));
  const towns = postcodeTowns(text);
  // (By the site's names for itself, not a title's tagline: "Hotel a conduzione familiare a Riva del Garda" names the lake,
  // "buketi, vjenčanja, dostava cvijeća" a florist's trade.)
  const namedWords = nameWords(
    own.filter((name) => {
      const words = name.split(/\s+/).filter(Boolean);
      return words.filter((w) => /^\p{Lu}/u.test(w)).length >= words.length * 0.6;
    }),
  );
  // (Each card read once, whatever the number of links in it.)
  const cards = new Map<Element, string | null>();
  $('a[href]').each((_, a) => {
    const href = $(a).attr('href')!.trim();
    const profile = socialProfile(href);
    if (!profile) return;
    // A profile link whose text names another organisation ("Chambre des notaires du Rhône") is that organisation's.
    const shown = $(a).text();
    // (An icon's link says whom it is for by its image's text, "<a href=…/UnioneCoriBrenta><img alt="Unione Cori"></a>" — read
    // where its words are asked, not where its length is.)
    const said = shown.trim() || ($(a).find('img').attr('alt') ?? '');
    if (namesOtherOrganisation(said, own) || namesOtherOwner(said, ownWords)) return;
    // Nor is one on a line crediting the site's makers: "Webdesign: WebWerk Regensburg <a>(Instagram)</a>", nor on a line of
    // a section given to another ("<h2>Webdesign &amp; Hosting</h2><p>Schwarzwald Pixel GmbH, … <a>Instagram</a></p>").
    if (creditsMakers(collapse(textBefore($, a, 200)), ownWords)) return;
    const line = others.length ? collapse($(a).closest('p, li, dd, td').text()) : '';
    if (line.length > collapse(shown).length + 10 && others.some((section) => section.includes(line))) return;
    // A person's own profile ("/in/…") is theirs — a member of staff's, a founder's — not the business's, unless the
    // business is named after that person ("Anna Kowalska Translations").
    if (/^\/in\//.test(new URL(profile.url).pathname) && !personsBusiness(profile.url, own)) return;
    // So is one in the card of one of the page's people whose handle holds their first name as a word of its own: "<h4>Giulia
    // Ferrarini</h4> … instagram.com/giulia.ferrarini.harps" (not "trattoriadamarco" in Marco's card, the business's).
    const cardPerson = ownPeople.length ? personOfCard($, a, cards) : null;
    if (cardPerson && ownPeople.includes(cardPerson) && handleWords(profile.url).includes(foldText(cardPerson.split(/\s+/)[0])) && !personsBusiness(profile.url, own)) return;
    // (In an icon bar too, beside a profile named after the site, when its text names someone — two words or a hashtag,
    // not a section's "Eventi" — for a bar alone may be the business's under a name its page does not give.)
    if (
      (said.startsWith('#') || said.split(/\s+/).length >= 2) &&
      namedForAnother(profile.url, said, namedWords, siteDomain, { towns, inBar: true }) &&
      besideOwnProfile($, a, (url) => url !== profile.url && namedAfterSite(url, namedWords, siteDomain))
    )
      return;
    // (Labelled as another body's, even when named like the site — a federation's committee shares the sport's words.)
    if (labelledForAnother(collapse(textBefore($, a, 80)), own, ownWords)) return;
    // (Named so in running text, "… gode del patrocinio del <a>Comune di Modena</a>.": a link alone in an icon bar or a
    // footer is the site's own whatever its words; and one named after the site is the site's, whatever the sentence.)
    if (collapse($(a).parent().text()).length >= collapse(shown).length + 20 && !namedAfterSite(profile.url, ownWords, siteDomain, 2)) {
      const before = collapse(textBefore($, a, 200));
      // (Or someone else's by the sentence before it: "… Udruga Pivopija, tel. …, <a>instagram.com/osijekbeerfest</a>", "his
      // personal profile <a>…</a>", "Affiliated with <a>Swimming WA</a>".)
      if (
        namedForAnother(profile.url, shown, ownWords, siteDomain, { towns, inBar: false }) ||
        followsAnother(before, ownWords, siteDomain) ||
        PERSONAL_PROFILE.test(before.slice(-60)) ||
        MEMBER_OF.test(before.slice(-40)) ||
        namesAnotherParty(sentenceEnding(before), { words: ownWords, people: ownPeople, towns })
      )
        return;
    }
    found.push({ type: profile.network, value: profile.url, raw: href, sourceUrl, evidence: href, method: 'link' });
  });
  return withoutLesserNamesakes(found, namedWords, siteDomain);
}

/** The person a small card holding the link is headed by ("<div><h4>Giulia Ferrarini</h4><p>Titolare</p><ul>…<a>"), if any. */
function personOfCard($: CheerioAPI, a: Element, cards: Map<Element, string | null>): string | null {
  for (const el of $(a).parents().toArray().slice(0, 4)) {
    if (!cards.has(el)) {
      // (Its first 401 characters only, and no more than a card's links: a page of many links in one block is no card.)
      const small = collapse(textStart(el, 401)).length <= 400 && $(el).find('a').slice(0, 13).length <= 12;
      const heading = small ? $(el).find('h2, h3, h4, h5, h6, strong').first().text() : '';
      const name = heading ? parseName(collapse(heading))?.name : undefined;
      cards.set(el, small ? (name && name.includes(' ') ? name : '') : null);
    }
    const card = cards.get(el)!;
    if (card === null) return null;
    if (card) return card;
  }
  return null;
}

/** A profile's handle in its words as written apart: "giulia.ferrarini.harps" → giulia, ferrarini, harps. */
const handleWords = (url: string) =>
  foldText(new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the nearest block holding this profile link and others holds one that `own` accepts: its icon bar's own. */
function besideOwnProfile($: CheerioAPI, a: Element, own: (url: string) => boolean): boolean {
  const urls = (el: Element) =>
    $(el)
      .find('a[href]')
      .toArray()
      .map((link) => socialProfile($(link).attr('href')!.trim())?.url)
      .filter((url): url is string => !!url);
  for (const el of $(a).parents().toArray().slice(0, 4)) {
    const bar = urls(el);
    if (bar.length >= 2) return bar.some(own);
  }
  return false;
}

/**
 * Of several profiles on one network, one named after none of the site's own words, beside one that is, is someone
 * else's: the tourism board's ("facebook.com/gardatrentino" beside "hotelvillaortensiariva"), a neighbour's in the same
 * icon bar. One sharing a word stays — a club's section ("podismocastelmonte"), a sister brand — and so do two named
 * alike. (Dropping every profile named after fewer words than another was tried: it lost a club section's profile.)
 */
function withoutLesserNamesakes(found: SocialFinding[], ownWords: Set<string>, siteDomain: string): SocialFinding[] {
  const named = (url: string) => namedAfterSite(url, ownWords, siteDomain);
  const namedKinds = new Set(found.filter((f) => named(f.value)).map((f) => f.type));
  return found.filter((f) => !namedKinds.has(f.type) || named(f.value));
}

/**
 * Named after the site: `words` of its names in the profile's handle (one, or two to be sure: a federation's
 * "swimmingwa" shares one with a swimming club), or its domain and the handle one inside the other.
 */
function namedAfterSite(url: string, ownWords: Set<string>, siteDomain: string, words = 1): boolean {
  const handle = handleOf(url);
  return (
    [...ownWords].filter((w) => w.length >= 3 && !NETWORK_WORD.test(w) && handle.includes(w)).length >= words ||
    (siteDomain.length >= 5 && handle.length >= 5 && (handle.includes(siteDomain) || siteDomain.includes(handle)))
  );
}

/** A business named after a person ("Anna Kowalska Translations", "Jane Smith Bookkeeping") whose name the profile's handle holds. */
function personsBusiness(url: string, own: string[]): boolean {
  const handle = handleOf(url);
  return own.some((name) => {
    // (Its first two or three words: "Anna Kowalska" of "Anna Kowalska Translations" — not a person's page's own title,
    // "Priya Raman, Clinical Director | Hearwell Audiology", which names a member of staff.)
    const words = name.split(/\s+/);
    if (name.includes(',') || words.length < 3) return false;
    return [2, 3].some((n) => {
      const person = words.length >= n ? parseName(words.slice(0, n).join(' '))?.name : undefined;
      return (
        !!person &&
        foldText(person)
          .split(/\s+/)
          .every((w) => handle.includes(w.replace(/[^\p{L}\p{N}]/gu, '')))
      );
    });
  });
}

/** A profile URL's last path part, folded, letters and digits only: "instagram.com/villaortensia_riva/" → "villaortensiariva". */
const handleOf = (url: string) => handleWords(url).join('');
