import {
  type VerifyContactBody,
  type VerifyContactResponse,
  verifyContactBodySchema,
  verifyInputErrorCodes,
} from '@leadproof/contract/verify';
import { UnprocessableEntityError } from '@leadproof/sdk';
import { ExitError, exitCodes, UsageError } from '../errors';
import { createOutput, formatCredits, formatNumber, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof verify`. */
export interface VerifyOptions extends CommandOptions {
  /** The `<email>` argument; optional when `phone` is given. */
  email: string | undefined;
  /** `--phone`: a number in any common notation (`+1 415 555 0100`, `(415) 555-0100` with `--country US`). */
  phone: string | undefined;
  /** `--country`: ISO code or name, the region of a phone number written without its country code. */
  country: string | undefined;
  /** `--timeout-ms N`: what is not decided by then comes back `unknown` (`timeout`); the server's default is 10,000. */
  timeoutMs: string | undefined;
}

/** The request body from the flags, checked before any network call (exit 2 when wrong). */
export function verifyRequest(options: Omit<VerifyOptions, keyof CommandOptions>): VerifyContactBody {
  const email = options.email?.trim();
  const phone = options.phone?.trim();
  if (!email && !phone)
    throw new UsageError('Give an e-mail address, a --phone number, or both (for example ada@acme.com).');
  const body: VerifyContactBody = {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(options.country?.trim() ? { country: options.country.trim() } : {}),
  };
  if (options.timeoutMs !== undefined) {
    // Number('') is 0 and Number('1e3') is 1000: only plain digits are a millisecond count.
    if (!/^\d+$/.test(options.timeoutMs.trim())) throw badTimeout(options.timeoutMs);
    body.timeoutMs = Number(options.timeoutMs);
  }
  // The contract's own checks (field lengths, the deadline's bounds), so a wrong flag never costs a call.
  const parsed = verifyContactBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0]);
    if (field === 'timeoutMs') throw badTimeout(options.timeoutMs ?? '');
    const flag = { email: 'The e-mail address', phone: '--phone', country: '--country' }[field];
    throw new UsageError(`${flag ?? 'The contact'}: ${issue?.message ?? 'is not valid'}.`);
  }
  return body;
}

function badTimeout(value: string): UsageError {
  return new UsageError(`--timeout-ms "${value}" must be a whole number of milliseconds from 100 to 30,000.`);
}

/** The phone verdict in a few words: `valid (mobile)`, `invalid (too_short)`. */
function phoneStatus(phone: VerifyContactResponse['phone']): string {
  const detail = phone.status === 'valid' ? phone.type : phone.reason;
  return detail ? `${phone.status} (${detail})` : phone.status;
}

/** The verdict as `Label: value` lines; only the parts that were checked (a `missing` e-mail or phone is left out). */
export function verdictLines(verdict: VerifyContactResponse): string[] {
  const rows: [string, string][] = [];
  const { email, phone } = verdict;
  if (email.status !== 'missing') {
    rows.push(
      ['Email', email.normalized],
      ['Status', email.status],
      ['Reasons', email.reasons.length > 0 ? email.reasons.join(', ') : 'none'],
    );
    if (email.suggestion) rows.push(['Suggestion', email.suggestion]);
    // The mail server's own reply is the evidence behind valid/invalid; empty when the mailbox check did not run.
    if (email.smtp) rows.push(['SMTP', email.mx ? `${email.smtp} (${email.mx})` : email.smtp]);
  }
  if (phone.status !== 'missing') {
    rows.push(['Phone', phone.e164 || 'not a number'], ['Phone status', phoneStatus(phone)]);
    if (phone.extension) rows.push(['Extension', phone.extension]);
  }
  rows.push(
    ['Score', `${formatNumber(verdict.score)} / 100`],
    ['Credits charged', formatCredits(verdict.creditsCharged)],
  );
  return table(rows.map(([label, value]) => [`${label}:`, value]));
}

/**
 * The server's refusal of a contact with nothing to check (422, nothing charged) as a usage error (exit 2) in the
 * command's own words: the flags to change rather than the API's field names. Its code stays the `--json` reason.
 */
export function unreadableInput(error: unknown, body: VerifyContactBody): ExitError | undefined {
  if (!(error instanceof UnprocessableEntityError)) return undefined;
  const code = verifyInputErrorCodes.find((known) => known === error.code);
  if (!code) return undefined;
  const message =
    code === 'phone_country_required'
      ? `--phone "${body.phone ?? ''}" has no country code: write it with one ("+1 415 555 0100") or add --country (an ISO code such as US, or a name). Nothing was charged.`
      : `${(error.body as { error?: { message?: string } } | undefined)?.error?.message ?? error.message} Give an e-mail address (ada@acme.com) or a --phone number.`;
  return new ExitError(exitCodes.usage, message, code);
}

/** `leadproof verify`: one e-mail address and/or phone number checked now, at the price of one row. */
export async function runVerify(options: VerifyOptions): Promise<void> {
  const body = verifyRequest(options);
  const { client } = await signedInClient(options);
  const verdict = await client.verify
    .contact(body, { signal: options.runtime.signal })
    .catch((error: unknown) => {
      throw unreadableInput(error, body) ?? error;
    });
  createOutput(options).result(verdict, () => verdictLines(verdict));
}
