import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AccuracyTrend } from './accuracy-trend';
import { accuracyTrendFixture, measuredOrderFixture } from './accuracy-fixtures';

const meta = {
  title: 'Dashboard/AccuracyTrend',
  component: AccuracyTrend,
  // Each order is a link to its page.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 1_040 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { orders: accuracyTrendFixture() },
} satisfies Meta<typeof AccuracyTrend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five measured campaigns: the line, the sum over them, and each order newest first. */
export const Trend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('accuracy-trend-summary')).toHaveTextContent(
      /5 orders measured; the latest, campaign-4.csv: 97.4%/,
    );
    const table = canvas.getByRole('table', { name: 'Measured accuracy per order' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** One measured order: a point, no line. */
export const OneOrder: Story = {
  args: { orders: [measuredOrderFixture(0, 20, 1, 'acme-leads.csv')] },
};

/** No order measured yet: what makes one measured. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No order measured yet.')).toBeVisible();
  },
};

/** On a 375 px phone: each order a card. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
