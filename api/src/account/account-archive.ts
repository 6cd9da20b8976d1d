/**
 * The account export as a zip: `account.json` with everything, and the same parts as CSV files for spreadsheets
 * (`orders.csv`, `transactions.csv`, `api-keys.csv`, `webhook-endpoints.csv`, `lead-presets.csv`,
 * `bounce-reports.csv`), then the bounce logs still kept, as uploaded (`bounce-logs/{report id}/{file name}`). Every
 * CSV cell goes through the engine's formula guard (`formatRow`), as the results files and the ledger export do.
 */
import { formatRow } from '@leadproof/engine';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { BounceReportRow } from '../bounces/bounce-report-response';
import { allBounceReports } from '../bounces/bounce-report-store';
import { allTransactions, transactionsCsvOf } from '../credits/transactions-csv';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { type AccountExport, exportAccount } from './export-account';

/** The files of the archive, in the order they are written. */
export const ACCOUNT_ARCHIVE_FILES = [
  'account.json',
  'orders.csv',
  'transactions.csv',
  'api-keys.csv',
  'webhook-endpoints.csv',
  'lead-presets.csv',
  'bounce-reports.csv',
] as const;

/** Where a bounce log is in the archive: a folder per report, under the name it was uploaded with. */
export const bounceLogEntry = (report: Pick<BounceReportRow, 'id' | 'file_name'>) =>
  `bounce-logs/${report.id}/${report.file_name ?? 'bounces.log'}`;

const cell = (value: string | number | null | undefined) => (value == null ? '' : String(value));

function csv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return `${[formatRow(header), ...rows.map((row) => formatRow(row.map(cell)))].join('\r\n')}\r\n`;
}

function ordersCsv(data: AccountExport): string {
  return csv(
    [
      'order_id',
      'type',
      'status',
      'created_at',
      'completed_at',
      'row_count',
      'credits_used',
      'emails_valid',
      'emails_invalid',
      'emails_risky',
      'emails_unknown',
      'emails_missing',
      'phones_valid',
      'phones_invalid',
      'phones_missing',
      'duplicates',
      'mean_score',
      'valid_addresses',
      'reported_hard_bounces',
      'measured_accuracy',
    ],
    data.orders.map((o) => [
      o.id,
      o.type,
      o.status,
      o.createdAt,
      o.completedAt,
      o.rowCount,
      o.creditsUsed,
      o.stats?.emails.valid,
      o.stats?.emails.invalid,
      o.stats?.emails.risky,
      o.stats?.emails.unknown,
      o.stats?.emails.missing,
      o.stats?.phones.valid,
      o.stats?.phones.invalid,
      o.stats?.phones.missing,
      o.stats?.duplicates,
      o.stats?.meanScore,
      o.measuredAccuracy?.validAddresses,
      o.measuredAccuracy?.reportedHardBounces,
      o.measuredAccuracy?.accuracy,
    ]),
  );
}

function apiKeysCsv(data: AccountExport): string {
  return csv(
    ['name', 'prefix', 'scope', 'created_at', 'last_used_at', 'expires_at'],
    data.apiKeys.map((k) => [k.name, k.prefix, k.scope, k.createdAt, k.lastUsedAt, k.expiresAt]),
  );
}

function webhookEndpointsCsv(data: AccountExport): string {
  return csv(
    ['url', 'description', 'events', 'created_at'],
    data.webhookEndpoints.map((w) => [w.url, w.description, w.events.join(' '), w.createdAt]),
  );
}

function leadPresetsCsv(data: AccountExport): string {
  const list = (items: readonly string[] | undefined) => (items ?? []).join('; ');
  return csv(
    [
      'name',
      'industries',
      'countries',
      'seniorities',
      'title_keywords',
      'company_sizes',
      'count',
      'created_at',
      'updated_at',
    ],
    data.leadPresets.map((p) => [
      p.name,
      list(p.icp.industries),
      list(p.icp.countries),
      list(p.icp.seniorities),
      list(p.icp.titleKeywords),
      list(p.icp.companySizes?.map((size) => `${size.min}-${size.max ?? ''}`)),
      p.count,
      p.createdAt,
      p.updatedAt,
    ]),
  );
}

