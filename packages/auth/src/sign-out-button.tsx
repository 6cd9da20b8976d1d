import { Button, type ButtonProps } from '@leadproof/ui';
import { useState } from 'react';
import { usePageNavigation } from './navigation';
import { useAuth } from './use-auth';

/** Props of `SignOutButton`: the ui `Button`'s look (variant, size, className). */
export type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** Sign Out (site header, dashboard sidebar footer): signs out, then goes to the landing page `/`. */
export function SignOutButton({ variant = 'ghost', size, className }: SignOutButtonProps) {
  const { signOut } = useAuth();
  const navigate = usePageNavigation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      busy={busy}
      onClick={async () => {
        setBusy(true);
        // Home whatever the server answered; if the session survived (offline), the next page shows it.
        await signOut();
        navigate('/');
      }}
    >
      Sign Out
    </Button>
  );
}
