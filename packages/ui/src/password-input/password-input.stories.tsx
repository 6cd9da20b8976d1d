import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from '../label/label';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { id: 'password', name: 'password', autoComplete: 'current-password' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label htmlFor={args.id}>Password</Label>
      <PasswordInput {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle reveals and hides the password and says which it will do. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { disabled: true } };
