// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from './constants';
import { Toaster } from './toast';
import { dismissToast, resetToasts, type ToastRecord, toast } from './toast-store';
import { useToast } from './use-toast';

let current: ToastRecord[] = [];
function Probe() {
  current = useToast().toasts;
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('toast constants', () => {
  it('shows one toast at a time for 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('swipes right past 50 px, focuses on F8, removes after 1,000,000 ms, is at most 420 px wide', () => {
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_VIEWPORT_MAX_WIDTH_PX).toBe(420);
  });
});

describe('toast()', () => {
  it('keeps only the newest toast', () => {
    render(<Probe />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(current).toHaveLength(1);
    expect(current[0]?.title).toBe('Second');
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', () => {
    render(<Probe />);
    let id = '';
    act(() => {
      id = toast({ title: 'Welcome back!' }).id;
    });
    act(() => dismissToast(id));
    expect(current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current).toHaveLength(0);
  });

  it('updates a toast through its handle', () => {
    render(<Probe />);
    act(() => {
      const handle = toast({ title: 'Uploading' });
      handle.update({ title: 'Upload failed', variant: 'destructive' });
    });
    expect(current[0]).toEqual(expect.objectContaining({ title: 'Upload failed', variant: 'destructive' }));
  });
});

describe('Toaster', () => {
  it('renders the toast and closes it after 5000 ms', () => {
    render(
      <>
        <Toaster />
        <Probe />
      </>,
    );
    act(() => {
      toast({ title: 'Payment completed', variant: 'destructive' });
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getAllByText('Payment completed').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(current[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(current[0]?.open).toBe(false);
  });
});
