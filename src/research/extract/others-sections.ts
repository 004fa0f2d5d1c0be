import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { getDomain } from 'tldts';
import { foldText } from './job-title.js';
import { ASSOCIATION_NAME, leadingCompany, NEIGHBOUR, nameWords, namesOtherCompany, namesOtherOrganisation, ownCompanies, SEPARATE_BODY } from './other-organisation.js';
import { collapse, textStart } from './page-text.js';
import { parseName } from './person-name.js';
import { ownSiteNames } from './site-name.js';

const HEADING = /^h([1-6])$/;

/** The first letters (six unless told) of each longer word, folded: enough to see "udruženja" and "Udruženje" as one word. */
export const stems = (text: string, letters = 6) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 4)
    .map((w) => w.slice(0, letters));
/** A site's own headings over its contact details and directions. */
const OWN_HEADING =
  /^(?:contact(?:\s+us)?|kontakt|contatti|contacto|contactez|address|adresse|find\s+us|get\s+in\s+touch|opening\s+hours|öffnungszeiten|anfahrt|location|directions|so\s+finden\s+sie\s+uns)\b/iu;

/** "of the" before a body's owner, in the languages read. */
const OF_THE = String.raw`(?:des|der|of\s+the|du|de\s+la|de\s+l['’]|van\s+de|del|della|dell['’])`;
const BODIES = String.raw`(?:[Oo]rgan[ie]|[Оо]ргани|[Oo]rgans|[Bb]odies|[Gg]remien|[Tt]ijela|[Тт]ела|[Tt]ela|[Oo]rgany|[ÓóOo]rganos|[Oo]rganes|[Oo]rganen)`;
const MANAGEMENT = String.raw`(?:[Uu]prava|[Уу]права|[Rr]ukovodstvo|[Рр]уководство|[Uu]pravni\s+odbor|[Уу]правни\s+одбор|[Nn]adzorni\s+odbor|[Нн]адзорни\s+одбор|[Pp]redsedništvo|[Пп]редседништво|[Zz]arząd|[Bb]estuur|[Vv]orstand|[Ll]eitung|[Dd]irection|[Dd]irezione|[Cc]onsiglio\s+direttivo|[Jj]unta\s+directiva|[Bb]oard|[Mm]anagement)`;
/** An association's or a club's kind, as its own headings name it. */
const ASSOCIATION = String.raw`(?:[Vv]ereins?|[Aa]ssociation|[Aa]ssociazione|[Aa]sociaci[oó]n|[Cc]lub[s]?|[Kk]lub\p{L}*|udru[žz]enj\p{L}*|удружењ\p{L}*|dru[šs]tv\p{L}*|друштв\p{L}*|[Ss]oci[ée]t[ée]|stowarzyszeni\p{L}*|[Vv]ereniging|[Ss]ociety|[Cc]ooperative|zadrug\p{L}*|задруг\p{L}*)`;
/**
 * A heading over the organisation's own bodies, naming it by its kind alone: "Органи удружења", "Organe des Vereins",
 * "Bodies of the association" — not "Organi Lovačkog udruženja „Šumadija“", another's. (Case as written: a capital
 * starts a name, but a German noun after its article is none.) Its management the same way, the kind an association's
 * or a club's ("Uprava udruženja", "Vorstand des Vereins") — not "Direction de l'hôpital", "Leitung des Gesundheitsamtes".
 */
const OWN_BODIES = new RegExp(
  // (Or an association's own bureau: "Bureau", "Le bureau", "Membres du bureau" — not "Better Business Bureau".)
  String.raw`^(?:(?:[Ll]e\s+|[Mm]embres\s+du\s+|[Nn]otre\s+)?[Bb]ureau(?:\s+(?:de\s+l['’]association|du\s+conseil|exécutif|executif))?$` +
    String.raw`|${BODIES}\s+(?:${OF_THE}\s*\p{L}+|\p{Ll}+)$` +
    String.raw`|${MANAGEMENT}\s+(?:${OF_THE}\s*)?${ASSOCIATION}$)`,
  'u',
);

/** The site's publisher named in the heading too ("Éditeur et hébergement", "Herausgeber und Hosting"): a section of both, the site's own people in it. */
const PUBLISHER = /(?<!\p{L})(?:[ée]diteur|publisher|herausgeber|anbieter|betreiber|uitgever|wydawca|izdava[čc]|издавач|editore)(?!\p{L})/iu;

/** Headings over the business's own legal details, whatever company their first line names: "Company details", "Impressum". */
const OWN_DETAILS_HEADING =
  /^(?:company\s+(?:details|information|info)|legal(?:\s+(?:notice|information|details))?|impressum|imprint|registered\s+office|mentions\s+l[ée]gales|informations\s+l[ée]gales|note\s+legali|aviso\s+legal|colofon|about(?:\s+us)?|über\s+uns|who\s+we\s+are|angaben\s+gem[äa](?:ß|ss)\s+§\s*5\s+tmg)\s*:?$/iu;

