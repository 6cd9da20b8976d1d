import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { Input, type InputProps } from '../input/input';
import { cx } from '../theme/cx';
import * as styles from './password-input.css';

/** Props of `PasswordInput`: those of `Input` except `type`, plus the toggle's labels. */
export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
}

/** A password field with a show/hide toggle button that has an accessible label and `aria-pressed`. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, showLabel = 'Show password', hideLabel = 'Hide password', disabled, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={cx(styles.input, className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        data-show-label={showLabel}
        data-hide-label={hideLabel}
      >
        {/* Both icons, the other one hidden: markup rendered without React switches them (`passwordToggle`). */}
        <span className={styles.icon} hidden={visible}>
          <Eye size={16} aria-hidden />
        </span>
        <span className={styles.icon} hidden={!visible}>
          <EyeOff size={16} aria-hidden />
        </span>
      </button>
    </div>
  );
});
PasswordInput.displayName = 'PasswordInput';
