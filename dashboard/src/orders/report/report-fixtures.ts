import type { OrderBilling, OrderStats } from '@leadproof/contract/orders';

// A realistic 10,000-row order for the report's story and test: mostly good addresses, a mailbox check that ran,
// the usual typos and a few hundred duplicates.

/** The stats of a typical completed upload of 10,000 rows. */
export const typicalStats: OrderStats = {
  emails: { valid: 6_912, invalid: 1_146, risky: 1_204, unknown: 538, missing: 200 },
  phones: { valid: 7_450, invalid: 610, missing: 1_940 },
  duplicates: 412,
  meanScore: 58.4,
  mailbox: {
    checked: true,
    addresses: 8_930,
    valid: 6_912,
    invalid: 702,
    risky: 810,
    unknown: 506,
    catchAllDomains: 37,
    retried: 41,
    outage: false,
    note: null,
  },
  phoneTypes: [
    { code: 'mobile', rows: 4_210 },
    { code: 'fixed_line', rows: 2_180 },
    { code: 'fixed_line_or_mobile', rows: 940 },
    { code: 'voip', rows: 96 },
    { code: 'toll_free', rows: 24 },
  ],
  emailReasons: [
    { code: 'free_provider', rows: 2_804 },
    { code: 'catch_all', rows: 810 },
    { code: 'mailbox_not_found', rows: 702 },
    { code: 'role_account', rows: 388 },
    { code: 'syntax', rows: 296 },
    { code: 'typo', rows: 171 },
    { code: 'disposable', rows: 92 },
    { code: 'no_mx', rows: 58 },
  ],
  phoneReasons: [
    { code: 'invalid_number', rows: 402 },
    { code: 'too_short', rows: 131 },
    { code: 'not_a_number', rows: 77 },
  ],
  duplicateReasons: { sameEmail: 301, samePhone: 64, similarName: 47 },
  scoreHistogram: [120, 340, 610, 980, 1_420, 1_810, 1_530, 1_490, 1_100, 600].map((rows, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    rows,
  })),
  suggestions: [
    { from: 'gmial.com', to: 'gmail.com', rows: 64 },
    { from: 'hotmial.com', to: 'hotmail.com', rows: 31 },
    { from: 'yaho.com', to: 'yahoo.com', rows: 27 },
    { from: 'gmai.com', to: 'gmail.com', rows: 22 },
    { from: 'outlok.com', to: 'outlook.com', rows: 14 },
  ],
};

/** Its settled receipt: the duplicates and unverifiable rows came back. */
export const typicalBilling: OrderBilling = {
  rowsCounted: 10_000,
  held: 10_000,
  duplicates: 412,
  unverifiable: 126,
  charged: 9_462,
  refunded: 538,
};
