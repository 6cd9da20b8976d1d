import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropzone } from './dropzone';

const meta = {
  title: 'Components/Dropzone',
  component: Dropzone,
  args: {
    onFiles: fn(),
    accept: '.csv,text/csv',
    title: 'Drop your CSV here or click to browse',
    hint: 'Max file size: 50MB',
  },
} satisfies Meta<typeof Dropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file through the (keyboard-opened) browser passes it to `onFiles`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', {
      name: 'Drop your CSV here or click to browse Max file size: 50MB',
    });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = new Promise<void>((resolve) => {
      input.addEventListener(
        'click',
        (event) => {
          // Headless Chromium would otherwise open a native picker that nothing can close.
          event.preventDefault();
          resolve();
        },
        { once: true },
      );
    });
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await opened;
    const file = new File(['email\nada@example.com\n'], 'leads.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Dropping a file passes it to `onFiles`. */
export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole('button');
    const file = new File(['email\n'], 'leads.csv', { type: 'text/csv' });
    // A real DataTransfer, dispatched directly: Testing Library's fireEvent would copy it into an empty one.
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag('drop');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'false'));
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Disabled: no browser, drops ignored. */
export const Disabled: Story = { args: { disabled: true } };
