import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilesDeletedNotice } from './files-deleted-notice';

const meta = {
  title: 'Dashboard/FilesDeletedNotice',
  component: FilesDeletedNotice,
  args: {
    message:
      "Files deleted after 30 days: this order's files were deleted on 2026-12-25 under the file retention policy. The order, its figures and its receipt are kept.",
  },
} satisfies Meta<typeof FilesDeletedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In place of a preview whose files the retention deleted: the server's reason, its first part as the heading. */
export const AfterRetention: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Files deleted after 30 days')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /The order, its figures and its receipt are kept/,
    );
  },
};

/** Deleted on request (Delete files, the CLI or the API). */
export const OnRequest: Story = {
  args: {
    message:
      "Files deleted on 2026-11-25: this order's files were deleted on request. The order, its figures and its receipt are kept.",
  },
};
