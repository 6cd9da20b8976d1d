import type { Order } from '@leadproof/contract/orders';
import { describe, expect, it } from 'vitest';
import { describeBilling, describeFiles, describeMeasuredAccuracy, describeOrder } from './orders-show';

const order: Order = {
  id: '1a2b3c4d-0000-4000-8000-000000000000',
  type: 'upload_csv',
  status: 'completed',
  createdAt: '2026-11-24T10:00:00.000Z',
  rowCount: 100,
  creditsUsed: 85,
  resultFilePath: 'u/o/results.csv',
  billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
};

describe('orders show name', () => {
  it('names an upload by its file, a lead purchase by its profile, and leaves the line out for neither', () => {
    const text = (shown: Order) => describeOrder(shown).join('\n');
    expect(text({ ...order, fileName: 'acme-leads.csv' })).toMatch(/^Name:\s+acme-leads\.csv$/m);
    const leadRequest = {
      source: 'icp',
      count: 200,
      icp: { industries: ['Software', 'Fintech', 'Retail'], countries: ['US'] },
    } as Order['leadRequest'];
    expect(text({ ...order, type: 'buy_leads', fileName: null, leadRequest })).toMatch(
      /^Name:\s+200 leads · Software, Fintech \+1 · US$/m,
    );
    expect(text(order)).not.toMatch(/^Name:/m);
  });

  it('names the sheet of a workbook upload verified, and no sheet otherwise', () => {
    const text = (shown: Order) => describeOrder(shown).join('\n');
    expect(text({ ...order, fileName: 'book.xlsx', sheet: 'Q3 leads' })).toMatch(/^Sheet:\s+Q3 leads$/m);
    expect(text({ ...order, sheet: null })).not.toMatch(/^Sheet:/m);
  });
});

describe('orders show billing', () => {
  it('itemises a settled order: held, charged, refunded and why', () => {
    expect(describeBilling(order.billing!)).toBe(
      '100 held for 100 rows, 85 charged, 15 refunded (10 duplicates, 5 unverifiable not charged)',
    );
    expect(describeOrder(order).join('\n')).toMatch(/Billing:\s+100 held for 100 rows, 85 charged/);
  });

  it('says a running order is settled when it ends', () => {
    expect(
      describeBilling({
        rowsCounted: 7,
        held: 7,
        duplicates: null,
        unverifiable: null,
        charged: null,
        refunded: null,
      }),
    ).toBe('7 held for 7 rows; settled when the order ends');
  });

  it('prints no billing line for an order without a receipt', () => {
    expect(describeOrder({ ...order, billing: undefined }).join('\n')).not.toMatch(/Billing:/);
  });
});

describe('orders show mailbox check', () => {
  it('shows the probe step of a running order: addresses answered and the wait for greylisted ones', () => {
    const running: Order = {
      ...order,
      status: 'in_progress',
      progress: {
        rowsProcessed: 100,
        rowsTotal: 100,
        phase: 'probing',
        mailbox: {
          addressesChecked: 80,
          addressesTotal: 90,
          waitingForRetry: true,
          retryAt: '2026-11-25T10:05:00.000Z',
        },
      },
    };
    expect(describeOrder(running).join('\n')).toMatch(
      /Progress:\s+100 \/ 100 rows; mailbox check: 80 \/ 90 addresses, waiting to retry greylisted addresses at /,
    );
  });

  it('gives the verdicts of a completed order, or why the check did not run', () => {
    const mailbox = {
      checked: true,
      addresses: 90,
      valid: 70,
      invalid: 10,
      risky: 6,
      unknown: 4,
      catchAllDomains: 2,
      retried: 3,
      outage: false,
      note: null,
    };
    const stats = {
      emails: { valid: 70, invalid: 20, risky: 6, unknown: 4, missing: 0 },
      phones: { valid: 0, invalid: 0, missing: 100 },
      duplicates: 0,
      meanScore: 40,
      mailbox,
    };
    expect(describeOrder({ ...order, stats }).join('\n')).toMatch(
      /Mailboxes:\s+90 addresses: 70 valid, 6 risky, 10 invalid, 4 unknown; 2 catch-all domains/,
    );
    const off = { ...mailbox, checked: false, note: 'The mailbox check did not run for this order.' };
    expect(describeOrder({ ...order, stats: { ...stats, mailbox: off } }).join('\n')).toMatch(
      /Mailboxes:\s+The mailbox check did not run for this order\./,
    );
  });
});

