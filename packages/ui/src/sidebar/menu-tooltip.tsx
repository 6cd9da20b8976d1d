import { forwardRef, useEffect, useLayoutEffect, useRef } from 'react';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from '../tooltip/tooltip';
import { assignRef } from './assign-ref';
import { useTooltipSkipWindow } from './tooltip-skip-window';
import type { MenuTooltipLink, TriggerHandlers } from './use-menu-tooltip';

interface TriggerBridgeProps extends TriggerHandlers {
  link: MenuTooltipLink;
  'aria-describedby'?: string;
  'data-state'?: string;
}

/**
 * Stands where Radix's `Trigger asChild` expects its one child, and renders nothing: what Radix would put on that
 * child (its handlers, aria-describedby, data-state and ref) goes to the menu button through `link`.
 */
const TriggerBridge = forwardRef<HTMLElement, TriggerBridgeProps>(function TriggerBridge(
  { link, 'aria-describedby': describedBy, 'data-state': state, ...handlers },
  ref,
) {
  useLayoutEffect(() => link.update({ handlers, describedBy, state }));
  useLayoutEffect(() => assignRef(ref, link.element()), [ref, link]);
  useEffect(() => {
    link.arrived();
    return () => link.update(null);
  }, [link]);
  return null;
});

/** Props of `MenuTooltip`. */
export interface MenuTooltipProps {
  content: string;
  link: MenuTooltipLink;
}

/** A collapsed menu button's tooltip (Radix's, on its right). Its own chunk, which `useMenuTooltip` loads. */
export function MenuTooltip({ content, link }: MenuTooltipProps) {
  const { skipping, onOpenChange } = useTooltipSkipWindow();
  const open = useRef(false);
  // Expanding the sidebar unmounts an open tooltip without its closing: the skip window still has to start.
  useEffect(
    () => () => {
      if (open.current) onOpenChange(false);
    },
    [onOpenChange],
  );
  return (
    // A Radix provider per tooltip, since none can sit above the menu buttons (they render before this code); the
    // skip window between the tooltips is `TooltipSkipWindow`'s: inside it there is no delay.
    <TooltipProvider delayDuration={skipping ? 0 : TOOLTIP_DELAY_MS}>
      <Tooltip
        content={content}
        side="right"
        onOpenChange={(next) => {
          open.current = next;
          onOpenChange(next);
        }}
      >
        <TriggerBridge link={link} />
      </Tooltip>
    </TooltipProvider>
  );
}
