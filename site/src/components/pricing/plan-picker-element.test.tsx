// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8787/pricing"}

import { toastAcrossNavigation } from '@leadproof/auth/flash-toast';
import { localProductIds } from '@leadproof/contract/plans';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasQueuedToast } from '../toasts/queued-toast';
import { PlanCard } from './plan-card/plan-card';
import { PlanPeriodToggle } from './plan-period-toggle/plan-period-toggle';
import { definePlanPicker } from './plan-picker-element';
import { pricingCards } from './pricing-cards';

const toasts = vi.hoisted(() => ({ showPageToast: vi.fn(), showQueuedPageToast: vi.fn() }));
const session = vi.hoisted(() => ({
  configuredProductIds: vi.fn(),
  createCheckoutForSession: vi.fn<(productId: string) => Promise<string | null>>(),
}));
vi.mock('../toasts/page-toaster', () => toasts);
vi.mock('./checkout-session', () => session);

/** The picker as pricing.astro renders it: the toggle and both grids, as static HTML. */
function mount() {
  const picker = document.createElement('lp-plan-picker');
  picker.innerHTML = renderToStaticMarkup(
    <>
      <PlanPeriodToggle value="month" />
      {(['month', 'one-time'] as const).map((period) => (
        <ul key={period} data-period={period} hidden={period !== 'month'}>
          {pricingCards(period, undefined).map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      ))}
    </>,
  );
  document.body.append(picker);
  return picker;
}

const button = (planId: string) =>
  document.querySelector<HTMLButtonElement>(`button[data-plan-id="${planId}"]`)!;
const visibleGrid = () => document.querySelector<HTMLElement>('[data-period]:not([hidden])')?.dataset.period;

describe('<lp-plan-picker>', () => {
  beforeEach(() => {
    definePlanPicker();
    window.history.replaceState(null, '', '/pricing');
    session.configuredProductIds.mockResolvedValue(localProductIds);
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('shows the monthly cards, and the packs once One-time is chosen', () => {
    mount();
    expect(visibleGrid()).toBe('month');
    document.querySelector<HTMLInputElement>('input[value="one-time"]')?.click();
    expect(visibleGrid()).toBe('one-time');
    document.querySelector<HTMLInputElement>('input[value="month"]')?.click();
    expect(visibleGrid()).toBe('month');
  });

  it('Growth (Most Popular) starts its own checkout, as every plan with a price does', async () => {
    session.createCheckoutForSession.mockResolvedValue('http://localhost:8787/dev/checkout/cs_2');
    mount();
    button('growth').click();
    await vi.waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('http://localhost:8787/dev/checkout/cs_2'),
    );
    expect(session.createCheckoutForSession).toHaveBeenCalledWith(localProductIds.growth);
    expect(toasts.showPageToast).not.toHaveBeenCalled();
  });

  it('Contact Sales is a link to the contact form, not a button', () => {
    mount();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a')].filter(
      (link) => link.textContent === 'Contact Sales',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact?topic=sales&plan=enterprise-monthly',
      '/contact?topic=sales&plan=enterprise-one-time',
    ]);
    expect(document.querySelector('button[data-plan-id^="enterprise"]')).toBeNull();
  });

  it("Starter: every plan button waits and Starter's reads 'Loading...' until the browser leaves for checkout", async () => {
    let answer: (url: string | null) => void = () => {};
    session.createCheckoutForSession.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    mount();
    button('starter').click();
    await vi.waitFor(() =>
      expect(session.createCheckoutForSession).toHaveBeenCalledWith(localProductIds.starter),
    );
    expect(button('starter').getAttribute('aria-busy')).toBe('true');
    expect(button('starter').disabled).toBe(true);
    expect(button('scale').disabled).toBe(true);
    expect(button('scale').hasAttribute('aria-busy')).toBe(false);
    answer('http://localhost:8787/dev/checkout/cs_1');
    await vi.waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('http://localhost:8787/dev/checkout/cs_1'),
    );
  });

  it('sends a visitor without a session to sign-up with the plan', async () => {
    session.createCheckoutForSession.mockResolvedValue(null);
    mount();
    button('pack-10k').click();
    await vi.waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/signup?plan=pack-10k'));
  });

  it('?plan=pack-3k signed in: the packs show, Pack 3K reads Loading..., its checkout opens, the URL loses ?plan', async () => {
    let answer: (url: string | null) => void = () => {};
    session.createCheckoutForSession.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    window.history.replaceState(null, '', '/pricing?plan=pack-3k');
    mount();
    expect(window.location.pathname + window.location.search).toBe('/pricing');
    expect(visibleGrid()).toBe('one-time');
    expect(document.querySelector<HTMLInputElement>('input[value="one-time"]')?.checked).toBe(true);
    await vi.waitFor(() =>
      expect(session.createCheckoutForSession).toHaveBeenCalledWith(localProductIds.pack3k),
    );
    expect(button('pack-3k').getAttribute('aria-busy')).toBe('true');
    answer('http://localhost:8787/dev/checkout/cs_3');
    await vi.waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('http://localhost:8787/dev/checkout/cs_3'),
    );
  });

  it('?plan=growth signed out: the plans stay, nothing is pending, no sign-up loop', async () => {
    session.createCheckoutForSession.mockResolvedValue(null);
    window.history.replaceState(null, '', '/pricing?plan=growth');
    mount();
    await vi.waitFor(() => expect(session.createCheckoutForSession).toHaveBeenCalled());
    await vi.waitFor(() => expect(button('growth').hasAttribute('aria-busy')).toBe(false));
    expect(button('growth').disabled).toBe(false);
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('ignores ?plan= naming Enterprise or no plan at all', async () => {
    for (const search of ['?plan=enterprise-monthly', '?plan=platinum']) {
      window.history.replaceState(null, '', `/pricing${search}`);
      mount();
      document.body.innerHTML = '';
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.createCheckoutForSession).not.toHaveBeenCalled();
  });

  it('a failed checkout gives the button back', async () => {
    session.createCheckoutForSession.mockRejectedValue(new Error('500'));
    mount();
    button('starter').click();
    await vi.waitFor(() =>
      expect(toasts.showPageToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' })),
    );
    expect(button('starter').hasAttribute('aria-busy')).toBe(false);
    expect(button('growth').disabled).toBe(false);
  });

  it("?checkout=cancel: 'Payment Canceled', and the address becomes /pricing", async () => {
    window.history.replaceState(null, '', '/pricing?checkout=cancel');
    mount();
    expect(window.location.pathname + window.location.search).toBe('/pricing');
    await vi.waitFor(() =>
      expect(toasts.showPageToast).toHaveBeenCalledWith({
        title: 'Payment Canceled',
        description: 'Your payment was canceled. No charges were made.',
      }),
    );
  });

  it("shows the toast the previous page queued ('Welcome back!' after signing in)", async () => {
    toastAcrossNavigation({ title: 'Welcome back!' });
    expect(hasQueuedToast()).toBe(true);
    mount();
    await vi.waitFor(() => expect(toasts.showQueuedPageToast).toHaveBeenCalled());
  });
});
