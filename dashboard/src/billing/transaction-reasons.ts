/**
 * What each ledger reason (`credit_transactions.reason`) is called on the billing page, so a customer reads
 * "Real-time check" rather than `realtime`.
 */
const reasonLabels: Readonly<Record<string, string>> = {
  grant: 'Free credits',
  purchase: 'Purchase',
  refund: 'Refund',
  order: 'Order',
  expiry: 'Expired',
  adjustment: 'Adjustment',
  realtime: 'Real-time check',
};

/** A reason as words: its label, or for a reason added later, the code with its underscores as spaces. */
export function transactionReasonLabel(reason: string): string {
  const label = reasonLabels[reason];
  if (label) return label;
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
