import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { FakeApiProvider } from '../../testing/fake-api-provider';
import { orderFixture } from '../../testing/fake-api';
import { OrderFilesBar } from './order-files-bar';

const order = orderFixture({
  id: 'dddddddd-0000-4000-8000-000000000004',
  filesDeletedAt: null,
  filesDeleteAt: '2026-12-25T10:00:00.000Z',
});

const meta = {
  title: 'Dashboard/OrderFilesBar',
  component: OrderFilesBar,
  args: { order },
  decorators: [
    (Story) => (
      <FakeApiProvider routes={{ 'DELETE /api/orders/:id/files': () => new Response(null, { status: 204 }) }}>
        <Story />
      </FakeApiProvider>
    ),
  ],
} satisfies Meta<typeof OrderFilesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended order whose files the retention deletes on a date, with Delete files beside it. */
export const DeletedOnADate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Files are deleted on /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete files' })).toBeVisible();
  },
};

/** `FILE_RETENTION_DAYS=0`: no date, the files stay until the customer deletes them. */
export const KeptForever: Story = {
  args: { order: { ...order, filesDeleteAt: null } },
};

/** The files are gone: the date they went, and no action left. */
export const Deleted: Story = {
  args: { order: { ...order, filesDeletedAt: '2026-11-25T12:00:00.000Z', filesDeleteAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Files deleted on /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete files' })).toBeNull();
  },
};

/** Delete files asks first, from the keyboard: the dialog takes the focus and Cancel gives it back. */
export const ConfirmDeletion: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete files' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the files of order dddddddd?' });
    await expect(within(dialog).getByText(/cannot be downloaded again/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(trigger).toHaveFocus();
  },
};
