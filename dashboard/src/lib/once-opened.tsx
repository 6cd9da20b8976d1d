import { type ReactNode, Suspense, useState } from 'react';

/** Props of `OnceOpened`. */
export interface OnceOpenedProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The dialog: a component from `lazy()`, whose module loads when it first renders. */
  children: ReactNode;
}

/**
 * Renders a dialog from the first time it opens on, not before (issue 38): with the dialog from `lazy()`, its module,
 * Radix Dialog, the focus trap and the scroll lock stay out of the dashboard's start and load when it is asked for.
 * Once rendered it stays, so that it animates out and gives the focus back when it closes.
 * @example <OnceOpened open={open}><ChangePasswordDialog open={open} onOpenChange={setOpen} /></OnceOpened>
 */
export function OnceOpened({ open, children }: OnceOpenedProps) {
  const [opened, setOpened] = useState(false);
  if (!opened && open) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
