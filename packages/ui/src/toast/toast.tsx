import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../theme/cx';
import { themeClass } from '../theme/theme.css';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD } from './constants';
import * as styles from './toast.css';
import { dismissToast } from './toast-store';
import { useToast } from './use-toast';

/** Props of `ToastAction`: `altText` says how to do the same without the toast (screen readers). */
export type ToastActionProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Action>;

/** A button inside a toast, passed as `toast({ action })`. */
export const ToastAction = forwardRef<HTMLButtonElement, ToastActionProps>(function ToastAction(
  { className, ...props },
  ref,
) {
  return <ToastPrimitive.Action ref={ref} className={cx(styles.action, className)} {...props} />;
});
ToastAction.displayName = 'ToastAction';

/** Props of `Toaster`. */
export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Name of the toast region for screen readers; `{hotkey}` becomes "F8". */
  label?: string;
}

/**
 * Renders the toasts raised by `toast()` (Radix Toast): one at a time, 5000 ms each, swipe right past
 * 50 px to dismiss, F8 to focus the region. Mount it once per app root, inside the theme.
 */
export function Toaster({ closeLabel = 'Close', label = 'Notifications ({hotkey})' }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, open, title, description, action, variant, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={styles.toast({ variant })}
          data-variant={variant ?? 'default'}
        >
          <div className={styles.text}>
            {title ? <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className={styles.description}>
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action}
          <ToastPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <X size={16} aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_HOTKEY]}
        label={label}
        className={cx(themeClass, styles.viewport)}
      />
    </ToastPrimitive.Provider>
  );
}
