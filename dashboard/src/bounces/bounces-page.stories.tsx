import type { BounceReport } from '@leadproof/contract/bounce-reports';
import type { Order } from '@leadproof/contract/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApiProvider } from '../testing/fake-api-provider';
import { apiErrorResponse, type FakeRoutes, ordersPage } from '../testing/fake-api';
import { accuracyTrendFixture } from './accuracy-fixtures';
import { BouncesPage } from './bounces-page';
import {
  awaitingReviewReportFixture,
  bounceReportFixture,
  duplicateReportFixture,
  failedReportFixture,
  processingReportFixture,
} from './bounce-fixtures';

/** What `GET /api/bounce-reports` answers: the reports, an error, or nothing yet (loading). */
type History = readonly BounceReport[] | 'error' | 'loading';

function historyRoutes(history: History): FakeRoutes {
  return {
    'GET /api/bounce-reports': () => {
      if (history === 'loading') return new Promise(() => {});
      if (history === 'error') return apiErrorResponse(503, 'Service unavailable');
      return { items: history, nextOffset: null };
    },
  };
}

const meta = {
  title: 'Dashboard/BouncesPage',
  component: BouncesPage,
  decorators: [
    (Story, { parameters }) => (
      <FakeApiProvider
        routes={{
          ...historyRoutes((parameters.history as History | undefined) ?? []),
          'GET /api/orders': (call) =>
            ordersPage((parameters.measuredOrders as Order[] | undefined) ?? [], call),
        }}
      >
        <Story />
      </FakeApiProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BouncesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No report yet: the upload, and what the history will hold. The drop zone opens the file picker from the keyboard. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No bounce reports yet.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drag and drop a bounce export here/ })).toHaveFocus();
  },
};

/** Reports in every state, newest first: their status in words, the figures once read, a refund waiting for review. */
export const History: Story = {
  parameters: {
    history: [
      processingReportFixture(),
      awaitingReviewReportFixture(),
      duplicateReportFixture(),
      failedReportFixture(),
      bounceReportFixture(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Bounce reports' });
    await expect(within(table).getByText('40 waiting for review')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** A report read, and the accuracy it measured across five orders (newest first in the API, as here). */
export const WithAccuracyTrend: Story = {
  parameters: { history: [bounceReportFixture()], measuredOrders: accuracyTrendFixture().reverse() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Measured accuracy per order' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** The history while it loads. */
export const Loading: Story = {
  parameters: { history: 'loading' },
};

/** The history could not be loaded: the reason, and Retry. */
export const LoadError: Story = {
  parameters: { history: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Unable to load bounce reports: Service unavailable/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
