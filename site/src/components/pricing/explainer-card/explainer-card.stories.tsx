import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { explainers } from '../explainers';
import { ExplainerCard } from './explainer-card';

const [csvUpload, buyLeads] = explainers;

const meta = {
  title: 'Site/Pricing/ExplainerCard',
  component: ExplainerCard,
  args: {
    title: csvUpload!.title,
    description: csvUpload!.description,
    points: csvUpload!.points,
    rate: { status: 'ready', creditsPerContact: 1 },
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExplainerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSV Upload & Verification at 1 credit per contact. */
export const CsvUpload: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 credit')).toBeVisible();
  },
};

/** Buy Pre-Verified Leads at 1.5 credits per contact. */
export const BuyLeads: Story = {
  args: {
    title: buyLeads!.title,
    description: buyLeads!.description,
    points: buyLeads!.points,
    rate: { status: 'ready', creditsPerContact: 1.5 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5 credits')).toBeVisible();
  },
};

/** While the pricing call runs. */
export const Loading: Story = { args: { rate: { status: 'loading' } } };

/** The pricing call failed: the message and a retry. */
export const PricingFailed: Story = {
  args: { rate: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch pricing');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
