import { toAuthFailure } from './auth-messages';
import type { AccountChangeFailureKind, AuthFailure, BackendAuthError } from './auth-types';

/**
 * What a password or e-mail change says when the auth server refuses it. `authMessages` covers sign-in and sign-up
 * (where these cases keep the general "We couldn't process your request"); a change needs to say what to fix.
 */
export const accountChangeMessages: Record<AccountChangeFailureKind, string> = {
  wrong_current_password: 'Your current password is not right. Check it and try again.',
  same_password: 'Choose a new password that is different from your current one.',
  weak_password: 'Password must be at least 6 characters long',
  invalid_email: 'Enter a valid e-mail address, like name@company.com.',
  rate_limited: 'Too many attempts. Wait a few minutes, then try again.',
};

/** Which account-change refusal a backend error is, by GoTrue's error code; undefined for any other error. */
export function classifyAccountChangeError(
  error: Partial<BackendAuthError> | null | undefined,
): AccountChangeFailureKind | undefined {
  const code = error?.code ?? '';
  if (code === 'current_password_invalid' || code === 'current_password_required')
    return 'wrong_current_password';
  if (code === 'same_password') return 'same_password';
  if (code === 'weak_password') return 'weak_password';
  if (
    code === 'email_address_invalid' ||
    (code === 'validation_failed' && /email/i.test(error?.message ?? ''))
  ) {
    return 'invalid_email';
  }
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || error?.status === 429) {
    return 'rate_limited';
  }
  return undefined;
}

/** A change's backend error as the failure the dialogs show: its own refusals first, then `authMessages`' cases. */
export function toAccountChangeFailure(error: unknown): AuthFailure {
  const backendError =
    typeof error === 'object' && error !== null ? (error as Partial<BackendAuthError>) : undefined;
  const kind = classifyAccountChangeError(backendError);
  if (!kind) return toAuthFailure(error);
  const failure: AuthFailure = { kind, message: accountChangeMessages[kind] };
  return typeof backendError?.code === 'string' ? { ...failure, code: backendError.code } : failure;
}
