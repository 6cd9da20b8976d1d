// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, type FakeRoutes, verdictFixture } from '../../testing/fakeApi';
import { renderDashboard } from '../../testing/renderDashboard';

afterEach(cleanup);

/** The home page with its Quick check card, once the balance has loaded. */
async function renderHome(routes: FakeRoutes = {}) {
  const view = renderDashboard({ routes });
  await screen.findByText('Credits: 50');
  const card = screen
    .getByRole('heading', { name: 'Quick check' })
    .closest('[aria-labelledby]') as HTMLElement;
  return { ...view, card: within(card), input: within(card).getByLabelText('Email or phone') };
}

describe('Quick check card', () => {
  it('checks the typed address on Enter, shows the verdict, and refreshes the credits', async () => {
    let balance = 50;
    const { api, card, input } = await renderHome({
      'GET /api/users/me/balance': () => ({ balance }),
      'POST /api/verify': () => {
        balance = 49;
        return verdictFixture({ email: { reasons: ['free_provider'] }, score: 62 });
      },
    });
    await userEvent.type(input, ' ada@acme.com {Enter}');

    const verdict = await card.findByTestId('quick-check-verdict');
    expect(within(verdict).getByText('valid')).toBeTruthy();
    expect(within(verdict).getByTestId('quick-check-value').textContent).toBe('ada@acme.com');
    expect(within(verdict).getByRole('list', { name: 'Reasons' }).textContent).toBe('free mail provider');
    expect(within(verdict).getByTestId('quick-check-score').textContent).toBe('Score: 62/100');
    expect(within(verdict).getByTestId('quick-check-credits').textContent).toBe('1 credit charged');

    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === '/api/verify');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ email: 'ada@acme.com' });
    // Credits changed: the pill refetches the balance.
    expect(await screen.findByText('Credits: 49')).toBeTruthy();
  });

  it('says why an address is invalid, in words, with the suggestion and no charge', async () => {
    const { card, input } = await renderHome({
      'POST /api/verify': () =>
        verdictFixture({
          email: {
            normalized: 'jane@gmial.com',
            status: 'invalid',
            reasons: ['no_mx', 'typo'],
            suggestion: 'jane@gmail.com',
          },
          score: 0,
          creditsCharged: 0,
        }),
    });
    await userEvent.type(input, 'jane@gmial.com{Enter}');
    const verdict = await card.findByTestId('quick-check-verdict');
    expect(within(verdict).getByText('invalid')).toBeTruthy();
    const reasons = within(verdict)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual(['domain does not accept mail', 'possible typo']);
    expect(within(verdict).getByText(/Did you mean/).textContent).toBe('Did you mean jane@gmail.com?');
    expect(within(verdict).getByTestId('quick-check-credits').textContent).toBe('No credits charged');
  });

  it('sends a value without @ as a phone number and shows its E.164 and type', async () => {
    const { api, card, input } = await renderHome({
      'POST /api/verify': () =>
        verdictFixture({
          email: { normalized: '', status: 'missing', smtp: '', mx: '' },
          phone: { e164: '+14155550100', status: 'valid', type: 'mobile' },
          score: 40,
        }),
    });
    await userEvent.type(input, '+1 415 555 0100');
    await userEvent.click(card.getByRole('button', { name: 'Check' }));
    const verdict = await card.findByTestId('quick-check-verdict');
    expect(within(verdict).getByTestId('quick-check-value').textContent).toBe('+14155550100');
    expect(within(verdict).getByText('Type: mobile')).toBeTruthy();
    const body = api.calls.find((call) => call.path === '/api/verify')?.body;
    expect(JSON.parse(body ?? '')).toEqual({ phone: '+1 415 555 0100' });
  });

  it("shows the API's 402 message as an alert, with Add Credits", async () => {
    const message =
      'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.';
    const { card, input } = await renderHome({
      'POST /api/verify': () => apiErrorResponse(402, message, 'payment_required'),
    });
    await userEvent.type(input, 'ada@acme.com{Enter}');
    expect((await card.findByRole('alert')).textContent).toBe(message);
    expect(card.getByRole('link', { name: 'Add Credits' }).getAttribute('href')).toBe('/dashboard/billing');
    expect(card.queryByTestId('quick-check-verdict')).toBeNull();
  });

  it("shows the 429 message (with its wait), and a sentence of its own when the API can't be reached", async () => {
    let calls = 0;
    const { card, input } = await renderHome({
      'POST /api/verify': () => {
        calls += 1;
        if (calls === 1)
          return apiErrorResponse(429, 'Too many real-time checks: … Try again in 2 s.', 'rate_limited');
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.type(input, 'ada@acme.com{Enter}');
    expect((await card.findByRole('alert')).textContent).toBe(
      'Too many real-time checks: … Try again in 2 s.',
    );
    expect(card.queryByRole('link', { name: 'Add Credits' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(card.getByRole('alert').textContent).toBe(
        'Could not reach Leadproof. Check your connection and try again.',
      ),
    );
  });

  it('does nothing for an empty field: the button is disabled and Enter sends no call', async () => {
    const { api, card, input } = await renderHome();
    const button = card.getByRole('button', { name: 'Check' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(input, '   {Enter}');
    expect(button.disabled).toBe(true);
    expect(api.calls.some((call) => call.path === '/api/verify')).toBe(false);
  });

  it('disables the button and says Checking... while the check runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { card, input } = await renderHome({
      'POST /api/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.type(input, 'ada@acme.com{Enter}');
    const button = card.getByRole('button', { name: /Checking/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(
      new Response(JSON.stringify(verdictFixture()), { headers: { 'content-type': 'application/json' } }),
    );
    await card.findByTestId('quick-check-verdict');
    expect((card.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
