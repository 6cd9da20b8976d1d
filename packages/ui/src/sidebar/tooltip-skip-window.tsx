import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TOOLTIP_SKIP_DELAY_MS } from '../tooltip/tooltip-timing';

/** What `useTooltipSkipWindow()` returns. */
export interface TooltipSkipWindowValue {
  /** A tooltip is open, or one closed less than `TOOLTIP_SKIP_DELAY_MS` ago: the next one opens without the delay. */
  skipping: boolean;
  /** Each tooltip under the window reports its openings and closings here. */
  onOpenChange: (open: boolean) => void;
}

const SkipWindowContext = createContext<TooltipSkipWindowValue>({ skipping: false, onOpenChange: () => {} });

/**
 * The skip window that Radix's `TooltipProvider` keeps, for tooltips that each have a provider of their own: the
 * sidebar's tooltips load after the sidebar (issue 38), so no Radix provider can sit above its menu buttons. Same
 * rule as Radix's: an opening starts the window, a closing ends it `TOOLTIP_SKIP_DELAY_MS` later.
 */
export function TooltipSkipWindow({ children }: { children?: ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);
  const onOpenChange = useCallback((open: boolean) => {
    window.clearTimeout(closing.current);
    if (open) setSkipping(true);
    else closing.current = window.setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
  }, []);
  const value = useMemo(() => ({ skipping, onOpenChange }), [skipping, onOpenChange]);
  return <SkipWindowContext.Provider value={value}>{children}</SkipWindowContext.Provider>;
}

/** The skip window of the nearest `TooltipSkipWindow` (never skipping outside one). */
export function useTooltipSkipWindow(): TooltipSkipWindowValue {
  return useContext(SkipWindowContext);
}
