/**
 * bench:filters' fixture: leads of about 1 KB written straight into the product's `lead` table by SQL
 * (`generate_series`, one statement per table), from word lists of invented words, so that the searched
 * text has the trigram spread of real names and companies: names and company words drawn from a few
 * hundred invented words with a skewed (Zipf-like) frequency, a handful of business categories of
 * known share ("Dental" is 7 %), emails at the company's domain or at one of six invented webmail
 * providers, and statuses spread like a sales pipeline.
 *
 * The lead table's secondary indexes are dropped before the rows go in and created again after, each
 * from its own definition as the product's migrations left it (pg_get_indexdef), which is the fast way
 * to load a million rows and yields the same indexes.
 */
import type pg from 'pg';
import { LEAD_STATUSES, type LeadStatus } from '../src/lib/lead-fields.js';

/** A fixed-seed PRNG (mulberry32): the same words every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// No syllable puts "d" before "e" or holds "q" or "x": "dent" is only ever the category Dental's, and
// "qz" is in no searched text.
const SYLLABLES = (
  'ka lo ren mi sta vor bel tin dra zel mar fen lis gor nu pel tra sil von bri cas dor el fa gri ha jo ku lan mo ne ori pa ri sa te ul va ' +
  'wen ya zo bo ce di ga hu ir ke lu na op ru so tu vi we yo za ber cor dal fir gan hol jen kel lor mun nor pin ros sun tal ver wil'
).split(' ');

const capitalise = (w: string) => w[0].toUpperCase() + w.slice(1);

/** `count` distinct invented words of 2–3 syllables. */
function inventWords(random: () => number, count: number, taken: Set<string>): string[] {
  const words: string[] = [];
  while (words.length < count) {
    const syllables = random() < 0.6 ? 2 : 3;
    let word = '';
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (word.length < 4 || taken.has(word)) continue;
    taken.add(word);
    words.push(capitalise(word));
  }
  return words;
}

/** A list in which each item appears as many times as its weight: picked uniformly, items come up in proportion. */
const weighted = (entries: Record<string, number>) => Object.entries(entries).flatMap(([item, weight]) => Array<string>(weight).fill(item));

/** Business categories by share in percent (sums to 100). */
export const CATEGORIES: Record<string, number> = {
  Dental: 7,
  Bakery: 6,
  Plumbing: 6,
  Consulting: 8,
  Studio: 7,
  Logistics: 5,
  Pharmacy: 4,
  Motors: 5,
  Legal: 4,
  Architects: 3,
  Clinic: 4,
  Fitness: 5,
  Printing: 3,
  Catering: 5,
  Roofing: 3,
  Florist: 3,
  Opticians: 2,
  Accounting: 6,
  Software: 8,
  Hotel: 3,
  Veterinary: 3,
};

/** Webmail providers by share of the 40 % of addresses that are not at the company's domain. */
export const PROVIDERS: Record<string, number> = { 'inboxly.com': 35, 'mailora.net': 25, 'postvia.com': 15, 'larkmail.io': 10, 'fenwire.org': 8, 'quillbox.de': 7 };

/** Statuses by share in 1/10 000, like a pipeline: most leads new, few far along, very few meetings. */
export const STATUS_SHARE: Record<LeadStatus, number> = {
  new: 5500,
  ready: 1200,
  contacted: 1500,
  bounced: 400,
  replied: 500,
  interested: 450,
  not_interested: 445,
  meeting_booked: 5,
};

