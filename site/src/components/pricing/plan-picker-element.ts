/**
 * `<lp-plan-picker>`: the pricing page's behaviour without a framework. The plan cards and the
 * Monthly / One-time toggle are React components rendered to static HTML; this element switches the
 * visible cards when the toggle changes, runs a plan button's choice (`choosePlan`), marks the pending
 * checkout ('Loading...'), shows `?checkout=cancel`'s 'Payment Canceled', and resumes a choice made before
 * sign-up or sign-in (`?plan=growth`: a signed-in visitor goes on to that plan's checkout). React (for the
 * toasts), the auth client and the SDK load only when a button or a parameter needs them.
 */
import type { PlanCard, PlanPeriod } from '@leadproof/contract/plans';
import { hasQueuedToast } from '../toasts/queued-toast';
import { PRICING_PATH, type PricingMessage, pricingMessages } from './checkout-messages';
import { choosePlan, type SignedOutChoice } from './choose-plan';
import { chosenPlanIn, PLAN_PARAM } from './chosen-plan';
import { pricingCards } from './pricing-cards';

const toaster = () => import('../toasts/page-toaster');
const checkout = () => import('./checkout-session');

/** Shows a toast, loading the toaster first. */
function showToast(message: PricingMessage): void {
  void toaster().then(({ showPageToast }) => showPageToast(message));
}

/** The card of a plan id; `choosePlan` reads the deployment's product ids when the button is pressed. */
function planById(id: string): PlanCard | undefined {
  return [...pricingCards('month', undefined), ...pricingCards('one-time', undefined)].find(
    (plan) => plan.id === id,
  );
}

/** The custom element around the toggle and both card grids (see pricing.astro). */
export class PlanPickerElement extends HTMLElement {
  #pending = false;

  connectedCallback(): void {
    this.addEventListener('change', this.#onChange);
    this.addEventListener('click', this.#onClick);
    window.addEventListener('pageshow', this.#onPageShow);
    // The browser may restore the toggle's last choice on Back; show the cards that match it.
    this.#showPeriod(this.#checkedPeriod());
    this.#announceCanceledCheckout();
    this.#resumeChosenPlan();
    if (hasQueuedToast()) void toaster().then(({ showQueuedPageToast }) => showQueuedPageToast());
  }

  disconnectedCallback(): void {
    this.removeEventListener('change', this.#onChange);
    this.removeEventListener('click', this.#onClick);
    window.removeEventListener('pageshow', this.#onPageShow);
  }

  #checkedPeriod(): PlanPeriod {
    const radios = Array.from(this.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    return radios.find((radio) => radio.checked)?.value === 'one-time' ? 'one-time' : 'month';
  }

  #showPeriod(period: PlanPeriod): void {
    for (const grid of this.querySelectorAll<HTMLElement>('[data-period]')) {
      grid.hidden = grid.dataset.period !== period;
    }
  }

  #onChange = (event: Event): void => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'radio') {
      this.#showPeriod(this.#checkedPeriod());
    }
  };

  #onClick = (event: MouseEvent): void => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[data-plan-id]')
        : null;
    const plan = button?.dataset.planId ? planById(button.dataset.planId) : undefined;
    if (!button || !plan) return;
    this.#choose(plan, button, 'sign-up');
  };

  #choose(plan: PlanCard, button: HTMLButtonElement | undefined, signedOut: SignedOutChoice): void {
    if (this.#pending) return;
    void choosePlan(
      plan,
      {
        toast: showToast,
        navigate: (url) => window.location.assign(url),
        setPending: (pending) => this.#setPending(button, pending),
        productIds: async () => (await checkout()).configuredProductIds(),
        startCheckout: async (productId) => (await checkout()).createCheckoutForSession(productId),
      },
      signedOut,
    );
  }

  // `/pricing?plan=growth` (after sign-in, or from the confirmation of a sign-up that chose Growth): the plan's
  // checkout starts as if its button had been pressed; a visitor who is not signed in just sees the plans. The
  // parameter leaves the URL first, so Back from the checkout page does not start it again.
  #resumeChosenPlan(): void {
    const plan = chosenPlanIn(window.location.search);
    if (!plan) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(PLAN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const radio = this.querySelector<HTMLInputElement>(`input[type="radio"][value="${plan.period}"]`);
    if (radio) radio.checked = true;
    this.#showPeriod(plan.period);
    const button = this.querySelector<HTMLButtonElement>(`button[data-plan-id="${plan.id}"]`) ?? undefined;
    const card = planById(plan.id);
    if (card) this.#choose(card, button, 'stay');
  }

  // While one checkout starts, every plan button waits; the pressed one reads 'Loading...' (its label
  // follows aria-busy, see plan-card.css.ts).
  #setPending(pressed: HTMLButtonElement | undefined, pending: boolean): void {
    this.#pending = pending;
    for (const button of this.querySelectorAll<HTMLButtonElement>('button[data-plan-id]')) {
      button.disabled = pending;
      if (pending && button === pressed) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
    }
  }

  // Back from the checkout page can restore this page from the back/forward cache, still 'Loading...'.
  #onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) this.#setPending(undefined, false);
  };

  #announceCanceledCheckout(): void {
    if (new URLSearchParams(window.location.search).get('checkout') !== 'cancel') return;
    showToast(pricingMessages.paymentCanceled);
    window.history.replaceState(window.history.state, '', PRICING_PATH);
  }
}

/** Registers `<lp-plan-picker>` once. */
export function definePlanPicker(): void {
  if (!customElements.get('lp-plan-picker')) customElements.define('lp-plan-picker', PlanPickerElement);
}
