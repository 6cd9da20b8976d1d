/**
 * @leadproof/dashboard/auth/testing — test doubles for code that uses `@leadproof/dashboard/auth`:
 * pass `createFakeAuthBackend()` as `<AuthProvider backend={…}>` in unit tests and stories.
 * @module
 */

/** The raw auth context, to give components a hand-made auth state (e.g. an action that rejects). */
export { AuthContext } from '../AuthContext';
/** An in-memory fake of supabase-js's `auth`, with Supabase-shaped users and sessions. */
export { createFakeAuthBackend, type FakeAuthBackend, fakeSession, fakeUser } from './fakeAuthBackend';
/** Signed in over the fake backend, with a Toaster: the stage of an account dialog's stories. */
export { SignedInAuth, type SignedInAuthProps } from './SignedInAuth';
/** A fake backend's `updateUser` that refuses with an auth server's error code. */
export { updateUserRefusal } from './updateUserRefusal';
