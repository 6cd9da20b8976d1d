import { createTheme, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

/**
 * The Leadproof theme as a class. Apply it to the dashboard root and to each site island, never to
 * `:root`, so a page embedding us keeps its own styles.
 */
export const themeClass = createTheme(vars, tokens, 'leadproof');

globalStyle(`.${themeClass}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground,
  WebkitFontSmoothing: 'antialiased',
});

// Scoped to the theme class rather than `*` so the host page's box model is left alone.
globalStyle(`.${themeClass}, .${themeClass} *, .${themeClass} *::before, .${themeClass} *::after`, {
  boxSizing: 'border-box',
});

/** A visible focus ring shared by every interactive component. */
export const focusRing = {
  outline: `2px solid ${vars.color.ring}`,
  outlineOffset: '2px',
} as const;
