import { cx } from '../theme/cx';
import { visuallyHidden } from '../theme/visually-hidden.css';
import * as styles from './logo.css';

/** The mark's colours: the site's (site/public/favicon.svg, brand-mark.astro), so every surface shows one logo. */
const MARK_FILL = '#0f766e';
const CHECK_STROKE = '#ffffff';

/** Props of `Logo`. */
export interface LogoProps {
  /** Height of the mark in pixels. @default 28 */
  size?: number;
  /** Show the name beside the mark; without it the name is still read by screen readers. @default true */
  showName?: boolean;
  className?: string;
}

/** The Leadproof logo: a check in a rounded square, then the name, as on the site's header. */
export function Logo({ size = 28, showName = true, className }: LogoProps) {
  return (
    <span className={cx(styles.logo, className)}>
      <svg
        className={styles.mark}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill={MARK_FILL} />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke={CHECK_STROKE}
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={showName ? styles.name : visuallyHidden}>Leadproof</span>
    </span>
  );
}
