// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiErrorResponse,
  type FakeRoutes,
  verdictFixture,
  verifyStreamResponse,
} from '../../testing/fake-api';
import { renderDashboard } from '../../testing/render-dashboard';

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
    expect(within(verdict).getByTestId('quick-check-status').textContent).toBe('Valid');
    expect(within(verdict).getByTestId('quick-check-value').textContent).toBe('ada@acme.com');
    expect(within(verdict).getByRole('list', { name: 'Reasons' }).textContent).toBe('free mail provider');
    expect(within(verdict).getByText('Mail server mx1.acme.com: mailbox exists')).toBeTruthy();
    expect(within(verdict).getByTestId('quick-check-score').textContent).toBe('Score: 62/100');
    expect(within(verdict).getByTestId('quick-check-credits').textContent).toBe('1 credit charged');

    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === '/api/verify');
    expect(sent).toHaveLength(1);
    // Streamed, so the offline verdict can show while the mail server is asked.
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ email: 'ada@acme.com', stream: true });
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
    expect(within(verdict).getByTestId('quick-check-status').textContent).toBe('Invalid');
    const reasons = within(within(verdict).getByRole('list', { name: 'Reasons' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual(['possible typo of gmail.com', 'domain does not accept mail']);
    expect(within(verdict).getByRole('button', { name: 'Did you mean jane@gmail.com?' })).toBeTruthy();
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
    // With the country of the browser's language (en-US here) for a number written without its code.
    expect(JSON.parse(body ?? '')).toEqual({ phone: '+1 415 555 0100', country: 'US', stream: true });
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
    answer(verifyStreamResponse([{ type: 'result', result: verdictFixture() }]));
    await card.findByTestId('quick-check-verdict');
    expect((card.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the offline verdict while the mail server is asked, then the final one', async () => {
    let release: (value?: unknown) => void = () => {};
    const { card, input } = await renderHome({
      'POST /api/verify': () =>
        verifyStreamResponse(
          [
            {
              type: 'provisional',
              verdict: verdictFixture({ email: { smtp: '', mx: '', checkedAt: '' }, score: 35 }),
            },
            {
              type: 'result',
              result: verdictFixture({
                email: { status: 'invalid', reasons: ['mailbox_not_found'], smtp: '550 5.1.1 User unknown' },
                score: 0,
                scoreReasons: [],
              }),
            },
          ],
          { hold: 1, release: new Promise((resolve) => (release = resolve)) },
        ),
    });
    await userEvent.type(input, 'ada@acme.com{Enter}');
    const early = await card.findByText('Asking the mail server…');
    const verdict = early.closest('[data-testid="quick-check-verdict"]') as HTMLElement;
    expect(within(verdict).getByTestId('quick-check-status').textContent).toBe('Valid so far');
    expect(verdict.getAttribute('aria-busy')).toBe('true');
    expect(within(verdict).queryByTestId('quick-check-credits')).toBeNull();
    expect((card.getByRole('button', { name: /Checking/ }) as HTMLButtonElement).disabled).toBe(true);

    release();
    await waitFor(() => expect(card.getByTestId('quick-check-status').textContent).toBe('Invalid'));
    expect(card.queryByText('Asking the mail server…')).toBeNull();
    expect(card.getByText('mailbox does not exist')).toBeTruthy();
    expect(card.getByText('Mail server mx1.acme.com: refused the address')).toBeTruthy();
    expect(card.getByTestId('quick-check-credits').textContent).toBe('1 credit charged');
  });

  it('checks the suggested address when "Did you mean …?" is pressed', async () => {
    const { api, card, input } = await renderHome({
      'POST /api/verify': (call) => {
        const { email } = JSON.parse(call.body ?? '{}') as { email: string };
        return email === 'jane@gmial.com'
          ? verdictFixture({
              email: {
                normalized: email,
                status: 'risky',
                reasons: ['typo', 'disposable'],
                suggestion: 'jane@gmail.com',
                smtp: '',
              },
            })
          : verdictFixture({ email: { normalized: email } });
      },
    });
    await userEvent.type(input, 'jane@gmial.com{Enter}');
    const verdict = await card.findByTestId('quick-check-verdict');
    // A typo is a typo: not also "disposable", whatever the throwaway-domain list holds.
    expect(within(verdict).getByRole('list', { name: 'Reasons' }).textContent).toBe(
      'possible typo of gmail.com',
    );
    await userEvent.click(within(verdict).getByRole('button', { name: 'Did you mean jane@gmail.com?' }));
    await waitFor(() => expect(card.getByTestId('quick-check-value').textContent).toBe('jane@gmail.com'));
    expect((input as HTMLInputElement).value).toBe('jane@gmail.com');
    const bodies = api.calls
      .filter((call) => call.path === '/api/verify')
      .map((call) => JSON.parse(call.body ?? ''));
    expect(bodies.map((body) => body.email)).toEqual(['jane@gmial.com', 'jane@gmail.com']);
  });

  it('asks for the country of a national number (422, nothing charged) and puts the focus there', async () => {
    const { card, input } = await renderHome({
      'POST /api/verify': () =>
        apiErrorResponse(422, 'Nothing to check, so nothing was charged: phone: …', 'phone_country_required'),
    });
    const country = card.getByLabelText('Country of phone numbers') as HTMLSelectElement;
    await userEvent.selectOptions(country, '');
    await userEvent.type(input, '(415) 555-0100{Enter}');
    expect((await card.findByRole('alert')).textContent).toBe(
      "Choose the number's country, or type it with its country code (+1 415 555 0100).",
    );
    expect(document.activeElement).toBe(country);
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's words for input that is neither an address nor a number, on the field", async () => {
    const message = 'Nothing to check, so nothing was charged: email: "asdf!!@@" is not an e-mail address.';
    const { card, input } = await renderHome({
      'POST /api/verify': () => apiErrorResponse(422, message, 'contact_unreadable'),
    });
    await userEvent.type(input, 'asdf!!@@{Enter}');
    const alert = await card.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(card.queryByTestId('quick-check-verdict')).toBeNull();
  });
});
