/**
 * @leadproof/dashboard/auth/testing — test doubles for code that uses `@leadproof/dashboard/auth`:
 * pass `createFakeAuthBackend()` as `<AuthProvider backend={…}>` in unit tests and stories.
 * @module
 */

/** An in-memory fake of supabase-js's `auth`, with Supabase-shaped users and sessions. */
export { createFakeAuthBackend, type FakeAuthBackend, fakeSession, fakeUser } from './fakeAuthBackend';
