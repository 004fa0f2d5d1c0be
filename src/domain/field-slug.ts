import { CUSTOM_FIELD_PREFIX } from '../lib/lead-fields.js';

// Letters that Unicode decomposition does not reduce to ASCII, spelled the way people type them.
const SPECIAL: Record<string, string> = {
  đ: 'dj',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  œ: 'oe',
  þ: 'th',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
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
  const ascii = [...label.toLowerCase()].map((ch) => SPECIAL[ch] ?? ch).join('');
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
