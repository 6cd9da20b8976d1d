import type { PlanPeriod } from '@leadproof/contract/plans';
import { useId } from 'react';
import * as styles from './plan-period-toggle.css';

/** The two pricing modes in toggle order, with their labels (Monthly / One-time). */
export const planPeriodOptions: readonly { value: PlanPeriod; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'one-time', label: 'One-time' },
];

/** Props of `PlanPeriodToggle`. */
export interface PlanPeriodToggleProps {
  value: PlanPeriod;
  /**
   * Called with the chosen mode. Without it the radios are uncontrolled (`value` is only the initial
   * choice): the pricing page renders the toggle as static HTML and `<lp-plan-picker>` listens to it.
   */
  onChange?: (period: PlanPeriod) => void;
}

/**
 * The Monthly / One-time switch of the pricing page. Native radio buttons underneath, so arrow keys,
 * Tab and screen readers behave as everywhere else; styled as a segmented control.
 */
export function PlanPeriodToggle({ value, onChange }: PlanPeriodToggleProps) {
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>Billing period</legend>
      {planPeriodOptions.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={option.value}
            {...(onChange
              ? { checked: value === option.value, onChange: () => onChange(option.value) }
              : { defaultChecked: value === option.value })}
          />
          <span className={styles.label}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
