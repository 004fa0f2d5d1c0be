/**
 * Reads a discovery prompt ("20 dentists in Belgrade rated 4.5+", "10 zubara u Novom Sadu sa ocenom
 * iznad 4", "Zahnärzte in Berlin mindestens 4 Sterne") into the query the places directory is asked.
 * Deterministic: no network, no model. The rating is read first, so its number can never be taken for
 * the count; then the count, then the place after its preposition; what is left is the business type.
 */
export interface InterpretedPrompt {
  count: number;
  businessType: string | null;
  place: string | null;
  minRating: number | null;
  /** "above 4" (strictly more) rather than "at least 4". */
  ratingStrict: boolean;
  warnings: string[];
}

export const DEFAULT_COUNT = 20;
/** The places directory returns at most 60 results for one query. */
export const MAX_COUNT = 60;

const N = String.raw`(\d(?:[.,]\d{1,2})?)`;
const STARS = String.raw`(?:stars?|star rating|★|zvezdic[ae]?|zvezd[ae]|zvezdi|звездиц[еа]?|звезд[еа]|sterne?n?)`;
const OUT_OF = String.raw`(?:\s*\/\s*5(?:\.0)?)?`;

/** Rating phrases; `strict` when the phrase means "more than". The number is group 1. */
const RATING_RULES: { re: RegExp; strict: boolean }[] = [
  // strictly more than
  { re: new RegExp(String.raw`(?:rated\s+|rating\s+|with\s+a\s+rating\s+|ocen(?:a|om)\s+|оцен(?:а|ом)\s+|bewertung\s+|bewertet\s+)?(?:above|over|more\s+than|higher\s+than|better\s+than|greater\s+than|>|preko|iznad|više\s+od|već(?:om|a)\s+od|преко|изнад|више\s+од|већ(?:ом|а)\s+од|über|mehr\s+als|besser\s+als|höher\s+als)\s*${N}${OUT_OF}(?:\s*${STARS})?`, 'iu'), strict: true },
  // at least
  { re: new RegExp(String.raw`(?:rated\s+|rating\s+(?:of\s+)?|with\s+a\s+rating\s+of\s+|ocen(?:a|om)\s+|оцен(?:а|ом)\s+|bewertung\s+(?:von\s+)?)?(?:at\s+least|minimum(?:\s+of)?|min\.?|>=|≥|najmanje|bar|minimum|најмање|бар|mindestens|ab|wenigstens)\s*${N}${OUT_OF}(?:\s*${STARS})?`, 'iu'), strict: false },
  { re: new RegExp(String.raw`(?:rated\s+|rating\s+(?:of\s+)?|ocen(?:a|om)\s+|оцен(?:а|ом)\s+|bewertung\s+)?${N}${OUT_OF}\s*(?:\+|plus)(?:\s*${STARS})?`, 'iu'), strict: false },
  { re: new RegExp(String.raw`(?:rated\s+|rating\s+(?:of\s+)?|ocen(?:a|om)\s+|оцен(?:а|ом)\s+|bewertung\s+)?${N}${OUT_OF}(?:\s*${STARS})?\s+(?:or\s+(?:more|higher|better|above|up)|and\s+(?:up|above|higher)|i\s+više|ili\s+više|и\s+више|или\s+више|oder\s+mehr|oder\s+besser|und\s+mehr)`, 'iu'), strict: false },
  { re: new RegExp(String.raw`(?:rated|rating(?:\s+of)?|with\s+a\s+rating\s+of|sa\s+ocenom|ocena|са\s+оценом|оцена|mit\s+(?:einer\s+)?bewertung\s+(?:von\s+)?|bewertung)\s*${N}${OUT_OF}(?:\s*${STARS})?`, 'iu'), strict: false },
  { re: new RegExp(String.raw`(?:mit\s+)?${N}${OUT_OF}\s*${STARS}`, 'iu'), strict: false },
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  dozen: 12, 'a dozen': 12, 'a couple of': 2, 'a few': 5,
  jedan: 1, dva: 2, tri: 3, četiri: 4, cetiri: 4, pet: 5, šest: 6, sest: 6, sedam: 7, osam: 8, devet: 9, deset: 10, petnaest: 15, dvadeset: 20, trideset: 30, četrdeset: 40, pedeset: 50, šezdeset: 60,
  два: 2, три: 3, четири: 4, пет: 5, шест: 6, седам: 7, осам: 8, девет: 9, десет: 10, петнаест: 15, двадесет: 20, тридесет: 30, педесет: 50,
  eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwölf: 12, fünfzehn: 15, zwanzig: 20, dreißig: 30, fünfzig: 50, sechzig: 60, dutzend: 12, 'ein dutzend': 12,
};
/** Serbian number words that are English words too ("pet shops"): counts only in Serbian prompts. */
const SERBIAN_ONLY = new Set(['pet']);
const WORD_ALTERNATION = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');
const COUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:(?:top|up\s+to|at\s+most|max(?:imum)?|do|до|bis\s+zu|die|the)\s+)?(\d{1,4}|${WORD_ALTERNATION})(?![\p{L}\d]|[.,]\d)`,
  'giu',
);

/** Serbian cities as they appear after "u"/"у" (locative) → their name. */
const LOCATIVES: Record<string, string> = {
  beogradu: 'Beograd', 'novom sadu': 'Novi Sad', nišu: 'Niš', nisu: 'Niš', kragujevcu: 'Kragujevac', subotici: 'Subotica', zrenjaninu: 'Zrenjanin', pančevu: 'Pančevo',
  čačku: 'Čačak', cacku: 'Čačak', kraljevu: 'Kraljevo', 'novom pazaru': 'Novi Pazar', smederevu: 'Smederevo', leskovcu: 'Leskovac', valjevu: 'Valjevo', kruševcu: 'Kruševac',
  vranju: 'Vranje', šapcu: 'Šabac', sapcu: 'Šabac', užicu: 'Užice', somboru: 'Sombor', zemunu: 'Zemun', jagodini: 'Jagodina', vršcu: 'Vršac', zlatiboru: 'Zlatibor',
  београду: 'Београд', 'новом саду': 'Нови Сад', нишу: 'Ниш', крагујевцу: 'Крагујевац', суботици: 'Суботица', зрењанину: 'Зрењанин', панчеву: 'Панчево', чачку: 'Чачак',
  краљеву: 'Краљево', 'новом пазару': 'Нови Пазар', лесковцу: 'Лесковац', ваљеву: 'Ваљево', крушевцу: 'Крушевац', шапцу: 'Шабац', ужицу: 'Ужице', сомбору: 'Сомбор', земуну: 'Земун',
};

const PLACE_RE = /(?:^|\s)(?:in|near|around|within|at|close\s+to|u|na|kod|blizu|oko|у|на|код|близу|око|bei|nahe|um|im|nähe\s+von|in\s+der\s+nähe\s+von)\s+(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*|am|an|der|upon|on|na|de|del|la)){0,4})/u;

const FILLER = new RegExp(
  String.raw`(?<![\p{L}])(?:please|find|show(?:\s+me)?|list|get(?:\s+me)?|give\s+me|search(?:\s+for)?|look\s+for|i\s+need|i\s+want|best|top|good|great|local|highly|the|some|rated|with|a|of|businesses|places|pronađi|pronadji|nađi|nadji|prikaži|prikazi|izlistaj|traži|trazi|najboljih|najbolje|najbolji|dobrih|dobre|sa|пронађи|нађи|прикажи|најбољих|најбоље|добрих|са|finde|finden|zeige|zeig|suche|such|die|der|das|besten|beste|guten|gute|mit|bitte|ich|brauche|einer|eine|von|bewertung|ocenom|оценом|ocena|оцена|rating|stars?|sterne?n?|zvezdic[ae]?|звездиц[еа]?)(?![\p{L}])`,
  'giu',
);

function cityFromLocative(place: string): string {
  return LOCATIVES[place.toLowerCase()] ?? place;
}

export function interpretPrompt(prompt: string): InterpretedPrompt {
  const warnings: string[] = [];
  let rest = ` ${prompt.replace(/\s+/g, ' ').trim()} `;

  let minRating: number | null = null;
  let ratingStrict = false;
  for (const rule of RATING_RULES) {
    const match = rule.re.exec(rest);
    if (!match) continue;
    const value = Number(match[1]!.replace(',', '.'));
    if (value < 0 || value > 5) continue;
    minRating = value;
    ratingStrict = rule.strict;
    rest = rest.slice(0, match.index) + ' ' + rest.slice(match.index + match[0].length);
    break;
  }

  let count = DEFAULT_COUNT;
  // Digits anywhere; a number word only before the business type ("ten dentists", not "pet shops").
  const serbian = /[čćšžđ\u0400-\u04ff]|\s(?:u|na|kod|blizu|oko)\s/i.test(rest);
  const countMatch = [...rest.matchAll(COUNT_RE)].find(
    (m) => /^\d+$/.test(m[1]!) || (!rest.slice(0, m.index).replace(FILLER, '').trim() && (serbian || !SERBIAN_ONLY.has(m[1]!.toLowerCase()))),
  );
  if (countMatch) {
    const word = countMatch[1]!.toLowerCase();
    count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]!;
    rest = rest.slice(0, countMatch.index) + ' ' + rest.slice(countMatch.index + countMatch[0].length);
  } else {
    warnings.push(`No number of results given; returning up to ${DEFAULT_COUNT}`);
  }
  if (count < 1) {
    warnings.push(`A count of ${count} is not possible; returning ${DEFAULT_COUNT}`);
    count = DEFAULT_COUNT;
  } else if (count > MAX_COUNT) {
    warnings.push(`The places directory returns at most ${MAX_COUNT} results; returning ${MAX_COUNT} instead of ${count}`);
    count = MAX_COUNT;
  }

  let place: string | null = null;
  const placeMatch = PLACE_RE.exec(rest);
  if (placeMatch) {
    place = cityFromLocative(placeMatch[1]!.replace(/[.,;:!?]+$/, ''));
    rest = rest.slice(0, placeMatch.index) + ' ' + rest.slice(placeMatch.index + placeMatch[0].length);
  }

  const businessType =
    rest
      .replace(FILLER, ' ')
      .replace(/[^\p{L}\p{M}\s&'’-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || null;

  return { count, businessType, place, minRating, ratingStrict, warnings };
}

const EXAMPLE = 'for example "20 dentists in Belgrade rated 4.5+"';

/** What the prompt lacks for a search, as the sentence a 400 answers with; null when it has both. */
export function promptProblem({ businessType, place }: InterpretedPrompt): string | null {
  if (!businessType && !place) return `The prompt names no type of business and no place; say what to find and where, ${EXAMPLE}`;
  if (!businessType) return `The prompt names no type of business; say what to find, ${EXAMPLE}`;
  if (!place) return `The prompt names no place; say where, after "in" (or "u", "bei"), ${EXAMPLE}`;
  return null;
}
