import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../theme/cx';
import { themeClass } from '../theme/theme.css';
import * as styles from './dialog.css';

/** Dialog root (Radix Dialog): `open`/`defaultOpen`, `onOpenChange`. Modal: focus is trapped and restored. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog; use `asChild` with a `Button`. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` with a `Button`. */
export const DialogClose = DialogPrimitive.Close;

/** Props of `DialogContent`. */
export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/**
 * The dialog panel, portalled to `document.body` over a dimming overlay. Both carry the theme class
 * because the portal leaves the themed subtree. Escape and the close button dismiss it.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { className, children, closeLabel = 'Close', ...props },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cx(themeClass, styles.overlay)} />
      <DialogPrimitive.Content ref={ref} className={cx(themeClass, styles.content, className)} {...props}>
        {children}
        <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
          <X size={16} aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
DialogContent.displayName = 'DialogContent';

/** Title and description block. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

/** The row of actions; the primary action goes last. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

/** The dialog's accessible name. Required: Radix warns without it. */
export const DialogTitle = forwardRef<
  HTMLHeadingElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cx(styles.title, className)} {...props} />;
});
DialogTitle.displayName = 'DialogTitle';

/** The dialog's accessible description. */
export const DialogDescription = forwardRef<
  HTMLParagraphElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cx(styles.description, className)} {...props} />;
});
DialogDescription.displayName = 'DialogDescription';