function bounceReportsCsv(data: AccountExport): string {
  return csv(
    [
      'report_id',
      'status',
      'file_name',
      'format',
      'created_at',
      'completed_at',
      'rows_read',
      'hard_bounces',
      'soft_bounces',
      'unknown_bounces',
      'refunded_credits',
      'refundable_credits',
      'status_message',
      'file_deleted_at',
    ],
    data.bounceReports.map((r) => [
      r.id,
      r.status,
      r.fileName,
      r.format,
      r.createdAt,
      r.completedAt,
      r.rowsRead,
      r.bounces?.hard,
      r.bounces?.soft,
      r.bounces?.unknown,
      r.refundedCredits,
      r.refundableCredits,
      r.statusMessage,
      r.fileDeletedAt,
    ]),
  );
}

/** One file of the archive: a text, or bytes read from storage when the archive gets to it. */
type ArchiveEntry = [name: string, content: string | (() => Promise<AsyncIterable<Uint8Array> | null>)];

/**
 * Zips `entries` as a byte stream, compressing each as it is read: the next chunk is read only when the reader asks
 * for more, so a slow download holds a few chunks in memory, not the bounce logs whole. An entry whose object has
 * gone (null) is left out.
 */
function zipStream(entries: ArchiveEntry[]): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  // Written by the zip's callback, read by `pull`: an object, so that neither reads a narrowed copy.
  const state: { failure: Error | null; finished: boolean } = { failure: null, finished: false };
  const zip = new Zip((error, chunk, final) => {
    if (error) state.failure = error;
    else out.push(chunk);
    if (final) state.finished = true;
  });
  async function* feed() {
    for (const [name, content] of entries) {
      const source = typeof content === 'string' ? [strToU8(content)] : await content();
      if (source === null) continue;
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk);
        yield;
      }
      entry.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  const steps = feed();
  return new ReadableStream({
    async pull(controller) {
      while (out.length === 0 && !state.finished && state.failure === null) {
        if ((await steps.next()).done) break;
      }
      if (state.failure) return controller.error(state.failure);
      for (const chunk of out.splice(0)) controller.enqueue(chunk);
      if (state.finished) controller.close();
    },
    async cancel() {
      await steps.return(undefined);
    },
  });
}

/** The bounce logs still kept, each read from storage when the archive gets to it (gone by then: left out). */
function bounceLogEntries(storage: Services['storage'], reports: BounceReportRow[]): ArchiveEntry[] {
  return reports.flatMap((report): ArchiveEntry[] => {
    const path = report.file_path ?? report.upload_path;
    if (report.file_deleted_at !== null || path === null) return [];
    return [
      [
        bounceLogEntry(report),
        async () => ((await storage.stat(UPLOADS_BUCKET, path)) ? storage.read(UPLOADS_BUCKET, path) : null),
      ],
    ];
  });
}

/** The account archive of `userId` as a zip byte stream. */
export async function accountArchive(
  services: Pick<Services, 'database' | 'creditLedger' | 'config' | 'storage'>,
  userId: string,
): Promise<ReadableStream<Uint8Array>> {
  const ledger = await allTransactions(services.creditLedger, userId);
  const bounceReports = await allBounceReports(services.database, userId);
  const data = await exportAccount(services, userId, ledger, bounceReports);
  const texts: Record<(typeof ACCOUNT_ARCHIVE_FILES)[number], string> = {
    'account.json': `${JSON.stringify(data, null, 2)}\n`,
    'orders.csv': ordersCsv(data),
    'transactions.csv': transactionsCsvOf(ledger),
    'api-keys.csv': apiKeysCsv(data),
    'webhook-endpoints.csv': webhookEndpointsCsv(data),
    'lead-presets.csv': leadPresetsCsv(data),
    'bounce-reports.csv': bounceReportsCsv(data),
  };
  return zipStream([
    ...ACCOUNT_ARCHIVE_FILES.map((name): ArchiveEntry => [name, texts[name]]),
    ...bounceLogEntries(services.storage, bounceReports),
  ]);
}
