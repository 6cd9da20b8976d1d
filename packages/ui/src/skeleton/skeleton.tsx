import { type CSSProperties, forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './skeleton.css';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Use "9999px" for a circle or pill. */
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A pulsing placeholder for content that is loading. Hidden from assistive technology. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', radius, className },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius }}
    />
  );
});
Skeleton.displayName = 'Skeleton';
