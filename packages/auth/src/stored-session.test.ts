// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from './auth-client';
import { readStoredSession } from './stored-session';
import { fakeSession } from './testing/fake-auth-backend';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readStoredSession', () => {
  it('answers with the session auth-js stored, from either storage', () => {
    const session = fakeSession('ada@example.com');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    expect(readStoredSession()).toEqual(session);
    localStorage.clear();
    sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    expect(readStoredSession()).toEqual(session);
  });

  it('leaves to auth-js a session within its 90 s refresh margin, or already expired', () => {
    const session = fakeSession('ada@example.com');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const expiresAt = (session.expires_at as number) * 1000;
    expect(readStoredSession(expiresAt - 91_000)).not.toBeNull();
    expect(readStoredSession(expiresAt - 89_000)).toBeNull();
    expect(readStoredSession(expiresAt + 1_000)).toBeNull();
  });

  it('answers null with nothing stored, or something that is not a whole session', () => {
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    const { user: _user, ...withoutUser } = fakeSession('ada@example.com');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(withoutUser));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, 'null');
    expect(readStoredSession()).toBeNull();
  });
});
