import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge, type BadgeVariant } from '../badge/badge';
import { Button } from '../button/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const orders: { id: string; type: string; status: string; tone: BadgeVariant; rows: number }[] = [
  { id: '3f9c2a1be0', type: 'Upload & Verify', status: 'completed', tone: 'success', rows: 1200 },
  { id: '7a0d44c3f1', type: 'Upload & Verify', status: 'in progress', tone: 'info', rows: 560 },
  { id: 'c19e05aa73', type: 'Source + Verify', status: 'needs fix', tone: 'warning', rows: 80 },
];

/** Rows with badges and actions, a footer and a caption. */
export const Default: Story = {
  render: () => (
    <Table>
      <TableCaption>3 row(s) · 4 column(s)</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Rows</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>{order.id.slice(0, 8)}</TableCell>
            <TableCell>{order.type}</TableCell>
            <TableCell>
              <Badge variant={order.tone}>{order.status}</Badge>
            </TableCell>
            <TableCell>{order.rows}</TableCell>
            <TableCell>
              <Button
                size="sm"
                variant="outline"
                aria-label={`View details of order ${order.id.slice(0, 8)}`}
              >
                View Details
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>Total</TableCell>
          <TableCell colSpan={2}>1840</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
};

/** The empty state. */
export const Empty: Story = {
  render: () => (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell colSpan={2}>No orders found.</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

const wideColumns = Array.from({ length: 12 }, (_, index) => `Column ${index + 1}`);

/** A table wider than its 320 px container: Tab reaches the scrolling region, so the keyboard can scroll it. */
export const WiderThanItsContainer: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Table aria-label="Wide results">
        <TableHeader>
          <TableRow>
            {wideColumns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            {wideColumns.map((column) => (
              <TableCell key={column}>a value of {column}</TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Wide results' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A table that fits costs no Tab stop: the first Tab goes to the button in it. */
export const FitsItsContainer: Story = {
  render: () => (
    <Table>
      <TableBody>
        <TableRow>
          <TableCell>3f9c2a1b</TableCell>
          <TableCell>
            <Button size="sm" variant="outline">
              View Details
            </Button>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'View Details' })).toHaveFocus();
  },
};
