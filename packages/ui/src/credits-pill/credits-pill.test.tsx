// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditsPill } from './credits-pill';

afterEach(cleanup);

describe('CreditsPill', () => {
  it("shows 'Credits: N'", () => {
    render(<CreditsPill balance={0} />);
    expect(screen.getByText('Credits: 0')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('groups the digits of a large balance as the rest of the product does', () => {
    render(<CreditsPill balance={1050} />);
    expect(screen.getByText(`Credits: ${(1050).toLocaleString()}`)).toBeTruthy();
    expect((1050).toLocaleString()).not.toBe('1050');
  });

  it("shows 'Credits: —' with a retry button when the balance failed to load", () => {
    const onRetry = vi.fn();
    render(<CreditsPill balance={500} error onRetry={onRetry} />);
    expect(screen.getByText('Credits: —')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading credits' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
