// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8787/pricing"}
import { createFakeAuthBackend, fakeSession } from '@leadproof/dashboard/auth/testing';
import { localProductIds } from '@leadproof/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../auth/testing/renderWithAuth';
import { PlanPicker } from './PricingPlans';

type CheckoutAnswer = () => Promise<Response>;

/** Serves /config.json and the checkout call as the embedded server does. */
function stubServer(
  checkout: CheckoutAnswer = async () =>
    Response.json({ url: 'http://localhost:8787/dev/checkout/cs_local_1' }),
) {
  const requests: { url: string; body: unknown; authorization: string | null }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), location.href),
      init,
    );
    const url = new URL(request.url);
    if (url.pathname === '/config.json') {
      return Response.json({ supabaseUrl: url.origin, supabaseAnonKey: 'anon', productIds: localProductIds });
    }
    if (url.pathname === '/api/billing/checkout/session') {
      requests.push({
        url: url.pathname,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      return checkout();
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

function card(name: string) {
  return within(screen.getByRole('group', { name }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/pricing plans', () => {
  it('shows the four monthly plans, and the four packs after switching to One-time', async () => {
    stubServer();
    renderWithAuth(<PlanPicker />, createFakeAuthBackend());
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names()).toEqual(['Starter', 'Growth', 'Scale', 'Enterprise']);
    expect(card('Growth').getByText('Most Popular')).toBeTruthy();
    expect(card('Starter').getByText('$199')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'One-time' }));
    expect(names()).toEqual(['Pack 1K', 'Pack 3K', 'Pack 10K', 'Enterprise']);
    expect(card('Pack 3K').getByText('Most Popular')).toBeTruthy();
  });

  it("Growth has no product id: 'Coming Soon'", async () => {
    stubServer();
    renderWithAuth(<PlanPicker />, createFakeAuthBackend());
    await userEvent.click(card('Growth').getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
    expect(screen.getByText('This plan will be available soon. Stay tuned!')).toBeTruthy();
  });

  it("Enterprise: 'Contact Sales' toast", async () => {
    stubServer();
    renderWithAuth(<PlanPicker />, createFakeAuthBackend());
    await userEvent.click(card('Enterprise').getByRole('button', { name: 'Contact Sales' }));
    expect(await screen.findByText('Please contact our sales team for enterprise pricing.')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to /login?next=/pricing', async () => {
    const requests = stubServer();
    const { navigate } = renderWithAuth(<PlanPicker />, createFakeAuthBackend());
    await userEvent.click(card('Starter').getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=/pricing'));
    expect(requests).toEqual([]);
  });

  it("signed in: 'Loading...' while the checkout session is made, then its URL", async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubServer(() => new Promise((resolve) => (answer = resolve)));
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com', { firstName: 'Ada' }) });
    const { navigate } = renderWithAuth(<PlanPicker />, backend);
    await userEvent.click(card('Starter').getByRole('button', { name: 'Get Started' }));
    const busy = await card('Starter').findByRole('button', { name: /Loading\.\.\./ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((card('Scale').getByRole('button', { name: 'Get Started' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ product_id: localProductIds.starter });
    expect(requests[0]?.authorization).toMatch(/^Bearer /);
    answer(Response.json({ url: 'http://localhost:8787/dev/checkout/cs_local_1' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('http://localhost:8787/dev/checkout/cs_local_1'),
    );
  });

  it("a failed checkout: 'Error' / 'Failed to start checkout. Please try again.' and the button is back", async () => {
    stubServer(async () => Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }));
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    renderWithAuth(<PlanPicker initialPeriod="one-time" />, backend);
    await userEvent.click(card('Pack 1K').getByRole('button', { name: 'Buy Credits' }));
    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(
        card('Pack 1K').getByRole('button', { name: 'Buy Credits' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
  });

  it("?checkout=cancel: 'Payment Canceled', then the address is /pricing", async () => {
    stubServer();
    window.history.replaceState(null, '', '/pricing?checkout=cancel');
    renderWithAuth(<PlanPicker />, createFakeAuthBackend());
    expect(await screen.findByText('Payment Canceled')).toBeTruthy();
    expect(screen.getByText('Your payment was canceled. No charges were made.')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/pricing');
  });
});
