import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BounceUploadCard } from './bounce-upload-card';

const file = { name: 'spring-campaign-bounces.csv', size: 48_213 };

const meta = {
  title: 'Dashboard/BounceUploadCard',
  component: BounceUploadCard,
  args: {
    file: null,
    error: null,
    uploading: false,
    progress: null,
    onFiles: fn(),
    onClear: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BounceUploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen: the drop zone, what it takes, and Choose a file. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Max file size: 50MB/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  },
};

/** A file chosen: its name and size, Clear, and the upload button, reached from the keyboard. */
export const FileChosen: Story = {
  args: { file },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('spring-campaign-bounces.csv')).toBeVisible();
    canvas.getByRole('button', { name: 'Upload bounce report' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The file going out: the progress bar and its percentage. */
export const Uploading: Story = {
  args: { file, uploading: true, progress: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(canvas.getByText('Uploading... 42%')).toBeVisible();
  },
};

/** A file refused (by the check before sending, or by the server): what to upload instead. */
export const Refused: Story = {
  args: {
    error:
      'Choose the bounce export as a CSV file (or Amazon SES notifications as JSON lines). An Excel workbook can be saved as CSV first.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/as a CSV file/);
  },
};
