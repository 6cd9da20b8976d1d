import { orderFixture } from '../testing/fake-api';
import type { MeasuredOrder } from './measured-orders';

/** A completed order bounce reports measured: `valid` addresses it called valid, `bounced` of them hard-bounced. */
export function measuredOrderFixture(
  index: number,
  valid: number,
  bounced: number,
  fileName = `campaign-${index}.csv`,
): MeasuredOrder {
  const day = String(index + 1).padStart(2, '0');
  return orderFixture({
    id: `a1b2c3d4-0000-4000-8000-0000000000${day}`,
    fileName,
    createdAt: `2026-10-${day}T09:00:00.000Z`,
    measuredAccuracy: {
      validAddresses: valid,
      reportedHardBounces: bounced,
      accuracy: 1 - bounced / valid,
      measuredAt: `2026-11-${day}T09:00:00.000Z`,
    },
  }) as MeasuredOrder;
}

/** Five measured campaigns, oldest first, the accuracy improving. */
export function accuracyTrendFixture(): MeasuredOrder[] {
  return [
    measuredOrderFixture(0, 200, 12),
    measuredOrderFixture(1, 1_200, 40),
    measuredOrderFixture(2, 480, 9),
    measuredOrderFixture(3, 2_000, 1),
    measuredOrderFixture(4, 195, 5),
  ];
}
