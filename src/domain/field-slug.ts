import { CUSTOM_FIELD_PREFIX } from '../lib/lead-fields.js';
import { serbianLatin } from '../lib/serbian-cyrillic.js';

// Letters that Unicode decomposition does not reduce to ASCII, spelled the way people type them.
const SPECIAL: Record<string, string> = {
  đ: 'dj',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  œ: 'oe',
  þ: 'th',
  // Cyrillic letters Serbian does not have (Russian and its neighbours); Serbian's come from lib/serbian-cyrillic.ts.
  й: 'j',
  ы: 'y',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  ь: '',
  ъ: '',
  ё: 'e',
};
const MAX_SLUG_LENGTH = 40;

function slugify(label: string): string {
  const ascii = [...serbianLatin(label.toLowerCase())].map((ch) => SPECIAL[ch] ?? ch).join('');
  const slug = ascii
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/_+$/, '');
  return slug || 'field';
}

/** `custom_` + the label's slug, suffixed `_2`, `_3`… until no field of the table has it. */
export function newCustomFieldId(label: string, taken: ReadonlySet<string>): string {
  const base = CUSTOM_FIELD_PREFIX + slugify(label);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  return id;
}
