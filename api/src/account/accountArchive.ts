/**
 * The account export as a zip: `account.json` with everything, and the same parts as CSV files for spreadsheets
 * (`orders.csv`, `transactions.csv`, `api-keys.csv`, `webhook-endpoints.csv`, `lead-presets.csv`). Every CSV cell goes through the engine's
 * formula guard (`formatRow`), as the results files and the ledger export do.
 */
import { formatRow } from '@leadproof/engine';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { allTransactions, transactionsCsvOf } from '../credits/transactionsCsv';
import type { Services } from '../services';
import { type AccountExport, exportAccount } from './exportAccount';

/** The files of the archive, in the order they are written. */
export const ACCOUNT_ARCHIVE_FILES = [
  'account.json',
  'orders.csv',
  'transactions.csv',
  'api-keys.csv',
  'webhook-endpoints.csv',
  'lead-presets.csv',
] as const;

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

/** Zips `files` as a byte stream, compressing each as the stream is read. */
function zipStream(files: Array<[name: string, text: string]>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      for (const [name, text] of files) {
        const entry = new ZipDeflate(name, { level: 6 });
        zip.add(entry);
        entry.push(strToU8(text), true);
      }
      zip.end();
    },
  });
}

/** The account archive of `userId` as a zip byte stream. */
export async function accountArchive(
  services: Pick<Services, 'database' | 'creditLedger' | 'config'>,
  userId: string,
): Promise<ReadableStream<Uint8Array>> {
  const ledger = await allTransactions(services.creditLedger, userId);
  const data = await exportAccount(services, userId, ledger);
  const texts: Record<(typeof ACCOUNT_ARCHIVE_FILES)[number], string> = {
    'account.json': `${JSON.stringify(data, null, 2)}\n`,
    'orders.csv': ordersCsv(data),
    'transactions.csv': transactionsCsvOf(ledger),
    'api-keys.csv': apiKeysCsv(data),
    'webhook-endpoints.csv': webhookEndpointsCsv(data),
    'lead-presets.csv': leadPresetsCsv(data),
  };
  return zipStream(ACCOUNT_ARCHIVE_FILES.map((name) => [name, texts[name]]));
}
