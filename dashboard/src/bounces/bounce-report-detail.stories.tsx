import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { BounceReportDetail } from './bounce-report-detail';
import {
  awaitingReviewReportFixture,
  bounceReportFixture,
  duplicateReportFixture,
  failedReportFixture,
  processingReportFixture,
} from './bounce-fixtures';

const meta = {
  title: 'Dashboard/BounceReportDetail',
  component: BounceReportDetail,
  // The matched orders, the earlier report and the credit history are links.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { report: bounceReportFixture() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BounceReportDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read and refunded: figures, bounces by kind, the matches per order, and what was not refunded and why. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Order a1b2c3d4' })).toBeVisible();
    await expect(canvas.getByText('Called risky: 2 addresses')).toBeVisible();
  },
};

/** Read, but none of the hard bounces were addresses we called valid: nothing to refund, and why. */
export const NothingRefundable: Story = {
  args: {
    report: bounceReportFixture({
      matched: [],
      refundedCredits: 0,
      refundableCredits: 0,
      reviewCap: 0,
      notRefundable: bounceReportFixture().notRefundable.slice(2),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/so nothing is refundable/)).toBeVisible();
  },
};

/** Being read: an indeterminate bar, no figures yet; the page polls until it is done. */
export const Processing: Story = {
  args: { report: processingReportFixture() },
};

/** A refund above an order's room (5 % of its charged rows, less earlier reports' claims): what it asks, what fits, and why it waits. */
export const AwaitingReview: Story = {
  args: { report: awaitingReviewReportFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText('Credits waiting for review')).toBeVisible();
  },
};

/** The same file uploaded twice: nothing changed, and the earlier report a click away. */
export const Duplicate: Story = {
  args: { report: duplicateReportFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open the earlier report' })).toBeVisible();
  },
};

/** A file that is not a bounce log: the server's message, and where to upload a corrected one. */
export const Failed: Story = {
  args: { report: failedReportFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/No e-mail column found/);
  },
};

/** A report whose file never finished uploading. */
export const NotUploaded: Story = {
  args: { report: processingReportFixture({ status: 'pending' }) },
};

/** An operator refused the refund after review: the report says so, and nothing came back. */
export const RefusedAfterReview: Story = {
  args: {
    report: {
      ...awaitingReviewReportFixture(),
      status: 'completed',
      statusMessage: 'An operator reviewed this report and gave nothing back for it.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reviewed')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Refundable' })).toBeVisible();
  },
};
