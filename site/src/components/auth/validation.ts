import { type EmailVerificationType, emailVerificationTypes } from '@leadproof/auth/auth-types';

/** The shortest password the signup page accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** The account pages' validation messages. */
export const validationMessages = {
  loginFieldsMissing: 'Please fill in all fields',
  signupFieldsMissing: 'Please fill in all required fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidLink: 'Invalid verification link. Please try again or request a new verification email.',
  invalidType: 'Invalid verification type. Please try again or request a new verification email.',
} as const;

/** Login page: both fields required. Returns the message to show, or null. */
export function validateLogin(input: { email: string; password: string }): string | null {
  return input.email.trim() && input.password ? null : validationMessages.loginFieldsMissing;
}

/**
 * Signup page: e-mail, password, first and last name required (the terms checkbox too, as a required
 * field), then the minimum password length. Returns the message to show, or null.
 */
export function validateSignup(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  agreedToTerms: boolean;
}): string | null {
  const filled = input.email.trim() && input.password && input.firstName.trim() && input.lastName.trim();
  if (!filled || !input.agreedToTerms) return validationMessages.signupFieldsMissing;
  if (input.password.length < MIN_PASSWORD_LENGTH) return validationMessages.passwordTooShort;
  return null;
}

/** /auth/confirm: the link's token_hash and type, or the message to show. */
export function validateConfirmLink(
  params: URLSearchParams,
): { tokenHash: string; type: EmailVerificationType } | { error: string } {
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  if (!tokenHash || !type) return { error: validationMessages.invalidLink };
  if (!(emailVerificationTypes as readonly string[]).includes(type))
    return { error: validationMessages.invalidType };
  return { tokenHash, type: type as EmailVerificationType };
}
