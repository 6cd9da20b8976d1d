import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// The wrapper scrolls sideways on narrow screens instead of squeezing columns.
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  captionSide: 'bottom',
});

export const header = style({});

export const body = style({});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { [`${body} &:hover`]: { background: vars.color.muted } },
});

export const head = style({
  height: '40px',
  padding: `0 ${vars.space.medium}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.medium,
  verticalAlign: 'middle',
});

export const caption = style({
  marginTop: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});
