import { companyKey } from '../standardize/company';
import { streetKey } from '../standardize/street';
import { foldKey } from '../standardize/text';
import type { DedupeRecord } from './record';

/** Standardized values of one row, as the engine has them after verification. */
export interface RowIdentity {
  /** Normalized e-mail of a syntactically valid address, else "". */
  email?: string;
  /** E.164 of a valid phone, else "". */
  phone?: string;
  roleEmail?: boolean;
  firstName?: string;
  lastName?: string;
  company?: string;
  /** Company domain (website, or e-mail domain when not a free provider). */
  domain?: string;
  streetNumber?: string;
  address?: string;
  address2?: string;
  city?: string;
  postcode?: string;
  state?: string;
}

/** The e-mail key: lower-case, `+tag` removed, and dots removed for Gmail, which ignores them. */
export function emailKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  let local = email.slice(0, at).split('+')[0]!;
  const domain = email.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** Turns a row's standardized values into the folded keys de-duplication compares (memoized helpers may be passed in). */
export function buildDedupeRecord(
  identity: RowIdentity,
  companyKeyOf: (company: string) => string = companyKey,
  foldKeyOf: (value: string) => string = foldKey,
): DedupeRecord {
  const fold = (value: string | undefined) => (value ? foldKeyOf(value) : '');
  return {
    email: identity.email ? emailKey(identity.email) : '',
    phone: identity.phone ?? '',
    roleEmail: identity.roleEmail ?? false,
    first: fold(identity.firstName),
    last: fold(identity.lastName),
    company: identity.company ? companyKeyOf(identity.company) : '',
    domain: identity.domain ?? '',
    streetNumber: fold(identity.streetNumber).replace(/ /g, ''),
    street: identity.address ? streetKey(identity.address) : '',
    street2: identity.address2 ? streetKey(identity.address2) : '',
    city: fold(identity.city),
    postcode: fold(identity.postcode).replace(/ /g, ''),
    state: fold(identity.state),
  };
}
