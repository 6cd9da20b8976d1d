import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceListCard } from './price-list-card';

const meta = {
  title: 'Dashboard/PriceListCard',
  component: PriceListCard,
  args: {
    pricing: [
      { type: 'upload_csv', price_per_row: 1 },
      { type: 'buy_leads', price_per_row: 1.5 },
    ],
    error: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof PriceListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prices of the pricing call, in credits per row: what an order is charged. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Upload & Verify' })).toHaveTextContent(
      '1 credit per row',
    );
    await expect(canvas.getByRole('region', { name: 'Source + Verify' })).toHaveTextContent(
      '1.5 credits per row',
    );
    await expect(canvas.getByText('Duplicate removal')).toBeVisible();
  },
};

/** While the prices load. */
export const Loading: Story = {
  args: { pricing: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The pricing call failed: why, and Retry. */
export const Failed: Story = {
  args: { pricing: undefined, error: 'Failed to fetch pricing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Prices could not be loaded: Failed to fetch pricing',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
