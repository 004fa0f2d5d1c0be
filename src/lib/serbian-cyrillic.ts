/**
 * Serbian is written in Cyrillic and in Latin (Gaj's alphabet), letter for letter: lower-case Cyrillic
 * and its Latin, digraphs (lj, nj, dž) included. Every module that reads Serbian in both scripts (the
 * prompt's places, people's names, job titles, field ids) starts from this one table.
 */
export const SERBIAN_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
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
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

/** Lower-case Serbian Cyrillic letters in Latin; everything else as it is. */
export const serbianLatin = (text: string): string => text.replace(/[\u0400-\u04ff]/g, (c) => SERBIAN_LATIN[c] ?? c);
