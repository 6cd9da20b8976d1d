import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './checkbox.css';

/** Props of `Checkbox` (Radix Checkbox: `checked`, `onCheckedChange`, `required`, `name`…). */
export type CheckboxProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>;

/** A checkbox; inside a form it also submits a hidden native input, so `required` and `name` work. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { className, ...props },
  ref,
) {
  return (
    <CheckboxPrimitive.Root ref={ref} className={cx(styles.checkbox, className)} {...props}>
      <CheckboxPrimitive.Indicator className={styles.indicator}>
        <Check size={14} strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
});
Checkbox.displayName = 'Checkbox';
