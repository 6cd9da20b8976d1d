import type { BounceReport } from '@leadproof/contract/bounce-reports';

// Bounce reports as the API returns them, for the page's tests and the stories.

const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour, 0)).toISOString();

/** A processed report: a Mailchimp export of 12 bounces, 3 refunded across an order and the real-time checks. */
export function bounceReportFixture(overrides: Partial<BounceReport> = {}): BounceReport {
  return {
    id: 'b0a1c2d3-0000-4000-8000-000000000001',
    status: 'completed',
    fileName: 'spring-campaign-bounces.csv',
    format: 'mailchimp_bounced',
    statusMessage: null,
    duplicateOf: null,
    rowsRead: 14,
    bounces: { hard: 7, soft: 3, unknown: 2 },
    matched: [
      {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
        validHardBounces: 2,
        refundable: 2,
        chargedRows: 480,
      },
      { orderId: null, validHardBounces: 1, refundable: 1, chargedRows: 60 },
    ],
    refundedCredits: 3,
    refundableCredits: 3,
    reviewCap: 27,
    notRefundable: [
      {
        reason: 'soft_bounce',
        addresses: 3,
        message:
          '3 soft bounces (mailbox full, greylisted, throttled or blocked by policy): the mailbox may still exist.',
      },
      {
        reason: 'unknown_bounce',
        addresses: 2,
        message: '2 bounces whose bounce says too little to tell a missing mailbox from a passing failure.',
      },
      {
        reason: 'called_risky',
        addresses: 2,
        message:
          '2 hard-bounced addresses we called risky (for example catch-all), which the guarantee does not cover.',
      },
      {
        reason: 'not_checked',
        addresses: 2,
        message:
          '2 hard-bounced addresses that none of your orders or real-time checks of the last 60 days called valid.',
      },
    ],
    createdAt: at(9),
    completedAt: at(9),
    ...overrides,
  };
}

/** A report whose job has not run yet: no figures. */
export function processingReportFixture(overrides: Partial<BounceReport> = {}): BounceReport {
  return bounceReportFixture({
    id: 'b0a1c2d3-0000-4000-8000-000000000002',
    status: 'processing',
    fileName: 'sendgrid-bounces.csv',
    format: null,
    rowsRead: null,
    bounces: null,
    matched: [],
    refundedCredits: 0,
    refundableCredits: 0,
    reviewCap: 0,
    notRefundable: [],
    createdAt: at(10),
    completedAt: null,
    ...overrides,
  });
}

/** A report asking more than its order's room (5 % of its charged rows) back: it waits for the operator. */
export function awaitingReviewReportFixture(): BounceReport {
  return bounceReportFixture({
    id: 'b0a1c2d3-0000-4000-8000-000000000003',
    status: 'awaiting_review',
    fileName: 'all-contacts-bounced.csv',
    format: 'generic',
    statusMessage:
      '40 credits for order a1b2c3d4 are more than 5 % of its 100 charged rows (5), so an operator reviews this report before anything is given back.',
    rowsRead: 40,
    bounces: { hard: 40, soft: 0, unknown: 0 },
    matched: [
      {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
        validHardBounces: 40,
        refundable: 40,
        chargedRows: 100,
      },
    ],
    refundedCredits: 0,
    refundableCredits: 40,
    reviewCap: 5,
    notRefundable: [],
    completedAt: null,
  });
}

/** The same file uploaded again: nothing changes. */
export function duplicateReportFixture(): BounceReport {
  return processingReportFixture({
    id: 'b0a1c2d3-0000-4000-8000-000000000004',
    status: 'duplicate',
    fileName: 'spring-campaign-bounces.csv',
    statusMessage: 'This file was reported before; its bounces were counted then, so nothing changed.',
    duplicateOf: 'b0a1c2d3-0000-4000-8000-000000000001',
    completedAt: at(11),
    createdAt: at(11),
  });
}

/** A file that could not be read as a bounce log. */
export function failedReportFixture(): BounceReport {
  return processingReportFixture({
    id: 'b0a1c2d3-0000-4000-8000-000000000005',
    status: 'failed',
    fileName: 'contacts.csv',
    statusMessage:
      'No e-mail column found. Upload the bounce export of your campaign: it needs a column of e-mail addresses.',
    completedAt: at(12),
    createdAt: at(12),
  });
}
