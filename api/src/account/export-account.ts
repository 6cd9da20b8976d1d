/**
 * What the account export holds (issue #25 item 4): the profile, orders with their figures, the credit ledger, API
 * keys by name, webhook endpoints by URL and saved lead profiles (presets), and bounce reports (issue 37). Each part
 * has the shape the API already answers with, so nothing that the API keeps back (key hashes, webhook secrets,
 * password hashes, tokens) can slip in. The uploaded and results files stay downloadable per order and are not
 * copied in; bounce logs, which no route serves, are (`accountArchive`).
 */
import type { ApiKey } from '@leadproof/contract/api-keys';
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import type { LeadPreset } from '@leadproof/contract/leads';
import type { Order } from '@leadproof/contract/orders';
import type { UserProfile } from '@leadproof/contract/users';
import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import { listApiKeys } from '../api-keys/list-api-keys';
import { type BounceReportRow, toBounceReportResponse } from '../bounces/bounce-report-response';
import type { CreditTransaction as LedgerRow } from '../credits/credit-ledger';
import { toTransactionResponse } from '../credits/transaction-response';
import { listLeadPresets } from '../leads/presets/list-lead-presets';
import { listAllOrders } from '../orders/list-orders';
import { toOrderResponse } from '../orders/order-response';
import type { Services } from '../services';
import { listWebhookEndpoints } from '../webhooks/list-webhook-endpoints';

/** The export's version, so a reader can tell later formats apart. */
export const ACCOUNT_EXPORT_FORMAT = 'leadproof-account-export/1';

/** An order in the export: the API's shape plus what was asked for (source, or the leads' profile). */
export type ExportedOrder = Order & { requestDetails: Record<string, unknown>; completedAt: string | null };

/** The account's data, as `account.json` holds it. */
export type AccountExport = {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportedAt: string;
  profile: Omit<UserProfile, 'apiKey'> & { createdAt: string };
  orders: ExportedOrder[];
  /** The credit ledger, newest first. */
  transactions: CreditTransaction[];
  apiKeys: ApiKey[];
  webhookEndpoints: WebhookEndpoint[];
  /** Saved lead profiles, by name. */
  leadPresets: LeadPreset[];
  /** Bounce reports, newest first. */
  bounceReports: BounceReport[];
};

/**
 * Gathers the account data of `userId`; `ledger` is its every transaction, newest first (`allTransactions`), and
 * `bounceReports` its bounce reports (`allBounceReports`).
 */
export async function exportAccount(
  services: Pick<Services, 'database' | 'config'>,
  userId: string,
  ledger: LedgerRow[],
  bounceReports: BounceReportRow[],
  now = new Date(),
): Promise<AccountExport> {
  const { database } = services;
  const user = await database.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'company', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const orders = await listAllOrders(database, userId);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      company: user.company,
      createdAt: new Date(user.created_at).toISOString(),
    },
    orders: orders.map((row) => ({
      ...toOrderResponse(row, { fileRetentionDays: services.config.fileRetentionDays }),
      requestDetails: row.request_details,
      completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    })),
    transactions: ledger.map(toTransactionResponse),
    apiKeys: await listApiKeys(database, userId),
    // An export is a file that travels: a token in a receiver's URL stays out of it.
    webhookEndpoints: await listWebhookEndpoints(database, userId, { masked: true }),
    leadPresets: await listLeadPresets(database, userId),
    bounceReports: bounceReports.map(toBounceReportResponse),
  };
}
