import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { themeClass } from './theme.css';

/** Props of `ThemeRoot`. */
export interface ThemeRootProps extends Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'className' | 'style'> {
  children?: ReactNode;
}

/** Applies the Leadproof theme class to a wrapper div: the root of the dashboard or of a site island. */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { children, className, id, style },
  ref,
) {
  return (
    <div ref={ref} id={id} style={style} className={cx(themeClass, className)}>
      {children}
    </div>
  );
});
ThemeRoot.displayName = 'ThemeRoot';
