import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs } from './retry';

const none = new Headers();

describe('retryDelayMs', () => {
  it('backs off from 0.5 s to 8 s, doubling', () => {
    const delays = [0, 1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, none, () => 0));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('takes off at most 25 % as jitter', () => {
    expect(retryDelayMs(1, none, () => 1)).toBe(750);
    expect(retryDelayMs(1, none, () => 0.5)).toBe(875);
  });

  it('honours retry-after-ms, retry-after in seconds and as a date, up to 60 s', () => {
    expect(retryDelayMs(0, new Headers({ 'retry-after-ms': '1234' }), () => 0)).toBe(1234);
    expect(retryDelayMs(0, new Headers({ 'retry-after': '3' }), () => 0)).toBe(3000);
    const date = new Date(Date.now() + 10_000).toUTCString();
    const fromDate = retryDelayMs(0, new Headers({ 'retry-after': date }), () => 0);
    expect(fromDate).toBeGreaterThan(8000);
    expect(fromDate).toBeLessThanOrEqual(10_000);
    expect(retryDelayMs(0, new Headers({ 'retry-after': '120' }), () => 0)).toBe(500);
  });
});

describe('isRetryableStatus', () => {
  it.each([408, 409, 429, 500, 502, 503])('retries %i', (status) => {
    expect(isRetryableStatus(status, none)).toBe(true);
  });
  it.each([400, 401, 402, 403, 404, 422])('does not retry %i', (status) => {
    expect(isRetryableStatus(status, none)).toBe(false);
  });
  it('obeys x-should-retry', () => {
    expect(isRetryableStatus(500, new Headers({ 'x-should-retry': 'false' }))).toBe(false);
    expect(isRetryableStatus(400, new Headers({ 'x-should-retry': 'true' }))).toBe(true);
  });
});
