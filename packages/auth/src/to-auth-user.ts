import type { User } from '@supabase/auth-js';
import type { AuthUser } from './auth-types';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The product's view of a Supabase user: id, e-mail, the sign-up metadata and a pending e-mail change. */
export function toAuthUser(user: User): AuthUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: text(metadata.firstName),
    lastName: text(metadata.lastName),
    company: text(metadata.company),
    pendingEmail: text(user.new_email),
  };
}
