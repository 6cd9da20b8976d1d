/**
 * The leads of a delivery as a CSV in the inventory's columns: what the engine verifies, and so the
 * first columns of the customer's results file (the engine appends its `lp_*` columns after them).
 */
import { quoteRow } from '@leadproof/engine/csv';
import type { Selectable } from 'kysely';
import type { LeadsTable } from '../../db/schema';
import { formatCompanySize } from '../company-size';

export type LeadRow = Selectable<LeadsTable>;

const COLUMNS = [
  'First Name',
  'Last Name',
  'Title',
  'Company',
  'Industry',
  'Company Size',
  'Country',
  'Region',
  'Email',
  'Phone',
  'Lead ID',
];

/** Marks every row of a demo delivery, so the file says so wherever it ends up. */
const DEMO_COLUMN = 'Demo Data';
const DEMO_VALUE = 'yes: fictitious person from the demo inventory';

/** CSV text of `leads`, in order; with the demo column when `demo`. */
export function leadsInputCsv(leads: readonly LeadRow[], demo: boolean): string {
  const header = demo ? [...COLUMNS, DEMO_COLUMN] : COLUMNS;
  const lines = [quoteRow(header)];
  for (const lead of leads) {
    const cells = [
      lead.first_name,
      lead.last_name,
      lead.title,
      lead.company,
      lead.industry,
      formatCompanySize(lead.company_size_min, lead.company_size_max),
      lead.country,
      lead.region ?? '',
      lead.email,
      lead.phone_e164,
      lead.id,
    ];
    if (demo) cells.push(DEMO_VALUE);
    lines.push(quoteRow(cells));
  }
  return `${lines.join('\r\n')}\r\n`;
}
