import type { LegalIdType } from './extract/legal-ids.js';
import { isLanguage, parseName, withoutNickname } from './extract/person-name.js';

/**
 * What website research reports. Every item is something the site itself states: `evidence` is the
 * verbatim text (or attribute) it was read from on `sourceUrl`, and contains `raw`, the item exactly as
 * written there; `value` is `raw` normalised (lower-case email, E.164 phone, compact identifier).
 * Only Cloudflare-protected and bracket-obfuscated addresses differ from their evidence by more than
 * normalisation: there `raw` is the encoded form the page carries.
 */
export interface Finding {
  type: string;
  value: string;
  raw: string;
  sourceUrl: string;
  evidence: string;
  method: string;
}

export type EmailMethod = 'mailto' | 'text' | 'json_ld' | 'cloudflare' | 'obfuscated';
export interface EmailFinding extends Finding {
  type: 'email';
  method: EmailMethod;
}

export interface PhoneFinding extends Finding {
  type: 'phone';
  method: 'tel_link' | 'labelled_text' | 'json_ld';
  /** Read from text next to a label such as "Tel:" rather than from a tel: link. */
  labelled: boolean;
}

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'x', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export interface SocialFinding extends Finding {
  type: SocialNetwork;
  method: 'link' | 'json_ld';
}

/**
 * A run of capitalised words a page's own text ends a clause with ("Grace Oduya in our front office"), with up to 30
 * characters before it and the rest of its sentence after: the site may write there the whole name of a first name.
 */
export interface Mention {
  before: string;
  name: string;
  after: string;
}

export interface PersonFinding extends Finding {
  type: 'person';
  method: 'team_card' | 'labelled_text' | 'sentence' | 'json_ld';
  name: string;
  role: string;
}

export interface LegalIdFinding extends Finding {
  type: LegalIdType;
  method: 'labelled_text';
  /** Checksum result where the identifier has one; null where it has none (format checked only). */
  valid: boolean | null;
}

export interface Findings {
  emails: EmailFinding[];
  phones: PhoneFinding[];
  socials: SocialFinding[];
  people: PersonFinding[];
  legalIds: LegalIdFinding[];
}

export const emptyFindings = (): Findings => ({ emails: [], phones: [], socials: [], people: [], legalIds: [] });

/** A person's name as compared: folded, without a nickname between its words. */
const personKey = (name: string) => withoutNickname(name).toLowerCase();

const keyOf: { [K in keyof Findings]: (item: Findings[K][number]) => string } = {
  emails: (f) => f.value,
  phones: (f) => f.value,
  socials: (f) => f.value.toLowerCase(),
  people: (f) => `${personKey(f.name)}\n${f.role.toLowerCase()}`,
  legalIds: (f) => `${f.type}\n${f.value}`,
};

/** Adds `more` to `into`, keeping the first evidence for an item seen on several pages. */
export function mergeFindings(into: Findings, more: Findings): Findings {
  for (const kind of Object.keys(keyOf) as (keyof Findings)[]) {
    const key = keyOf[kind] as (item: unknown) => string;
    const seen = new Set((into[kind] as unknown[]).map(key));
    for (const item of more[kind] as unknown[]) {
      if (seen.has(key(item))) continue;
      seen.add(key(item));
      (into[kind] as unknown[]).push(item);
    }
  }
  return into;
}

/**
 * Phones read from text whose digits the site states as a company or tax identifier ("Matični broj:
 * 64012783" in one cell, the number in the next): an identifier is never also a number to call.
 */
export function withoutIdentifierPhones(findings: Findings): Findings {
  const ids = findings.legalIds.map((id) => id.value.replace(/\D/g, '')).filter((digits) => digits.length >= 6);
  if (!ids.length) return findings;
  // The same digits as written, or a national number ending in a long identifier (8 digits or more: shorter ones end many numbers).
  const isId = (phone: PhoneFinding) => ids.some((id) => phone.raw.replace(/\D/g, '') === id || (id.length >= 8 && phone.value.replace(/\D/g, '').endsWith(id)));
  return withoutTextPhones(findings, isId);
}

