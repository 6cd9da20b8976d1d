// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDashboard } from '../testing/render-dashboard';

afterEach(cleanup);

describe('dashboard shell: focus and the skip link', () => {
  it('starts with a "Skip to main content" link that moves the focus to the page', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    // The first link of the document: the first stop of Tab.
    expect(document.querySelector('a')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('');
  });

  it("moves the focus to the new page's heading after in-app navigation, not on the first page", async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(document.activeElement).toBe(document.body);

    const link = screen.getByRole('link', { name: 'Webhooks' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');

    fireEvent.click(screen.getByRole('link', { name: 'Billing & Credits' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Billing & Credits' }),
      ),
    );
  });
});
