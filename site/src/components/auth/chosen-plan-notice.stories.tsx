import { findPlan } from '@leadproof/contract/plans';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChosenPlanNotice } from './chosen-plan-notice';

const meta = {
  title: 'Site/Auth/ChosenPlanNotice',
  component: ChosenPlanNotice,
  args: { plan: findPlan('growth')! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChosenPlanNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the sign-up form after Get Started on Growth: the plan, its price, and that checkout follows. */
export const MonthlyPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Growth · $599 per month')).toBeVisible();
    await expect(canvas.getByText('2,000 credits per month · $0.30 per credit')).toBeVisible();
  },
};

/** After Buy Credits on a pack. */
export const Pack: Story = {
  args: { plan: findPlan('pack-10k')! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pack 10K · $3,999, paid once')).toBeVisible();
  },
};
