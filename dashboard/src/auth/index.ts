/**
 * @leadproof/dashboard/auth — accounts in the browser, shared by the site's islands and the dashboard.
 *
 * - `AuthProvider` + `useAuth()`: the auth state ({user, session, loading}) and the actions
 *   signIn, signUp, signOut, resendVerification (and verifyEmail for /auth/confirm), requestPasswordReset,
 *   verifyRecovery and updatePassword (password recovery), changePassword and changeEmail (which need the current
 *   password) and refreshUser. Every action
 *   resolves `{error}` with a friendly message (`authMessages`); none throws. `useAuth` outside a provider throws.
 * - `RequireAuth`: the dashboard shell's guard ('Loading', then /login when signed out; with a message when the
 *   session ended while the page was open).
 * - `SignOutButton`: signs out and goes to `/`.
 * - `AuthModal`: the sign-up / sign-in dialog.
 * - `useApiClient()` (inside an `AuthProvider`) / `createApiClient()`: the `@leadproof/sdk` client for the
 *   browser — this origin, cookies included, the session's bearer token, `storageURL` from /config.json.
 * - `loadRuntimeConfig()`: `GET /config.json`, fetched once; `getAuthClient()`: the page's one
 *   Supabase Auth client (`@supabase/auth-js`, the auth part of supabase-js) built from it.
 * - `NavigationProvider`: lets tests and stories record the full-page navigations these components make.
 * - Test doubles live in `@leadproof/dashboard/auth/testing` (`createFakeAuthBackend`).
 *
 * @example
 * <AuthProvider>
 *   <RequireAuth><Shell /></RequireAuth>
 * </AuthProvider>
 * // in a screen:
 * const { user } = useAuth();
 * const api = useApiClient();
 * @module
 */

/** The sign-up / sign-in dialog, switchable by a link. */
export { AuthModal, type AuthModalMode, type AuthModalProps } from './AuthModal';
/** Holds the auth state and actions; wrap every island and the dashboard root in one. */
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
/** What a password or e-mail change says when the auth server refuses it. */
export {
  accountChangeMessages,
  classifyAccountChangeError,
  toAccountChangeFailure,
} from './accountChangeMessages';
/** The SDK client for the browser. */
export { type ApiClientOptions, createApiClient } from './apiClient';
/** The page's one Supabase Auth client. */
export { AUTH_STORAGE_KEY, authClientOptions, getAuthClient } from './authClient';
/** The friendly authentication messages and the mapping from backend errors to them. */
export { authFailure, authMessages, classifyAuthError, toAuthFailure } from './authMessages';
/** Types of the auth context, its actions and the injectable backend. */
export type {
  AccountChangeFailureKind,
  AuthBackend,
  AuthContextValue,
  AuthFailure,
  AuthFailureKind,
  AuthResult,
  AuthUser,
  BackendAuthError,
  EmailVerificationType,
  SessionRejectedOutcome,
  SignInInput,
  SignUpInput,
  SignupMetadata,
} from './authTypes';
/** The link types /auth/confirm accepts. */
export { emailVerificationTypes } from './authTypes';
/** Full-page navigation in the browser. */
export { browserNavigator, type PageNavigator } from './browserNavigator';
/** "Change password" for the signed-in user. */
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
export { EmailTypoHint, type EmailTypoHintProps } from './EmailTypoHint';
/** "Did you mean ana@gmail.com?" under an e-mail field: the engine's typo check, its hint and its state. */
export { suggestEmailFix } from './emailTypo';
/** A dialog that is one form, with its refusal above the fields (Change password, Change e-mail). */
export { FormDialog, type FormDialogProps } from './FormDialog';
/** A toast that is shown again by the next page after a full-page navigation. */
export { type FlashToast, queueToast, showQueuedToast, toastAcrossNavigation } from './flashToast';
/** Full-page navigation, replaceable in tests and stories. */
export { NavigationProvider, type NavigationProviderProps, usePageNavigation } from './navigation';
/** The checks of a new password typed twice (password reset, Change password). */
export { MIN_NEW_PASSWORD_LENGTH, newPasswordMessages, newPasswordProblem } from './newPasswordProblem';
/** The dashboard shell's guard. */
export { LOGIN_PATH, RequireAuth, type RequireAuthProps, SESSION_ENDED_TOAST } from './RequireAuth';
/** `GET /config.json`, fetched once per page. */
export { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
/** Sign Out for the site header and the dashboard sidebar. */
export { SignOutButton, type SignOutButtonProps } from './SignOutButton';
/** An e-mail field with the typo check's "Did you mean …?" under it (sign-up, a corrected address, Change e-mail). */
export { TypoCheckedEmailInput, type TypoCheckedEmailInputProps } from './TypoCheckedEmailInput';
/** The SDK client signed in as the current session. */
export { useApiClient } from './useApiClient';
/** The auth context of the nearest `AuthProvider`. */
export { useAuth } from './useAuth';
export { type EmailTypoCheck, type EmailTypoSuggestion, useEmailTypoCheck } from './useEmailTypoCheck';
/** A form's one refusal, focused and pointed at by its field. */
export { type FieldProblem, useFieldProblem } from './useFieldProblem';
