import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';

/** An error as the Supabase Auth client reports it. */
export interface BackendAuthError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** The sign-up metadata stored on the account. */
export interface SignupMetadata {
  firstName: string;
  lastName: string;
  company: string;
  /**
   * The plan picked on /pricing before signing up (`growth`): kept on the account so that the confirmation link,
   * opened on any device, goes on to its checkout.
   */
  plan?: string;
}

/**
 * The part of the Supabase Auth client the product uses. auth-js's `AuthClient` (what supabase-js's
 * `supabase.auth` is) satisfies it; tests and stories pass a fake (`createFakeAuthBackend`).
 */
export interface AuthBackend {
  getSession(): Promise<{ data: { session: Session | null }; error: BackendAuthError | null }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
  signInWithPassword(credentials: { email: string; password: string }): Promise<{
    data: { user: User | null; session: Session | null };
    error: BackendAuthError | null;
  }>;
  signUp(credentials: {
    email: string;
    password: string;
    options: { data: SignupMetadata; emailRedirectTo: string };
  }): Promise<{ data: { user: User | null; session: Session | null }; error: BackendAuthError | null }>;
  /** `scope: 'local'` forgets this browser's session without asking the server (one that already ended). */
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: BackendAuthError | null }>;
  /** Trades the refresh token for a new session; an ended session answers with an error. */
  refreshSession(): Promise<{ data: { session: Session | null }; error: BackendAuthError | null }>;
  resend(credentials: {
    type: 'signup';
    email: string;
    options: { emailRedirectTo: string };
  }): Promise<{ error: BackendAuthError | null }>;
  verifyOtp(params: { token_hash: string; type: EmailVerificationType | 'recovery' }): Promise<{
    data: { user: User | null; session: Session | null };
    error: BackendAuthError | null;
  }>;
  resetPasswordForEmail(
    email: string,
    options: { redirectTo: string },
  ): Promise<{ data: unknown; error: BackendAuthError | null }>;
  /**
   * GoTrue's `PUT /user`: a new password or e-mail address needs `current_password` (except a reset link's session
   * setting a password); a new address is confirmed through a link to it, which goes to `emailRedirectTo`.
   */
  updateUser(
    attributes: { password?: string; current_password?: string; email?: string },
    options?: { emailRedirectTo: string },
  ): Promise<{ data: { user: User | null }; error: BackendAuthError | null }>;
  /** Rotates the session's tokens, so the session's user (its name) is read again from the auth server. */
  refreshSession(): Promise<{ data: { session: Session | null }; error: BackendAuthError | null }>;
}

/** The confirmation link types /auth/confirm accepts; any other is refused as an invalid type. */
export const emailVerificationTypes = ['signup', 'email_change', 'email'] as const;
/** One of `emailVerificationTypes`. */
export type EmailVerificationType = (typeof emailVerificationTypes)[number];

/** The signed-in user as the product shows it: the e-mail and the names given at sign-up. */
export interface AuthUser {
  id: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  company?: string | undefined;
  /** An e-mail change waiting for its link: the address it goes to (GoTrue's `new_email`). */
  pendingEmail?: string | undefined;
}

/** Refusals only a password or e-mail change meets (`account-change-messages.ts`); sign-in and sign-up never do. */
export type AccountChangeFailureKind =
  | 'wrong_current_password'
  | 'same_password'
  | 'weak_password'
  | 'invalid_email'
  | 'rate_limited';

/** Why an auth action failed; `message` is the friendly text of `authMessages`, or of an account change's refusal. */
export type AuthFailureKind =
  | 'service_unavailable'
  | 'already_registered'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | AccountChangeFailureKind
  | 'unexpected'
  | 'unknown';

/** A failed auth action: its kind and the message to show. */
export interface AuthFailure {
  kind: AuthFailureKind;
  message: string;
  /** The backend's error code when it gave one (e.g. `otp_expired`), for callers that need more. */
  code?: string | undefined;
}

/** What every auth action resolves with: `error` is null on success. */
export interface AuthResult {
  error: AuthFailure | null;
}

/** What `signUp` takes: the signup page's fields (company may be empty), and the plan chosen before, if any. */
export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  plan?: string | undefined;
}

/** What `signIn` takes. `remember: false` keeps the session for this tab only (Remember me unticked). */
export interface SignInInput {
  email: string;
  password: string;
  remember?: boolean;
}

/** The auth context: the user, the session, the loading flag and the actions. */
export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: AuthUser | null;
  /** The current session (access_token, refresh_token, expires_at…), or null. */
  session: Session | null;
  /** True until the existing session has been read or reading it failed. */
  loading: boolean;
  /** True from the moment `signOut` is called until the page leaves; guards do not redirect then. */
  signingOut: boolean;
  signIn(input: SignInInput): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  resendVerification(email: string): Promise<AuthResult>;
  /** E-mails a password-reset link to `email` (the answer is the same whether or not it has an account). */
  requestPasswordReset(email: string): Promise<AuthResult>;
  /** Opens a password-reset link: its token_hash signs the user in, to choose a new password. */
  verifyRecovery(tokenHash: string): Promise<AuthResult & { session: Session | null }>;
  /** Sets a new password from a reset link's session (no current password needed there); other sessions end. */
  updatePassword(password: string): Promise<AuthResult>;
  /** "Change password": the current password proves it is the owner; their other sessions end. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<AuthResult>;
  /** "Change e-mail": a link goes to `newEmail`; the address changes when it is opened there. */
  changeEmail(input: { newEmail: string; currentPassword: string }): Promise<AuthResult>;
  /** Reads the session's user again from the auth server, after its name changed (the greeting follows). */
  refreshUser(): Promise<AuthResult>;
  /** Confirms an e-mail from the link's token_hash and type; a session starts on success. */
  verifyEmail(params: {
    tokenHash: string;
    type: EmailVerificationType;
  }): Promise<AuthResult & { session: Session | null }>;
  /**
   * The API refused the session's token (401). Resolves `refreshed` when a new token was obtained (the caller may
   * try again), `ended` when the session is over here (the refresh was refused, or a token refreshed moments ago
   * was refused too): it is then forgotten, and the dashboard's `RequireAuth` goes to sign-in with a message.
   * `unknown` when the auth server could not be reached.
   */
  sessionRejected(): Promise<SessionRejectedOutcome>;
}

/** What `sessionRejected` found. */
export type SessionRejectedOutcome = 'refreshed' | 'ended' | 'unknown';
