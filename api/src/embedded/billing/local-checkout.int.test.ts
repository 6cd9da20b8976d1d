import { localProductIds, planCards } from '@leadproof/contract/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, startCheckout, submitDevForm } from '../../testing/billing-test-kit';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { databaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

describe.each(databaseKinds)('local checkout and portal on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '0' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const post = submitDevForm;
  /** A POST that did not read the page: a webhook, another site's form. */
  const blindPost = (url: string, body?: URLSearchParams) =>
    fetch(url, { method: 'POST', redirect: 'manual', body });

  async function transactions(user: TestUser) {
    const response = await authedFetch(server, user, '/api/credit-transactions');
    return (
      (await response.json()) as { items: Array<{ amount: number; reason: string; description: string }> }
    ).items;
  }

  it('serves the product ids and the provider in /config.json', async () => {
    const config = await (await fetch(`${server.url}/config.json`)).json();
    expect(config).toMatchObject({
      productIds: localProductIds,
      billingProvider: 'local',
    });
  });

  it('buys Starter end to end: session, page, Pay, success URL, 500 credits and a purchase', async () => {
    const user = await createTestUser(server);
    const url = await startCheckout(server, user, 'prod_local_starter');
    expect(url).toMatch(new RegExp(`^${server.url}/dev/checkout/cs_local_[0-9a-f]{32}$`));

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h2 id="order-heading">Starter</h2>');
    expect(html).toContain('500 credits every month');
    expect(html).toContain('$199 per month');
    expect(html).toMatch(/<button class="primary" type="submit">Pay \$199<\/button>/);
    expect(html).toContain('<button type="submit">Cancel</button>');

    const paid = await post(`${url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/dashboard/billing?checkout=success`);
    expect(await balanceOf(server, user)).toBe(500);
    expect(await transactions(user)).toEqual([
      expect.objectContaining({
        amount: 500,
        reason: 'purchase',
        description: 'Starter subscription: 500 credits',
      }),
    ]);

    // Paying again (a double click, the back button) changes nothing.
    const again = await post(`${url}/pay`);
    expect(again.status).toBe(303);
    expect(await balanceOf(server, user)).toBe(500);
    expect(await (await fetch(url)).text()).toContain('already paid');
  });

  it('buys Pack 1K once, with credits that keep a year', async () => {
    const user = await createTestUser(server);
    const url = await startCheckout(server, user, 'prod_local_pack_1k');
    expect(await (await fetch(url)).text()).toContain('1,000 credits');
    expect((await post(`${url}/pay`)).status).toBe(303);
    expect(await balanceOf(server, user)).toBe(1000);
    const lot = await server.services.database.db
      .selectFrom('credit_lots')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const days = (new Date(lot.expires_at).getTime() - new Date(lot.created_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  // Every card with a price is sold (once only Starter and Pack 1K were; docs/decisions/site.md says why all are).
  it.each(
    [...planCards('month', localProductIds), ...planCards('one-time', localProductIds)].filter(
      (card) => card.productId,
    ),
  )('buys $name ($period) under its own product id, crediting its credits once', async (card) => {
    const user = await createTestUser(server);
    const url = await startCheckout(server, user, card.productId ?? '');
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<h2 id="order-heading">${card.name}</h2>`);
    expect(html).toContain(`Pay $${(card.price as number).toLocaleString('en-US')}`);
    expect((await post(`${url}/pay`)).status).toBe(303);
    expect((await post(`${url}/pay`)).status).toBe(303);
    expect(await balanceOf(server, user)).toBe(card.credits);
    expect(await transactions(user)).toEqual([
      expect.objectContaining({ amount: card.credits, reason: 'purchase' }),
    ]);
  });

  it("refuses Pay, Cancel and the portal's changes without the page's token, or with another page's (issue 34, finding 7)", async () => {
    const user = await createTestUser(server);
    const url = await startCheckout(server, user, 'prod_local_pack_1k');
    const blind = await blindPost(`${url}/pay`);
    expect(blind.status).toBe(403);
    expect(await blind.text()).toContain('Open the checkout again from Leadproof');
    const other = await startCheckout(server, await createTestUser(server), 'prod_local_pack_1k');
    const othersToken = /name="token" value="([^"]+)"/.exec(await (await fetch(other)).text())?.[1] ?? '';
    expect(othersToken).not.toBe('');
    for (const body of [
      undefined,
      new URLSearchParams({ token: othersToken }),
      new URLSearchParams({ token: 'x' }),
    ]) {
      const refused = await blindPost(`${url}/pay`, body);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Open the checkout again from Leadproof');
      expect((await blindPost(`${url}/cancel`, body)).status).toBe(403);
    }
    expect(await balanceOf(server, user)).toBe(0);
    expect(await (await fetch(url)).text()).toContain('Pay $499');

    await post(`${await startCheckout(server, user, 'prod_local_starter')}/pay`);
    const sub = await server.services.database.db
      .selectFrom('billing_subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const portal = await authedFetch(server, user, '/api/billing/portal', { method: 'POST' });
    const portalUrl = ((await portal.json()) as { url: string }).url;
    expect((await blindPost(`${portalUrl}/subscriptions/${sub.id}/advance`)).status).toBe(403);
    expect((await blindPost(`${portalUrl}/subscriptions/${sub.id}/cancel`)).status).toBe(403);
    expect(await balanceOf(server, user)).toBe(500);
  });

  it('cancels: back to the pricing page with checkout=cancel, nothing credited, Pay refused after', async () => {
    const user = await createTestUser(server);
    const url = await startCheckout(server, user, 'prod_local_starter');
    const canceled = await post(`${url}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(`${server.url}/pricing?checkout=cancel`);
    const pay = await post(`${url}/pay`);
    expect(pay.status).toBe(409);
    expect(await balanceOf(server, user)).toBe(0);
  });

  it('reuses one customer per user across checkouts and the portal', async () => {
    const user = await createTestUser(server);
    await startCheckout(server, user, 'prod_local_starter');
    await startCheckout(server, user, 'prod_local_pack_1k');
    await authedFetch(server, user, '/api/billing/portal', { method: 'POST' });
    const rows = await server.services.database.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown, id-less or missing product with 400 and a clear message', async () => {
    const user = await createTestUser(server);
    for (const body of [{ product_id: 'prod_nope' }, { product_id: 'growth' }]) {
      const response = await authedFetch(server, user, '/api/billing/checkout/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain(`No plan is sold under product_id "${body.product_id}"`);
      expect(error.message).toContain('prod_local_growth');
    }
    const missing = await authedFetch(server, user, '/api/billing/checkout/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/^product_id: /);
  });

  it('needs a session for checkout and portal', async () => {
    for (const path of ['/api/billing/checkout/session', '/api/billing/portal']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST' });
      expect(response.status).toBe(401);
    }
  });

  it('shows unknown checkout and portal links as 404 pages', async () => {
    expect((await fetch(`${server.url}/dev/checkout/cs_local_nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/dev/portal/bps_local_nope`)).status).toBe(404);
  });

  it('portal: lists purchases and the subscription, cancels at period end, renews, returns with portal=success', async () => {
    const user = await createTestUser(server);
    await post(`${await startCheckout(server, user, 'prod_local_starter')}/pay`);
    await post(`${await startCheckout(server, user, 'prod_local_pack_1k')}/pay`);

    const response = await authedFetch(server, user, '/api/billing/portal', { method: 'POST' });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${server.url}/dev/portal/bps_local_`));
    let html = await (await fetch(url)).text();
    expect(html).toContain('Starter</strong> — 500 credits per month, Active, renews on');
    expect(html).toContain('<td>Pack 1K</td><td>1,000 credits</td><td>$499.00</td>');
    expect(html).toContain('<td>Starter</td><td>500 credits</td><td>$199.00</td>');
    expect(html).toContain(`href="${server.url}/dashboard/billing?portal=success"`);

    const sub = await server.services.database.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();

    // The next period: a renewal invoice credits another month.
    const renewed = await post(`${url}/subscriptions/${sub.id}/advance`);
    expect(renewed.status).toBe(303);
    expect(await balanceOf(server, user)).toBe(2000);

    const canceled = await post(`${url}/subscriptions/${sub.id}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(new URL(url).pathname);
    html = await (await fetch(url)).text();
    expect(html).toMatch(/Starter<\/strong> — 500 credits per month, Cancels on/);
    expect(html).not.toContain('Cancel at period end');

    // The end of a period set to cancel ends the subscription and credits nothing.
    await post(`${url}/subscriptions/${sub.id}/advance`);
    expect(await balanceOf(server, user)).toBe(2000);
    const ended = await server.services.database.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ status: 'canceled', cancel_at_period_end: true });
    expect(await (await fetch(url)).text()).toContain('Ended');
  });

  it("keeps one user's portal from changing another's subscription", async () => {
    const owner = await createTestUser(server);
    await post(`${await startCheckout(server, owner, 'prod_local_starter')}/pay`);
    const sub = await server.services.database.db
      .selectFrom('billing_subscriptions')
      .select('id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const other = await createTestUser(server);
    const { url } = (await (
      await authedFetch(server, other, '/api/billing/portal', { method: 'POST' })
    ).json()) as {
      url: string;
    };
    expect((await post(`${url}/subscriptions/${sub.id}/cancel`)).status).toBe(404);
  });
});
