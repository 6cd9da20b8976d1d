import type { AccountChangeFailureKind, AuthFailure, AuthFailureKind, BackendAuthError } from './auth-types';

/** The friendly texts shown for the auth backend's errors; the tests hold them word for word. */
export const authMessages = {
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',
  alreadyRegistered: 'An account with this email already exists.',
  invalidCredentials: 'Incorrect email or password.',
  emailNotConfirmed: 'Please confirm your email before signing in.',
  fallback: "We couldn't process your request. Please try again.",
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

const messageByKind: Record<Exclude<AuthFailureKind, AccountChangeFailureKind>, string> = {
  service_unavailable: authMessages.serviceUnavailable,
  already_registered: authMessages.alreadyRegistered,
  invalid_credentials: authMessages.invalidCredentials,
  email_not_confirmed: authMessages.emailNotConfirmed,
  unexpected: authMessages.unexpected,
  unknown: authMessages.fallback,
};

/** Which of these cases a backend error is: by its error code first, then by its message's wording. */
export function classifyAuthError(
  error: Partial<BackendAuthError> | null | undefined,
): Exclude<AuthFailureKind, AccountChangeFailureKind> {
  const code = error?.code ?? '';
  const message = (error?.message ?? '').toLowerCase();
  if (/api key/.test(message) || code === 'no_api_key') return 'service_unavailable';
  if (
    code === 'user_already_exists' ||
    code === 'email_exists' ||
    /already (registered|exists)/.test(message)
  ) {
    return 'already_registered';
  }
  if (
    code === 'invalid_credentials' ||
    /invalid login credentials|wrong password|invalid password/.test(message)
  ) {
    return 'invalid_credentials';
  }
  if (code === 'email_not_confirmed' || /email not confirmed/.test(message)) return 'email_not_confirmed';
  return 'unknown';
}

/** A backend error (or a thrown exception) as the failure the pages show. */
export function toAuthFailure(error: unknown): AuthFailure {
  const backendError =
    typeof error === 'object' && error !== null ? (error as Partial<BackendAuthError>) : undefined;
  const failure = authFailure(classifyAuthError(backendError));
  return typeof backendError?.code === 'string' ? { ...failure, code: backendError.code } : failure;
}

/** The failure of a given kind with its friendly message. */
export function authFailure(kind: Exclude<AuthFailureKind, AccountChangeFailureKind>): AuthFailure {
  return { kind, message: messageByKind[kind] };
}
