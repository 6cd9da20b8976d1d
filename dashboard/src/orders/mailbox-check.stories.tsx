import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailboxCheck } from './mailbox-check';

const meta = {
  title: 'Dashboard/MailboxCheck',
  component: MailboxCheck,
  args: {
    mailbox: {
      checked: true,
      addresses: 1_240,
      valid: 980,
      invalid: 160,
      risky: 70,
      unknown: 30,
      catchAllDomains: 4,
      retried: 12,
      outage: false,
      note: null,
    },
  },
} satisfies Meta<typeof MailboxCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The check ran: what the mail servers said, and how many domains accept every address. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('mailbox-check')).toHaveTextContent(
      'Mailbox check: 1,240 addresses asked at their mail servers · 980 valid · 70 risky · 160 invalid · 30 unknown · 4 catch-all domains',
    );
  },
};

/** The check is off on this server: the verdicts rest on syntax and DNS, and the report says so. */
export const NotRun: Story = {
  args: {
    mailbox: {
      checked: false,
      addresses: 0,
      valid: 0,
      invalid: 0,
      risky: 0,
      unknown: 0,
      catchAllDomains: 0,
      retried: 0,
      outage: false,
      note: 'The mailbox check did not run for this order: e-mail verdicts rest on syntax and DNS checks.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('mailbox-check')).toHaveTextContent(
      'The mailbox check did not run for this order',
    );
  },
};

/** Outbound SMTP was blocked: a warning says why the addresses are unknown. */
export const Outage: Story = {
  args: {
    mailbox: {
      checked: true,
      addresses: 10_000,
      valid: 0,
      invalid: 0,
      risky: 0,
      unknown: 10_000,
      catchAllDomains: 0,
      retried: 0,
      outage: true,
      note: 'Outbound SMTP (port 25) appeared blocked through every retry, so the mailbox check could not ask about some addresses: they are unknown (smtp_unavailable).',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mailbox check incomplete')).toBeVisible();
    await expect(canvas.getByText(/port 25/)).toBeVisible();
  },
};
