import { stream, tokenSpan, type Token } from './tokens.js';

/**
 * The rating phrase, matched on the folded token stream: "rated 4.5+", "4.6/5 and above", "with a
 * minimum rating of 4.1", "at least four stars", "ocena bar 4,5", "sa ocenom višom od 4,2", "ab 4,1
 * Sternen", "über 4". `strict` when the phrase means strictly more. Read before the count, so that its
 * number is never taken for the count.
 */
const NUM = String.raw`(\d(?:\.\d{1,2})?|one|two|three|four|five|jedan|dva|tri|cetiri|pet|eins|zwei|drei|vier|funf)(?:/5(?:\.0)?)?`;
const STARS = String.raw`(?:stars?|star rating|rating|zvezdic[ae]?|zvezd[ae]|zvezdi|sterne?n?|★|\*)`;
const LEAD = String.raw`(?:(?:that are |that have |which are |with |sa |mit )?(?:a |an |einer |einem )?(?:minimum |min )?(?:google )?(?:rated|ratings?|ratings? of|rating of|ocen[aeu]|ocenom|bewertung(?:en)?(?: von)?|bewertet(?: mit)?)\s+)`;
const STRICT = String.raw`(?:above|over|more than|higher than|better than|greater than|>|preko|iznad|vise od|visom od|veca od|vecom od|vece od|veci od|uber|mehr als|besser als|hoher als|großer als|grosser als)`;
const AT_LEAST = String.raw`(?:not (?:lower|less|worse) than|no (?:lower|less|worse) than|not below|nicht (?:schlechter|weniger|niedriger) als|ne manje od|ne nize od|at least|minimum(?: of)?|min|>=|≥|> =|no less than|not less than|najmanje|bar|barem|minimum|mindestens|mind|wenigstens|ab|nicht unter|od)`;
const OR_MORE = String.raw`(?:\+|plus|or (?:more|higher|better|above|up)|and (?:up|above|higher|over|more|better)|i vise|ili vise|pa navise|navise|i navise|oder (?:mehr|besser|hoher)|und (?:mehr|besser|hoher|daruber)|min|minimum)`;
const END = String.raw`(?= |$)`;

const RULES: { re: RegExp; strict: boolean; needsContext?: boolean }[] = [
  { re: new RegExp(String.raw` (?:${LEAD})?(?:with |sa |mit )?${STRICT} ${NUM}(?: \.)?(?: ${STARS})?${END}`), strict: true },
  { re: new RegExp(String.raw` (?:${LEAD})?${NUM}(?: ${STARS})? ${OR_MORE}(?: ${STARS})?${END}`), strict: false },
  { re: new RegExp(String.raw` (?:${LEAD})?(?:with |sa |mit )?(?:a )?${AT_LEAST}(?: \.)? ${NUM}(?: \.)?(?: ${STARS})?(?: ${OR_MORE})?${END}`), strict: false, needsContext: true },
  { re: new RegExp(String.raw` ${LEAD}${NUM}(?: ${STARS})?${END}`), strict: false },
  { re: new RegExp(String.raw` (?:with |mit |sa )?${NUM} ${STARS}${END}`), strict: false },
  { re: new RegExp(String.raw` ${NUM} (?:rated|rating)${END}`), strict: false },
  { re: new RegExp(String.raw` (\d\.\d{1,2})/5${END}`), strict: false },
];
const WORD_VALUES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  jedan: 1,
  dva: 2,
  tri: 3,
  cetiri: 4,
  pet: 5,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
};

export interface Rating {
  minRating: number;
  ratingStrict: boolean;
}

/** Reads the rating and marks its tokens used; null when the prompt asks none. */
export function readRating(tokens: Token[]): Rating | null {
  const { text, tokenAt } = stream(tokens);
  for (const rule of RULES) {
    for (const match of text.matchAll(new RegExp(rule.re.source, 'g'))) {
      const raw = match[1];
      const value = WORD_VALUES[raw] ?? Number(raw);
      if (!(value >= 0 && value <= 5)) continue;
      const [first, last] = tokenSpan(tokenAt, match.index + 1, match[0].length - 1);
      // "at least 5 dentists", "bar 4 frizera": a bare whole number before a word is a count, not a rating.
      const next = tokens[last + 1];
      const bare = !/\d\.\d|star|zvezd|stern|rat|ocen|bewert|\+/.test(match[0]);
      if (rule.needsContext && bare && next?.kind === 'word' && !next.used) continue;
      if (bare && /^[a-z]+$/.test(raw) && !/(rat|ocen|bewert|star|zvezd|stern)/.test(match[0])) continue;
      for (let i = first; i <= last; i++) tokens[i].used = true;
      return { minRating: value, ratingStrict: rule.strict };
    }
  }
  return null;
}
