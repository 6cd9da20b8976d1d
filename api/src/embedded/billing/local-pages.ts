/**
 * The local checkout's and portal's pages: plain server-rendered HTML, usable with a keyboard and a
 * screen reader (landmarks, a heading per page, labelled lists, real buttons in forms), no script.
 */
import { formatCents, formatCredits } from '@leadproof/contract/money';
import { findPlan, formatPlanPrice } from '@leadproof/contract/plans';
import type { CatalogItem } from '../../billing/plan-catalog';
import { escapeHtml } from '../../http/escape-html';
import type { LocalCheckoutSession } from './local-checkout';
import type { PortalView } from './local-portal';

const credits = (amount: number) => formatCredits(amount, 'en-US');
const day = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Leadproof</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
.note{background:#fef9c3;border:1px solid #facc15;border-radius:6px;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
section{border:1px solid #e2e8f0;border-radius:8px;padding:1rem;margin:1rem 0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}form{margin:0}
button,.button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #0f172a;background:#fff;color:#0f172a;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#0f172a;color:#fff}button:focus-visible,.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e2e8f0}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page's token (`devPageToken`), which each form sends back. */
function tokenField(token: string): string {
  return `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
}

/** The checkout page of one session. */
export function checkoutPage(session: LocalCheckoutSession, item: CatalogItem, token: string): string {
  const { plan } = item;
  const monthly = plan.period === 'month';
  const base = `/dev/checkout/${encodeURIComponent(session.id)}`;
  const state =
    session.status === 'open'
      ? `<div class="actions">
  <form method="post" action="${base}/pay">${tokenField(token)}<button class="primary" type="submit">Pay ${escapeHtml(formatPlanPrice(plan))}</button></form>
  <form method="post" action="${base}/cancel">${tokenField(token)}<button type="submit">Cancel</button></form>
</div>`
      : `<p role="status">This checkout is ${session.status === 'complete' ? 'already paid' : 'canceled'}.</p>
<p><a class="button" href="${escapeHtml(session.status === 'complete' ? session.success_url : session.cancel_url)}">Back to Leadproof</a></p>`;
  return layout(
    `Checkout: ${plan.name}`,
    `<h1>Checkout</h1>
<p class="note">Local test checkout (embedded mode): no card is charged. Pay sends the same signed events Stripe would.</p>
<section aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(plan.name)}</h2>
<p>${escapeHtml(plan.description)}</p>
<dl>
  <dt>Plan</dt><dd>${escapeHtml(plan.name)} (${monthly ? 'monthly subscription' : 'one-time pack'})</dd>
  <dt>Credits</dt><dd>${credits(plan.credits)}${monthly ? ' every month' : ''}</dd>
  <dt>Price</dt><dd>${escapeHtml(formatPlanPrice(plan))}${monthly ? ' per month' : ''}</dd>
</dl>
${state}
</section>`,
  );
}

/** The portal page of one customer. */
export function portalPage(view: PortalView, token: string): string {
  const base = `/dev/portal/${encodeURIComponent(view.id)}`;
  const subscriptions = view.subscriptions
    .map((sub) => {
      const plan = findPlan(sub.plan_id);
      const end = sub.current_period_end ? day(sub.current_period_end) : 'the end of the period';
      const status =
        sub.status === 'canceled'
          ? 'Ended'
          : sub.cancel_at_period_end
            ? `Cancels on ${end}`
            : `Active, renews on ${end}`;
      const actions =
        sub.status === 'canceled'
          ? ''
          : `<div class="actions">
${sub.cancel_at_period_end ? '' : `<form method="post" action="${base}/subscriptions/${encodeURIComponent(sub.id)}/cancel">${tokenField(token)}<button type="submit">Cancel at period end</button></form>`}
<form method="post" action="${base}/subscriptions/${encodeURIComponent(sub.id)}/advance">${tokenField(token)}<button type="submit">Simulate end of period</button></form>
</div>`;
      return `<li><strong>${escapeHtml(plan?.name ?? sub.plan_id)}</strong> — ${plan && plan.credits !== 'custom' ? `${credits(plan.credits)} per month, ` : ''}${escapeHtml(status)}${actions}</li>`;
    })
    .join('\n');
  const rows = view.payments
    .map(
      (payment) =>
        `<tr><td>${day(payment.created_at)}</td><td>${escapeHtml(findPlan(payment.plan_id)?.name ?? payment.plan_id)}</td><td>${credits(payment.credits)}</td><td>${formatCents(payment.amount_cents, payment.currency)}</td></tr>`,
    )
    .join('\n');
  return layout(
    'Billing portal',
    `<h1>Billing portal</h1>
<p class="note">Local test portal (embedded mode). Changes are sent as signed Stripe-shaped events.</p>
<section aria-labelledby="subscription-heading">
<h2 id="subscription-heading">Subscription</h2>
${subscriptions ? `<ul>${subscriptions}</ul>` : '<p>No subscription.</p>'}
</section>
<section aria-labelledby="purchases-heading">
<h2 id="purchases-heading">Purchases</h2>
${rows ? `<table><caption class="visually-hidden">Purchases, newest first</caption><thead><tr><th scope="col">Date</th><th scope="col">Plan</th><th scope="col">Credits</th><th scope="col">Paid</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No purchases yet.</p>'}
</section>
<p><a class="button" href="${escapeHtml(view.returnUrl)}">Return to Leadproof</a></p>`,
  );
}

/** A page with one message (an unknown, expired or failed checkout or portal link). */
export function messagePage(message: string): string {
  return layout(
    'Billing',
    `<h1>Billing</h1><p role="alert">${escapeHtml(message)}</p><p><a class="button" href="/pricing">Back to pricing</a></p>`,
  );
}
