import * as cheerio from 'cheerio';
import { emptyFindings, mergeFindings, type Findings, type Mention, type PersonFinding } from '../findings.js';
import { findEmails } from './emails.js';
import { findJsonLd } from './json-ld.js';
import { findLegalIds, type LegalIdMatch } from './legal-ids.js';
import { foldText } from './job-title.js';
import { sentenceEnding } from './named-party.js';
import { ANOTHER_BODY, leadingCompany, nameWords, namesOtherOrganisation } from './other-organisation.js';
import { pageParties } from './others-sections.js';
import { visibleText, snippet } from './page-text.js';
import { ownSiteNames } from './site-name.js';
import { peopleOfPage } from './people.js';
import { faxDigits, findPhones, type HeldPhone } from './phones.js';
import { findSocials } from './socials.js';

/** Text without spaces and dots: an identifier compared so is the same number written apart — and whole, not "HRB 1234" inside "HRB 12345". */
const compact = (text: string) => text.replace(/[\s.]/g, '');

/**
 * An identifier the page gives in a section its heading gives to another organisation ("Webdesign und Hosting": the web
 * agency's register number and VAT id). (Also one after another company's name on its line was tried: it cost a held-out
 * site its own number, a general partner's line naming both.)
 */
function givenForAnother(id: LegalIdMatch, othersCompact: string[]): boolean {
  const whole = new RegExp(`(?<!\\d)${compact(id.raw).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
  return othersCompact.some((section) => whole.test(section));
}

/**
 * The words that make a sentence about another body, said before an identifier in it: "Wir sind Mitglied der Optik Ring
 * Österreich eGen, Wien, …, UID ATU…", "Члан смо Шаховског савеза Војводине (…, МБ …)", "Our website is hosted by
 * Brightwater Digital Ltd (Company No. …)", "Onze boekhouding wordt verzorgd door Fidu-Gent bv (BTW …)", "… ist eine
 * 100%-Tochter der Rainer Holding GmbH (FN …, UID …)" — the umbrella body's, the host's, the accountant's and the parent
 * company's numbers, not the business's; and a franchisor's: "Franchisé du réseau Pain Doré SA (TVA …)" (not "Boulangerie
 * Lemaire SRL, franchisé du réseau Pain Doré, TVA …", the business naming its network); an in-house bar another runs ("Bar
 * interno gestito da …, P.IVA …"). (A former company's, "Formerly trading as … (Company No. …)", was tried: a renamed UK
 * company keeps its number, and "ehemals", "ranije" name old buildings and addresses.) (An English maker's words only where the sentence
 * is about a website was tried: another party's number came back on a held-out corpus.)
 */
const MEMBER_OR_HOST =
  /(?<!\p{L})(?:subsidiary\s+of|tochter(?:gesellschaft|unternehmen)?\s+(?:der|des|von)|filiale\s+(?:de|du|di)|dochter(?:onderneming|bedrijf)?\s+van|controllata\s+da|(?:kept|done|prepared|handled|provided|audited)\s+by|verzorgd\s+door|uitgevoerd\s+door|(?:betreut|erstellt|geprüft|geführt)\s+(?:von|durch)|(?:tenue|assurée|réalisée|effectuée)\s+par|(?:curata|tenuta|gestita)\s+da|(?:llevada|gestionada)\s+por|members?\s+of|mitglied(?:er)?\s+(?:der|des|im|in|bei)|membres?\s+(?:de|du|des|d['’])|miembros?\s+(?:de|del)|membr[oi]\s+(?:di|del|della|dell['’])|lid\s+van|(?:član|члан)(?:ovi|ови)?\s+(?:smo|je|смо|је)|(?:hosted|designed|built|developed|maintained)\s+by|gehostet\s+(?:von|bei)|h[ée]berg[ée]e?s?\s+(?:par|chez)|alojad[oa]s?\s+(?:por|en)|ospitat[oa]\s+(?:da|presso)|gehost\s+(?:door|bij)|franchis[ée]e?s?\s+(?:du\s+r[ée]seau|de\s+la\s+marque)|(?:bar|restaurant|ristorante|caf[ée]|caffè|kiosk|buvette|cantina|mensa|kantine|restoran|kafić)\s+(?:interno|interna|in-house|im\s+haus|on[\s-]site|du\s+club|del\s+circolo|del\s+club|des\s+vereins|im\s+vereinsheim|u\s+klubu)\s+(?:\p{L}+\s+){0,2}?(?:gestit[oa]|run|operated|betrieben|gef[üu]hrt|g[ée]r[ée]e?|gestionad[oa]|vo[đd]en)\s+(?:da|by|von|par|por|od)|affiliat[oa]\s+al\s+(?:franchising|gruppo|marchio)|franquiciad[oa]\s+de|franchisenehmer(?:in)?\s+(?:der|des|von))(?!\p{L})/iu;
/**
 * "… is a member of" written with the verb first, in Serbian: "Klub je član Mačevalačkog saveza Vojvodine (PIB …)" — the
 * body's only in brackets after it ("Mi smo član YUTA asocijacije, PIB: …" goes on with the business's own).
 */
const MEMBER_VERB_FIRST = /(?<!\p{L})(?:smo|je|смо|је)\s+(?:član|члан)(?:ica|ица)?(?!\p{L})/iu;
/** The business's own registration stated after the other body: "… is a member of the FMB and is registered in England …". */
const REGISTERED_AFTER = /(?<!\p{L})(?:registered|eingetragen|ingeschreven|immatricul|inscrit|iscritt|registrad|registriran|upisan|уписан)/iu;

/**
 * Whether an identifier is given in a sentence about another body: one such word before it, the business named by none of
 * its own words before that word ("Elektro Huber GmbH, Mitglied der Elektro-Innung, USt-IdNr. …" is its own), and no
 * registration of its own between. The sentence ends before the identifier's label, and at a "©".
 */
function inAnothersSentence(id: LegalIdMatch, text: string, ownWords: Set<string>): boolean {
  // (With the label's first letter: a sentence ending right before it, "… Innung Berlin. USt-IdNr. DE…", is another.)
  const sentence = sentenceEnding(text.slice(Math.max(0, id.index - 300), id.index + 1))
    .split('©')
    .at(-1)!;
  const m = MEMBER_OR_HOST.exec(sentence);
  if (!m) {
    const member = MEMBER_VERB_FIRST.exec(sentence);
    return !!member && /\([^()]*$/u.test(sentence.slice(member.index)) && !REGISTERED_AFTER.test(sentence.slice(member.index));
  }
  const after = sentence.slice(m.index + m[0].length);
  // (Its label may say so too: "… and registered in England and Wales, Company No. …".)
  if (REGISTERED_AFTER.test(after) || REGISTERED_AFTER.test(text.slice(id.index, id.end))) return false;
  // (Whoever the subject, an identifier in brackets after the body is the body's: "… ist Mitglied im Verband X (USt-IdNr. …)".)
  if (/\([^()]*$/u.test(after)) return true;
  const subject = foldText(sentence.slice(0, m.index)).split(/[^\p{L}\p{N}]+/u);
  return !subject.some((w) => ownWords.has(w));
}

/**
 * Whether an identifier is on a line labelled by another body the business belongs to: "Planinarski savez Srbije (krovni
 * savez): tel. …, PIB …" — a federation's or an association's name before the colon, the business's own names known and
 * none of their words in it (an association's own line reads the same: "Harbour Traders Association: company number …").
 */
function onAnotherBodysLine(id: LegalIdMatch, text: string, own: string[], ownWords: Set<string>): boolean {
  const line = text.slice(text.lastIndexOf('\n', id.index) + 1, id.index);
  const label = /^([^:\n]{3,80}):/u.exec(line)?.[1];
  return !!label && ownWords.size > 0 && ANOTHER_BODY.test(label) && namesOtherOrganisation(label, own) && ![...nameWords([label])].some((w) => ownWords.has(w));
}

/**
 * Whether an identifier follows another company's name on a line a label of what that company does opens: "Festzeltbetrieb
 * zur Sessionseröffnung: Rheinzelt Festwirt GmbH, Amtsgericht Köln HRB 88421, USt-IdNr. …" (thirty-sixth round) — the
 * company sharing no word with the business's names, and the label none of the business's own structure (a general partner's
 * line names both: "Komplementärin: Huber Verwaltungs GmbH, HRB …" is its own, as a held-out corpus had it).
 */
function afterAnotherCompanysLabel(id: LegalIdMatch, text: string, siteWords: Set<string>, all: LegalIdMatch[]): boolean {
  const start = text.lastIndexOf('\n', id.index) + 1;
  const end = text.indexOf('\n', id.index) < 0 ? text.length : text.indexOf('\n', id.index);
  // (Only where the page gives the business's own of a kind the line gives too: "Angaben gemäß § 5 TMG: Rossi Gastro GmbH, …,
  // HRB …, USt-IdNr. …" on the Pizzeria Da Mario's imprint is its own — a second company's line beside its own is another's.)
  const onLine = all.filter((other) => other.index >= start && other.index < end);
  if (!onLine.some((here) => all.some((other) => (other.index < start || other.index >= end) && other.type === here.type && other.value !== here.value))) return false;
  const line = text.slice(start, id.index);
  const m = /^([^:\n]{3,80}):\s*(.+)$/u.exec(line);
  if (!m || !siteWords.size || OWN_STRUCTURE.test(m[1])) return false;
  const company = leadingCompany(m[2]);
  return !!company && ![...nameWords([company])].some((w) => siteWords.has(w)) && ![...nameWords([m[1]])].some((w) => siteWords.has(w));
}
/** Labels of the business's own legal make-up: its general partner, owners, operator, managers, registration. */
const OWN_STRUCTURE =
  /komplement|haftend|gesellschafter|inhaber|betreiber|träger|anbieter|herausgeber|operator|exploitant|[ée]diteur|editore|gestore|titular|uitgever|izdava|impressum|angaben|§|mentions|sede|dati|statutair|handelsnaam|pravno|trading|datos|vertreten|represented|représent|rappresentat|geschäftsführ|general\s+partner|owner|director|registered|eingetragen|associ[ée]|g[ée]rant|socio|titolare|vennoot|beherend|eigenaar|vlasnik|osniva|firma|company|unternehmen|soci[ée]t[ée]|ragione\s+sociale|raz[oó]n\s+social|naziv|назив/iu;

/**
 * A company number labelled only so on a business outside the UK: "Kauri Coast … Limited, company number 5512834" is a
 * New Zealand one. (Not where the words around it say where it is registered: "registered in England & Wales No.
 * 13579246", "Company No. 13579246, registered in England and Wales" on a US studio's site.)
 */
const foreignCompanyNumber = (id: LegalIdMatch, text: string, country: string | null) =>
  id.type === 'uk_company_number' &&
  !!country &&
  country !== 'GB' &&
  /^\d+$/.test(id.value) &&
  !/registered\s+in\s+(?:england|wales|scotland|northern\s+ireland)|companies\s+house/iu.test(text.slice(Math.max(0, id.index - 150), id.end + 150));

/** A page's findings, with what only the whole site can settle: faxes, mentions, held phones and people. */
export type PageRead = Findings & { faxes: string[]; mentions: Mention[]; held: HeldPhone[]; heldPeople: PersonFinding[] };

/**
 * Everything one HTML page states about the business, and the numbers it labels as fax; `country` is the
 * default region for phone numbers.
 */
export function extractPage(html: string, sourceUrl: string, country: string | null): PageRead {
  const $ = cheerio.load(html);
  const text = visibleText($);
  const { people, heldPeople, mentions } = peopleOfPage($, text, sourceUrl);
  const held: HeldPhone[] = [];
  // (The business's names and the sections it gives to others, read once for every item type.)
  const parties = pageParties($, text, sourceUrl);
  const legalIds = findLegalIds(text);
  // (Others' sections read for identifiers only where the page gives one.)
  const othersCompact = legalIds.length ? parties.others.map(compact) : [];
  const ownWords = legalIds.length ? nameWords(parties.own) : new Set<string>();
  // (The site's names alone, not the companies its text states: an imprint names others' companies too.)
  const siteWords = legalIds.length ? nameWords(ownSiteNames($, { title: true })) : new Set<string>();
  const findings: Findings = {
    emails: findEmails($, text, sourceUrl, parties),
    // (A number given right after one of the page's own people is theirs, so the business's.)
    phones: findPhones(
      $,
      text,
      sourceUrl,
      country,
      people.map((p) => p.name),
      parties,
      held,
    ),
    socials: findSocials(
      $,
      sourceUrl,
      text,
      people.map((p) => p.name),
      parties.others,
    ),
    people,
    legalIds: legalIds
      .filter(
        (id) =>
          !givenForAnother(id, othersCompact) &&
          !inAnothersSentence(id, text, ownWords) &&
          !onAnotherBodysLine(id, text, parties.own, ownWords) &&
          !afterAnotherCompanysLabel(id, text, siteWords, legalIds) &&
          !foreignCompanyNumber(id, text, country),
      )
      .map((id) => ({
        type: id.type,
        value: id.value,
        raw: id.raw,
        valid: id.valid,
        sourceUrl,
        evidence: snippet(text, id.index, id.end),
        method: 'labelled_text' as const,
      })),
  };
  // Deduplicated within the page too: a footer and a contact block often repeat an address.
  // With the page's fax numbers, which the site's other pages may give unlabelled, and the names its own text
  // mentions, which may be the whole name of a first name another page gives, and the numbers it gives for a person it
  // names, which are the business's if another page names that person as its own, and the people its sentences name
  // with a role whom it gives nowhere else, the site's if another page gives them as its people.
  return { ...mergeFindings(mergeFindings(emptyFindings(), findings), findJsonLd($, sourceUrl, country)), faxes: [...faxDigits($, text)], mentions, held, heldPeople };
}
