/**
 * Distinct (typed domain → suggested domain) pairs a run counts. Suggestions only ever point at a short list of
 * popular providers (`email/typo.ts`), so real files hold a few dozen pairs; the cap bounds memory against a file
 * crafted to hold millions of distinct typos. Once it is reached, pairs not seen before are not counted (pairs
 * already counted still are), so the top pairs stay exact unless a file has over 1,000 distinct ones.
 */
export const MAX_SUGGESTION_PAIRS = 1000;

/** Pairs the report lists, most frequent first. */
export const TOP_SUGGESTIONS = 10;

/** Rows per suggestion pair, keyed by {@link suggestionKey}; a plain Map so tallies cross worker threads. */
export type SuggestionCounts = Map<string, number>;

/** One suggested correction and the rows that got it (`VerifyReport.email.suggestions`). */
export interface SuggestionCount {
  /** The domain as typed (ASCII form), e.g. `gmial.com`. */
  from: string;
  /** The domain suggested instead, e.g. `gmail.com`. */
  to: string;
  rows: number;
}

// A space never occurs in a domain, so it separates the two unambiguously.
const suggestionKey = (from: string, to: string) => `${from} ${to}`;

/** Adds `rows` to a pair, unless the pair is new and the map already holds {@link MAX_SUGGESTION_PAIRS}. */
export function countSuggestion(counts: SuggestionCounts, from: string, to: string, rows = 1): void {
  const key = suggestionKey(from, to);
  const count = counts.get(key);
  if (count !== undefined) counts.set(key, count + rows);
  else if (counts.size < MAX_SUGGESTION_PAIRS) counts.set(key, rows);
}

/** Adds the counts of `from` into `into`, within the same cap. */
export function addSuggestionCounts(into: SuggestionCounts, from: SuggestionCounts): void {
  for (const [key, rows] of from) {
    const [typed = '', suggested = ''] = key.split(' ');
    countSuggestion(into, typed, suggested, rows);
  }
}

/** The `n` most frequent pairs, most rows first, then by typed domain so the order is stable. */
export function topSuggestions(counts: SuggestionCounts, n = TOP_SUGGESTIONS): SuggestionCount[] {
  return [...counts]
    .map(([key, rows]) => {
      const [from = '', to = ''] = key.split(' ');
      return { from, to, rows };
    })
    .sort((a, b) => b.rows - a.rows || a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .slice(0, n);
}

/** The (typed → suggested) domain pair of an address and its suggestion, or undefined when there is none. */
export function suggestionPair(
  asciiDomain: string,
  suggestion: string,
): { from: string; to: string } | undefined {
  if (!suggestion || !asciiDomain) return undefined;
  return { from: asciiDomain, to: suggestion.slice(suggestion.lastIndexOf('@') + 1) };
}
