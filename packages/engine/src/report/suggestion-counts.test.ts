import { describe, expect, it } from 'vitest';
import {
  addSuggestionCounts,
  countSuggestion,
  MAX_SUGGESTION_PAIRS,
  type SuggestionCounts,
  suggestionPair,
  topSuggestions,
} from './suggestion-counts';

describe('suggestion counts', () => {
  it('counts rows per (typed → suggested) pair and lists the most frequent first', () => {
    const counts: SuggestionCounts = new Map();
    for (const [from, to] of [
      ['gmial.com', 'gmail.com'],
      ['hotmial.com', 'hotmail.com'],
      ['gmial.com', 'gmail.com'],
      ['gmal.com', 'gmail.com'],
      ['gmial.com', 'gmail.com'],
      ['hotmial.com', 'hotmail.com'],
    ] as const)
      countSuggestion(counts, from, to);
    expect(topSuggestions(counts)).toEqual([
      { from: 'gmial.com', to: 'gmail.com', rows: 3 },
      { from: 'hotmial.com', to: 'hotmail.com', rows: 2 },
      { from: 'gmal.com', to: 'gmail.com', rows: 1 },
    ]);
    expect(topSuggestions(counts, 1)).toEqual([{ from: 'gmial.com', to: 'gmail.com', rows: 3 }]);
  });

  it('holds at most MAX_SUGGESTION_PAIRS pairs, still counting the pairs it holds', () => {
    const counts: SuggestionCounts = new Map();
    for (let i = 0; i < MAX_SUGGESTION_PAIRS + 500; i++) countSuggestion(counts, `typo${i}.com`, 'gmail.com');
    expect(counts.size).toBe(MAX_SUGGESTION_PAIRS);
    countSuggestion(counts, 'typo0.com', 'gmail.com');
    countSuggestion(counts, 'late.com', 'gmail.com');
    expect(counts.get('typo0.com gmail.com')).toBe(2);
    expect(counts.has('late.com gmail.com')).toBe(false);
    expect(topSuggestions(counts)).toHaveLength(10);
  });

  it('adds the counts of batches within the same cap', () => {
    const a: SuggestionCounts = new Map([['gmial.com gmail.com', 2]]);
    const b: SuggestionCounts = new Map([
      ['gmial.com gmail.com', 3],
      ['yaho.com yahoo.com', 1],
    ]);
    addSuggestionCounts(a, b);
    expect(topSuggestions(a)).toEqual([
      { from: 'gmial.com', to: 'gmail.com', rows: 5 },
      { from: 'yaho.com', to: 'yahoo.com', rows: 1 },
    ]);
  });

  it('takes the suggested domain from the suggested address', () => {
    expect(suggestionPair('gmial.com', 'ada@gmail.com')).toEqual({ from: 'gmial.com', to: 'gmail.com' });
    expect(suggestionPair('gmail.com', '')).toBeUndefined();
    expect(suggestionPair('', 'ada@gmail.com')).toBeUndefined();
  });
});