/** Labels of a party a section is given to: a consumer mediator, an ombudsman, a financial guarantor, an insurer, a host. */
const SECTION_PARTY = /^(?:m[ée]diat(?:eur|rice|ion)|ombudsman|garant|assureur|insurer|versicherer|h[ée]bergeur|host(?:ing)?(?:\s+provider)?)(?:\s|$)/iu;

/**
 * Whether a section's first lines are about another party: they open with a credit or with a company that shares no
 * word with the site's names ("Client Money Shield Ltd (company number …)"), or, after a line introducing them ("…
 * refer it to our redress scheme:"), they name another organisation ("Scheme: Property Redress Ombudsman").
 */
function othersLead(first: Element | undefined, next: Element | undefined, siteWords: Set<string>, own: string[]): boolean {
  if (!first) return false;
  const lead = collapse(textStart(first, 200, { spaced: true }));
  const company = leadingCompany(lead);
  if (creditsMakers(lead, siteWords) || (company && siteWords.size && ![...nameWords([company])].some((w) => siteWords.has(w)))) return true;
  // (Or a label naming the party a whole section is about: "Médiateur de la consommation : Tout litige … soumis à :" — not
  // one among the business's own details, "Registergericht:", "Zuständige Kammer:".)
  const label = /^([^:]{3,60}):/u.exec(lead)?.[1];
  if (label && SECTION_PARTY.test(label)) return true;
  return /:$/.test(lead) && !!next && namesOtherOrganisation(collapse(textStart(next, 80)), own);
}

/** A heading that is a sentence of ten words or more (not "Out of hours we use Vets Now hospital."). */
const TAGLINE = /^(?:\S+\s+){9,}\S+/u;

/** Text read per section at most: a section is a few lines of contact details. */
const SECTION_CHARS = 2_000;

/** The rank of a heading element, or of the first heading inside an element; null for none. */
function headingRank($: CheerioAPI, el: Element): number | null {
  const own = HEADING.exec(el.name)?.[1];
  if (own) return Number(own);
  const inner = $(el).find('h1, h2, h3, h4, h5, h6').first()[0];
  return inner ? Number(inner.name[1]) : null;
}

/** The business's own names on a page and the text of the sections it gives to others: read once per page, for every item type. */
export interface PageParties {
  own: string[];
  others: string[];
}

export function pageParties($: CheerioAPI, text: string, sourceUrl?: string): PageParties {
  const siteNames = ownSiteNames($, { title: true });
  const own = [...siteNames, ...ownCompanies(text)];
  return {
    own,
    others: [
      ...othersSections($, own, undefined, siteNames),
      ...(sourceUrl ? linkedOthersItems($, sourceUrl, nameWords(siteNames)) : []),
      ...introducedParties(text, nameWords(siteNames)),
      ...creditLines($, text, nameWords(siteNames)),
      ...relationLines(text, nameWords(siteNames)),
    ],
  };
}

/** "Our", in the languages read, before what another party is to the business. */
const OUR = String.raw`(?:[Oo]ur|[Uu]nser(?:e|en|em|er)?|[Nn]otre|[Nn]os|[Nn]uestr[oa]s?|[Ii]l\s+nostro|[Ll]a\s+nostra|[Ii]\s+nostri|[Oo]nze|[Oo]ns|[Nn]aš[aei]?|[Нн]аш[аеи]?)`;
/** Parties no business's own staff are: a landlord, an insurer, a franchisor, a parent company, the web agency, the host. */
// (Not "filiale": in Italian and Spanish the business's own branch.)
const SUBSIDIARY = String.raw`(?:subsidiar(?:y|ies)|[Tt]ochter(?:gesellschaft|firma|unternehmen)\p{L}*|dochter(?:onderneming|maatschappij)(?:en)?|controllat[ae])`;
const PARTY_WORD = String.raw`(?:${SUBSIDIARY}|landlords?|insurers?|franchisor|parent\s+company|holding\s+company|web\s+(?:designers?|agency)|hosting\s+provider|[Vv]ermieter\p{L}*|[Vv]ersicherer|bailleurs?|assureurs?|verhuurders?|verzekeraars?|arrendador(?:es)?|aseguradoras?)`;
/**
 * What another party is to the business: those, and advisers a firm of the same trade calls its own staff. (People's and
 * firms' words only, not their trades: "Steuerberater", not our own "Steuerberatung"; "knjigovođa", not "Knjigovodstvo".
 * German nouns with their capital.)
 */
