/** Name of the cookie that keeps the sidebar open or collapsed (SPEC §2). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** The cookie lasts 7 days: 604,800 seconds (SPEC §2, §9). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
/** Ctrl+B (Cmd+B on macOS) toggles the sidebar (SPEC §2, §9). */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Expanded width (SPEC §2, §9). */
export const SIDEBAR_WIDTH = '16rem';
/** Collapsed width: icons only (SPEC §2 allows 3rem or 4rem). */
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Width of the slide-in sheet on narrow screens. */
export const SIDEBAR_WIDTH_MOBILE = '18rem';
/** Below this viewport width (px) the sidebar becomes a slide-in sheet (SPEC §2, §9). */
export const MOBILE_BREAKPOINT_PX = 768;
