/** At most one toast is visible at a time. */
export const TOAST_LIMIT = 1;
/** A toast closes itself after 5000 ms unless its `duration` says otherwise. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store (closed) for 1,000,000 ms before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Toasts are swiped away to the right… */
export const TOAST_SWIPE_DIRECTION = 'right' as const;
/** …once the swipe passes 50 px. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** F8 moves focus to the toast region. */
export const TOAST_HOTKEY: readonly string[] = ['F8'];
/** The toast region is at most 420 px wide on wider screens. */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
