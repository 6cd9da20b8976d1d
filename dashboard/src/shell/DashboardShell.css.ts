import { focusRing, vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const inset = style({
  minWidth: 0,
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
