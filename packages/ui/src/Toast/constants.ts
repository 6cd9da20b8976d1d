/** At most one toast is visible at a time (SPEC §4, §9). */
export const TOAST_LIMIT = 1;
/** A toast closes itself after 5000 ms unless its `duration` says otherwise (SPEC §9). */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store (closed) for 1,000,000 ms before it is removed (SPEC §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Toasts are swiped away to the right… (SPEC §9) */
export const TOAST_SWIPE_DIRECTION = 'right' as const;
/** …once the swipe passes 50 px (SPEC §9). */
export const TOAST_SWIPE_THRESHOLD = 50;
/** F8 moves focus to the toast region (SPEC §9). */
export const TOAST_HOTKEY: readonly string[] = ['F8'];
/** The toast region is at most 420 px wide on wider screens (SPEC §9). */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