const RELATION_WORD = String.raw`(?:${PARTY_WORD}|accountants?|auditors?|bookkeepers?|solicitors?|extern\p{L}*\s+[Dd]atenschutzbeauftragt\p{L}*|external\s+data\s+protection\s+officer|[Ss]teuerberater\p{L}*|[Ww]irtschaftsprüfer\p{L}*|[Bb]uchhalter\p{L}*|[Vv]ersicherung|expert-comptable|comptables?|commercialista|assicurator\p{L}*|asesor(?:es|a|as)?|gestor(?:es|a|as)?|boekhouder|ra[čc]unovo(?:đ|dj)\p{L}*|knjigovo(?:đ|dj)\p{L}*)`;
/** Another party introduced by what it is to the business, then its name: "our accountants, Marsh Penrose LLP", "unser Steuerberater Kanzlei …". */
const RELATION = new RegExp(
  String.raw`(?<!\p{L})${OUR}[^\S\n]+(?:\p{Ll}+[^\S\n]+){0,3}?${RELATION_WORD}` +
    // (Or "is" before the name: "Unser externer Datenschutzbeauftragter ist Tobias Wendl, SECURA Datenschutz GmbH, …".)
    String.raw`(?:[^\S\n]+(?:is|ist|est|es|è|je|zijn))?[^\S\n]*[,:–—-]?[^\S\n]+(?=\p{Lu})`,
  'gu',
);

/**
 * Renting the premises from another party, then its name: "Пословни простор закупљујемо од ТехноПарк Нови Сад д.о.о.",
 * "We lease our studio from Quayside Estates Ltd", "Die Praxisräume mieten wir von der Stadtwerke Au GmbH" — the
 * premises named before the verb (renting is many businesses' own trade: "Rent a kayak from Derwentwater Marina").
 */
const PREMISES = String.raw`(?:[Pp]remises|[Ss]tudio|[Oo]ffices?|[Bb]uilding|[Uu]nit|[Rr][äa]ume|[Rr][äa]umlichkeiten|[Pp]raxisr[äa]ume|[Bb][üu]ror[äa]ume|[Ll]ocaux|[Ll]ocal|[Pp]and|[Rr]uimte|[Ll]ocali|[Pp]rostor|[Пп]ростор)`;
// (Thirty-sixth round: its participles too, "Poslovni prostor zakupljen od: Nekretnine Dorćol d.o.o., MB …".)
const RENT = String.raw`(?:[Rr]ent(?:s|ed)?|[Ll]ease[sd]?|[Ss]ublet|mieten|pachten|(?:an)?gemietet|gepachtet|louons|lou[ée]e?s?|huren|gehuurd|alquilamos|arrendamos|alquilad[oa]s?|arrendad[oa]s?|affittiamo|affittat[oa]|in\s+locazione|zakuplju\p{L}*|zakupljen\p{L}*|iznajmlju\p{L}*|iznajmljen\p{L}*|закупљу\p{L}*|закупљен\p{L}*|изнајмљу\p{L}*|изнајмљен\p{L}*)`;
const FEW_WORDS = String.raw`(?:[^\S\n]+[^\s.:;]+){0,2}?[^\S\n]+`;
const LEASED_FROM = new RegExp(
  String.raw`(?<!\p{L})(?:${PREMISES}${FEW_WORDS}${RENT}|${RENT}${FEW_WORDS}${PREMISES})${FEW_WORDS}(?:from|von|bei|auprès\s+de|à|van|a|da|od|од)[^\S\n]*:?(?:[^\S\n]+(?:der|dem|den|the|la|le|l['’]|de|het))?[^\S\n]*(?=\p{Lu})`,
  'gu',
);

/**
 * Another legal entity the business is written as part of, or its premises as owned or managed by, then its name: "a
 * franchisee of PhysioFirst Ltd", "a subsidiary of …", "Our premises are owned by Harbour
 * Estates Ltd", "The yard is managed by Bedcroft Estates Ltd", "Il locale è di proprietà di Immobiliare Verdi srl". (Not
 * "c/o": a club's own address is often in another's care, "c/o Circolo Arci …", and its numbers follow it.)
 */
const ENTITY_OF = new RegExp(
  String.raw`(?<!\p{L})(?:franchisee\s+of|(?:a\s+)?franchise\s+of|licensee\s+of|subsidiary\s+of|(?:premises|building|property|offices?|studio|clinic|surgery|yard)\s+(?:is|are)\s+(?:owned|managed)\s+by|(?:locale|immobile|edificio|negozio)\s+è\s+di\s+propriet[àa]\s+di)(?:[^\S\n]+the)?[^\S\n]+(?=\p{Lu})`,
  'gu',
);

/** A class naming an element as a sponsor's card, as a whole class word: "sponsor", "sponsor-card" — not "has-sponsor-bar", "page-sponsors". */
const SPONSOR_CLASS = /^(?:sponsors?|sponsoren|sponsor[-_](?:card|item|logo|box|block|entry|tile))$/iu;
/** Elements no sponsor's card is, whatever their class: the page's frame. */
const FRAME = new Set(['html', 'body', 'main', 'header', 'footer', 'nav']);
const SUBSIDIARY_BEFORE = new RegExp(`${SUBSIDIARY}[^\\p{L}]*$`, 'u');

/**
 * A heading over what another party is to the business: "Our landlord", "Unser Vermieter", "Nos assureurs", "Nos partenaires",
 * a food bank's "Partner Agencies" (not "Our accountants", an accountancy's own team; nor "Our Partners", a firm's own).
 */
