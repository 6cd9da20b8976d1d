import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersTable } from './orders-table';

const now = Date.parse('2025-03-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

const meta = {
  title: 'Dashboard/OrdersTable',
  component: OrdersTable,
  // The names and View Details are links to each order's page.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    now,
    sort: '-createdAt',
    onSortChange: fn(),
    orders: [
      {
        id: '3f9c2a71-5b8e-4c1d-9a0f-1e2d3c4b5a69',
        type: 'upload_csv',
        fileName: 'acme-leads-q3-2026.csv',
        status: 'in_progress',
        createdAt: hoursAgo(2),
        rowCount: 12_480,
        creditsUsed: 12_480,
        resultFilePath: null,
        progress: { rowsProcessed: 5_120, rowsTotal: 12_480 },
      },
      {
        id: '8a41d0c2-77e3-4b5f-a1c9-0d2e4f6a8b13',
        type: 'upload_csv',
        status: 'pending',
        createdAt: hoursAgo(30),
        rowCount: null,
        creditsUsed: null,
        resultFilePath: null,
      },
      {
        id: 'c07be5f4-1d2a-4e3b-8c9d-5f6a7b8c9d0e',
        type: 'upload_csv',
        fileName: 'Trade show contacts — Berlin.csv',
        status: 'completed',
        createdAt: hoursAgo(50),
        rowCount: 980,
        creditsUsed: 980,
        resultFilePath: 'results/c07be5f4.csv',
      },
      {
        id: 'e1f2a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7',
        type: 'upload_csv',
        status: 'needs_fix',
        createdAt: hoursAgo(5),
        rowCount: 12,
        creditsUsed: 0,
        resultFilePath: null,
        statusMessage: 'No e-mail or phone column was found.',
      },
      {
        id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
        type: 'buy_leads',
        leadRequest: {
          source: 'icp',
          count: 250,
          icp: { industries: ['Software', 'Fintech', 'Retail'], countries: ['US', 'GB'] },
        },
        status: 'pending',
        createdAt: hoursAgo(49),
        rowCount: null,
        creditsUsed: null,
        resultFilePath: null,
      },
    ],
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every status, each order by name (file name, lead profile, or short id without either), progress while in
 * progress, counts once known, when each was created (sortable), countdowns and an overdue order.
 */
export const AllStatuses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'acme-leads-q3-2026.csv' })).toBeVisible();
    await expect(canvas.getByText('3f9c2a71')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '250 leads · Software, Fintech +1 · US, GB' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order 8a41d0c2' })).toBeVisible();
    await expect(canvas.getByText('12,480 rows · 12,480 credits')).toBeVisible();
    await expect(canvas.getByText('Verified 5,120 of 12,480 rows')).toBeVisible();
    await expect(canvas.getByText('1d 22h remaining')).toBeVisible();
    await expect(canvas.getByText(/Overdue/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'View Details of Trade show contacts — Berlin.csv' }),
    ).toHaveAttribute('href', '/orders/c07be5f4-1d2a-4e3b-8c9d-5f6a7b8c9d0e');
    await userEvent.click(canvas.getByRole('button', { name: /^Created, newest first/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith('createdAt');
  },
};

/** Oldest first: the Created column says so. */
export const OldestFirst: Story = {
  args: { sort: 'createdAt' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Created/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** On a phone (375 px), each order is a card of labelled lines; nothing scrolls sideways. */
export const NarrowCards: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(343);
    // The column names move from the hidden header row onto each card's lines.
    await expect(table.querySelector('thead')).not.toBeVisible();
    await expect(table.querySelector('td[data-label] > span')).toBeVisible();
    await expect(table.querySelector('td[data-label] > span')).toHaveTextContent('Type');
  },
};

/** No orders yet. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders found.')).toBeVisible();
  },
};

/** A lead purchase from the demo inventory is marked as demo data. */
export const DemoLeadPurchase: Story = {
  args: {
    orders: [
      {
        id: '5d6e7f80-9a1b-4c2d-8e3f-405162738495',
        type: 'buy_leads',
        status: 'completed',
        createdAt: hoursAgo(1),
        rowCount: 50,
        creditsUsed: 75,
        resultFilePath: 'results/5d6e7f80.csv',
        demo: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Source + Verify')).toBeVisible();
    await expect(canvas.getByText('Demo data')).toBeVisible();
  },
};
