import { Slot } from '@radix-ui/react-slot';
import { Loader2 } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import * as styles from './button.css';

/** Button looks, in the order the catalogue shows them. */
export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost'] as const;
/** Button sizes; `icon` is a square for an icon with an `aria-label`. */
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;

/** One of `buttonVariants`. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** One of `buttonSizes`. */
export type ButtonSize = (typeof buttonSizes)[number];

/**
 * Props of `Button`. Native button attributes pass through (unlike braid's allowlist) because Radix
 * triggers (`<DialogTrigger asChild>`, `<TooltipTrigger asChild>`) add ARIA, data and event props
 * that must reach the DOM.
 */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows `busyLabel`, disables the button and sets `aria-busy`; the width stays the same. */
  busy?: boolean;
  /** What the button says while busy, e.g. "Signing in..." or "Loading...". */
  busyLabel?: ReactNode;
  /** Renders the single child (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

/** A button in one of five variants and four sizes, with an optional busy state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, busyLabel, asChild = false, className, children, disabled, type, ...rest },
  ref,
) {
  const classes = cx(styles.button({ variant, size }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busyLabel === undefined ? (
        children
      ) : (
        <span className={styles.labels}>
          <span className={cx(styles.label, busy && styles.hiddenLabel)}>{children}</span>
          <span className={cx(styles.label, !busy && styles.hiddenLabel)} aria-hidden={!busy}>
            <Loader2 size={16} aria-hidden className={styles.spinner} />
            {busyLabel}
          </span>
        </span>
      )}
    </button>
  );
});
Button.displayName = 'Button';
