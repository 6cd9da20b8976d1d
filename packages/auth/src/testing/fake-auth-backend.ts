import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import type { AuthBackend } from '../auth-types';

/** A Supabase-shaped user for tests and stories. */
export function fakeUser(email: string, metadata: Record<string, string> = {}): User {
  return {
    id: `user-${email}`,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

/** A Supabase-shaped session for tests and stories. */
export function fakeSession(email: string, metadata: Record<string, string> = {}): Session {
  return {
    access_token: `access-${email}`,
    refresh_token: `refresh-${email}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: fakeUser(email, metadata),
  };
}

/** An `AuthBackend` that keeps state in memory, records calls and lets a test push auth events. */
export interface FakeAuthBackend extends AuthBackend {
  /** Every call, in order: the method name and its argument. */
  readonly calls: { method: keyof AuthBackend; args: unknown }[];
  /** How many `onAuthStateChange` subscriptions are still active. */
  readonly subscriberCount: number;
  /** Sends an auth event to every subscriber, as supabase-js does. */
  emit(event: AuthChangeEvent, session: Session | null): void;
}

/**
 * A fake of supabase-js's `auth` for unit tests and stories: sign-in, sign-up, sign-out, resend and
 * verify succeed (emitting SIGNED_IN / SIGNED_OUT like supabase-js) unless `overrides` replace them.
 */
export function createFakeAuthBackend(
  options: { session?: Session | null; overrides?: Partial<AuthBackend> } = {},
): FakeAuthBackend {
  let current: Session | null = options.session ?? null;
  const listeners = new Set<(event: AuthChangeEvent, session: Session | null) => void>();
  const calls: FakeAuthBackend['calls'] = [];
  const emit = (event: AuthChangeEvent, session: Session | null) => {
    current = session;
    for (const listener of [...listeners]) listener(event, session);
  };

  const defaults: AuthBackend = {
    getSession: async () => ({ data: { session: current }, error: null }),
    onAuthStateChange: (callback) => {
      listeners.add(callback);
      return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } };
    },
    signInWithPassword: async ({ email }) => {
      const session = fakeSession(email);
      emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    },
    signUp: async ({ email, options: signUpOptions }) => {
      const user = fakeUser(email, { ...signUpOptions.data });
      user.identities = [
        {
          id: user.id,
          identity_id: user.id,
          user_id: user.id,
          provider: 'email',
          identity_data: { email },
          created_at: user.created_at,
          last_sign_in_at: user.created_at,
          updated_at: user.created_at,
        },
      ];
      return { data: { user, session: null }, error: null };
    },
    signOut: async () => {
      emit('SIGNED_OUT', null);
      return { error: null };
    },
    // A session that is still there refreshes (a new access token); without one, the refusal auth-js reports.
    refreshSession: async () => {
      if (!current) {
        return { data: { session: null }, error: { message: 'Invalid Refresh Token', status: 400 } };
      }
      const session = { ...current, access_token: `${current.access_token}+` };
      emit('TOKEN_REFRESHED', session);
      return { data: { session }, error: null };
    },
    resend: async () => ({ error: null }),
    verifyOtp: async () => {
      const session = fakeSession('confirmed@example.com');
      emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    },
    resetPasswordForEmail: async () => ({ data: {}, error: null }),
    updateUser: async (attributes) => {
      if (!current) return { data: { user: null }, error: { message: 'Auth session missing!', status: 400 } };
      // A new address waits for its link, as GoTrue shows it: the user keeps its e-mail and gains new_email.
      const user = attributes.email ? { ...current.user, new_email: attributes.email } : current.user;
      emit('USER_UPDATED', { ...current, user });
      return { data: { user }, error: null };
    },
  };

  const record =
    <K extends keyof AuthBackend>(method: K) =>
    (args?: unknown, ...rest: unknown[]) => {
      // The first argument is what tests look at; the rest (resetPasswordForEmail's options) still reach the fake.
      calls.push({ method, args });
      const implementation = (options.overrides?.[method] ?? defaults[method]) as (
        ...all: unknown[]
      ) => unknown;
      return implementation(args, ...rest);
    };

  return {
    calls,
    get subscriberCount() {
      return listeners.size;
    },
    emit,
    getSession: record('getSession') as AuthBackend['getSession'],
    onAuthStateChange: record('onAuthStateChange') as AuthBackend['onAuthStateChange'],
    signInWithPassword: record('signInWithPassword') as AuthBackend['signInWithPassword'],
    signUp: record('signUp') as AuthBackend['signUp'],
    signOut: record('signOut') as AuthBackend['signOut'],
    refreshSession: record('refreshSession') as AuthBackend['refreshSession'],
    resend: record('resend') as AuthBackend['resend'],
    verifyOtp: record('verifyOtp') as AuthBackend['verifyOtp'],
    resetPasswordForEmail: record('resetPasswordForEmail') as AuthBackend['resetPasswordForEmail'],
    updateUser: record('updateUser') as AuthBackend['updateUser'],
  };
}
