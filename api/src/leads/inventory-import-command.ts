/**
 * `leadproof-api inventory import FILE.csv`: the operator's way to add real leads. Verifies every row
 * through the engine, keeps the usable ones, and prints what it skipped and why.
 */
import { stat } from 'node:fs/promises';
import type { Config } from '../config/config';
import { engineEmailOptions } from '../config/engine-email-options';
import { migrate } from '../db/migrate';
import { acquireDataDirLock } from '../lifecycle/data-dir-lock';
import { openDatabase } from '../open-database';
import type { SkipReason } from './assess-lead';
import { type ImportReport, importLeads } from './import-leads';

/** A mistake in how the command was called or what it was given; the message says what to do. */
export class InventoryCommandError extends Error {
  override name = 'InventoryCommandError';
}

export const INVENTORY_USAGE = 'Usage: leadproof-api inventory import FILE.csv';

/** What each skip reason means, for the operator. */
const REASONS: Record<SkipReason, string> = {
  email_missing: 'no e-mail address',
  email_invalid: 'e-mail invalid (syntax, or the domain has no mail server)',
  email_risky:
    'e-mail risky (throwaway domain, likely typo, role mailbox such as info@, or several addresses)',
  email_unconfirmed: 'e-mail domain did not answer the DNS check',
  phone_missing: 'no phone number',
  phone_invalid: 'phone number invalid',
  duplicate: 'duplicate of another row (same person)',
  missing_name: 'no first or last name',
  missing_company: 'no company',
  missing_title: 'no job title',
  missing_industry: 'no industry',
  missing_country: 'no recognisable country',
  bad_company_size: 'company size not a number or range (e.g. 250, 51-200, 10001+)',
};

/** The report as lines of text. */
export function formatImportReport(file: string, report: ImportReport): string {
  const skipped = Object.entries(report.skipped) as Array<[SkipReason, number]>;
  const total = skipped.reduce((sum, [, n]) => sum + n, 0);
  const lines = [
    `${file}: ${report.rows} row(s) read`,
    `  ${report.imported} new lead(s) added, ${report.refreshed} existing lead(s) refreshed`,
    `  ${total} row(s) skipped${total > 0 ? ':' : ''}`,
    ...skipped
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `    ${String(n).padStart(7)}  ${reason}: ${REASONS[reason]}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Runs `inventory <args>`; returns the text to print. */
export async function runInventoryCommand(config: Config, args: readonly string[]): Promise<string> {
  const [subcommand, file, ...rest] = args;
  if (subcommand !== 'import' || !file || rest.length > 0) throw new InventoryCommandError(INVENTORY_USAGE);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new InventoryCommandError(`${file}: no such file. ${INVENTORY_USAGE}`);
  // Embedded PostgreSQL is one process: the import cannot run beside a server on the same data dir.
  const lock = config.database.driver === 'pglite' ? await acquireDataDirLock(config.dataDir) : undefined;
  try {
    const database = await openDatabase(config.database);
    try {
      await migrate(database);
      const report = await importLeads(
        database,
        { path: file },
        { demo: false, ...engineEmailOptions(config) },
      );
      return formatImportReport(file, report);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}