const ROLES = [
  'Owner',
  'Managing Director',
  'Office Manager',
  'Head of Operations',
  'Practice Manager',
  'Sales Director',
  'Marketing Manager',
  'Chief Executive Officer',
  'Finance Director',
  'Head of Procurement',
  'IT Manager',
  'Co-founder',
  'Partner',
  'Operations Lead',
  'Customer Success Manager',
  'Account Executive',
  'General Manager',
  'Head of People',
  'Purchasing Officer',
  'Clinical Director',
];
const PHRASES = [
  'Interested in the annual plan for all of their sites, but decides together with the owner and the accountant.',
  'Asked us to call back after the holidays; prefers email and said plainly that cold calls are not welcome.',
  'Currently with a competitor whose contract ends in spring; wants a trial on one site before anything is signed.',
  'The current system cannot export their records, which they called the main pain point of the last two years.',
  'Two people in the team asked about the mobile app and about training for new staff who start in autumn.',
  'Budget is set once a year in January; anything bigger than a trial has to wait for the next board meeting.',
  'Came through a referral from a customer in the same street; knows our pricing already and asked for a discount.',
  'Wants references from similar businesses in the region and a call with our support lead about response times.',
  'Had a bad experience with a previous supplier that went out of business; cares most about data portability.',
  'Runs three locations and wants one invoice for all of them, paid by bank transfer at the end of each quarter.',
];
const NEXT_STEPS = [
  'Send pricing and case studies',
  'Book a demo with the owner',
  'Follow up by email in two weeks',
  'Call the office manager',
  'Send the trial agreement',
  'Wait for the budget decision',
];
const SUFFIXES = ['', '', '', ' Ltd', ' LLC', ' GmbH', ' d.o.o.', ' & Co', ' Group'];
const TLDS = ['.com', '.com', '.co.uk', '.de', '.rs', '.io', '.net'];
const STREET_KINDS = ['Street', 'Road', 'Lane', 'Avenue', 'Square', 'Way'];
const EMPLOYEES = ['1-10', '11-50', '51-200', '201-500', '500+'];

export const CUSTOM_FIELDS = [
  { id: 'custom_industry', label: 'Industry', hidden: false },
  { id: 'custom_employees', label: 'Employees', hidden: false },
  { id: 'custom_notes', label: 'Notes', hidden: false },
  { id: 'custom_next_step', label: 'Next step', hidden: false },
];

export interface Vocabulary {
  firstNames: string[];
  lastNames: string[];
  companyWords: string[];
  cities: string[];
  streets: string[];
}

export function vocabulary(): Vocabulary {
  const random = prng(20261126);
  const taken = new Set<string>();
  return {
    firstNames: inventWords(random, 300, taken),
    lastNames: inventWords(random, 400, taken),
    companyWords: inventWords(random, 300, taken),
    cities: inventWords(random, 80, taken),
    streets: inventWords(random, 80, taken),
  };
}

/** Status thresholds as a SQL `case` over a uniform random number `r`. */
function statusCase(r: string): string {
  let cumulative = 0;
  const arms = LEAD_STATUSES.map((status) => {
    cumulative += STATUS_SHARE[status];
    return `when ${r} < ${cumulative / 10_000} then '${status}'`;
  });
  return `case ${arms.join(' ')} else 'new' end`;
}

/**
 * Leads numbered `from`…`to` (the number makes each address unique) into one table. Words are drawn
 * with skew: word i of n comes up in proportion to the gap between ((i−1)/n)^(1/k) and (i/n)^(1/k), so
 * the first words of a list are common and its last are rare (k = 4 for last names: the rarest of the
 * 400 is in about 1 lead in 1 600).
 */
