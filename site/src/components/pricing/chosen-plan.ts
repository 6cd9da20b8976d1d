/**
 * A plan a visitor picked on /pricing before they had an account, carried to its checkout: `/signup?plan=growth`,
 * the account's sign-up metadata (so the e-mailed confirmation link, opened on any device, still knows it), and
 * `/pricing?plan=growth`, where a signed-in visitor's checkout starts by itself (docs/decisions/site.md, "Pricing: every
 * plan button ends in its checkout").
 */
import { findPlan, type Plan } from '@leadproof/contract/plans';

/** The query parameter that names the chosen plan on /signup, /pricing and in `?next=` paths. */
export const PLAN_PARAM = 'plan';

/** The plan `id` names when it is one that can be bought online (not Enterprise); otherwise undefined. */
export function purchasablePlan(id: string | null | undefined): Plan | undefined {
  const plan = id ? findPlan(id) : undefined;
  return plan?.productKey ? plan : undefined;
}

/** Where a signed-out visitor goes from a plan button: sign-up, with the plan. */
export function signupPathFor(plan: Pick<Plan, 'id'>): string {
  return `/signup?${PLAN_PARAM}=${encodeURIComponent(plan.id)}`;
}

/** Where the plan's checkout starts once the visitor is signed in: the pricing page, with the plan. */
export function checkoutPathFor(plan: Pick<Plan, 'id'>): string {
  return `/pricing?${PLAN_PARAM}=${encodeURIComponent(plan.id)}`;
}

/** The sign-in page for an existing account that then continues to the plan's checkout. */
export function signInPathFor(plan: Pick<Plan, 'id'>): string {
  return `/login?next=${encodeURIComponent(checkoutPathFor(plan))}`;
}

/** Where Contact Sales leads: the contact form, with the sales topic and the plan it was pressed on. */
export function contactSalesPathFor(plan: Pick<Plan, 'id'>): string {
  return `/contact?topic=sales&${PLAN_PARAM}=${encodeURIComponent(plan.id)}`;
}

/** The purchasable plan named by `search` (`?plan=`), if any. */
export function chosenPlanIn(search: string): Plan | undefined {
  return purchasablePlan(new URLSearchParams(search).get(PLAN_PARAM));
}

/** The purchasable plan a user's sign-up metadata names (`plan`), if any. */
export function chosenPlanOf(metadata: Readonly<Record<string, unknown>> | undefined): Plan | undefined {
  const id = metadata?.[PLAN_PARAM];
  return typeof id === 'string' ? purchasablePlan(id) : undefined;
}
