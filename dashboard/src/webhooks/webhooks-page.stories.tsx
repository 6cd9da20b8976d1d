import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FakeApiProvider } from '../testing/fake-api-provider';
import type { FakeRoutes } from '../testing/fake-api';
import { WebhooksPage } from './webhooks-page';
import { deliveryFixture, endpointFixture, failedDeliveryFixture } from './webhook-fixtures';

/** The page's routes over an in-memory list of endpoints, as the server would answer them. */
function webhookRoutes(initial: WebhookEndpoint[]): FakeRoutes {
  const endpoints = [...initial];
  return {
    'GET /api/webhooks': () => ({ items: endpoints }),
    'POST /api/webhooks': (call) => {
      const body = JSON.parse(call.body ?? '{}') as Omit<WebhookEndpoint, 'id' | 'createdAt'>;
      const endpoint = endpointFixture({ id: `wh_${endpoints.length + 1}`, ...body });
      endpoints.push(endpoint);
      return new Response(JSON.stringify({ ...endpoint, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }), {
        status: 201,
      });
    },
    'GET /api/webhooks/:id/deliveries': () => ({ items: [deliveryFixture(), failedDeliveryFixture()] }),
    'DELETE /api/webhooks/:id': (_call, { id }) => {
      endpoints.splice(
        endpoints.findIndex((endpoint) => endpoint.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    },
  };
}

const meta = {
  title: 'Dashboard/WebhooksPage',
  component: WebhooksPage,
  decorators: [
    (Story, { parameters }) => (
      <FakeApiProvider routes={webhookRoutes((parameters.endpoints as WebhookEndpoint[] | undefined) ?? [])}>
        <Story />
      </FakeApiProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WebhooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Adding an endpoint from the keyboard: the dialog takes the focus, the secret dialog follows, and Done brings
 * the focus back to Add endpoint.
 */
export const AddAnEndpoint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No webhook endpoints yet.');
    const add = canvas.getByRole('button', { name: 'Add endpoint' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await waitFor(() => expect(within(dialog).getByLabelText('Endpoint URL')).toHaveFocus());
    await userEvent.keyboard('https://hooks.acme.com/leadproof');
    // order.completed comes ticked (issue 40, item 12): the URL is all a first endpoint needs.
    await expect(within(dialog).getByRole('checkbox', { name: 'order.completed' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Endpoint added' });
    await waitFor(() => expect(secret).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await canvas.findByRole('table', { name: 'Webhook endpoints' });
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** An endpoint's delivery log open in its sheet, the failed delivery's five attempts shown. */
export const DeliveryLogOpen: Story = {
  parameters: { endpoints: [endpointFixture()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Delivery log/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Delivery log' });
    const log = await within(sheet).findByRole('table', { name: 'Deliveries' });
    const failedRow = within(log).getByText('order.failed').closest('tr') as HTMLElement;
    await userEvent.click(within(failedRow).getByRole('button', { name: /^Attempts/ }));
    await expect(within(log).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Removing an endpoint from the keyboard: its row goes, and the focus lands on Add endpoint, not the page. */
export const RemoveAnEndpoint: Story = {
  parameters: {
    endpoints: [endpointFixture(), endpointFixture({ id: 'wh_2', url: 'https://ops.acme.com/alerts' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove https://ops.acme.com/alerts' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Remove this endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove endpoint' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /ops\.acme\.com/ })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add endpoint' })).toHaveFocus());
  },
};