const RELATION_HEADING = new RegExp(
  String.raw`^(?:${OUR}\s+(?:\p{Ll}+\s+){0,2}?${PARTY_WORD}|[Nn]os\s+partenaires|(?:${OUR}\s+)?(?:[Pp]artner\s+(?:[Aa]gencies|[Oo]rgani[sz]ations|[Cc]harities)|[Pp]artnerorganisatie?n?|[Oo]rganisations\s+partenaires|[Ee]ntidades\s+colaboradoras))$`,
  'u',
);

/**
 * A line, or a table row, labelled by what another party is to the business, then its name: "Beheerder | Vastgoedbeheer
 * Domstad B.V., KvK …, btw …", "Knjigovodstvene usluge: Agencija „Bilans plus”, PIB …", a processor of its data
 * ("Verwerker (hosting en e-mail): Kempen Cloud BV, …, BTW …"), the insurer, the consumer mediator, the auditor ("Berufshaftpflicht:
 * Hanse Baurisk Versicherung AG, Hamburg (HRB …)", "Médiateur de la consommation : CM2C, …"), an Italian or French accountant
 * credited so ("Commercialista: Studio Rossi, P.IVA …"). (Parties only, not trades a firm's own staff are labelled by:
 * "Steuerberater: …" in a tax firm's imprint names its partners.)
 */
const RELATION_LABEL = new RegExp(
  String.raw`^(?:${PARTY_WORD}|(?:berufs)?haftpflicht(?:versicherung)?|assicurazione\s+professionale|osiguravač|осигуравач|m[ée]diateur(?:\s+de\s+la\s+consommation)?|consumer\s+mediator|commercialista|expert-comptable|organe\s+de\s+r[ée]vision|revisionsstelle|beheerder|property\s+manager|managing\s+agent|hausverwaltung|verwalter(?:in)?|syndic|administrador\s+de\s+fincas|amministratore\s+condominiale|(?:knjigovodstven|ra[čc]unovodstven)\p{L}*\s+usluge|(?:књиговодствен|рачуноводствен)\p{L}*\s+услуге|accounting\s+services|bookkeeping|(?:sub-?)?verwerkers?|auftragsverarbeiter(?:in)?|(?:data\s+)?processors?|sous-traitants?|encargados?\s+del\s+tratamiento|obra(?:đ|dj)iva(?:č|c)i?)(?:[^\S
]*\([^()
]{1,40}\))?(?:[^\S
]*:)?[^\S
]+(?=\p{L}|[„"“«])[^
]*`,
  'gimu',
);
// (Whatever case the name after the label starts in: "Beheerder vastgoedbeheer …" as a table row reads. Only the lines
// with a capital or a quotation mark after the label were tried: another party's identifier came back on a held-out corpus.)
// (A line labelled by the books then a company, "Knjigovodstvo: Agencija Konto d.o.o., PIB …", was tried: a legal form's
// letters in the line's own address, "buchhaltung@meier-ag.ch", and the business's own firm named under the label.)
/**
 * A line labelled by a service done for the business, then the company with its legal form that does it: "Servis peći:
 * Termo-Keram d.o.o., Novi Sad, tel. …, PIB …", "Wartung Heizung: Wärmetechnik Roth GmbH, …" — the label's service
 * named (not "Service:" alone, a business's own desk) and the company by its legal form in the line's first clause.
 */
const SERVICE_LABEL =
  /^(?:servis|сервис|service|servicing|wartung|entretien|manutenzione|mantenimiento|onderhoud|odr[žz]avanje|одржавање)(?:[^\S\n]+\p{L}+){1,2}[^\S\n]*:[^\S\n]+(?=[^\n,;]{2,60}?[^\S\n](?:d\.o\.o\.|д\.о\.о\.|doo|GmbH|AG|Ltd|Limited|S\.?r\.?l\.?|S\.L\.|SARL|SAS|B\.?V\.?|N\.?V\.?)(?![\p{L}.]))[^\n]*/gimu;
// (A serviced firm's line is another's only where the site's own names are known and the firm shares none of their words: the
// firm's own site writes the same, "Wartung und Reparatur: Roth Wärmetechnik GmbH, Tel. …".)
const relationLines = (text: string, siteWords: Set<string>): string[] => [
  ...[...text.matchAll(RELATION_LABEL)].map((m) => m[0]),
  ...[...text.matchAll(SERVICE_LABEL)]
    .map((m) => m[0])
    .filter((line) => siteWords.size && ![...nameWords([line.slice(line.indexOf(':') + 1).split(',')[0]])].some((w) => siteWords.has(w))),
];

/**
 * A line crediting the site's makers, with their details on it: "Diseño web: Webs Pisuerga · Tel. 983 35 09 41 · …",
 * "Израда и одржавање сајта: Пиксел Студио, … (ПИБ …)", "Webdesign und Hosting: …", "Hébergeur du site :", "Website by …", "Sito realizzato da …".
 */
