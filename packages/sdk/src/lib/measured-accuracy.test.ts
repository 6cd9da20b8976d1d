import { describe, expect, it } from 'vitest';
import { formatMeasuredAccuracy } from './measured-accuracy';

const measured = (validAddresses: number, reportedHardBounces: number) => ({
  validAddresses,
  reportedHardBounces,
  accuracy: 1 - reportedHardBounces / validAddresses,
});

describe('formatMeasuredAccuracy', () => {
  it('shows one decimal', () => {
    expect(formatMeasuredAccuracy(measured(195, 5))).toBe('97.4%');
    expect(formatMeasuredAccuracy(measured(20, 0))).toBe('100.0%');
    expect(formatMeasuredAccuracy(measured(20, 20))).toBe('0.0%');
  });

  it('never rounds a bounce, or a delivered address, away', () => {
    expect(formatMeasuredAccuracy(measured(2_000, 1))).toBe('>99.9%');
    expect(formatMeasuredAccuracy(measured(2_500, 2_499))).toBe('<0.1%');
  });
});
