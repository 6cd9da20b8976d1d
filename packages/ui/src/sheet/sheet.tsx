import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../theme/cx';
import { themeClass } from '../theme/theme.css';
import * as styles from './sheet.css';

/** Edges a sheet can slide in from. */
export const sheetSides = ['left', 'right', 'top', 'bottom'] as const;
/** One of `sheetSides`. */
export type SheetSide = (typeof sheetSides)[number];

/** Sheet root: a modal dialog (Radix Dialog) that slides in from an edge. */
export const Sheet = DialogPrimitive.Root;
/** The element that opens the sheet; use `asChild` with a `Button`. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Closes the sheet. */
export const SheetClose = DialogPrimitive.Close;

/** Props of `SheetContent`. */
export interface SheetContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  side?: SheetSide;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Hides the corner close button (when the content has its own). */
  hideClose?: boolean;
}

/** The sliding panel, portalled with the theme class like `DialogContent`. */
export const SheetContent = forwardRef<HTMLDivElement, SheetContentProps>(function SheetContent(
  { side = 'right', className, children, closeLabel = 'Close', hideClose = false, ...props },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cx(themeClass, styles.overlay)} />
      <DialogPrimitive.Content
        ref={ref}
        className={cx(themeClass, styles.content({ side }), className)}
        data-side={side}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <X size={16} aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
SheetContent.displayName = 'SheetContent';

/** The sheet's accessible name. */
export const SheetTitle = forwardRef<
  HTMLHeadingElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function SheetTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cx(styles.title, className)} {...props} />;
});
SheetTitle.displayName = 'SheetTitle';

/** The sheet's accessible description. */
export const SheetDescription = forwardRef<
  HTMLParagraphElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function SheetDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cx(styles.description, className)} {...props} />;
});
SheetDescription.displayName = 'SheetDescription';
