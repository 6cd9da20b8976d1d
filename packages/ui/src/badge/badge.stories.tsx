import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeVariants } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Badge', variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeVariants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

/** Credit transaction reasons grant, purchase and refund use the positive tone. */
export const TransactionReasons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge variant="success">grant</Badge>
      <Badge variant="success">purchase</Badge>
      <Badge variant="success">refund</Badge>
      <Badge variant="secondary">usage</Badge>
    </div>
  ),
};
