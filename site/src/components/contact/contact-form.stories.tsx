import type { ContactMessageCreateResponse } from '@leadproof/contract/contact';
import { APIError } from '@leadproof/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from './contact-form';

const answer: ContactMessageCreateResponse = {
  id: '3f2c9a1e-5b7d-4e21-9c4a-0d8e6f1b2a3c',
  receivedAt: '2026-11-28T10:00:00.000Z',
  responseTime: 'within one business day',
};

const meta = {
  title: 'Site/Contact/ContactForm',
  component: ContactForm,
  args: { send: fn(async () => answer), supportEmail: 'support@leadproof.io' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvas: ReturnType<typeof within>, message = 'We verify 200,000 contacts a month.') {
  await userEvent.type(canvas.getByLabelText('Your name'), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText('Work e-mail'), 'ada@acme.example');
  await userEvent.type(canvas.getByLabelText('Message'), message);
}

/** The empty form: a general question, and the answer time before anything is sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('We answer every message within one business day, by e-mail.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('What is it about?')).toHaveValue('support');
  },
};

/** From Contact Sales on Enterprise: the sales topic and the plan. */
export const FromContactSales: Story = {
  args: { initialTopic: 'sales', planId: 'enterprise-monthly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('What is it about?')).toHaveValue('sales');
    await expect(canvas.getByText('About the plan: Enterprise (monthly)')).toBeVisible();
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        topic: 'sales',
        name: 'Ada Lovelace',
        email: 'ada@acme.example',
        company: '',
        message: 'We verify 200,000 contacts a month.',
        planId: 'enterprise-monthly',
      }),
    );
  },
};

/** Sent: the confirmation, with the answer time, the address and a reference; focus on its heading. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const heading = await canvas.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/We answer within one business day, by e-mail to/)).toBeVisible();
    await expect(canvas.getByText('Reference: 3f2c9a1e')).toBeVisible();
  },
};

/** Fields left empty or wrong: each says what to fix, and focus goes to the first; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Work e-mail'), 'ada at acme');
    await userEvent.type(canvas.getByLabelText('Message'), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(
      canvas.getByText('Enter an e-mail address we can answer, e.g. ada@company.com.'),
    ).toBeVisible();
    await expect(canvas.getByText('Write at least 10 characters.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Your name')).toHaveFocus());
    await expect(canvas.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Sending: the button is busy until the server answers. */
export const Sending: Story = {
  args: { send: fn(() => new Promise<ContactMessageCreateResponse>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Too many messages from one network: the server's words, and the e-mail address instead. */
export const RateLimited: Story = {
  args: {
    send: fn(async () => {
      const body = {
        error: {
          code: 'rate_limited',
          message: 'Too many messages from your network in the last hour: try again in 42 minutes.',
        },
      };
      throw new APIError(429, body, `429: ${JSON.stringify(body)}`, new Headers());
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many messages from your network in the last hour: try again in 42 minutes. Or e-mail us at support@leadproof.io.',
    );
  },
};

/** The server could not be reached: what was typed stays, with a way to write anyway. */
export const Offline: Story = {
  args: { send: fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/the server did not answer/);
    await expect(canvas.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
  },
};
