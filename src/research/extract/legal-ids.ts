/**
 * Company and tax identifiers a business publishes about itself, read only right after their label and
 * on the same line ("PIB: 101134702", "Company No. 01234567"), or where the prefix is the label
 * ("HRB 12345 B", "OC412887"): a bare number on a page could be anything
 * (a phone, a bank account, an order number). Checked against their checksum where one exists, and kept
 * but flagged when it fails (a typo on the site is still what the site states).
 */
export const LEGAL_ID_TYPES = ['uk_company_number', 'uk_vat', 'rs_mb', 'rs_pib', 'de_register', 'de_vat', 'eu_vat'] as const;
export type LegalIdType = (typeof LEGAL_ID_TYPES)[number];

export interface LegalIdMatch {
  type: LegalIdType;
  /** Compact form: GB123456789, DE123456789, 01234567, HRB 123456. */
  value: string;
  /** Checksum result; null where the identifier has none (format checked only). */
  valid: boolean | null;
  /** The identifier as written, without its label: "GB 123 4567 89". */
  raw: string;
  /** Where the label starts in the text: `text.slice(index, end)` holds label and identifier. */
  index: number;
  /** Where the identifier ends in the text. */
  end: number;
}

/** ISO 7064 MOD 11,10 over a digit string whose last digit is the check digit (Serbian PIB, German USt-IdNr). */
function mod11_10(digits: string): boolean {
  let product = 10;
  for (const digit of digits.slice(0, -1)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(digits.at(-1));
}

/** A Serbian PIB: nine digits, the last an ISO 7064 MOD 11,10 check digit. */
export function isValidPib(pib: string): boolean {
  return /^\d{9}$/.test(pib) && mod11_10(pib);
}

/** HMRC's check: weights 8…2 over the first seven digits plus the last two is 0 mod 97 (or, for newer numbers, with 55 added). */
function isValidUkVat(nine: string): boolean {
  const sum = [...nine.slice(0, 7)].reduce((acc, digit, i) => acc + Number(digit) * (8 - i), 0) + Number(nine.slice(7, 9));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

/** What follows the country prefix of an EU VAT number, compact (format only: none of these is checksummed here). */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]?\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Whitespace that stays on the line: the text has one block element per line. */
const S = String.raw`[^\S\r\n]`;
/**
 * Between the label and the number: at most three separators, on the same line or — when the label ends its line ("<dt>PIB</dt><dd>…")
 * — the next. (The label's verb too, "Our VAT registration number is GB …", was tried: "PayCo's company number is …", "whose VAT
 * number is …" are others'.)
 */
const SEP = String.raw`(?:${S}|[:.#–—(-]){0,3}(?:\n${S}*)?`;
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

type Reading = Pick<LegalIdMatch, 'type' | 'value' | 'valid'>;

interface Spec {
  /** Matched case-insensitively; `_` stands for whitespace within the line. */
  label: RegExp;
  /** Matched case-sensitively, right where the label ends. */
  number: RegExp;
  read(raw: string, label: string): Reading | null;
}

/** A label, and a note in brackets after it: "Umsatzsteuer-ID (für Supervision und Gutachten): DE …". */
const label = (source: string) => new RegExp(`${START}(?:${source.replaceAll('_', S)})${END}\\.?(?:${S}*\\([^)\\n]{1,40}\\))?`, 'giu');
const number = (source: string) => new RegExp(`${SEP}(${source})${END}`, 'uy');

function readVat(raw: string, labelText: string): Reading | null {
  const value = raw.replace(/[\s.]/g, '');
  const prefix = /^[A-Z]{2}/.test(value) ? value.slice(0, 2) : '';
  const rest = value.slice(prefix.length);
  if (prefix === 'GB' || (!prefix && /^vat/i.test(labelText))) {
    return /^(?:\d{9}|\d{12})$/.test(rest) ? { type: 'uk_vat', value: `GB${rest}`, valid: isValidUkVat(rest) } : null;
  }
  if (prefix === 'DE') return /^\d{9}$/.test(rest) ? { type: 'de_vat', value, valid: mod11_10(rest) } : null;
  return EU_VAT_FORMATS[prefix]?.test(rest) ? { type: 'eu_vat', value, valid: null } : null;
}

/** The two-letter prefixes of Companies House's registers (Scottish, Northern Irish, LLPs, overseas, charitable, societies …). */
const UK_REGISTERS = '(?:AC|BR|CE|CS|FC|GE|GN|GS|IC|IP|LP|NA|NC|NF|NI|NL|NO|NP|NR|NZ|OC|OE|RC|SA|SC|SE|SF|SG|SI|SL|SO|SP|SR|SZ|ZC)';

const SPECS: Spec[] = [
  {
    label: label(
      [
        String.raw`company_+(?:reg(?:istration|\.)?_*)?(?:no|number|nr)`,
        String.raw`registered_+in_+(?:england(?:_*(?:and|&)_*wales)?|wales|scotland|northern_+ireland)(?:(?:,|_)+(?:under|with)?_*(?:company_+)?(?:registration_+)?(?:no|number))?`,
        String.raw`registered_+(?:no|number)`,
        String.raw`(?<!vat_*)registration_+(?:no|number)`,
        String.raw`(?<!vat_*)reg\._*no|(?<!vat_*)reg_+no`,
        'crn',
      ].join('|'),
    ),
    // (Letters only of Companies House's registers: an ICO registration "ZA518266" is no company number.)
    number: number(String.raw`${UK_REGISTERS}\d{6}|\d{7,8}`),
    read: (raw) => ({ type: 'uk_company_number', value: raw.padStart(8, '0'), valid: null }),
  },
  {
    label: label(
      [
        // Before plain "VAT": at one place the first alternative that matches is the only one tried.
        String.raw`nip(?:_|-)+(?:ue|eu)|vat(?:_|-)+(?:ue|eu)`,
        String.raw`vat(?:_*reg(?:istration|\.)?)?(?:(?:-|_)*(?:no|number|nr|id))?`,
        // (Either may go on with the law that requires it: "USt-IdNr. gemäß § 27a UStG".)
        String.raw`(?:ust\.?-?id(?:-?nr)?|ust-?idnr|umsatzsteuer-?id(?:entifikationsnummer)?)\.?(?:_+(?:gem(?:äß|äss|aess|ass)|nach)_+§_*27_*a_+(?:ustg|umsatzsteuergesetz))?`,
        String.raw`uid(?:(?:-|_)?(?:nr|nummer))?`,
        String.raw`tva(?:_+intracom(?:munautaire|\.)?)?`,
        String.raw`btw(?:-?(?:nummer|nr|id))?`,
        // Spain's "NIF-IVA intracomunitario", Czechia's and Slovakia's "DIČ" / "IČ DPH"
        String.raw`(?:nif-?)?iva_+intracomunitari[oa]|n[uú]mero_+de_+iva`,
        String.raw`di[čc]|i[čc]_+dph`,
        // Slovenia's "ID za DDV", Hungary's "Közösségi adószám"
        String.raw`id_+za_+ddv|k[öo]z[öo]ss[ée]gi_+ad[óo]sz[áa]m`,
        // Croatia's "PDV identifikacijski broj", Italy's "Partita IVA comunitaria (VIES)"
        String.raw`pdv_+(?:identifikacijski_+broj|id(?:_+broj)?)`,
        String.raw`partita_+iva_+comunitaria`,
        String.raw`p\._*iva|partita_+iva|iva`,
      ].join('|'),
    ),
    // Spaces and dots inside as written ("GB 123 4567 89", "BE 0123.456.789"); `read` decides what it is.
    number: number(String.raw`(?:[A-Z]{2} ?)?[0-9A-Z](?:[0-9A-Z]|[ .](?=[0-9A-Z])){1,16}`),
    read: readVat,
  },
  {
    // (Also declined in a sentence: "sa PIB-om 107348621 i matičnim brojem 21784563".)
    label: label(String.raw`mati(?:č|c\u030c?)n(?:i|im|og)_+broj(?:em|a)?|mat\._*br(?:oj)?|mat_+br|(?<!\d_*)mb|матичн(?:и|им|ог)_+број(?:ем|а)?|мат\._*бр(?:ој)?|мб`),
    number: number(String.raw`\d{8}`),
    read: (raw) => ({ type: 'rs_mb', value: raw, valid: null }),
  },
  {
    label: label(String.raw`(?:pib|пиб)(?:-?(?:om|a|u|ом|а|у))?|poreski_+identifikacioni_+broj|порески_+идентификациони_+број`),
    number: number(String.raw`\d{9}`),
    read: (raw) => ({ type: 'rs_pib', value: raw, valid: isValidPib(raw) }),
  },
];

/**
 * The identifier as matched, then — for identifiers written with inner spaces or dots — shorter readings
 * ending at one of them, longest first, so that "NL123456789B01 KVK" still yields the VAT number. Never
 * cut in front of a digit: "GB123456789 12345" is one longer number, not a VAT number and some more.
 */
function* candidates(raw: string): Generator<string> {
  yield raw;
  for (let i = raw.length - 1; i > 0; i--) {
    if ((raw[i] === ' ' || raw[i] === '.') && !/\d/.test(raw[i + 1] ?? '')) yield raw.slice(0, i);
  }
}

/** The Handelsregister prefix is itself the label: "HRB 123456", "HRA 9876", "HRB 12345 B" (Berlin). */
const DE_REGISTER = new RegExp(String.raw`${START}(HR ?[AB])${S}?(\d{1,6})(?:${S}([A-Z]{1,2}))?${END}`, 'gu');
/** Likewise a UK register prefix: LLPs (OC), Scottish companies and LLPs (SC, SO), Northern Ireland (NI, NC). */
const UK_PREFIXED = new RegExp(String.raw`${START}(?:OC|SO|SC|NI|NC)\d{6}${END}`, 'gu');

export function findLegalIds(text: string): LegalIdMatch[] {
  const found: LegalIdMatch[] = [];
  for (const spec of SPECS) {
    for (const labelMatch of text.matchAll(spec.label)) {
      const numberStart = labelMatch.index + labelMatch[0].length;
      spec.number.lastIndex = numberStart;
      const numberMatch = spec.number.exec(text);
      if (!numberMatch) continue;
      const rawStart = numberStart + numberMatch[0].length - numberMatch[1].length;
      for (const raw of candidates(numberMatch[1])) {
        const reading = spec.read(raw, labelMatch[0]);
        if (!reading) continue;
        found.push({ ...reading, raw, index: labelMatch.index, end: rawStart + raw.length });
        break;
      }
    }
  }
  for (const match of text.matchAll(UK_PREFIXED)) {
    found.push({ type: 'uk_company_number', value: match[0], valid: null, raw: match[0], index: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(DE_REGISTER)) {
    const value = `${match[1].replace(' ', '')} ${match[2]}${match[3] ? ` ${match[3]}` : ''}`;
    found.push({ type: 'de_register', value, valid: null, raw: match[0], index: match.index, end: match.index + match[0].length });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.index - b.index || a.end - b.end)
    .filter((id) => {
      const key = `${id.type}\n${id.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
