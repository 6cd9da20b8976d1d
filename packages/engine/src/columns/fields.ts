/** What a column holds, as far as verification is concerned. */
export type FieldKind =
  | 'email'
  | 'phone'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'company'
  | 'title'
  | 'country'
  | 'state'
  | 'city'
  | 'postcode'
  | 'streetNumber'
  | 'address'
  | 'address2'
  | 'website'
  | 'linkedin';

/** Fields that may map to several columns (a work and a personal e-mail, a mobile and a desk phone). */
export const MULTI_COLUMN_FIELDS: ReadonlySet<FieldKind> = new Set(['email', 'phone']);

/** All field kinds, in the order the report lists them. */
export const FIELD_KINDS: readonly FieldKind[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'fullName',
  'company',
  'title',
  'country',
  'state',
  'city',
  'postcode',
  'streetNumber',
  'address',
  'address2',
  'website',
  'linkedin',
];
