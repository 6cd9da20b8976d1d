// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('offers the spec’d variants and sizes', () => {
    expect(buttonVariants).toEqual(['default', 'destructive', 'outline', 'secondary', 'ghost']);
    expect(buttonSizes).toEqual(['default', 'sm', 'lg', 'icon']);
  });

  it('is a type="button" by default and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('button');
    expect(ref.current).toBe(button);
  });

  it('shows the busy label the caller passes and disables itself', () => {
    render(
      <Button busy busyLabel="Signing in...">
        Continue
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('Signing in...');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps both labels in the DOM so the width does not change', () => {
    const { rerender } = render(<Button busyLabel="Loading...">Buy</Button>);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('BuyLoading...');
    rerender(
      <Button busy busyLabel="Loading...">
        Buy
      </Button>,
    );
    expect(button.textContent).toBe('BuyLoading...');
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.className).toMatch(/button/);
  });
});