/** Phones read from text that are something else; a `tel:` link is a number to call whatever else the page says. */
const withoutTextPhones = (findings: Findings, isNot: (phone: PhoneFinding) => boolean): Findings => ({
  ...findings,
  phones: findings.phones.filter((phone) => phone.method === 'tel_link' || !isNot(phone)),
});

/**
 * The numbers pages give for a person they name without saying the person is the business's ("Fragen zu den Proben
 * beantwortet Ilona Szabó-Keller, Mobile …"), where another page names that person as one of its people (the conductor's
 * page): theirs, so the business's. Each once.
 */
export function withPeoplesPhones(findings: Findings, held: { person: string; phone: PhoneFinding }[]): Findings {
  const people = new Set(findings.people.map((p) => personKey(p.name)));
  const values = new Set(findings.phones.map((p) => p.value));
  const phones = [...findings.phones];
  for (const { person, phone } of held) {
    if (!people.has(personKey(person)) || values.has(phone.value)) continue;
    values.add(phone.value);
    phones.push(phone);
  }
  return phones.length === findings.phones.length ? findings : { ...findings, phones };
}

/** People a page's sentences name with a role but give nowhere else ("… fondée par Nathalie Bourquin-Favre, fondatrice et directrice, …"): the site's where another page gives them as its people. */
export function withHeldPeople(findings: Findings, held: PersonFinding[]): Findings {
  const names = new Set(findings.people.map((p) => personKey(p.name)));
  const values = new Set(findings.people.map((p) => p.value));
  const people = [...findings.people];
  for (const person of held) {
    if (!names.has(personKey(person.name)) || values.has(person.value)) continue;
    values.add(person.value);
    people.push(person);
  }
  return people.length === findings.people.length ? findings : { ...findings, people };
}

/**
 * Phones read from text whose digits a page of the site labels as fax ("Fax: 91 775 32 19" on the contact
 * page, the same number alone in every page's footer): a fax is never a number to call.
 */
export function withoutFaxPhones(findings: Findings, faxes: Iterable<string>): Findings {
  const national = [...new Set(faxes)].map((digits) => digits.replace(/^0+/, '')).filter((digits) => digits.length >= 6);
  if (!national.length) return findings;
  const isFax = (phone: PhoneFinding) => national.some((digits) => phone.raw.replace(/\D/g, '').replace(/^0+/, '') === digits || phone.value.endsWith(digits));
  return withoutTextPhones(findings, isFax);
}

/**
 * Words right before a mention that make it a street, a namesake or someone else's: "rue Victor Hugo", "Koning Willem
 * Alexanderlaan", "inspired by Florence Nightingale", "von Dr. Michael Brandt", "notre cliente Claire Dubois".
 */
const NOT_STAFF_BEFORE =
  /(?<!\p{L})(?:rue|avenue|boulevard|calle|avenida|via|viale|piazza|corso|ulica|улица|trg|street|road|lane|koning|king|queen|saint|san|santa|sveti|(?<!(?:booked|handled|run|managed|organi[sz]ed|answered|arranged|coordinated|led|taken)\s)by|von|vom|from|de|par|da|van|od|client[e]?|cliente|kunde|kundin|klant|patient(?:e|in)?|customer|dr\.?|prof\.?)\s*$/iu;

/** Another organisation right after a name, or a house number: "Oliver Grant at Grant Joinery", "… Kovačića 5, Zagreb". */
const ELSEWHERE_AFTER = /^\s*(?:(?:at|of|from|bei|von|vom|der|chez|de|du|del|della|di|da|van|uit|iz|z|ze|u)\s+\p{Lu}|\d{1,4}\s*\p{L}?(?:[,\s]|$))/u;
/** A sentence going on about someone's past: "…, who founded modern nursing", "…, der 2005 in den Ruhestand ging". */
const PAST_AFTER =
  /(?<!\p{L})(?:found(?:ed|er)|gründete|gegründet|fondé|fondateur|fundó|fondò|osnova|retired|retirement|ruhestand|retraite|pensione|pensioen|penzij|mirovin|passed\s+away|verstorben|décédé|died|starb|took\s+over|übernahm|repris|sold)(?!\p{L})/iu;

