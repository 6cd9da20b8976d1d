import { orderStatsSchema } from '@leadproof/contract/orders';
import { type VerifyReport, verifyCsv } from '@leadproof/engine';
import { describe, expect, it } from 'vitest';
import { orderStatsFromReport } from './order-stats';

/** The engine's report of `csv`, verified offline (domains unknown, never guessed). */
async function reportOf(csv: string): Promise<VerifyReport> {
  const { results, report } = await verifyCsv(csv, { offline: true });
  for await (const _chunk of results) {
    // The report is complete once the results are read.
  }
  return report;
}

const LEADS = [
  'email,phone,first_name,last_name,company',
  'ada@gmial.com,+14155552671,Ada,Lovelace,Analytical Engines',
  'ada@gmial.com,,Ada,Lovelace,Analytical Engines',
  'grace@hotmial.com,+442071838750,Grace,Hopper,Navy',
  'info@mailinator.com,+14155552672,Alan,Turing,Bletchley',
  'not-an-email,+1 555,Katherine,Johnson,NASA',
  'bob@gmial.com,+14155550199,Bob,Smith,Acme',
  'grace.hopper@navy.mil,+442071838750,Grace,Hopper,US Navy',
].join('\n');

describe('orderStatsFromReport', () => {
  it("fills the report's breakdowns in the contract's shape", async () => {
    const stats = orderStatsFromReport(await reportOf(LEADS));
    expect(orderStatsSchema.parse(stats)).toEqual(stats);
    expect(stats.suggestions).toEqual([
      { from: 'gmial.com', to: 'gmail.com', rows: 3 },
      { from: 'hotmial.com', to: 'hotmail.com', rows: 1 },
    ]);
    // Most rows first; equal counts by code.
    expect(stats.emailReasons?.find((r) => r.code === 'typo')).toEqual({ code: 'typo', rows: 4 });
    expect(stats.emailReasons?.map((r) => r.code)).toEqual(
      expect.arrayContaining(['syntax', 'role_account']),
    );
    const counts = stats.emailReasons?.map((r) => r.rows) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stats.duplicateReasons).toEqual({ sameEmail: 1, samePhone: 1, similarName: 0 });
    expect(stats.duplicates).toBe(2);
    expect(stats.scoreHistogram).toHaveLength(10);
    expect(stats.scoreHistogram?.reduce((sum, bucket) => sum + bucket.rows, 0)).toBe(7);
    expect(stats.phoneReasons).toEqual([{ code: 'too_short', rows: 1 }]);
    const typed = stats.phoneTypes?.reduce((sum, type) => sum + type.rows, 0);
    expect(typed).toBe(stats.phones.valid);
  });

  it('lists counts most rows first, at most ten, and groups fuzzy duplicates as similar names', async () => {
    const report = await reportOf(LEADS);
    const reasons = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`code_${i}`, i + 1]));
    const stats = orderStatsFromReport({
      ...report,
      email: { ...report.email, reasons },
      duplicates: {
        ...report.duplicates,
        reasons: { same_email: 2, 'similar_name+company': 3, 'similar_name+domain+city': 1 },
      },
    });
    expect(stats.emailReasons).toHaveLength(10);
    expect(stats.emailReasons?.[0]).toEqual({ code: 'code_11', rows: 12 });
    expect(stats.duplicateReasons).toEqual({ sameEmail: 2, samePhone: 0, similarName: 4 });
  });

  it('reads a report stored before suggestions were counted', async () => {
    const { suggestions: _gone, ...email } = (await reportOf(LEADS)).email;
    const report = { ...(await reportOf(LEADS)), email } as unknown as VerifyReport;
    expect(orderStatsFromReport(report).suggestions).toEqual([]);
  });
});
