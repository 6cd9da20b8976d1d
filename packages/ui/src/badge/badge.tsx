import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import * as styles from './badge.css';

/** Badge tones: green `success`, blue `info`, amber `warning`, red `destructive`, and neutrals. */
export const badgeVariants = [
  'default',
  'secondary',
  'outline',
  'success',
  'info',
  'warning',
  'destructive',
] as const;

/** One of `badgeVariants`. */
export type BadgeVariant = (typeof badgeVariants)[number];

/** Props of `Badge`. */
export interface BadgeProps extends Pick<HTMLAttributes<HTMLSpanElement>, 'id' | 'className' | 'title'> {
  variant?: BadgeVariant;
  children?: ReactNode;
}

/** A small status label. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { variant, className, children, id, title },
  ref,
) {
  return (
    <span ref={ref} id={id} title={title} className={cx(styles.badge({ variant }), className)}>
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