/**
 * One person written two ways on the site with the same role — a team grid's "Sophie" and her own page's "Sophie
 * Marchetti", an imprint's "Carlo Rinaldi" and the team page's "Carlo Maria Rinaldi" — is named the fuller way, when
 * exactly one entry with that role has the fuller name; `raw` and `evidence` keep what each page wrote. (Another role
 * may be another person: a nurse "Sophie" beside a dentist "Sophie Lang", a "Hans Müller" beside his son "Hans Peter
 * Müller".) A first name alone is also named in full where the site's own text writes exactly one whole name starting
 * with it (`mentions`: "Grace Oduya in our front office" beside the grid's "Grace" — "Patient Coordinator") and no
 * other entry has that first name, or only entries with that one whole name. A surname written elsewhere as part of a
 * double name is that double name. The same name and role twice is then one person.
 */
export function withFullerNames(findings: Findings, mentions: Iterable<Mention> = []): Findings {
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const mentioned = [...mentions].map(({ before, name, after }) => ({ before, words: name.split(/\s+/), after }));
  // The whole names the site mentions for a first name: its word in a mention, then one to three words of a name —
  // not a street, a namesake, a client or a predecessor (read where the page is: "rue Victor Hugo", "by Dr Robert
  // Hale"), nor a name the sentence then places at another organisation or in the past ("Oliver Grant at Grant
  // Joinery", "James Whitfield, who retired in 2005").
  const writtenInFull = (first: string): Set<string> => {
    const names = new Set<string>();
    for (const { before, words, after } of mentioned) {
      const at = words.indexOf(first);
      const rest = words.slice(at + 1);
      if (at < 0 || !rest.length || rest.length > 3 || rest.some(isLanguage)) continue;
      if (NOT_STAFF_BEFORE.test(`${before} ${words.slice(0, at).join(' ')}`) || ELSEWHERE_AFTER.test(after) || PAST_AFTER.test(after)) continue;
      const parsed = parseName(`${first} ${rest.join(' ')}`);
      if (parsed?.name.startsWith(`${first} `)) names.add(parsed.name);
    }
    return names;
  };
  const fuller = ({ name, role }: PersonFinding): string => {
    const words = fold(name).split(' ');
    // A surname the site also writes as part of a double name, after the same other names, is the same person whatever
    // the role: the contact page's "Orla Byrne" — "Salon proprietor" is the team page's "Orla Fitzgerald-Byrne".
    const doubled = new Set(
      findings.people
        .filter((other) => {
          const its = fold(other.name).split(' ');
          return (
            its.length === words.length &&
            words.length > 1 &&
            its.slice(0, -1).join(' ') === words.slice(0, -1).join(' ') &&
            its.at(-1)!.split('-').length > 1 &&
            its.at(-1)!.split('-').includes(words.at(-1)!)
          );
        })
        .map((other) => other.name),
    );
    if (doubled.size === 1) return [...doubled][0];
    const sharing = findings.people.filter((other) => {
      const its = fold(other.name).split(' ');
      // A first name alone, or the same first and last names with a middle name between.
      return its.length > words.length && (words.length === 1 ? its[0] === words[0] : its[0] === words[0] && its.at(-1) === words.at(-1));
    });
    const extending = sharing.filter((other) => fold(other.role) === fold(role));
    const names = [...new Set(extending.map((other) => other.name))];
    if (names.length === 1) return names[0];
    if (words.length > 1) return name;
    const written = [...writtenInFull(name.trim())];
    // (With another role under a whole name starting so, only where the site's text writes that one whole name and no
    // other: "Claire" — "gérante" beside "Claire Le Goff" — "Directrice de la publication", and "… reprise par Claire Le
    // Goff, gérante, …".)
    const others = new Set(sharing.map((other) => fold(other.name)));
    if (sharing.length && !(others.size === 1 && written.length === 1 && others.has(fold(written[0])))) return name;
    return written.length === 1 ? written[0] : name;
  };
  const seen = new Set<string>();
  const people = findings.people.flatMap((p) => {
    const name = fuller(p);
    const value = `${name} — ${p.role}`;
    if (seen.has(fold(value))) return [];
    seen.add(fold(value));
    return [name === p.name ? p : { ...p, name, value }];
  });
  return { ...findings, people };
}
