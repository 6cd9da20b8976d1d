// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Histogram } from './histogram';

afterEach(cleanup);

describe('Histogram', () => {
  it('draws one column per non-empty bin, labels each with its count and lists the bins in a table', () => {
    const { container } = render(
      <Histogram
        title="Connect scores"
        binLabel="Connect score"
        bins={[
          { label: '0–49', tick: '0', value: 3 },
          { label: '50–100', tick: '50', value: 0 },
        ]}
      />,
    );
    expect(container.querySelectorAll('svg rect')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Connect score: 3 rows. Largest: 0–49 3 (100%).',
    );
    expect(screen.getByRole('row', { name: '50–100 0 0%' })).toBeTruthy();
  });
});
