import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { OrderReport } from './order-report';
import { typicalBilling, typicalStats } from './report-fixtures';

const meta = {
  title: 'Dashboard/OrderReport',
  component: OrderReport,
  args: { stats: typicalStats, billing: typicalBilling },
  decorators: [(Story) => <div style={{ maxWidth: 1_040 }}>{Story()}</div>],
} satisfies Meta<typeof OrderReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typical 10,000-row upload, at a desktop width. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Verification report' })).toBeInTheDocument();
    const emails = canvas.getByRole('table', { name: 'E-mail verdicts' });
    await expect(within(emails).getByRole('row', { name: 'Valid 6,912 69%' })).toBeInTheDocument();
    const fixes = canvas.getByRole('table', { name: 'Suggested corrections' });
    await expect(
      within(fixes).getByRole('row', { name: 'gmial.com → gmail.com 64 <1%' }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('report-not-charged')).toHaveTextContent('Credits refunded538');
  },
};

/** An order a bounce report measured: valid addresses, reported hard bounces and the accuracy, with the rest. */
export const Measured: Story = {
  args: {
    measuredAccuracy: {
      validAddresses: 6_912,
      reportedHardBounces: 31,
      accuracy: 1 - 31 / 6_912,
      measuredAt: '2026-11-20T10:00:00.000Z',
    },
  },
  // The note links to the Bounces page.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByTestId('report-measured-accuracy');
    await expect(facts).toHaveTextContent(
      'Valid addresses6,912Reported hard bounces31Measured accuracy99.6%',
    );
  },
};

/** The same on a 375 px phone: one column. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

/** Every address invalid, no phones, nothing scored above 9. */
export const AllInvalid: Story = {
  args: {
    stats: {
      ...typicalStats,
      emails: { valid: 0, invalid: 500, risky: 0, unknown: 0, missing: 0 },
      phones: { valid: 0, invalid: 0, missing: 500 },
      duplicates: 0,
      meanScore: 2,
      phoneTypes: [],
      phoneReasons: [],
      emailReasons: [{ code: 'syntax', rows: 500 }],
      duplicateReasons: { sameEmail: 0, samePhone: 0, similarName: 0 },
      scoreHistogram: typicalStats.scoreHistogram?.map((bucket) => ({
        ...bucket,
        rows: bucket.from === 0 ? 500 : 0,
      })),
      suggestions: [],
    },
    billing: { rowsCounted: 500, held: 500, duplicates: 0, unverifiable: 0, charged: 500, refunded: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No valid phone numbers.')).toBeInTheDocument();
    await expect(canvas.getByText('No mistyped domains.')).toBeInTheDocument();
  },
};

/** An order completed before the breakdowns existed: the verdicts and the duplicate count only. */
export const OlderOrder: Story = {
  args: {
    stats: {
      emails: typicalStats.emails,
      phones: typicalStats.phones,
      duplicates: typicalStats.duplicates,
      meanScore: typicalStats.meanScore,
    },
    billing: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('figure', { name: 'Connect scores' })).toBeNull();
    await expect(canvas.getByText(/412 rows repeat an earlier contact/)).toBeInTheDocument();
  },
};
