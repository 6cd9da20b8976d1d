/**
 * Errors of the built-in auth server, in the Supabase Auth (GoTrue) wire format that
 * `@supabase/auth-js` reads: `{code, message}` with `X-Supabase-Api-Version: 2024-01-01`.
 */
export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'weak_password'
  | 'same_password'
  | 'current_password_required'
  | 'current_password_invalid'
  | 'email_exists'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'otp_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'session_expired'
  | 'bad_jwt'
  | 'no_authorization'
  | 'unsupported_grant_type'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'not_found'
  | 'unexpected_failure';

export class AuthError extends Error {
  override name = 'AuthError';

  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields (for example `weak_password: {reasons}`). */
    readonly extra: Record<string, unknown> = {},
    /** Seconds until a rate-limited caller may retry. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The JSON body auth-js parses; `error_code`/`msg` keep pre-2024 clients working too. */
  toBody(): Record<string, unknown> {
    return {
      code: this.code,
      error_code: this.code,
      message: this.message,
      msg: this.message,
      ...this.extra,
    };
  }
}
