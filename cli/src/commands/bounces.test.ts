import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { describe, expect, it } from 'vitest';
import { describeBounceReport } from './bounces';

const report: BounceReport = {
  id: '5e6f7a8b-0000-4000-8000-000000000000',
  status: 'completed',
  fileName: 'bounces.csv',
  format: 'sendgrid',
  statusMessage: null,
  duplicateOf: null,
  rowsRead: 12,
  bounces: { hard: 9, soft: 3, unknown: 0 },
  matched: [],
  refundedCredits: 5,
  refundableCredits: 5,
  reviewCap: 10,
  notRefundable: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  completedAt: '2026-11-24T10:00:05.000Z',
  fileDeletedAt: null,
};

describe('bounces show file', () => {
  it('says when the file retention deleted the bounce log, and nothing while it is kept', () => {
    const deleted = describeBounceReport({ ...report, fileDeletedAt: '2026-12-24T10:30:00.000Z' });
    expect(deleted.at(-1)).toBe(
      'File deleted 2026-12-24 10:30 UTC by the file retention; the report is kept.',
    );
    expect(describeBounceReport(report).join('\n')).not.toMatch(/File deleted/);
  });
});
