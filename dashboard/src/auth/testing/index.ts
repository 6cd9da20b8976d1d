/**
 * @leadproof/dashboard/auth/testing — test doubles for code that uses `@leadproof/dashboard/auth`:
 * pass `createFakeAuthBackend()` as `<AuthProvider backend={…}>` in unit tests and stories.
 * @module
 */

/** The raw auth context, to give components a hand-made auth state (e.g. an action that rejects). */
export { AuthContext } from '../AuthContext';
/** An in-memory fake of supabase-js's `auth`, with Supabase-shaped users and sessions. */
export { createFakeAuthBackend, type FakeAuthBackend, fakeSession, fakeUser } from './fakeAuthBackend';
