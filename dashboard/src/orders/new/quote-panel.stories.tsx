import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { quoteFixture } from './lead-fixtures';
import { QuotePanel } from './quote-panel';

const meta = {
  title: 'Dashboard/NewOrder/QuotePanel',
  component: QuotePanel,
  args: {
    quote: { status: 'ready', quote: quoteFixture({ demo: false }), stale: false },
    balance: 1_000,
    onUseAvailable: fn(),
  },
} satisfies Meta<typeof QuotePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Priced and affordable: the figures, OK, and Buy. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lead-quote')).toHaveTextContent('Balance after925 credits');
    await expect(canvas.getByText('OK')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeEnabled();
  },
};

/** The profile is incomplete: no quote yet, and Buy shows what to fix. */
export const Idle: Story = { args: { quote: { status: 'idle' } } };

/** The first quote is on its way. */
export const Loading: Story = {
  args: { quote: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy leads' })).toBeDisabled();
  },
};

/** The profile changed: the last figures stay, marked as updating, and Buy waits. */
export const Updating: Story = {
  args: { quote: { status: 'ready', quote: quoteFixture({ demo: false }), stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Updating...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeDisabled();
  },
};

/** The balance is short: 'Need N' with a link to the pricing page, and Buy disabled. */
export const ShortBalance: Story = {
  args: { balance: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Need 35')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purchase Credits' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeDisabled();
  },
};

/** Fewer available than asked: says so, and offers the available count. */
export const FewerAvailable: Story = {
  args: { quote: { status: 'ready', quote: quoteFixture({ available: 32, demo: false }), stale: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only 32 of the 50 leads you asked for are available.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use 32 available' }));
    await expect(args.onUseAvailable).toHaveBeenCalledWith(32);
  },
};

/** Matching leads were all sold to this customer or are in their uploads. */
export const NoneAvailable: Story = {
  args: {
    quote: {
      status: 'ready',
      quote: quoteFixture({ matching: 12, available: 0, demo: false }),
      stale: false,
    },
  },
};

/** Nothing matches: an empty state that says to widen the profile. */
export const NothingMatching: Story = {
  args: {
    quote: { status: 'ready', quote: quoteFixture({ matching: 0, available: 0, demo: false }), stale: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads match this profile.')).toBeVisible();
    await expect(canvas.getByText(/Widen the profile/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeDisabled();
  },
};

/** Leads from the demo inventory are marked as demo data. */
export const Demo: Story = {
  args: { quote: { status: 'ready', quote: quoteFixture(), stale: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demo data')).toBeVisible();
  },
};

/** The quote failed. */
export const Failed: Story = {
  args: { quote: { status: 'error', message: 'Network error' }, onRetry: fn() },
};

/** The order is being placed. */
export const Buying: Story = { args: { buying: true } };
