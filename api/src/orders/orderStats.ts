import type { VerifyReport } from '@leadproof/engine';
import type { OrderStats } from '@leadproof/sdk';

/** The engine report's counts in the contract's `stats` shape. */
export function orderStatsFromReport(report: VerifyReport): OrderStats {
  const e = report.email.status;
  const p = report.phone.status;
  return {
    emails: {
      valid: e.valid ?? 0,
      invalid: e.invalid ?? 0,
      risky: e.risky ?? 0,
      unknown: e.unknown ?? 0,
      missing: e.missing ?? 0,
    },
    phones: { valid: p.valid ?? 0, invalid: p.invalid ?? 0, missing: p.missing ?? 0 },
    duplicates: report.duplicates.rows,
    meanScore: report.rows > 0 ? Math.round(report.score.mean * 10) / 10 : null,
  };
}
