/**
 * Errors as values: commands throw these and never exit; `index.ts` turns them into an exit code and a
 * message on stderr. The codes are documented in docs/cli.md.
 * @module
 */
import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InvalidUploadError,
  PaymentRequiredError,
} from '@leadproof/sdk';

/** Exit codes of `leadproof` (docs/cli.md, "Exit codes"). */
export const exitCodes = {
  ok: 0,
  error: 1,
  usage: 2,
  notSignedIn: 3,
  notEnoughCredits: 4,
  /** Ctrl-C: 128 + SIGINT, as shells report it. */
  cancelled: 130,
} as const;

/** Ends the command with `code`; `message` (if any) goes to stderr. */
export class ExitError extends Error {
  override name = 'ExitError';
  constructor(
    readonly code: number,
    message = '',
    /** Stable machine-readable name, shown in `--json` errors. */
    readonly reason = 'error',
  ) {
    super(message);
  }
}

/** The command line itself is wrong (exit 2). */
export class UsageError extends ExitError {
  override name = 'UsageError';
  constructor(message: string) {
    super(exitCodes.usage, message, 'usage');
  }
}

/** No credentials, or they no longer work (exit 3). */
export class NotSignedInError extends ExitError {
  override name = 'NotSignedInError';
  constructor(message = 'You are not signed in. Run `leadproof login` first.') {
    super(exitCodes.notSignedIn, message, 'not_signed_in');
  }
}

/** The balance does not cover the work (exit 4). */
export class NotEnoughCreditsError extends ExitError {
  override name = 'NotEnoughCreditsError';
  constructor(message: string) {
    super(exitCodes.notEnoughCredits, message, 'not_enough_credits');
  }
}

/** How an error ends the process: exit code, stable reason, and the line for stderr. */
export interface ExitOutcome {
  code: number;
  reason: string;
  message: string;
}

/** Maps anything a command throws, including the SDK's errors, to its exit outcome. */
export function exitOutcome(error: unknown, apiUrl: string): ExitOutcome {
  if (error instanceof ExitError) return { code: error.code, reason: error.reason, message: error.message };
  if (error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError'))
    return { code: exitCodes.cancelled, reason: 'cancelled', message: 'Cancelled.' };
  if (error instanceof AuthenticationError)
    return {
      code: exitCodes.notSignedIn,
      reason: 'not_signed_in',
      message: `${apiMessage(error)} Run \`leadproof login\` to sign in again.`,
    };
  if (error instanceof PaymentRequiredError)
    return { code: exitCodes.notEnoughCredits, reason: 'not_enough_credits', message: apiMessage(error) };
  if (error instanceof InvalidUploadError)
    return { code: exitCodes.error, reason: 'invalid_file', message: error.message };
  // Connection errors are APIErrors without a status: checked first.
  if (error instanceof APIConnectionError)
    return {
      code: exitCodes.error,
      reason: 'connection_error',
      message: `Could not reach the Leadproof API at ${apiUrl} (${error.message}). Check --api-url or LEADPROOF_API_URL.`,
    };
  if (error instanceof APIError)
    return { code: exitCodes.error, reason: error.code ?? 'api_error', message: apiMessage(error) };
  const message = error instanceof Error ? error.message : String(error);
  return { code: exitCodes.error, reason: 'error', message };
}

/** The server's own sentence (`{error: {message}}`) rather than the SDK's `{status}: {body}`. */
function apiMessage(error: APIError): string {
  const body = error.body as { error?: { message?: unknown } } | undefined;
  const message = body?.error?.message;
  return typeof message === 'string' && message ? message : error.message;
}
