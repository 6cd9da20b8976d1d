/** The shortest password the built-in auth server, a default Supabase project and the sign-up page accept. */
export const MIN_NEW_PASSWORD_LENGTH = 6;

/** The texts shown when a new password cannot be saved; the first is the sign-up page's, word for word. */
export const newPasswordMessages = {
  tooShort: 'Password must be at least 6 characters long',
  mismatch: 'The passwords do not match',
} as const;

/** Why a new password, typed twice, cannot be saved; null when it can. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return newPasswordMessages.tooShort;
  if (password !== confirmation) return newPasswordMessages.mismatch;
  return null;
}
