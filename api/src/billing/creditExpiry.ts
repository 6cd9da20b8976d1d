/**
 * How long bought credits stay spendable. SPEC §9: subscription credits roll over monthly for 90 days.
 * Packs are paid up front without a renewal, so they keep a year (the trial grant keeps 30 days, see
 * `users/ensureUser.ts`). Each lot expires on its own date, counted from the moment it is credited.
 */
const DAY_MS = 24 * 3600 * 1000;

/** Days a month of subscription credits stays spendable. */
export const SUBSCRIPTION_CREDITS_VALID_DAYS = 90;
/** Days a one-time pack's credits stay spendable. */
export const PACK_CREDITS_VALID_DAYS = 365;

/** When credits of a plan billed per `period`, credited at `now`, expire. */
export function creditsExpireAt(period: 'month' | 'one-time', now: Date): Date {
  const days = period === 'month' ? SUBSCRIPTION_CREDITS_VALID_DAYS : PACK_CREDITS_VALID_DAYS;
  return new Date(now.getTime() + days * DAY_MS);
}
