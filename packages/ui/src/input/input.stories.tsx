import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from '../label/label';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'you@company.com', type: 'email', 'aria-label': 'Email' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label htmlFor="email">Email</Label>
      <Input id="email" {...args} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, value: 'ada@example.com', readOnly: true } };

export const Invalid: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label htmlFor="email-invalid">Email</Label>
      <Input id="email-invalid" {...args} aria-invalid aria-describedby="email-error" defaultValue="ada@" />
      <span id="email-error" style={{ color: '#b91c1c', fontSize: 14 }}>
        Please fill in all fields
      </span>
    </div>
  ),
};
