/** `/dev/checkout` and `/dev/portal`: the local payment provider's pages (embedded mode, no Stripe). */
import { type Context, Hono } from 'hono';
import { logUnhandledError } from '../../http/errors/handle-error';
import type { Logger } from '../../logger';
import { devPageToken, isDevPageToken } from './dev-page-token';
import { LocalCheckoutError } from './local-checkout';
import { checkoutPage, messagePage, portalPage } from './local-pages';
import type { LocalProvider } from './local-provider';

/** The local checkout's pages over `provider`. */
export function devCheckoutRoutes(provider: LocalProvider, logger: Logger) {
  const app = new Hono();
  app.onError(localErrorPage(logger));

  // GET /dev/checkout/{id} – the checkout page: plan, credits, price, Pay and Cancel
  app.get('/:id', async (c) => {
    const { session, item } = await provider.checkouts.find(c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.html(
      checkoutPage(session, item, devPageToken(provider.webhookSecret, session.id, session.user_id)),
    );
  });

  /** Only an open checkout changes: paying a paid one again, or canceling it, needs no token. */
  async function requireCheckoutToken(c: Context) {
    const { session } = await provider.checkouts.find(c.req.param('id') ?? '');
    if (session.status === 'open')
      await requirePageToken(c, provider, session.id, session.user_id, 'checkout');
  }

  // POST /dev/checkout/{id}/pay – delivers the payment's webhook events, then goes to the success URL
  app.post('/:id/pay', async (c) => {
    await requireCheckoutToken(c);
    return c.redirect(await provider.checkouts.pay(c.req.param('id')), 303);
  });

  // POST /dev/checkout/{id}/cancel – goes to the cancel URL, charging nothing
  app.post('/:id/cancel', async (c) => {
    await requireCheckoutToken(c);
    return c.redirect(await provider.checkouts.cancel(c.req.param('id')), 303);
  });

  return app;
}

/** The local billing portal's pages over `provider`. */
export function devPortalRoutes(provider: LocalProvider, logger: Logger) {
  const app = new Hono();
  app.onError(localErrorPage(logger));

  // GET /dev/portal/{id} – the customer's purchases and subscription, and the way back
  app.get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const view = await provider.portal.view(c.req.param('id'));
    return c.html(portalPage(view, devPageToken(provider.webhookSecret, view.id, view.ownerId)));
  });

  /** Only a running subscription of this portal changes: any other answers its 404 or 409 as before. */
  async function requirePortalToken(c: Context) {
    const view = await provider.portal.view(c.req.param('id') ?? '');
    const sub = view.subscriptions.find((entry) => entry.id === c.req.param('sub'));
    if (sub && sub.status !== 'canceled')
      await requirePageToken(c, provider, view.id, view.ownerId, 'portal');
  }

  // POST /dev/portal/{id}/subscriptions/{sub}/cancel – cancel at the end of the current period
  app.post('/:id/subscriptions/:sub/cancel', async (c) => {
    await requirePortalToken(c);
    await provider.portal.cancelAtPeriodEnd(c.req.param('id'), c.req.param('sub'));
    return c.redirect(`/dev/portal/${encodeURIComponent(c.req.param('id'))}`, 303);
  });

  // POST /dev/portal/{id}/subscriptions/{sub}/advance – play the end of the period (renewal or end)
  app.post('/:id/subscriptions/:sub/advance', async (c) => {
    await requirePortalToken(c);
    await provider.portal.advancePeriod(c.req.param('id'), c.req.param('sub'));
    return c.redirect(`/dev/portal/${encodeURIComponent(c.req.param('id'))}`, 303);
  });

  return app;
}

/** Refuses a POST that does not carry the page's token (a webhook, another site's form): it did not read the page. */
async function requirePageToken(
  c: Context,
  provider: LocalProvider,
  sessionId: string,
  ownerId: string,
  page: 'checkout' | 'portal',
) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  if (!isDevPageToken(provider.webhookSecret, sessionId, ownerId, form.token)) {
    throw new LocalCheckoutError(
      403,
      page === 'checkout'
        ? 'This form did not come from this checkout page. Open the checkout again from Leadproof.'
        : 'This form did not come from this billing portal page. Open Manage Billing again from Leadproof.',
    );
  }
}

/** These pages answer people, not programs: errors are pages too. */
function localErrorPage(logger: Logger) {
  return function handleLocalPageError(error: Error, c: Context) {
    if (error instanceof LocalCheckoutError) return c.html(messagePage(error.message), error.status);
    logUnhandledError(logger, c, error);
    return c.html(messagePage('Something went wrong on our side. Please try again.'), 500);
  };
}
