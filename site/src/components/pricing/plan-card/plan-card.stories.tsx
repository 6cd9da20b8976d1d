import { localProductIds, planCards } from '@leadproof/contract/plans';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from './plan-card';

const [starter, growth, scale, enterpriseMonthly] = planCards('month', localProductIds);
const [pack1k, pack3k, pack10k] = planCards('one-time', localProductIds);

const meta = {
  title: 'Site/Pricing/PlanCard',
  component: PlanCard,
  args: { plan: starter!, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starter: has a product id, so its button starts checkout; its price per credit under the credits. */
export const Starter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Starter' })).toBeVisible();
    await expect(canvas.getByText('$199')).toBeVisible();
    await expect(canvas.getByText('500 credits per month')).toBeVisible();
    await expect(canvas.getByText('$0.398 per credit')).toBeVisible();
    await expect(canvas.getByText('API access: API keys, CLI, SDK and webhooks')).toBeVisible();
    await expect(canvas.getByText('Buy pre-verified leads (Source + Verify)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onSelect).toHaveBeenCalledWith(starter);
  },
};

/** Growth: the Most Popular plan, sold online like every plan with a price. */
export const MostPopular: Story = {
  args: { plan: growth! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('$0.30 per credit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onSelect).toHaveBeenCalledWith(growth);
  },
};

/** Scale: the lowest price per credit of the monthly plans, a note derived from the catalogue. */
export const LowestPricePerCredit: Story = {
  args: { plan: scale! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$0.25 per credit')).toBeVisible();
    await expect(canvas.getByText('Lowest price per credit of the monthly plans')).toBeVisible();
  },
};

/** Enterprise: custom price; Contact Sales is a link to the contact form with the plan. */
export const Enterprise: Story = {
  args: { plan: enterpriseMonthly! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Custom')).toBeVisible();
    await expect(canvas.getByText('Custom price per credit')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact?topic=sales&plan=enterprise-monthly',
    );
  },
};

/** A one-time pack. */
export const Pack: Story = {
  args: { plan: pack1k! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,000 credits')).toBeVisible();
    await expect(within(canvasElement).getByText('$0.499 per credit')).toBeVisible();
  },
};

/** A popular pack. */
export const PopularPack: Story = { args: { plan: pack3k! } };

/** Pack 10K: the lowest price per credit of the packs only (every monthly plan costs less per credit). */
export const LowestPricedPack: Story = {
  args: { plan: pack10k! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$0.40 per credit')).toBeVisible();
    await expect(canvas.getByText('Lowest price per credit of the one-time packs')).toBeVisible();
  },
};

/** Checkout pending: the button reads 'Loading...' and is disabled. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Loading\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Another plan's checkout is pending. */
export const WaitingForAnotherPlan: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Get Started' })).toBeDisabled();
  },
};
