// @vitest-environment happy-dom
import { AUTH_STORAGE_KEY } from '@leadproof/auth/auth-client';
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession, SESSION_STORAGE_KEY } from './stored-session';

describe('hasStoredSession', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('uses the key the auth module stores sessions under', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('is false for a visitor with nothing stored', () => {
    expect(hasStoredSession()).toBe(false);
  });

  it('finds a remembered session in localStorage and a tab session in sessionStorage', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('is false when storage cannot be read', () => {
    expect(
      hasStoredSession(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
});
