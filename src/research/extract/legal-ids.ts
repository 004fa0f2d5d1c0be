/**
 * Company and tax identifiers a business publishes about itself, read only right after their label
 * ("PIB: 101134702", "Company No. 01234567"): a bare number on a page could be anything. Checked
 * against their checksum where one exists, and kept but flagged when it fails (a typo on the site is
 * still what the site states).
 */
export const LEGAL_ID_TYPES = ['uk_company_number', 'uk_vat', 'rs_mb', 'rs_pib', 'de_register', 'de_vat', 'eu_vat'] as const;
export type LegalIdType = (typeof LEGAL_ID_TYPES)[number];

export interface LegalIdMatch {
  type: LegalIdType;
  /** Compact form: GB123456789, DE123456789, 01234567, HRB 123456. */
  value: string;
  /** Checksum result; null where the identifier has none (format checked only). */
  valid: boolean | null;
  /** The identifier as written. */
  raw: string;
  /** Where the label starts and the identifier ends in the text: the slice holds both. */
  index: number;
  end: number;
}

/** ISO 7064 MOD 11,10 — the check digit of a Serbian PIB and a German USt-IdNr. */
function mod11_10(digits: string): boolean {
  let product = 10;
  for (const digit of digits.slice(0, -1)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(digits.at(-1));
}

export const isValidPib = (pib: string) => /^\d{9}$/.test(pib) && mod11_10(pib);

/** HMRC's check: weights 8…2 over the first seven digits plus the last two is 0 mod 97 (or, for newer numbers, with 55 added). */
function isValidUkVat(nine: string): boolean {
  const sum = [...nine.slice(0, 7)].reduce((acc, digit, i) => acc + Number(digit) * (8 - i), 0) + Number(nine.slice(7));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

const EU_PREFIXES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

const SEP = String.raw`[\s:.#–-]{0,4}`;
const END = String.raw`(?![\p{L}\p{N}])`;
const START = String.raw`(?<![\p{L}\p{N}])`;

interface Spec {
  /** Matched case-insensitively. */
  label: RegExp;
  /** Matched case-sensitively, right where the label ends. */
  number: RegExp;
  read(raw: string, label: string): Omit<LegalIdMatch, 'raw' | 'index' | 'end'> | null;
}

const label = (source: string) => new RegExp(`${START}(?:${source})${END}\\.?`, 'giu');
const number = (source: string) => new RegExp(`${SEP}(${source})${END}`, 'uy');
const compact = (raw: string) => raw.replace(/[\s.]/g, '');

const SPECS: Spec[] = [
  {
    label: label(
      String.raw`company\s+(?:registration\s+)?(?:no|number|nr)|registered\s+in\s+(?:england(?:\s*(?:and|&)\s*wales)?|wales|scotland|northern\s+ireland)(?:[\s,]+(?:under\s+)?(?:company\s+)?(?:no|number|registration\s+(?:no|number)))?|(?<!vat\s*)(?:company\s+)?registration\s+(?:no|number)|(?<!vat\s*)reg\.?\s*no|crn`,
    ),
    number: number(String.raw`[A-Z]{2}\d{6}|\d{7,8}`),
    read: (raw) => ({ type: 'uk_company_number', value: raw.padStart(8, '0'), valid: null }),
  },
  {
    label: label(
      String.raw`vat(?:\s*reg(?:istration)?\.?)?(?:\s*(?:no|number|nr|id))?|vat-id|ust-?idnr|ust\.?-?id(?:-?nr)?|umsatzsteuer-?identifikationsnummer(?:\s+gem(?:äß|aess)\s+§\s*27\s*a\s+(?:ustg|umsatzsteuergesetz))?|uid(?:-?nr)?|tva(?:\s+intracommunautaire)?|btw(?:-?(?:nummer|nr|id))?|p\.?\s?iva|iva`,
    ),
    number: number(String.raw`(?:[A-Z]{2}\s?)?[0-9A-Z](?:[0-9A-Z]|[ .](?=[0-9A-Z])){1,16}`),
    read(raw, labelText) {
      const value = compact(raw);
      const prefix = /^[A-Z]{2}/.test(value) ? value.slice(0, 2) : '';
      const rest = value.slice(prefix.length);
      if ((prefix === 'GB' || (!prefix && /^vat/i.test(labelText))) && /^\d{9}(\d{3})?$/.test(rest)) {
        return { type: 'uk_vat', value: `GB${rest}`, valid: isValidUkVat(rest.slice(0, 9)) };
      }
      if (prefix === 'DE' && /^\d{9}$/.test(rest)) return { type: 'de_vat', value, valid: mod11_10(rest) };
      if (EU_PREFIXES.has(prefix) && /^[0-9A-Z]{2,13}$/.test(rest) && /\d.*\d/.test(rest)) return { type: 'eu_vat', value, valid: null };
      return null;
    },
  },
  {
    label: label(String.raw`mati(?:č|c)ni\s+broj(?:\s+(?:firme|preduze(?:ć|c)a|pravnog\s+lica))?|mat\.?\s*br|(?<!\d\s*)mb|матични\s+број|мат\.?\s*бр|мб`),
    number: number(String.raw`\d{8}`),
    read: (raw) => ({ type: 'rs_mb', value: raw, valid: null }),
  },
  {
    label: label(String.raw`pib|пиб|poreski\s+identifikacioni\s+broj|порески\s+идентификациони\s+број`),
    number: number(String.raw`\d{9}`),
    read: (raw) => ({ type: 'rs_pib', value: raw, valid: isValidPib(raw) }),
  },
];

/** The Handelsregister prefix is itself the label: "HRB 123456", "HRA 9876 B". */
const DE_REGISTER = new RegExp(String.raw`${START}(HR[AB])\s?(\d{1,6})(?:\s([A-Z]{1,2}))?${END}`, 'gu');

export function findLegalIds(text: string): LegalIdMatch[] {
  const found: LegalIdMatch[] = [];
  for (const spec of SPECS) {
    for (const labelMatch of text.matchAll(spec.label)) {
      spec.number.lastIndex = labelMatch.index + labelMatch[0].length;
      const numberMatch = spec.number.exec(text);
      if (!numberMatch) continue;
      const raw = numberMatch[1]!;
      const read = spec.read(raw, labelMatch[0]);
      if (read) found.push({ ...read, raw, index: labelMatch.index, end: numberMatch.index + numberMatch[0].length });
    }
  }
  for (const match of text.matchAll(DE_REGISTER)) {
    const value = `${match[1]} ${match[2]}${match[3] ? ` ${match[3]}` : ''}`;
    found.push({ type: 'de_register', value, valid: null, raw: match[0], index: match.index, end: match.index + match[0].length });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.index - b.index)
    .filter((id) => {
      const key = `${id.type}\n${id.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
