/**
 * What an order is called wherever a customer meets it (lists, e-mails, downloads): the uploaded file's name, the
 * profile a lead purchase was bought with, or its 8-character short id when the order has neither.
 * @module
 */
import type { Order, OrderFile, OrderResultsFilter } from './orders';

/** The parts of an order that name it. */
export type NamedOrder = Pick<Order, 'id' | 'type'> & Partial<Pick<Order, 'fileName' | 'leadRequest'>>;

/** An order id as the product displays it: its first 8 characters. */
const shortOrderId = (id: string) => id.slice(0, 8);

/** Criteria a profile summary lists before it says how many more there are. */
const SUMMARY_VALUES = 2;

function listed(values: readonly string[]): string {
  const shown = values.slice(0, SUMMARY_VALUES).join(', ');
  return values.length > SUMMARY_VALUES ? `${shown} +${values.length - SUMMARY_VALUES}` : shown;
}

/** A lead purchase's profile in a few words: `200 leads · Software, Fintech · US, GB +1`. */
export function leadRequestSummary(request: NonNullable<Order['leadRequest']>): string {
  const parts = [`${request.count.toLocaleString('en-US')} leads`];
  if (request.icp.industries.length) parts.push(listed(request.icp.industries));
  if (request.icp.countries.length) parts.push(listed(request.icp.countries));
  return parts.join(' · ');
}

/** The order's name: its file name, its lead profile, else `Order 1a2b3c4d`. */
export function orderTitle(order: NamedOrder): string {
  if (order.fileName) return order.fileName;
  if (order.type === 'buy_leads' && order.leadRequest) return leadRequestSummary(order.leadRequest);
  return `Order ${shortOrderId(order.id)}`;
}

/** Options of `orderDownloadFileName`. */
export interface OrderDownloadNameOptions {
  /** The subset of the results rows (`clean`, `invalid`, `duplicates`). */
  filter?: OrderResultsFilter | undefined;
  /** The file's extension without its dot. @default the original's format (`originalFormat`) for the original, else 'csv' */
  extension?: string | undefined;
}

/** The uploaded name without its extension (`acme-leads.csv` → `acme-leads`), or null when nothing would be left. */
function baseName(fileName: string): string | null {
  const base = fileName.replace(/\.[^.]*$/, '').trim();
  return base.length > 0 ? base : null;
}

/**
 * The name an order's download is saved under. An upload with a file name: `acme-leads.original.csv` for the
 * original (never the customer's own `acme-leads.csv`, which a download beside it would overwrite),
 * `acme-leads.verified.csv` for the results, `acme-leads.clean.csv` for a subset. Without one (lead purchases, older
 * orders), `order-{short id}-original.csv`, `order-{short id}-results.csv`, `order-{short id}-clean.csv`.
 * The original keeps the format it was uploaded in: `acme-leads.original.xlsx` for a workbook.
 * @example orderDownloadFileName({ id, type: 'upload_csv', fileName: 'acme-leads.csv' }, 'results') // 'acme-leads.verified.csv'
 */
export function orderDownloadFileName(
  order: Pick<Order, 'id'> & Partial<Pick<Order, 'fileName' | 'originalFormat'>>,
  file: OrderFile,
  {
    filter,
    extension = file === 'original' ? (order.originalFormat ?? 'csv') : 'csv',
  }: OrderDownloadNameOptions = {},
): string {
  const base = order.fileName ? baseName(order.fileName) : null;
  if (base === null) return `order-${shortOrderId(order.id)}-${filter ?? file}.${extension}`;
  return `${base}.${file === 'original' ? 'original' : (filter ?? 'verified')}.${extension}`;
}
