import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookEndpointsTable } from './webhook-endpoints-table';
import { endpointFixture } from './webhook-fixtures';

const longUrl =
  'https://integrations.example-crm.com/api/v2/inbound/webhooks/leadproof/workspace-7f3a9c2e-51b4-4d0e-a8c6-92d17e4b3f05/receiver?token=not-a-secret-just-long&region=eu-west-1';

const meta = {
  title: 'Dashboard/WebhookEndpointsTable',
  component: WebhookEndpointsTable,
  args: {
    onSendTest: fn(),
    onShowLog: fn(),
    onRemove: fn(),
    onRetry: fn(),
    endpoints: [
      endpointFixture(),
      endpointFixture({
        id: 'wh_2',
        url: 'https://ops.acme.com/alerts',
        description: 'Ops alerts',
        events: ['order.needs_fix', 'order.failed', 'credits.low'],
        creditsLowThreshold: 2_500,
        createdAt: '2026-11-20T16:45:00.000Z',
      }),
      endpointFixture({
        id: 'wh_3',
        url: longUrl,
        description: '',
        events: ['order.completed', 'order.needs_fix', 'order.failed', 'credits.low'],
        creditsLowThreshold: 100,
        createdAt: '2026-11-24T08:00:00.000Z',
      }),
    ],
  },
} satisfies Meta<typeof WebhookEndpointsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several endpoints, a long URL wrapping in its cell, event badges, thresholds, and each row's actions. */
export const Endpoints: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2,500 credits')).toBeVisible();
    await expect(canvas.getAllByText('credits.low')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Send test event to https://ops.acme.com/alerts' }),
    );
    await expect(args.onSendTest).toHaveBeenCalledWith(args.endpoints?.[1]);
    await userEvent.click(canvas.getByRole('button', { name: `Delivery log of ${longUrl}` }));
    await expect(args.onShowLog).toHaveBeenCalledWith(args.endpoints?.[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove https://hooks.acme.com/leadproof' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.endpoints?.[0]);
  },
};

/** A test event being sent to one endpoint, another being removed. */
export const Busy: Story = { args: { sendingId: 'wh_1', removingId: 'wh_2' } };

/** No endpoints yet: what webhooks are for. */
export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No webhook endpoints yet.')).toBeVisible();
  },
};

/** The endpoints are loading. */
export const Loading: Story = { args: { endpoints: undefined } };

/** The endpoints could not be loaded. */
export const Failed: Story = {
  args: { endpoints: undefined, error: 'Service unavailable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load webhook endpoints: Service unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An endpoint disabled after 3 days of failed deliveries: why, and that a successful test turns it back on. */
export const Disabled: Story = {
  args: {
    endpoints: [
      endpointFixture({
        disabledAt: '2026-11-28T09:00:00.000Z',
        disabledReason:
          'Every delivery attempt failed for 3 days, since 2026-11-25 09:00 UTC. The last: The receiver answered 500.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByText(/a test event answered 2xx turns it back on/)).toBeVisible();
  },
};
