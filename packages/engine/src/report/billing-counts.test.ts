// An order is charged for the report's billable rows: duplicates and rows no check could decide are not billed.
import { describe, expect, it } from 'vitest';
import { verifyCsv } from '../verify-csv';

async function reportOf(csv: string) {
  const { results, report } = await verifyCsv(csv, { offline: true, country: 'US' });
  for await (const _chunk of results);
  return report;
}

describe('report.billing', () => {
  it('counts billable, duplicate and unverifiable rows, summing to the rows', async () => {
    const rows = [
      'email,phone,first_name,last_name',
      // Definitive: a valid phone; an invalid e-mail; an invalid phone.
      'ann@example.com,+1 415 555 0100,Ann,Archer',
      'not-an-address,,Bob,Baker',
      ',12,Cy,Cole',
      // An exact duplicate of the first row.
      'ann@example.com,+1 415 555 0100,Ann,Archer',
      // Offline, a well-formed address is unknown and a missing phone is missing: nothing decided.
      'dee@example.org,,Dee,Dunn',
      ',,Eve,Eder',
    ];
    const report = await reportOf(rows.join('\n'));
    expect(report.rows).toBe(6);
    expect(report.billing).toEqual({ billable: 3, duplicates: 1, unverifiable: 2 });
    expect(report.billing.duplicates).toBe(report.duplicates.rows);
  });

  it('bills every row of a file without duplicates or undecided checks', async () => {
    const rows = ['phone', ...Array.from({ length: 20 }, (_, i) => `+1 415 555 ${String(1000 + i)}`)];
    expect((await reportOf(rows.join('\n'))).billing).toEqual({
      billable: 20,
      duplicates: 0,
      unverifiable: 0,
    });
  });
});
