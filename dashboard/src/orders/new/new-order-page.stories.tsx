import type { LeadQuoteBody } from '@leadproof/contract/leads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApiProvider } from '../../testing/fake-api-provider';
import type { FakeRoutes } from '../../testing/fake-api';
import { facetsFixture, presetFixture, quoteFixture } from './lead-fixtures';
import { NewOrderPage } from './new-order-page';

/** What the page's story changes about the server. */
interface PageParameters {
  balance?: number;
  /** Leads matching each industry-and-country pair. */
  perPair?: number;
  demo?: boolean;
  /** The options never arrive. */
  loading?: boolean;
}

/** The page's routes as the embedded server would answer them, quoting 1.5 credits a lead. */
function pageRoutes({
  balance = 1_000,
  perPair = 240,
  demo = true,
  loading = false,
}: PageParameters): FakeRoutes {
  return {
    'GET /api/users/me/balance': () => ({ balance }),
    'GET /api/leads/facets': () => (loading ? new Promise(() => undefined) : { ...facetsFixture, demo }),
    'GET /api/leads/presets': () => ({ items: [presetFixture()] }),
    'POST /api/leads/quote': (call) => {
      const { icp, count } = JSON.parse(call.body ?? '{}') as LeadQuoteBody;
      const matching = perPair * icp.industries.length * icp.countries.length;
      return quoteFixture({ matching, available: matching, count, cost: count * 1.5, demo });
    },
  };
}

const meta = {
  title: 'Dashboard/NewOrder/NewOrderPage',
  component: NewOrderPage,
  decorators: [
    (Story, { parameters }) => (
      <FakeApiProvider routes={pageRoutes(parameters as PageParameters)}>
        <Story />
      </FakeApiProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the saved preset: the profile fills in and the quote follows. */
const loadPreset: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('checkbox', { name: 'Software' });
  await userEvent.selectOptions(await canvas.findByLabelText('Saved presets'), 'North America fintech');
  await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
  await canvas.findByTestId('lead-quote', {}, { timeout: 5_000 });
};

/** The profile's options are loading. */
export const Loading: Story = { parameters: { loading: true } };

/** A preset loaded, priced, affordable, from the demo inventory. */
export const Demo: Story = {
  play: async (context) => {
    await loadPreset(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByText('Demo data').length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('button', { name: 'Buy 50 leads' })).toBeVisible();
  },
};

/** Real inventory: no demo marks. */
export const RealInventory: Story = {
  parameters: { demo: false },
  play: async (context) => {
    await loadPreset(context);
    await expect(within(context.canvasElement).queryByText('Demo data')).toBeNull();
  },
};

/** The balance is short: 'Need N', and Buy is disabled. */
export const ShortBalance: Story = {
  parameters: { balance: 20 },
  play: async (context) => {
    await loadPreset(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Need 55')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 50 leads' })).toBeDisabled();
  },
};

/** Nothing matches the profile: the quote says to widen it. */
export const NothingMatching: Story = {
  parameters: { perPair: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Retail' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ireland (IE)' }));
    await expect(
      await canvas.findByText('No leads match this profile.', {}, { timeout: 5_000 }),
    ).toBeVisible();
  },
};
