import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { OnDemandToaster, ThemeRoot } from '@leadproof/ui';
import type { ReactNode } from 'react';
import * as styles from './auth-page.css';

/** The root of every auth island: the theme, the auth state and the island's toasts. */
export function AuthIsland({ children }: { children?: ReactNode }) {
  return (
    <ThemeRoot className={styles.island}>
      <AuthProvider>
        {children}
        <OnDemandToaster />
      </AuthProvider>
    </ThemeRoot>
  );
}
