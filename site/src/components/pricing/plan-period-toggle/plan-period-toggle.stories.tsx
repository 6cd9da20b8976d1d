import type { PlanPeriod } from '@leadproof/contract/plans';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanPeriodToggle } from './plan-period-toggle';

const meta = {
  title: 'Site/Pricing/PlanPeriodToggle',
  component: PlanPeriodToggle,
  args: { value: 'month', onChange: fn() },
} satisfies Meta<typeof PlanPeriodToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly selected. */
export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Monthly' })).toBeChecked();
  },
};

/** One-time selected. */
export const OneTime: Story = {
  args: { value: 'one-time' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'One-time' })).toBeChecked();
  },
};

/** Clicking and arrow keys switch the mode. */
export const Switching: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<PlanPeriod>(args.value);
    return (
      <PlanPeriodToggle
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'One-time' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('one-time');
    await expect(canvas.getByRole('radio', { name: 'One-time' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Billing period' })).toBeVisible();
  },
};
