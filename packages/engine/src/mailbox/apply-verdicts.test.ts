import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLeads } from '../../bench/generate-leads';
import { CHECKED_AT, engineResults, MAILBOX_VERDICTS } from '../../test/mailbox-results';
import type { EmailReason, EmailStatus } from '../email/verify-email';
import type { PhoneStatus } from '../phone/verify-phone';
import { hasDefinitiveCheck } from '../report/definitive-check';
import type { VerifyReport } from '../report/report';
import { scoreBucket, scoreSummary } from '../report/score-summary';
import { OUTPUT_COLUMNS } from '../verify/output-columns';
import { verifyCsvFileHere } from '../verify-csv-file';
import { applyMailboxVerdicts } from './apply-verdicts';
import type { MailboxVerdict } from './mailbox-verdict';
import { listProbeTargets } from './probe-targets';

const REWRITTEN = [
  'lp_email_status',
  'lp_email_reason',
  'lp_score',
  'lp_score_reasons',
  'lp_email_smtp',
  'lp_email_mx',
  'lp_email_checked_at',
];

let dir: string;
let resultsPath: string;
let results: string;
let report: VerifyReport;

/** Header and data rows of a results file, as cells. */
function parse(text: string): { header: string[]; rows: string[][] } {
  const rows = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), {
    newline: text.includes('\r\n') ? '\r\n' : '\n',
  }).data.filter((row) => row.length > 1);
  return { header: rows[0]!, rows: rows.slice(1) };
}

/** Output cells of each row by name (the last columns). */
function records(text: string): Record<string, string>[] {
  const { rows } = parse(text);
  return rows.map((row) =>
    Object.fromEntries(OUTPUT_COLUMNS.map((name, i) => [name, row[row.length - OUTPUT_COLUMNS.length + i]!])),
  );
}

/** What the report counts, recounted from a results file's text. */
function tallyOf(text: string) {
  const status: Record<EmailStatus, number> = { valid: 0, risky: 0, unknown: 0, invalid: 0, missing: 0 };
  const reasons: Partial<Record<EmailReason, number>> = {};
  const histogram = Array.from({ length: 10 }, () => 0);
  let sum = 0;
  let billable = 0;
  let unverifiable = 0;
  const rows = records(text);
  for (const row of rows) {
    status[row.lp_email_status as EmailStatus]++;
    for (const code of row.lp_email_reason!.split(';').filter(Boolean))
      reasons[code as EmailReason] = (reasons[code as EmailReason] ?? 0) + 1;
    const score = Number(row.lp_score);
    histogram[scoreBucket(score)]!++;
    sum += score;
    if (row.lp_duplicate_of) continue;
    if (hasDefinitiveCheck(row.lp_email_status as EmailStatus, row.lp_phone_status as PhoneStatus))
      billable++;
    else unverifiable++;
  }
  return {
    status,
    reasons,
    score: scoreSummary(histogram, sum, rows.length),
    billing: { billable, duplicates: rows.length - billable - unverifiable, unverifiable },
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-mailbox-'));
  ({ text: results, report } = await engineResults());
  resultsPath = join(dir, 'results.csv');
  await writeFile(resultsPath, results);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the engine run', () => {
  it('writes the evidence columns empty and reports the mailbox check as not run', () => {
    for (const row of records(results)) {
      expect(row).toMatchObject({ lp_email_smtp: '', lp_email_mx: '', lp_email_checked_at: '' });
    }
    expect(report.mailbox).toEqual({
      checked: false,
      addresses: 0,
      valid: 0,
      invalid: 0,
      risky: 0,
      unknown: 0,
      catchAllDomains: 0,
      retried: 0,
      outage: false,
    });
  });
});

