import { focusRing, vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const inset = style({
  minWidth: 0,
  // Focused by the skip link only; the ring would frame the whole page.
  outline: 'none',
});

/** Out of sight until it has the focus, then over the top-left corner of the page (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: 100,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const email = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const signOut = style({
  width: '100%',
});

/** The page area while a page's code loads: as tall as the screen below the top bar, so nothing shifts after. */
export const pageLoading = style({
  minHeight: '70vh',
  display: 'grid',
  placeContent: 'center',
  color: vars.color.mutedForeground,
  fontFamily: vars.font.body,
});
