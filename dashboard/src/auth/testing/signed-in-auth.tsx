import { AuthProvider } from '@leadproof/auth/AuthProvider';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { Toaster } from '@leadproof/ui';
import { type ReactNode, useState } from 'react';

/** Props of `SignedInAuth`. */
export interface SignedInAuthProps {
  /** What the in-memory backend answers differently (e.g. `updateUserRefusal(…)`). */
  overrides?: Partial<AuthBackend>;
  children: ReactNode;
}

/** Signed in as ada@example.com over an in-memory auth backend, with a Toaster: the stage of an account dialog. */
export function SignedInAuth({ overrides, children }: SignedInAuthProps) {
  const [backend] = useState(() =>
    createFakeAuthBackend({ session: fakeSession('ada@example.com'), overrides: overrides ?? {} }),
  );
  return (
    <AuthProvider backend={backend}>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
