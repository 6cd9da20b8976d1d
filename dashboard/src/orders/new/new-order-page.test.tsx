// @vitest-environment happy-dom

import type { LeadPreset, LeadQuoteBody } from '@leadproof/contract/leads';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, type FakeApiCall, type FakeRoutes } from '../../testing/fake-api';
import { renderDashboard } from '../../testing/render-dashboard';
import { facetsFixture, presetFixture, quoteFixture } from './lead-fixtures';

afterEach(cleanup);

const PATH = '/dashboard/orders/new';

/** 400 leads match each industry-and-country pair; 1.5 credits a lead. */
function quoteOf(call: FakeApiCall) {
  const { icp, count } = JSON.parse(call.body ?? '{}') as LeadQuoteBody;
  const matching = 400 * icp.industries.length * icp.countries.length;
  return quoteFixture({ matching, available: matching, count, cost: count * 1.5 });
}

function leadRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/leads/facets': () => facetsFixture,
    'POST /api/leads/quote': quoteOf,
    'GET /api/users/me/balance': () => ({ balance: 1_000 }),
    ...overrides,
  };
}

const quoteCalls = (calls: FakeApiCall[]) => calls.filter((call) => call.path === '/api/leads/quote');

async function chooseSoftwareInTheUs(count = '50') {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Software' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'United States (US)' }));
  fireEvent.change(screen.getByLabelText('Number of leads'), { target: { value: count } });
}

describe('New order page', () => {
  it('offers the inventory’s options and quotes the profile once it settles', async () => {
    const { api } = renderDashboard({ path: PATH, routes: leadRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Source + Verify' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Germany (DE)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '5,001+ employees' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'C-level' })).toBeTruthy();

    await chooseSoftwareInTheUs();
    const quote = await screen.findByTestId('lead-quote');
    await waitFor(() => expect(quote.textContent).toContain('Matching leads400'));
    expect(quote.textContent).toContain('Cost of 50 leads75 credits');
    expect(quote.textContent).toContain('Balance after925 credits');
    expect(
      screen.getByText(/Available leaves out leads already sold to you and contacts already in your uploads/),
    ).toBeTruthy();
    // Typed in one go, quoted once: the form waits for the changes to settle.
    expect(quoteCalls(api.calls)).toHaveLength(1);
    expect(JSON.parse(quoteCalls(api.calls)[0]?.body ?? '')).toEqual({
      icp: { industries: ['Software'], countries: ['US'] },
      count: 50,
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Canada (CA)' }));
    await waitFor(() => expect(screen.getByTestId('lead-quote').textContent).toContain('Matching leads800'));
  });

  it('says what to fix when Buy is pressed with an incomplete profile', async () => {
    const { api } = renderDashboard({ path: PATH, routes: leadRoutes() });
    await screen.findByRole('checkbox', { name: 'Software' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy leads' }));
    expect(await screen.findByText('Industries: choose at least one industry')).toBeTruthy();
    expect(screen.getByText('Countries: choose at least one country')).toBeTruthy();
    expect(quoteCalls(api.calls)).toHaveLength(0);
  });

  it('shows Need N with a link to pricing and disables Buy when the balance is short', async () => {
    renderDashboard({
      path: PATH,
      routes: leadRoutes({ 'GET /api/users/me/balance': () => ({ balance: 40 }) }),
    });
    await chooseSoftwareInTheUs();
    expect(await screen.findByText('Need 35')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Purchase Credits' }).getAttribute('href')).toBe('/pricing');
    expect((screen.getByRole('button', { name: 'Buy 50 leads' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the available count when fewer leads are available than asked', async () => {
    renderDashboard({ path: PATH, routes: leadRoutes() });
    await chooseSoftwareInTheUs('1000');
    expect(await screen.findByText('Only 400 of the 1,000 leads you asked for are available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use 400 available' }));
    expect((screen.getByLabelText('Number of leads') as HTMLInputElement).value).toBe('400');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Buy 400 leads' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('says to widen the profile when nothing matches', async () => {
    renderDashboard({
      path: PATH,
      routes: leadRoutes({ 'POST /api/leads/quote': () => quoteFixture({ matching: 0, available: 0 }) }),
    });
    await chooseSoftwareInTheUs();
    expect(await screen.findByText('No leads match this profile.')).toBeTruthy();
    expect(screen.getByText(/Widen the profile/)).toBeTruthy();
  });

  it('buys after a confirmation that repeats count and cost, then goes to the orders', async () => {
    const { api } = renderDashboard({
      path: PATH,
      routes: leadRoutes({
        'POST /api/orders': () => new Response(JSON.stringify({ id: 'order-1' }), { status: 201 }),
      }),
    });
    await chooseSoftwareInTheUs();
    const buy = await screen.findByRole('button', { name: 'Buy 50 leads' });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(buy);
    const dialog = await screen.findByRole('dialog', { name: 'Buy 50 leads?' });
    expect(dialog.textContent).toContain('50 leads matching your profile cost 75 credits');
    expect(dialog.textContent).toContain('Demo data');
    const balanceReads = api.calls.filter((call) => call.path === '/api/users/me/balance').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy for 75 credits' }));

    expect(await screen.findByText('Order placed — sourcing started')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/orders'));
    const order = api.calls.find((call) => call.method === 'POST' && call.path === '/api/orders');
    expect(JSON.parse(order?.body ?? '')).toEqual({
      type: 'buy_leads',
      requestDetails: { source: 'icp', icp: { industries: ['Software'], countries: ['US'] }, count: 50 },
    });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/users/me/balance').length).toBeGreaterThan(
        balanceReads,
      ),
    );
  });

  it('saves a preset (a taken name is said on the field), and loads one into the form', async () => {
    const presets: LeadPreset[] = [presetFixture()];
    const { api } = renderDashboard({
      path: PATH,
      routes: leadRoutes({
        'GET /api/leads/presets': () => ({ items: presets }),
        'POST /api/leads/presets': (call) => {
          const body = JSON.parse(call.body ?? '{}') as LeadPreset;
          if (presets.some((preset) => preset.name === body.name))
            return apiErrorResponse(409, `You already have a preset named “${body.name}”.`, 'conflict');
          const preset = presetFixture({ ...body, id: 'preset_2' });
          presets.push(preset);
          return new Response(JSON.stringify(preset), { status: 201 });
        },
      }),
    });
    await chooseSoftwareInTheUs();
    fireEvent.click(screen.getByRole('button', { name: 'Save Preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    fireEvent.change(within(dialog).getByLabelText('Preset name'), {
      target: { value: 'North America fintech' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(
      await within(dialog).findByText('You already have a preset named “North America fintech”.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Preset name'), { target: { value: 'US software' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Preset saved')).toBeTruthy();
    const saved = api.calls
      .filter((call) => call.method === 'POST' && call.path === '/api/leads/presets')
      .at(-1);
    expect(JSON.parse(saved?.body ?? '')).toEqual({
      name: 'US software',
      icp: { industries: ['Software'], countries: ['US'] },
      count: 50,
    });

    await waitFor(() => expect(screen.getByRole('option', { name: 'US software' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Saved presets'), { target: { value: 'preset_1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Financial Services' }) as HTMLElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
    expect(screen.getByRole('list', { name: 'Chosen countries' }).textContent).toContain('Canada (CA)');
    expect(screen.getByRole('button', { name: 'Remove revenue' })).toBeTruthy();
  });
});
