import { AuthProvider } from '@leadproof/auth/AuthProvider';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { Toaster } from '@leadproof/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Renders `ui` as an auth island does, over `backend`, recording navigations in the returned mock. */
export function renderWithAuth(ui: ReactNode, backend: AuthBackend) {
  const navigate = vi.fn();
  const rendered = render(
    <NavigationProvider navigate={navigate}>
      <AuthProvider backend={backend}>
        {ui}
        <Toaster />
      </AuthProvider>
    </NavigationProvider>,
  );
  return { ...rendered, navigate };
}
