import * as LabelPrimitive from '@radix-ui/react-label';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './label.css';

/** Props of `Label`. */
export type LabelProps = ComponentPropsWithoutRef<typeof LabelPrimitive.Root>;

/** A form label (Radix Label: clicking it never selects text on double click). */
export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label({ className, ...props }, ref) {
  return <LabelPrimitive.Root ref={ref} className={cx(styles.label, className)} {...props} />;
});
Label.displayName = 'Label';
