import { orderStatuses } from '@leadproof/contract/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge } from './order-status-badge';

const meta = {
  title: 'Dashboard/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'in_progress' },
  argTypes: { status: { control: 'select', options: orderStatuses } },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every status, plus a missing one (shown as pending). */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {orderStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
      <OrderStatusBadge status={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('in progress')).toBeVisible();
    await expect(canvas.getByText('needs fix')).toBeVisible();
    await expect(canvas.getAllByText('pending')).toHaveLength(2);
  },
};

export const Missing: Story = { args: { status: undefined } };
