import { toast } from '@leadproof/ui';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The state the sign-in and sign-up forms share: whether the island has hydrated, the busy flag of
 * the submit button, the error shown above the fields, and one delayed navigation that is
 * cancelled if the form unmounts first.
 */
export function useAuthForm() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Shows `message` above the fields and in a destructive toast titled `title`. */
  const showError = (title: string, message: string) => {
    setError(message);
    toast({ variant: 'destructive', title, description: message });
  };
  /** Runs `action` after `delayMs`, unless the form has unmounted by then. */
  const later = (action: () => void, delayMs: number) => {
    timer.current = setTimeout(action, delayMs);
  };

  return { hydrated, busy, setBusy, error, setError, showError, later };
}
