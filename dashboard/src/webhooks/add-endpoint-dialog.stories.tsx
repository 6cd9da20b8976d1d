import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddEndpointDialog } from './add-endpoint-dialog';

const meta = {
  title: 'Dashboard/AddEndpointDialog',
  component: AddEndpointDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddEndpointDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the focus in Endpoint URL, order.completed ticked, each event says what fires it, no message. */
export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await expect(within(dialog).getByLabelText('Endpoint URL')).toHaveFocus();
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
    await expect(within(dialog).getByRole('checkbox', { name: 'order.completed' })).toBeChecked();
    await expect(within(dialog).queryByText(/required|must/)).toBeNull();
  },
};

/** Sent without a URL: the message names the field, and the focus is back in Endpoint URL. */
export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    // The dialog fades in; on a loaded machine its first frame can still be at opacity 0.
    await waitFor(() => expect(within(dialog).getByText('Endpoint URL is required')).toBeVisible());
    await expect(within(dialog).queryByText('Choose at least one event')).toBeNull();
    await expect(within(dialog).getByLabelText('Endpoint URL')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Half an address typed: no message while typing; leaving the field says what is wrong with it. */
export const MessageAfterLeavingTheField: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), 'hooks.acme');
    await expect(within(dialog).queryByText(/Endpoint URL must/)).toBeNull();
    await userEvent.tab();
    await waitFor(() =>
      expect(
        within(dialog).getByText('Endpoint URL must be a full address starting with https://'),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** credits.low chosen from the keyboard: the threshold appears with 100 proposed, and no message. */
export const CreditsLowThreshold: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), 'https://hooks.acme.com/leadproof');
    within(dialog).getByRole('checkbox', { name: 'credits.low' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByLabelText('Low-credit threshold')).toHaveValue('100');
    await expect(within(dialog).queryByText(/Low-credit threshold (is|must)/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: 'https://hooks.acme.com/leadproof',
      description: '',
      events: ['order.completed', 'credits.low'],
      creditsLowThreshold: 100,
    });
  },
};

/** The threshold emptied and the form sent: the message names it, and the focus goes there. */
export const ThresholdRequired: Story = {
  args: {
    initialValues: {
      url: 'https://hooks.acme.com/leadproof',
      description: '',
      events: ['credits.low'],
      threshold: '',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(within(dialog).getByText('Low-credit threshold is required for credits.low')).toBeVisible();
    await expect(within(dialog).getByLabelText('Low-credit threshold')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A long URL, every event and a threshold, ready to send. */
export const Filled: Story = {
  args: {
    initialValues: {
      url: 'https://integrations.example-crm.com/api/v2/inbound/webhooks/leadproof/workspace-7f3a9c2e-51b4-4d0e-a8c6-92d17e4b3f05/receiver',
      description: 'CRM import',
      events: ['order.completed', 'order.needs_fix', 'order.failed', 'credits.low'],
      threshold: '250',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: args.initialValues?.url,
      description: 'CRM import',
      events: ['order.completed', 'order.needs_fix', 'order.failed', 'credits.low'],
      creditsLowThreshold: 250,
    });
  },
};

/** The request is under way. */
export const Adding: Story = { args: { ...Filled.args, busy: true } };

/** The server refused the URL: its words, in the dialog. */
export const ServerError: Story = {
  args: {
    initialValues: {
      url: 'https://10.0.0.12/hook',
      description: '',
      events: ['order.completed'],
      threshold: '',
    },
    serverError: 'The URL resolves to a private address (10.0.0.12)',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Could not add the endpoint: The URL resolves to a private address (10.0.0.12)',
    );
  },
};
