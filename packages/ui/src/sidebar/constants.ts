/** Name of the cookie that keeps the sidebar open or collapsed. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** The cookie lasts 7 days: 604,800 seconds. */
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Expanded width. */
export const SIDEBAR_WIDTH = '16rem';
/** Collapsed width: icons only. */
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Width of the slide-in sheet on narrow screens. */
export const SIDEBAR_WIDTH_MOBILE = '18rem';
/** Below this viewport width (px) the sidebar becomes a slide-in sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