describe('applyMailboxVerdicts', () => {
  const apply = async (
    name: string,
    verdictOf: (address: string) => MailboxVerdict | undefined,
    outage = false,
  ) => {
    const out = join(dir, name);
    const updated = await applyMailboxVerdicts(resultsPath, out, report, {
      verdictOf,
      checked: true,
      outage,
      retriedAddresses: 2,
    });
    return { text: await readFile(out, 'utf8'), updated };
  };

  it('rewrites the status, reasons, score and evidence of the rows with a verdict', async () => {
    const asked: string[] = [];
    const { text } = await apply('applied.csv', (address) => {
      asked.push(address);
      return MAILBOX_VERDICTS[address];
    });
    expect(new Set(asked)).toEqual(new Set(await listProbeTargets(resultsPath)));
    const before = records(results);
    const after = records(text);
    expect(after.map((row) => [row.lp_email_status, row.lp_email_reason])).toEqual([
      ['valid', ''],
      ['invalid', 'mailbox_not_found'],
      ['risky', 'catch_all'],
      ['unknown', 'greylisted'],
      ['unknown', 'smtp_blocked'],
      ['risky', 'role_account'],
      ['valid', ''],
      ['invalid', 'syntax'],
      ['invalid', 'no_mx'],
      [before[9]!.lp_email_status, before[9]!.lp_email_reason],
      ['unknown', 'dns_unavailable;smtp_unavailable'],
    ]);
    expect(before[9]).toEqual(after[9]);
    expect(after[1]).toMatchObject({
      lp_email_smtp: '550 5.1.1 User unknown',
      lp_email_mx: 'mx.acme.com',
      lp_email_checked_at: CHECKED_AT,
      lp_score_reasons: 'full_name:+8',
    });
    expect(after[2]!.lp_score_reasons).toContain('email_catch_all:+12');
    expect(after[3]!.lp_score_reasons).toContain('email_unverified:+22');
    expect(after[4]!.lp_score_reasons).toContain('email_unverified:+22');
    // An address that was valid and stays valid keeps the score the engine gave it.
    expect(after[0]!.lp_score).toBe(before[0]!.lp_score);
    expect(after[0]!.lp_score_reasons).toBe(before[0]!.lp_score_reasons);
    expect(Number(after[1]!.lp_score)).toBeLessThan(Number(before[1]!.lp_score));
    // The evidence stays empty where nothing was probed.
    for (const i of [7, 8, 9]) expect(after[i]).toMatchObject({ lp_email_smtp: '', lp_email_checked_at: '' });
  });

  it('keeps every other cell byte for byte: guarded, multi-line and quoted cells, the BOM and CRLF', async () => {
    const { text } = await apply('bytes.csv', (address) => MAILBOX_VERDICTS[address]);
    expect(text.startsWith('\ufeffName,Email,Phone,Note,lp_email_status,lp_row,')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(results.split('\r\n').length);
    for (const raw of [`''=1+1,invalid,`, `'=cmd,,`, '"multi\nline ""quoted"", with a comma",x,']) {
      expect(results).toContain(raw);
      expect(text).toContain(raw);
    }
    const before = parse(results);
    const after = parse(text);
    expect(after.header).toEqual(before.header);
    const rewritten = new Set(REWRITTEN.map((name) => before.header.lastIndexOf(name)));
    after.rows.forEach((row, r) => {
      row.forEach((cell, i) => {
        if (!rewritten.has(i)) expect(cell).toBe(before.rows[r]![i]);
      });
    });
  });

  it('re-emits a file byte-identical when no address has a verdict', async () => {
    const { text, updated } = await apply('none.csv', () => undefined);
    expect(text).toBe(results);
    expect(updated.email).toEqual(report.email);
    expect(updated.score).toEqual(report.score);
    expect(updated.billing).toEqual(report.billing);
  });

  it('round-trips the 1 MB benchmark file (messy cells, many batches) and tallies it like the engine', async () => {
    const input = join(dir, 'leads-1mb.csv');
    await generateLeads(input, 1024 * 1024);
    const bench = join(dir, 'bench-results.csv');
    const benchReport = await verifyCsvFileHere(input, bench, { offline: true });
    const same = join(dir, 'bench-same.csv');
    const unchanged = await applyMailboxVerdicts(bench, same, benchReport, {
      verdictOf: () => undefined,
      checked: true,
      outage: false,
    });
    expect((await readFile(same)).equals(await readFile(bench))).toBe(true);
    expect(unchanged.email).toEqual(benchReport.email);
    expect(unchanged.score).toEqual(benchReport.score);
    expect(unchanged.billing).toEqual(benchReport.billing);

    // Every third address gets a verdict; the tally of the output still matches the report.
    let n = 0;
    const kinds = Object.values(MAILBOX_VERDICTS);
    const out = join(dir, 'bench-applied.csv');
    const updated = await applyMailboxVerdicts(bench, out, benchReport, {
      verdictOf: () => (n++ % 3 === 0 ? kinds[n % kinds.length] : undefined),
      checked: true,
      outage: false,
    });
    const fresh = tallyOf(await readFile(out, 'utf8'));
    expect(updated.email.status).toEqual(fresh.status);
    expect(updated.email.reasons).toEqual(fresh.reasons);
    expect(updated.score).toEqual(fresh.score);
    expect(updated.billing).toEqual(fresh.billing);
    expect(updated.mailbox.addresses).toBeGreaterThan(100);
  }, 60_000);

  it('keeps LF line endings and no BOM', async () => {
    const lf = join(dir, 'results-lf.csv');
    const plain = results.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
    await writeFile(lf, plain);
    const out = join(dir, 'applied-lf.csv');
    await applyMailboxVerdicts(lf, out, report, { verdictOf: () => undefined, checked: true, outage: false });
    expect(await readFile(out, 'utf8')).toBe(plain);
  });

  it('returns a report whose counts equal a fresh tally of the output', async () => {
    const { text, updated } = await apply('report.csv', (address) => MAILBOX_VERDICTS[address]);
    const fresh = tallyOf(text);
    expect(updated.email.status).toEqual(fresh.status);
    expect(updated.email.reasons).toEqual(fresh.reasons);
    expect(updated.score).toEqual(fresh.score);
    expect(updated.billing).toEqual(fresh.billing);
    expect(updated.billing.duplicates).toBe(report.billing.duplicates);
    // Greylisted Dee, with no phone, is no longer verified; Eve's valid phone keeps her billable.
    expect(updated.billing.billable).toBe(report.billing.billable - 1);
    expect(updated.mailbox).toEqual({
      checked: true,
      addresses: 7,
      valid: 2,
      invalid: 1,
      risky: 1,
      unknown: 3,
      catchAllDomains: 1,
      retried: 2,
      outage: false,
    });
    const { email, billing, score, mailbox, ...rest } = updated;
    const { email: _e, billing: _b, score: _s, mailbox: _m, ...restBefore } = report;
    expect(rest).toEqual(restBefore);
    expect(updated.email.domains).toBe(report.email.domains);
  });

  it("counts the mailbox check's reasons among the e-mail reasons and keeps the suggestions", async () => {
    const { updated } = await apply('reasons.csv', (address) => MAILBOX_VERDICTS[address]);
    // Bob's mailbox was not found and Cy's domain takes every mailbox: the order report shows both.
    expect(updated.email.reasons.mailbox_not_found).toBe(1);
    expect(updated.email.reasons.catch_all).toBeGreaterThanOrEqual(1);
    expect(report.email.reasons.mailbox_not_found).toBeUndefined();
    expect(updated.email.suggestions).toEqual(report.email.suggestions);
  });

  it('warns about an SMTP outage', async () => {
    const { updated } = await apply('outage.csv', (address) => MAILBOX_VERDICTS[address], true);
    expect(updated.mailbox.outage).toBe(true);
    expect(updated.warnings.total).toBe(report.warnings.total + 1);
    expect(updated.warnings.byCode.smtp_outage).toBe(1);
    expect(updated.warnings.items.at(-1)).toEqual({
      code: 'smtp_outage',
      message:
        'Outbound SMTP (port 25) appeared blocked through every retry, so the mailbox check could not ask about some addresses: they are unknown (smtp_unavailable).',
    });
  });

  it('only copies the file when the check did not run', async () => {
    const out = join(dir, 'copied.csv');
    const updated = await applyMailboxVerdicts(resultsPath, out, report, {
      verdictOf: (address) => MAILBOX_VERDICTS[address],
      checked: false,
      outage: false,
    });
    expect(await readFile(out, 'utf8')).toBe(results);
    expect(updated).toEqual(report);
  });

  it('refuses to write over the file it reads', async () => {
    await expect(
      applyMailboxVerdicts(resultsPath, resultsPath, report, {
        verdictOf: () => undefined,
        checked: true,
        outage: false,
      }),
    ).rejects.toThrow(/other than the results file/);
  });
});
