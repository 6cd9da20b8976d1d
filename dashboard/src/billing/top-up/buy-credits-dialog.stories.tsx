import { localProductIds, planCards } from '@leadproof/contract/plans';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BuyCreditsDialog } from './buy-credits-dialog';

/** What embedded mode sells online: every priced plan, the packs first (issue 40: all are sold online). */
const plans = [...planCards('one-time', localProductIds), ...planCards('month', localProductIds)].filter(
  (plan) => plan.productId,
);

const meta = {
  title: 'Dashboard/BuyCreditsDialog',
  component: BuyCreditsDialog,
  args: { open: true, onOpenChange: fn(), plans, error: null, onBuy: fn() },
} satisfies Meta<typeof BuyCreditsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the billing page: each plan sold online with its credits, price and price per credit, and Buy. */
export const Plans: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    const list = within(dialog).getByRole('list', { name: 'Plans' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(plans.length);
    await expect(within(list).getByText('$499 · $0.499 per credit')).toBeVisible();
    await expect(within(list).getByText('$199 per month · $0.398 per credit')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Pack 1K' }));
    await expect(args.onBuy).toHaveBeenCalledWith(plans[0]);
    await expect(within(dialog).getByRole('link', { name: 'see all plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

/** From the upload card: what the credits are for, and which plans are too small for it. */
export const ForAnUpload: Story = {
  args: { need: { credits: 640, fileName: 'acme-leads.csv' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    await expect(
      within(dialog).getByText(
        'You need 640 more credits for acme-leads.csv. After payment you come back here to upload it.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByText(/not enough for this upload/)).toBeVisible();
  },
};

/** While the plans load. */
export const Loading: Story = {
  args: { plans: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Buy was pressed: 'Loading...' on its plan until the browser leaves for the checkout, the other plan waits. */
export const StartingCheckout: Story = {
  args: { buyingPlanId: 'pack-1k' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    await expect(within(dialog).getByRole('button', { name: 'Buy Starter' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeVisible();
  },
};

/** The checkout could not start: the pricing page's words, in the dialog. */
export const CheckoutFailed: Story = {
  args: { error: 'Failed to start checkout. Please try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to start checkout. Please try again.',
    );
  },
};
