import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../theme/cx';
import * as styles from './input.css';

/** Props of `Input`: the native input attributes (forms need all of them: name, autoComplete, required…). */
export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A single-line text field. Pair it with a `Label`. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type, ...props },
  ref,
) {
  return <input ref={ref} type={type ?? 'text'} className={cx(styles.input, className)} {...props} />;
});
Input.displayName = 'Input';
