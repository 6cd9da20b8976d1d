/** Credit amounts carry two decimals (1.5 credits per sourced row); arithmetic happens in whole cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
