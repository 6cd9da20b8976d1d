/**
 * The bounce exports of the common e-mail platforms, told apart by their headers (docs/bounces.md lists them with
 * their fixtures). Each names the columns that hold the address and what each row says about its bounce; a file that
 * matches none falls back to the engine's own e-mail column detection plus a status or diagnostic column.
 */
import { normalizeHeader } from '../columns/synonyms';
import { EngineInputError } from '../errors';

/** The layouts a bounce log is read as. */
export type BounceFormatId =
  | 'mailchimp_cleaned'
  | 'mailchimp_bounced'
  | 'sendgrid'
  | 'postmark'
  | 'mailgun'
  | 'ses_json'
  | 'ses_csv'
  | 'brevo'
  | 'hubspot'
  | 'instantly'
  | 'lemlist'
  | 'apollo'
  | 'generic';

/** A CSV layout: the headers that identify it and the columns read from it (normalised header names). */
interface CsvBounceFormat {
  id: Exclude<BounceFormatId, 'ses_json' | 'generic'>;
  /** Every one of these must be a header of the file. */
  signature: readonly string[];
  email: string;
  type?: string;
  status?: string;
  diagnostic?: readonly string[];
  /** What a row says when its own cells say nothing: the export holds only this kind of failure. */
  impliedType?: string;
  /** Event logs hold more than bounces (deliveries, opens, complaints): only rows whose type matches are bounces. */
  bounceRows?: RegExp;
}

const BOUNCE_WORD = /bounc|invalid|bad ?email|fail/i;

/** Most specific first: a layout whose signature includes another's must come before it. */
const CSV_FORMATS: readonly CsvBounceFormat[] = [
  {
    id: 'mailchimp_cleaned',
    signature: ['email address', 'clean time'],
    email: 'email address',
    // Mailchimp cleans an address after a hard bounce (or bounces that repeat until it gives up on it).
    impliedType: 'cleaned',
  },
  {
    id: 'mailchimp_bounced',
    signature: ['email address', 'bounce type'],
    email: 'email address',
    type: 'bounce type',
  },
  {
    id: 'postmark',
    signature: ['email', 'type', 'typecode', 'bouncedat'],
    email: 'email',
    type: 'type',
    diagnostic: ['details', 'description'],
  },
  {
    id: 'sendgrid',
    signature: ['email', 'reason', 'status', 'created'],
    email: 'email',
    status: 'status',
    diagnostic: ['reason'],
  },
  {
    id: 'mailgun',
    signature: ['address', 'code', 'error', 'created at'],
    email: 'address',
    status: 'code',
    diagnostic: ['error'],
    // Mailgun's bounce list keeps permanent failures only; soft ones never reach it.
    impliedType: 'permanent',
  },
  {
    id: 'ses_csv',
    signature: ['emailaddress', 'reason', 'lastupdatetime'],
    email: 'emailaddress',
    type: 'reason',
    // The account-level suppression list also holds complaints, which say nothing about the mailbox.
    bounceRows: /bounce/i,
  },
  {
    id: 'brevo',
    signature: ['email', 'event', 'reason', 'message id'],
    email: 'email',
    type: 'event',
    diagnostic: ['reason'],
    bounceRows: BOUNCE_WORD,
  },
  {
    id: 'hubspot',
    signature: ['record id', 'email', 'email hard bounce reason'],
    email: 'email',
    diagnostic: ['email hard bounce reason'],
    impliedType: 'hard',
  },
  {
    id: 'lemlist',
    signature: ['type', 'leademail'],
    email: 'leademail',
    type: 'type',
    diagnostic: ['errormessage'],
    bounceRows: /bounce/i,
  },
  {
    id: 'apollo',
    signature: ['email', 'email status', 'apollo contact id'],
    email: 'email',
    type: 'email status',
    bounceRows: /bounce/i,
  },
  {
    id: 'instantly',
    signature: ['email', 'lead status'],
    email: 'email',
    type: 'lead status',
    diagnostic: ['bounce reason'],
    bounceRows: /bounce/i,
  },
];

/** The columns a file is read through, once its format is known. */
export interface BounceColumns {
  format: BounceFormatId;
  email: number;
  type: number;
  status: number;
  diagnostic: readonly number[];
  impliedType: string | undefined;
  bounceRows: RegExp | undefined;
}

const GENERIC_TYPE =
  /^(bounce type|bounce category|type|event|status|result|category|classification|bounce)$/;
const GENERIC_STATUS =
  /^(smtp code|status code|code|smtp status|enhanced status|dsn|dsn status|bounce code)$/;
const GENERIC_DIAGNOSTIC =
  /\b(reason|diagnostic|diagnostic code|error|message|smtp response|response|description|details|bounce reason)\b/;

/**
 * Finds the format of a bounce log by its header row; `detectedEmail` is the e-mail column the engine's column
 * detection found (by header or content), which the fallback reads.
 */
export function detectBounceFormat(
  header: readonly string[],
  detectedEmail: number | undefined,
): BounceColumns {
  const names = header.map((name) => normalizeHeader(name));
  const column = (name: string | undefined) => (name === undefined ? -1 : names.indexOf(name));
  for (const format of CSV_FORMATS) {
    if (!format.signature.every((name) => names.includes(name))) continue;
    return {
      format: format.id,
      email: column(format.email),
      type: column(format.type),
      status: column(format.status),
      diagnostic: (format.diagnostic ?? []).map(column).filter((index) => index >= 0),
      impliedType: format.impliedType,
      bounceRows: format.bounceRows,
    };
  }
  const email = detectedEmail;
  if (email === undefined) {
    throw new EngineInputError(
      'no_bounce_column',
      `No e-mail column was found in this bounce log. Name the column of addresses "Email", or upload the bounce export of your e-mail platform as it is. Columns found: ${header.join(', ')}.`,
    );
  }
  const find = (pattern: RegExp) => names.findIndex((name, index) => index !== email && pattern.test(name));
  const type = find(GENERIC_TYPE);
  const status = find(GENERIC_STATUS);
  const diagnostic = names.flatMap((name, index) =>
    index !== email && index !== type && index !== status && GENERIC_DIAGNOSTIC.test(name) ? [index] : [],
  );
  if (type < 0 && status < 0 && diagnostic.length === 0) {
    throw new EngineInputError(
      'no_bounce_column',
      `This bounce log has an e-mail column but nothing saying how each address bounced. Add a column "Bounce Type" (hard or soft) or "Reason" (the server's message, e.g. "550 5.1.1 user unknown"). Columns found: ${header.join(', ')}.`,
    );
  }
  return {
    format: 'generic',
    email,
    type,
    status,
    diagnostic,
    impliedType: undefined,
    bounceRows: undefined,
  };
}
