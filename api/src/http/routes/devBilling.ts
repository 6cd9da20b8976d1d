/** `/dev/checkout` and `/dev/portal`: the local payment provider's pages (embedded mode, no Stripe). */
import { type Context, Hono } from 'hono';
import { LocalCheckoutError } from '../../billing/localCheckout';
import { checkoutPage, messagePage, portalPage } from '../../billing/localPages';
import type { LocalProvider } from '../../billing/localProvider';
import type { Logger } from '../../logger';
import { logUnhandledError } from '../errors/handleError';

/** The local checkout's pages over `provider`. */
export function devCheckoutRoutes(provider: LocalProvider, logger: Logger) {
  const app = new Hono();
  app.onError(localErrorPage(logger));

  // GET /dev/checkout/{id} – the checkout page: plan, credits, price, Pay and Cancel
  app.get('/:id', async (c) => {
    const { session, item } = await provider.checkouts.find(c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.html(checkoutPage(session, item));
  });

  // POST /dev/checkout/{id}/pay – delivers the payment's webhook events, then goes to the success URL
  app.post('/:id/pay', async (c) => c.redirect(await provider.checkouts.pay(c.req.param('id')), 303));

  // POST /dev/checkout/{id}/cancel – goes to the cancel URL, charging nothing
  app.post('/:id/cancel', async (c) => c.redirect(await provider.checkouts.cancel(c.req.param('id')), 303));

  return app;
}

/** The local billing portal's pages over `provider`. */
export function devPortalRoutes(provider: LocalProvider, logger: Logger) {
  const app = new Hono();
  app.onError(localErrorPage(logger));

  // GET /dev/portal/{id} – the customer's purchases and subscription, and the way back
  app.get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(portalPage(await provider.portal.view(c.req.param('id'))));
  });

  // POST /dev/portal/{id}/subscriptions/{sub}/cancel – cancel at the end of the current period
  app.post('/:id/subscriptions/:sub/cancel', async (c) => {
    await provider.portal.cancelAtPeriodEnd(c.req.param('id'), c.req.param('sub'));
    return c.redirect(`/dev/portal/${encodeURIComponent(c.req.param('id'))}`, 303);
  });

  // POST /dev/portal/{id}/subscriptions/{sub}/advance – play the end of the period (renewal or end)
  app.post('/:id/subscriptions/:sub/advance', async (c) => {
    await provider.portal.advancePeriod(c.req.param('id'), c.req.param('sub'));
    return c.redirect(`/dev/portal/${encodeURIComponent(c.req.param('id'))}`, 303);
  });

  return app;
}

/** These pages answer people, not programs: errors are pages too. */
function localErrorPage(logger: Logger) {
  return function handleLocalPageError(error: Error, c: Context) {
    if (error instanceof LocalCheckoutError) return c.html(messagePage(error.message), error.status);
    logUnhandledError(logger, c, error);
    return c.html(messagePage('Something went wrong on our side. Please try again.'), 500);
  };
}
