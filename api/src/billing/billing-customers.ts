/**
 * The user ↔ payment-provider customer link: one customer per user, created at the first checkout
 * (or portal visit) and reused ever after, so every purchase lands on one customer record.
 */
import type { Database } from '../db/database';

/** A user known to the billing provider. */
export type BillingUser = { id: string; email: string };

/** The user's customer id, if one exists. */
export async function findCustomerId(database: Database, userId: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.customer_id;
}

/** The user whose customer this is, if any. */
export async function findUserIdByCustomer(
  database: Database,
  customerId: string,
): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Returns the user's customer id, creating the customer with `create` the first time. Two first
 * checkouts racing both call `create` (Stripe's idempotency key makes that one customer); the first
 * row stored wins and both read it back.
 */
export async function getOrCreateCustomerId(
  database: Database,
  user: BillingUser,
  create: (user: BillingUser) => Promise<string>,
): Promise<string> {
  const existing = await findCustomerId(database, user.id);
  if (existing) return existing;
  const customerId = await create(user);
  await database.db
    .insertInto('billing_customers')
    .values({ user_id: user.id, customer_id: customerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await findCustomerId(database, user.id);
  if (!stored) throw new Error(`billing customer of user ${user.id} was not stored`);
  return stored;
}

/** Where a provider keeps its user ↔ customer link. */
export interface CustomerStore {
  getOrCreate(user: BillingUser, create: (user: BillingUser) => Promise<string>): Promise<string>;
}

/** The `billing_customers` table as a customer store. */
export function databaseCustomerStore(database: Database): CustomerStore {
  return { getOrCreate: (user, create) => getOrCreateCustomerId(database, user, create) };
}
