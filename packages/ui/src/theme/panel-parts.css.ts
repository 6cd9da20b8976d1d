/**
 * The parts a card, a dialog and a sheet share, styled once: a panel's title and description, and, for the two
 * that open over the page, the dimmed overlay and the close button.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from './theme.css';
import { vars } from './vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The page behind an open dialog or sheet, dimmed. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The × in a dialog's or sheet's top right corner. */
export const closeButton = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.foreground }, '&:focus-visible': focusRing },
});

/** A panel's heading. */
export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The muted line under a panel's heading. */
export const panelDescription = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});
