// The tooltip's two spec'd numbers, in a module of their own: the sidebar's skip window reads them in the
// dashboard's start, where the Radix tooltip (tooltip.tsx) must not come along (issue 38).

/** A tooltip opens after the pointer rests 700 ms on its trigger. */
export const TOOLTIP_DELAY_MS = 700;
/** Moving to another trigger within 300 ms of leaving one opens its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
