import { describe, expect, it } from 'vitest';
import { BOUNCE_REPORT_POLL_MS } from '../api/query-client';
import {
  awaitingReviewReportFixture,
  bounceReportFixture,
  duplicateReportFixture,
  failedReportFixture,
  processingReportFixture,
} from './bounce-fixtures';
import { bounceReportsRefetchInterval } from './queries';

describe('bounceReportsRefetchInterval', () => {
  it('polls while a report is processing, and not once all are settled or only waiting for an upload', () => {
    const settled = [
      bounceReportFixture(),
      awaitingReviewReportFixture(),
      duplicateReportFixture(),
      failedReportFixture(),
      // Created but never confirmed: no job will ever change it.
      processingReportFixture({ status: 'pending' }),
    ];
    expect(bounceReportsRefetchInterval(undefined)).toBe(false);
    expect(bounceReportsRefetchInterval([])).toBe(false);
    expect(bounceReportsRefetchInterval(settled)).toBe(false);
    expect(bounceReportsRefetchInterval([...settled, processingReportFixture()])).toBe(BOUNCE_REPORT_POLL_MS);
  });
});
