/** The e-mail of the last sign-up (SPEC §4), kept so /verify-email can offer to resend the link. */
const SIGNUP_EMAIL_KEY = 'leadproof.signupEmail';

/** Remembers the address a confirmation link was sent to. */
export function storeSignupEmail(email: string): void {
  try {
    localStorage.setItem(SIGNUP_EMAIL_KEY, email);
  } catch {
    // Without storage /verify-email simply offers no resend.
  }
}

/** The remembered address, if any. */
export function readSignupEmail(): string | null {
  try {
    return localStorage.getItem(SIGNUP_EMAIL_KEY);
  } catch {
    return null;
  }
}

/** Forgets it, once the e-mail is confirmed. */
export function clearSignupEmail(): void {
  try {
    localStorage.removeItem(SIGNUP_EMAIL_KEY);
  } catch {
    // Nothing to clear.
  }
}
