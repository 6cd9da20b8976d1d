import { describe, expect, it } from 'vitest';
import { formatCompact, formatShare, summarize } from './chart-data';

describe('chart data', () => {
  it('never rounds a present share to 0% or a partial one to 100%', () => {
    expect(formatShare(0, 10)).toBe('0%');
    expect(formatShare(5, 0)).toBe('0%');
    expect(formatShare(1, 1_000)).toBe('<1%');
    expect(formatShare(999, 1_000)).toBe('>99%');
    expect(formatShare(10, 10)).toBe('100%');
    expect(formatShare(1, 3)).toBe('33%');
  });

  it('summarises the three largest categories in words', () => {
    const data = [
      { label: 'Valid', value: 70 },
      { label: 'Invalid', value: 20 },
      { label: 'Risky', value: 6 },
      { label: 'Unknown', value: 4 },
    ];
    expect(summarize(data, 100, 'rows')).toBe(
      '100 rows. Largest: Valid 70 (70%), Invalid 20 (20%), Risky 6 (6%).',
    );
    expect(summarize([], 0, 'rows')).toBe('No rows.');
  });

  it('shortens large counts for narrow labels', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1_250_000)).toBe('1.3M');
  });
});