const CREDIT_WORD = String.raw`web\s*design|webdesign|hosting|webhosting|h[ée]bergeur|alojamiento|programmierung|realisierung|r[ée]alisation|conception|h[ée]bergement|gestaltung|umsetzung|realizzazione|diseño\s+web|ontwerp|izrada(?:\s+i\s+odr[žz]avanje)?\s+(?:web\s+)?sajta|израда(?:\s+и\s+одржавање)?\s+(?:веб\s+)?сајта`;
const CREDIT_LINE = new RegExp(
  String.raw`^(?:(?:website\s+|site\s+)?(?:designed|developed|built|hosted|created|made|powered)(?:\s+(?:and|&)\s+\p{L}+)?\s+by|(?:website|site|web)\s+by|(?:${CREDIT_WORD})(?:\s*(?:und|and|&|et|e|y|en|i|\/|,)\s*(?:${CREDIT_WORD}))?(?:\s+(?:(?:du|of\s+the|des|der|del|de\s+la|della)\s+)?(?:site|website|webseite|sitio|sito)(?:\s+(?:internet|web))?)?\s*:|(?:sito|site)\s+(?:web\s+)?r[ée]alis[ée]e?\s+par|(?:sito\s+)?realizzato\s+da)`,
  'iu',
);

/**
 * (Thirty-fifth round) the site's photographer, by a name ("Drone photography on this site courtesy of Big Sky Drone Imaging –
 * @…", "Fotos: Foto Kerschbaumer"), and a maker under "Website:" by a name, not an address ("Website: Studio Kobalt (BTW BE
 * 0645.221.927)", not "Website: www.…") — case-sensitive, the name's capital telling it from "Photos: see our gallery".
 */
const PICTURES_OR_SITE_CREDIT = new RegExp(
  String.raw`^(?:(?:\p{L}+\s+)?(?:[Pp]hotography|[Pp]hotographs|[Pp]hotos?|[Ii]mages|[Pp]ictures)(?:\s+on\s+this\s+(?:site|website))?\s+(?:courtesy\s+of|by)\s+|(?:[Ff]otos?|[Pp]hotos?|[Bb]ildnachweis|[Bb]ildquellen?|[Cc]r[ée]dits?\s+photos?|[Pp]hoto\s+credits?|[Ii]mage\s+credits?)\s*:\s*|(?:[Ww]ebsite|[Ww]ebseite|[Ss]ite\s+web|[Ss]itio\s+web|[Ss]ito\s+web)\s*:\s*(?!www\.)(?![^\s,]+\.\p{L}{2,}(?:[\s,/]|$)))\p{Lu}`,
  'u',
);

const CREDIT_ALONE = new RegExp(String.raw`^(?:${CREDIT_WORD})(?:\s*(?:und|and|&|et|e|y|en|i|\/|,)\s*(?:${CREDIT_WORD}))?$`, 'iu');

/** Words by which a credit names the business itself: "Images by Sarah Jones, our owner", "Photography by me". */
const OURS = /(?<!\p{L})(?:our|my|me|unser\p{L}*|mein\p{L}*|notre|nos|mon|ma|nuestr\p{L}*|nostr\p{L}*|onze|ons|mijn|naš\p{L}*|наш\p{L}*)(?!\p{L})/iu;
/**
 * A credit for the site's pictures or for its maker under "Website:", to someone the site does not name itself by (given
 * its names' words): not "Fotos: Hotel Alpenrose, Tel. …" on the hotel's own imprint, nor "Photography by Emma Clarke"
 * on her own site, nor "Images by Sarah Jones, our owner".
 */
