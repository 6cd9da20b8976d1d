import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingReceipt } from './billing-receipt';

const meta = {
  title: 'Dashboard/BillingReceipt',
  component: BillingReceipt,
  args: {
    billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
  },
} satisfies Meta<typeof BillingReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled order: 100 rows held, 10 duplicates and 5 unverifiable rows given back. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('billing-receipt')).toHaveTextContent(
      '100 held for 100 rows · 85 charged · 15 refunded (10 duplicates and 5 unverifiable rows not charged)',
    );
  },
};

/** A running order: the hold, until it settles. */
export const Held: Story = {
  args: {
    billing: {
      rowsCounted: 12_480,
      held: 12_480,
      duplicates: null,
      unverifiable: null,
      charged: null,
      refunded: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('billing-receipt')).toHaveTextContent(
      '12,480 held for 12,480 rows, settled when the order ends',
    );
  },
};

/** A failed order: the whole hold came back. */
export const Refunded: Story = {
  args: {
    billing: { rowsCounted: 40, held: 40, duplicates: null, unverifiable: null, charged: 0, refunded: 40 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('billing-receipt')).toHaveTextContent(
      '40 held for 40 rows · 0 charged · 40 refunded',
    );
  },
};
