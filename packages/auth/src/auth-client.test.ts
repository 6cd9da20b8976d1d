import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, authClientOptions } from './auth-client';

describe('authClientOptions', () => {
  it('points at <supabaseUrl>/auth/v1 with the anon key, as supabase-js createClient does', () => {
    for (const supabaseUrl of ['https://project.supabase.co', 'https://project.supabase.co/']) {
      const options = authClientOptions({ supabaseUrl, supabaseAnonKey: 'anon' });
      expect(options.url).toBe('https://project.supabase.co/auth/v1');
      expect(options.headers).toEqual({ Authorization: 'Bearer anon', apikey: 'anon' });
    }
    expect(authClientOptions({ supabaseUrl: 'http://localhost:8787', supabaseAnonKey: 'k' }).url).toBe(
      'http://localhost:8787/auth/v1',
    );
  });

  it('keeps the session under leadproof-auth, refreshes it, and reads nothing from the URL', () => {
    const options = authClientOptions({ supabaseUrl: 'https://p.supabase.co', supabaseAnonKey: 'k' });
    expect(options).toMatchObject({
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    });
  });

  it('rejects a URL that is not HTTP(S)', () => {
    expect(() => authClientOptions({ supabaseUrl: 'project.supabase.co', supabaseAnonKey: 'k' })).toThrow(
      /not an HTTP\(S\) URL/,
    );
  });
});
