/**
 * The e-mail of the last sign-up, kept so /verify-email can offer to resend the link, and its names, so
 * "Wrong address? Change it" can sign up the right address without asking for them again. Never the password.
 */
const SIGNUP_EMAIL_KEY = 'leadproof.signupEmail';
const SIGNUP_PROFILE_KEY = 'leadproof.signupProfile';

/** The names typed at sign-up. */
export interface SignupProfile {
  firstName: string;
  lastName: string;
  company: string;
}

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

/** Remembers the names of the sign-up. */
export function storeSignupProfile(profile: SignupProfile): void {
  try {
    localStorage.setItem(SIGNUP_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Without storage /verify-email offers no change of address.
  }
}

/** The remembered names, if any (and well formed). */
export function readSignupProfile(): SignupProfile | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(SIGNUP_PROFILE_KEY) ?? 'null',
    ) as Partial<SignupProfile> | null;
    if (typeof value?.firstName !== 'string' || typeof value.lastName !== 'string') return null;
    return { firstName: value.firstName, lastName: value.lastName, company: String(value.company ?? '') };
  } catch {
    return null;
  }
}

/** Forgets the address and the names, once the e-mail is confirmed. */
export function clearSignupEmail(): void {
  try {
    localStorage.removeItem(SIGNUP_EMAIL_KEY);
    localStorage.removeItem(SIGNUP_PROFILE_KEY);
  } catch {
    // Nothing to clear.
  }
}
