import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TransactionHistory } from './transaction-history';

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 14, 30)).toISOString();

const meta = {
  title: 'Dashboard/TransactionHistory',
  component: TransactionHistory,
  args: {
    transactions: [
      { id: 't1', amount: 500, reason: 'purchase', description: 'Starter plan — March', createdAt: at(9) },
      { id: 't2', amount: -980, reason: 'order', description: 'Order c07be5f4', createdAt: at(8) },
      { id: 't3', amount: 12, reason: 'refund', description: 'Order e1f2a3b4 needs a fix', createdAt: at(7) },
      {
        id: 't4',
        amount: -20,
        reason: 'expiry',
        description: 'Credits from December expired',
        createdAt: at(6),
      },
      { id: 't5', amount: 50, reason: 'grant', description: 'Free trial', createdAt: at(1) },
    ],
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof TransactionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed amounts, reason badges (grant, purchase and refund positive), Load more and Export. */
export const WithMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+500')).toBeVisible();
    await expect(canvas.getByText('-980')).toBeVisible();
    canvas.getByRole('button', { name: 'Load more' }).click();
    await expect(args.onLoadMore).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Export' }).click();
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The last page: no Load more. */
export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A new account with no entries. */
export const Empty: Story = { args: { transactions: [], hasMore: false } };

/** The first page is loading. */
export const Loading: Story = { args: { transactions: undefined, hasMore: false } };

/** The first page failed. */
export const Failed: Story = {
  args: { transactions: undefined, hasMore: false, error: 'Service unavailable', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Unable to load transactions: Service unavailable'),
    ).toBeVisible();
  },
};
