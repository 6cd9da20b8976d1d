import { localProductIds, planCards } from '@leadproof/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from './PlanCard';

const [starter, growth, scale, enterpriseMonthly] = planCards('month', localProductIds);
const [pack1k, pack3k] = planCards('one-time', localProductIds);

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

/** Starter: has a product id, so its button starts checkout. */
export const Starter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Starter' })).toBeVisible();
    await expect(canvas.getByText('$199')).toBeVisible();
    await expect(canvas.getByText('500 credits per month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onSelect).toHaveBeenCalledWith(starter);
  },
};

/** Growth: the Most Popular plan. */
export const MostPopular: Story = {
  args: { plan: growth! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Most Popular')).toBeVisible();
  },
};

/** Scale. */
export const Scale: Story = { args: { plan: scale! } };

/** Enterprise: custom price, Contact Sales. */
export const Enterprise: Story = {
  args: { plan: enterpriseMonthly! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Custom')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact Sales' })).toBeEnabled();
  },
};

/** A one-time pack. */
export const Pack: Story = {
  args: { plan: pack1k! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,000 credits')).toBeVisible();
  },
};

/** A popular pack. */
export const PopularPack: Story = { args: { plan: pack3k! } };

/** Checkout pending (SPEC §4): the button reads 'Loading...' and is disabled. */
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
