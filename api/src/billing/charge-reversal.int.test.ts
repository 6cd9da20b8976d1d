// Refunds and disputes as Stripe really delivers them: before the purchase they reverse, several at once, and after
// the credits they bought expired (docs/security.md, "Money").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localId } from '../embedded/billing/local-ids';
import {
  balanceOf,
  customerIdOf,
  eventOf,
  packCheckoutSession,
  sendWebhook,
  startCheckout,
} from '../testing/billing-test-kit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';

describe.each(databaseKinds)('charge reversals on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '0' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** A user, and the events of their 1,000-credit pack purchase and of refunds of it. */
  async function packBuyer() {
    const user: TestUser = await createTestUser(server);
    await startCheckout(server, user, 'prod_local_starter');
    const customerId = await customerIdOf(server, user);
    const paymentIntentId = localId('pi');
    const chargeId = localId('ch');
    const purchase = eventOf(
      'checkout.session.completed',
      packCheckoutSession(server, user, customerId, paymentIntentId),
    );
    const refund = (refundedCents: number) =>
      eventOf('charge.refunded', {
        id: chargeId,
        object: 'charge',
        amount: 49_900,
        amount_refunded: refundedCents,
        customer: customerId,
        payment_intent: paymentIntentId,
      });
    return { user, purchase, refund };
  }

  it('answers 503 to a refund that arrives before its purchase, and applies it when Stripe delivers it again', async () => {
    const { user, purchase, refund } = await packBuyer();
    const early = refund(49_900);
    const first = await sendWebhook(server, early);
    expect(first.status).toBe(503);
    expect(await sendWebhook(server, purchase).then((r) => r.status)).toBe(200);
    expect(await balanceOf(server, user)).toBe(1000);
    const again = await sendWebhook(server, early);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'taken_back' });
    expect(await balanceOf(server, user)).toBe(0);
  });

  it('takes back the payment once when a partial and a full refund arrive at the same time', async () => {
    const buyers = await Promise.all([packBuyer(), packBuyer(), packBuyer()]);
    for (const { purchase } of buyers) await sendWebhook(server, purchase);
    await Promise.all(
      buyers.flatMap(({ refund }) => [
        sendWebhook(server, refund(24_950)),
        sendWebhook(server, refund(49_900)),
      ]),
    );
    for (const { user } of buyers) expect(await balanceOf(server, user)).toBe(0);
  });

  it('does not take back credits of the payment that already expired', async () => {
    const { user, purchase, refund } = await packBuyer();
    await sendWebhook(server, purchase);
    const { database, creditLedger } = server.services;
    await database.db
      .updateTable('credit_lots')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    await creditLedger.expireAll();
    expect(await balanceOf(server, user)).toBe(0);
    const refunded = await sendWebhook(server, refund(49_900));
    expect(await refunded.json()).toMatchObject({ outcome: 'nothing_to_take_back' });
    expect(await balanceOf(server, user)).toBe(0);
  });

  it('takes back only the unexpired part when the refund comes before the expiry job ran', async () => {
    const { user, purchase, refund } = await packBuyer();
    await sendWebhook(server, purchase);
    const { database } = server.services;
    await database.db
      .updateTable('credit_lots')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    await sendWebhook(server, refund(49_900));
    expect(await balanceOf(server, user)).toBe(0);
  });
});
