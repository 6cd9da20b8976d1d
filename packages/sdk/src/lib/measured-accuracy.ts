import type { OrderMeasuredAccuracy } from '@leadproof/contract/order-report';

/**
 * An order's measured accuracy as a percentage with one decimal that never rounds a bounce away: 99.95 % is
 * `>99.9%`, not 100 %, and 0.04 % of 2,500 addresses is `<0.1%`, not 0 %.
 */
export function formatMeasuredAccuracy(
  measured: Pick<OrderMeasuredAccuracy, 'accuracy' | 'validAddresses' | 'reportedHardBounces'>,
): string {
  const percent = measured.accuracy * 100;
  if (measured.reportedHardBounces > 0 && percent > 99.9) return '>99.9%';
  if (measured.reportedHardBounces < measured.validAddresses && percent < 0.1) return '<0.1%';
  return `${percent.toFixed(1)}%`;
}
