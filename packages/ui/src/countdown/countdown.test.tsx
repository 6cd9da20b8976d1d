// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { COUNTDOWN_REFRESH_MS, formatCountdown, ORDER_DEADLINE_MS } from './format-countdown';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('formatCountdown', () => {
  it('uses the spec’d deadline and refresh interval', () => {
    expect(ORDER_DEADLINE_MS).toBe(48 * HOUR);
    expect(COUNTDOWN_REFRESH_MS).toBe(60_000);
  });

  it("shows 'Nd Nh' with 25 h left", () => {
    expect(formatCountdown(25 * HOUR)).toEqual({ overdue: false, time: '1d 1h', text: '1d 1h remaining' });
  });

  it("shows 'Nh Nm' with 23 h 59 m left", () => {
    expect(formatCountdown(23 * HOUR + 59 * MINUTE).text).toBe('23h 59m remaining');
  });

  it("switches to 'Nh Nm' at exactly 24 h (not more than 24 h)", () => {
    expect(formatCountdown(24 * HOUR).text).toBe('24h 0m remaining');
    expect(formatCountdown(47 * HOUR + 59 * MINUTE).text).toBe('1d 23h remaining');
  });

  it("is 'Overdue' with 'Support will reach out' past the deadline", () => {
    expect(formatCountdown(-1)).toEqual({ overdue: true, text: 'Overdue', detail: 'Support will reach out' });
    expect(formatCountdown(0).overdue).toBe(true);
    expect(formatCountdown(Number.NaN).overdue).toBe(true);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refreshes every 60 seconds and turns red when overdue', () => {
    const createdAt = new Date(Date.now() - ORDER_DEADLINE_MS + 90 * 1000).toISOString();
    render(<Countdown createdAt={createdAt} />);
    expect(screen.getByText('0h 1m remaining')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS - 1));
    expect(screen.getByText('0h 1m remaining')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('0h 0m remaining')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    const overdue = screen.getByText('Overdue');
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(overdue.textContent).toContain('Support will reach out');
  });
});
