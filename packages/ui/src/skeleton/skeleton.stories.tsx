import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

/** A loading card: the container announces it is busy; the shapes themselves are hidden. */
export const Card: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading orders"
      role="status"
      style={{ display: 'grid', gap: 8, width: 320 }}
    >
      <Skeleton height={20} width="60%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
      <Skeleton height={36} width={120} radius="9999px" />
    </div>
  ),
};
