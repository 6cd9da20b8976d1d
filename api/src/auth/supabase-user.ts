/** The user object of the Supabase Auth contract, built from an `auth_users` row. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuthUsersTable } from '../db/schema';

export type AuthUserRow = Selectable<AuthUsersTable>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : undefined);

/** Serializes a user the way auth-js expects (`identities`, metadata, timestamps). */
export function toSupabaseUser(row: AuthUserRow): Record<string, unknown> {
  const verified = row.email_confirmed_at !== null;
  const identityData = { email: row.email, email_verified: verified, phone_verified: false, sub: row.id };
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    // An e-mail change waiting for its link, as GoTrue shows one.
    ...(row.email_change
      ? { new_email: row.email_change, email_change_sent_at: iso(row.email_change_sent_at) }
      : {}),
    phone: '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...row.user_metadata, ...identityData },
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account: a plausible new user with
 * no identities, as Supabase does, so the response does not confirm the account exists beyond that.
 */
export function obfuscatedUser(
  email: string,
  userMetadata: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  const id = randomUUID();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
