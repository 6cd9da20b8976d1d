import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', variant: 'default', size: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

/** Every size; `icon` needs an accessible name. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) =>
        size === 'icon' ? (
          <Button key={size} {...args} size={size} aria-label="Add">
            <Plus size={16} aria-hidden />
          </Button>
        ) : (
          <Button key={size} {...args} size={size}>
            Size {size}
          </Button>
        ),
      )}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: 'Save Preset (soon)' } };

/** Busy: the caller's label replaces the text, the width is kept and the button is disabled. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Signing in...', children: 'Continue' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The same button idle and busy: both are as wide as the wider label. */
export const BusyKeepsWidth: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <Button {...args} busyLabel="Loading...">
        Buy
      </Button>
      <Button {...args} busy busyLabel="Loading...">
        Buy
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button');
    await expect(idle?.getBoundingClientRect().width).toBe(busy?.getBoundingClientRect().width);
  },
};

/** `asChild` puts the button look on a link. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#pricing">View pricing</a>
    </Button>
  ),
};
