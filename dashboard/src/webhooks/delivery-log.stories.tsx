import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryLog } from './delivery-log';
import { attemptFixture, deliveryFixture, failedDeliveryFixture } from './webhook-fixtures';

const failed = failedDeliveryFixture();
const succeeded = deliveryFixture();

const meta = {
  title: 'Dashboard/DeliveryLog',
  component: DeliveryLog,
  args: {
    onRetry: fn(),
    deliveries: [
      deliveryFixture({ id: 'del_pending', eventType: 'webhook.test', status: 'pending', attempts: [] }),
      deliveryFixture({
        id: 'del_retrying',
        eventType: 'credits.low',
        status: 'retrying',
        attempts: [
          attemptFixture({
            responseStatus: 503,
            durationMs: 1_830,
            error: 'The receiver answered 503',
            responseBody: 'Service Unavailable',
          }),
        ],
        nextAttemptAt: '2026-11-25T09:06:00.000Z',
      }),
      failed,
      succeeded,
    ],
  },
} satisfies Meta<typeof DeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: a test event not yet attempted, one retrying, one failed after 5 attempts, one succeeded. */
export const Deliveries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('test event')).toBeVisible();
    for (const status of ['Pending', 'Retrying', 'Failed', 'Succeeded']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    await expect(canvas.getByText('503')).toBeVisible();
    await expect(canvas.getByText('200')).toBeVisible();
  },
};

/** The failed delivery open: five attempts, with status codes, errors, durations and response bodies. */
export const FailedWithFiveAttempts: Story = {
  args: { deliveries: [failed], defaultExpanded: [failed.id] },
  play: async ({ canvasElement }) => {
    const attempts = within(canvasElement).getByRole('list', { name: 'Attempts' });
    await expect(within(attempts).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(attempts).getByText('Connection refused')).toBeVisible();
    await expect(
      within(attempts).getByText('<html><body><h1>502 Bad Gateway</h1></body></html>'),
    ).toBeVisible();
  },
};

/** A succeeded delivery, opened from the keyboard (Tab to its Attempts button, then Enter). */
export const SucceededOpenedByKeyboard: Story = {
  args: { deliveries: [succeeded] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^Attempts/ });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const attempts = canvas.getByRole('list', { name: 'Attempts' });
    await expect(within(attempts).getByText('HTTP 200')).toBeVisible();
    await expect(within(attempts).getByText('{"ok":true}')).toBeVisible();
  },
};

/** No deliveries yet. */
export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No deliveries yet. Send a test event to try the endpoint.'),
    ).toBeVisible();
  },
};

/** The log is loading. */
export const Loading: Story = { args: { deliveries: undefined } };

/** The log could not be loaded. */
export const Failed: Story = {
  args: { deliveries: undefined, error: 'Webhook endpoint not found' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Unable to load deliveries: Webhook endpoint not found'),
    ).toBeVisible();
  },
};
