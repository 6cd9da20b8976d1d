import { AlertCircle, Clock } from 'lucide-react';
import { forwardRef, useEffect, useState } from 'react';
import { cx } from '../theme/cx';
import * as styles from './countdown.css';
import { COUNTDOWN_REFRESH_MS, formatCountdown, orderDeadline } from './format-countdown';

/** Props of `Countdown`. */
export interface CountdownProps {
  /** When the order was created; the deadline is 48 hours later. */
  createdAt: string | number | Date;
  /** A fixed "now" (epoch ms) for stories and screenshots; when set the countdown does not tick. */
  now?: number;
  className?: string;
}

/** Time left before an order's 48-hour deadline, refreshed every 60 s; 'Overdue' in red once past it. */
export const Countdown = forwardRef<HTMLSpanElement, CountdownProps>(function Countdown(
  { createdAt, now: fixedNow, className },
  ref,
) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (fixedNow !== undefined) return;
    const timer = setInterval(() => setTick(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [fixedNow]);

  const state = formatCountdown(orderDeadline(createdAt) - (fixedNow ?? tick));
  if (state.overdue) {
    return (
      <span ref={ref} className={cx(styles.countdown, styles.overdue, className)} data-overdue="true">
        <AlertCircle size={14} aria-hidden />
        {state.text}
        <span className={styles.detail}>· {state.detail}</span>
      </span>
    );
  }
  return (
    <span ref={ref} className={cx(styles.countdown, className)} data-overdue="false">
      <Clock size={14} aria-hidden />
      {state.text}
    </span>
  );
});
Countdown.displayName = 'Countdown';