describe('orders show report', () => {
  const stats = {
    emails: { valid: 70, invalid: 20, risky: 6, unknown: 4, missing: 0 },
    phones: { valid: 60, invalid: 5, missing: 35 },
    duplicates: 12,
    meanScore: 48.5,
    phoneTypes: [
      { code: 'mobile', rows: 40 },
      { code: 'fixed_line', rows: 20 },
    ],
    emailReasons: [
      { code: 'free_provider', rows: 30 },
      { code: 'mailbox_not_found', rows: 9 },
      { code: 'catch_all', rows: 6 },
      { code: 'typo', rows: 4 },
      { code: 'role_account', rows: 3 },
      { code: 'syntax', rows: 2 },
    ],
    phoneReasons: [{ code: 'too_short', rows: 5 }],
    duplicateReasons: { sameEmail: 8, samePhone: 3, similarName: 1 },
    scoreHistogram: [5, 5, 10, 10, 20, 20, 10, 10, 5, 5].map((rows, i) => ({
      from: i * 10,
      to: i === 9 ? 100 : i * 10 + 9,
      rows,
    })),
    suggestions: [{ from: 'gmial.com', to: 'gmail.com', rows: 4 }],
  };

  it('prints the breakdowns compactly, in the label column of the other lines', () => {
    const lines = describeOrder({ ...order, stats });
    // Every label fits the width 'Credits used:' sets, so values start in one column (two spaces after it).
    for (const line of lines) expect(line.slice(13, 15)).toBe('  ');
    const text = lines.join('\n');
    expect(text).toContain('Duplicates:    12 (8 same e-mail, 3 same phone, 1 similar name)');
    expect(text).toContain('Line types:    mobile 40, fixed_line 20');
    expect(text).toContain('Phone issues:  too_short 5');
    expect(text).toContain(
      'Top reasons:   free_provider 30, mailbox_not_found 9, catch_all 6, typo 4, role_account 3, +1 more',
    );
    expect(text).toContain('Corrections:   gmial.com → gmail.com 4');
    expect(text).toContain(
      'Scores:        0+ 5, 10+ 5, 20+ 10, 30+ 10, 40+ 20, 50+ 20, 60+ 10, 70+ 10, 80+ 5, 90+ 5',
    );
  });

  it('prints only the counts of an order completed before the breakdowns existed', () => {
    const { emails, phones, duplicates, meanScore } = stats;
    const text = describeOrder({ ...order, stats: { emails, phones, duplicates, meanScore } }).join('\n');
    expect(text).toContain('Duplicates:    12');
    expect(text).not.toMatch(/Line types:|Top reasons:|Scores:/);
  });
});

describe('orders show files', () => {
  it('says when the file retention deletes the files, and how to delete them now', () => {
    const text = describeOrder({ ...order, filesDeletedAt: null, filesDeleteAt: '2026-12-24T10:00:00.000Z' });
    expect(text.join('\n')).toMatch(
      /Files:\s+kept until 2026-12-24 10:00 UTC; `leadproof orders delete-files 1a2b3c4d` deletes them now/,
    );
    expect(describeFiles({ ...order, filesDeletedAt: null, filesDeleteAt: null })).toMatch(
      /^kept until you delete them; /,
    );
  });

  it('says when they were deleted, and that the results cannot be downloaded', () => {
    const text = describeOrder({ ...order, filesDeletedAt: '2026-12-24T10:30:00.000Z', filesDeleteAt: null });
    expect(text.join('\n')).toMatch(/Files:\s+deleted 2026-12-24 10:30 UTC/);
    expect(text.join('\n')).toMatch(/Results:\s+files deleted/);
  });

  it('says nothing about the files of an open order', () => {
    expect(describeFiles({ ...order, status: 'in_progress' })).toBeUndefined();
    expect(describeOrder({ ...order, status: 'in_progress' }).join('\n')).not.toMatch(/Files:/);
  });
});

describe('orders show measured accuracy', () => {
  const measured = (validAddresses: number, reportedHardBounces: number) => ({
    validAddresses,
    reportedHardBounces,
    accuracy: 1 - reportedHardBounces / validAddresses,
    measuredAt: '2026-12-01T09:00:00.000Z',
  });

  it('gives the measured accuracy with the counts it rests on, once a bounce report touched the order', () => {
    const text = describeOrder({ ...order, measuredAccuracy: measured(195, 5) }).join('\n');
    expect(text).toMatch(/^Accuracy:\s+97\.4% \(valid addresses: 195; reported hard bounces: 5\)$/m);
  });

  it('never rounds a reported bounce away, nor every address', () => {
    expect(describeMeasuredAccuracy(measured(20_000, 1))).toBe(
      '>99.9% (valid addresses: 20,000; reported hard bounces: 1)',
    );
    expect(describeMeasuredAccuracy(measured(20_000, 19_999))).toMatch(/^<0\.1% /);
    expect(describeMeasuredAccuracy(measured(4, 4))).toMatch(/^0\.0% /);
    expect(describeMeasuredAccuracy(measured(4, 0))).toMatch(/^100\.0% /);
  });

  it('prints no accuracy line before a report touched the order', () => {
    expect(describeOrder({ ...order, measuredAccuracy: null }).join('\n')).not.toMatch(/Accuracy:/);
    expect(describeOrder(order).join('\n')).not.toMatch(/Accuracy:/);
  });
});
