/**
 * Reads a discovery prompt ("20 dentists in Belgrade rated 4.5+", "treba mi tridesetak auto-servisa u
 * Kragujevcu sa ocenom preko 4", "Exeter: 12 bike shops", "Zahnärzte in der Nähe von München ab 4,1
 * Sternen") into the query the places directory is asked. Deterministic: no network, no model. A small
 * grammar over tokens, phrases in any order: the rating first (so its number is never the count), then
 * the count, then the place (by gazetteer lookup); what is left, less request words, is the business type.
 */
import { readCount, type CountQualifier } from './prompt/count.js';
import { isFiller, isGeneric } from './prompt/fillers.js';
import { readPlace, type ResolvedPlace } from './prompt/place.js';
import { readRating } from './prompt/rating.js';
import { detectLanguage, tokenize, type Token } from './prompt/tokens.js';

export type { CountQualifier } from './prompt/count.js';
export type { ResolvedPlace } from './prompt/place.js';

export interface InterpretedPrompt {
  count: number;
  /** How the count was asked: "at least 15" → atLeast, "10-15" → range (the upper bound), "around 25" → about. */
  countQualifier: CountQualifier | null;
  businessType: string | null;
  /** As written, in the nominative ("u Novom Sadu" → "Novi Sad"); a district keeps its city ("Camden, London"). */
  place: string | null;
  /** The gazetteer's place: name, ISO country code and coordinates, for biasing the directory's search. */
  resolvedPlace: ResolvedPlace | null;
  minRating: number | null;
  /** "above 4" (strictly more) rather than "at least 4". */
  ratingStrict: boolean;
  warnings: string[];
  /** When no place was read: the name after "in" that no gazetteer entry matches, and the nearest that does. */
  unknownPlace?: { written: string; suggestion: string | null };
}

export const DEFAULT_COUNT = 20;
/** The places directory returns at most 60 results for one query. */
export const MAX_COUNT = 60;

/** Splits what is left into runs of words between the phrases read and punctuation. */
function runs(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const token of tokens) {
    const joins = token.kind === 'word' || (token.kind === 'num' && !token.used) || ['&', "'", '/'].includes(token.raw);
    if (token.used || !joins) {
      if (out[out.length - 1].length) out.push([]);
      continue;
    }
    out[out.length - 1].push(token);
  }
  return out.filter((r) => r.length);
}

/** The first run that is left with words once request words are stripped from its edges. */
function businessType(text: string, tokens: Token[]): string | null {
  for (const run of runs(tokens)) {
    let first = 0;
    let last = run.length - 1;
    while (first <= last && (isFiller(run[first].fold) || run[first].kind !== 'word')) first++;
    while (last >= first && (isFiller(run[last].fold) || run[last].kind !== 'word')) last--;
    if (first > last || isGeneric(run.slice(first, last + 1).map((t) => t.fold))) continue;
    return text.slice(run[first].start, run[last].end);
  }
  return null;
}

export function interpretPrompt(prompt: string): InterpretedPrompt {
  const warnings: string[] = [];
  const text = prompt.replace(/\s+/g, ' ').trim();
  const tokens = tokenize(text);
  const language = detectLanguage(text, tokens);

  const rating = readRating(tokens);
  const asked = readCount(tokens, language);
  let count = asked?.value ?? DEFAULT_COUNT;
  if (!asked) warnings.push(`No number of results given; returning up to ${DEFAULT_COUNT}`);
  if (count < 1) {
    warnings.push(`A count of ${count} is not possible; returning ${DEFAULT_COUNT}`);
    count = DEFAULT_COUNT;
  } else if (count > MAX_COUNT) {
    warnings.push(`The places directory returns at most ${MAX_COUNT} results; returning ${MAX_COUNT} instead of ${count}`);
    count = MAX_COUNT;
  }
  const { reading, unknown } = readPlace(text, tokens, language);
  if (reading && !reading.resolved) warnings.push(`"${reading.place}" is not in our gazetteer: the directory is asked for it as written, without a location bias`);

  return {
    count,
    countQualifier: asked?.qualifier ?? null,
    businessType: businessType(text, tokens),
    place: reading?.place ?? null,
    resolvedPlace: reading?.resolved ?? null,
    minRating: rating?.minRating ?? null,
    ratingStrict: rating?.ratingStrict ?? false,
    warnings,
    ...(unknown && !reading && { unknownPlace: unknown }),
  };
}

const EXAMPLE = 'for example "20 dentists in Belgrade rated 4.5+"';

/** What the prompt lacks for a search, as the sentence a 400 answers with; null when it has both. */
export function promptProblem({ businessType, place, unknownPlace }: InterpretedPrompt): string | null {
  if (!businessType && !place) return `The prompt names no type of business and no place; say what to find and where, ${EXAMPLE}`;
  if (!businessType) return `The prompt names no type of business; say what to find, ${EXAMPLE}`;
  if (place) return null;
  if (unknownPlace?.suggestion) return `The prompt names no place we know: "${unknownPlace.written}" is not a town we can find; did you mean "${unknownPlace.suggestion}"?`;
  return `The prompt names no place; say where, after "in" (or "u", "bei"), ${EXAMPLE}`;
}
