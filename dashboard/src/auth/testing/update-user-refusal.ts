import type { AuthBackend } from '@leadproof/auth/auth-types';

/** `overrides` for `createFakeAuthBackend` whose `updateUser` refuses as the auth server does, with GoTrue's `code`. */
export function updateUserRefusal(code: string, message: string, status = 400): Partial<AuthBackend> {
  return { updateUser: async () => ({ data: { user: null }, error: { message, code, status } }) };
}