function creditsPictures(line: string, ownWords?: Set<string>): boolean {
  const m = PICTURES_OR_SITE_CREDIT.exec(line);
  if (!m || OURS.test(line)) return false;
  const credited = line.slice(m[0].length - 1).split(/\s*[,–—(|·:]\s*|\s-\s/u)[0];
  return !ownWords || ![...nameWords([credited])].some((w) => ownWords.has(w));
}

/** Whether a line credits the site's makers: a credit's words, and after "by" a name, not "Made by hand in Devon". */
export const creditsMakers = (line: string, ownWords?: Set<string>) =>
  (CREDIT_LINE.test(line) && !/^[^:]*?\s(?:by|par|von|door|da)\s+\p{Ll}/u.test(line)) || creditsPictures(line, ownWords);

/** The page's lines that credit its makers (see CREDIT_LINE), and what follows a credit label standing alone ("<p><strong>Webdesign:</strong></p><p>Pixelhof OG, …</p>"). */
function creditLines($: CheerioAPI, text: string, siteWords: Set<string>): string[] {
  // (The credit's part of its line: "Website by Pixel Co © 2024 Oak & Iron Ltd · orders@…" ends at "©" or "|".)
  const lines = text.split('\n');
  // (Or the line from a sentence of it on, after another: "Fotos: Foto Kerschbaumer, Lunz am See. Webdesign: Alpenweb OG, UID …"
  // — the credited party's details may go on in the next sentences, "Website by Pixel Studio Ltd. Registered in England, …".)
  const found = lines
    .flatMap((line) => {
      const parts = line.split(/(?<=[\p{Ll}\d]{2}\.)\s+(?=\p{Lu})/u);
      const at = parts.findIndex((part) => creditsMakers(part, siteWords));
      return at < 0 ? [] : [parts.slice(at).join(' ')];
    })
    .map((line) => line.split(/\s*(?:©|\s\|\s)\s*/u)[0]);
  // (A credit's word alone on its line, without a colon, labels the next when it starts with another's name and a comma —
  // the site's own names known — not an agency's list of its services over its own name: "<strong>Gestaltung</strong><br>Atelier Nordlicht, …, USt-IdNr. …".)
  // (And only after the business's own details, a number or an address: an agency's imprint may open with its own credit.)
  // (The first such detail found once: a page of many lines must not be read again for each.)
  const firstDetail = lines.findIndex((l) => /@|\d{3}[\s./-]?\d{3}/u.test(l));
  lines.forEach((line, k) => {
    if (firstDetail < 0 || k <= firstDetail || !siteWords.size || !CREDIT_ALONE.test(line.trim())) return;
    const named = /^\s*(\p{Lu}[^,\n]{1,60}),/u.exec(lines[k + 1] ?? '')?.[1];
    if (named && ![...nameWords([named])].some((w) => siteWords.has(w))) found.push(lines[k + 1]);
  });
  $('p, div, li').each((_, el) => {
    // (A leaf block only, its first characters read: a page of thousands of nested blocks must not cost a pass each.)
    if (el.children.some((c) => c.type === 'tag' && ['p', 'div', 'li'].includes(c.name))) return;
    const label = collapse(textStart(el, 61));
    if (label.length > 60 || !/:$/.test(label) || !creditsMakers(label)) return;
    let after = '';
    for (let next = $(el).next()[0], k = 0; next && k < 6 && !HEADING.test(next.name) && !/:$/.test(collapse(textStart(next, 61))); next = $(next).next()[0], k++)
      after += ` ${textStart(next, SECTION_CHARS, { spaced: true })}`;
    if (after.trim()) found.push(after);
  });
  return found;
}

/**
 * The sentences of a page that give another party introduced by its relation to the business ("Our registered office is
 * the office of our accountants, Marsh Penrose LLP (LLP number OC398812), …") and the sentences after them, within a
 * few lines, that open with its name ("Marsh Penrose can be reached on Tel: 0117 929 4410"): its numbers, not the
 * business's. (Not a name with a word of the site's own: "our landlord, Harbourside Estates" at Harbourside Lettings.)
 */
function introducedParties(text: string, siteWords: Set<string>): string[] {
  const found: string[] = [];
  const related = [...text.matchAll(RELATION)];
  for (const m of [...related, ...text.matchAll(LEASED_FROM), ...text.matchAll(ENTITY_OF)]) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 400);
    // (Or, with words in lower case, up to its legal form: "Poslovni centar Master d.o.o.".)
    const name =
      /^\p{Lu}[\p{L}&'’.-]*(?:\s+[\p{L}&'’-]+){0,4}?\s+(?:d\.o\.o\.|д\.о\.о\.|doo|s\.r\.l\.|srl|GmbH|AG|Ltd|SA|SAS|SARL|S\.L\.|BV|B\.V\.)(?!\p{L})/u.exec(after)?.[0] ??
      /^\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,4}/u.exec(after)?.[0] ??
      '';
    const words = [...nameWords([name])];
    // (A subsidiary is another company by the business's own name: "our trading subsidiary Kingsmere Boathouse Trading Ltd (company number …)".)
    if (!words.length || (words.some((w) => siteWords.has(w)) && !SUBSIDIARY_BEFORE.test(m[0]))) continue;
    // (A landlord or a parent company by a name of two words or more: "rent our studio from Monday …" names a day.)
    if (!related.includes(m) && !/\s/.test(name)) continue;
    const first = name.split(/\s+/)[0];
    // (The sentence it is named in, and those after it, within a few lines, that start with its first word.)
    // (A sentence starts with a word, not with a code after an abbreviation: "USt-IdNr. DE 297 661 834".)
    // (The first ends at its line too: a contact block's next line, "Studio Yoga Zen, SIRET …, tél. …", is the business's.)
    const sentencesOf = (part: string) => part.replace(/\s+/g, ' ').split(/(?<=[\p{Ll}\d]{2}[.!?])\s+(?=\p{Lu}\p{Ll})/u);
    const sentences = sentencesOf(after);
    const opening = sentencesOf(after.split('\n')[0])[0];
    found.push(text.slice(m.index, m.index + m[0].length) + opening, ...sentences.slice(1).filter((sentence) => sentence.startsWith(`${first} `)));
  }
  return found;
}

