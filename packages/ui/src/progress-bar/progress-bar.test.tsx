// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('exposes its value and clamps it to the range', () => {
    const { rerender } = render(<ProgressBar value={40} label="Upload progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    rerender(<ProgressBar value={140} label="Upload progress" />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
