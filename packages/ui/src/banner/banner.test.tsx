// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';

afterEach(cleanup);

describe('Banner', () => {
  it('renders title, message and actions, and calls onDismiss', () => {
    const onDismiss = vi.fn();
    render(
      <Banner
        tone="orange"
        title="You have no credits"
        onDismiss={onDismiss}
        actions={<a href="#p">View pricing</a>}
      >
        Add credits to process uploads and place orders.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('You have no credits');
    expect(banner.getAttribute('data-tone')).toBe('orange');
    expect(screen.getByRole('link', { name: 'View pricing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless onDismiss is given', () => {
    render(<Banner tone="amber">Unable to load dashboard data. Some information may be outdated.</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