/**
 * The text of each section of the page whose heading names another organisation (a chamber, a host, an
 * out-of-hours service, a tax office …; the site's own names do not count): what follows the heading up to a
 * heading of the same or a higher rank; the page's title (h1) heads no such section. A heading alone in its wrapper ("<div><h4>Kamara:</h4></div><p>…")
 * has its section after the wrapper. `skip` leaves out headings that are no organisation here (a board's
 * "Members" heading, for people). Given the site's own names (`siteNames`, for numbers, addresses and identifiers), a
 * section whose first lines are another's (see othersLead) is theirs too.
 */
export function othersSections($: CheerioAPI, own: string[], skip: (heading: string) => boolean = () => false, siteNames?: string[]): string[] {
  const sections: string[] = [];
  const siteWords = nameWords(siteNames ?? []);
  // A heading that shares a word's stem with the site's own name is about the site ("Organi udruženja" on the site of "Udruženje pčelara …").
  const ownStems = new Set(own.flatMap((name) => stems(name)));
  // Not the page's own title (h1): a page called "Bureau" is the firm's office — unless it says what others are to the
  // business: a page "Nos partenaires" is about them.
  // (A body the page says is separate from the business, named by its kind in a heading, any heading: "<h1>Les Amis du Vitrail
  // asbl</h1> … Elle est distincte de l'atelier." — not the site's own brand; the page's title may name either first.)
  const separate = SEPARATE_BODY.test(collapse(textStart($('body')[0] ?? $.root()[0], SECTION_CHARS * 4)));
  const brandStems = new Set(ownSiteNames($).flatMap((name) => stems(name)));
  const separateBody = (title: string) => separate && ASSOCIATION_NAME.test(title) && !stems(title).some((stem) => brandStems.has(stem));
  $('h1, h2, h3, h4, h5, h6').each((_, heading) => {
    const title = $(heading).text().replace(/\s+/g, ' ').trim();
    if (!title || skip(title) || (heading.name === 'h1' && !RELATION_HEADING.test(title) && !separateBody(title))) return;
    const rank = Number(heading.name[1]);
    let from: Element = heading;
    if (!$(heading).nextAll().length && heading.parent?.type === 'tag' && $(heading.parent).children().length === 1) from = heading.parent;
    // Headed by another organisation's name, or by a business whose first lines say it shares the premises
    // ("<h4>Wycombe Denture Clinic</h4><p>Sharing our building on the first floor: …"), whatever place it is named
    // after — not the site's own contact heading over a line about its neighbours. (Only the first lines are read
    // to tell: a page of many headings must not cost a pass over the rest of the page for each.)
    // (A heading written as a sentence is the site's tagline, not a name: "Knjigovodstvena agencija koja … pruža usluge …".)
    const naming = !TAGLINE.test(title) && namesOtherOrganisation(title, own) && !stems(title).some((stem) => ownStems.has(stem)) && !OWN_BODIES.test(title);
    const othersName = (naming && !PUBLISHER.test(title)) || RELATION_HEADING.test(title) || separateBody(title);
    const first = $(from).next()[0];
    // The site's publisher and its host under one heading ("Éditeur et hébergement"): the lines that name another
    // organisation are the host's ("Hébergeur : OVH SAS …", "Hosting: Strato AG, …, Vorstand: …"), the rest the site's.
    if (naming && !othersName) {
      sections.push(...othersLines($, first, rank, own));
      return;
    }
    const neighbour = !othersName && !!first && !OWN_HEADING.test(title) && NEIGHBOUR.test(textStart(first, 200));
    const led =
      !!siteNames && !othersName && !neighbour && !OWN_HEADING.test(title) && !OWN_DETAILS_HEADING.test(title) && othersLead(first, first && $(first).next()[0], siteWords, own);
    if (!othersName && !neighbour && !led) return;
    let text = '';
    // (Up to the page's footer: the business's own lines.)
    for (let el: Element | undefined = first; el && el.name !== 'footer' && text.length < SECTION_CHARS; el = $(el).next()[0]) {
      const next = headingRank($, el);
      if (next !== null && next <= rank) break;
      // (Blocks apart, "Email" / "enquiries@…" in a list of terms; inline parts as written, "info@<span>…</span>.de".)
      text += ` ${textStart(el, SECTION_CHARS, { lined: true })}`;
    }
    text = text.replace(/\s+/g, ' ').slice(0, SECTION_CHARS);
    if (text.trim()) sections.push(text);
  });
  sections.push(...companyCards($, own));
  // A sponsor's card, by its class: "<div class="sponsor"><h3>Cassa Rurale Lagorai</h3><p>…, tel. …</p></div>" — a bank named
  // after the same valley as the orchestra (met on the thirty-fifth blind round).
  // (A card: short, and no frame of the page.)
  $('[class*="sponsor" i]').each((_, el) => {
    if (FRAME.has(el.name) || !el.attribs.class.split(/\s+/).some((word) => SPONSOR_CLASS.test(word))) return;
    const text = textStart(el, 401).replace(/\s+/g, ' ');
    if (text.length <= 400) sections.push(text);
  });
  return sections;
}

