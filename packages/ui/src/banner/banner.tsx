import { AlertTriangle, Info, X } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import * as styles from './banner.css';

/** Banner tones: orange for a call to action (no credits), amber for a degraded state (data failed to load). */
export const bannerTones = ['orange', 'amber'] as const;
/** One of `bannerTones`. */
export type BannerTone = (typeof bannerTones)[number];

/** Props of `Banner`. */
export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** Buttons or links shown under the message. */
  actions?: ReactNode;
  /** When given, a close button with `dismissLabel` calls it; the caller hides the banner. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** "status" (default) is polite; use "alert" for an error the user must notice now. */
  role?: 'status' | 'alert';
  className?: string;
}

/** An inline, page-level message with optional actions and a dismiss button. */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  {
    tone = 'orange',
    title,
    children,
    actions,
    onDismiss,
    dismissLabel = 'Dismiss',
    role = 'status',
    className,
  },
  ref,
) {
  const Icon = tone === 'amber' ? AlertTriangle : Info;
  return (
    <div ref={ref} role={role} className={cx(styles.banner({ tone }), className)} data-tone={tone}>
      <Icon size={18} aria-hidden className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <p className={styles.description}>{children}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <X size={16} aria-hidden />
        </button>
      ) : null}
    </div>
  );
});
Banner.displayName = 'Banner';
