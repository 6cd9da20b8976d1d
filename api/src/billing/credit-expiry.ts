/**
 * How long bought credits stay spendable: the catalogue's figures (`packages/contract/src/plans.ts`), which the pricing
 * page quotes. Subscription credits roll over monthly for 90 days. Packs are paid up front without a
 * renewal, so they keep a year (the trial grant keeps 30 days, see `users/ensure-user.ts`). Each lot expires on its
 * own date, counted from the moment it is credited.
 */
import { PACK_CREDITS_VALID_DAYS, SUBSCRIPTION_CREDITS_VALID_DAYS } from '@leadproof/contract/plans';

const DAY_MS = 24 * 3600 * 1000;

/** When credits of a plan billed per `period`, credited at `now`, expire. */
export function creditsExpireAt(period: 'month' | 'one-time', now: Date): Date {
  const days = period === 'month' ? SUBSCRIPTION_CREDITS_VALID_DAYS : PACK_CREDITS_VALID_DAYS;
  return new Date(now.getTime() + days * DAY_MS);
}
