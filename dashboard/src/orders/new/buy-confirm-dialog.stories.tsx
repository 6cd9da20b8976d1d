import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { BuyConfirmDialog } from './buy-confirm-dialog';

const meta = {
  title: 'Dashboard/NewOrder/BuyConfirmDialog',
  component: BuyConfirmDialog,
  args: { purchase: { count: 50, cost: 75, demo: false }, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BuyConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It repeats the count and the cost. */
export const Confirm: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy 50 leads?' });
    await expect(dialog).toHaveTextContent('50 leads matching your profile cost 75 credits');
    await expect(within(dialog).getByRole('button', { name: 'Buy for 75 credits' })).toBeVisible();
  },
};

/** Demo inventory leads are marked as demo data. */
export const Demo: Story = {
  args: { purchase: { count: 50, cost: 75, demo: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy 50 leads?' });
    await expect(dialog).toHaveTextContent('Demo data');
  },
};

/** The order is being placed. */
export const Buying: Story = { args: { busy: true } };
