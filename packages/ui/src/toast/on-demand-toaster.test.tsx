// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OnDemandToaster } from './on-demand-toaster';
import { dismissToast, resetToasts, toast } from './toast-store';

// The lazy chunk's module, transformed once up front: the test is about when the toaster mounts, not how fast.
beforeAll(() => import('./toast'));
beforeEach(resetToasts);
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('OnDemandToaster', () => {
  it('renders nothing until the first toast, then shows it and keeps its region', async () => {
    const { container } = render(<OnDemandToaster />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      toast({ title: 'Saved', description: 'Your changes are in.' });
    });
    expect(await screen.findByText('Your changes are in.')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();

    act(() => {
      dismissToast();
      resetToasts();
    });
    // The region stays for the next toast (and F8) once loaded.
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
