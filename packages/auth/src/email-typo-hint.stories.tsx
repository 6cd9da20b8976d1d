import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailTypoHint } from './email-typo-hint';

const meta = {
  title: 'Auth/EmailTypoHint',
  component: EmailTypoHint,
  args: {
    id: 'email-typo',
    typed: 'ana.lopez@gmial.com',
    suggestion: 'ana.lopez@gmail.com',
    onAccept: fn(),
    onKeep: fn(),
  },
} satisfies Meta<typeof EmailTypoHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Did you mean …?" under an e-mail field: take the suggestion, or keep the address as typed. */
export const DidYouMean: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Did you mean ana.lopez@gmail.com?');
    await userEvent.click(canvas.getByRole('button', { name: 'Use ana.lopez@gmail.com' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

/** A long address wraps inside the hint instead of widening the form (375 px phones). */
export const LongAddress: Story = {
  args: {
    typed: 'procurement.department.emea-north@hotmial.com',
    suggestion: 'procurement.department.emea-north@hotmail.com',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
