/** The fields de-duplication compares, folded to lower-case keys; empty when absent. */
export interface DedupeRecord {
  /** Normalized e-mail with the `+tag` (and Gmail dots) removed. */
  email: string;
  /** E.164 of a valid phone. */
  phone: string;
  first: string;
  last: string;
  /** Company name without legal form. */
  company: string;
  /** Company web or e-mail domain, free providers excluded. */
  domain: string;
  streetNumber: string;
  street: string;
  street2: string;
  city: string;
  postcode: string;
  state: string;
  /** True when the e-mail is a role mailbox shared by people (info@, sales@). */
  roleEmail: boolean;
}

const FIELDS = [
  'email',
  'phone',
  'first',
  'last',
  'company',
  'domain',
  'streetNumber',
  'street',
  'street2',
  'city',
  'postcode',
  'state',
] as const;

const SEPARATOR = '\u0001';
/** Stands for a company domain equal to the e-mail's domain, the common case, stored once. */
const EMAIL_DOMAIN = '\u0002';
const DOMAIN = FIELDS.indexOf('domain');

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

/**
 * Packs a record into one string. Besides being compact, `join` copies: the pieces may be slices of
 * a whole input chunk, and keeping a slice would keep the chunk alive.
 */
export function encodeRecord(record: DedupeRecord): string {
  const parts: string[] = FIELDS.map((field) => record[field]);
  if (record.domain !== '' && record.email !== '' && emailDomain(record.email) === record.domain)
    parts[DOMAIN] = EMAIL_DOMAIN;
  parts.push(record.roleEmail ? '1' : '');
  return parts.join(SEPARATOR);
}

/** Unpacks {@link encodeRecord}. */
export function decodeRecord(encoded: string): DedupeRecord {
  // Written out field by field: this runs for every row of every block it belongs to.
  const parts = encoded.split(SEPARATOR);
  const domain = parts[5] ?? '';
  return {
    email: parts[0] ?? '',
    phone: parts[1] ?? '',
    first: parts[2] ?? '',
    last: parts[3] ?? '',
    company: parts[4] ?? '',
    domain: domain === EMAIL_DOMAIN ? emailDomain(parts[0]!) : domain,
    streetNumber: parts[6] ?? '',
    street: parts[7] ?? '',
    street2: parts[8] ?? '',
    city: parts[9] ?? '',
    postcode: parts[10] ?? '',
    state: parts[11] ?? '',
    roleEmail: parts[FIELDS.length] === '1',
  };
}