export async function seedLeads(db: pg.Client, v: Vocabulary, workspaceId: number, tableId: number, from: number, to: number): Promise<void> {
  await db.query('select setseed($1)', [(from % 1000) / 1000]);
  const pick = (array: string, r: string, skew = 1) => `(${array})[1 + floor(cardinality(${array}) * ${skew === 1 ? r : `power(${r}, ${skew})`})::int]`;
  await db.query(
    `insert into lead (workspace_id, table_id, email, first_name, last_name, name, company, role, website, linkedin, phone, address, rating, status,
                       custom_fields, verification, source, created_at, updated_at)
     select $1, $2,
            case n % 5 when 0 then lower(fn) || '.' || lower(ln) when 1 then left(lower(fn), 1) || lower(ln) when 2 then lower(fn)
                       when 3 then lower(fn) || '_' || lower(ln) else lower(ln) || '.' || left(lower(fn), 1) end
              || n || '@' || case when r_mail < 0.6 then domain else ${pick('$12::text[]', 'r_provider')} end,
            fn, ln, fn || ' ' || ln, cw || ' ' || category || ${pick('$16::text[]', 'r_suffix')}, ${pick('$11::text[]', 'r_role')},
            'https://www.' || domain, 'https://www.linkedin.com/in/' || lower(fn) || '-' || lower(ln) || '-' || to_hex(n),
            '+44 20 ' || lpad(((n::bigint * 7919) % 10000000)::text, 7, '0'),
            ${pick('$10::text[]', 'r_street', 1.5)} || ' ' || ${pick('$18::text[]', 'r_kind')} || ' ' || (1 + n % 240)
              || ', ' || city || ' ' || upper(left(city, 2)) || (1 + n % 20) || ' ' || (n % 9) || upper(left(ln, 2)),
            case when r_rating < 0.3 then null else round((r_rating * 5)::numeric, 1)::float8 end,
            ${statusCase('r_status')},
            jsonb_build_object(
              'custom_industry', category,
              'custom_employees', ${pick('$17::text[]', 'r_size', 2)},
              'custom_notes', 'Met ' || fn || ' at the ' || city || ' ' || lower(category) || ' fair in ' || (2019 + n % 6) || '. '
                || ${pick('$14::text[]', 'r_note1')} || ' ' || ${pick('$14::text[]', 'r_note2')} || ' ' || ${pick('$14::text[]', 'r_note3')} || ' ' || ${pick('$14::text[]', 'r_note4')},
              'custom_next_step', ${pick('$15::text[]', 'r_step')}),
            case when r_verified < 0.45 then null
                 else jsonb_build_object('status', case when r_verified < 0.85 then 'deliverable' when r_verified < 0.93 then 'risky'
                                                        when r_verified < 0.97 then 'undeliverable' else 'unknown' end,
                                         'reason', case when r_verified < 0.85 then 'accepted' when r_verified < 0.93 then 'catch_all'
                                                        when r_verified < 0.97 then 'rejected' else 'timeout' end,
                                         'checkedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
            case when n % 3 = 0 then 'google_places' else null end,
            updated_at - r_created * interval '200 days', updated_at
     from (
       select n, r_mail, r_provider, r_suffix, r_role, r_street, r_kind, r_rating, r_status, r_size, r_note1, r_note2, r_note3, r_note4, r_step, r_verified, r_created,
              updated_at, fn, ln, cw, category, city,
              lower(cw) || '-' || lower(category) || ${pick('$13::text[]', 'r_tld')} as domain
       from (
         select r.*,
                ${pick('$5::text[]', 'r_first', 2)} as fn, ${pick('$6::text[]', 'r_last', 4)} as ln,
                ${pick('$7::text[]', 'r_word', 2)} as cw, ${pick('$8::text[]', 'r_category')} as category, ${pick('$9::text[]', 'r_city', 1.5)} as city
         from (
           select n, random() r_first, random() r_last, random() r_word, random() r_category, random() r_city, random() r_mail, random() r_provider,
                  random() r_suffix, random() r_tld, random() r_role, random() r_street, random() r_kind, random() r_rating, random() r_status,
                  random() r_size, random() r_note1, random() r_note2, random() r_note3, random() r_note4, random() r_step, random() r_verified, random() r_created,
                  date_trunc('milliseconds', now() - random() * interval '365 days') as updated_at
           from generate_series($3::int, $4::int) n) r) w) x`,
    [
      workspaceId,
      tableId,
      from,
      to,
      v.firstNames,
      v.lastNames,
      v.companyWords,
      weighted(CATEGORIES),
      v.cities,
      v.streets,
      ROLES,
      weighted(PROVIDERS),
      TLDS,
      PHRASES,
      NEXT_STEPS,
      SUFFIXES,
      EMPLOYEES,
      STREET_KINDS,
    ],
  );
}

/** The lead table's indexes that back no constraint (all but the primary key), as the migrations created them. */
export async function secondaryLeadIndexes(db: pg.Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'lead'::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by i.relname`,
  );
  return rows;
}
