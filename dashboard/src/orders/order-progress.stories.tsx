import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderProgress } from './order-progress';

const meta = {
  title: 'Dashboard/OrderProgress',
  component: OrderProgress,
  args: { progress: { rowsProcessed: 4_000, rowsTotal: 10_000, phase: 'verifying' } },
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows go through the checks. */
export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verified 4,000 of 10,000 rows')).toBeVisible();
  },
};

/** The mailbox check asks the mail servers: the bar counts addresses. */
export const Probing: Story = {
  args: {
    progress: {
      rowsProcessed: 10_000,
      rowsTotal: 10_000,
      phase: 'probing',
      mailbox: { addressesChecked: 6_500, addressesTotal: 9_200, waitingForRetry: false, retryAt: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Checking mailboxes: 6,500 of 9,200 addresses/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Mailbox check progress' })).toBeVisible();
  },
};

/** Only greylisted addresses are left: the order waits to ask their servers again. */
export const WaitingForRetry: Story = {
  args: {
    progress: {
      rowsProcessed: 10_000,
      rowsTotal: 10_000,
      phase: 'probing',
      mailbox: {
        addressesChecked: 9_150,
        addressesTotal: 9_200,
        waitingForRetry: true,
        retryAt: '2026-11-25T16:30:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/waiting to ask greylisting servers again at/),
    ).toBeVisible();
  },
};
