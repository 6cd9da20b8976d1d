import type { EmailPrecheck, EmailReason } from '../email/verify-email';
import { decodeFields, encodeFields } from '../spool/spooled-row-codec';

/**
 * A row's one-value fields after its e-mail candidates, in their spool order. A name added here is
 * written by pass one and read by pass two: analyze-row.ts must then set it, and finish-row.ts may use it.
 */
const FIELDS = [
  'phoneStatus',
  'phoneE164',
  'phoneType',
  'phoneExtension',
  'phoneReason',
  'firstName',
  'lastName',
  'company',
  'country',
  'state',
  'seniority',
  'website',
] as const;

/** One verified row between the passes: what pass one found, for pass two to finish. */
export type SpooledRow = Record<(typeof FIELDS)[number], string> & {
  /** The input cells as CSV text. */
  input: string;
  /** How many cells the input row has. */
  cellCount: number;
  /** The row's non-empty e-mail cells, checked offline, in column order. */
  emails: EmailPrecheck[];
};

/**
 * The row as flat strings: the input, its cell count, the number of e-mail candidates, then per
 * candidate its normalized address, ASCII domain, offline reasons (`;`-joined) and suggestion, then {@link FIELDS}.
 */
export function encodeSpooledRow(row: SpooledRow): string {
  const fields = [row.input, String(row.cellCount), String(row.emails.length)];
  for (const e of row.emails) fields.push(e.normalized, e.asciiDomain, e.reasons.join(';'), e.suggestion);
  for (const name of FIELDS) fields.push(row[name]);
  return encodeFields(fields, row.input);
}

/** Decodes {@link encodeSpooledRow}. */
export function decodeSpooledRow(line: string): SpooledRow {
  const fields = decodeFields(line);
  const emails: EmailPrecheck[] = [];
  const emailCount = Number(fields[2]);
  let at = 3;
  for (let i = 0; i < emailCount; i++, at += 4) {
    const reasons = fields[at + 2]!;
    emails.push({
      normalized: fields[at]!,
      asciiDomain: fields[at + 1]!,
      reasons: (reasons ? reasons.split(';') : []) as EmailReason[],
      suggestion: fields[at + 3]!,
    });
  }
  const row = { input: fields[0]!, cellCount: Number(fields[1]), emails } as SpooledRow;
  for (const name of FIELDS) row[name] = fields[at++]!;
  return row;
}
