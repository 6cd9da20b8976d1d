import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../input/input';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'First Name*', htmlFor: 'first-name' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label {...args} />
      <Input id="first-name" name="firstName" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('First Name*'));
    await expect(canvas.getByRole('textbox', { name: 'First Name*' })).toHaveFocus();
  },
};
