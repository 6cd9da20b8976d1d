import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, type ReactElement, type ReactNode, useContext, useState } from 'react';
import { cx } from '../theme/cx';
import { themeClass } from '../theme/theme.css';
import * as styles from './tooltip.css';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing';

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS };

const HasProvider = createContext(false);

/** Props of `TooltipProvider`. */
export interface TooltipProviderProps {
  children?: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
}

/**
 * Shares the open delay and the skip window between tooltips. Mount it once near the app root; a
 * `Tooltip` without one makes its own (and then has no skip window with its neighbours).
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <HasProvider.Provider value>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </TooltipPrimitive.Provider>
    </HasProvider.Provider>
  );
}

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (it receives the trigger props through `asChild`). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Keeps the tooltip closed; the trigger stays mounted, so its focus is kept when this changes. */
  disabled?: boolean;
}

/** A short label shown on hover or focus of its trigger (Radix Tooltip), portalled with the theme class. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  disabled,
}: TooltipProps) {
  const hasProvider = useContext(HasProvider);
  // Always controlled, so `disabled` can force it shut without switching Radix between modes.
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const tooltip = (
    <TooltipPrimitive.Root
      open={disabled ? false : (open ?? ownOpen)}
      onOpenChange={(next) => {
        if (disabled) return;
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content side={side} sideOffset={6} className={cx(themeClass, styles.content)}>
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
