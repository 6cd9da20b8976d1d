import type { ColumnMapping } from '../columns/detect';

/** One contact to verify in real time: the fields of a lead row, each optional. */
export interface ContactInput {
  email?: string;
  phone?: string;
  /** ISO code or any country name; also the phone's region when it has no country code. */
  country?: string;
  /** US state or Canadian province, as a code or a name (read in the contact's country). */
  state?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  /** Job title: gives the seniority. */
  title?: string;
  website?: string;
}

/** The fields of {@link ContactInput} in cell order: a contact is a row of these columns. */
const FIELDS = [
  'email',
  'phone',
  'country',
  'state',
  'firstName',
  'lastName',
  'company',
  'title',
  'website',
] as const satisfies ReadonlyArray<keyof ContactInput>;

/** The fixed mapping of a contact's cells: each field in its own column, in {@link FIELDS} order. */
export const CONTACT_MAPPING: ColumnMapping = Object.fromEntries(
  FIELDS.map((field, column) => [field, [column]]),
);

/** The contact as a row of cells under {@link CONTACT_MAPPING}; a missing field is an empty cell, as in a file. */
export function contactCells(contact: ContactInput): string[] {
  // The API validates types; a non-string here must not reach the checks as something else.
  return FIELDS.map((field) => {
    const value = contact[field];
    return typeof value === 'string' ? value : '';
  });
}
