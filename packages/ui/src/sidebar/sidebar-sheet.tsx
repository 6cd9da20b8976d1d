import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '../sheet/sheet';
import { cx } from '../theme/cx';
import { visuallyHidden } from '../theme/visually-hidden.css';
import * as styles from './sidebar.css';

/** Props of `SidebarSheet`. */
export interface SidebarSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's title, for screen readers. */
  label: string;
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/** The sidebar below 768 px: a left slide-in sheet. Its own chunk, which `Sidebar` fetches on a phone only. */
export function SidebarSheet({
  open,
  onOpenChange,
  label,
  className,
  onCloseAutoFocus,
  children,
}: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className={cx(styles.sidebar, styles.mobile, className)}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle className={visuallyHidden}>{label}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