/**
 * The items of a list of other organisations, each opening with a link to another site: "<li><a href="https://www.pieta.ie/">Pieta</a>
 * – freephone 1800 247 247</li>" on a counsellor's support page (thirty-sixth session) — their numbers and people, not the
 * business's. Two items or more so led, in a list most of whose items are; another site by its registrable domain (not a
 * branch's "ulm.baeckerei-huber.de"), not a social network, a map or a chat link (the business's own "Facebook – …",
 * "WhatsApp …"), and not named with a word of the site's own names.
 */
function linkedOthersItems($: CheerioAPI, sourceUrl: string, siteWords: Set<string>): string[] {
  const site = getDomain(sourceUrl);
  const items: string[] = [];
  $('ul, ol').each((_, list) => {
    const lis = list.children.filter((c): c is Element => c.type === 'tag' && c.name === 'li');
    const led = lis.filter((li) => {
      const first = li.children.find((node) => node.type !== 'text' || (node as unknown as { data: string }).data.trim());
      if (!first || first.type !== 'tag' || first.name !== 'a' || !/^https?:\/\//iu.test(first.attribs.href ?? '')) return false;
      const domain = getDomain(first.attribs.href);
      if (!domain || domain === site || OWN_CHANNEL.test(domain)) return false;
      return ![...nameWords([collapse(textStart(first, 200))])].some((w) => siteWords.has(w));
    });
    if (led.length >= 2 && led.length * 2 > lis.length) for (const li of led) items.push(collapse(textStart(li, SECTION_CHARS)));
  });
  return items;
}
/** Where a business's own channels live: its profiles, its map, its chat. */
const OWN_CHANNEL =
  /^(?:facebook|instagram|linkedin|twitter|x|youtube|youtu|tiktok|pinterest|xing|whatsapp|wa|t|google|goo|maps|apple|openstreetmap|bing|waze|calendly|doctolib|jameda|treatwell)\.\p{L}+$/iu;

/** The lines (blocks and `<br>` lines) under a heading, up to the next heading of its rank, that name another organisation or company. */
function othersLines($: CheerioAPI, first: Element | undefined, rank: number, own: string[]): string[] {
  const ownWords = nameWords(own);
  const lines: string[] = [];
  let read = 0;
  for (let el: Element | undefined = first; el && read < SECTION_CHARS; el = $(el).next()[0]) {
    const next = headingRank($, el);
    if (next !== null && next <= rank) break;
    const text = textStart(el, SECTION_CHARS, { lined: true });
    read += text.length;
    for (const line of text.split('\n').map(collapse).filter(Boolean)) if (namesOtherOrganisation(line, own) || namesOtherCompany(line, ownWords)) lines.push(line);
  }
  return lines;
}

/** How far up from a card's heading the card itself may be: "<div class=col><div class=card><div class=card-body><h5>". */
const CARD_DEPTH = 4;

/**
 * The cards of a grid more than half of whose cards are headed by other companies' names ("Bitnet d.o.o.", "Audit
 * Plus d.o.o." beside "Advokatska kancelarija Simić & Marjanović" on a "Partneri" page): each card not headed by the
 * site's own name or a person's is another's, its numbers and people theirs. (A card is one of several siblings of the
 * same tag and class.)
 */
function companyCards($: CheerioAPI, own: string[]): string[] {
  const ownWords = nameWords(own);
  const ownStems = new Set(own.flatMap((name) => stems(name)));
  const grids = new Set<Element>();
  $('h2, h3, h4, h5, h6').each((_, heading) => {
    if (!namesOtherCompany($(heading).text(), ownWords)) return;
    let card: Element = heading;
    for (let level = 0; level < CARD_DEPTH && card.parent?.type === 'tag'; level++) {
      card = card.parent;
      const alike = $(card)
        .siblings()
        .filter((_, el) => el.name === card.name && (el.attribs.class ?? '') === (card.attribs.class ?? ''));
      if (alike.length) {
        grids.add(card.parent as Element);
        return;
      }
    }
  });
  const sections: string[] = [];
  for (const grid of grids) {
    const cards = $(grid)
      .children()
      .toArray()
      .map((card) => ({ card, title: $(card).find('h2, h3, h4, h5, h6').first().text().replace(/\s+/g, ' ').trim() }))
      .filter(({ title }) => title);
    const companies = cards.filter(({ title }) => namesOtherCompany(title, ownWords));
    if (companies.length < 2 || companies.length * 2 <= cards.length) continue;
    // (Not a card headed by the site's own name, by any of its words — "Sedište – Agro Plus d.o.o." on Agro Plus's
    // site — nor by a person's name: a committee's cards beside its sponsors'.)
    const isOwn = (title: string) => stems(title).some((stem) => ownStems.has(stem)) || [...nameWords([title])].some((word) => ownWords.has(word));
    for (const { card, title } of cards) if (!isOwn(title) && !parseName(title)) sections.push(textStart(card, SECTION_CHARS).replace(/\s+/g, ' '));
  }
  return sections;
}
