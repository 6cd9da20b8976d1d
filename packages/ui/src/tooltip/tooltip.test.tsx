// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}
function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
  // Radix keeps a hoverable tooltip open while the pointer may be on its way to the content; a move
  // elsewhere on the page ends that grace period and closes it.
  fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 500, clientY: 500 });
}

describe('Tooltip', () => {
  it('opens after 700 ms with a 300 ms skip window', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens only once the pointer has rested 700 ms', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Download CSV">
          <button type="button">Download</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Download' });
    hover(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Download CSV');
    expect(trigger.getAttribute('data-state')).toBe('delayed-open');
  });

  it('opens the next tooltip at once within the skip window, and with the delay after it', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Download CSV">
          <button type="button">Download</button>
        </Tooltip>
        <Tooltip content="Retry">
          <button type="button">Retry</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const download = screen.getByRole('button', { name: 'Download' });
    const retry = screen.getByRole('button', { name: 'Retry' });
    hover(download);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    leave(download);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1));
    hover(retry);
    // Radix marks a tooltip opened without its delay as "instant-open".
    expect(retry.getAttribute('data-state')).toBe('instant-open');

    leave(retry);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
    hover(download);
    expect(download.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(download.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(download.getAttribute('data-state')).toBe('delayed-open');
  });
});
